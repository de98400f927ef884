"""The board's columns: everyone reads them; admins rename, add, order and remove them."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, status

from api.auth.dependencies import AdminUser, CurrentUser
from api.core.deps import SessionDep
from api.tasks.routers.common import RecordId
from api.tasks.schemas.out import TaskStageOut
from api.tasks.schemas.requests import TaskStageAddIn, TaskStageArrangeIn, TaskStageEditIn
from api.tasks.service import stages

router = APIRouter(prefix="/tasks/stages", tags=["tasks"])


@router.get("", response_model=list[TaskStageOut])
def list_task_stages(session: SessionDep, _: CurrentUser) -> Any:
    """The board's columns in order."""
    return stages.ordered(session)


@router.post("/add", status_code=status.HTTP_201_CREATED, response_model=TaskStageOut)
def add_task_stage(body: TaskStageAddIn, session: SessionDep, _: AdminUser) -> Any:
    """A new column, last. Names are unique (422 on `name`). Admins only."""
    return stages.add(session, body.name)


@router.put("/edit", response_model=TaskStageOut)
def rename_task_stage(body: TaskStageEditIn, session: SessionDep, _: AdminUser) -> Any:
    """Rename a column. Admins only. With `previous`, a column renamed since is a 409."""
    return stages.rename(session, body.id, body.name, body.previous)


@router.put("/arrange", response_model=list[TaskStageOut])
def arrange_task_stages(body: TaskStageArrangeIn, session: SessionDep, _: AdminUser) -> Any:
    """Put the columns in this order (every stage's id once). Admins only."""
    return stages.arrange(session, body.ids)


@router.delete("/{id}", status_code=status.HTTP_204_NO_CONTENT)
def delete_task_stage(id: RecordId, session: SessionDep, _: AdminUser) -> None:
    """Remove an empty column; one holding tasks is 409 saying how many. Admins only."""
    stages.remove(session, id)
