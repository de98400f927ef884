"""Buying: requests for quotation to suppliers (and hauliers, crane hire: "others"), the supplier quotes that come
back in numbered versions, their comments, and purchase orders.

Layout: `models/` (tables and vocabularies), `schemas.py`, `totals.py` (exact money), `service/` (the rules; each
function is importable by other Buying work such as the comparison and award), `routers/` (thin)."""
