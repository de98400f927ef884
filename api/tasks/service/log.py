"""A task's activity: every stage, status, owner and assignee change is written to the task's own log and mirrored
to the log of each record it is linked to."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from api.records.service import activity
from api.tasks.models import SUBJECT, Task, TaskLink
from api.tasks.service.records import KINDS
from api.users.models import User


def actor_of(session: Session, actor_id: int | None) -> User | None:
    return session.get(User, actor_id) if actor_id else None


def record(
    session: Session,
    task: Task,
    actor: User | None,
    action: str,
    summary: str,
    changes: dict[str, list[Any]] | None = None,
) -> None:
    activity.record(session, SUBJECT, task.id, actor, action, summary, changes)
    named = f"Task “{task.title}”"
    # "Task “X” created" names the task already; "Marked done" does not.
    mirrored = summary if summary.startswith(named) else f"{named}: {summary}"
    seen: set[tuple[str, int]] = set()
    for record_type, record_id in session.execute(
        select(TaskLink.record_type, TaskLink.record_id).where(TaskLink.task_id == task.id)
    ):
        subject = KINDS[record_type].subject
        if (subject, record_id) not in seen:
            seen.add((subject, record_id))
            activity.record(session, subject, record_id, actor, f"task_{action}", mirrored, changes)
