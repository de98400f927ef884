"""Open, done, cancelled: done and cancelled close the task (it goes to the Done column), reopening brings it back
to the first column."""

from __future__ import annotations

from sqlalchemy.orm import Session

from api.core.errors import Conflict
from api.db import utcnow
from api.records.service.rules import check_version
from api.tasks.models import Task, TaskStatus
from api.tasks.service import log, placing, stages
from api.users.models import User

LABELS = {TaskStatus.open: "open", TaskStatus.done: "done", TaskStatus.cancelled: "cancelled"}


# A task's stale change keeps the words its screens were written against (the shared rule's `message`).
STALE = "Someone else changed this task since you opened it. Reload it and try again."


def set_status(session: Session, task: Task, status: str, actor: User | None, version: int | None = None) -> Task:
    """With the `version` the change started from, a task changed since (reopened, closed, edited) is refused."""
    check_version(task, version, "task", message=STALE)
    status = TaskStatus(status)
    before = TaskStatus(task.status)
    if status == before:
        raise Conflict(f"The task is already {LABELS[status]}.")
    target = stages.done(session) if status != TaskStatus.open else stages.first(session)
    done = stages.done(session)
    old_stage = task.stage_id
    # Closing moves the card to Done; reopening a card sitting in Done moves it to the first column.
    move = target is not None and (status != TaskStatus.open or (done is not None and task.stage_id == done.id))
    task.status = status.value
    task.closed_at = None if status == TaskStatus.open else utcnow()
    task.version += 1
    if move and target is not None and target.id != task.stage_id:
        stage_id = target.id

        def write(rank: str) -> None:
            task.stage_id, task.rank = stage_id, rank

        placing.place(session, stage_id, write, task_id=task.id)
    session.flush()
    verb = {TaskStatus.open: "reopened", TaskStatus.done: "done", TaskStatus.cancelled: "cancelled"}[status]
    changes: dict[str, list[object]] = {"status": [before.value, status.value]}
    if task.stage_id != old_stage:
        changes["stage_id"] = [old_stage, task.stage_id]
    log.record(session, task, actor, "status", f"Marked {verb}", changes)
    return task
