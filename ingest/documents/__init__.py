"""Every kind of record the assistant reads, and how each becomes a document."""

from __future__ import annotations

from ingest.documents.base import Builder, Doc
from ingest.documents.buying import PURCHASE_ORDERS, SUPPLIER_QUOTES
from ingest.documents.catalogue import BUILDER as PRODUCTS
from ingest.documents.crm import NOTES, ORGANISATIONS
from ingest.documents.delivering import CALL_OFFS
from ingest.documents.people import CONTACTS
from ingest.documents.work import PROJECTS, QUOTES

BUILDERS: dict[str, Builder] = {
    b.kind: b
    for b in (PRODUCTS, *ORGANISATIONS, CONTACTS, PROJECTS, QUOTES, SUPPLIER_QUOTES, PURCHASE_ORDERS, CALL_OFFS, NOTES)
}
KINDS = tuple(BUILDERS)

__all__ = ["BUILDERS", "KINDS", "Builder", "Doc"]
