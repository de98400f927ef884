"""What staff send: a task's fields, its people, notes, messages, status, moves and the board's stages."""

from __future__ import annotations

from typing import Annotated

from pydantic import BaseModel, Field

from api.core.fields import PREVIOUS, Id, Moment, SentVersion, Trimmed
from api.tasks.models import Priority, RecordType, TaskRole, TaskStatus

Title = Annotated[Trimmed, Field(min_length=1, max_length=200)]
Description = Annotated[Trimmed, Field(max_length=10000)]
StageName = Annotated[Trimmed, Field(min_length=1, max_length=60)]
UserIds = Annotated[list[Id], Field(max_length=50)]


class TaskLinkIn(BaseModel):
    record_type: RecordType
    record_id: Id


Links = Annotated[list[TaskLinkIn], Field(max_length=50)]


class TaskAddIn(BaseModel):
    title: Title
    description: Description = ""
    stage_id: Id | None = Field(default=None, description="the column; empty: the first one")
    priority: Priority = Priority.normal
    due_at: Moment | None = None
    taskOwner: Id | None = Field(default=None, description="the owner; empty: the caller")
    assignedUsers: UserIds = Field(default_factory=list)
    involvedUsers: UserIds = Field(default_factory=list, description="watchers")
    links: Links = Field(default_factory=list, description="records the task is about")


class TaskUpdateIn(BaseModel):
    """Only the fields sent change (`due_at: null` clears the due date); `links` replaces the set."""

    title: Title | None = None
    description: Description | None = None
    priority: Priority | None = None
    due_at: Moment | None = None
    links: Links | None = None
    version: int = Field(description="the version the edit started from (a stale one is 409)")


class TaskNoteIn(BaseModel):
    taskId: Id
    note: Annotated[Trimmed, Field(min_length=1, max_length=10000)]


class TaskMessageIn(BaseModel):
    taskId: Id
    userId: Id = Field(description="the author: the caller")
    message: Annotated[Trimmed, Field(min_length=1, max_length=10000)]
    type: Annotated[Trimmed, Field(max_length=30)] = "message"
    relatedId: Id | None = Field(default=None, description="a record the message is about")
    relatedItem: Annotated[Trimmed, Field(max_length=30)] = Field(default="", description="its kind, e.g. quote")
    involvedUsers: UserIds = Field(default_factory=list, description="told about the message, made watchers")
    file_ids: Annotated[list[Id], Field(max_length=20)] = Field(
        default_factory=list,
        description="attachments: ids of files of the task's linked records (or of the record it is about)",
    )


class TaskStatusIn(BaseModel):
    taskId: Id
    status: TaskStatus
    userId: Id = Field(description="who does it: the caller")
    version: SentVersion = None


class TaskUserAddIn(BaseModel):
    taskId: Id
    userId: Id
    role: TaskRole = TaskRole.assigned


class TaskUsersIn(BaseModel):
    taskId: Id
    taskOwner: Id
    assignedUsers: UserIds
    version: Annotated[int, Field(ge=1)] | None = Field(
        default=None,
        description="the task's version the change started from: when sent, a task changed since (someone assigned "
        "or unassigned meanwhile, whom this set would undo) is refused (409)",
    )


class TaskStageOrderIn(BaseModel):
    taskId: Id
    beforeId: Id | None = Field(default=None, description="the card it goes above")
    afterId: Id | None = Field(default=None, description="the card it goes below (wins over beforeId)")


class TaskStageUpdateIn(TaskStageOrderIn):
    stageId: Id


class TaskStageAddIn(BaseModel):
    name: StageName


class TaskStageEditIn(BaseModel):
    id: Id
    name: StageName
    previous: str | None = Field(default=None, max_length=60, description=f"the column's name: {PREVIOUS}")


class TaskStageArrangeIn(BaseModel):
    ids: Annotated[list[Id], Field(min_length=1, max_length=50)]
