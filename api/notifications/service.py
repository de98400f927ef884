"""In-app notifications: each user reads and deletes their own; admins may act on anyone's."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sqlalchemy import bindparam, delete, select
from sqlalchemy.orm import Session

from api.core.errors import FieldErrors, Forbidden, NotFound
from api.notifications.models import Notification
from api.users.models import User

LIST_LIMIT = 100


def notify(session: Session, *, user_id: int, message: str, link: str = "", actor: User | None = None) -> Notification:
    if session.get(User, user_id) is None:
        raise FieldErrors({"userId": "This user does not exist."})
    row = Notification(user_id=user_id, message=message, link=link, created_by_id=actor.id if actor else None)
    session.add(row)
    session.flush()
    return row


# The user's newest notifications as plain rows of the columns NotificationOut shows (ORM objects built and
# tracked cost more than the query), in a statement written once.
_LISTED = (
    select(Notification.id, Notification.user_id, Notification.message, Notification.link, Notification.created_at)
    .where(Notification.user_id == bindparam("user_id"))
    .order_by(Notification.created_at.desc(), Notification.id.desc())
    .limit(LIST_LIMIT)
)


def _check_for(session: Session, actor: User, user_id: int, what: str) -> None:
    """Only the user's own, or anyone's for an admin; someone else's id that names no user is a 404 (it answered
    an empty list, or cleared nothing, as if the user existed)."""
    if not actor.acts_for(user_id):
        raise Forbidden(f"You can only {what} your own notifications.")
    if user_id != actor.id and session.get(User, user_id) is None:
        raise NotFound("This user does not exist.")


def list_for(session: Session, *, actor: User, user_id: int) -> Sequence[Any]:
    """The user's notifications, newest first: rows of `id`, `user_id`, `message`, `link` and `created_at`."""
    _check_for(session, actor, user_id, "read")
    return session.execute(_LISTED, {"user_id": user_id}).all()


def remove(session: Session, *, actor: User, notification_id: int) -> None:
    row = session.get(Notification, notification_id)
    if row is None or not actor.acts_for(row.user_id):
        raise NotFound("This notification does not exist.")
    session.delete(row)
    session.flush()


def clear(session: Session, *, actor: User, user_id: int) -> int:
    _check_for(session, actor, user_id, "clear")
    result = session.execute(delete(Notification).where(Notification.user_id == user_id))
    return int(getattr(result, "rowcount", 0) or 0)
