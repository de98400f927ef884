"""Supplier quotes and purchase orders as the assistant's documents: what was asked and answered, by whom, for which
customer quote and project; a change to any of their parts re-indexes the record it belongs to."""

from __future__ import annotations

from datetime import date
from decimal import Decimal
from typing import Any

import pytest
from sqlalchemy.orm import Session

from api.buying.models import (
    PurchaseOrder,
    PurchaseOrderLine,
    SupplierQuote,
    SupplierQuoteCustomerQuote,
    SupplierQuoteLine,
    SupplierQuoteVersion,
)
from api.crm import Kind
from api.db import run_after_commit
from api.settings import get_settings
from ingest import tasks, tracking
from ingest.documents import BUILDERS, KINDS, Doc
from ingest.tracking import SUPPLIER_QUOTE_VERSION
from tests.api.quotes.factories import make_quote
from tests.factories import make_organisation, make_project
from tests.jobs import recorded


def one(db: Session, kind: str, record_id: int) -> Doc:
    [doc] = BUILDERS[kind].build(db, [record_id])
    return doc


def supplier_quote(db: Session, *, number: str = "SQ-000901") -> tuple[SupplierQuote, SupplierQuoteVersion]:
    supplier = make_organisation(db, kind=Kind.supplier, name="Ibstock Brick")
    customer = make_organisation(db, name="Calder Homes")
    project = make_project(db, name="Otley Riverside", customer=customer)
    quote = SupplierQuote(
        number=number,
        supplier_id=supplier.id,
        project_id=project.id,
        status="answered",
        site_postcode="LS21 1AB",
        required_on_site=date(2026, 12, 14),
        valid_until=date(2027, 1, 31),
    )
    db.add(quote)
    db.flush()
    version = SupplierQuoteVersion(
        supplier_quote_id=quote.id,
        version=1,
        status="answered",
        total=Decimal("8755.00"),
        charges_total=Decimal("380.00"),
    )
    db.add(version)
    db.flush()
    db.add_all(
        [
            SupplierQuoteLine(
                version_id=version.id,
                position=1,
                description="Ibstock Tradesman Red",
                quantity=Decimal("12000"),
                unit="per_1000",
                price=Decimal("698.50"),
                lead_time=3,
                lead_time_unit="weeks",
                awarded=True,
            ),
            SupplierQuoteLine(
                version_id=version.id,
                position=2,
                description="Catnic lintel 1200",
                quantity=Decimal("40"),
                unit="each",
                cannot_quote=True,
                cannot_quote_reason="not stocked",
            ),
        ]
    )
    customer_quote = make_quote(db, customer=customer)
    db.add(SupplierQuoteCustomerQuote(supplier_quote_id=quote.id, quote_id=customer_quote.id))
    db.flush()
    return quote, version


def test_the_buying_kinds_have_builders() -> None:
    assert {"supplier_quote", "purchase_order"} <= set(KINDS)


def test_a_supplier_quote_document_says_who_priced_what(db: Session) -> None:
    quote, _ = supplier_quote(db)
    doc = one(db, "supplier_quote", quote.id)
    assert doc.title == "Supplier quote SQ-000901 from Ibstock Brick"
    assert doc.link == f"/supplier-quotes/editor/{quote.id}"
    content = doc.content
    assert "project: Otley Riverside" in content
    assert "status: Answered" in content
    assert "total: £8,755.00" in content
    assert "valid until: 2027-01-31" in content
    assert "customer quotes: Q-" in content
    assert "12,000 Ibstock Tradesman Red at £698.50 per 1,000, lead time 3 weeks (awarded)" in content
    assert "40 Catnic lintel 1200: cannot quote (not stocked)" in content


def test_an_unanswered_request_shows_no_total(db: Session) -> None:
    quote, version = supplier_quote(db, number="SQ-000902")
    quote.status, version.status = "requested", "sent"
    db.flush()
    content = one(db, "supplier_quote", quote.id).content
    assert "total:" not in content
    assert "status: Requested" in content


def test_a_purchase_order_document(db: Session) -> None:
    quote, _ = supplier_quote(db, number="SQ-000903")
    order = PurchaseOrder(
        number="PO-000903",
        supplier_id=quote.supplier_id,
        supplier_quote_id=quote.id,
        project_id=quote.project_id,
        status="acknowledged",
        total=Decimal("8382.00"),
        required_date=date(2026, 12, 14),
    )
    db.add(order)
    db.flush()
    db.add(
        PurchaseOrderLine(
            purchase_order_id=order.id,
            position=1,
            description="Ibstock Tradesman Red",
            quantity=Decimal("12000"),
            unit="per_1000",
            unit_price=Decimal("698.50"),
            line_total=Decimal("8382.00"),
        )
    )
    db.flush()
    doc = one(db, "purchase_order", order.id)
    assert doc.title == "Purchase order PO-000903 to Ibstock Brick"
    content = doc.content
    assert "status: acknowledged" in content
    assert "supplier quote: SQ-000903" in content
    assert "12,000 Ibstock Tradesman Red at £698.50 per 1,000" in content


@pytest.fixture
def indexing(monkeypatch: pytest.MonkeyPatch) -> None:
    on = get_settings().model_copy(update={"index_on_change": True})
    monkeypatch.setattr(tracking, "get_settings", lambda: on)


def test_a_line_change_reaches_its_supplier_quote(db: Session, monkeypatch: pytest.MonkeyPatch, indexing: None) -> None:
    sent: list[tuple[str, tuple[Any, ...]]] = []
    monkeypatch.setattr("api.core.jobs.enqueue", recorded(sent))
    quote, version = supplier_quote(db, number="SQ-000904")
    db.commit()
    run_after_commit(db)
    sent.clear()
    line = db.query(SupplierQuoteLine).filter_by(version_id=version.id, position=1).one()
    line.price = Decimal("700.00")
    db.commit()
    run_after_commit(db)
    [(_, (pairs,))] = sent
    assert pairs == [[SUPPLIER_QUOTE_VERSION, version.id]]
    assert tasks._resolve(db, pairs) == [("supplier_quote", quote.id)]
