"""A task's thread: messages with @mentions ("@First Last") and `involvedUsers`, both told by a notification and
made watchers of the task (so the link they are sent opens); attachments are files already stored."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from api.core.errors import FieldErrors
from api.records.models import StoredFile
from api.tasks.models import Task, TaskMessage, TaskRole
from api.tasks.service import people
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


def check_files(session: Session, file_ids: Sequence[int]) -> list[int]:
    wanted = list(dict.fromkeys(file_ids))
    if not wanted:
        return []
    known = set(session.scalars(select(StoredFile.id).where(StoredFile.id.in_(wanted))))
    unknown = [i for i in wanted if i not in known]
    if unknown:
        raise FieldErrors({"file_ids": f"No file has the id {unknown[0]}."})
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
    files = check_files(session, file_ids)
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
            "files": [
                {
                    "file_id": f.id,
                    "name": f.name,
                    "url": f.url,
                    "download_url": None if f.url else f"/api/files/{f.id}/download",
                }
                for f in (files.get(i) for i in row.file_ids)
                if f is not None
            ],
            "created_at": row.created_at,
        }
        for row in rows
    ]
