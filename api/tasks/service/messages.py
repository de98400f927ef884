"""A task's thread: messages with @mentions ("@First Last") and `involvedUsers`, both told by a notification and
made watchers of the task (so the link they are sent opens); attachments are files already stored on the task's
linked records or on the record the message is about (`relatedItem`, `relatedId`), picked from `attachable`."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from sqlalchemy import select, tuple_
from sqlalchemy.orm import Session

from api.core.errors import FieldErrors
from api.records.models import StoredFile
from api.tasks.models import Task, TaskLink, TaskMessage, TaskRole
from api.tasks.service import people, records
from api.users.models import User

SPACES = re.compile(r"\s+")


def mentioned(session: Session, message: str) -> list[int]:
    """The active users named "@First Last" in the message (case and spacing ignored)."""
    text = SPACES.sub(" ", message.lower())
    if "@" not in text:
        return []
    users = session.execute(select(User.id, User.first_name, User.last_name).where(User.active.is_(True))).all()
    found = []
    for user_id, first, last in users:
        name = SPACES.sub(" ", f"@{first} {last}".lower())
        at = text.find(name)
        while at >= 0:
            after = text[at + len(name) : at + len(name) + 1]
            if not after.isalnum():
                found.append(user_id)
                break
            at = text.find(name, at + 1)
    return found


ATTACHABLE_LIMIT = 200


def _records(session: Session, task: Task, related: tuple[str, int] | None) -> dict[tuple[str, int], tuple[str, int]]:
    """(file subject type, id) → (record_type, record_id) of the records whose files a message may attach: the
    task's linked records, and the record the message is about."""
    query = select(TaskLink.record_type, TaskLink.record_id).where(TaskLink.task_id == task.id)
    pairs: list[tuple[str, int]] = [(t, i) for t, i in session.execute(query)]
    if related is not None:
        pairs.append(related)
    found: dict[tuple[str, int], tuple[str, int]] = {}
    for record_type, record_id in pairs:
        kind = records.KINDS.get(record_type)
        if kind is not None:
            found.setdefault((kind.subject, record_id), (record_type, record_id))
    return found


def _files_of(session: Session, subjects: Sequence[tuple[str, int]], ids: Sequence[int] | None = None) -> Any:
    query = select(StoredFile).where(tuple_(StoredFile.subject_type, StoredFile.subject_id).in_(subjects))
    if ids is not None:
        query = query.where(StoredFile.id.in_(ids))
    return session.scalars(query.order_by(StoredFile.created_at.desc(), StoredFile.id.desc()).limit(ATTACHABLE_LIMIT))


def attachable(session: Session, task: Task) -> list[dict[str, Any]]:
    """The files a message on the task may attach (its linked records' files and links), newest first, each with
    the record it is on."""
    subjects = _records(session, task, None)
    if not subjects:
        return []
    files = list(_files_of(session, list(subjects)))
    names = records.labels(session, subjects.values())
    out = []
    for f in files:
        record_type, record_id = subjects[(f.subject_type, f.subject_id)]
        out.append(
            {
                **file_out(f),
                "record_type": record_type,
                "record_id": record_id,
                "record_label": names.get((record_type, record_id), ""),
                "created_at": f.created_at,
            }
        )
    return out


def file_out(f: StoredFile) -> dict[str, Any]:
    return {
        "file_id": f.id,
        "name": f.name,
        "url": f.url,
        "download_url": None if f.url else f"/api/files/{f.id}/download",
    }


def check_files(
    session: Session, task: Task, file_ids: Sequence[int], related: tuple[str, int] | None = None
) -> list[int]:
    """The files asked for, each one stored on the task's linked records or on the record the message is about."""
    wanted = list(dict.fromkeys(file_ids))
    if not wanted:
        return []
    subjects = _records(session, task, related)
    allowed = {f.id for f in _files_of(session, list(subjects), wanted)} if subjects else set()
    refused = [i for i in wanted if i not in allowed]
    if refused:
        exists = session.scalar(select(StoredFile.id).where(StoredFile.id == refused[0])) is not None
        if exists:
            raise FieldErrors({"file_ids": "Attach files of the task's linked records (or of the record it is about)."})
        raise FieldErrors({"file_ids": f"No file has the id {refused[0]}."})
    return wanted


def add(
    session: Session,
    task: Task,
    author: User,
    *,
    message: str,
    type: str = "message",
    related_id: int | None = None,
    related_item: str = "",
    involved_users: Sequence[int] = (),
    file_ids: Sequence[int] = (),
) -> TaskMessage:
    involved = people.check_users(session, involved_users, "involvedUsers")
    related = (related_item, related_id) if related_id is not None and related_item in records.KINDS else None
    files = check_files(session, task, file_ids, related)
    mentions = mentioned(session, message)
    row = TaskMessage(
        task_id=task.id,
        user_id=author.id,
        message=message,
        type=type or "message",
        related_id=related_id,
        related_item=related_item or "",
        involved_users=involved,
        mentioned_users=mentions,
        file_ids=files,
    )
    session.add(row)
    session.flush()
    watchers = [i for i in dict.fromkeys([*involved, *mentions]) if i != task.owner_id]
    people.add(session, task, watchers, TaskRole.involved)
    excerpt = message if len(message) <= 120 else message[:119] + "…"
    people.tell(session, task, mentions, f"{author.full_name} mentioned you on “{task.title}”: {excerpt}", author)
    others = [i for i in involved if i not in mentions]
    people.tell(session, task, others, f"{author.full_name} wrote on “{task.title}”: {excerpt}", author)
    return row


def thread(session: Session, task: Task) -> list[dict[str, Any]]:
    rows = session.scalars(
        select(TaskMessage).where(TaskMessage.task_id == task.id).order_by(TaskMessage.created_at, TaskMessage.id)
    ).all()
    user_ids = {i for row in rows for i in (row.user_id or 0, *row.involved_users, *row.mentioned_users)}
    names = people.names(session, user_ids)
    file_ids = {i for row in rows for i in row.file_ids}
    files = (
        {f.id: f for f in session.scalars(select(StoredFile).where(StoredFile.id.in_(file_ids)))} if file_ids else {}
    )
    return [
        {
            "id": row.id,
            "taskId": row.task_id,
            "userId": row.user_id,
            "author_name": names.get(row.user_id or 0, "a former user"),
            "message": row.message,
            "type": row.type,
            "relatedId": row.related_id,
            "relatedItem": row.related_item,
            "involvedUsers": [{"id": i, "name": names.get(i, "")} for i in row.involved_users],
            "mentions": [{"id": i, "name": names.get(i, "")} for i in row.mentioned_users],
            "files": [file_out(f) for f in (files.get(i) for i in row.file_ids) if f is not None],
            "created_at": row.created_at,
        }
        for row in rows
    ]
