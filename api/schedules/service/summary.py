"""The schedule list's rows: each order of a page with its head (customer, project, account manager, site), its
figures (every line's quantity added up) and its open call-offs' next delivery and worst warning, in three
statements whatever the page holds (the count, the page, its open call-offs). Read as plain rows, not ORM objects:
the page's order heads, figures and call-offs were a dozen statements more, one per customer, project and address."""

from __future__ import annotations

from collections import defaultdict
from datetime import date
from decimal import Decimal
from functools import cache
from typing import Any

from sqlalchemy import bindparam, func, select
from sqlalchemy.orm import Session, aliased

from api.catalogue.models import Product
from api.crm import Address, Organisation
from api.orders.models import Order, OrderLine, OrderPlot
from api.projects.models import Project
from api.schedules.models import CallOff, CallOffItem
from api.schedules.schemas.out import ScheduleListItem
from api.schedules.service import balances, rows
from api.users.columns import name_columns, user_ref
from api.users.models import User

Manager = aliased(User)
ZERO = balances.ZERO
PLANNED = func.coalesce(CallOff.confirmed_date, CallOff.booked_date, CallOff.requested_date)


def _correlated(statement: Any) -> Any:
    return statement.correlate(Order).scalar_subquery()


def columns() -> tuple[Any, ...]:
    """What a row of the list shows besides the order itself, as columns of its page's query."""
    ordered = select(func.sum(OrderLine.quantity)).where(OrderLine.order_id == Order.id)
    items = select(CallOff).join(CallOffItem, CallOffItem.call_off_id == CallOff.id).where(CallOff.order_id == Order.id)
    plots = select(func.count()).select_from(OrderPlot).where(OrderPlot.order_id == Order.id)
    return (
        Order.id,
        Order.number,
        Order.status,
        Order.customer_id,
        Organisation.name.label("customer_name"),
        Organisation.kind.label("customer_kind"),
        Order.project_id,
        Project.name.label("project_name"),
        *name_columns(Manager, "manager"),
        Address.line1,
        Address.line2,
        Address.town,
        Address.postcode,
        _correlated(ordered).label("ordered"),
        _correlated(items.with_only_columns(func.sum(balances.counted()))).label("called_off"),
        _correlated(items.with_only_columns(func.sum(CallOffItem.delivered_quantity))).label("delivered"),
        _correlated(plots).label("plots"),
    )


@cache
def query() -> Any:
    """Orders with the columns of `columns`: their customer, project, account manager and delivery address joined.
    Written once (`.where` makes a new statement): building it took more CPU than running it."""
    return (
        select(*columns())
        .select_from(Order)
        .join(Organisation, Organisation.id == Order.customer_id)
        .outerjoin(Project, Project.id == Order.project_id)
        .outerjoin(Manager, Manager.id == Order.account_manager_id)
        .outerjoin(Address, Address.id == Order.delivery_address_id)
    )


def open_call_offs(session: Session, order_ids: list[int], today: date) -> dict[int, list[dict[str, Any]]]:
    """Each order's call-offs still to arrive, soonest first, with their planned date and order-by warning."""
    if not order_ids:
        return {}
    found: dict[int, list[dict[str, Any]]] = defaultdict(list)
    result: Any = session.execute(_open_call_offs(), {"order_ids": order_ids})
    for row in result:
        found[row.order_id].append(
            {
                "schedule_id": row.id,
                "number": row.number,
                "date": rows.planned_date(row),
                "status": row.status,
                "warning": rows.warning(row, rows.order_by(row, row.lead_days), today),
            }
        )
    return found


@cache
def _open_call_offs() -> Any:
    """The open call-offs of the orders `:order_ids` with their lead time, written once."""
    lead = (
        select(func.max(func.coalesce(OrderLine.lead_time_days, Product.lead_time_days)))
        .select_from(CallOffItem)
        .join(OrderLine, OrderLine.id == CallOffItem.line_id)
        .outerjoin(Product, Product.id == OrderLine.product_id)
        .where(CallOffItem.call_off_id == CallOff.id)
        .correlate(CallOff)
        .scalar_subquery()
    )
    return (
        select(
            CallOff.id,
            CallOff.number,
            CallOff.order_id,
            CallOff.status,
            CallOff.requested_date,
            CallOff.booked_date,
            CallOff.confirmed_date,
            lead.label("lead_days"),
        )
        .where(CallOff.order_id.in_(bindparam("order_ids", expanding=True)), CallOff.status.in_(balances.OPEN))
        .order_by(PLANNED, CallOff.id)
    )


def _percent(part: Decimal, whole: Decimal) -> float:
    return round(float(part / whole * 100), 1) if whole else 0.0


def _site(row: Any) -> str:
    return ", ".join(p for p in (row.line1, row.line2, row.town, row.postcode) if p)


def item(row: Any, open_rows: list[dict[str, Any]], today: date) -> ScheduleListItem:
    figures = balances.Figures(row.ordered or ZERO, row.called_off or ZERO, row.delivered or ZERO)
    upcoming = [r for r in open_rows if r["date"] >= today] or open_rows
    nxt = upcoming[0] if upcoming else None
    warnings = {r["warning"] for r in open_rows}
    return ScheduleListItem.model_validate(
        {
            "order_id": row.id,
            "number": row.number,
            "status": row.status,
            "customer": {"id": row.customer_id, "name": row.customer_name, "kind": row.customer_kind},
            "project": {"id": row.project_id, "name": row.project_name} if row.project_name is not None else None,
            "account_manager": user_ref(row, "manager"),
            "site": _site(row),
            **figures.out(),
            "plots": row.plots,
            "call_offs_open": len(open_rows),
            "percent_called_off": _percent(figures.called_off, figures.ordered),
            "percent_delivered": _percent(figures.delivered, figures.ordered),
            "next_delivery": {k: nxt[k] for k in ("schedule_id", "number", "date", "status")} if nxt else None,
            "warning": "red" if "red" in warnings else "amber" if "amber" in warnings else None,
        }
    )


def items(session: Session, page_rows: list[Any], today: date | None = None) -> list[ScheduleListItem]:
    today = today or date.today()
    open_rows = open_call_offs(session, [row.id for row in page_rows], today)
    return [item(row, open_rows.get(row.id, []), today) for row in page_rows]
