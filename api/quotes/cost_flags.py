"""Flags on customer-quote lines whose cost came from a supplier quote (Buying): `requoted` when that supplier has
since answered a newer version with another price, `expires_first` when the supplier's price expires before the
customer quote does; with the margin effect.

Quotes do not import Buying (Buying builds on quotes): Buying installs the provider from `api.wiring.wire()`, and
without it no line is flagged."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import date
from decimal import Decimal
from typing import Any

from sqlalchemy.orm import Session


@dataclass(frozen=True)
class CostFlag:
    kind: str  # "requoted" or "expires_first"
    supplier_quote_id: int
    supplier_quote_number: str
    used_cost: Decimal  # the line's cost price now
    new_cost: Decimal | None  # the re-quoted price on the line's unit (None: not comparable, or only expiring)
    margin_effect: Decimal | None  # what the line's margin would change by at the new cost (negative: lower)
    supplier_valid_until: date | None


# (session, lines of one version, the customer quote's valid-until date) -> line id -> flag
LineFlags = Callable[[Session, Sequence[Any], date | None], dict[int, CostFlag]]
# (session, [(version id, valid-until date)]) -> version id -> number of flagged lines
VersionCounts = Callable[[Session, Sequence[tuple[int, date | None]]], dict[int, int]]


@dataclass
class _Provider:
    lines: LineFlags | None = None
    counts: VersionCounts | None = None


_provider = _Provider()


def install(lines: LineFlags, counts: VersionCounts) -> None:
    _provider.lines = lines
    _provider.counts = counts


def line_flags(session: Session, lines: Sequence[Any], valid_until: date | None) -> dict[int, CostFlag]:
    if _provider.lines is None or not any(getattr(line, "supplier_quote_line_id", None) for line in lines):
        return {}
    return _provider.lines(session, lines, valid_until)


def version_counts(session: Session, versions: Sequence[tuple[int, date | None]]) -> dict[int, int]:
    if _provider.counts is None or not versions:
        return {}
    return _provider.counts(session, versions)
