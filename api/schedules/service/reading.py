"""One call-off as staff read it, and the whole schedule of an order (plots x products with balances)."""

from __future__ import annotations

from datetime import date
from decimal import Decimal
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from api.catalogue.models import Product
from api.crm import Address, Organisation
from api.orders.models import Order, OrderLine, OrderPlot
from api.projects.models import Project
from api.quotes.mappers import address_label, user_ref
from api.records.models import StoredFile
from api.schedules.models import SUBJECT, CallOff, CallOffEvent, CallOffItem
from api.schedules.schemas.out import CallOffOut, CallOffRow, ScheduleOut
from api.schedules.service import balances, board, links, status
from api.users.models import User


def _per(quantity: Decimal, size: int | None) -> Decimal | None:
    return (quantity / size).quantize(Decimal("0.01")) if size else None


def products_of(session: Session, lines: list[OrderLine]) -> dict[int, Product]:
    ids = {line.product_id for line in lines if line.product_id is not None}
    return {p.id: p for p in session.scalars(select(Product).where(Product.id.in_(ids)))} if ids else {}


def proofs_of(session: Session, call_off_id: int) -> list[StoredFile]:
    return proofs_of_many(session, [call_off_id]).get(call_off_id, [])


def proofs_of_many(session: Session, call_off_ids: list[int]) -> dict[int, list[StoredFile]]:
    """The proofs of each call-off, oldest first, in one query."""
    result: dict[int, list[StoredFile]] = {}
    if not call_off_ids:
        return result
    for found in session.scalars(
        select(StoredFile)
        .where(StoredFile.subject_type == SUBJECT, StoredFile.subject_id.in_(call_off_ids))
        .order_by(StoredFile.subject_id, StoredFile.created_at, StoredFile.id)
    ):
        result.setdefault(found.subject_id, []).append(found)
    return result


def items_of(session: Session, row: CallOff) -> list[dict[str, Any]]:
    return items_of_many(session, [row.id]).get(row.id, [])


def items_of_many(session: Session, call_off_ids: list[int]) -> dict[int, list[dict[str, Any]]]:
    """The items of each call-off (by plot, then line), with packs and pallets, in two queries."""
    result: dict[int, list[dict[str, Any]]] = {}
    if not call_off_ids:
        return result
    found = session.execute(
        select(
            CallOffItem.call_off_id,
            CallOffItem.id,
            CallOffItem.plot_id,
            CallOffItem.quantity,
            CallOffItem.delivered_quantity,
            OrderPlot.plot_number,
            OrderLine.id,
            OrderLine.code,
            OrderLine.description,
            OrderLine.unit,
            OrderLine.product_id,
        )
        .join(OrderLine, OrderLine.id == CallOffItem.line_id)
        .outerjoin(OrderPlot, OrderPlot.id == CallOffItem.plot_id)
        .where(CallOffItem.call_off_id.in_(call_off_ids))
        .order_by(CallOffItem.call_off_id, OrderPlot.position, OrderLine.position, CallOffItem.id)
    ).all()
    product_ids = {r[10] for r in found if r[10] is not None}
    sizes = (
        {
            pid: (pack, pallet)
            for pid, pack, pallet in session.execute(
                select(Product.id, Product.units_per_pack, Product.units_per_pallet).where(Product.id.in_(product_ids))
            )
        }
        if product_ids
        else {}
    )
    for call_off_id, item_id, plot_id, quantity, delivered, plot_number, line_id, code, text, unit, pid in found:
        pack, pallet = sizes.get(pid, (None, None)) if pid else (None, None)
        result.setdefault(call_off_id, []).append(
            {
                "item_id": item_id,
                "plot_id": plot_id,
                "plot_number": plot_number or "",
                "line_id": line_id,
                "code": code,
                "description": text,
                "unit": unit,
                "quantity": quantity,
                "delivered_quantity": delivered,
                "packs": _per(quantity, pack),
                "pallets": _per(quantity, pallet),
            }
        )
    return result


