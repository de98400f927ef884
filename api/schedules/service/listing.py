"""The list of orders with their schedule summary, and the board: call-offs one per row in a date range with the
loads per day per works and the order-by warnings."""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import date, timedelta
from decimal import Decimal
from functools import cache
from typing import Any

from sqlalchemy import Integer, bindparam, func, select
from sqlalchemy.orm import Session

from api.catalogue.models import Product
from api.core.errors import FieldErrors
from api.core.pagination import FilteredList, Page, PageParams
from api.crm import Organisation
from api.orders.models import Order, OrderLine
from api.orders.service import order_list
from api.schedules.models import CallOff, CallOffItem, CallOffStatus
from api.schedules.service import board, rows, summary

S = CallOffStatus
MAX_DAYS = 93
PLANNED = summary.PLANNED


@dataclass(frozen=True)
class Filters:
    statuses: tuple[str, ...] = ()
    supplier_id: int | None = None
    haulier_id: int | None = None
    customer_id: int | None = None
    project_id: int | None = None
    order_id: int | None = None
    account_manager_id: int | None = None
    # The list only: orders with a call-off in one of these statuses.
    call_off_statuses: tuple[str, ...] = ()


SORTS = {
    "number": Order.id,
    "created_at": Order.created_at,
    "customer": func.lower(Organisation.name),
    "status": Order.status,
}


# The list's conditions by filter, their values bound on each run of a statement written once for its shape.
_EXISTS = {"supplier_id": CallOff.supplier_id, "haulier_id": CallOff.haulier_id}
_CONDITIONS = {
    "statuses": Order.status.in_(bindparam("statuses", expanding=True)),
    "customer_id": Order.customer_id == bindparam("customer_id", type_=Integer),
    "project_id": Order.project_id == bindparam("project_id", type_=Integer),
    "account_manager_id": Order.account_manager_id == bindparam("account_manager_id", type_=Integer),
    "call_off_statuses": select(CallOff.id)
    .where(CallOff.order_id == Order.id, CallOff.status.in_(bindparam("call_off_statuses", expanding=True)))
    .exists(),
    **{
        name: select(CallOff.id).where(CallOff.order_id == Order.id, column == bindparam(name, type_=Integer)).exists()
        for name, column in _EXISTS.items()
    },
}


@cache
def _list() -> FilteredList:
    """The list's statements, each written at the first use of its shape (`summary.query` is written at the first
    call)."""
    return order_list(summary.query(), SORTS, _CONDITIONS)


def list_schedules(session: Session, params: PageParams, filters: Filters) -> Page[Any]:
    """Orders (newest first) with a schedule: `statuses` are the orders' statuses here. The items are rows of
    `summary.columns` (the order with its head and figures), which `summary.items` makes the list's items of."""
    return _list()(session, params, {name: getattr(filters, name) for name in _CONDITIONS})


def filtered(query: Any, filters: Filters) -> Any:
    if filters.statuses:
        query = query.where(CallOff.status.in_(filters.statuses))
    for column, value in (
        (CallOff.supplier_id, filters.supplier_id),
        (CallOff.haulier_id, filters.haulier_id),
        (CallOff.order_id, filters.order_id),
    ):
        if value is not None:
            query = query.where(column == value)
    if filters.customer_id is not None or filters.project_id is not None or filters.account_manager_id is not None:
        query = query.join(Order, Order.id == CallOff.order_id)
        if filters.customer_id is not None:
            query = query.where(Order.customer_id == filters.customer_id)
        if filters.project_id is not None:
            query = query.where(Order.project_id == filters.project_id)
        if filters.account_manager_id is not None:
            query = query.where(Order.account_manager_id == filters.account_manager_id)
    return query


def flat(session: Session, start: date, end: date, filters: Filters, today: date | None = None) -> dict[str, Any]:
    """The board as plain data shaped as `FlatOut` (its rows are many: they are neither ORM objects nor
    validated one by one)."""
    if end < start:
        raise FieldErrors({"to": "The end of the range is before its start."})
    if (end - start).days > MAX_DAYS:
        raise FieldErrors({"to": f"Ask for {MAX_DAYS} days at most."})
    today = today or date.today()
    ids = filtered(select(CallOff.id).where(start <= PLANNED, end >= PLANNED), filters)
    items = board.read(session, ids, (PLANNED, CallOff.window, CallOff.id), today)
    loads: dict[tuple[date, int | None], dict[str, Any]] = {}
    for item in items:
        if item["status"] == S.cancelled.value:
            continue
        supplier = item["supplier"]
        key = (item["date"], supplier["id"] if supplier else None)
        load = loads.setdefault(
            key, {"date": item["date"], "supplier": supplier, "call_offs": 0, "weight_kg": Decimal("0"), "pallets": 0}
        )
        load["call_offs"] += 1
        load["weight_kg"] += item["weight_kg"] or 0
        load["pallets"] += item["pallets"] or 0
    red, amber = order_by_warnings(session, filters, today)
    return {
        "items": items,
        "loads": sorted(loads.values(), key=lambda v: (v["date"], v["supplier"]["name"] if v["supplier"] else "")),
        "red": red,
        "amber": amber,
    }


def order_by_warnings(session: Session, filters: Filters, today: date) -> tuple[list[int], list[int]]:
    """Call-offs not yet booked whose order-by date has passed (red) or falls within 7 days (amber)."""
    lead = func.max(func.coalesce(OrderLine.lead_time_days, Product.lead_time_days))
    query = (
        select(CallOff.id, CallOff.requested_date, lead)
        .join(CallOffItem, CallOffItem.call_off_id == CallOff.id)
        .join(OrderLine, OrderLine.id == CallOffItem.line_id)
        .outerjoin(Product, Product.id == OrderLine.product_id)
        .where(CallOff.status.in_(rows.UNBOOKED))
        .group_by(CallOff.id, CallOff.requested_date)
        .having(CallOff.requested_date - lead <= today + timedelta(days=rows.AMBER_DAYS))
    )
    red: list[int] = []
    amber: list[int] = []
    for call_off_id, requested, days in session.execute(
        filtered(query, replace(filters, statuses=(), call_off_statuses=())).order_by(
            CallOff.requested_date, CallOff.id
        )
    ):
        (red if requested - timedelta(days=days) < today else amber).append(call_off_id)
    return red, amber
