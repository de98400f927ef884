"""Running the rules in a test and reading back what they did."""

from __future__ import annotations

from datetime import UTC, datetime, time
from itertools import count

from sqlalchemy import select
from sqlalchemy.orm import Session

from api.buying.models import PurchaseOrder
from api.crm import Organisation
from api.db import utcnow
from api.tasks.models import Task, TaskLink, TaskNote, TaskUser
from api.tasks.rules import engine
from api.tasks.rules.base import LOCAL_TZ, When

_seq = count(1)


def at(day: object, hour: int = 10) -> When:
    """That day (a date) at `hour` UK time."""
    return When.at(datetime.combine(day, time(hour), tzinfo=LOCAL_TZ).astimezone(UTC))  # type: ignore[call-overload]


def run(db: Session, when: When | None = None, **kwargs: object) -> engine.PassResult:
    result = engine.run(db, when, **kwargs)  # type: ignore[arg-type]
    db.flush()
    return result


def tasks_of(db: Session, rule_key: str) -> list[Task]:
    return list(db.scalars(select(Task).where(Task.rule_key == rule_key).order_by(Task.id)))


def links_of(db: Session, task: Task) -> set[tuple[str, int]]:
    return {
        (link.record_type, link.record_id) for link in db.scalars(select(TaskLink).where(TaskLink.task_id == task.id))
    }


def assignees_of(db: Session, task: Task) -> set[int]:
    rows = db.scalars(select(TaskUser).where(TaskUser.task_id == task.id, TaskUser.role == "assigned"))
    return {row.user_id for row in rows}


def notes_of(db: Session, task: Task) -> list[str]:
    return [n.note for n in db.scalars(select(TaskNote).where(TaskNote.task_id == task.id).order_by(TaskNote.id))]


def make_po(db: Session, supplier: Organisation, **fields: object) -> PurchaseOrder:
    n = next(_seq)
    values: dict[str, object] = {
        "number": f"PO-9{n:05d}",
        "supplier_id": supplier.id,
        "status": "sent",
        "sent_at": utcnow(),
        "search_text": f"po-9{n:05d}",
        **fields,
    }
    po = PurchaseOrder(**values)
    db.add(po)
    db.flush()
    return po
