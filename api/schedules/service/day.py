"""The day's delivery warnings: a call-off due tomorrow and not confirmed, or delivered two days ago or more
without a proof of delivery. They show on the account manager's Home (`myDay` deliveries), and a daily beat job
notifies the account manager once per call-off and warning."""

from __future__ import annotations

from datetime import UTC, date, datetime, time, timedelta

from celery.schedules import crontab
from sqlalchemy import and_, func, or_, select
from sqlalchemy.orm import Session

from api.core.jobs import job
from api.db import get_sessionmaker, utcnow
from api.notifications import service as notifications
from api.orders.models import Order
from api.records.models import StoredFile
from api.schedules.models import SUBJECT, CallOff, CallOffStatus
from api.schedules.schemas.out import DeliveryWarningOut
from api.schedules.service import rows

S = CallOffStatus
UNCONFIRMED = (S.requested.value, S.booked.value, S.rescheduled.value)
DELIVERED = (S.delivered.value, S.part_delivered.value)
PROOF_DAYS = 2


def due(session: Session, day: date, user_id: int | None = None) -> list[tuple[CallOff, str]]:
    """(call-off, reason) for the warnings of `day`, for one account manager or everyone's."""
    tomorrow = day + timedelta(days=1)
    cutoff = datetime.combine(day - timedelta(days=PROOF_DAYS - 1), time.min, tzinfo=UTC)
    planned = func.coalesce(CallOff.confirmed_date, CallOff.booked_date, CallOff.requested_date)
    proof = select(StoredFile.id).where(StoredFile.subject_type == SUBJECT, StoredFile.subject_id == CallOff.id)
    query = (
        select(CallOff)
        .join(Order, Order.id == CallOff.order_id)
        .where(
            or_(
                and_(CallOff.status.in_(UNCONFIRMED), planned == tomorrow),
                and_(CallOff.status.in_(DELIVERED), CallOff.delivered_at < cutoff, ~proof.exists()),
            )
        )
        .order_by(CallOff.delivered_at.nulls_first(), CallOff.id)
    )
    if user_id is not None:
        query = query.where(Order.account_manager_id == user_id)
    return [(row, "no_proof" if row.status in DELIVERED else "due_unconfirmed") for row in session.scalars(query)]


def _message(row: CallOff, reason: str) -> str:
    if reason == "no_proof":
        when = f"{row.delivered_at:%d %b}" if row.delivered_at else "earlier"
        return f"{row.number} was delivered on {when} and has no proof of delivery yet."
    return f"{row.number} is due tomorrow and the works have not confirmed it."


def deliveries(session: Session, user_id: int, day: date) -> list[DeliveryWarningOut]:
    found = due(session, day, user_id)
    built = rows.build(session, [row for row, _ in found], day)
    return [
        DeliveryWarningOut.model_validate({**head.model_dump(), "reason": reason, "message": _message(row, reason)})
        for head, (row, reason) in zip(built, found, strict=True)
    ]


def warn(session: Session, day: date | None = None) -> int:
    """Notify each account manager once per call-off and warning; return how many were told."""
    day = day or date.today()
    told = 0
    for row, reason in due(session, day):
        stamp = "warned_no_proof_at" if reason == "no_proof" else "warned_unconfirmed_at"
        if getattr(row, stamp) is not None:
            continue
        order = session.get(Order, row.order_id)
        setattr(row, stamp, utcnow())
        if order is None or order.account_manager_id is None:
            continue
        notifications.notify(
            session, user_id=order.account_manager_id, message=_message(row, reason), link=f"/call-offs/{order.id}"
        )
        told += 1
    return told


@job("schedules.warn", schedule=crontab(hour=7, minute=0))
def warn_job() -> int:
    """Daily (Celery beat): tell account managers about call-offs due tomorrow unconfirmed or without proof."""
    with get_sessionmaker().begin() as session:
        return warn(session)
