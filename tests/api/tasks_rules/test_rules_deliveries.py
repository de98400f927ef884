"""Delivering rules: a call-off due on the next working day unconfirmed raises "Confirm with the works"; one
delivered 2 working days ago without proof raises "Get the proof of delivery"; a failed delivery raises
"Reschedule". Each once, and each closes itself when its condition clears."""

from __future__ import annotations

from datetime import UTC, date, datetime, time, timedelta

from sqlalchemy.orm import Session

from api.core.workdays import add_working_days
from api.records.models import StoredFile
from api.schedules.models import CallOff, CallOffEvent
from api.tasks.rules.base import LOCAL_TZ, When
from tests.api.schedule_factories import ids_of, make_call_off, make_plotted_order
from tests.api.tasks_rules.helpers import at, links_of, notes_of, run, tasks_of
from tests.factories import make_user


def _call_off(db: Session, **fields: object) -> CallOff:
    manager = make_user(db, first_name="Max")
    order = make_plotted_order(db, account_manager_id=manager.id)
    _, plots = ids_of(db, order)
    row = make_call_off(db, order, plots=[plots[0]])
    for name, value in fields.items():
        setattr(row, name, value)
    db.flush()
    return row


def test_call_off_due_next_working_day_not_confirmed(db: Session) -> None:
    friday = date(2026, 11, 27)
    monday = _call_off(db, status="booked", requested_date=date(2026, 11, 30), booked_date=date(2026, 11, 30))
    tuesday = _call_off(db, status="booked", booked_date=date(2026, 12, 1))
    confirmed = _call_off(db, status="confirmed", confirmed_date=date(2026, 11, 30))

    result = run(db, at(friday))
    [task] = tasks_of(db, "calloff_unconfirmed")
    assert result.raised["calloff_unconfirmed"] == 1
    assert task.event_key == f"calloff_unconfirmed:call_off:{monday.id}:2026-11-30"
    assert task.title.startswith(f"Confirm with the works — {monday.number}")
    assert ("call_off", monday.id) in links_of(db, task) and ("order", monday.order_id) in links_of(db, task)
    assert task.priority == "high"
    assert run(db, at(friday, 15)).total_raised == 0
    assert tuesday.id and confirmed.id

    monday.status, monday.confirmed_date = "confirmed", date(2026, 11, 30)
    db.flush()
    run(db, at(friday, 16))
    assert task.status == "done"
    assert notes_of(db, task) == [f"Closed automatically: {monday.number}: the works confirmed it."]


def test_moved_call_off_closes_its_task_and_a_new_date_raises_a_new_one(db: Session) -> None:
    friday = date(2026, 11, 27)
    row = _call_off(db, status="requested", requested_date=date(2026, 11, 28))
    run(db, at(friday))
    [first] = tasks_of(db, "calloff_unconfirmed")
    row.requested_date = date(2026, 11, 30)
    db.flush()
    run(db, at(friday, 11))
    assert first.status == "done" and "was moved to Mon 30 Nov 2026" in notes_of(db, first)[0]
    [_, second] = tasks_of(db, "calloff_unconfirmed")
    assert second.event_key.endswith(":2026-11-30") and second.status == "open"


def _local(day: date, hour: int) -> datetime:
    return datetime.combine(day, time(hour), tzinfo=LOCAL_TZ).astimezone(UTC)


def test_delivered_two_working_days_ago_without_proof(db: Session) -> None:
    # Delivered Thursday 24 Dec 2026 at 09:00: two working days later is Wednesday 30 Dec at 09:00.
    row = _call_off(db, status="delivered", delivered_at=_local(date(2026, 12, 24), 9))
    proved = _call_off(db, status="proof_received", delivered_at=_local(date(2026, 12, 21), 9))
    assert run(db, at(date(2026, 12, 29), 12)).raised["proof_missing"] == 0
    assert run(db, at(date(2026, 12, 30), 8)).raised["proof_missing"] == 0
    assert run(db, at(date(2026, 12, 30), 10)).raised["proof_missing"] == 1
    [task] = tasks_of(db, "proof_missing")
    assert task.event_key == f"proof_missing:call_off:{row.id}"
    assert task.title.startswith(f"Get the proof of delivery — {row.number}")
    assert run(db, at(date(2026, 12, 31), 10)).total_raised == 0
    assert proved.id not in {i for _, i in links_of(db, task)}

    db.add(StoredFile(subject_type="call_off", subject_id=row.id, name="pod.pdf", storage_key="k-pod-1"))
    row.status = "proof_received"
    db.flush()
    run(db, at(date(2026, 12, 31), 10))
    assert task.status == "done"
    assert notes_of(db, task) == [f"Closed automatically: the proof of delivery of {row.number} was received."]


def test_failed_delivery_raises_reschedule_once_per_failure(db: Session) -> None:
    when = When.at()
    row = _call_off(db, status="failed", failure_reason="Site closed")
    db.add(CallOffEvent(call_off_id=row.id, from_status="dispatched", to_status="failed"))
    db.flush()

    result = run(db, when, events={"call_off": [row.id]})
    [task] = tasks_of(db, "delivery_failed")
    assert result.raised["delivery_failed"] == 1
    assert task.title.startswith(f"Reschedule — {row.number}") and "Site closed" in task.description
    assert run(db, when, events={"call_off": [row.id]}).total_raised == 0
    assert run(db, when).total_raised == 0

    row.status, row.booked_date = "rescheduled", add_working_days(when.today, 3)
    db.flush()
    run(db, when, events={"call_off": [row.id]})
    assert task.status == "done"
    assert notes_of(db, task)[0].startswith(f"Closed automatically: {row.number}: it was rescheduled for ")

    # It fails again: a new event, a new task.
    row.status = "failed"
    db.add(CallOffEvent(call_off_id=row.id, from_status="dispatched", to_status="failed"))
    db.flush()
    run(db, when, events={"call_off": [row.id]})
    assert [t.status for t in tasks_of(db, "delivery_failed")] == ["done", "open"]


def test_a_rule_turned_off_raises_nothing_and_a_chosen_assignee_gets_the_tasks(db: Session) -> None:
    from api.tasks.rules import settings
    from tests.factories import make_user as user

    admin = user(db)
    chosen = user(db, first_name="Zoe")
    when = When.at()
    row = _call_off(db, status="failed")
    db.add(CallOffEvent(call_off_id=row.id, from_status="dispatched", to_status="failed"))
    db.flush()
    settings.edit(db, "delivery_failed", {"enabled": False}, actor=admin)
    assert run(db, when, events={"call_off": [row.id]}).raised.get("delivery_failed", 0) == 0
    settings.edit(db, "delivery_failed", {"enabled": True, "assignee_id": chosen.id, "due_offset_days": 2}, actor=admin)
    run(db, when, events={"call_off": [row.id]})
    [task] = tasks_of(db, "delivery_failed")
    assert task.owner_id == chosen.id
    assert task.due_at is not None
    assert task.due_at.astimezone(LOCAL_TZ).date() == add_working_days(when.today, 2)
    assert timedelta(0) < task.due_at - when.now
