"""Call-offs (loads called off to site, plot by plot) as documents: the order, customer and project they are for,
the works and haulier, the plots and goods, the state and its days, and why a load failed."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Sequence

from sqlalchemy import select
from sqlalchemy.orm import Session, aliased

from api.crm import Organisation
from api.orders.models import Order, OrderLine, OrderPlot
from api.projects.models import Project
from api.schedules.models import CallOff, CallOffItem
from ingest.documents.base import Builder, Doc, day, money
from ingest.documents.buying import MAX_LINES, _quantity

CALL_OFF = "call_off"


def _ids(session: Session) -> Iterable[int]:
    return session.scalars(select(CallOff.id).order_by(CallOff.id))


def _items(session: Session, ids: Sequence[int]) -> tuple[dict[int, list[str]], dict[int, list[str]]]:
    plots: dict[int, list[str]] = defaultdict(list)
    goods: dict[int, list[str]] = defaultdict(list)
    if ids:
        for call_off_id, plot, quantity, unit, description in session.execute(
            select(
                CallOffItem.call_off_id,
                OrderPlot.plot_number,
                CallOffItem.quantity,
                OrderLine.unit,
                OrderLine.description,
            )
            .join(OrderLine, OrderLine.id == CallOffItem.line_id)
            .outerjoin(OrderPlot, OrderPlot.id == CallOffItem.plot_id)
            .where(CallOffItem.call_off_id.in_(ids))
            .order_by(CallOffItem.call_off_id, OrderPlot.position, OrderLine.position)
        ):
            if plot and plot not in plots[call_off_id]:
                plots[call_off_id].append(plot)
            goods[call_off_id].append(
                f"{_quantity(quantity, unit)} {description}" + (f" (plot {plot})" if plot else "")
            )
    return plots, goods


def _build(session: Session, wanted: Sequence[int]) -> list[Doc]:
    customer, works, haulier = aliased(Organisation), aliased(Organisation), aliased(Organisation)
    rows = session.execute(
        select(CallOff, Order.number, customer.name, Project.name, works.name, haulier.name)
        .join(Order, Order.id == CallOff.order_id)
        .join(customer, customer.id == Order.customer_id)
        .outerjoin(Project, Project.id == Order.project_id)
        .outerjoin(works, works.id == CallOff.supplier_id)
        .outerjoin(haulier, haulier.id == CallOff.haulier_id)
        .where(CallOff.id.in_(wanted))
    ).all()
    plots, goods = _items(session, [row.id for row, *_ in rows])
    docs = []
    for row, order, customer_name, project, works_name, haulier_name in rows:
        own = goods[row.id]
        items = own[:MAX_LINES] + ([f"and {len(own) - MAX_LINES} more lines"] if len(own) > MAX_LINES else [])
        where = project or customer_name
        docs.append(
            Doc(
                kind=CALL_OFF,
                record_id=row.id,
                title=f"Call-off {row.number} for {where}"
                + (f", plot {', '.join(plots[row.id])}" if plots[row.id] else ""),
                meta={
                    "order": order,
                    "customer": customer_name,
                    "project": project or "",
                    "plots": ", ".join(plots[row.id]),
                    "status": row.status.replace("_", " "),
                    "requested": day(row.requested_date),
                    "booked": day(row.booked_date),
                    "confirmed": day(row.confirmed_date),
                    "window": row.window.upper() if row.window != "any" else "",
                    "works": works_name or "",
                    "haulier": haulier_name or "",
                    "site": row.site_postcode,
                    "offload": (row.offload_method or "").replace("_", " "),
                    "vehicle": row.vehicle,
                    "delivered": day(row.delivered_at),
                    "received by": row.received_by,
                    "failed": row.failure_reason,
                    "failure charge": money(row.failure_charge),
                },
                text="; ".join(items) + (f". Access: {row.access_notes}" if row.access_notes else ""),
                link=f"/call-offs/{row.order_id}",
            )
        )
    return docs


CALL_OFFS = Builder(CALL_OFF, _ids, _build)
