"""Event rules act after the commit: a commit that changes what a rule reads queues one rule run (through the job
queue) for the records it changed; the run raises the event's task once and closes the tasks that cleared. A
request that fails queues nothing; the scheduled pass is on the beat schedule."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from api.core.jobs import JOBS, app
from api.crm import Kind
from api.db import run_after_commit
from api.settings import get_settings
from api.tasks.rules import listener
from tests.api.quotes.factories import expire, make_sent_quote
from tests.api.tasks_rules.helpers import assignees_of, tasks_of
from tests.factories import make_organisation, make_user


@pytest.fixture
def queued(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, Any]]:
    """Rule runs turned on (the tests turn them off) and caught instead of dispatched."""
    on = get_settings().model_copy(update={"task_rules_on_change": True})
    monkeypatch.setattr(listener, "get_settings", lambda: on)
    caught: list[tuple[str, Any]] = []
    monkeypatch.setattr(listener.jobs, "dispatch", lambda name, *args: caught.append((name, *args)))
    return caught


def _accept(quote: Any) -> dict[str, Any]:
    return {"uuid": str(quote.uuid), "isInternal": False, "version": quote.sent_version, "name": "Pat Buyer"}


def test_public_acceptance_queues_a_run_that_raises_the_task_for_the_account_manager(
    client: TestClient, db: Session, queued: list[tuple[str, Any]]
) -> None:
    manager = make_user(db, first_name="Ava", last_name="Manager")
    customer = make_organisation(db, kind=Kind.customer, name="Calder Valley Homes")
    quote = make_sent_quote(db, customer=customer, account_manager_id=manager.id)
    db.commit()
    run_after_commit(db)
    queued.clear()

    r = client.put("/api/quotes/accept", json=_accept(quote))
    assert r.status_code == 200, r.text
    assert queued == [(listener.EVENTS_JOB, [["quote", quote.id]])]
    assert tasks_of(db, "quote_accepted") == []  # not in the request: after its commit

    listener.on_events(db, queued[0][1])
    [task] = tasks_of(db, "quote_accepted")
    assert task.title == f"Raise the purchase orders — {quote.number} (Calder Valley Homes)"
    assert task.owner_id == manager.id and assignees_of(db, task) == {manager.id}
    # The same event again raises nothing.
    assert listener.on_events(db, queued[0][1]).total_raised == 0
    assert len(tasks_of(db, "quote_accepted")) == 1


def test_a_refused_request_queues_nothing(client: TestClient, db: Session, queued: list[tuple[str, Any]]) -> None:
    quote = make_sent_quote(db)
    expire(db, quote)
    db.commit()
    run_after_commit(db)
    queued.clear()
    assert client.put("/api/quotes/accept", json=_accept(quote)).status_code == 409
    assert queued == []


def test_only_changes_the_rules_read_queue_a_run(db: Session, queued: list[tuple[str, Any]]) -> None:
    quote = make_sent_quote(db)
    db.commit()
    run_after_commit(db)
    queued.clear()
    quote.internal_notes = "Rang them"
    db.commit()
    run_after_commit(db)
    assert queued == []
    quote.status = "rejected"
    db.commit()
    run_after_commit(db)
    assert queued == [(listener.EVENTS_JOB, [["quote", quote.id]])]


def test_off_in_the_settings_queues_nothing(db: Session, monkeypatch: pytest.MonkeyPatch) -> None:
    caught: list[Any] = []
    monkeypatch.setattr(listener.jobs, "dispatch", lambda *args: caught.append(args))
    quote = make_sent_quote(db)
    quote.status = "rejected"
    db.commit()
    run_after_commit(db)
    assert caught == []


def test_the_jobs_are_registered_and_the_pass_is_on_the_beat_schedule() -> None:
    assert listener.EVENTS_JOB in JOBS and listener.PASS_JOB in JOBS
    assert app.conf.beat_schedule[listener.PASS_JOB]["task"] == listener.PASS_JOB


def test_a_failed_delivery_queues_a_run_that_raises_reschedule_and_rescheduling_closes_it(
    client: TestClient, db: Session, queued: list[tuple[str, Any]]
) -> None:
    from datetime import date, timedelta

    from tests.api.schedule_factories import ids_of, make_call_off, make_plotted_order
    from tests.api.tasks_rules.helpers import notes_of
    from tests.factories import headers_for

    manager = make_user(db, first_name="Max")
    order = make_plotted_order(db, account_manager_id=manager.id)
    _, plots = ids_of(db, order)
    row = make_call_off(db, order, plots=[plots[0]])
    row.status = "booked"
    db.commit()
    run_after_commit(db)
    queued.clear()
    headers = headers_for(db, manager)

    r = client.put(
        "/api/schedules/status/delivery",
        headers=headers,
        json={"schedule_id": row.id, "status": "failed", "reason": "Site gates locked"},
    )
    assert r.status_code == 200, r.text
    assert queued == [(listener.EVENTS_JOB, [["call_off", row.id]])]
    listener.on_events(db, queued[0][1])
    [task] = tasks_of(db, "delivery_failed")
    assert task.title.startswith(f"Reschedule — {row.number}") and task.owner_id == manager.id
    assert "Site gates locked" in task.description

    queued.clear()
    new_date = date.today() + timedelta(days=10)
    r = client.put(
        "/api/schedules/status/delivery",
        headers=headers,
        json={"schedule_id": row.id, "status": "rescheduled", "date": new_date.isoformat()},
    )
    assert r.status_code == 200, r.text
    assert queued == [(listener.EVENTS_JOB, [["call_off", row.id]])]
    listener.on_events(db, queued[0][1])
    assert task.status == "done"
    assert notes_of(db, task)[0].startswith(f"Closed automatically: {row.number}: it was rescheduled for ")