def detail(session: Session, row: CallOff) -> CallOffOut:
    head = CallOffRow.model_validate(board.read(session, [row.id], (CallOff.id,), date.today())[0])
    event_rows = session.scalars(
        select(CallOffEvent)
        .where(CallOffEvent.call_off_id == row.id)
        .order_by(CallOffEvent.created_at, CallOffEvent.id)
    )
    creator = session.get(User, row.created_by_id) if row.created_by_id else None
    weight = head.weight_kg or Decimal("0")
    return CallOffOut.model_validate(
        {
            **head.model_dump(),
            "site_contact_id": row.site_contact_id,
            "site_contact_name": row.site_contact_name,
            "site_contact_phone": row.site_contact_phone,
            "access_notes": row.access_notes,
            "offload_method": row.offload_method,
            "capacity_kg": row.capacity_kg,
            "capacity_pallets": row.capacity_pallets,
            "over_capacity": weight > row.capacity_kg or (head.pallets or 0) > row.capacity_pallets,
            "pallets_delivered": row.pallets_delivered,
            "delivered_at": row.delivered_at,
            "received_by": row.received_by,
            "failure_reason": row.failure_reason,
            "failure_charge": row.failure_charge,
            "override_reason": row.override_reason,
            "proposal_notes": row.proposal_notes,
            "notes": row.notes,
            "items": items_of(session, row),
            "events": [
                {
                    "from_status": e.from_status,
                    "to_status": e.to_status,
                    "by": e.actor_name,
                    "user_id": e.actor_id,
                    "client_address": e.client_address,
                    "note": e.note,
                    "at": e.created_at,
                }
                for e in event_rows
            ],
            "proofs": [
                {
                    "file_id": f.id,
                    "name": f.name,
                    "content_type": f.content_type,
                    "size_bytes": f.size_bytes,
                    "uploaded_at": f.created_at,
                }
                for f in proofs_of(session, row.id)
            ],
            "links": [links.out(link) for link in links.of_call_off(session, row.id)],
            "next_statuses": status.next_statuses(row),
            "created_by": user_ref(creator),
            "created_at": row.created_at,
            "updated_at": row.updated_at,
            "version": row.version,
        }
    )


def head(session: Session, order: Order) -> dict[str, Any]:
    customer = session.get(Organisation, order.customer_id)
    project = session.get(Project, order.project_id) if order.project_id else None
    manager = session.get(User, order.account_manager_id) if order.account_manager_id else None
    address = session.get(Address, order.delivery_address_id) if order.delivery_address_id else None
    return {
        "order_id": order.id,
        "number": order.number,
        "status": order.status,
        "customer": {
            "id": order.customer_id,
            "name": customer.name if customer else "",
            "kind": customer.kind if customer else "customer",
        },
        "project": {"id": project.id, "name": project.name} if project else None,
        "account_manager": user_ref(manager),
        "site": address_label(address),
    }


def line_balances(session: Session, order: Order, figures: balances.OrderBalances) -> list[dict[str, Any]]:
    lines = list(session.scalars(select(OrderLine).where(OrderLine.order_id == order.id).order_by(OrderLine.position)))
    products = products_of(session, lines)
    result = []
    for line in lines:
        product = products.get(line.product_id) if line.product_id else None
        result.append(
            {
                **figures.lines[line.id].out(),
                "line_id": line.id,
                "position": line.position,
                "product_id": line.product_id,
                "code": line.code,
                "description": line.description,
                "unit": line.unit,
                "units_per_pack": product.units_per_pack if product else None,
                "units_per_pallet": product.units_per_pallet if product else None,
                "weight_kg": product.weight_kg if product else None,
                "lead_time_days": line.lead_time_days
                if line.lead_time_days is not None
                else (product.lead_time_days if product else None),
                "packs": _per(line.quantity, product.units_per_pack if product else None),
                "pallet_count": _per(line.quantity, product.units_per_pallet if product else None),
            }
        )
    return result


def plot_balances(session: Session, order: Order, figures: balances.OrderBalances, line_ids: list[int]) -> list[Any]:
    plots = session.scalars(select(OrderPlot).where(OrderPlot.order_id == order.id).order_by(OrderPlot.position))
    result = []
    for plot in plots:
        cells = [{"line_id": line_id, **figures.cell(plot.id, line_id).out()} for line_id in line_ids]
        total = balances.Figures()
        for line_id in line_ids:
            total.add(figures.cell(plot.id, line_id))
        result.append(
            {
                **total.out(),
                "plot_id": plot.id,
                "plot_number": plot.plot_number,
                "house_type": plot.house_type,
                "phase": plot.phase,
                "cells": cells,
            }
        )
    return result


FIGURES = ("ordered", "called_off", "delivered", "remaining")


def _as_json_figures(part: dict[str, Any]) -> dict[str, Any]:
    """The balance's figures written as `Figure` writes them in JSON (three decimals)."""
    for key in FIGURES:
        part[key] = f"{part[key]:.3f}"
    return part


def schedule_data(session: Session, order: Order) -> dict[str, Any]:
    """The schedule of an order as plain data ready for JSON, shaped as `ScheduleOut`: thousands of cells and
    hundreds of call-offs, so neither ORM rows nor validated one by one."""
    figures = balances.of_order(session, order.id)
    lines = line_balances(session, order, figures)
    plots = plot_balances(session, order, figures, [line["line_id"] for line in lines])
    for plot in plots:
        _as_json_figures(plot)
        for cell in plot["cells"]:
            _as_json_figures(cell)
    ids = list(session.scalars(select(CallOff.id).where(CallOff.order_id == order.id)))
    return _as_json_figures(
        {
            **head(session, order),
            **figures.total().out(),
            "lines": [_as_json_figures(line) for line in lines],
            "plots": plots,
            "call_offs": board.read(session, ids, (CallOff.requested_date, CallOff.id), date.today()),
            "links": [links.out(link).model_dump(mode="json") for link in links.of_order(session, order.id)],
        }
    )


def schedule(session: Session, order: Order) -> ScheduleOut:
    return ScheduleOut.model_validate(schedule_data(session, order))
