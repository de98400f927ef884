"""A task's notes (the owner's log), messages (a thread with @mentions and attachments) and activity."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, status

from api.auth.dependencies import CurrentUser
from api.core.deps import SessionDep
from api.core.pagination import ListResponse, PageParamsDep, list_response
from api.records import mappers
from api.records.schemas import ActivityOut
from api.records.service import activity
from api.tasks.models import SUBJECT
from api.tasks.routers.common import RecordId
from api.tasks.schemas.out import TaskAttachableFileOut, TaskMessageOut, TaskOut
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
        notified and become watchers; `file_ids` attach files of the task's linked records or of the record the message
    is about (`GET /tasks/get/files/{taskId}` lists them; others are 422 on `file_ids`).
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


@router.get("/get/files/{taskId}", response_model=list[TaskAttachableFileOut])
def task_attachable_files(taskId: RecordId, session: SessionDep, user: CurrentUser) -> Any:
    """The files a message on the task may attach: those of its linked records (uploads and links), newest first,
    each with its record."""
    return messages.attachable(session, access.get(session, user, taskId))


@router.get("/get/activity/{taskId}", response_model=ListResponse[ActivityOut])
def task_activity(taskId: RecordId, params: PageParamsDep, session: SessionDep, user: CurrentUser) -> Any:
    """The task's activity, newest first: its creation and every stage, status, owner and assignee change, with
    who and when (each also on the linked records' activity)."""
    task = access.get(session, user, taskId)
    return list_response(activity.list_activity(session, SUBJECT, task.id, params), mappers.activity_out)
