"""Notes about any record, each change logged in the record's activity. The `*_for` functions and `edit` / `delete`
take the record's kind and check that the record exists and that the note belongs to one of that kind."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from sqlalchemy import Integer, and_, bindparam, literal_column, select, true
from sqlalchemy.orm import Session

from api.core.errors import Conflict, Forbidden, NotFound
from api.db import utcnow
from api.records.models import Note
from api.records.service import activity
from api.records.service.rules import is_manager
from api.records.service.subjects import SubjectKind
from api.users.columns import name_columns
from api.users.models import User

NOTE_ADDED = "note_added"
CHANGED_SINCE = "Someone changed this note since you opened it: reload to see their change, then edit it again."


@lru_cache(maxsize=64)
def _listed(subject: SubjectKind) -> Any:
    """The notes of the record `:record_id` of this kind, newest first, as plain rows: the note's columns (`id`,
    `subject_id`, `body`, `created_at`, `edited_at`) and its author's (`name_columns`: `author_id`,
    `author_first_name`, `author_last_name`; None when the author was removed, as the note's own `author_id` then
    is). Joined to one row that holds when the record exists (`SubjectKind.exists`; always, for a kind without it): no
    row at all when it does not, a row of None columns when the record has no note. Written once per kind (a
    statement's cache key cost more CPU than the query)."""
    record_id = bindparam("record_id", type_=Integer)
    found = true() if subject.exists is None else subject.exists(record_id)
    subject_type = subject.type
    record = select(literal_column("1").label("found")).where(found).subquery("record")
    return (
        select(
            Note.id,
            Note.subject_id,
            Note.body,
            Note.created_at,
            Note.edited_at,
            *name_columns(User, "author"),
        )
        .select_from(record)
        .outerjoin(Note, and_(Note.subject_type == subject_type, Note.subject_id == record_id))
        .outerjoin(User, User.id == Note.author_id)
        .order_by(Note.created_at.desc(), Note.id.desc())
    )


def get_note(session: Session, note_id: int) -> Note:
    note = session.get(Note, note_id, with_for_update=True)
    if note is None:
        raise NotFound("This note does not exist.")
    return note


def note_of(session: Session, subject: SubjectKind, note_id: int) -> Note:
    """The note, when it is about a record of this kind that exists; else 404 (no hint that it exists elsewhere)."""
    note = get_note(session, note_id)
    if note.subject_type != subject.type:
        raise NotFound("This note does not exist.")
    subject.check(session, note.subject_id)
    return note


def may_edit_note(note: Any, user: User) -> bool:
    return note.author_id == user.id or is_manager(user)


def list_for(session: Session, subject: SubjectKind, record_id: int) -> list[Any]:
    """The record's notes (rows of `_listed`). A kind that says how to tell that its record exists
    (`SubjectKind.exists`) has it checked by the same statement: one instead of two."""
    if subject.exists is None:
        subject.check(session, record_id)
    rows = session.execute(_listed(subject), {"record_id": record_id}).all()
    if not rows:
        subject.check(session, record_id)  # NotFound, in the kind's own words
    return [row for row in rows if row.id is not None]


def add_for(session: Session, subject: SubjectKind, record_id: int, body: str, actor: User) -> Note:
    """A note about the record. A kind that says how to tell that its record exists (`SubjectKind.exists`) has it
    checked by the activity row's own insert, written first: two statements instead of three."""
    if subject.exists is None or not activity.record_if(
        session, subject.exists, subject.type, record_id, actor, NOTE_ADDED, _added(body)
    ):
        subject.check(session, record_id)  # NotFound, in the kind's own words
        return add_note(session, subject.type, record_id, body, actor)
    return _write(session, subject.type, record_id, body, actor)


def edit(
    session: Session, subject: SubjectKind, note_id: int, body: str, actor: User, previous: str | None = None
) -> Note:
    """Change a note: its author, a manager or an admin. `previous`, the text the editor read: a note changed since
    (by another editor, or in another tab) is refused, not overwritten."""
    note = note_of(session, subject, note_id)
    if previous is not None and previous != note.body and may_edit_note(note, actor):
        raise Conflict(CHANGED_SINCE)
    return edit_note(session, note, body, actor)


def delete(session: Session, subject: SubjectKind, note_id: int, actor: User) -> None:
    delete_note(session, note_of(session, subject, note_id), actor)


def add_note(session: Session, subject_type: str, subject_id: int, body: str, actor: User) -> Note:
    note = _write(session, subject_type, subject_id, body, actor)
    activity.record(session, subject_type, subject_id, actor, NOTE_ADDED, _added(body))
    return note


def _write(session: Session, subject_type: str, subject_id: int, body: str, actor: User) -> Note:
    note = Note(subject_type=subject_type, subject_id=subject_id, author_id=actor.id, body=body)
    session.add(note)
    session.flush()
    return note


def _added(body: str) -> str:
    return f"Added a note: {activity.excerpt(body)}"


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
            f"Edited a note: {activity.excerpt(body)}",
            changes,
        )
    return note


def delete_note(session: Session, note: Note, actor: User) -> None:
    if not may_edit_note(note, actor):
        raise Forbidden("Only the note's author or a manager can delete it.")
    activity.record(
        session,
        note.subject_type,
        note.subject_id,
        actor,
        "note_deleted",
        f"Deleted a note: {activity.excerpt(note.body)}",
    )
    session.delete(note)
