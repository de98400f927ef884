"""A project's or customer's whole picture asked for ("where are we with mytholm", "whats awc got on the go"): beside
its summary's counts, its latest quotes by number, each with its state and total inc VAT, and any customer orders on
it; read by SQL at answer time, each quote on its own card."""

from __future__ import annotations

from datetime import date
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from api.orders.models import Order
from api.quotes.models import Quote, QuoteVersion
from api.quotes.service.quotes import effective_status
from assistant.lookups import cards as c
from assistant.lookups import format as fmt
from assistant.lookups import selection as sel
from assistant.schemas import CardOut

LATEST = 4  # quotes named; the summary's counts give how many there are in all


def latest(session: Session, where: Any, order_where: Any, today: date) -> tuple[str, list[CardOut]]:
    """A sentence naming the latest quotes (newest first) and orders, and the quotes' cards; ("", []) when none."""
    rows = session.execute(
        select(Quote, QuoteVersion)
        .join(QuoteVersion, sel.current())
        .where(where)
        .order_by(Quote.created_at.desc(), Quote.id.desc())
        .limit(LATEST)
    ).all()
    orders = list(session.scalars(select(Order.number).where(order_where).order_by(Order.number)))
    if not rows and not orders:
        return "", []
    cards, briefs = [], []
    for quote, version in rows:
        status = effective_status(quote, today)
        total = fmt.money(version.total)
        cards.append(c.quote_card(quote, status, ("Total inc VAT", total)))
        briefs.append(f"{quote.number} ({c.quote_status_label(status).lower()}, {total})")
    said = f" Latest quotes: {'; '.join(briefs)}." if briefs else ""
    said += f" Orders: {fmt.listing(orders)}." if orders else ""
    return said, cards
