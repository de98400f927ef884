"""A named product's line on a named quote (Attribute.quote_lines with a product): its quantity and sell price on the
quote's current version, beside the line's cost and the product's list price today, read by SQL at answer time and
shown on the quote's card. None when the product is on none of the quotes' lines (the whole quote is then said)."""

from __future__ import annotations

from datetime import date
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from api.catalogue.models import Product
from api.quotes.models import QuoteLine
from api.quotes.service.quotes import effective_status
from assistant.lookups import cards as c
from assistant.lookups import format as fmt
from assistant.lookups.types import LookupResult
from assistant.understanding.types import Understanding


def _against_list(sell: Any, listed: Any) -> str:
    if listed is None or not listed:
        return ""
    if sell < listed:
        return f"under today's list price of {fmt.money(listed)} (discounted)"
    if sell > listed:
        return f"above today's list price of {fmt.money(listed)}"
    return f"at today's list price of {fmt.money(listed)}"


def product_lines(session: Session, understanding: Understanding, rows: list[Any], today: date) -> LookupResult | None:
    """`rows`: (quote, its current version, customer name); the lines of the products named, or None."""
    ids = [n.id for n in understanding.entities.products]
    versions = {v.id: (quote, v, customer) for quote, v, customer in rows}
    statement = (
        select(QuoteLine, Product.list_price)
        .outerjoin(Product, Product.id == QuoteLine.product_id)
        .where(QuoteLine.version_id.in_(versions), QuoteLine.product_id.in_(ids))
        .order_by(QuoteLine.version_id, QuoteLine.position)
    )
    found = session.execute(statement).all()
    if not found:
        return None
    said, cards = [], []
    for line, listed in found:
        quote, _version, customer = versions[line.version_id]
        sell, cost = fmt.unit_price(line.sell_price, line.unit), fmt.unit_price(line.cost_price, line.unit)
        quantity = fmt.quantity(line.quantity, line.unit)
        against = _against_list(line.sell_price, listed)
        said.append(
            f"On quote {quote.number} for {customer}, {line.description} is at {sell} ({quantity}, "
            f"{fmt.money(line.line_total)}); it costs us {cost}{f'; {against}' if against else ''}."
        )
        pairs = [("Customer", customer), ("Product", line.description), ("Quantity", quantity)]
        pairs += [("Sell price", sell), ("Cost price", cost), ("Line total", fmt.money(line.line_total))]
        if listed:
            pairs.append(("List price today", fmt.unit_price(listed, line.unit)))
        cards.append(c.quote_card(quote, effective_status(quote, today), *pairs))
    return LookupResult(" ".join(said), cards, True, understanding.confidence)
