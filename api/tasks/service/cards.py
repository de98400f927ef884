"""Task cards (the board's and the lists' rows) as plain data: one query for the tasks with their owners, one for
the assignees, one for the links and one per kind of record linked for the labels, whatever the number of cards."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from api.db import utcnow
from api.tasks.models import Task, TaskLink, TaskRole, TaskStatus, TaskUser
from api.tasks.service import records
from api.users.models import User

COLUMNS = (
    Task.id,
    Task.title,
    Task.stage_id,
    Task.rank,
    Task.status,
    Task.priority,
    Task.due_at,
    Task.source,
    Task.owner_id,
    User.first_name,
    User.last_name,
)


def base_query() -> Any:
    return select(*COLUMNS).join(User, User.id == Task.owner_id)


def is_overdue(status: str, due_at: datetime | None, now: datetime) -> bool:
    return status == TaskStatus.open.value and due_at is not None and due_at < now


def links_of(session: Session, task_ids: Sequence[int]) -> dict[int, list[dict[str, Any]]]:
    if not task_ids:
        return {}
    rows = session.execute(
        select(TaskLink.task_id, TaskLink.record_type, TaskLink.record_id)
        .where(TaskLink.task_id.in_(task_ids))
        .order_by(TaskLink.id)
    ).all()
    names = records.labels(session, ((t, i) for _, t, i in rows))
    found: dict[int, list[dict[str, Any]]] = {}
    for task_id, record_type, record_id in rows:
        label = names.get((record_type, record_id), f"a deleted {record_type.replace('_', ' ')}")
        found.setdefault(task_id, []).append({"record_type": record_type, "record_id": record_id, "label": label})
    return found


def assignees_of(session: Session, task_ids: Sequence[int]) -> dict[int, list[str]]:
    if not task_ids:
        return {}
    rows = session.execute(
        select(TaskUser.task_id, User.first_name, User.last_name)
        .join(User, User.id == TaskUser.user_id)
        .where(TaskUser.task_id.in_(task_ids), TaskUser.role == TaskRole.assigned.value)
        .order_by(TaskUser.id)
    ).all()
    found: dict[int, list[str]] = {}
    for task_id, first, last in rows:
        found.setdefault(task_id, []).append(f"{first} {last}")
    return found


def cards(session: Session, rows: Sequence[Any]) -> list[dict[str, Any]]:
    """Rows of `base_query()` → cards."""
    ids = [row.id for row in rows]
    links = links_of(session, ids)
    assignees = assignees_of(session, ids)
    now = utcnow()
    return [
        {
            "id": row.id,
            "title": row.title,
            "stage_id": row.stage_id,
            "rank": row.rank,
            "status": row.status,
            "priority": row.priority,
            "due_at": row.due_at,
            "overdue": is_overdue(row.status, row.due_at, now),
            "owner": {"id": row.owner_id, "name": f"{row.first_name} {row.last_name}"},
            "assignee_names": assignees.get(row.id, []),
            "links": links.get(row.id, []),
            "source": row.source,
        }
        for row in rows
    ]


def card_of(session: Session, task_id: int) -> dict[str, Any]:
    return cards(session, session.execute(base_query().where(Task.id == task_id)).all())[0]
