"""Notes and files of any record (organisation, address, and later projects and quotes), each change logged
in the record's activity."""

from __future__ import annotations

from typing import Any, BinaryIO

from sqlalchemy import delete, func, select
from sqlalchemy.orm import Session

from api.core import storage
from api.core.errors import FieldErrors, Forbidden, NotFound
from api.crm.models import Activity, Note, StoredFile
from api.crm.service import activity, uploads
from api.crm.service.common import is_manager
from api.db import on_commit, on_rollback, utcnow
from api.users.models import User


def list_notes(session: Session, subject_type: str, subject_id: int) -> list[Any]:
    return list(
        session.execute(
            select(Note, User)
            .outerjoin(User, User.id == Note.author_id)
            .where(Note.subject_type == subject_type, Note.subject_id == subject_id)
            .order_by(Note.created_at.desc(), Note.id.desc())
        ).all()
    )


def get_note(session: Session, note_id: int) -> Note:
    note = session.get(Note, note_id, with_for_update=True)
    if note is None:
        raise NotFound("This note does not exist.")
    return note


def may_edit_note(note: Note, user: User) -> bool:
    return note.author_id == user.id or is_manager(user)


def add_note(session: Session, subject_type: str, subject_id: int, body: str, actor: User) -> Note:
    note = Note(subject_type=subject_type, subject_id=subject_id, author_id=actor.id, body=body)
    session.add(note)
    session.flush()
    activity.record(session, subject_type, subject_id, actor, "note_added", f"Added a note: {_excerpt(body)}")
    return note


def edit_note(session: Session, note: Note, body: str, actor: User) -> Note:
    if not may_edit_note(note, actor):
        raise Forbidden("Only the note's author or a manager can change it.")
    if note.body != body:
        changes = {"note": [note.body, body]}
        note.body = body
        note.edited_at = utcnow()
        activity.record(
            session,
            note.subject_type,
            note.subject_id,
            actor,
            "note_edited",
            f"Edited a note: {_excerpt(body)}",
            changes,
        )
    return note


def delete_note(session: Session, note: Note, actor: User) -> None:
    if not may_edit_note(note, actor):
        raise Forbidden("Only the note's author or a manager can delete it.")
    activity.record(
        session, note.subject_type, note.subject_id, actor, "note_deleted", f"Deleted a note: {_excerpt(note.body)}"
    )
    session.delete(note)


def _excerpt(text: str, length: int = 80) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= length else flat[: length - 1] + "…"


def list_files(session: Session, subject_type: str, subject_id: int) -> list[Any]:
    return list(
        session.execute(
            select(StoredFile, User)
            .outerjoin(User, User.id == StoredFile.uploaded_by_id)
            .where(StoredFile.subject_type == subject_type, StoredFile.subject_id == subject_id)
            .order_by(StoredFile.created_at.desc(), StoredFile.id.desc())
        ).all()
    )


def get_file(session: Session, file_id: int) -> StoredFile:
    row = session.get(StoredFile, file_id)
    if row is None:
        raise NotFound("This file does not exist.")
    return row


def add_upload(
    session: Session,
    subject_type: str,
    subject_id: int,
    *,
    filename: str,
    declared_type: str | None,
    stream: BinaryIO,
    name: str | None,
    actor: User,
) -> StoredFile:
    content_type = uploads.check(filename, declared_type, stream)
    key, size = storage.save(stream)
    on_rollback(session, lambda: storage.remove(key))
    row = StoredFile(
        subject_type=subject_type,
        subject_id=subject_id,
        name=(name or filename).strip()[:255] or filename[:255],
        storage_key=key,
        content_type=content_type,
        size_bytes=size,
        uploaded_by_id=actor.id,
    )
    return _added(session, row, actor)


def add_link(
    session: Session, subject_type: str, subject_id: int, *, url: str, name: str | None, actor: User
) -> StoredFile:
    row = StoredFile(
        subject_type=subject_type,
        subject_id=subject_id,
        name=(name or url).strip()[:255],
        url=url,
        uploaded_by_id=actor.id,
    )
    return _added(session, row, actor)


def _added(session: Session, row: StoredFile, actor: User) -> StoredFile:
    session.add(row)
    session.flush()
    what = "link" if row.url else "file"
    activity.record(session, row.subject_type, row.subject_id, actor, f"{what}_added", f"Added {what} {row.name}")
    return row


def rename_file(session: Session, row: StoredFile, name: str, actor: User) -> StoredFile:
    if row.name != name:
        changes = {"name": [row.name, name]}
        row.name = name
        activity.record(
            session, row.subject_type, row.subject_id, actor, "file_renamed", f"Renamed file to {name}", changes
        )
    return row


def delete_file(session: Session, row: StoredFile, actor: User) -> None:
    """Whoever added the file or link, a manager or an admin may delete it (as with notes)."""
    if row.uploaded_by_id != actor.id and not is_manager(actor):
        raise Forbidden("Only whoever added this file, a manager or an admin can delete it.")
    what = "link" if row.url else "file"
    activity.record(session, row.subject_type, row.subject_id, actor, f"{what}_deleted", f"Deleted {what} {row.name}")
    _forget(session, [row])


def _forget(session: Session, rows: list[StoredFile]) -> None:
    for row in rows:
        if row.storage_key:
            key = row.storage_key
            on_commit(session, lambda key=key: storage.remove(key))  # type: ignore[misc]
        session.delete(row)


def delete_owned(session: Session, subject_type: str, subject_id: int) -> None:
    """Remove a deleted record's notes and files (its activity stays: the audit trail outlives it)."""
    session.execute(delete(Note).where(Note.subject_type == subject_type, Note.subject_id == subject_id))
    files = session.scalars(
        select(StoredFile).where(StoredFile.subject_type == subject_type, StoredFile.subject_id == subject_id)
    ).all()
    _forget(session, list(files))


def counts(session: Session, subject_type: str, subject_id: int) -> dict[str, Any]:
    notes = session.scalar(select(func.count()).where(Note.subject_type == subject_type, Note.subject_id == subject_id))
    files = session.scalar(
        select(func.count()).where(StoredFile.subject_type == subject_type, StoredFile.subject_id == subject_id)
    )
    last: Activity | None = activity.last(session, subject_type, subject_id)
    return {
        "notes": notes or 0,
        "files": files or 0,
        "last_activity_at": last.created_at if last else None,
        "last_activity_summary": last.summary if last else None,
    }


def check_link(url: str | None, has_file: bool) -> None:
    if has_file and url:
        raise FieldErrors({"file": "Upload a file or give a link, not both"})
    if not has_file and not url:
        raise FieldErrors({"file": "Choose a file to upload or give a link"})
