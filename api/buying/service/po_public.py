"""The supplier's answers to a purchase order on its public link (by uuid, no login): read it, acknowledge it,
propose another date or quantities, or decline with a reason. An order never sent is not found; one that is no
longer waiting for an answer gets 409 saying why. Every public action is logged with its time and the client's
address (the first read also sets `opened_at`)."""

from __future__ import annotations

import uuid as uuid_module
from datetime import date

from sqlalchemy import select
from sqlalchemy.orm import Session

from api.buying.models import PO_SUBJECT, PurchaseOrder, PurchaseOrderLine, PurchaseOrderStatus
from api.buying.schemas.orders import PublicAcknowledgeIn, PublicDeclineIn, PublicProposeIn
from api.buying.service import purchase_orders
from api.buying.service.po_reading import OPEN_TO_ANSWER
from api.core import public_links
from api.core.errors import Conflict, FieldErrors, NotFound
from api.db import utcnow
from api.records.service import activity

S = PurchaseOrderStatus
NOT_FOUND = "This purchase order does not exist."


def parse_uuid(value: str) -> uuid_module.UUID:
    return public_links.link_uuid(value, NOT_FOUND)


def sent_order(session: Session, uuid: uuid_module.UUID, *, for_update: bool = False) -> PurchaseOrder:
    statement = select(PurchaseOrder).where(PurchaseOrder.uuid == uuid)
    if for_update:
        statement = statement.with_for_update()
    order = session.scalars(statement).first()
    if order is None or order.status == S.draft.value or order.sent_at is None:
        raise NotFound(NOT_FOUND)
    return order


def log(
    session: Session, order: PurchaseOrder, action: str, summary: str, address: str, **changes: list[object]
) -> None:
    activity.record(
        session,
        PO_SUBJECT,
        order.id,
        None,
        action,
        f"{summary} — from {address}",
        {**changes, "client_address": ["", address]},
    )


def viewed(session: Session, order: PurchaseOrder, address: str, what: str = "viewed") -> None:
    if order.opened_at is None:
        order.opened_at = utcnow()
    log(session, order, "public_view", f"{order.number} {what} by the supplier", address)


def _open(order: PurchaseOrder) -> None:
    if order.status in OPEN_TO_ANSWER:
        return
    when = {
        S.acknowledged.value: order.acknowledged_at,
        S.declined.value: order.declined_at,
    }.get(order.status)
    since = f" on {when:%d %b %Y}" if when else ""
    raise Conflict(f"This order is {order.status.replace('_', ' ')}{since}: it no longer takes an answer here.")


def acknowledge(session: Session, data: PublicAcknowledgeIn, address: str) -> PurchaseOrder:
    order = sent_order(session, data.uuid, for_update=True)
    _open(order)
    before = order.status
    order.status = S.acknowledged.value
    order.acknowledged_at = utcnow()
    order.responded_by = data.name
    purchase_orders.touch(order)
    log(
        session,
        order,
        "acknowledged",
        f"{order.number} acknowledged by {data.name}",
        address,
        status=[before, order.status],
    )
    session.flush()
    return order


def propose(session: Session, data: PublicProposeIn, address: str, today: date | None = None) -> PurchaseOrder:
    order = sent_order(session, data.uuid, for_update=True)
    _open(order)
    today = today or date.today()
    lines = {line.id: line for line in purchase_orders.lines_of(session, order.id)}
    errors: dict[str, str] = {}
    if data.proposed_date is None and not data.lines and not data.notes:
        errors["proposed_date"] = "Propose a date, a quantity or say what you propose."
    if data.proposed_date is not None and data.proposed_date < today:
        errors["proposed_date"] = "Choose a date from today on."
    changes: list[tuple[PurchaseOrderLine, object, object]] = []
    for i, proposed in enumerate(data.lines):
        line = lines.get(proposed.line_id)
        if line is None:
            errors[f"lines.{i}.line_id"] = "This line is not on this order."
            continue
        if proposed.quantity is None and proposed.delivery_date is None:
            errors[f"lines.{i}.quantity"] = "Give another quantity or date for this line."
        if proposed.delivery_date is not None and proposed.delivery_date < today:
            errors[f"lines.{i}.delivery_date"] = "Choose a date from today on."
        changes.append((line, proposed.quantity, proposed.delivery_date))
    if errors:
        raise FieldErrors(errors)
    before = order.status
    for line, quantity, when in changes:
        line.proposed_quantity = quantity  # type: ignore[assignment]
        line.proposed_date = when  # type: ignore[assignment]
    order.status = S.changes_proposed.value
    order.proposed_date = data.proposed_date
    order.proposed_at = utcnow()
    order.proposal_notes = data.notes
    order.responded_by = data.name
    purchase_orders.touch(order)
    parts = []
    if data.proposed_date:
        parts.append(f"delivery on {data.proposed_date:%d %b %Y}")
    if changes:
        parts.append(f"{len(changes)} line(s) changed")
    summary = f"{order.number}: {data.name} proposed {', '.join(parts) or 'changes'}"
    if data.notes:
        summary += f": {data.notes}"
    log(session, order, "changes_proposed", summary, address, status=[before, order.status])
    session.flush()
    return order


def decline(session: Session, data: PublicDeclineIn, address: str) -> PurchaseOrder:
    order = sent_order(session, data.uuid, for_update=True)
    _open(order)
    before = order.status
    order.status = S.declined.value
    order.declined_at = utcnow()
    order.decline_reason = data.reason
    order.responded_by = data.name
    purchase_orders.touch(order)
    summary = f"{order.number} declined by {data.name}: {data.reason}"
    log(session, order, "declined", summary, address, status=[before, order.status])
    session.flush()
    return order
