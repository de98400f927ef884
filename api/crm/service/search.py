"""Search predicates that PostgreSQL's trigram and prefix indexes can serve."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from sqlalchemy import Date, DateTime, Integer, Numeric, literal_column
from sqlalchemy.sql.elements import ColumnElement


def escape_like(text: str) -> str:
    return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")


def contains(column: Any, q: str) -> ColumnElement[bool]:
    """`column` holds lower-cased text under a gin_trgm_ops index: a LIKE '%q%' the index answers."""
    result: ColumnElement[bool] = column.like(f"%{escape_like(q.lower())}%", escape="\\")
    return result


def starts_with(column: Any, q: str) -> ColumnElement[bool]:
    result: ColumnElement[bool] = column.like(f"{escape_like(q.lower())}%", escape="\\")
    return result


TRIGRAM_LENGTH = 3


def search_match(column: Any, q: str) -> Any:
    """`column` contains `q`. A term shorter than a trigram is matched on `column || ''`, out of the trigram index's
    reach: the index cannot narrow it, and a trigram index scan without a trigram reads the whole index (200 ms and
    more at 100,000 rows), which is what a prepared statement's generic plan would otherwise pick."""
    return contains(column if len(q) >= TRIGRAM_LENGTH else unindexed(column), q)


def search_sorts(sorts: Mapping[str, Any], q: str | None) -> Mapping[str, Any]:
    """The sort keys for a page of search results. Given a term the trigram index can look up, PostgreSQL is to find
    the matches and sort them, not walk the list's sorted index until a page of matches turns up: the matches of a
    name, surname or postcode sit together in that very order, so the walk can cross most of the table (100 ms and
    more at 100,000 rows)."""
    if q is None or len(q) < TRIGRAM_LENGTH:
        return sorts
    return {name: unindexed(key) for name, key in sorts.items()}


def unindexed(key: Any) -> Any:
    """The same value (and order) in a form no index offers: `|| ''` on text, `+ 0` on numbers and dates,
    `+ interval '0'` on times."""
    if isinstance(key.type, DateTime):
        return key + literal_column("interval '0'")
    if isinstance(key.type, Integer | Numeric | Date):
        return key + literal_column("0")
    return key.op("||")(literal_column("''"))
