"""Catalogue: products, their prices, price history and equivalents."""
