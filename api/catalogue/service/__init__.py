"""Catalogue business rules. Routers call these; nothing here imports a router."""
