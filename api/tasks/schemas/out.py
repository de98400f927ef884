"""What staff read: task cards (board and lists), one task, its messages, the board, the stages."""

from __future__ import annotations

import datetime as dt

from pydantic import BaseModel, Field


class TaskUserRef(BaseModel):
    id: int
    name: str


class TaskStageRef(BaseModel):
    id: int
    name: str


class TaskLinkOut(BaseModel):
    record_type: str
    record_id: int
    label: str = Field(description="the record's name or number")
    order_id: int | None = Field(
        default=None, description="a call-off's order (the schedule page `/call-offs/{order}` shows the call-off)"
    )


class TaskCard(BaseModel):
    id: int
    title: str
    stage_id: int
    rank: str = Field(description="the place in its column (compare as plain bytes)")
    status: str
    priority: str
    due_at: dt.datetime | None
    overdue: bool
    owner: TaskUserRef
    assignee_names: list[str]
    links: list[TaskLinkOut]
    source: str


class TaskPersonOut(BaseModel):
    id: int = Field(description="the task_users id (DELETE /tasks/users/remove/{id})")
    userId: int
    name: str


class TaskNoteOut(BaseModel):
    id: int
    note: str
    user_id: int | None
    author_name: str
    created_at: dt.datetime


class TaskOut(BaseModel):
    id: int
    title: str
    description: str
    stage: TaskStageRef
    rank: str
    status: str
    priority: str
    due_at: dt.datetime | None
    overdue: bool
    owner: TaskUserRef
    assigned: list[TaskPersonOut]
    involved: list[TaskPersonOut]
    links: list[TaskLinkOut]
    notes: list[TaskNoteOut]
    source: str
    rule_key: str | None
    version: int
    can_delete: bool
    created_at: dt.datetime
    updated_at: dt.datetime
    closed_at: dt.datetime | None


class TaskMessageFileOut(BaseModel):
    file_id: int
    name: str
    url: str | None
    download_url: str | None


class TaskAttachableFileOut(TaskMessageFileOut):
    """A file a message on the task may attach: one of its linked records' files or links."""

    record_type: str
    record_id: int
    record_label: str = Field(description="the record's name or number")
    created_at: dt.datetime


class TaskMessageOut(BaseModel):
    id: int
    taskId: int
    userId: int | None
    author_name: str
    message: str
    type: str
    relatedId: int | None
    relatedItem: str
    involvedUsers: list[TaskUserRef]
    mentions: list[TaskUserRef]
    files: list[TaskMessageFileOut]
    created_at: dt.datetime


class TaskBoardColumn(BaseModel):
    id: int
    name: str
    position: int
    total: int = Field(description="the column's cards, counted up to 1,000")
    total_capped: bool = Field(description="more than 1,000: the screen shows 1,000+")
    items: list[TaskCard]
    next_after: str | None = Field(description="more cards: GET /tasks/{userId}/{scope}?stage_id=&after=")


class TaskBoardOut(BaseModel):
    stages: list[TaskBoardColumn]


class TaskStageOut(BaseModel):
    id: int
    name: str
    position: int
