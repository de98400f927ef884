"""Brickmate API: the whole CRUD and workflow API of the back-office."""
