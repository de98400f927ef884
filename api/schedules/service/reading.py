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
from api.schedules.schemas.out import CallOffOut, CallOffRow
from api.schedules.service import board, grid, links, status
from api.users.models import User


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
    """The items of each call-off (by plot, then line), with packs and pallets, in one query."""
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
            Product.units_per_pack,
            Product.units_per_pallet,
        )
        .join(OrderLine, OrderLine.id == CallOffItem.line_id)
        .outerjoin(Product, Product.id == OrderLine.product_id)
        .outerjoin(OrderPlot, OrderPlot.id == CallOffItem.plot_id)
        .where(board.match_ids(CallOffItem.call_off_id, call_off_ids))
        .order_by(CallOffItem.call_off_id, OrderPlot.position, OrderLine.position, CallOffItem.id)
    )
    for call_off_id, item_id, plot_id, quantity, delivered, number, line_id, code, text, unit, pack, pallet in found:
        result.setdefault(call_off_id, []).append(
            {
                "item_id": item_id,
                "plot_id": plot_id,
                "plot_number": number or "",
                "line_id": line_id,
                "code": code,
                "description": text,
                "unit": unit,
                "quantity": quantity,
                "delivered_quantity": delivered,
                "packs": grid.per(quantity, pack),
                "pallets": grid.per(quantity, pallet),
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


def schedule_data(session: Session, order: Order) -> dict[str, Any]:
    """The schedule of an order as plain data ready for JSON, shaped as `ScheduleOut` (compact cells and call-offs):
    thousands of cells and hundreds of call-offs, added up in the database and never validated one by one."""
    line_rows = grid.lines(session, order.id)
    return {
        **head(session, order),
        **grid.as_text(grid.totals(line_rows)),
        "lines": [grid.as_text(line) for line in line_rows],
        "plots": grid.plots(session, order.id),
        "call_offs": grid.call_offs(session, order.id, date.today()),
        "links": [links.out(link).model_dump(mode="json") for link in links.of_order(session, order.id)],
    }
