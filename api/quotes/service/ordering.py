"""A quote and the order it becomes. The orders domain imports quotes, never the other way: it changes a quote's
status through `mark_converted` and `reopen`, and tells the quotes domain which order a quote became by
registering a lookup (`register_order_lookup`), so a quote can show its order without importing orders."""

from __future__ import annotations

from collections.abc import Callable

from sqlalchemy.orm import Session

from api.quotes.models import SUBJECT, Quote, QuoteStatus
from api.quotes.service import quotes
from api.records.service import activity
from api.users.models import User

# quote id → (order id, order number) of the order made from it, or None
OrderLookup = Callable[[Session, int], tuple[int, str] | None]
_order_lookups: list[OrderLookup] = []


def register_order_lookup(lookup: OrderLookup) -> OrderLookup:
    _order_lookups.append(lookup)
    return lookup


def order_of(session: Session, quote_id: int) -> tuple[int, str] | None:
    """The order made from the quote, as (id, number), when there is one."""
    for lookup in _order_lookups:
        found = lookup(session, quote_id)
        if found is not None:
            return found
    return None


def mark_converted(session: Session, quote: Quote, order_number: str, actor: User) -> None:
    """The accepted quote became order `order_number`: it is `converted` (and so locked) from now on."""
    quote.status = QuoteStatus.converted.value
    quotes.touch(quote)
    activity.record(
        session,
        SUBJECT,
        quote.id,
        actor,
        "convert",
        f"Quote {quote.number} converted to order {order_number}",
        {"status": [QuoteStatus.accepted.value, QuoteStatus.converted.value]},
    )


def reopen(session: Session, quote_id: int, order_number: str, actor: User) -> None:
    """The order made from the quote was deleted: a converted quote is accepted again (and may be converted anew)."""
    quote = quotes.get(session, quote_id, for_update=True)
    if quote.status != QuoteStatus.converted.value:
        return
    quote.status = QuoteStatus.accepted.value
    quotes.touch(quote)
    activity.record(
        session,
        SUBJECT,
        quote.id,
        actor,
        "update",
        f"Order {order_number} deleted: quote {quote.number} is accepted again",
        {"status": [QuoteStatus.converted.value, QuoteStatus.accepted.value]},
    )
