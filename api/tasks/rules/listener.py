"""Event rules act within a minute: a commit that changes what a rule reads (a quote's status, a purchase order's
acknowledgement, a call-off's status or dates, a supplier's answer, a proof of delivery) queues a rule run for those
records after it commits; the run raises the event rules' tasks and closes the tasks whose condition cleared. With
Redis a Celery worker runs it; without, it runs right after the commit in the same process (not on the shared
background thread, where an index rebuild could hold it up for minutes).
The date rules run from the beat schedule (every 15 minutes)."""

from __future__ import annotations

from contextlib import contextmanager
from typing import Any

from celery.schedules import crontab
from sqlalchemy import event, inspect
from sqlalchemy.orm import Session, SessionTransaction

from api.buying.models import PurchaseOrder, SupplierQuote
from api.core import jobs
from api.db import on_commit, session_scope
from api.quotes.models import Quote
from api.records.models import StoredFile
from api.schedules.models import CallOff
from api.settings import get_settings
from api.tasks.rules import engine

PENDING = "task_rules_pending"
EVENTS_JOB = "tasks.rules.events"
PASS_JOB = "tasks.rules.pass"
# What each watched record is called in the rules, and the fields whose change may raise or clear a task.
WATCHED: dict[type, tuple[str, tuple[str, ...]]] = {
    Quote: ("quote", ("status", "sent_version", "valid_until")),
    PurchaseOrder: ("purchase_order", ("status", "acknowledged_at")),
    CallOff: ("call_off", ("status", "confirmed_date", "booked_date", "requested_date")),
    SupplierQuote: ("supplier_quote", ("status", "valid_until", "answered_at", "declined_at")),
}


def _changed(obj: Any) -> tuple[str, int] | None:
    watched = WATCHED.get(type(obj))
    if watched is None:
        return None
    name, fields = watched
    state = inspect(obj)
    if any(state.attrs[f].history.has_changes() for f in fields):
        return (name, obj.id)
    return None


def _after_flush(session: Session, _: Any) -> None:
    if not get_settings().task_rules_on_change:
        return
    keys = {key for obj in session.dirty if (key := _changed(obj)) is not None}
    keys |= {
        ("call_off", obj.subject_id)
        for obj in session.new
        if isinstance(obj, StoredFile) and obj.subject_type == "call_off"
    }
    if not keys:
        return
    pending: set[tuple[str, int]] | None = session.info.get(PENDING)
    if pending is None:
        pending = session.info[PENDING] = set()

        def queue() -> None:
            changes = sorted(session.info.pop(PENDING, set()))
            if changes:
                jobs.dispatch(EVENTS_JOB, [list(c) for c in changes])

        on_commit(session, queue)
    pending |= keys


def _after_rollback(session: Session, previous: SessionTransaction) -> None:
    if not previous.nested:
        session.info.pop(PENDING, None)


def install() -> None:
    if not event.contains(Session, "after_flush", _after_flush):
        event.listen(Session, "after_flush", _after_flush)
        event.listen(Session, "after_soft_rollback", _after_rollback)


def on_events(session: Session, changes: list[list[Any]]) -> engine.PassResult:
    events: dict[str, list[int]] = {}
    for name, record_id in changes:
        events.setdefault(str(name), []).append(int(record_id))
    return engine.run(session, events=events)


@jobs.job(EVENTS_JOB)
def events_job(changes: list[list[Any]]) -> int:
    """After a commit: the event rules for the records it changed, and the closing of every rule's cleared tasks."""
    with contextmanager(session_scope)() as session:
        return on_events(session, changes).total_raised


@jobs.job(PASS_JOB, schedule=crontab(minute="*/15"))
def pass_job() -> int:
    """Every 15 minutes (Celery beat): every rule's pass (date rules raise, cleared tasks close)."""
    with contextmanager(session_scope)() as session:
        return engine.run(session).total_raised
