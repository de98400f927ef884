"""The customer's PO ("what's the PO for the Station Parade job", "and the PO?" after a quote): when no purchase order
of ours to a supplier matches a question about a PO, the purchase order numbers the customer gave on the quotes it
names (or the quotes of the projects and customers it names), each on its quote's card."""

from __future__ import annotations

from datetime import date

from sqlalchemy import or_, select
from sqlalchemy.orm import Session

from api.crm import Organisation
from api.quotes.models import Quote
from api.quotes.service.quotes import effective_status
from assistant.lookups import cards as c
from assistant.lookups import format as fmt
from assistant.lookups.types import LookupResult, not_found
from assistant.understanding.types import Understanding

MOST = 6


def instead(session: Session, u: Understanding, about: str, today: date) -> LookupResult:
    """No purchase order of ours `about` (" for Station Parade"), and the customer's PO numbers on the quotes the
    question is about; not found when it names no quote, project or customer, or none of theirs carries a PO."""
    none = f"I found no purchase orders {about}.".replace(" .", ".")
    e = u.entities
    quotes = [n.id for n in e.quotes]
    projects = [n.id for n in e.projects]
    parties = [n.id for n in (*e.customers, *e.companies, *e.others)]
    if not (quotes or projects or parties):
        return not_found(none, [])
    theirs = or_(Quote.id.in_(quotes), Quote.project_id.in_(projects), Quote.customer_id.in_(parties))
    rows = session.execute(
        select(Quote, Organisation.name)
        .join(Organisation, Organisation.id == Quote.customer_id)
        .where(theirs, Quote.po_number != "")
        .order_by(Quote.decided_at.desc().nulls_last(), Quote.id.desc())
        .limit(MOST)
    ).all()
    if not rows:
        return not_found(none + " No customer PO is recorded on their quotes either.", [])
    said = [f"{quote.po_number} on {quote.number} ({customer})" for quote, customer in rows]
    ours = f"We have no purchase orders to suppliers {about}".strip()
    text = f"{ours}; the customer's PO: {fmt.listing(said)}."
    cards = [
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
