"""Counts, sums and lists of quotes across customers, or of the party named, with filters (states, a period of one
of their dates, value bounds): "how many open quotes are there", "value of quotes sent last week", "quotes expiring
this month". Values are the current versions' totals, inc. VAT and ex VAT (goods and delivery before VAT)."""

from __future__ import annotations

from datetime import date
from decimal import Decimal
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.crm import Organisation
from api.quotes.models import Quote, QuoteVersion
from api.quotes.service.quotes import effective_status
from assistant.lookups import cards as c
from assistant.lookups import format as fmt
from assistant.lookups import party_kinds, quoted_products, rankings
from assistant.lookups import selection as sel
from assistant.lookups.types import LookupResult, not_found
from assistant.schemas import CardOut
from assistant.understanding.types import Understanding

LISTED = 10  # quotes a list shows; the count says how many there are in all
# The order a list takes, by the date it is about: the soonest to expire first, else the newest first.
ORDER = {"valid_until": "asc"}


def _figures(session: Session, where: list[Any]) -> tuple[int, Decimal, Decimal]:
    """How many quotes, their value inc. VAT and ex VAT: one statement."""
    count, total, vat = session.execute(
        select(
            func.count(), func.coalesce(func.sum(QuoteVersion.total), 0), func.coalesce(func.sum(QuoteVersion.vat), 0)
        )
        .select_from(Quote)
        .join(QuoteVersion, sel.current())
        .outerjoin(sel.Sent, sel.sent())
        .where(*where)
    ).one()
    return int(count), Decimal(total), Decimal(total) - Decimal(vat)


def _summary(party: sel.Party, title: str, understanding: Understanding) -> CardOut:
    """The figures' card: the party's, or one opening the quotes list."""
    f = understanding.filters
    pairs = [sel.period(f), sel.bounds(f)]
    card = party.card or c.quotes_card(title[0].upper() + title[1:])
    card.facts += c.facts(*(pair for pair in pairs if pair is not None))
    return card


def _of(party: sel.Party) -> str:
    return party.of or (f" for {party.name}" if party.name else "")


def quote_count(session: Session, understanding: Understanding, today: date) -> LookupResult:
    f = understanding.filters
    if f.party_kinds:  # "how many suppliers have we got": organisations counted, not quotes
        return party_kinds.counted(session, understanding)
    what = sel.described(f)
    party = sel.party(session, understanding, what[0].upper() + what[1:])
    if party is None:
        return not_found("I couldn't find that customer or project.")
    where = [party.where, *sel.conditions(f, today)]
    count, inc_vat, ex_vat = _figures(session, where)
    card = _summary(party, what, understanding)
    card.facts += c.facts(
        ("Quotes", f"{count:,}"), ("Value inc VAT", fmt.money(inc_vat)), ("Value ex VAT", fmt.money(ex_vat))
    )
    selection = f"{what}{_of(party)}{sel.phrase(f)}"
    if not count:
        text = f"There are no {selection}."
    elif f.measure == "count":
        text = f"{_there(count, selection)}, worth {fmt.money(inc_vat)} inc VAT."
    elif f.measure == "sum":
        text = (
            f"The {selection} come to {fmt.money(inc_vat)} inc VAT ({fmt.money(ex_vat)} ex VAT): "
            f"{fmt.count(count, 'quote')}."
        )
    else:
        text = f"{_there(count, selection)}, worth {fmt.money(inc_vat)} inc VAT ({fmt.money(ex_vat)} ex VAT)."
    return LookupResult(text, [card], True, understanding.confidence)


def quote_list(session: Session, understanding: Understanding, today: date) -> LookupResult:
    f = understanding.filters
    if f.quoted_products:  # "what does calder usually buy", "which lintels have we never quoted"
        return quoted_products.answer(session, understanding, today)
    if f.rank:  # "biggest open quote", "top 3 customers by quoted value": ranked by SQL
        return rankings.ranked(session, understanding, today)
    what = sel.described(f)
    party = sel.party(session, understanding, what[0].upper() + what[1:])
    if party is None:
        return not_found("I couldn't find that customer or project.")
    where = [party.where, *sel.conditions(f, today)]
    count, inc_vat, ex_vat = _figures(session, where)
    column = sel.date_column(f) if (f.date_from or f.date_to or f.date_field != "created") else Quote.created_at
    order = column.asc() if ORDER.get(f.date_field) == "asc" and column is not Quote.created_at else column.desc()
    rows = session.execute(
        select(Quote, QuoteVersion, Organisation.name, sel.Sent.sent_at)
        .join(QuoteVersion, sel.current())
        .join(Organisation, Organisation.id == Quote.customer_id)
        .outerjoin(sel.Sent, sel.sent())
        .where(*where)
        .order_by(order.nulls_last(), Quote.id.desc())
        .limit(LISTED)
    ).all()
    summary = _summary(party, what, understanding)
    summary.facts += c.facts(
        ("Quotes", f"{count:,}"), ("Value inc VAT", fmt.money(inc_vat)), ("Value ex VAT", fmt.money(ex_vat))
    )
    selection = f"{what}{_of(party)}{sel.phrase(f)}"
    if not rows and (f.date_from or f.date_to):
        # Nothing in the period asked for: said so, never the nearest quotes outside it as if they were in it.
        return not_found(f"There are no {selection}.", [summary])
    if not rows:
        return LookupResult(f"There are no {selection}.", [summary], True, understanding.confidence)
    cards, briefs = [], []
    for quote, version, customer, sent_at in rows:
        status = effective_status(quote, today)
        valid = quote.valid_until or version.valid_until
        when = _date_fact(f.date_field, quote, sent_at, valid)
        cards.append(c.quote_card(quote, status, ("Customer", customer), ("Total", fmt.money(version.total)), when))
        dated = f", {when[0].lower()} {when[1]}" if when[1] else ""
        label = c.quote_status_label(status).lower()
        briefs.append(f"{quote.number} for {customer} ({label}, {fmt.money(version.total)}{dated})")
    if count > len(rows):
        summary.facts += c.facts(("Listed", f"the first {len(rows):,}"))
    text = f"{_there(count, selection)}, worth {fmt.money(inc_vat)} inc VAT"
    text += f" (the first {len(rows):,} listed): " if count > len(rows) else ": "
    return LookupResult(text + "; ".join(briefs) + ".", [summary, *cards], True, understanding.confidence)


def _there(count: int, selection: str) -> str:
    """`There are 3 open quotes…`, `There is 1 open quote…` (the selection's first "quotes" made singular)."""
    if count == 1:
        return "There is 1 " + selection.replace("quotes", "quote", 1)
    return f"There are {count:,} {selection}"


def _date_fact(field: str, quote: Quote, sent_at: object, valid: date | None) -> tuple[str, str | None]:
    if field == "valid_until":
        return "Valid until", fmt.day(valid) if valid else None
    if field == "decided":
        return "Decided", fmt.day(quote.decided_at) if quote.decided_at else None
    if field == "sent" or sent_at is not None:
        return "Sent", fmt.day(sent_at) if sent_at else None  # type: ignore[arg-type]
    return "Created", fmt.day(quote.created_at)
