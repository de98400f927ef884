"""Cheapest-price answers include what suppliers have quoted us: the lowest price on the newest answered version of a
supplier quote still valid today; expired, unanswered, can't-quote and replaced answers are left out."""

from __future__ import annotations

from datetime import date, timedelta
from decimal import Decimal

from sqlalchemy.orm import Session

from api.buying.models import SupplierQuote, SupplierQuoteLine, SupplierQuoteVersion
from assistant.grounding import grounded
from assistant.understanding.types import Intent
from tests.assistant import dataset as ds
from tests.assistant.lookups_support import ask, facts
from tests.assistant.seeding import Seeded

TODAY = date.today()


def quoted(
    db: Session,
    dataset: Seeded,
    number: str,
    price: str,
    *,
    valid_until: date | None = None,
    status: str = "answered",
    version_status: str = "answered",
    cannot_quote: bool = False,
    version: int = 1,
    quote: SupplierQuote | None = None,
) -> SupplierQuote:
    if quote is None:
        quote = SupplierQuote(
            number=number,
            supplier_id=dataset.organisations[ds.SUPPLIER_IBSTOCK],
            status=status,
            valid_until=valid_until or TODAY + timedelta(days=30),
        )
        db.add(quote)
        db.flush()
    row = SupplierQuoteVersion(supplier_quote_id=quote.id, version=version, status=version_status)
    db.add(row)
    db.flush()
    db.add(
        SupplierQuoteLine(
            version_id=row.id,
            position=1,
            product_id=dataset.products[ds.PRODUCT_RED_MULTI],
            description=ds.PRODUCT_RED_MULTI,
            quantity=Decimal("10000"),
            unit="per_1000",
            price=None if cannot_quote else Decimal(price),
            cannot_quote=cannot_quote,
        )
    )
    db.flush()
    return quote


def test_the_lowest_valid_supplier_quote_is_part_of_the_cheapest_answer(db: Session, dataset: Seeded) -> None:
    quoted(db, dataset, "SQ-000801", "590.00")
    quoted(db, dataset, "SQ-000802", "560.00", valid_until=TODAY - timedelta(days=1))  # expired
    quoted(db, dataset, "SQ-000803", "550.00", status="requested", version_status="sent")  # not answered
    quoted(db, dataset, "SQ-000804", "0", cannot_quote=True)
    result = ask(db, dataset, Intent.cheapest_price, product=ds.PRODUCT_RED_MULTI)
    assert (
        "The lowest price a supplier has quoted us for Ibstock Cheshire Red Multi is £590.00 per 1,000 from "
        f"{ds.SUPPLIER_IBSTOCK} (supplier quote SQ-000801, valid until" in result.text
    )
    card = result.cards[-1]
    assert (card.kind, card.title) == ("supplier_quote", "Supplier quote SQ-000801")
    assert facts(card)["Quoted price"] == "£590.00 per 1,000"
    assert grounded(result.text, result.cards)


def test_a_requote_replaces_the_earlier_answer(db: Session, dataset: Seeded) -> None:
    first = quoted(db, dataset, "SQ-000805", "540.00")
    quoted(db, dataset, "SQ-000805", "600.00", quote=first, version=2)
    result = ask(db, dataset, Intent.cheapest_price, product=ds.PRODUCT_RED_MULTI)
    assert "£600.00 per 1,000 from" in result.text
    assert "£540.00" not in result.text


def test_no_supplier_quote_no_sentence(db: Session, dataset: Seeded) -> None:
    result = ask(db, dataset, Intent.cheapest_price, product=ds.PRODUCT_RED_MULTI)
    assert "quoted us" not in result.text
    assert all(card.kind == "product" for card in result.cards)
