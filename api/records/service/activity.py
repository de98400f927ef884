"""The activity log: who did what to which record, when, and which fields changed from what to what."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from functools import lru_cache
from typing import Any, cast

from sqlalchemy import Table, bindparam, insert, select, update
from sqlalchemy.orm import Session
from sqlalchemy.sql.elements import ColumnElement

from api.core.pagination import Page, PageParams, paginate
from api.db import utcnow
from api.records.models import Activity
from api.records.service import activity_names
from api.records.service.subjects import SubjectKind
from api.users.models import User

SORTS = {"created_at": Activity.created_at, "action": Activity.action}


def excerpt(text: str, length: int = 80) -> str:
    """`text` on one line, cut to `length` characters with an ellipsis: how a summary quotes a note or a comment."""
    flat = " ".join(text.split())
    return flat if len(flat) <= length else flat[: length - 1] + "…"


def record(
    session: Session,
    subject_type: str,
    subject_id: int,
    actor: User | None,
    action: str,
    summary: str,
    changes: dict[str, list[Any]] | None = None,
) -> Activity:
    row = Activity(
        subject_type=subject_type,
        subject_id=subject_id,
        actor_id=actor.id if actor else None,
        action=action,
        summary=summary[:500],
        changes={field: {"old": _plain(old), "new": _plain(new)} for field, (old, new) in (changes or {}).items()},
    )
    session.add(row)
    return row


def record_if(
    session: Session,
    exists: Callable[[Any], ColumnElement[bool]],
    subject_type: str,
    subject_id: int,
    actor: User,
    action: str,
    summary: str,
) -> bool:
    """`record` (with no changes) only when the record exists (`exists`, a `SubjectKind.exists`), as one
    INSERT ... SELECT WHERE it does, and whether it did: a write about a record checks that the record exists and
    logs itself in one statement instead of a lookup and an insert."""
    values = {
        "subject_type": subject_type,
        "subject_id": subject_id,
        "actor_id": actor.id,
        "action": action,
        "summary": summary[:500],
        "changes": {},
        "created_at": utcnow(),
    }
    return session.execute(_insert_if(exists), values).first() is not None


INSERTED_IF = ("subject_type", "subject_id", "actor_id", "action", "summary", "changes", "created_at")


@lru_cache(maxsize=64)
def _insert_if(exists: Callable[[Any], ColumnElement[bool]]) -> Any:
    """`record_if`'s statement for one kind of record, of bind parameters named as INSERTED_IF, written once (its
    cache key cost more CPU than the insert)."""
    table = cast(Table, Activity.__table__)
    params = {name: bindparam(name, type_=table.c[name].type) for name in INSERTED_IF}
    source = select(*params.values()).where(exists(params["subject_id"]))
    return insert(table).from_select(list(INSERTED_IF), source).returning(table.c.id)


def _plain(value: Any) -> Any:
    return value if value is None or isinstance(value, str | int | float | bool) else str(value)


def list_activity(session: Session, subject_type: str, subject_id: int, params: PageParams) -> Page[Any]:
    """Rows of (activity, actor, names of the records its changes refer to by id)."""
    query: Any = (
        select(Activity, User)
        .outerjoin(User, User.id == Activity.actor_id)
        .where(Activity.subject_type == subject_type, Activity.subject_id == subject_id)
    )
    page = paginate(session, query, params, SORTS, default_sort="-created_at", tiebreak=Activity.id.desc(), rows=True)
    names = activity_names.lookup(session, (row[0] for row in page.items))
    page.items = [(entry, actor, names) for entry, actor in page.items]
    return page


def last(session: Session, subject_type: str, subject_id: int) -> Activity | None:
    return session.scalars(
        select(Activity)
        .where(Activity.subject_type == subject_type, Activity.subject_id == subject_id)
        .order_by(Activity.created_at.desc(), Activity.id.desc())
        .limit(1)
    ).first()


def list_for(session: Session, subject: SubjectKind, record_id: int, params: PageParams) -> Page[Any]:
    """The activity of a record of that kind, once it is known to exist."""
    subject.check(session, record_id)
    return list_activity(session, subject.type, record_id, params)


def backdate(session: Session, subject_type: str, subject_id: int, when: datetime) -> None:
    """Date the activity rows the services just wrote about the record (demo data)."""
    session.flush()
    session.execute(
        update(Activity)
        .where(Activity.subject_type == subject_type, Activity.subject_id == subject_id, Activity.created_at > when)
        .values(created_at=when)
    )
