"""Task cards (the board's and the lists' rows) as plain data: one query reads the tasks with their owner, their
assignees' names and their links (aggregated per task), then one query per kind of record linked names the links,
whatever the number of cards."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from sqlalchemy import Integer, String, bindparam, cast, func, select
from sqlalchemy.dialects.postgresql import ARRAY, aggregate_order_by
from sqlalchemy.orm import Session, aliased

from api.db import utcnow
from api.tasks.models import Task, TaskLink, TaskRole, TaskStatus, TaskUser
from api.tasks.service import records
from api.users.models import User

Assignee = aliased(User)
ASSIGNEES = (
    select(func.array_agg(aggregate_order_by(Assignee.first_name + " " + Assignee.last_name, TaskUser.id)))
    .join(Assignee, Assignee.id == TaskUser.user_id)
    .where(TaskUser.task_id == Task.id, TaskUser.role == TaskRole.assigned.value)
    .scalar_subquery()
)
LINKS = (
    select(
        func.array_agg(aggregate_order_by(TaskLink.record_type + ":" + cast(TaskLink.record_id, String), TaskLink.id))
    )
    .where(TaskLink.task_id == Task.id)
    .scalar_subquery()
)
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
    ASSIGNEES.label("assignees"),
    LINKS.label("links"),
)


def base_query() -> Any:
    return select(*COLUMNS).join(User, User.id == Task.owner_id)


def any_of(ids: Sequence[int]) -> Any:
    """`= ANY(:ids)`: one array parameter, however many ids."""
    return func.any(bindparam("ids", list(ids), type_=ARRAY(Integer)))


def is_overdue(status: str, due_at: datetime | None, now: datetime) -> bool:
    return status == TaskStatus.open.value and due_at is not None and due_at < now


def _pairs(values: Sequence[str] | None) -> list[tuple[str, int]]:
    found = []
    for value in values or ():
        record_type, _, record_id = value.partition(":")
        found.append((record_type, int(record_id)))
    return found


def named_links(
    names: dict[tuple[str, int], tuple[str, int | None]], pairs: Sequence[tuple[str, int]]
) -> list[dict[str, Any]]:
    out = []
    for t, i in pairs:
        label, order_id = names.get((t, i), (f"a deleted {t.replace('_', ' ')}", None))
        out.append({"record_type": t, "record_id": i, "label": label, "order_id": order_id})
    return out


def links_of(session: Session, task_ids: Sequence[int]) -> dict[int, list[dict[str, Any]]]:
    if not task_ids:
        return {}
    rows = session.execute(
        select(TaskLink.task_id, TaskLink.record_type, TaskLink.record_id)
        .where(TaskLink.task_id == any_of(task_ids))
        .order_by(TaskLink.id)
    ).all()
    pairs: dict[int, list[tuple[str, int]]] = {}
    for task_id, record_type, record_id in rows:
        pairs.setdefault(task_id, []).append((record_type, record_id))
    names = records.named(session, (p for found in pairs.values() for p in found))
    return {task_id: named_links(names, found) for task_id, found in pairs.items()}


def cards(session: Session, rows: Sequence[Any]) -> list[dict[str, Any]]:
    """Rows of `base_query()` → cards."""
    links = {row.id: _pairs(row.links) for row in rows}
    names = records.named(session, (p for found in links.values() for p in found))
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
            "assignee_names": list(row.assignees or ()),
            "links": named_links(names, links[row.id]),
            "source": row.source,
        }
        for row in rows
    ]


def card_of(session: Session, task_id: int) -> dict[str, Any]:
    return cards(session, session.execute(base_query().where(Task.id == task_id)).all())[0]
