"""Buying request and response shapes, one module per concern. Money travels as strings with two decimals."""
