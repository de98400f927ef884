"""Who a task is for: its owner, the assigned users and the involved users (watchers)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from sqlalchemy import select
from sqlalchemy.orm import Session

from api.core.errors import FieldErrors
from api.notifications import service as notifications
from api.tasks.models import Task, TaskRole, TaskUser
from api.users.models import User


def check_users(session: Session, ids: Iterable[int], field: str) -> list[int]:
    """The ids, once each, in order; 422 on `field` when one is not an active user."""
    wanted = list(dict.fromkeys(ids))
    if not wanted:
        return []
    active = set(session.scalars(select(User.id).where(User.id.in_(wanted), User.active.is_(True))))
    unknown = [i for i in wanted if i not in active]
    if unknown:
        raise FieldErrors({field: f"No active user has the id {unknown[0]}."})
    return wanted


def of_task(session: Session, task_id: int, role: str | None = None) -> Sequence[TaskUser]:
    query = select(TaskUser).where(TaskUser.task_id == task_id).order_by(TaskUser.id)
    if role:
        query = query.where(TaskUser.role == role)
    return session.scalars(query).all()


def add(session: Session, task: Task, user_ids: Iterable[int], role: TaskRole | str) -> list[TaskUser]:
    """Add the users in that role (those already there are left as they are); the new rows."""
    have = {row.user_id for row in of_task(session, task.id, str(role))}
    added = [TaskUser(task_id=task.id, user_id=user_id, role=str(role)) for user_id in user_ids if user_id not in have]
    session.add_all(added)
    session.flush()
    return added


def tell(session: Session, task: Task, user_ids: Iterable[int], message: str, actor: User | None) -> None:
    """Notify each user (never the one who did it) with a link to the task."""
    for user_id in dict.fromkeys(user_ids):
        if actor is None or user_id != actor.id:
            notifications.notify(
                session, user_id=user_id, message=message[:500], link=f"/task?id={task.id}", actor=actor
            )


def names(session: Session, user_ids: Iterable[int]) -> dict[int, str]:
    ids = set(user_ids)
    if not ids:
        return {}
    return {u.id: u.full_name for u in session.scalars(select(User).where(User.id.in_(ids)))}
