"""What is on a quote (Attribute.quote_lines): its current version's lines, each product with its quantity, unit
price and line total, read from the quote at answer time."""

from __future__ import annotations

from datetime import date
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from api.quotes.models import QuoteLine
from api.quotes.service.quotes import effective_status
from assistant.lookups import cards as c
from assistant.lookups import format as fmt
from assistant.lookups.quote_product_line import product_lines
from assistant.lookups.types import LookupResult
from assistant.understanding.types import Understanding

LISTED = 12  # lines said of one quote; the rest are counted


def _said(line: QuoteLine) -> str:
    extra = " (optional)" if line.optional else ""
    quantity, price = fmt.quantity(line.quantity, line.unit), fmt.unit_price(line.sell_price, line.unit)
    return f"{line.description}{extra}: {quantity} at {price}, {fmt.money(line.line_total)}"


def quote_lines(session: Session, understanding: Understanding, rows: list[Any], today: date) -> LookupResult:
    """`rows`: (quote, its current version, customer name), as facts' quote rows; a product named: its line only."""
    if understanding.entities.products and (one := product_lines(session, understanding, rows, today)):
        return one  # "cheshire red sell price on q7": that product's line on the quote
    by_version: dict[int, list[QuoteLine]] = {v.id: [] for _, v, _ in rows}
    statement = select(QuoteLine).where(QuoteLine.version_id.in_(by_version)).order_by(QuoteLine.position)
    for line in session.scalars(statement):
        by_version[line.version_id].append(line)
    said, cards = [], []
    for quote, version, customer in rows:
        lines = by_version[version.id]
        shown = "; ".join(_said(line) for line in lines[:LISTED])
        more = f"; and {len(lines) - LISTED} more lines" if len(lines) > LISTED else ""
        total = fmt.money(version.total)
        if lines:
            said.append(f"Quote {quote.number} for {customer} ({total} inc VAT) has: {shown}{more}.")
        else:
            said.append(f"Quote {quote.number} for {customer} has no lines.")
        fields = [(f"Line {i}", _said(line)) for i, line in enumerate(lines[:LISTED], 1)]
        status = effective_status(quote, today)
        cards.append(c.quote_card(quote, status, ("Customer", customer), ("Total", total), *fields))
    return LookupResult(" ".join(said), cards, True, understanding.confidence)
