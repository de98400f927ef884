"""Demo call-offs for the embedded demo mode: a new phase-3 order for Mytholm Meadows (six plots in two phases,
taken directly), its plots called off one by one across the status machine — delivered without proof yet,
confirmed and booked for tomorrow, failed and rescheduled, cancelled, and two not yet booked near their order-by
dates. Adds records only: the demo's quotes, orders, products and organisations stay as they are."""

from __future__ import annotations

from datetime import date, timedelta
from decimal import Decimal
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.catalogue.models import Product
from api.crm import Address, AddressType, Contact, Kind, Organisation
from api.db import utcnow
from api.orders import service as orders
from api.orders.models import Order, OrderPlot
from api.orders.schemas import OrderIn
from api.projects.models import Project
from api.schedules.models import CallOff, CallOffStatus
from api.schedules.schemas.requests import CallOffAddIn
from api.schedules.service import editing, status
from api.users.models import User

S = CallOffStatus
LINES = (("IBT-TRR", "6000"), ("IBV-CRM", "1000"), ("HH-SH100", "300"))
PLOTS = (("31", "Holme", "Phase 3a"), ("32", "Holme", "Phase 3a"), ("33", "Wessenden", "Phase 3a"))
PLOTS += (("34", "Holme", "Phase 3b"), ("35", "Wessenden", "Phase 3b"), ("36", "Wessenden", "Phase 3b"))


def _order(session: Session, admin: User) -> Order | None:
    customer = session.scalar(select(Organisation).where(Organisation.name == "Calder Valley Homes"))
    products = {p.code: p for p in session.scalars(select(Product).where(Product.code.in_([c for c, _ in LINES])))}
    if customer is None or len(products) < len(LINES):
        return None
    site = session.scalar(
        select(Address).where(Address.organisation_id == customer.id, Address.address_type == AddressType.site.value)
    )
    project = session.scalar(select(Project).where(Project.name == "Mytholm Meadows"))
    lines = [
        {
            "product_id": products[code].id,
            "code": code,
            "description": products[code].name,
            "quantity": str(Decimal(per_plot) * len(PLOTS)),
            "unit": products[code].selling_unit,
            "cost_price": str(products[code].cost_price),
            "sell_price": str(products[code].list_price),
            "lead_time_days": products[code].lead_time_days,
        }
        for code, per_plot in LINES
    ]
    plots = [
        {
            "plot_number": number,
            "house_type": house,
            "quantities": [{"line": i, "quantity": per_plot} for i, (_, per_plot) in enumerate(LINES)],
        }
        for number, house, _ in PLOTS
    ]
    data = OrderIn.model_validate(
        {
            "customer_id": customer.id,
            "project_id": project.id if project else None,
            "delivery_address_id": site.id if site else None,
            "account_manager_id": admin.id,
            "po_number": "CVH-PO-2502",
            "notes": "Phase 3, plots 31 to 36: called off plot by plot, crane offload.",
            "lines": lines,
            "plots": plots,
        }
    )
    order = orders.create(session, data, admin)
    for plot in session.scalars(select(OrderPlot).where(OrderPlot.order_id == order.id)):
        plot.phase = next(phase for number, _, phase in PLOTS if number == plot.plot_number)
    return order


def _call_off(session: Session, order: Order, plot: OrderPlot, when: date, admin: User, **fields: Any) -> CallOff:
    works = session.scalar(
        select(Organisation).where(Organisation.name.ilike("%ibstock%"), Organisation.kind == Kind.supplier.value)
    )
    haulier = session.scalar(select(Organisation).where(Organisation.category == "Haulier"))
    contact = session.scalar(select(Contact).where(Contact.organisation_id == order.customer_id))
    data = CallOffAddIn.model_validate(
        {
            "order_id": order.id,
            "plot_ids": [plot.id],
            "requested_date": when,
            "window": "am",
            "offload_method": "crane",
            "vehicle": "rigid",
            "site_contact_id": contact.id if contact else None,
            "supplier_id": works.id if works else None,
            "haulier_id": haulier.id if haulier else None,
            **fields,
        }
    )
    return editing.add(session, data, admin)


def _walk(session: Session, row: CallOff, admin: User, *moves: status.Move) -> None:
    for move in moves:
        status.move(session, row, move, actor=admin)


def seed_call_offs(session: Session, admin: User) -> list[CallOff]:
    """Nothing when there are call-offs already, or the demo customer or products are missing."""
    if session.scalar(select(func.count()).select_from(CallOff)):
        return []
    order = _order(session, admin)
    if order is None:
        return []
    today = date.today()
    plots = list(session.scalars(select(OrderPlot).where(OrderPlot.order_id == order.id).order_by(OrderPlot.position)))
    made = []
    delivered = _call_off(session, order, plots[0], today - timedelta(days=4), admin)
    _walk(
        session,
        delivered,
        admin,
        status.Move(S.booked, day=today - timedelta(days=4)),
        status.Move(S.confirmed),
        status.Move(S.dispatched),
        status.Move(
            S.delivered,
            received_by="Gary Wood (site manager)",
            pallets_delivered=13,
            delivered_at=utcnow() - timedelta(days=4),
        ),
    )
    made.append(delivered)
    tomorrow = today + timedelta(days=1)
    confirmed = _call_off(session, order, plots[1], tomorrow, admin, booked_date=tomorrow)
    _walk(session, confirmed, admin, status.Move(S.confirmed))
    made.append(confirmed)
    made.append(_call_off(session, order, plots[2], tomorrow, admin, booked_date=tomorrow, window="pm"))
    failed = _call_off(
        session, order, plots[3], today - timedelta(days=2), admin, booked_date=today - timedelta(days=2)
    )
    _walk(
        session,
        failed,
        admin,
        status.Move(S.confirmed),
        status.Move(S.dispatched),
        status.Move(S.failed, reason="Lane blocked by a broken-down tractor", charge=Decimal("185.00")),
        status.Move(S.rescheduled, day=today + timedelta(days=8)),
    )
    made.append(failed)
    made.append(_call_off(session, order, plots[4], today + timedelta(days=14), admin))
    cancelled = _call_off(session, order, plots[5], today + timedelta(days=21), admin)
    _walk(session, cancelled, admin, status.Move(S.cancelled, reason="Plot 36 build delayed to spring"))
    made.append(cancelled)
    session.flush()
    return made
