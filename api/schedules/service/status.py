"""The call-off's status machine:

    requested → booked → confirmed → dispatched → delivered → proof_received
    dispatched → part_delivered (the shortfall returns to the balance) → proof_received
    booked / confirmed / dispatched → failed (reason, charge) → rescheduled (a new requested date) → booked
    booked / confirmed → rescheduled;  anything not yet on its way → cancelled

A move the machine does not allow is refused (409) with why. Each move is an event (who, when); the order becomes
delivered when every plot's balance has been delivered."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime
from decimal import Decimal

from sqlalchemy import select
from sqlalchemy.orm import Session

from api.core.errors import Conflict, FieldErrors
from api.db import utcnow
from api.orders.models import Order, OrderStatus
from api.records.models import StoredFile
from api.records.service.rules import check_version
from api.schedules.models import SUBJECT, CallOff, CallOffItem, CallOffStatus, Window
from api.schedules.schemas.requests import StatusIn
from api.schedules.service import balances, calloffs, events
from api.users.models import User

S = CallOffStatus
MOVES: dict[S, tuple[S, ...]] = {
    S.requested: (S.booked, S.cancelled),
    S.booked: (S.confirmed, S.rescheduled, S.failed, S.cancelled),
    S.confirmed: (S.dispatched, S.booked, S.rescheduled, S.failed, S.cancelled),
    S.dispatched: (S.delivered, S.part_delivered, S.failed),
    S.delivered: (S.proof_received,),
    S.part_delivered: (S.proof_received,),
    S.failed: (S.rescheduled, S.cancelled),
    S.rescheduled: (S.booked, S.cancelled),
    S.proof_received: (),
    S.cancelled: (),
}
# Only these moves change what was delivered, so only they can make the order delivered (reading the whole
# order's balance on every other move would cost the most on the biggest orders).
SETTLING = (S.delivered, S.part_delivered, S.proof_received)
# Why a move is refused, for the moves people try most.
WHY = {
    (S.requested, S.confirmed): "it has not been booked with the works yet: book it first",
    (S.requested, S.dispatched): "it has not been booked with the works yet",
    (S.booked, S.dispatched): "the works have not confirmed the booked date yet",
    (S.requested, S.delivered): "it has not been dispatched yet",
    (S.booked, S.delivered): "it has not been dispatched yet",
    (S.confirmed, S.delivered): "it has not been dispatched yet: mark it dispatched first",
    (S.dispatched, S.cancelled): "it is on its way: record it delivered, part delivered or failed",
    (S.requested, S.proof_received): "it has not been delivered yet",
    (S.dispatched, S.proof_received): "it has not been delivered yet",
    (S.delivered, S.failed): "it was delivered",
    (S.failed, S.booked): "a failed delivery is rescheduled (with a new requested date) before it is booked again",
}


def next_statuses(row: CallOff) -> list[S]:
    return list(MOVES[S(row.status)])


def refuse(row: CallOff, target: S) -> None:
    current = S(row.status)
    if target in MOVES[current]:
        return
    if current == target:
        raise Conflict(f"Call-off {row.number} is already {calloffs.label(row.status).lower()}.")
    why = WHY.get((current, target))
    if why is None:
        allowed = ", ".join(calloffs.label(s).lower() for s in MOVES[current])
        why = (
            f"from {calloffs.label(row.status).lower()} it can only become {allowed}"
            if allowed
            else ("its story is over")
        )
    raise Conflict(
        f"Call-off {row.number} cannot become {calloffs.label(target).lower()}: "
        f"it is {calloffs.label(row.status).lower()}, and {why}."
    )


@dataclass
class Move:
    """A move as staff or a public link ask for it."""

    target: S
    day: date | None = None
    window: Window | None = None
    reason: str = ""
    charge: Decimal | None = None
    delivered: dict[int, Decimal] | None = None
    pallets_delivered: int | None = None
    received_by: str = ""
    delivered_at: datetime | None = None
    note: str = ""


def has_proof(session: Session, row: CallOff) -> bool:
    return (
        session.scalar(
            select(StoredFile.id).where(StoredFile.subject_type == SUBJECT, StoredFile.subject_id == row.id).limit(1)
        )
        is not None
    )


def _apply(session: Session, row: CallOff, move: Move) -> str:
    """Set the fields the move changes; return the event's note. 422 naming the field for missing input."""
    target = move.target
    if target == S.booked:
        day = move.day or row.booked_date
        if day is None:
            raise FieldErrors({"date": "Give the date booked with the works."})
        row.booked_date = day
        row.confirmed_date = None
        row.proposed_date = None
        return f"booked for {day:%d %b %Y}"
    if target == S.confirmed:
        row.confirmed_date = move.day or row.booked_date
        row.proposed_date = None
        return f"confirmed for {row.confirmed_date:%d %b %Y}" if row.confirmed_date else ""
    if target == S.rescheduled:
        if move.day is None:
            raise FieldErrors({"date": "Give the new requested date."})
        row.requested_date = move.day
        row.booked_date = row.confirmed_date = row.proposed_date = None
        return f"new requested date {move.day:%d %b %Y}"
    if target == S.failed:
        if not move.reason:
            raise FieldErrors({"reason": "Say why the delivery failed."})
        row.failure_reason = move.reason
        row.failure_charge = move.charge
        return move.reason + (f" (charge £{move.charge:,.2f})" if move.charge else "")
    if target in (S.delivered, S.part_delivered):
        _delivered(session, row, move)
        return f"received by {row.received_by}" if row.received_by else ""
    if target == S.proof_received and not has_proof(session, row):
        raise Conflict(f"Call-off {row.number} has no proof of delivery yet: upload the signed docket or a photo.")
    if target == S.cancelled:
        return move.reason
    return ""


