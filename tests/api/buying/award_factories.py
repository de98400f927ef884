"""Requests, supplier quotes and answers built directly as rows (the comparison, award, costing and purchase order
tests need answered quotes, not the way they were keyed)."""

from __future__ import annotations

import itertools
from datetime import date, timedelta
from decimal import Decimal
from typing import Any

from sqlalchemy.orm import Session

from api.buying import totals
from api.buying.models import (
    SupplierQuote,
    SupplierQuoteContact,
    SupplierQuoteCustomerQuote,
    SupplierQuoteLine,
    SupplierQuoteStatus,
    SupplierQuoteVersion,
    SupplierRequest,
    VersionStatus,
)
from api.crm import Kind, Organisation
from api.db import utcnow
from tests.factories import make_contact, make_organisation

_seq = itertools.count(1)


def make_request(db: Session, **fields: Any) -> SupplierRequest:
    n = next(_seq)
    values: dict[str, Any] = {
        "number": f"RFQ-9{n:05d}",
        "required_on_site": date.today() + timedelta(days=30),
        "response_deadline": date.today() + timedelta(days=5),
        "site_address": "Plot 4, Otley Road, Leeds",
        "site_postcode": "LS16 5AB",
        **fields,
    }
    request = SupplierRequest(**values)
    db.add(request)
    db.flush()
    return request


def asked_line(**fields: Any) -> dict[str, Any]:
    return {
        "description": "Red multi facing brick",
        "quantity": Decimal("10000"),
        "unit": "per_1000",
        **fields,
    }


def make_supplier_quote(
    db: Session,
    *,
    request: SupplierRequest | None = None,
    supplier: Organisation | None = None,
    lines: list[dict[str, Any]] | None = None,
    status: SupplierQuoteStatus = SupplierQuoteStatus.requested,
    version_status: VersionStatus = VersionStatus.sent,
    charges: dict[str, Any] | None = None,
    valid_until: date | None = None,
    customer_quote_id: int | None = None,
    with_contact: bool = True,
    **fields: Any,
) -> SupplierQuote:
    """A supplier quote with one version holding `lines` (dicts of SupplierQuoteLine fields)."""
    n = next(_seq)
    supplier = supplier or make_organisation(db, kind=Kind.supplier, name=f"Works {n}")
    quote = SupplierQuote(
        number=f"SQ-9{n:05d}",
        request_id=request.id if request else None,
        supplier_id=supplier.id,
        status=status.value,
        current_version=1,
        sent_version=None if version_status == VersionStatus.draft else 1,
        required_on_site=request.required_on_site if request else fields.pop("required_on_site", None),
        response_deadline=request.response_deadline if request else fields.pop("response_deadline", None),
        site_address=request.site_address if request else "Plot 4, Otley Road, Leeds",
        site_postcode=request.site_postcode if request else "LS16 5AB",
        valid_until=valid_until,
        sent_at=None if version_status == VersionStatus.draft else utcnow(),
        search_text=f"sq-9{n:05d} {supplier.name.lower()}",
        **fields,
    )
    db.add(quote)
    db.flush()
    if with_contact:
        contact = make_contact(db, supplier, first_name="Sue")
        db.add(SupplierQuoteContact(supplier_quote_id=quote.id, contact_id=contact.id))
    if customer_quote_id is not None:
        db.add(SupplierQuoteCustomerQuote(supplier_quote_id=quote.id, quote_id=customer_quote_id))
    add_version(db, quote, lines or [asked_line()], version_status, charges=charges, valid_until=valid_until)
    return quote


def add_version(
    db: Session,
    quote: SupplierQuote,
    lines: list[dict[str, Any]],
    status: VersionStatus,
    *,
    charges: dict[str, Any] | None = None,
    valid_until: date | None = None,
) -> SupplierQuoteVersion:
    number = (
        max(
            [
                v.version
                for v in db.query(SupplierQuoteVersion).filter(SupplierQuoteVersion.supplier_quote_id == quote.id)
            ]
            or [0]
        )
        + 1
    )
    version = SupplierQuoteVersion(
        supplier_quote_id=quote.id,
        version=number,
        status=status.value,
        valid_until=valid_until,
        submitted_at=utcnow() if status == VersionStatus.answered else None,
        submitted_by="Sue Seller" if status == VersionStatus.answered else "",
        **(charges or {}),
    )
    db.add(version)
    db.flush()
    rows = []
    for i, values in enumerate(lines):
        data = {"code": "", "lead_time_unit": "working_days", **values}
        rows.append(SupplierQuoteLine(version_id=version.id, position=i, **data))
    db.add_all(rows)
    db.flush()
    figures = totals.totals(rows, version)
    for row, f in zip(rows, figures.lines, strict=True):
        row.line_total = f.total
    version.goods_total = figures.goods
    version.charges_total = figures.charges.total
    version.total = figures.total
    quote.current_version = number
    if status != VersionStatus.draft:
        quote.sent_version = number
    if status == VersionStatus.answered:
        quote.status = SupplierQuoteStatus.answered.value
        quote.answered_at = utcnow()
        quote.valid_until = valid_until
    db.flush()
    return version


def answered_quote(
    db: Session, *, price: str = "500.00", valid_until: date | None = None, **kwargs: Any
) -> SupplierQuote:
    """A supplier quote answered at `price` per 1,000 on one line of 10,000 bricks (unless `lines` says more)."""
    lines = kwargs.pop("lines", None) or [asked_line(price=Decimal(price), lead_time=5)]
    return make_supplier_quote(
        db,
        lines=lines,
        status=SupplierQuoteStatus.answered,
        version_status=VersionStatus.answered,
        valid_until=valid_until or date.today() + timedelta(days=30),
        **kwargs,
    )
