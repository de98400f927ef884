"""The month board as a summary per day (what 20,000 call-offs need to draw a month without sending them all):
each day's count of call-offs per status, its loads per works (call-offs, weight and pallets), and its first few
call-offs as board rows; and one day's call-offs a page at a time when it is opened."""

from __future__ import annotations

from datetime import date
from decimal import Decimal
from typing import Any

from sqlalchemy import case, func, select
from sqlalchemy.orm import Session

from api.core.errors import FieldErrors
from api.core.pagination import PageParams
from api.crm import Organisation
from api.schedules.models import CallOff, CallOffStatus
from api.schedules.service import board
from api.schedules.service.listing import MAX_DAYS, PLANNED, Filters, filtered, order_by_warnings

S = CallOffStatus
# The first call-offs of each day the month shows (the rest: "+ n more" opens the day).
FIRST = 3
# Red and amber call-offs drawn as rows (their ids are all listed).
WARNED_ROWS = 100
# The board's order within a day: AM, PM, then any time; then by number.
WINDOW_ORDER = case((CallOff.window == "am", 0), (CallOff.window == "pm", 1), else_=2)
DAY_ORDER = (WINDOW_ORDER, CallOff.number, CallOff.id)


def _check(start: date, end: date) -> None:
    if end < start:
        raise FieldErrors({"to": "The end of the range is before its start."})
    if (end - start).days > MAX_DAYS:
        raise FieldErrors({"to": f"Ask for {MAX_DAYS} days at most."})


def _plain(session: Session, query: Any) -> Any:
    session.flush()
    return session.connection().execute(query).tuples()


def _loads(session: Session, ids: Any) -> list[tuple[date, int | None, str | None, int, Decimal, int]]:
    """Per day and works: call-offs not cancelled, their weight and pallets (typed in, else from the products)."""
    extra = board.weights(ids)
    weight = func.coalesce(CallOff.weight_kg, func.round(extra.c.weight, 1), 0)
    pallets = func.coalesce(CallOff.pallets, extra.c.pallets, 0)
    query = (
        select(
            PLANNED.label("day"),
            CallOff.supplier_id,
            Organisation.name,
            func.count(),
            func.sum(weight),
            func.sum(pallets),
        )
        .outerjoin(extra, extra.c.call_off_id == CallOff.id)
        .outerjoin(Organisation, Organisation.id == CallOff.supplier_id)
        .where(CallOff.id.in_(ids), CallOff.status != S.cancelled.value)
        .group_by(PLANNED, CallOff.supplier_id, Organisation.name)
    )
    return list(_plain(session, query))


def summary(session: Session, start: date, end: date, filters: Filters, today: date | None = None) -> dict[str, Any]:
    """The month board as plain data shaped as `MonthOut`."""
    _check(start, end)
    today = today or date.today()
    ids = filtered(select(CallOff.id).where(start <= PLANNED, end >= PLANNED), filters)
    days: dict[date, dict[str, Any]] = {}

    def day_of(day: date) -> dict[str, Any]:
        return days.setdefault(day, {"date": day, "call_offs": 0, "statuses": [], "loads": [], "first": []})

    counts = select(PLANNED, CallOff.status, func.count()).where(CallOff.id.in_(ids)).group_by(PLANNED, CallOff.status)
    for day, status, count in _plain(session, counts.order_by(PLANNED, CallOff.status)):
        entry = day_of(day)
        entry["call_offs"] += count
        entry["statuses"].append({"status": status, "call_offs": count})
    for day, supplier_id, name, count, weight, pallets in _loads(session, ids):
        day_of(day)["loads"].append(
            {
                "supplier": {"id": supplier_id, "name": name} if name is not None else None,
                "call_offs": count,
                "weight_kg": Decimal(weight),
                "pallets": int(pallets),
            }
        )
    rank = func.row_number().over(partition_by=PLANNED, order_by=DAY_ORDER).label("rank")
    ranked = select(CallOff.id.label("id"), rank).where(CallOff.id.in_(ids)).subquery()
    first = select(ranked.c.id).where(ranked.c.rank <= FIRST)
    for row in board.read(session, first, (PLANNED, *DAY_ORDER), today):
        day_of(row["date"])["first"].append(row)
    for entry in days.values():
        entry["loads"].sort(key=lambda load: (-load["call_offs"], load["supplier"]["name"] if load["supplier"] else ""))
    red, amber = order_by_warnings(session, filters, today)
    warned = red[:WARNED_ROWS] + amber[:WARNED_ROWS]
    order = (CallOff.requested_date, CallOff.id)
    rows = board.read(session, select(CallOff.id).where(CallOff.id.in_(warned)), order, today) if warned else []
    return {"days": sorted(days.values(), key=lambda d: d["date"]), "red": red, "amber": amber, "warned": rows}


def day_page(
    session: Session, day: date, filters: Filters, params: PageParams, today: date | None = None
) -> dict[str, Any]:
    """One day's call-offs in the board's order, a page at a time, as plain data shaped as a list response."""
    today = today or date.today()
    planned = PLANNED
    ids = filtered(select(CallOff.id).where(planned == day), filters)
    total = session.scalar(select(func.count()).select_from(ids.subquery())) or 0
    page = (
        select(CallOff.id)
        .where(CallOff.id.in_(ids))
        .order_by(*DAY_ORDER)
        .offset((params.page - 1) * params.items_per_page)
        .limit(params.items_per_page)
    )
    items = board.read(session, page, DAY_ORDER, today) if total else []
    return {"items": items, "total": total, "page": params.page, "items_per_page": params.items_per_page}
