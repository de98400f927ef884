"""Notes, files and activity rows → response shapes (pure mapping, no queries)."""

from __future__ import annotations

from typing import Any

from api.records.schemas import ActivityOut, FieldChange, FileOut, NoteOut
from api.records.service import activity_names
from api.records.service.notes import may_edit_note
from api.users.columns import full_name
from api.users.models import User


def note_out(row: Any, viewer: User) -> NoteOut:
    """`row` is (note, author)."""
    note, author = row[0], row[1]
    return _note_out(note, author.full_name if author else None, viewer)


def listed_note_out(row: Any, viewer: User) -> NoteOut:
    """A row of `notes.list_for` (the note's columns and its author's names)."""
    return _note_out(row, full_name(row, "author"), viewer)


def _note_out(note: Any, author_name: str | None, viewer: User) -> NoteOut:
    return NoteOut(
        note_id=note.id,
        related_id=note.subject_id,
        note=note.body,
        author_id=note.author_id,
        author_name=author_name if author_name is not None else "Former user",
        created_at=note.created_at,
        edited_at=note.edited_at,
        can_edit=may_edit_note(note, viewer),
    )


def file_out(row: Any) -> FileOut:
    stored, uploader = row[0], row[1]
    return FileOut(
        file_id=stored.id,
        related_id=stored.subject_id,
        name=stored.name,
        kind="link" if stored.url else "file",
        url=stored.url,
        download_url=None if stored.url else f"/api/files/{stored.id}/download",
        content_type=stored.content_type,
        size_bytes=stored.size_bytes,
        uploaded_by_name=uploader.full_name if uploader else "Former user",
        created_at=stored.created_at,
    )


def activity_out(row: Any) -> ActivityOut:
    """`row` is (activity, actor, names of what its changes refer to by id)."""
    entry, actor, names = row[0], row[1], row[2] if len(row) > 2 else {}
    return ActivityOut(
        activity_id=entry.id,
        action=entry.action,
        summary=entry.summary,
        changes={field: FieldChange(**change) for field, change in (entry.changes or {}).items()},
        names=activity_names.named_changes(entry, names),
        actor_id=entry.actor_id,
        actor_name=actor.full_name if actor else "System",
        created_at=entry.created_at,
    )
