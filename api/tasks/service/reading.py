"""One task as the task screen reads it: stage, people, links with labels, notes."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from api.db import utcnow
from api.tasks.models import Task, TaskNote, TaskRole, TaskStage
from api.tasks.service import access, cards, people
from api.users.models import User


def detail(session: Session, task: Task, viewer: User) -> dict[str, Any]:
    session.flush()
    stage = session.get(TaskStage, task.stage_id)
    members = people.of_task(session, task.id)
    notes = session.scalars(select(TaskNote).where(TaskNote.task_id == task.id).order_by(TaskNote.created_at)).all()
    names = people.names(session, [task.owner_id, *(m.user_id for m in members), *(n.user_id or 0 for n in notes)])

    def person(row: Any) -> dict[str, Any]:
        return {"id": row.id, "userId": row.user_id, "name": names.get(row.user_id, "")}

    return {
        "id": task.id,
        "title": task.title,
        "description": task.description,
        "stage": {"id": task.stage_id, "name": stage.name if stage else ""},
        "rank": task.rank,
        "status": task.status,
        "priority": task.priority,
        "due_at": task.due_at,
        "overdue": cards.is_overdue(task.status, task.due_at, utcnow()),
        "owner": {"id": task.owner_id, "name": names.get(task.owner_id, "")},
        "assigned": [person(m) for m in members if m.role == TaskRole.assigned.value],
        "involved": [person(m) for m in members if m.role == TaskRole.involved.value],
        "links": cards.links_of(session, [task.id]).get(task.id, []),
        "notes": [
            {
                "id": n.id,
                "note": n.note,
                "user_id": n.user_id,
                "author_name": names.get(n.user_id, "Brickmate") if n.user_id else "Brickmate",
                "created_at": n.created_at,
            }
            for n in notes
        ],
        "source": task.source,
        "rule_key": task.rule_key,
        "version": task.version,
        "can_delete": access.sees_all(viewer) or task.owner_id == viewer.id,
        "created_at": task.created_at,
        "updated_at": task.updated_at,
        "closed_at": task.closed_at,
    }
