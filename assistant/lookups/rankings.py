"""Quotes ranked, and parties ranked by their quotes (assistant.understanding.rankings): the largest or smallest by
value inc VAT (the current version's total), or the longest out (the earliest sent) first, of the quotes the filters
select (states, a period, the party or colleague named); or the customers or account managers with the most quotes or
the largest value of them. Every figure read by SQL at answer time and shown on a card."""

from __future__ import annotations

from datetime import date
from typing import Any

from sqlalchemy import desc, func, select
from sqlalchemy.orm import Session

from api.crm import Organisation
from api.quotes.models import Quote, QuoteVersion
from api.quotes.service.quotes import effective_status
from api.users.models import User
from assistant.lookups import cards as c
from assistant.lookups import format as fmt
from assistant.lookups import selection as sel
from assistant.lookups.types import LookupResult, not_found
from assistant.schemas import CardOut
from assistant.understanding.types import Understanding

ORDER_WORDS = {"largest": "largest", "smallest": "smallest", "oldest": "longest out"}


def ranked(session: Session, understanding: Understanding, today: date) -> LookupResult:
    f = understanding.filters
    what = sel.described(f)
    party = sel.party(session, understanding, what[0].upper() + what[1:])
    if party is None:
        return not_found("I couldn't find that customer or project.")
    where = [party.where, *sel.conditions(f, today)]
    if f.ranked_by:
        return _parties(session, understanding, where, what)
    if f.rank == "oldest":
        order: list[Any] = [sel.Sent.sent_at.asc().nulls_last()]
    else:
        order = [QuoteVersion.total.desc() if f.rank == "largest" else QuoteVersion.total.asc()]
    rows = session.execute(
        select(Quote, QuoteVersion, Organisation.name, sel.Sent.sent_at)
        .join(QuoteVersion, sel.current())
        .join(Organisation, Organisation.id == Quote.customer_id)
        .outerjoin(sel.Sent, sel.sent())
        .where(*where, *([sel.Sent.sent_at.is_not(None)] if f.rank == "oldest" else []))
        .order_by(*order, Quote.id)
        .limit(max(f.top, 1))
    ).all()
    selection = f"{what}{party.of or (f' for {party.name}' if party.name else '')}{sel.phrase(f)}"
    summary = _summary(party, what, understanding)
    if not rows:
        return LookupResult(f"There are no {selection}.", [summary], True, 0.8)
    cards, briefs = [summary], []
    for quote, version, customer, sent_at in rows:
        status = effective_status(quote, today)
        total, sent = fmt.money(version.total), fmt.day(sent_at) if sent_at else None
        cards.append(c.quote_card(quote, status, ("Customer", customer), ("Total inc VAT", total), ("Sent", sent)))
        label = c.quote_status_label(status).lower()
        briefs.append(f"{quote.number} for {customer} ({label}, {total} inc VAT{f', sent {sent}' if sent else ''})")
    word = ORDER_WORDS.get(f.rank, f.rank)
    if len(rows) == 1:
        text = f"The {word} of the {selection} is {briefs[0]}."
    else:
        text = f"The {len(rows)} {word} of the {selection}: " + "; ".join(briefs) + "."
    return LookupResult(text, cards, True, understanding.confidence)


def _summary(party: sel.Party, what: str, understanding: Understanding) -> CardOut:
    """The selection's card (the party's, or one opening the quotes list) with its period and value bounds."""
    f = understanding.filters
    card = party.card or c.quotes_card(what[0].upper() + what[1:])
    card.facts += c.facts(*(pair for pair in (sel.period(f), sel.bounds(f)) if pair is not None))
    return card


def _parties(session: Session, understanding: Understanding, where: list[Any], what: str) -> LookupResult:
    """Customers or account managers ranked by how many of the selected quotes they have, or their value."""
    f = understanding.filters
    count, value = func.count().label("n"), func.coalesce(func.sum(QuoteVersion.total), 0).label("v")
    if f.ranked_by == "rep":
        key: Any = User.id
        name: Any = func.concat(User.first_name, " ", User.last_name)
        joined = select(key, name, count, value).select_from(Quote).join(User, User.id == Quote.account_manager_id)
    else:
        key, name = Organisation.id, Organisation.name
        joined = (
            select(key, name, count, value).select_from(Quote).join(Organisation, Organisation.id == Quote.customer_id)
        )
    first, then = (count, value) if f.rank_counted else (value, count)
    rows = session.execute(
        joined.join(QuoteVersion, sel.current())
        .outerjoin(sel.Sent, sel.sent())
        .where(*where)
        .group_by(key, name)
        .order_by(desc(first) if f.rank != "smallest" else first, desc(then), name)
        .limit(max(f.top, 1))
    ).all()
    who = "account manager" if f.ranked_by == "rep" else "customer"
    if not rows:
        return LookupResult(f"There are no {what}{sel.phrase(f)}.", [], True, 0.8)
    cards, briefs = [_summary(sel.Party(), what, understanding)], []
    for record_id, named, n, total in rows:
        money = fmt.money(total)
        quoted = fmt.count(int(n), what[:-1] if what.endswith("s") else what)
        briefs.append(f"{named} ({quoted}, {money} inc VAT)")
        pairs = (("Quotes", f"{int(n):,}"), ("Value inc VAT", money))
        if f.ranked_by == "rep":
            cards.append(c.quotes_card(f"{what[0].upper()}{what[1:]} looked after by {named}", *pairs))
        else:
            org = session.get(Organisation, record_id)
            if org is not None:
                cards.append(c.organisation_card(org, *pairs))
    measure = "most" if f.rank_counted else "largest value of"
    if f.rank == "smallest":
        measure = "fewest" if f.rank_counted else "smallest value of"
    if len(rows) == 1:
        text = f"The {who} with the {measure} {what}{sel.phrase(f)} is {briefs[0]}."
    else:
        text = f"The {len(rows)} {who}s with the {measure} {what}{sel.phrase(f)}: " + "; ".join(briefs) + "."
    return LookupResult(text, cards, True, understanding.confidence)
