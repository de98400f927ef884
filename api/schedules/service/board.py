"""The board's rows as plain data, read in two queries whatever their number (no ORM objects, no per-row
validation): the call-offs with their order, customer, project, works, haulier and purchase order names joined
in, and their load, lead time and plot numbers added up per call-off in the database. The same fields, in the same
order, as `CallOffRow`."""

from __future__ import annotations

from datetime import date, timedelta
from decimal import Decimal
from typing import Any

from sqlalchemy import ARRAY, Integer, any_, bindparam, func, select
from sqlalchemy.orm import Session, aliased

from api.buying.models import PurchaseOrder
from api.catalogue.models import Product
from api.crm import Organisation
from api.orders.models import Order, OrderLine, OrderPlot
from api.projects.models import Project
from api.schedules.models import STATUS_LABELS, CallOff, CallOffItem
from api.schedules.service import rows

TENTH = Decimal("0.1")
LABELS = {status.value: label for status, label in STATUS_LABELS.items()}


def extras(ids: Any) -> Any:
    """Per call-off in `ids` (a subquery): longest lead time, weight, pallets and plot numbers (as `rows.extras`)."""
    lead = func.coalesce(OrderLine.lead_time_days, Product.lead_time_days)
    pallets = func.ceil(CallOffItem.quantity / func.nullif(Product.units_per_pallet, 0))
    return (
        select(
            CallOffItem.call_off_id.label("call_off_id"),
            func.max(lead).label("lead_days"),
            func.coalesce(func.sum(CallOffItem.quantity * Product.weight_kg), 0).label("weight"),
            func.coalesce(func.sum(pallets), 0).label("pallets"),
            func.array_remove(func.array_agg(OrderPlot.plot_number.distinct()), None).label("plots"),
        )
        .join(OrderLine, OrderLine.id == CallOffItem.line_id)
        .outerjoin(Product, Product.id == OrderLine.product_id)
        .outerjoin(OrderPlot, OrderPlot.id == CallOffItem.plot_id)
        .where(match_ids(CallOffItem.call_off_id, ids))
        .group_by(CallOffItem.call_off_id)
        .subquery()
    )


def match_ids(column: Any, ids: Any) -> Any:
    return column == _ids(ids) if isinstance(ids, list | tuple) else column.in_(ids)


def weights(ids: Any) -> Any:
    """Per call-off in `ids` (a subquery): its weight and pallets from its products (the month's loads)."""
    pallets = func.ceil(CallOffItem.quantity / func.nullif(Product.units_per_pallet, 0))
    return (
        select(
            CallOffItem.call_off_id.label("call_off_id"),
            func.coalesce(func.sum(CallOffItem.quantity * Product.weight_kg), 0).label("weight"),
            func.coalesce(func.sum(pallets), 0).label("pallets"),
        )
        .join(OrderLine, OrderLine.id == CallOffItem.line_id)
        .outerjoin(Product, Product.id == OrderLine.product_id)
        .where(match_ids(CallOffItem.call_off_id, ids))
        .group_by(CallOffItem.call_off_id)
        .subquery()
    )


def plot_order(plots: list[str]) -> list[str]:
    """Plot numbers as people count them: 2 before 10."""
    return sorted(plots, key=lambda p: (len(p), p)) if len(plots) > 1 else plots


def plain(session: Session, query: Any) -> Any:
    """The query's rows as plain tuples, through the connection (columns only: no ORM row processing)."""
    session.flush()
    return session.connection().execute(query).tuples()


def _ids(ids: Any) -> Any:
    """`ids` as what IN takes: a SELECT as it is, a list as one array (`= ANY`), which the planner reads as the
    few rows it is rather than joining the whole table first."""
    if isinstance(ids, list | tuple):
        return any_(bindparam("call_off_ids", list(ids), type_=ARRAY(Integer), unique=True))
    return ids


