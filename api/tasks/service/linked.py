"""What the task pad lends other packages at start-up (api.wiring.wire): the tasks of a record for the records'
`/tasks/{id}` routes, and the names of the people and the stages a task's activity holds the ids of."""

from __future__ import annotations

from typing import Any

from sqlalchemy.orm import Session

from api.records.service import subjects
from api.records.service.activity_names import Reference, refer
from api.tasks.models import TaskStage
from api.tasks.service import listing, records
from api.users.models import User


def record_tasks(session: Session, subject_type: str, record_id: int, viewer: Any) -> list[dict[str, Any]]:
    types = records.TYPES_OF_SUBJECT.get(subject_type, ())
    if not types or viewer is None:
        return []
    return [
        {**card, "taskId": card["id"], "note": card["title"]}
        for card in listing.linked(session, viewer, types, record_id)
    ]


def install() -> None:
    subjects.read_tasks_with(record_tasks)
    refer(Reference(User, lambda user: user.full_name, "user"), "owner_id", "assignee_id", "watcher_id", "assignees")
    refer(Reference(TaskStage, lambda stage: stage.name, "task stage"), "stage_id")
