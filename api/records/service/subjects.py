"""The kinds of record that own notes, files and activity, and what a record owns. Each domain declares its kind
in one line, e.g. `SUBJECT = SubjectKind("supplier_quote", supplier_quotes.get)`; the notes, files and activity
services then check through it that the record exists (and that a note or file belongs to it) before acting."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from sqlalchemy.orm import Session


@dataclass(frozen=True)
class SubjectKind:
    """A kind of record: the `subject_type` its rows carry, and how to find one (raising NotFound when the record
    does not exist or is not of this kind, e.g. a supplier asked for through the customer routes)."""

    type: str
    find: Callable[[Session, int], object]

    def check(self, session: Session, record_id: int) -> None:
        self.find(session, record_id)


def tasks_for(session: Session, subject: SubjectKind, record_id: int) -> list[Any]:
    """Tasks linked to the record. Tasks arrive with the task pad; until then the list is empty."""
    subject.check(session, record_id)
    return []
