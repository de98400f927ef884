"""Files and links of any record, each change logged in the record's activity. The `*_for` functions, `rename`,
`delete` and `store` take the record's kind and check that the record exists and that the file belongs to one of
that kind."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, BinaryIO

from sqlalchemy import select
from sqlalchemy.orm import Session

from api.core import storage
from api.core.errors import FieldErrors, Forbidden, NotFound
from api.db import on_rollback
from api.records.models import StoredFile
from api.records.service import activity, owned, uploads
from api.records.service.rules import check_previous, is_manager
from api.records.service.subjects import SubjectKind
from api.users.models import User


@dataclass(frozen=True)
class Upload:
    """An uploaded file as the form carried it."""

    filename: str
    content_type: str | None
    stream: BinaryIO


def list_files(session: Session, subject_type: str, subject_id: int) -> list[Any]:
    return list(
        session.execute(
            select(StoredFile, User)
            .outerjoin(User, User.id == StoredFile.uploaded_by_id)
            .where(StoredFile.subject_type == subject_type, StoredFile.subject_id == subject_id)
            .order_by(StoredFile.created_at.desc(), StoredFile.id.desc())
        ).all()
    )


def get_file(session: Session, file_id: int, *, for_update: bool = False) -> StoredFile:
    row = session.get(StoredFile, file_id, with_for_update=for_update)
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
    owned.forget_files(session, [row])


def check_link(url: str | None, has_file: bool) -> None:
    if has_file and url:
        raise FieldErrors({"file": "Upload a file or give a link, not both"})
    if not has_file and not url:
        raise FieldErrors({"file": "Choose a file to upload or give a link"})


def file_of(session: Session, subject: SubjectKind, file_id: int, *, for_update: bool = False) -> StoredFile:
    """The file, when it belongs to a record of this kind that exists; else 404."""
    row = get_file(session, file_id, for_update=for_update)
    if row.subject_type != subject.type:
        raise NotFound("This file does not exist.")
    subject.check(session, row.subject_id)
    return row


def list_for(session: Session, subject: SubjectKind, record_id: int) -> list[Any]:
    subject.check(session, record_id)
    return list_files(session, subject.type, record_id)


def store(
    session: Session,
    subject: SubjectKind,
    record_id: int,
    *,
    upload: Upload | None,
    url: str | None,
    name: str | None,
    actor: User,
) -> StoredFile:
    """An upload or a link, whichever the form carried, on a record of this kind that exists."""
    subject.check(session, record_id)
    check_link(url, upload is not None)
    if upload is not None:
        return add_upload(
            session,
            subject.type,
            record_id,
            filename=upload.filename,
            declared_type=upload.content_type,
            stream=upload.stream,
            name=name,
            actor=actor,
        )
    return add_link(session, subject.type, record_id, url=url or "", name=name, actor=actor)


def rename(
    session: Session, subject: SubjectKind, file_id: int, name: str, actor: User, previous: str | None = None
) -> StoredFile:
    """With `previous`, the name the rename started from: a file renamed since is refused, not renamed over."""
    row = file_of(session, subject, file_id, for_update=True)
    check_previous(row.name, previous, "file")
    return rename_file(session, row, name, actor)


def delete(session: Session, subject: SubjectKind, file_id: int, actor: User) -> None:
    delete_file(session, file_of(session, subject, file_id), actor)
