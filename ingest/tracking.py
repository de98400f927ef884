"""Notice changes to the records the assistant reads and queue their re-embedding in the same transaction (a row
of the job outbox written as the unit of work commits, so the job exists exactly when the changes do)."""

from __future__ import annotations

from typing import Any

from sqlalchemy import event
from sqlalchemy.orm import Session, SessionTransaction

from api.buying.models import (
    PurchaseOrder,
    PurchaseOrderLine,
    SupplierQuote,
    SupplierQuoteCustomerQuote,
    SupplierQuoteLine,
    SupplierQuoteVersion,
)
from api.catalogue.models import Product
from api.core import jobs
from api.crm import Contact, Organisation
from api.projects.models import Project
from api.quotes.models import Quote, QuoteLine, QuoteVersion
from api.records.models import Note
from api.schedules.models import CallOff, CallOffItem
from api.settings import get_settings
from ingest.sync import ORGANISATION

PENDING = "ingest_pending"
# quote parts are reported by their version; the job finds the quote
QUOTE_VERSION = "quote_version"
SUPPLIER_QUOTE_VERSION = "supplier_quote_version"


def _key(obj: Any) -> tuple[str, int] | None:
    if isinstance(obj, Product):
        return ("product", obj.id)
    if isinstance(obj, Organisation):
        return (ORGANISATION, obj.id)
    if isinstance(obj, Contact):
        return ("contact", obj.id)
    if isinstance(obj, Project):
        return ("project", obj.id)
    if isinstance(obj, Quote):
        return ("quote", obj.id)
    if isinstance(obj, QuoteVersion):
        return ("quote", obj.quote_id)
    if isinstance(obj, QuoteLine):
        return (QUOTE_VERSION, obj.version_id)
    if isinstance(obj, SupplierQuote):
        return ("supplier_quote", obj.id)
    if isinstance(obj, (SupplierQuoteVersion, SupplierQuoteCustomerQuote)):
        return ("supplier_quote", obj.supplier_quote_id)
    if isinstance(obj, SupplierQuoteLine):
        return (SUPPLIER_QUOTE_VERSION, obj.version_id)
    if isinstance(obj, PurchaseOrder):
        return ("purchase_order", obj.id)
    if isinstance(obj, PurchaseOrderLine):
        return ("purchase_order", obj.purchase_order_id)
    if isinstance(obj, CallOff):
        return ("call_off", obj.id)
    if isinstance(obj, CallOffItem):
        return ("call_off", obj.call_off_id)
    if isinstance(obj, Note):
        return ("note", obj.id)
    return None


def _after_flush(session: Session, _: Any) -> None:
    if not get_settings().index_on_change:
        return
    keys = {key for obj in (*session.new, *session.dirty, *session.deleted) if (key := _key(obj)) and key[1]}
    if not keys:
        return
    session.info.setdefault(PENDING, set()).update(keys)


def _before_commit(session: Session) -> None:
    """Flush what is left, then queue the changed records' re-embedding in the transaction about to commit."""
    if not get_settings().index_on_change:
        return
    session.flush()  # the commit's own flush comes after this event: its changes must be seen now
    changes = sorted(session.info.pop(PENDING, set()))
    if changes:
        jobs.enqueue(session, "ingest.records", [list(c) for c in changes])


def _after_rollback(session: Session, previous: SessionTransaction) -> None:
    # A savepoint rolling back (one rejected row of an import) leaves the rest of the transaction to commit, and
    # its changes still to index; only the whole transaction rolling back drops them.
    if not previous.nested:
        session.info.pop(PENDING, None)


def install() -> None:
    if not event.contains(Session, "after_flush", _after_flush):
        event.listen(Session, "after_flush", _after_flush)
        event.listen(Session, "after_soft_rollback", _after_rollback)
        event.listen(Session, "before_commit", _before_commit)
