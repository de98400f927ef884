"""What the look-up tests share: questions built as the parser would read them, over the evaluation dataset."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from datetime import date, timedelta
from typing import Any

from sqlalchemy import event
from sqlalchemy.orm import Session

from assistant.grounding import grounded
from assistant.lookups import LookupResult, run
from assistant.schemas import CardOut
from assistant.understanding.types import Entities, Intent, Named, Understanding
from tests.assistant import dataset as ds
from tests.assistant.seeding import Seeded

EXPIRED_ON = date.today() - timedelta(days=ds.EXPIRED_DAYS_AGO)
OPEN_UNTIL = date.today() + timedelta(days=ds.OPEN_VALID_DAYS)
ENTITY_LISTS = {
    "product": "products",
    "customer": "customers",
    "supplier": "suppliers",
    "project": "projects",
    "quote": "quotes",
}


def understanding(dataset: Seeded, intent: Intent, terms: str = "", **named: str | list[str]) -> Understanding:
    """The question as the parser would read it: `product="…"`, `customer=[…]`… by name (quotes by number)."""
    entities = Entities(terms=terms)
    for kind, names in named.items():
        for name in [names] if isinstance(names, str) else names:
            getattr(entities, ENTITY_LISTS[kind]).append(Named(dataset.record_id(kind, name), name))
    return Understanding(intent, entities, confidence=0.9)


def ask(db: Session, dataset: Seeded, intent: Intent, terms: str = "", **named: str | list[str]) -> LookupResult:
    result = run(db, understanding(dataset, intent, terms, **named))
    assert grounded(result.text, result.cards), result.text
    return result


def facts(card: CardOut) -> dict[str, str]:
    return {f.label: f.value for f in card.facts}


def titles(result: LookupResult) -> list[str]:
    return [card.title for card in result.cards]


@contextmanager
def statements(db: Session) -> Iterator[list[str]]:
    seen: list[str] = []

    def count(*args: Any) -> None:
        seen.append(args[2])

    connection = db.connection()
    event.listen(connection, "before_cursor_execute", count)
    try:
        yield seen
    finally:
        event.remove(connection, "before_cursor_execute", count)
