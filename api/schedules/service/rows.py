"""Call-offs as board rows, read in a handful of queries whatever their number: their order, customer, project,
works, haulier and purchase order, plot numbers, load (weight and pallets from the products when not typed in),
order-by date and warning."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, timedelta
from decimal import Decimal
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.buying.models import PurchaseOrder
from api.catalogue.models import Product
from api.crm import Organisation
from api.orders.models import Order, OrderLine, OrderPlot
from api.projects.models import Project
from api.schedules.models import CallOff, CallOffItem, CallOffStatus
from api.schedules.schemas.out import CallOffRow
from api.schedules.service import calloffs

S = CallOffStatus
# Not yet booked with the works: the order-by date still matters.
UNBOOKED = (S.requested.value, S.rescheduled.value)
AMBER_DAYS = 7


@dataclass
class Extra:
    lead_days: int | None = None
    weight_kg: Decimal = Decimal("0")
    pallets: int = 0
    plots: tuple[str, ...] = ()


def planned_date(row: CallOff) -> date:
    return row.confirmed_date or row.booked_date or row.requested_date


def order_by(row: CallOff, lead_days: int | None) -> date | None:
    return row.requested_date - timedelta(days=lead_days) if lead_days is not None else None


def warning(row: CallOff, order_by_date: date | None, today: date) -> str | None:
    if order_by_date is None or row.status not in UNBOOKED:
        return None
    if order_by_date < today:
        return "red"
    if order_by_date <= today + timedelta(days=AMBER_DAYS):
        return "amber"
    return None


def extras(session: Session, ids: Sequence[int]) -> dict[int, Extra]:
    if not ids:
        return {}
    lead = func.coalesce(OrderLine.lead_time_days, Product.lead_time_days)
    pallets = func.ceil(CallOffItem.quantity / func.nullif(Product.units_per_pallet, 0))
    query = (
        select(
            CallOffItem.call_off_id,
            func.max(lead),
            func.coalesce(func.sum(CallOffItem.quantity * Product.weight_kg), 0),
            func.coalesce(func.sum(pallets), 0),
            func.array_remove(func.array_agg(OrderPlot.plot_number.distinct()), None),
        )
        .join(OrderLine, OrderLine.id == CallOffItem.line_id)
        .outerjoin(Product, Product.id == OrderLine.product_id)
        .outerjoin(OrderPlot, OrderPlot.id == CallOffItem.plot_id)
        .where(CallOffItem.call_off_id.in_(ids))
        .group_by(CallOffItem.call_off_id)
    )
    result = {}
    for call_off_id, lead_days, weight, pallet_count, plots in session.execute(query):
        numbers = sorted(plots or [], key=lambda p: (len(p), p))
        result[call_off_id] = Extra(
            lead_days, Decimal(weight).quantize(Decimal("0.1")), int(pallet_count), tuple(numbers)
        )
    return result


def _names(session: Session, model: Any, wanted: set[int | None], column: Any) -> dict[int, Any]:
    ids = {i for i in wanted if i is not None}
    if not ids:
        return {}
    return {row[0]: row[1:] for row in session.execute(select(model.id, *column).where(model.id.in_(ids)))}


def build(session: Session, call_offs: Sequence[CallOff], today: date | None = None) -> list[CallOffRow]:
    today = today or date.today()
    ids = [row.id for row in call_offs]
    extra = extras(session, ids)
    orders = _names(
        session, Order, {r.order_id for r in call_offs}, (Order.number, Order.customer_id, Order.project_id)
    )
    org_ids: set[int | None] = (
        {o[1] for o in orders.values()} | {r.supplier_id for r in call_offs} | {r.haulier_id for r in call_offs}
    )
    orgs = _names(session, Organisation, org_ids, (Organisation.name, Organisation.kind))
    projects = _names(session, Project, {o[2] for o in orders.values()}, (Project.name,))
    pos = _names(session, PurchaseOrder, {r.purchase_order_id for r in call_offs}, (PurchaseOrder.number,))

    def ref(table: dict[int, Any], key: int | None) -> dict[str, Any] | None:
        return {"id": key, "name": table[key][0]} if key is not None and key in table else None

    def party(key: int | None) -> dict[str, Any] | None:
        """An organisation with its kind (a haulier: a supplier or an other)."""
        return {"id": key, "name": orgs[key][0], "kind": orgs[key][1]} if key is not None and key in orgs else None

    result = []
    for row in call_offs:
        number, customer_id, project_id = orders[row.order_id]
        more = extra.get(row.id, Extra())
        by = order_by(row, more.lead_days)
        customer = orgs.get(customer_id, ("", "customer"))
        result.append(
            CallOffRow.model_validate(
                {
                    "schedule_id": row.id,
                    "number": row.number,
                    "status": row.status,
                    "status_label": calloffs.label(row.status),
                    "date": planned_date(row),
                    "requested_date": row.requested_date,
                    "booked_date": row.booked_date,
                    "confirmed_date": row.confirmed_date,
                    "proposed_date": row.proposed_date,
                    "window": row.window,
                    "order": {"id": row.order_id, "name": number},
                    "customer": {"id": customer_id, "name": customer[0], "kind": customer[1]},
                    "project": ref(projects, project_id),
                    "supplier": ref(orgs, row.supplier_id),
                    "haulier": party(row.haulier_id),
                    "purchase_order": ref(pos, row.purchase_order_id),
                    "site_address": row.site_address,
                    "site_postcode": row.site_postcode,
                    "plots": list(more.plots),
                    "vehicle": row.vehicle,
                    "load_type": row.load_type,
                    "weight_kg": row.weight_kg if row.weight_kg is not None else more.weight_kg,
                    "pallets": row.pallets if row.pallets is not None else more.pallets,
                    "order_by_date": by,
                    "warning": warning(row, by, today),
                }
            )
        )
    return result
