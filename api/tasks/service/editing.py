"""Editing a task (with its version: a stale save is refused), deleting it, and its people: the owner, the assigned
set, one assignee or watcher added or removed. Owner and assignee changes are logged and mirrored."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from api.core.errors import Conflict, NotFound
from api.records.service import activity
from api.records.service.rules import check_version
from api.tasks.models import Task, TaskLink, TaskRole, TaskUser
from api.tasks.service import access, creating, log, people
from api.tasks.service.status import STALE
from api.users.models import User

UNSET: Any = object()


def update(
    session: Session,
    task: Task,
    actor: User,
    *,
    version: int,
    title: str | None = None,
    description: str | None = None,
    priority: str | None = None,
    due_at: datetime | None = UNSET,
    links: Sequence[tuple[str, int]] | None = None,
) -> Task:
    session.refresh(task, with_for_update=True)
    check_version(task, version, "task", message=STALE)
    changes: dict[str, list[Any]] = {}
    for field, value in (("title", title), ("description", description), ("priority", priority)):
        if value is not None and getattr(task, field) != value:
            changes[field] = [getattr(task, field), value]
            setattr(task, field, value)
    if due_at is not UNSET and task.due_at != due_at:
        changes["due_at"] = [task.due_at, due_at]
        task.due_at = due_at
    if links is not None:
        wanted = set(creating.check_links(session, links))
        have = {(link.record_type, link.record_id): link for link in _links(session, task.id)}
        for key in set(have) - wanted:
            session.delete(have[key])
        session.add_all(TaskLink(task_id=task.id, record_type=t, record_id=i) for t, i in wanted - set(have))
        if wanted != set(have):
            changes["links"] = [len(have), len(wanted)]
    task.version += 1
    session.flush()
    if changes:
        activity.record(session, "task", task.id, actor, "update", f"Edited {', '.join(changes)}", changes)
    return task


def _ids(ids: Any) -> str:
    return ", ".join(str(i) for i in sorted(set(ids)))


def _links(session: Session, task_id: int) -> Sequence[TaskLink]:
    return session.scalars(select(TaskLink).where(TaskLink.task_id == task_id)).all()


def remove(session: Session, task: Task, actor: User) -> None:
    access.check_may_delete(actor, task)
    log.record(session, task, actor, "deleted", f"Task “{task.title}” deleted")
    session.delete(task)
    session.flush()


def add_user(session: Session, task: Task, actor: User, user_id: int, role: TaskRole) -> TaskUser:
    people.check_users(session, [user_id], "userId")
    existing = session.scalars(
        select(TaskUser).where(TaskUser.task_id == task.id, TaskUser.user_id == user_id, TaskUser.role == role.value)
    ).first()
    if existing is not None:
        raise Conflict(f"This user is already {role.value} on the task.")
    row = people.add(session, task, [user_id], role)[0]
    task.version += 1
    name = people.names(session, [user_id]).get(user_id, "")
    if role == TaskRole.assigned:
        log.record(session, task, actor, "assigned", f"Assigned to {name}", {"assignee_id": [None, user_id]})
        people.tell(session, task, [user_id], f"{actor.full_name} assigned you a task: {task.title}", actor)
    else:
        activity_summary = f"{name} is involved"
        log.record(session, task, actor, "involved", activity_summary, {"watcher_id": [None, user_id]})
        people.tell(session, task, [user_id], f"{actor.full_name} involved you in a task: {task.title}", actor)
    session.flush()
    return row


def remove_user(session: Session, actor: User, task_user_id: int) -> Task:
    row = session.get(TaskUser, task_user_id)
    # The task locked and the person read again under the lock: a task deleted (or the person taken off) by another
    # request meanwhile is a 404, not an update of a row that is gone (a 500).
    task = session.get(Task, row.task_id, with_for_update=True) if row is not None else None
    if task is not None:
        row = session.get(TaskUser, task_user_id, populate_existing=True)
    if row is None or task is None or not access.can_see(session, actor, task):
        raise NotFound("This person is not on a task of yours.")
    name = people.names(session, [row.user_id]).get(row.user_id, "")
    field = "assignee_id" if row.role == TaskRole.assigned.value else "watcher_id"
    action = "unassigned" if row.role == TaskRole.assigned.value else "uninvolved"
    what = "Unassigned" if row.role == TaskRole.assigned.value else "No longer involved:"
    session.delete(row)
    task.version += 1
    session.flush()
    log.record(session, task, actor, action, f"{what} {name}", {field: [row.user_id, None]})
    return task


def set_people(
    session: Session,
    task: Task,
    actor: User,
    owner_id: int,
    assigned_ids: Sequence[int],
    version: int | None = None,
) -> Task:
    """Set the owner and the assigned set (watchers are left as they are). With the `version` the change started
    from, a task changed since is refused: the set was read before someone else's assignment, and would undo it."""
    owner = people.check_users(session, [owner_id], "taskOwner")[0]
    assigned = people.check_users(session, assigned_ids, "assignedUsers")
    session.refresh(task, with_for_update=True)
    if version is not None:
        check_version(task, version, "task", message=STALE)
    if task.owner_id != owner:
        before = task.owner_id
        task.owner_id = owner
        names = people.names(session, [owner])
        log.record(session, task, actor, "owner", f"Owner now {names.get(owner, '')}", {"owner_id": [before, owner]})
        people.tell(session, task, [owner], f"{actor.full_name} made you the owner of a task: {task.title}", actor)
    have = {row.user_id for row in people.of_task(session, task.id, TaskRole.assigned.value)}
    gone = have - set(assigned)
    new = [i for i in assigned if i not in have]
    if gone:
        session.execute(
            delete(TaskUser).where(
                TaskUser.task_id == task.id, TaskUser.role == TaskRole.assigned.value, TaskUser.user_id.in_(gone)
            )
        )
    people.add(session, task, new, TaskRole.assigned)
    if gone or new:
        names = people.names(session, [*gone, *new])
        parts = [f"assigned {names.get(i, '')}" for i in new] + [f"unassigned {names.get(i, '')}" for i in gone]
        changes: dict[str, list[Any]] = {"assignees": [_ids(have), _ids(assigned)]}
        log.record(session, task, actor, "assignees", "; ".join(parts).capitalize(), changes)
        people.tell(session, task, new, f"{actor.full_name} assigned you a task: {task.title}", actor)
    task.version += 1
    session.flush()
    return task
