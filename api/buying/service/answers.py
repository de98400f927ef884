"""What a supplier answered, as the comparison, the award, the costing of customer quotes and purchase orders read
it: each supplier quote's latest answered version (its lines and figures), whether the price is still valid, and
when the goods could be on site.

- Validity: `ok`, `expiring` (valid until within EXPIRING_DAYS of today) or `expired` (the date has passed); a
  version with no valid-until date is `ok`.
- Delivery date: the later of the supplier's earliest date and today plus the lead time (working days skip
  Saturdays and Sundays; weeks are calendar weeks). `too_late` when that falls after the required-on-site date.
- A line's row key ties the same goods across suppliers: the customer-quote line it was asked for, else the
  product, else its description (a request sends the same lines to every supplier)."""

from __future__ import annotations

from collections import defaultdict, namedtuple
from dataclasses import dataclass
from datetime import date, timedelta
from decimal import Decimal
from enum import StrEnum
from typing import Any

from sqlalchemy import and_, func, select
from sqlalchemy.orm import Session

from api.buying import totals
from api.buying.models import (
    LeadTimeUnit,
    SupplierQuote,
    SupplierQuoteLine,
    SupplierQuoteStatus,
    SupplierQuoteVersion,
    VersionStatus,
)
from api.quotes.totals import line_total

EXPIRING_DAYS = 7
# A supplier quote in one of these no longer offers a usable price.
NOT_OFFERED = (SupplierQuoteStatus.withdrawn.value, SupplierQuoteStatus.declined.value)


class Validity(StrEnum):
    ok = "ok"
    expiring = "expiring"
    expired = "expired"


def validity(valid_until: date | None, today: date | None = None) -> Validity:
    today = today or date.today()
    if valid_until is None:
        return Validity.ok
    if valid_until < today:
        return Validity.expired
    if valid_until <= today + timedelta(days=EXPIRING_DAYS):
        return Validity.expiring
    return Validity.ok


def add_working_days(start: date, days: int) -> date:
    """`days` working days after `start` (Saturdays and Sundays skipped)."""
    if days <= 0:
        return start
    # From a weekend, the working days counted are those after the Friday before; from a weekday, every five
    # working days are one calendar week.
    day = start - timedelta(days=max(start.weekday() - 4, 0))
    weeks, left = divmod(days, 5)
    day += timedelta(weeks=weeks)
    while left > 0:
        day += timedelta(days=1)
        if day.weekday() < 5:
            left -= 1
    return day


def delivery_date(line: SupplierQuoteLine, today: date | None = None) -> date | None:
    """The earliest the line's goods could be on site if ordered today; None when the supplier gave neither."""
    today = today or date.today()
    by_lead: date | None = None
    if line.lead_time is not None:
        if line.lead_time_unit == LeadTimeUnit.weeks.value:
            by_lead = today + timedelta(weeks=line.lead_time)
        else:
            by_lead = add_working_days(today, line.lead_time)
    dates = [d for d in (line.earliest_date, by_lead) if d is not None]
    return max(dates) if dates else None


def row_key(line: SupplierQuoteLine) -> str:
    if line.customer_line_position is not None:
        return f"quote-line:{line.customer_quote_id or 0}:{line.customer_line_position}"
    if line.product_id is not None:
        return f"product:{line.product_id}"
    return "text:" + " ".join(line.description.lower().split())


@dataclass
class Answer:
    """A supplier quote with the version compared (its latest answered one, else its newest), that version's lines
    and their figures. `answered` is false when the supplier has not answered any version yet."""

    quote: SupplierQuote
    version: SupplierQuoteVersion
    # ORM lines, or read-only rows with the same attributes (`answers(..., plain=True)`).
    lines: list[Any]
    figures: totals.Totals
    answered: bool

    def keyed(self) -> list[tuple[str, Any, totals.LineFigures]]:
        """(row key, line, figures) per line; a key repeated within the quote gets the line's position added."""
        seen: set[str] = set()
        out = []
        for line, figures in zip(self.lines, self.figures.lines, strict=True):
            key = row_key(line)
            if key in seen:
                key = f"{key}#{line.position}"
            seen.add(key)
            out.append((key, line, figures))
        return out


