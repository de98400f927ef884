"""The month board as a summary per day (what 20,000 call-offs need to draw a month without sending them all):
each day's count of call-offs per status, its loads per works (call-offs, weight and pallets), and its first few
call-offs as board rows; and one day's call-offs a page at a time when it is opened."""

from __future__ import annotations

from datetime import date
from decimal import Decimal
from typing import Any

from sqlalchemy import case, func, select
from sqlalchemy.orm import Session

from api.catalogue.models import Product
from api.core.errors import FieldErrors
from api.core.pagination import PageParams
from api.crm import Organisation
from api.orders.models import OrderLine
from api.schedules.models import CallOff, CallOffItem, CallOffStatus
from api.schedules.service import board
from api.schedules.service.listing import MAX_DAYS, PLANNED, Filters, filtered, order_by_warnings

S = CallOffStatus
TENTH = Decimal("0.1")
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


def _counts(
    session: Session, start: date, end: date, filters: Filters
) -> tuple[dict[tuple[Any, ...], list[Any]], dict[int, str]]:
    """Per day, status and works: [call-offs, weight, pallets] (typed in on the call-off, else from its products),
    each read in one pass grouped straight by day, status and works (no per-call-off step); and the works' names."""
    planned = PLANNED.label("day")
    keys = (planned, CallOff.status, CallOff.supplier_id)
    in_range = (start <= PLANNED, end >= PLANNED)
    heads = filtered(
        select(*keys, Organisation.name, func.count(), func.sum(CallOff.weight_kg), func.sum(CallOff.pallets))
        .select_from(CallOff)
        .outerjoin(Organisation, Organisation.id == CallOff.supplier_id)
        .where(*in_range),
        filters,
    ).group_by(*keys, Organisation.name)
    result: dict[tuple[Any, ...], list[Any]] = {}
    names: dict[int, str] = {}
    for day, status, supplier_id, name, count, weight, pallets in board.plain(session, heads):
        result[(day, status, supplier_id)] = [count, Decimal(weight or 0), int(pallets or 0)]
        if supplier_id is not None:
            names[supplier_id] = name
    weight = func.sum(case((CallOff.weight_kg.is_(None), CallOffItem.quantity * Product.weight_kg)))
    per_pallet = func.ceil(CallOffItem.quantity / func.nullif(Product.units_per_pallet, 0))
    pallets = func.sum(case((CallOff.pallets.is_(None), per_pallet)))
    items = filtered(
        select(*keys, weight, pallets)
        .select_from(CallOff)
        .join(CallOffItem, CallOffItem.call_off_id == CallOff.id)
        .join(OrderLine, OrderLine.id == CallOffItem.line_id)
        .join(Product, Product.id == OrderLine.product_id)
        .where(*in_range),
        filters,
    ).group_by(*keys)
    for day, status, supplier_id, weight_sum, pallet_sum in board.plain(session, items):
        entry = result.get((day, status, supplier_id))
        if entry is not None:
            entry[1] += Decimal(weight_sum or 0)
            entry[2] += int(pallet_sum or 0)
    return result, names


def summary(session: Session, start: date, end: date, filters: Filters, today: date | None = None) -> dict[str, Any]:
    """The month board as plain data shaped as `MonthOut`."""
    _check(start, end)
    today = today or date.today()
    days: dict[date, dict[str, Any]] = {}
    statuses: dict[tuple[date, str], int] = {}
    loads: dict[tuple[date, int | None], list[Any]] = {}
    counts, names = _counts(session, start, end, filters)
    for (day, status, supplier_id), (count, weight, pallets) in counts.items():
        entry = days.setdefault(day, {"date": day, "call_offs": 0, "statuses": [], "loads": [], "first": []})
        entry["call_offs"] += count
        statuses[(day, status)] = statuses.get((day, status), 0) + count
        if status != S.cancelled.value:
            load = loads.setdefault((day, supplier_id), [0, Decimal("0"), 0])
            load[0] += count
            load[1] += weight
            load[2] += pallets
    for (day, status), count in sorted(statuses.items()):
        days[day]["statuses"].append({"status": status, "call_offs": count})
    for (day, supplier_id), (count, weight, pallets) in loads.items():
        supplier = {"id": supplier_id, "name": names[supplier_id]} if supplier_id in names else None
        out = {"supplier": supplier, "call_offs": count, "weight_kg": weight.quantize(TENTH), "pallets": pallets}
        days[day]["loads"].append(out)
    for entry in days.values():
        entry["loads"].sort(key=lambda load: (-load["call_offs"], load["supplier"]["name"] if load["supplier"] else ""))
    first: list[int] = []
    if days:
        # The first few of each day: their ids picked once (a window over the range), in the board's order.
        rank = func.row_number().over(partition_by=PLANNED, order_by=DAY_ORDER).label("rank")
        ranked = filtered(
            select(CallOff.id.label("id"), PLANNED.label("day"), rank).where(start <= PLANNED, end >= PLANNED), filters
        ).subquery()
        picked = select(ranked.c.id).where(ranked.c.rank <= FIRST).order_by(ranked.c.day, ranked.c.rank)
        first = [row[0] for row in board.plain(session, picked)]
    red, amber = order_by_warnings(session, filters, today)
    warned = red[:WARNED_ROWS] + amber[:WARNED_ROWS]
    # The first few and the warned ones read as board rows at once (in the warned rows' order), then shared out.
    rows = board.read(session, list(dict.fromkeys(first + warned)), (CallOff.requested_date, CallOff.id), today)
    by_id = {row["schedule_id"]: row for row in rows}
    for row in (by_id[call_off_id] for call_off_id in first if call_off_id in by_id):
        days[row["date"]]["first"].append(row)
    listed = set(warned)
    warned_rows = [row for row in rows if row["schedule_id"] in listed]
    return {"days": sorted(days.values(), key=lambda d: d["date"]), "red": red, "amber": amber, "warned": warned_rows}


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
    items = board.read(session, list(session.scalars(page)), DAY_ORDER, today) if total else []
    return {"items": items, "total": total, "page": params.page, "items_per_page": params.items_per_page}
