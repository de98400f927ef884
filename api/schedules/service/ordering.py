"""Cancelling an order with its open call-offs (managers and admins): refused while a load is on its way, or once
the order is delivered; every call-off still to come is cancelled with the reason, each move stamped."""

from __future__ import annotations

from sqlalchemy.orm import Session

from api.core.errors import Conflict
from api.orders.models import SUBJECT as ORDER_SUBJECT
from api.orders.models import Order, OrderStatus
from api.records.service import activity
from api.records.service.rules import require_manager
from api.schedules.models import CallOffStatus
from api.schedules.service import calloffs, status
from api.users.models import User

S = CallOffStatus
# Call-offs still to come, cancelled with the order.
CANCELLABLE = (S.requested.value, S.booked.value, S.confirmed.value, S.failed.value, S.rescheduled.value)


def cancel_order(session: Session, order_id: int, reason: str, actor: User) -> Order:
    require_manager(actor, "cancel an order")
    order = calloffs.order_of(session, order_id, for_update=True)
    if order.status != OrderStatus.open.value:
        raise Conflict(f"Order {order.number} is {order.status}: only an open order can be cancelled.")
    rows = calloffs.of_order(session, order.id)
    moving = [row.number for row in rows if row.status == S.dispatched.value]
    if moving:
        raise Conflict(
            f"Order {order.number} has a load on its way ({', '.join(moving)}): record it delivered or failed first."
        )
    for row in rows:
        if row.status in CANCELLABLE:
            session.refresh(row, with_for_update=True)
            status.move(session, row, status.Move(target=S.cancelled, reason=reason), actor=actor)
    order.status = OrderStatus.cancelled.value
    order.version += 1
    activity.record(
        session,
        ORDER_SUBJECT,
        order.id,
        actor,
        "cancel",
        f"Order {order.number} cancelled: {reason}",
        {"status": [OrderStatus.open.value, OrderStatus.cancelled.value]},
    )
    session.flush()
    return order
