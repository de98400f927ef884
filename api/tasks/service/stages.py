"""The board's columns: the first is where new tasks go; closing a task moves it to Done, reopening it back to
the first column."""

from __future__ import annotations

from collections.abc import Sequence

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.core.errors import Conflict, FieldErrors, NotFound
from api.records.service.rules import check_previous
from api.tasks.models import DONE_STAGE, Task, TaskStage


def ordered(session: Session) -> Sequence[TaskStage]:
    return session.scalars(select(TaskStage).order_by(TaskStage.position, TaskStage.id)).all()


def get(session: Session, stage_id: int, *, field: str | None = None, for_update: bool = False) -> TaskStage:
    stage = session.get(TaskStage, stage_id, with_for_update=for_update)
    if stage is None:
        if field:
            raise FieldErrors({field: "This stage does not exist."})
        raise NotFound("This stage does not exist.")
    return stage


def first(session: Session) -> TaskStage:
    stage = session.scalars(select(TaskStage).order_by(TaskStage.position, TaskStage.id).limit(1)).first()
    if stage is None:
        raise Conflict("The board has no stages. An admin must add one first.")
    return stage


def done(session: Session) -> TaskStage | None:
    """The Done column (by name), else the last one."""
    named = session.scalars(select(TaskStage).where(func.lower(TaskStage.name) == DONE_STAGE.lower())).first()
    if named is not None:
        return named
    return session.scalars(select(TaskStage).order_by(TaskStage.position.desc(), TaskStage.id.desc()).limit(1)).first()


def _name_free(session: Session, name: str, except_id: int | None = None) -> None:
    query = select(TaskStage.id).where(func.lower(TaskStage.name) == name.lower())
    if except_id is not None:
        query = query.where(TaskStage.id != except_id)
    if session.scalar(query) is not None:
        raise FieldErrors({"name": "A stage with this name already exists."})


def add(session: Session, name: str) -> TaskStage:
    _name_free(session, name)
    last = session.scalar(select(func.max(TaskStage.position))) or 0
    stage = TaskStage(name=name, position=last + 1)
    session.add(stage)
    session.flush()
    return stage


def rename(session: Session, stage_id: int, name: str, previous: str | None = None) -> TaskStage:
    stage = get(session, stage_id, for_update=True)
    check_previous(stage.name, previous, "column")
    _name_free(session, name, except_id=stage.id)
    stage.name = name
    session.flush()
    return stage


def arrange(session: Session, ids: Sequence[int]) -> Sequence[TaskStage]:
    stages = {stage.id: stage for stage in ordered(session)}
    if sorted(ids) != sorted(stages) or len(set(ids)) != len(ids):
        raise FieldErrors({"ids": "Send every stage's id once, in the new order."})
    for position, stage_id in enumerate(ids):
        stages[stage_id].position = position
    session.flush()
    return ordered(session)


def remove(session: Session, stage_id: int) -> None:
    stage = get(session, stage_id)
    held = session.scalar(select(func.count()).select_from(Task).where(Task.stage_id == stage.id)) or 0
    if held:
        raise Conflict(f"The stage “{stage.name}” holds {held:,} task(s). Move them to another stage first.")
    if session.scalar(select(func.count()).select_from(TaskStage)) == 1:
        raise Conflict("The board needs at least one stage.")
    session.delete(stage)
    session.flush()
