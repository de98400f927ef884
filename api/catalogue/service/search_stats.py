"""What ANALYZE knows of the products, read from pg_stats and kept a few minutes: the search chooses its way
through the indexes with it. Estimates only: a wrong one costs time, never a wrong answer."""

from __future__ import annotations

import bisect
import time
from dataclasses import dataclass, field
from datetime import datetime
from decimal import Decimal, InvalidOperation
from typing import Any

from sqlalchemy import text
from sqlalchemy.orm import Session

SECONDS = 600
KEPT_WORDS = 20_000  # words whose share is remembered for the statistics' life
# The sorts' columns (text keys compare as the database's C.UTF-8 collation does), and the filters an index leads.
SORT_COLUMNS = {
    "name": "name_key",
    "code": "code",
    "list_price": "list_price",
    "cost_price": "cost_price",
    "updated_at": "updated_at",
}
SHARE_COLUMNS = ("category", "supplier_id")
QUERY = text(
    "SELECT c.reltuples::bigint, s.attname::text, s.histogram_bounds::text::text[], "
    "s.most_common_vals::text::text[], s.most_common_freqs FROM pg_class c "
    "LEFT JOIN pg_stats s ON s.schemaname = current_schema() AND s.tablename = 'products' "
    "AND s.attname = ANY(:columns) WHERE c.oid = 'products'::regclass"
)


@dataclass
class Stats:
    rows: int = 0
    search_text: list[str] = field(default_factory=list)  # a sample of the search text
    bounds: dict[str, list[Any]] = field(default_factory=dict)  # sort → histogram bounds (equal shares of rows)
    shares: dict[str, dict[str, float]] = field(default_factory=dict)  # column → most common value → share
    until: float = 0.0
    words: dict[str, float] = field(default_factory=dict)  # word → share of the sampled texts holding it (`share`)


_cached = Stats()


def _parsed(sort: str, values: list[str]) -> list[Any]:
    try:
        if sort in ("list_price", "cost_price"):
            return [Decimal(v) for v in values]
        if sort == "updated_at":
            return [datetime.fromisoformat(v) for v in values]
    except (InvalidOperation, ValueError):
        return []
    return values


def statistics(session: Session) -> Stats:
    global _cached
    if _cached.until > time.monotonic():
        return _cached
    columns = ["search_text", *SORT_COLUMNS.values(), *SHARE_COLUMNS]
    stats = Stats(until=time.monotonic() + SECONDS)
    for rows, column, bounds, values, freqs in session.execute(QUERY, {"columns": columns}):
        stats.rows = max(int(rows or 0), 0)
        if column == "search_text":
            stats.search_text = list(bounds or [])
        elif column in SHARE_COLUMNS and values:
            stats.shares[column] = dict(zip(values, freqs or [], strict=False))
        for sort, sorted_column in SORT_COLUMNS.items():
            if column == sorted_column and bounds:
                stats.bounds[sort] = _parsed(sort, bounds)
    _cached = stats
    return stats


def share(session: Session, word: str) -> float:
    """The share of products whose search text holds `word`, as the planner estimates it (0: no sample)."""
    stats = statistics(session)
    found = stats.words.get(word)
    if found is None:  # worked out once per word while the statistics are kept (a line's words recur across pastes)
        sample = stats.search_text
        found = sum(word in s for s in sample) / len(sample) if len(sample) >= 50 else 0.0
        if len(stats.words) >= KEPT_WORDS:
            stats.words.clear()
        stats.words[word] = found
    return found


def rows_before(session: Session, sort: str, value: Any, descending: bool, within: dict[str, str]) -> int | None:
    """About how many rows come before `value` in the sort's order, within the part of the index an equality filter
    (`within`: column → value) keeps to; None when the statistics cannot tell."""
    stats = statistics(session)
    bounds = stats.bounds.get(sort)
    if not bounds or stats.rows <= 0:
        return None
    try:
        fraction = bisect.bisect_right(bounds, value) / len(bounds)
    except TypeError:
        return None
    rows = stats.rows * (1 - fraction if descending else fraction)
    for column, wanted in within.items():
        rows *= stats.shares.get(column, {}).get(wanted, 0.01)
    return int(rows)


def names_between(session: Session, low: str, high: str) -> float:
    """The share of products whose name key lies in [low, high), as the name's histogram tells it (0: no
    histogram)."""
    bounds = statistics(session).bounds.get("name")
    if not bounds or len(bounds) < 2:
        return 0.0
    return (bisect.bisect_left(bounds, high) - bisect.bisect_left(bounds, low)) / (len(bounds) - 1)