def _delivered(session: Session, row: CallOff, move: Move) -> None:
    rows = list(session.scalars(select(CallOffItem).where(CallOffItem.call_off_id == row.id).order_by(CallOffItem.id)))
    if move.target == S.delivered:
        for item in rows:
            item.delivered_quantity = item.quantity
    else:
        given = move.delivered or {}
        ids = {item.id for item in rows}
        errors = {
            f"delivered.{i}.item_id": "This item is not on this call-off." for i, k in enumerate(given) if k not in ids
        }
        if not given:
            errors["delivered"] = "Say what arrived: the quantity delivered of each item."
        for i, (item_id, quantity) in enumerate(given.items()):
            found = next((r for r in rows if r.id == item_id), None)
            if found is not None and quantity > found.quantity:
                errors[f"delivered.{i}.quantity"] = "More than was called off: record it delivered in full instead."
        if errors:
            raise FieldErrors(errors)
        for item in rows:
            item.delivered_quantity = given.get(item.id, Decimal("0"))
        if all(item.delivered_quantity >= item.quantity for item in rows):
            raise FieldErrors({"delivered": "Everything arrived: record it delivered rather than part delivered."})
    row.delivered_at = move.delivered_at or utcnow()
    row.received_by = move.received_by or row.received_by
    if move.pallets_delivered is not None:
        row.pallets_delivered = move.pallets_delivered


def move(
    session: Session,
    row: CallOff,
    change: Move,
    *,
    actor: User | None = None,
    name: str = "",
    address: str = "",
) -> CallOff:
    """Move `row` (locked by the caller) along the machine, stamp the event, and settle the order's status."""
    refuse(row, change.target)
    note = _apply(session, row, change)
    if change.window is not None:
        row.window = change.window.value
    before = row.status
    row.status = change.target.value
    calloffs.touch(row)
    events.stamp(session, row, before, row.status, actor=actor, name=name, address=address, note=change.note or note)
    session.flush()
    if change.target in SETTLING:
        settle_order(session, row.order_id)
    return row


def settle_order(session: Session, order_id: int) -> None:
    """An open order whose every plot (or line) has been delivered becomes delivered."""
    order = session.get(Order, order_id, with_for_update=True)
    if order is None or order.status != OrderStatus.open.value:
        return
    if balances.of_order(session, order_id).all_delivered():
        order.status = OrderStatus.delivered.value
        order.version += 1


def staff_move(session: Session, data: StatusIn, actor: User) -> CallOff:
    row = calloffs.get(session, data.schedule_id, for_update=True)
    check_version(row, data.version, calloffs.LABEL)
    change = Move(
        target=data.status,
        day=data.date,
        window=data.window,
        reason=data.reason,
        charge=data.charge,
        delivered={d.item_id: d.quantity for d in data.delivered},
        pallets_delivered=data.pallets_delivered,
        received_by=data.received_by,
        delivered_at=data.delivered_at,
        note=data.note,
    )
    return move(session, row, change, actor=actor)


def cancel(session: Session, call_off_id: int, reason: str, actor: User) -> CallOff:
    row = calloffs.get(session, call_off_id, for_update=True)
    return move(session, row, Move(target=S.cancelled, reason=reason), actor=actor)
