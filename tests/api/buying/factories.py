"""Buying factories: suppliers with a contact, requests made through the service (so totals are right), and the
states a supplier quote reaches by sending and by the supplier's answer, set through the services without mail."""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

from sqlalchemy.orm import Session

from api.buying.models import SupplierQuote, SupplierQuoteStatus, SupplierQuoteVersion, VersionStatus
from api.buying.schemas.requests import ReceivedQuoteIn, SupplierRequestIn
from api.buying.service import creating, quotes
from api.crm import Kind, Organisation
from api.db import utcnow
from api.users.models import User
from tests.factories import make_contact, make_organisation, make_product, make_user


def make_supplier(
    db: Session, name: str | None = None, *, kind: Kind = Kind.supplier, email: str | None = None
) -> Organisation:
    """A supplier (or other) with one contact who has an email."""
    supplier = make_organisation(db, kind=kind, name=name)
    make_contact(db, supplier, first_name="Sally", email=email)
    return supplier


def asked_lines(db: Session, supplier: Organisation | None = None) -> list[dict[str, Any]]:
    """10,000 bricks of a product priced per 1,000, and 20 free-text lintels (each)."""
    product = make_product(db, supplier, name="Ibstock Tradesman Red", selling_unit="per_1000")
    return [
        {"product_id": product.id, "quantity": "10000"},
        {"description": "Catnic lintel 1200mm", "quantity": "20", "unit": "each"},
    ]


def make_request(
    db: Session,
    suppliers: list[Organisation] | None = None,
    *,
    actor: User | None = None,
    lines: list[dict[str, Any]] | None = None,
    **fields: Any,
) -> creating.Created:
    suppliers = suppliers or [make_supplier(db)]
    data = SupplierRequestIn.model_validate(
        {
            "supplier_ids": [s.id for s in suppliers],
            "lines": asked_lines(db) if lines is None else lines,
            "site_address": "Plot 4, Moor Lane, Otley",
            "site_postcode": "LS21 1AA",
            "offload_method": "crane",
            **fields,
        }
    )
    made = creating.create_request(db, data, actor or make_user(db))
    db.flush()
    return made


def make_draft(db: Session, **kwargs: Any) -> SupplierQuote:
    return make_request(db, **kwargs).quotes[0]


def mark_sent(db: Session, quote: SupplierQuote, by: User | None = None) -> SupplierQuoteVersion:
    """The newest version as sending leaves it, without any mail."""
    version = quotes.version_of(db, quote)
    version.status = VersionStatus.sent.value
    version.sent_at = utcnow()
    version.sent_by_id = by.id if by else quote.created_by_id
    quote.status = SupplierQuoteStatus.requested.value
    quote.sent_version = version.version
    quote.sent_at = version.sent_at
    quotes.touch(quote)
    db.flush()
    return version


def make_sent(db: Session, **kwargs: Any) -> SupplierQuote:
    quote = make_draft(db, **kwargs)
    mark_sent(db, quote)
    return quote


def price_all(db: Session, quote: SupplierQuote, price: str = "500.00", *, submit: bool = True) -> SupplierQuote:
    """The supplier's answer on the sent version: every line at `price`, submitted by 'Sally'."""
    from api.buying.schemas.public import SupplierTotalsIn
    from api.buying.service import public

    version = quotes.version_of(db, quote, quote.sent_version)
    answers = [{"line_id": line.id, "price": price} for line in quotes.lines_of(db, version.id)]
    data = SupplierTotalsIn.model_validate(
        {
            "uuid": str(quote.uuid),
            "lines": answers,
            "submit": submit,
            "name": "Sally",
            "valid_until": str(date.today() + timedelta(days=30)),
        }
    )
    public.save_totals(db, data, None, "203.0.113.9")
    db.flush()
    return quote


def make_answered(db: Session, price: str = "500.00", **kwargs: Any) -> SupplierQuote:
    quote = make_sent(db, **kwargs)
    return price_all(db, quote, price)


def make_received(
    db: Session, supplier: Organisation | None = None, actor: User | None = None, **fields: Any
) -> SupplierQuote:
    supplier = supplier or make_supplier(db)
    data = ReceivedQuoteIn.model_validate(
        {
            "quote": {
                "supplier_id": supplier.id,
                "lines": [{"description": "Crane offload, half day", "quantity": "1", "price": "350.00"}],
                **fields,
            }
        }
    )
    quote = creating.add_received(db, data, supplier.kind, actor or make_user(db))
    db.flush()
    return quote
