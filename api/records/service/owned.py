"""What a record owns in the records tables: counts for its stats, and removal when the record is deleted."""

from __future__ import annotations

from typing import Any

from sqlalchemy import delete, func, select
from sqlalchemy.orm import Session

from api.core import storage
from api.db import on_commit
from api.records.models import Activity, Note, StoredFile
from api.records.service import activity


def counts(session: Session, subject_type: str, subject_id: int) -> dict[str, Any]:
    notes = session.scalar(select(func.count()).where(Note.subject_type == subject_type, Note.subject_id == subject_id))
    files = session.scalar(
        select(func.count()).where(StoredFile.subject_type == subject_type, StoredFile.subject_id == subject_id)
    )
    last = activity.last(session, subject_type, subject_id)
    return {
        "notes": notes or 0,
        "files": files or 0,
        "last_activity_at": last.created_at if last else None,
        "last_activity_summary": last.summary if last else None,
    }


def forget_files(session: Session, rows: list[StoredFile]) -> None:
    """Delete file rows; their stored content goes once the transaction commits."""
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
    forget_files(session, list(files))


def delete_activity(session: Session, subject_type: str, subject_id: int) -> None:
    """Remove a record's activity too, for records whose whole trail goes with them (projects)."""
    session.execute(delete(Activity).where(Activity.subject_type == subject_type, Activity.subject_id == subject_id))
