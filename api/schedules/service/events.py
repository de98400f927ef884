"""Every status change of a call-off, stamped with who (a user, or the name given on a public link and the
address it came from) and when; the order's activity log gets the same line."""

from __future__ import annotations

from sqlalchemy.orm import Session

from api.orders.models import SUBJECT as ORDER_SUBJECT
from api.records.service import activity
from api.schedules.models import SUBJECT, CallOff, CallOffEvent, CallOffStatus
from api.users.models import User


def stamp(
    session: Session,
    row: CallOff,
    before: str | None,
    after: str,
    *,
    actor: User | None = None,
    name: str = "",
    address: str = "",
    note: str = "",
) -> CallOffEvent:
    event = CallOffEvent(
        call_off_id=row.id,
        from_status=before,
        to_status=after,
        actor_id=actor.id if actor else None,
        actor_name=actor.full_name if actor else name,
        client_address=address,
        note=note,
    )
    session.add(event)
    label = CallOffStatus(after).value.replace("_", " ")
    who = f" by {name}" if name and actor is None else ""
    where = f" — from {address}" if address else ""
    summary = f"Call-off {row.number} {label}{who}{': ' + note if note else ''}{where}"
    changes = {"status": [before or "", after]}
    if address:
        changes["client_address"] = ["", address]
    activity.record(session, SUBJECT, row.id, actor, "status", summary, changes)
    activity.record(session, ORDER_SUBJECT, row.order_id, actor, "call_off", summary, changes)
    return event
