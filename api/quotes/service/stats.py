"""Quote figures worked out in the database: counts and values by status and by month, win rate, margin.

A quote's value is the total of the version that counts for it: the one last sent to the customer (the one
accepted, rejected or still open), or the current draft of a quote never sent."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from decimal import ROUND_HALF_UP, Decimal
from typing import Any

from sqlalchemy import and_, func, select
from sqlalchemy.orm import Session

from api.quotes.models import Quote, QuoteStatus, QuoteVersion
from api.quotes.schemas import QuoteStatsOut
from api.quotes.service import listing

ZERO = Decimal("0.00")
WON = (QuoteStatus.accepted.value, QuoteStatus.converted.value)
MONTHS = 12


def _counted_version() -> Any:
    return and_(
        QuoteVersion.quote_id == Quote.id,
        QuoteVersion.version == func.coalesce(Quote.sent_version, Quote.current_version),
    )


@dataclass(frozen=True)
class StatusFigures:
    count: int = 0
    value: Decimal = ZERO
    subtotal: Decimal = ZERO
    cost: Decimal = ZERO


def by_status(
    session: Session, filters: listing.Filters, today: date | None = None
) -> dict[QuoteStatus, StatusFigures]:
    """Every status (expired as people read it) with its count and value, and the goods subtotal and cost."""
    status = listing.status_expression(today).label("status")
    query = (
        select(
            status,
            func.count(),
            func.coalesce(func.sum(QuoteVersion.total), 0),
            func.coalesce(func.sum(QuoteVersion.subtotal), 0),
            func.coalesce(func.sum(QuoteVersion.cost_total), 0),
        )
        .select_from(Quote)
        .join(QuoteVersion, _counted_version())
        .group_by(status)
    )
    found = {
        QuoteStatus(row[0]): StatusFigures(row[1], Decimal(row[2]), Decimal(row[3]), Decimal(row[4]))
        for row in session.execute(listing.filtered(query, None, filters))
    }
    return {s: found.get(s, StatusFigures()) for s in QuoteStatus}


def _one_decimal(value: Decimal) -> float:
    return float(value.quantize(Decimal("0.1"), rounding=ROUND_HALF_UP))


def win_rate(figures: dict[QuoteStatus, StatusFigures]) -> float | None:
    """Accepted or converted ÷ decided (accepted, converted, rejected), as a percentage to one decimal."""
    won = sum(figures[QuoteStatus(s)].count for s in WON)
    decided = won + figures[QuoteStatus.rejected].count
    return _one_decimal(Decimal(won * 100) / decided) if decided else None


def won_value(figures: dict[QuoteStatus, StatusFigures]) -> Decimal:
    return sum((figures[QuoteStatus(s)].value for s in WON), ZERO)


def average_margin(figures: dict[QuoteStatus, StatusFigures]) -> float | None:
    """Margin of the accepted and converted quotes' goods, weighted by value: Σ(subtotal - cost) ÷ Σ subtotal."""
    subtotal = sum((figures[QuoteStatus(s)].subtotal for s in WON), ZERO)
    cost = sum((figures[QuoteStatus(s)].cost for s in WON), ZERO)
    return _one_decimal((subtotal - cost) * 100 / subtotal) if subtotal > 0 else None


def _month_starts(today: date) -> list[date]:
    """The first days of the last MONTHS months, oldest first, this month last."""
    index = today.year * 12 + today.month - 1
    return [date(i // 12, i % 12 + 1, 1) for i in range(index - MONTHS + 1, index + 1)]


def by_month(session: Session, filters: listing.Filters, today: date) -> list[dict[str, Any]]:
    starts = _month_starts(today)
    month = func.to_char(func.date_trunc("month", Quote.created_at), "YYYY-MM").label("month")
    won = Quote.status.in_(WON)
    query = (
        select(
            month,
            func.count(),
            func.coalesce(func.sum(QuoteVersion.total), 0),
            func.count().filter(won),
            func.coalesce(func.sum(QuoteVersion.total).filter(won), 0),
        )
        .select_from(Quote)
        .join(QuoteVersion, _counted_version())
        .where(func.date(Quote.created_at) >= starts[0])
        .group_by(month)
    )
    found = {row[0]: row for row in session.execute(listing.filtered(query, None, filters))}
    out = []
    for start in starts:
        key = f"{start:%Y-%m}"
        row = found.get(key)
        out.append(
            {
                "month": key,
                "count": row[1] if row else 0,
                "value": Decimal(row[2]) if row else ZERO,
                "accepted": row[3] if row else 0,
                "accepted_value": Decimal(row[4]) if row else ZERO,
            }
        )
    return out


def quote_stats(session: Session, filters: listing.Filters, today: date | None = None) -> QuoteStatsOut:
    today = today or date.today()
    figures = by_status(session, filters, today)
    return QuoteStatsOut.model_validate(
        {
            "by_status": [{"status": s, "count": f.count, "value": f.value} for s, f in figures.items()],
            "by_month": by_month(session, filters, today),
            "win_rate": win_rate(figures),
            "average_margin_percent": average_margin(figures),
            "total": sum(f.count for f in figures.values()),
            "open_value": figures[QuoteStatus.sent].value,
        }
    )