def read(session: Session, ids: Any, order: tuple[Any, ...], today: date) -> list[dict[str, Any]]:
    """The board rows of the call-offs whose ids `ids` gives (a SELECT of call-off ids, or a list of a few),
    sorted by `order`."""
    if isinstance(ids, list | tuple) and not ids:
        return []
    customer, supplier, haulier = aliased(Organisation), aliased(Organisation), aliased(Organisation)
    extra = extras(ids)
    query = (
        select(
            CallOff.id,
            CallOff.number,
            CallOff.status,
            CallOff.requested_date,
            CallOff.booked_date,
            CallOff.confirmed_date,
            CallOff.proposed_date,
            CallOff.window,
            CallOff.order_id,
            Order.number,
            Order.customer_id,
            customer.name,
            customer.kind,
            Order.project_id,
            Project.name,
            CallOff.supplier_id,
            supplier.name,
            CallOff.haulier_id,
            haulier.name,
            haulier.kind,
            CallOff.purchase_order_id,
            PurchaseOrder.number,
            CallOff.site_address,
            CallOff.site_postcode,
            CallOff.vehicle,
            CallOff.load_type,
            CallOff.weight_kg,
            CallOff.pallets,
            extra.c.lead_days,
            extra.c.weight,
            extra.c.pallets,
            extra.c.plots,
        )
        .join(Order, Order.id == CallOff.order_id)
        .outerjoin(customer, customer.id == Order.customer_id)
        .outerjoin(Project, Project.id == Order.project_id)
        .outerjoin(supplier, supplier.id == CallOff.supplier_id)
        .outerjoin(haulier, haulier.id == CallOff.haulier_id)
        .outerjoin(PurchaseOrder, PurchaseOrder.id == CallOff.purchase_order_id)
        .outerjoin(extra, extra.c.call_off_id == CallOff.id)
        .where(match_ids(CallOff.id, ids))
        .order_by(*order)
    )
    amber_day = today + timedelta(days=rows.AMBER_DAYS)
    result = []
    for (
        call_off_id,
        number,
        status,
        requested,
        booked,
        confirmed,
        proposed,
        window,
        order_id,
        order_number,
        customer_id,
        customer_name,
        customer_kind,
        project_id,
        project_name,
        supplier_id,
        supplier_name,
        haulier_id,
        haulier_name,
        haulier_kind,
        po_id,
        po_number,
        site_address,
        site_postcode,
        vehicle,
        load_type,
        weight_kg,
        pallets,
        lead_days,
        weight,
        pallet_count,
        plots,
    ) in plain(session, query):
        by = requested - timedelta(days=lead_days) if lead_days is not None else None
        warning = None
        if by is not None and status in rows.UNBOOKED:
            warning = "red" if by < today else "amber" if by <= amber_day else None
        if weight_kg is None:
            weight_kg = Decimal(weight).quantize(TENTH) if weight is not None else Decimal("0")
        result.append(
            {
                "schedule_id": call_off_id,
                "number": number,
                "status": status,
                "status_label": LABELS[status],
                "date": confirmed or booked or requested,
                "requested_date": requested,
                "booked_date": booked,
                "confirmed_date": confirmed,
                "proposed_date": proposed,
                "window": window,
                "order": {"id": order_id, "name": order_number},
                "customer": {
                    "id": customer_id,
                    "name": customer_name if customer_name is not None else "",
                    "kind": customer_kind if customer_kind is not None else "customer",
                },
                "project": {"id": project_id, "name": project_name} if project_name is not None else None,
                "supplier": {"id": supplier_id, "name": supplier_name} if supplier_name is not None else None,
                "haulier": (
                    {"id": haulier_id, "name": haulier_name, "kind": haulier_kind} if haulier_name is not None else None
                ),
                "purchase_order": {"id": po_id, "name": po_number} if po_number is not None else None,
                "site_address": site_address,
                "site_postcode": site_postcode,
                "plots": plot_order(plots) if plots else [],
                "vehicle": vehicle,
                "load_type": load_type,
                "weight_kg": weight_kg,
                "pallets": pallets if pallets is not None else int(pallet_count or 0),
                "order_by_date": by,
                "warning": warning,
            }
        )
    return result
