"""Organisations of a kind counted ("how many suppliers have we got"): those of the kind (or, for architects and
hauliers, of the "other" organisations' category) not archived, read by SQL at answer time and named in the answer
(the first SHOWN), the count on a card."""

from __future__ import annotations

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.crm import Kind, Organisation
from assistant.lookups import cards as c
from assistant.lookups import format as fmt
from assistant.lookups.types import LookupResult
from assistant.understanding.types import Understanding
from ingest.documents.crm import PATHS

SHOWN = 10
CARDS = 5
WORDS = {Kind.customer: "customer", Kind.supplier: "supplier", Kind.company: "prospect"}


def counted(session: Session, understanding: Understanding) -> LookupResult:
    asked = understanding.filters.party_kinds[0]
    query = select(Organisation).where(Organisation.archived.is_(False))
    kind = Kind(asked) if asked in Kind.__members__ else Kind.other
    if kind in WORDS:
        query, word = query.where(Organisation.kind == kind.value), WORDS[kind]
    else:  # "Architect", "Haulier": the other organisations of that category
        query = query.where(Organisation.kind == kind.value, func.lower(Organisation.category) == asked.lower())
        word = asked.lower()
    rows = list(session.scalars(query.order_by(Organisation.name, Organisation.id)))
    if not rows:
        return LookupResult(f"We have no {word}s on file.", [], True, understanding.confidence)
    names = [o.name for o in rows[:SHOWN]]
    more = f" and {fmt.count(len(rows) - SHOWN, 'other')}" if len(rows) > SHOWN else ""
    text = f"We have {fmt.count(len(rows), word)}: {fmt.listing(names)}{more}."
    title = f"{word.capitalize()}s"
    summary = c.summary_card(kind.value, 0, title, PATHS[kind], (title, f"{len(rows):,}"))
    cards = [summary, *(c.organisation_card(o) for o in rows[:CARDS])]
    return LookupResult(text, cards, True, understanding.confidence)
