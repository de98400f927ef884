"""Public links: the site's (the order's schedule, read only) and the works' or haulier's (one call-off, which
they move). Unguessable (a random uuid), revocable, and expiring; an unknown, revoked or expired link is simply
not found."""

from __future__ import annotations

from datetime import timedelta

from sqlalchemy import select
from sqlalchemy.orm import Session

from api.core.errors import NotFound
from api.core.fields import exact_uuid
from api.db import utcnow
from api.records.service import activity
from api.schedules.models import SUBJECT, LinkAudience, ScheduleLink
from api.schedules.schemas.out import LinkOut
from api.settings import get_settings
from api.users.models import User

NOT_FOUND = "This link does not exist, has expired or was withdrawn."
# How long a link works after it was last mailed.
LINK_DAYS = {LinkAudience.site: 180, LinkAudience.works: 60, LinkAudience.haulier: 60}


def url(link: ScheduleLink) -> str:
    return f"{get_settings().public_url.rstrip('/')}/call-offs/{link.token}"


def out(link: ScheduleLink) -> LinkOut:
    now = utcnow()
    return LinkOut(
        link_id=link.id,
        audience=LinkAudience(link.audience),
        schedule_id=link.call_off_id,
        email=link.email,
        url=url(link),
        expires_at=link.expires_at,
        revoked_at=link.revoked_at,
        last_used_at=link.last_used_at,
        active=link.revoked_at is None and link.expires_at > now,
    )


def issue(
    session: Session, order_id: int, call_off_id: int | None, audience: LinkAudience, email: str, actor: User
) -> ScheduleLink:
    """The live link for this order/call-off, audience and address (its expiry pushed back), or a new one."""
    expires = utcnow() + timedelta(days=LINK_DAYS[audience])
    existing = session.scalars(
        select(ScheduleLink).where(
            ScheduleLink.order_id == order_id,
            ScheduleLink.call_off_id.is_(None) if call_off_id is None else ScheduleLink.call_off_id == call_off_id,
            ScheduleLink.audience == audience.value,
            ScheduleLink.email == email,
            ScheduleLink.revoked_at.is_(None),
            ScheduleLink.expires_at > utcnow(),
        )
    ).first()
    if existing is not None:
        existing.expires_at = expires
        return existing
    link = ScheduleLink(
        order_id=order_id,
        call_off_id=call_off_id,
        audience=audience.value,
        email=email,
        expires_at=expires,
        created_by_id=actor.id,
    )
    session.add(link)
    session.flush()
    return link


def revoke(session: Session, link_id: int, actor: User) -> ScheduleLink:
    link = session.get(ScheduleLink, link_id, with_for_update=True)
    if link is None:
        raise NotFound("This link does not exist.")
    if link.revoked_at is None:
        link.revoked_at = utcnow()
        summary = f"Public {link.audience} link to {link.email or 'the schedule'} withdrawn"
        activity.record(session, "order", link.order_id, actor, "link_revoked", summary)
        if link.call_off_id is not None:
            activity.record(session, SUBJECT, link.call_off_id, actor, "link_revoked", summary)
    session.flush()
    return link


def live(session: Session, token: str, *, for_update: bool = False) -> ScheduleLink:
    """The link behind a public token: anything unknown, withdrawn or expired is 404 alike."""
    value = exact_uuid(token)
    if value is None:
        raise NotFound(NOT_FOUND)
    query = select(ScheduleLink).where(ScheduleLink.token == value)
    link = session.scalars(query.with_for_update() if for_update else query).first()
    if link is None or link.revoked_at is not None or link.expires_at <= utcnow():
        raise NotFound(NOT_FOUND)
    return link


def of_order(session: Session, order_id: int) -> list[ScheduleLink]:
    return list(
        session.scalars(
            select(ScheduleLink).where(ScheduleLink.order_id == order_id).order_by(ScheduleLink.created_at.desc())
        )
    )


def of_call_off(session: Session, call_off_id: int) -> list[ScheduleLink]:
    return list(
        session.scalars(
            select(ScheduleLink).where(ScheduleLink.call_off_id == call_off_id).order_by(ScheduleLink.created_at.desc())
        )
    )