def latest_answered_versions(session: Session, quote_ids: list[int]) -> dict[int, SupplierQuoteVersion]:
    """Supplier quote id -> its highest answered version (quotes never answered are left out)."""
    if not quote_ids:
        return {}
    newest = (
        select(SupplierQuoteVersion.supplier_quote_id, func.max(SupplierQuoteVersion.version).label("version"))
        .where(
            SupplierQuoteVersion.supplier_quote_id.in_(quote_ids),
            SupplierQuoteVersion.status == VersionStatus.answered.value,
        )
        .group_by(SupplierQuoteVersion.supplier_quote_id)
        .subquery()
    )
    rows = session.scalars(
        select(SupplierQuoteVersion).join(
            newest,
            and_(
                SupplierQuoteVersion.supplier_quote_id == newest.c.supplier_quote_id,
                SupplierQuoteVersion.version == newest.c.version,
            ),
        )
    )
    return {row.supplier_quote_id: row for row in rows}


def _current_versions(session: Session, quotes: list[SupplierQuote]) -> dict[int, SupplierQuoteVersion]:
    if not quotes:
        return {}
    wanted = [(q.id, q.current_version) for q in quotes]
    rows = session.scalars(
        select(SupplierQuoteVersion).where(
            SupplierQuoteVersion.supplier_quote_id.in_([q for q, _ in wanted]),
            SupplierQuoteVersion.version.in_({v for _, v in wanted}),
        )
    )
    current = dict(wanted)
    return {r.supplier_quote_id: r for r in rows if current.get(r.supplier_quote_id) == r.version}


# A line as a plain tuple with the table's columns as attributes: read many times over thousands of lines, a
# named tuple's attributes cost a fraction of a SQLAlchemy row's.
PlainLine = namedtuple("PlainLine", [column.name for column in SupplierQuoteLine.__table__.columns])  # type: ignore[misc]


def lines_by_version(session: Session, version_ids: list[int], *, plain: bool = False) -> dict[int, list[Any]]:
    """Version id -> its lines in order: ORM objects, or with `plain` read-only `PlainLine` tuples with the same
    attributes (several times quicker to load and read, for thousands of lines compared)."""
    out: dict[int, list[Any]] = defaultdict(list)
    if not version_ids:
        return out
    table = SupplierQuoteLine.__table__
    if plain:
        statement = (
            select(*table.c).where(table.c.version_id.in_(version_ids)).order_by(table.c.version_id, table.c.position)
        )
        make = PlainLine._make
        for row in session.execute(statement).all():
            line: Any = make(row)
            out[line.version_id].append(line)
        return out
    lines = session.scalars(
        select(SupplierQuoteLine)
        .where(SupplierQuoteLine.version_id.in_(version_ids))
        .order_by(SupplierQuoteLine.version_id, SupplierQuoteLine.position)
    )
    for orm_line in lines:
        out[orm_line.version_id].append(orm_line)
    return out


def answers(session: Session, quotes: list[SupplierQuote], *, plain: bool = False) -> list[Answer]:
    """Each quote's compared version with its lines and figures, in the order of `quotes`; with `plain`, the lines
    are read-only rows (for reading, never for changing them)."""
    ids = [q.id for q in quotes]
    answered = latest_answered_versions(session, ids)
    unanswered = [q for q in quotes if q.id not in answered]
    current = _current_versions(session, unanswered)
    versions = {**current, **answered}
    lines = lines_by_version(session, [v.id for v in versions.values()], plain=plain)
    out = []
    for quote in quotes:
        version = versions.get(quote.id)
        if version is None:
            continue
        rows = lines[version.id]
        out.append(Answer(quote, version, rows, totals.totals(rows, version), quote.id in answered))
    return out


def minimum_total(answer: Answer) -> Decimal:
    """The supplier's total if each priced line were bought at no less than its minimum order quantity."""
    goods = totals.ZERO
    for line, figures in zip(answer.lines, answer.figures.lines, strict=True):
        if figures.total is None:  # not priced
            continue
        if line.min_order_quantity is None or line.min_order_quantity <= line.quantity:
            goods += figures.total  # the quantity asked: the line's own total
        else:
            goods += line_total(line.min_order_quantity, line.price, line.unit)
    return goods + answer.figures.charges.total


def usable(answer: Answer, today: date | None = None) -> bool:
    """An answered quote whose prices can still be used (not withdrawn or declined, not expired)."""
    return (
        answer.answered
        and answer.quote.status not in NOT_OFFERED
        and validity(answer.version.valid_until, today) != Validity.expired
    )
