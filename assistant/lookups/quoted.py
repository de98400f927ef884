"""What suppliers have quoted us for products: the lowest price on a valid answered supplier quote (answered, its
valid-until date not passed), for the cheapest-price answers beside the catalogue's prices."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date
from decimal import Decimal
from typing import Any

from sqlalchemy import func, or_, select
from sqlalchemy.orm import Session, aliased
from sqlalchemy.sql.selectable import ScalarSelect

from api.buying.models import SupplierQuote, SupplierQuoteLine, SupplierQuoteStatus, SupplierQuoteVersion
from api.crm import Organisation
from assistant.lookups import cards as c
from assistant.lookups import format as fmt
from assistant.schemas import CardOut

SUPPLIER_QUOTE_LINK = "/supplier-quotes/editor/{id}"


@dataclass(frozen=True)
class QuotedPrice:
    quote: SupplierQuote
    supplier: str
    line: SupplierQuoteLine
    price: Decimal

    def card(self) -> CardOut:
        return c.summary_card(
            "supplier_quote",
            self.quote.id,
            f"Supplier quote {self.quote.number}",
            SUPPLIER_QUOTE_LINK.format(id=self.quote.id),
            ("Supplier", self.supplier),
            ("Product", self.line.description),
            ("Quoted price", fmt.unit_price(self.price, self.line.unit)),
            ("Valid until", fmt.day(self.quote.valid_until) if self.quote.valid_until else None),
        )

    def sentence(self) -> str:
        valid = f", valid until {fmt.day(self.quote.valid_until)}" if self.quote.valid_until else ""
        return (
            f"The lowest price a supplier has quoted us for {self.line.description} is "
            f"{fmt.unit_price(self.price, self.line.unit)} from {self.supplier} "
            f"(supplier quote {self.quote.number}{valid})."
        )


def _newest_answer() -> ScalarSelect[Any]:
    later = aliased(SupplierQuoteVersion)
    return (
        select(func.max(later.version))
        .where(later.supplier_quote_id == SupplierQuote.id, later.status == "answered")
        .correlate(SupplierQuote)
        .scalar_subquery()
    )


def lowest_quoted(session: Session, product_ids: Sequence[int], today: date) -> QuotedPrice | None:
    """The cheapest priced line for these products on the answered version of a supplier quote still valid today."""
    if not product_ids:
        return None
    row = session.execute(
        select(SupplierQuote, Organisation.name, SupplierQuoteLine)
        .join(Organisation, Organisation.id == SupplierQuote.supplier_id)
        .join(SupplierQuoteVersion, SupplierQuoteVersion.supplier_quote_id == SupplierQuote.id)
        .join(SupplierQuoteLine, SupplierQuoteLine.version_id == SupplierQuoteVersion.id)
        .where(
            SupplierQuote.status.in_((SupplierQuoteStatus.answered.value, SupplierQuoteStatus.ordered.value)),
            or_(SupplierQuote.valid_until.is_(None), SupplierQuote.valid_until >= today),
            SupplierQuoteVersion.status == "answered",
            # the newest answered version only (an earlier answer was replaced by the re-quote)
            SupplierQuoteVersion.version == _newest_answer(),
            SupplierQuoteLine.product_id.in_(product_ids),
            SupplierQuoteLine.cannot_quote.is_(False),
            SupplierQuoteLine.price.is_not(None),
        )
        .order_by(SupplierQuoteLine.price, SupplierQuoteVersion.version.desc(), SupplierQuote.id)
        .limit(1)
    ).first()
    if row is None:
        return None
    quote, supplier, line = row
    assert line.price is not None
    return QuotedPrice(quote, supplier, line, line.price)
