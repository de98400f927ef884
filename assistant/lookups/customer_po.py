"""The customer's PO ("what's the PO for the Station Parade job", "and the PO?" after a quote, "their order ref on
SO-000002"): when no purchase order of ours to a supplier matches a question about a PO, the purchase order numbers
the customer gave on the orders and quotes it names (or those of the projects and customers it names), each on its
record's card: an order's on its quote's card when it came from one (its schedule's otherwise), a quote's on its own."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from typing import Any

from sqlalchemy import or_, select
from sqlalchemy.orm import Session

from api.crm import Organisation
from api.orders.models import Order
from api.quotes.models import Quote
from api.quotes.service.quotes import effective_status
from assistant.lookups import cards as c
from assistant.lookups import format as fmt
from assistant.lookups.types import LookupResult, not_found
from assistant.schemas import CardOut
from assistant.understanding.types import Understanding

MOST = 6
SCHEDULE_LINK = "/call-offs/{id}"  # an order's schedule


def _orders(
    session: Session, u: Understanding, quotes: list[int], projects: list[int], parties: list[int]
) -> list[Any]:
    """The orders named by number, or of the quotes, projects and customers named, that carry a customer PO."""
    numbers = [n for n in u.filters.numbers if n.startswith("SO-")]
    theirs = or_(
        Order.number.in_(numbers),
        Order.quote_id.in_(quotes),
        Order.project_id.in_(projects),
        Order.customer_id.in_(parties),
    )
    return list(
        session.execute(
            select(Order, Organisation.name, Quote)
            .join(Organisation, Organisation.id == Order.customer_id)
            .outerjoin(Quote, Quote.id == Order.quote_id)
            .where(theirs, Order.po_number != "")
            .order_by(Order.created_at.desc(), Order.id.desc())
            .limit(MOST)
        ).all()
    )


def _order_card(order: Order, customer: str, quote: Quote | None, today: date) -> CardOut:
    pairs = (("Order", order.number), ("Customer", customer), ("Customer PO", order.po_number))
    if quote is not None:
        return c.quote_card(quote, effective_status(quote, today), *pairs)
    return c.summary_card("order", order.id, f"Order {order.number}", SCHEDULE_LINK.format(id=order.id), *pairs)


def instead(session: Session, u: Understanding, about: str, today: date) -> LookupResult:
    """No purchase order of ours `about` (" for Station Parade"), and the customer's PO numbers on the orders and
    quotes the question is about; not found when it names none, or none of theirs carries a PO."""
    none = f"I found no purchase orders {about}.".replace(" .", ".")
    e = u.entities
    quotes = [n.id for n in e.quotes]
    projects = [n.id for n in e.projects]
    parties = [n.id for n in (*e.customers, *e.companies, *e.others)]
    ordered = any(n.startswith("SO-") for n in u.filters.numbers)
    if not (quotes or projects or parties or ordered):
        return not_found(none, [])
    orders = _orders(session, u, quotes, projects, parties)
    on_orders = {quote.id for _, _, quote in orders if quote is not None}
    rows: Sequence[Any] = []
    if not ordered:  # an order named by number: its own PO only
        theirs = or_(Quote.id.in_(quotes), Quote.project_id.in_(projects), Quote.customer_id.in_(parties))
        rows = session.execute(
            select(Quote, Organisation.name)
            .join(Organisation, Organisation.id == Quote.customer_id)
            .where(theirs, Quote.po_number != "", Quote.id.not_in(on_orders or {0}))
            .order_by(Quote.decided_at.desc().nulls_last(), Quote.id.desc())
            .limit(MOST)
        ).all()
    if not rows and not orders:
        return not_found(none + " No customer PO is recorded on their orders or quotes either.", [])
    said = [f"{order.po_number} on order {order.number} ({customer})" for order, customer, _ in orders]
    said += [f"{quote.po_number} on {quote.number} ({customer})" for quote, customer in rows]
    ours = f"We have no purchase orders to suppliers {about}".strip()
    text = f"{ours}; the customer's PO: {fmt.listing(said)}."
    cards = [_order_card(order, customer, quote, today) for order, customer, quote in orders]
    cards += [
        c.quote_card(
            quote,
            effective_status(quote, today),
            ("Customer", customer),
            ("Customer PO", quote.po_number),
            ("Decided", fmt.day(quote.decided_at) if quote.decided_at else None),
        )
        for quote, customer in rows
    ]
    return LookupResult(text, cards, True, u.confidence)
