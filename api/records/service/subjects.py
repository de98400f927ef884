"""The kinds of record that own notes, files and activity, and what a record owns. Each domain declares its kind
in one line, e.g. `SUBJECT = SubjectKind("supplier_quote", supplier_quotes.get)`; the notes, files and activity
services then check through it that the record exists (and that a note or file belongs to it) before acting."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from sqlalchemy.orm import Session
from sqlalchemy.sql.elements import ColumnElement


@dataclass(frozen=True)
class SubjectKind:
    """A kind of record: the `subject_type` its rows carry, and how to find one (raising NotFound when the record
    does not exist or is not of this kind, e.g. a supplier asked for through the customer routes)."""

    type: str
    find: Callable[[Session, int], object]
    # A condition true when the record exists (an EXISTS on its table), given its id or a bind parameter for it,
    # for a read or a write about the record to check it in its own statement instead of a lookup before it;
    # None: `find` looks it up first.
    exists: Callable[[Any], ColumnElement[bool]] | None = None

    def check(self, session: Session, record_id: int) -> None:
        self.find(session, record_id)


# Reads the tasks linked to a record: (session, subject type, record id, viewer) → task cards. The task pad installs
# it (api.wiring.wire), since the records package imports no domain; without it the list is empty.
TaskReader = Callable[[Session, str, int, Any], list[Any]]
_task_reader: list[TaskReader] = []


def read_tasks_with(reader: TaskReader) -> None:
    _task_reader[:] = [reader]


def tasks_for(session: Session, subject: SubjectKind, record_id: int, viewer: Any = None) -> list[Any]:
    """The tasks linked to the record that `viewer` may see."""
    subject.check(session, record_id)
    return _task_reader[0](session, subject.type, record_id, viewer) if _task_reader else []
