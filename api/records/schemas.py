"""Notes, files, activity and task links: the same shapes for every kind of record."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any, Literal

from pydantic import BaseModel, Field

from api.core.fields import PREVIOUS, Id, LinkUuid, Trimmed

NoteText = Annotated[Trimmed, Field(min_length=1, max_length=10000)]
# A comment on a customer or supplier quote, the party's or staff's.
CommentText = Annotated[Trimmed, Field(min_length=1, max_length=5000)]


# The bodies of a quote's and a supplier quote's comment calls, each domain's named for it (the classes below have no
# docstring of their own: the OpenAPI document describes the domain's).
class InternalCommentFields(BaseModel):
    comment: CommentText
    user_id: Id = Field(description="must be the caller's own id")
    uuid: LinkUuid


def previous_text(kind: str, max_length: int) -> Any:
    """The `previous` field of a text's edit: the text the editor opened (a note's, a comment's)."""
    return Field(
        None,
        max_length=max_length,
        description=f"the {kind}'s text as the editor read it: when sent, a {kind} changed since is refused (409) and "
        "kept as it is, not overwritten",
    )


class CommentEditFields(BaseModel):
    comment_id: Id
    comment: CommentText
    previous: Trimmed | None = previous_text("comment", 5000)


class NoteAdd(BaseModel):
    related_id: int = Field(description="the record the note is about")
    note: NoteText


class NoteEdit(BaseModel):
    note_id: int
    note: NoteText
    previous: Trimmed | None = previous_text("note", 10000)


class NoteOut(BaseModel):
    note_id: int
    related_id: int
    note: str
    author_id: int | None
    author_name: str
    created_at: datetime
    edited_at: datetime | None
    can_edit: bool = Field(description="the caller wrote it, or is a manager or admin")


class FileRename(BaseModel):
    file_id: int
    name: Annotated[Trimmed, Field(min_length=1, max_length=255)]
    previous: str | None = Field(default=None, max_length=255, description=f"the file's name: {PREVIOUS}")


class FileRef(BaseModel):
    file_id: int


class FileOut(BaseModel):
    file_id: int
    related_id: int
    name: str
    kind: Literal["file", "link"]
    url: str | None = Field(description="the external address of a link")
    download_url: str | None = Field(description="for uploaded files; needs the bearer token")
    content_type: str
    size_bytes: int
    uploaded_by_name: str
    created_at: datetime


class FieldChange(BaseModel):
    old: Any
    new: Any


class NamedChange(BaseModel):
    old: str | None
    new: str | None


class ActivityOut(BaseModel):
    activity_id: int
    action: str
    summary: str
    changes: dict[str, FieldChange]
    names: dict[str, NamedChange] = Field(
        description="for each change whose values are ids (a site address, an account manager, contacts…), the "
        "records they refer to, named (a deleted one as 'a deleted address')"
    )
    actor_id: int | None
    actor_name: str
    created_at: datetime


class TaskOwnerRef(BaseModel):
    id: int
    name: str


class TaskLinkRef(BaseModel):
    record_type: str
    record_id: int
    label: str


class TaskRefOut(BaseModel):
    """A task linked to the record, as a task card shows it (`taskId` and `note` repeat `id` and `title`)."""

    taskId: int
    note: str
    status: str
    id: int
    title: str
    stage_id: int
    rank: str
    priority: str
    due_at: datetime | None
    overdue: bool
    owner: TaskOwnerRef
    assignee_names: list[str]
    links: list[TaskLinkRef]
    source: str
