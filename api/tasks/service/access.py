"""Who sees a task: its owner, its assigned and involved users; managers and admins see every task. A task the
user may not see is answered as not found (its existence is not told)."""

from __future__ import annotations

from sqlalchemy import exists, or_, select
from sqlalchemy.orm import Session
from sqlalchemy.sql.elements import ColumnElement

from api.core.errors import Forbidden, NotFound
from api.tasks.models import Task, TaskUser
from api.users.models import Role, User

NOT_FOUND = "This task does not exist, or it is not one of yours."


def sees_all(user: User) -> bool:
    return user.role in (Role.manager.value, Role.admin.value)


def part_of(user_id: int, role: str | None = None) -> ColumnElement[bool]:
    """The tasks `user_id` takes part in (in `role`, or any)."""
    condition = (TaskUser.task_id == Task.id) & (TaskUser.user_id == user_id)
    if role is not None:
        condition = condition & (TaskUser.role == role)
    return exists(select(TaskUser.id).where(condition))


def mine(user_id: int) -> ColumnElement[bool]:
    return or_(Task.owner_id == user_id, part_of(user_id))


def visible(user: User) -> ColumnElement[bool] | None:
    """The condition a task must meet for `user` to see it (None: every task)."""
    return None if sees_all(user) else mine(user.id)


def can_see(session: Session, user: User, task: Task) -> bool:
    if sees_all(user) or task.owner_id == user.id:
        return True
    taking_part = select(TaskUser.id).where(TaskUser.task_id == task.id, TaskUser.user_id == user.id).limit(1)
    return session.scalar(taking_part) is not None


def get(session: Session, user: User, task_id: int, *, for_update: bool = False) -> Task:
    task = session.get(Task, task_id, with_for_update=for_update)
    if task is None or not can_see(session, user, task):
        raise NotFound(NOT_FOUND)
    return task


def check_may_delete(user: User, task: Task) -> None:
    if not (sees_all(user) or task.owner_id == user.id):
        raise Forbidden("Only the task's owner, a manager or an admin may delete it.")


def acting_as(session: Session, user: User, user_id: int) -> User:
    """`userId` in a body says who does it: the caller (an admin may act for anyone)."""
    if not user.acts_for(user_id):
        raise Forbidden("You can only act as yourself.")
    if user_id == user.id:
        return user
    other = session.get(User, user_id)
    if other is None:
        raise NotFound("This user does not exist.")
    return other
