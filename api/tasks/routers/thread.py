"""A task's notes (the owner's log) and messages (a thread with @mentions and attachments)."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, status

from api.auth.dependencies import CurrentUser
from api.core.deps import SessionDep
from api.tasks.routers.common import RecordId
from api.tasks.schemas.out import TaskMessageOut, TaskOut
from api.tasks.schemas.requests import TaskMessageIn, TaskNoteIn
from api.tasks.service import access, creating, messages, reading

router = APIRouter(prefix="/tasks", tags=["tasks"])


@router.post("/add/note", status_code=status.HTTP_201_CREATED, response_model=TaskOut)
def add_task_note(body: TaskNoteIn, session: SessionDep, user: CurrentUser) -> Any:
    """Add a note to the task's log; the task comes back with its notes."""
    task = access.get(session, user, body.taskId)
    creating.add_note(session, task, body.note, user.id)
    return reading.detail(session, task, user)


@router.post("/add/message", status_code=status.HTTP_201_CREATED, response_model=list[TaskMessageOut])
def add_task_message(body: TaskMessageIn, session: SessionDep, user: CurrentUser) -> Any:
    """Write on the task's thread as `userId` (the caller). "@First Last" in the text and `involvedUsers` are
    notified and become watchers; `file_ids` attach files already stored (unknown ones are 422 on `file_ids`).
    The thread comes back."""
    author = access.acting_as(session, user, body.userId)
    task = access.get(session, user, body.taskId)
    messages.add(
        session,
        task,
        author,
        message=body.message,
        type=body.type,
        related_id=body.relatedId,
        related_item=body.relatedItem,
        involved_users=body.involvedUsers,
        file_ids=body.file_ids,
    )
    return messages.thread(session, task)


@router.get("/get/messages/{taskId}", response_model=list[TaskMessageOut])
def task_messages(taskId: RecordId, session: SessionDep, user: CurrentUser) -> Any:
    """The task's thread, oldest first, with authors, mentions and attachments named."""
    return messages.thread(session, access.get(session, user, taskId))
