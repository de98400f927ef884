"""Moving a card: within its column (`stage/order`) or to another column (`stage/update`), between the card above
(`afterId`) and the card below (`beforeId`). Only the moved task's row is written (its stage and rank; dropping it
on Done closes it, taking it out of Done reopens it); a change of column is logged and mirrored."""

from __future__ import annotations

from sqlalchemy.orm import Session

from api.core.errors import FieldErrors
from api.db import utcnow
from api.tasks.models import Task, TaskStatus
from api.tasks.service import access, log, placing, stages
from api.users.models import User


def _neighbour(
    session: Session, actor: User, task: Task, task_id: int | None, field: str, stage_id: int
) -> Task | None:
    if task_id is None:
        return None
    if task_id == task.id:
        raise FieldErrors({field: "A task cannot be placed next to itself."})
    other = session.get(Task, task_id)
    if other is None or other.stage_id != stage_id:
        raise FieldErrors({field: "This task is not in that column."})
    return other


def move(
    session: Session,
    actor: User,
    task_id: int,
    *,
    stage_id: int | None = None,
    before_id: int | None = None,
    after_id: int | None = None,
) -> Task:
    task = access.get(session, actor, task_id)
    target = stages.get(session, stage_id, field="stageId") if stage_id is not None else None
    to_stage = target.id if target is not None else task.stage_id
    before = _neighbour(session, actor, task, before_id, "beforeId", to_stage)
    after = _neighbour(session, actor, task, after_id, "afterId", to_stage)
    from_stage, from_status = task.stage_id, task.status
    done = stages.done(session) if to_stage != from_stage else None
    new_status = from_status
    if done is not None and to_stage == done.id and from_status == TaskStatus.open.value:
        new_status = TaskStatus.done.value
    elif done is not None and from_stage == done.id and from_status != TaskStatus.open.value:
        new_status = TaskStatus.open.value

    def write(rank: str) -> None:
        task.stage_id, task.rank = to_stage, rank
        if new_status != from_status:
            task.status = new_status
            task.closed_at = None if new_status == TaskStatus.open.value else utcnow()
            task.version += 1

    placing.place(session, to_stage, write, after=after, before=before, task_id=task.id)
    if to_stage != from_stage:
        changes: dict[str, list[object]] = {"stage_id": [from_stage, to_stage]}
        summary = f"Moved to {target.name if target else ''}"
        if new_status != from_status:
            changes["status"] = [from_status, new_status]
            summary += " (reopened)" if new_status == TaskStatus.open.value else " (done)"
        log.record(session, task, actor, "stage", summary, changes)
    return task
