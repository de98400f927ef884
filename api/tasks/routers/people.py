"""A task's people: add an assignee or a watcher, set the owner and the assigned set, remove one."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, status

from api.auth.dependencies import CurrentUser
from api.core.deps import SessionDep
from api.tasks.models import TaskRole
from api.tasks.routers.common import RecordId
from api.tasks.schemas.out import TaskOut
from api.tasks.schemas.requests import TaskUserAddIn, TaskUsersIn
from api.tasks.service import access, editing, reading

router = APIRouter(prefix="/tasks/users", tags=["tasks"])


@router.post("/add", status_code=status.HTTP_201_CREATED, response_model=TaskOut)
def add_task_user(body: TaskUserAddIn, session: SessionDep, user: CurrentUser) -> Any:
    """Add one assignee (`role` assigned) or watcher (`role` involved); they are notified and the change is in
    the task's activity and its records'. Already there is 409; not an active user is 422 on `userId`."""
    task = access.get(session, user, body.taskId, for_update=True)
    editing.add_user(session, task, user, body.userId, TaskRole(body.role))
    return reading.detail(session, task, user)


@router.post("", response_model=TaskOut)
def set_task_users(body: TaskUsersIn, session: SessionDep, user: CurrentUser) -> Any:
    """Set the owner (`taskOwner`) and the assigned set (`assignedUsers`; watchers are left as they are). New
    people are notified; each change is in the task's activity and its records'. With `version`, a task changed
    since is a 409."""
    task = access.get(session, user, body.taskId)
    editing.set_people(session, task, user, body.taskOwner, body.assignedUsers, body.version)
    return reading.detail(session, task, user)


@router.delete("/remove/{id}", response_model=TaskOut)
def remove_task_user(id: RecordId, session: SessionDep, user: CurrentUser) -> Any:
    """Take an assignee or watcher off the task (`id`: the task_users id, as `assigned[].id` gives it)."""
    task = editing.remove_user(session, user, id)
    return reading.detail(session, task, user)
