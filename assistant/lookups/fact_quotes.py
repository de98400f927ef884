"""One fact of a quote or of quotes (assistant.lookups.facts): a quote's total ex VAT beside the VAT and the total
inc VAT; why quotes were rejected or withdrawn (of a quote, a party, a project with its stage and last note, or a
product); what is on a quote (assistant.lookups.quote_lines)."""

from __future__ import annotations

from datetime import date
from typing import Any

from sqlalchemy import select, true
from sqlalchemy.orm import Session

from api.crm import Organisation
from api.quotes.models import Quote, QuoteLine, QuoteStatus, QuoteVersion
from api.quotes.service.quotes import effective_status
from assistant.lookups import cards as c
from assistant.lookups import format as fmt
from assistant.lookups.fact_common import MAX_RECORDS, A, named_organisations, named_projects, result
from assistant.lookups.fact_parties import lost
from assistant.lookups.quote_lines import quote_lines
from assistant.lookups.selection import current
from assistant.lookups.types import LookupResult, not_found
from assistant.understanding.types import Understanding

REJECTED_LISTED = 5


def quote_rows(session: Session, where: Any, limit: int) -> list[Any]:
    return list(
        session.execute(
            select(Quote, QuoteVersion, Organisation.name)
            .join(QuoteVersion, current())
            .join(Organisation, Organisation.id == Quote.customer_id)
            .where(where)
            .order_by(Quote.created_at.desc(), Quote.id.desc())
            .limit(limit)
        ).all()
    )


def _ex_vat(understanding: Understanding, rows: list[Any], today: date) -> LookupResult:
    said, cards = [], []
    for quote, v, customer in rows:
        ex_vat = v.subtotal + v.shipping
        money = {k: fmt.money(x) for k, x in (("ex", ex_vat), ("goods", v.subtotal), ("ship", v.shipping))}
        money |= {"vat": fmt.money(v.vat), "inc": fmt.money(v.total)}
        loads = f"{fmt.count(v.loads, 'load')} at {fmt.money(v.price_per_load)}" if v.loads else None
        said.append(
            f"Quote {quote.number} for {customer} is {money['ex']} ex VAT (goods {money['goods']}, delivery "
            f"{money['ship']}{f': {loads}' if loads else ''}), VAT {money['vat']}, {money['inc']} inc VAT."
        )
        cards.append(
            c.quote_card(
                quote,
                effective_status(quote, today),
                ("Customer", customer),
                ("Total ex VAT", money["ex"]),
                ("Goods", money["goods"]),
                ("Delivery", money["ship"]),
                ("Loads", loads),
                ("VAT", money["vat"]),
                ("Total inc VAT", money["inc"]),
            )
        )
    return result(understanding, said, cards)


def _reasons(understanding: Understanding, rows: list[Any], today: date, of: str = "") -> LookupResult:
    said, cards = [], []
    for quote, v, customer in rows:
        status = effective_status(quote, today)
        decided = fmt.day(quote.decided_at) if quote.decided_at else None
        card = c.quote_card(
            quote,
            status,
            ("Customer", customer),
            ("Total", fmt.money(v.total)),
            ("Decided", decided),
            ("Decided by", quote.decided_by_name),
            ("Reason", quote.decision_reason),
            ("Internal note", quote.internal_notes if status == QuoteStatus.withdrawn else None),
        )
        cards.append(card)
        if status == QuoteStatus.withdrawn:  # no customer's reason: ours, in the quote's internal note
            note = quote.internal_notes.strip()
            said.append(
                f"Quote {quote.number} for {customer} was withdrawn"
                + (f"; its internal note says: “{note}”." if note else "; no reason is recorded.")
            )
        elif status != QuoteStatus.rejected:
            said.append(f"Quote {quote.number} was not rejected: it is {c.quote_status_label(status).lower()}.")
        elif quote.decision_reason:
            said.append(f"Quote {quote.number} for {customer} was rejected: “{quote.decision_reason}”.")
        else:
            said.append(f"Quote {quote.number} for {customer} was rejected; no reason is recorded.")
    if not rows:
        said.append(f"No quote{of} was {'withdrawn' if _withdrawn(understanding) else 'rejected'}.")
    return result(understanding, said, cards)


def _withdrawn(understanding: Understanding) -> bool:
    """Why quotes were withdrawn is asked ("why was q5 pulled"), not why they were rejected."""
    return QuoteStatus.withdrawn.value in understanding.filters.statuses


def quote_facts(session: Session, understanding: Understanding, today: date) -> LookupResult | None:
    e, attribute = understanding.entities, understanding.attribute
    if e.quotes:
        rows = quote_rows(session, Quote.id.in_([n.id for n in e.quotes[:MAX_RECORDS]]), MAX_RECORDS)
        if not rows:
            return not_found("I couldn't find that quote.")
        if attribute == A.quote_lines:
            return quote_lines(session, understanding, rows, today)
        return (
            _ex_vat(understanding, rows, today) if attribute == A.ex_vat_total else _reasons(understanding, rows, today)
        )
    if attribute != A.rejection_reason:
        return None
    projects = named_projects(session, understanding)
    orgs = named_organisations(session, understanding)
    if projects:
        where, of = Quote.project_id == projects[0].id, f" for {projects[0].name}"
    elif orgs:
        where, of = Quote.customer_id == orgs[0].id, f" for {orgs[0].name}"
    elif e.products:  # "why did we lose the tradesman light quote": the quotes with that product on them
        lines = select(QuoteVersion.quote_id).join(QuoteLine, QuoteLine.version_id == QuoteVersion.id)
        where = Quote.id.in_(lines.where(QuoteLine.product_id.in_([n.id for n in e.products])))
        of = f" for {e.products[0].name}"
    elif e.suppliers or e.contacts:
        return None
    else:  # "reasons for the knock backs", "what did we lose and why": every rejected quote's
        where, of = true(), ""
    decided = QuoteStatus.withdrawn if _withdrawn(understanding) else QuoteStatus.rejected
    rejected = Quote.status == decided.value
    found = _reasons(understanding, quote_rows(session, where & rejected, REJECTED_LISTED), today, of)
    if projects:  # why a job was lost: its stage and its last note beside its quotes' reasons
        said, card = lost(session, projects[0])
        found.text, found.cards = f"{said} {found.text}", [card, *found.cards]
    return found
