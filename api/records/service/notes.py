"""Notes about any record, each change logged in the record's activity. The `*_for` functions and `edit` / `delete`
take the record's kind and check that the record exists and that the note belongs to one of that kind."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from api.core.errors import Forbidden, NotFound
from api.db import utcnow
from api.records.models import Note
from api.records.service import activity
from api.records.service.rules import is_manager
from api.records.service.subjects import SubjectKind
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


def note_of(session: Session, subject: SubjectKind, note_id: int) -> Note:
    """The note, when it is about a record of this kind that exists; else 404 (no hint that it exists elsewhere)."""
    note = get_note(session, note_id)
    if note.subject_type != subject.type:
        raise NotFound("This note does not exist.")
    subject.check(session, note.subject_id)
    return note


def may_edit_note(note: Note, user: User) -> bool:
    return note.author_id == user.id or is_manager(user)


def list_for(session: Session, subject: SubjectKind, record_id: int) -> list[Any]:
    subject.check(session, record_id)
    return list_notes(session, subject.type, record_id)


def add_for(session: Session, subject: SubjectKind, record_id: int, body: str, actor: User) -> Note:
    subject.check(session, record_id)
    return add_note(session, subject.type, record_id, body, actor)


def edit(session: Session, subject: SubjectKind, note_id: int, body: str, actor: User) -> Note:
    """Change a note: its author, a manager or an admin."""
    return edit_note(session, note_of(session, subject, note_id), body, actor)


def delete(session: Session, subject: SubjectKind, note_id: int, actor: User) -> None:
    delete_note(session, note_of(session, subject, note_id), actor)


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
