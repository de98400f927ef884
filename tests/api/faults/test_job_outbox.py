"""The job outbox: a job queued by a unit of work is a row of its transaction; the relay sends the rows to Redis
(a Redis that is down leaves them queued, and they go once it is back) or, without Redis, runs them here."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import timedelta
from typing import Any

import pytest
import redis
from celery import Celery
from sqlalchemy import func, select
from sqlalchemy.orm import Session, sessionmaker

from api.core import jobs, relay
from api.core.job_outbox import JobOutbox
from api.db import session_scope
from api.settings import get_settings
from tests.api.faults.conftest import RedisServer


@pytest.fixture
def touched(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """A job of the tests' own, `tests.touch(x)`, that notes what it was given (and fails on "boom")."""
    seen: list[Any] = []

    def touch(value: Any) -> None:
        if value == "boom":
            raise ValueError("boom")
        seen.append(value)

    monkeypatch.setitem(jobs.JOBS, "tests.touch", touch)
    return seen


@pytest.fixture
def relay_on(own_sessions: sessionmaker[Session], monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[..., None]]:
    """Start this process's relay on the fault tests' own database; stopped after the test."""
    monkeypatch.setattr(relay, "get_sessionmaker", lambda: own_sessions)
    monkeypatch.setattr(relay, "POLL_SECONDS", 0.2)
    on = get_settings().model_copy(update={"job_relay": True})
    monkeypatch.setattr(relay, "get_settings", lambda: on)

    def start(*, in_process: bool) -> None:
        assert relay.start(in_process=in_process)

    yield start
    relay.stop()


def wait_for(check: Callable[[], bool], seconds: float = 20) -> None:
    deadline = time.monotonic() + seconds
    while not check():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.1)


def pending(maker: sessionmaker[Session]) -> int:
    with maker() as session:
        return session.scalar(select(func.count()).select_from(JobOutbox).where(JobOutbox.relayed_at.is_(None))) or 0


def test_a_job_is_a_row_of_the_unit_of_work_that_queued_it(db: Session, touched: list[Any]) -> None:
    jobs.enqueue(db, "tests.touch", {"a": 1})

    [row] = db.scalars(select(JobOutbox).where(JobOutbox.name == "tests.touch")).all()
    assert (row.args, row.relayed_at, row.error) == ([{"a": 1}], None, None)
    with pytest.raises(KeyError):
        jobs.enqueue(db, "tests.unknown")


def test_a_job_of_a_unit_of_work_that_rolled_back_never_exists(touched: list[Any]) -> None:
    with pytest.raises(RuntimeError), contextmanager(session_scope)() as session:
        jobs.enqueue(session, "tests.touch", "never")
        raise RuntimeError("the request failed")

    with contextmanager(session_scope)() as session:
        assert session.scalar(select(func.count()).select_from(JobOutbox).where(JobOutbox.args == ["never"])) == 0


def test_run_pending_runs_each_due_job_once_and_marks_it(db: Session, touched: list[Any]) -> None:
    jobs.enqueue(db, "tests.touch", 1)
    jobs.enqueue(db, "tests.touch", "boom")
    jobs.enqueue(db, "tests.touch", 2)

    assert relay.run_pending(db) == 3
    assert relay.run_pending(db) == 0

    assert touched == [1, 2]
    rows = db.scalars(select(JobOutbox).where(JobOutbox.name == "tests.touch").order_by(JobOutbox.id)).all()
    assert all(r.relayed_at is not None for r in rows)
    assert [r.error for r in rows] == [None, "ValueError: boom", None]


def test_rows_relayed_over_a_week_ago_are_pruned(db: Session, touched: list[Any]) -> None:
    jobs.enqueue(db, "tests.touch", "old")
    jobs.enqueue(db, "tests.touch", "recent")
    jobs.enqueue(db, "tests.touch", "waiting")
    old, recent, _waiting = db.scalars(select(JobOutbox).where(JobOutbox.name == "tests.touch").order_by(JobOutbox.id))
    now = db.scalar(select(func.now()))
    assert now is not None
    old.relayed_at, recent.relayed_at = now - timedelta(days=8), now - timedelta(days=6)
    db.flush()

    assert relay.prune(db) == 1

    left = db.scalars(select(JobOutbox.args).where(JobOutbox.name == "tests.touch").order_by(JobOutbox.id)).all()
    assert left == [["recent"], ["waiting"]]


def test_without_redis_the_relay_runs_the_jobs_in_this_process_off_the_request(
    own_sessions: sessionmaker[Session], relay_on: Callable[..., None], touched: list[Any]
) -> None:
    relay_on(in_process=True)
    with own_sessions() as session:
        jobs.enqueue(session, "tests.touch", "saved")
        session.commit()

    wait_for(lambda: touched == ["saved"] and pending(own_sessions) == 0)


@pytest.fixture
def held(monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[list[Any], threading.Event, threading.Event]]:
    """A job of the tests' own, `tests.held(x)`, that notes each run and holds until `release` is set."""
    runs: list[Any] = []
    started, release = threading.Event(), threading.Event()

    def hold(value: Any) -> None:
        runs.append(value)
        started.set()
        release.wait(20)

    monkeypatch.setitem(jobs.JOBS, "tests.held", hold)
    yield runs, started, release
    release.set()


def test_without_redis_two_api_processes_never_run_the_same_job(
    own_sessions: sessionmaker[Session], held: tuple[list[Any], threading.Event, threading.Event]
) -> None:
    runs, started, release = held
    first, second = relay.InProcess(own_sessions), relay.InProcess(own_sessions)  # two API processes' runners
    try:
        with own_sessions() as session:
            jobs.enqueue(session, "tests.held", "once")
            session.commit()

        assert first.start_pending() == 1
        assert started.wait(20)
        assert second.start_pending() == 0  # running in the first, not yet marked: the second leaves it
        release.set()
        wait_for(lambda: pending(own_sessions) == 0)
        assert second.start_pending() == 0
        assert first.start_pending() == 0
        assert runs == ["once"]
    finally:
        first.close()
        second.close()


def test_a_job_another_runner_ended_after_it_was_read_is_not_run_again(
    own_sessions: sessionmaker[Session], held: tuple[list[Any], threading.Event, threading.Event]
) -> None:
    runs, _, release = held
    first, second = relay.InProcess(own_sessions), relay.InProcess(own_sessions)
    try:
        with own_sessions() as session:
            jobs.enqueue(session, "tests.held", "once")
            session.commit()
            read = relay._pending(session, relay.BATCH)  # what the second runner read, before the first ran it
            session.commit()
        release.set()
        assert first.start_pending() == 1
        wait_for(lambda: pending(own_sessions) == 0)

        assert second._claim(read) == []  # its claim comes after the row was marked and let go
        assert runs == ["once"]
    finally:
        first.close()
        second.close()


def test_redis_down_while_users_save_then_every_job_goes_once_it_is_back(
    own_sessions: sessionmaker[Session],
    relay_on: Callable[..., None],
    redis_server: RedisServer,
    touched: list[Any],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    queue = Celery("faults", broker=redis_server.url)
    queue.conf.update(task_publish_retry=False, broker_connection_timeout=1, task_serializer="json")
    monkeypatch.setattr(jobs, "app", queue)
    broker = redis.Redis(port=redis_server.port)
    relay_on(in_process=False)

    with own_sessions() as session:
        jobs.enqueue(session, "tests.touch", "before")
        session.commit()
    wait_for(lambda: broker.llen("celery") == 1)

    redis_server.stop()
    for n in range(3):  # every save succeeds while Redis is down: its job is a row of the save's transaction
        with own_sessions() as session:
            jobs.enqueue(session, "tests.touch", f"meanwhile {n}")
            session.commit()
    time.sleep(2)
    assert pending(own_sessions) == 3  # the relay tried, and kept them

    redis_server.start()  # back, empty (it keeps nothing on disk)
    broker = redis.Redis(port=redis_server.port)
    wait_for(lambda: pending(own_sessions) == 0)

    sent = [json.loads(raw) for raw in broker.lrange("celery", 0, -1)]
    assert sorted(json.loads(_body(m))[0][0] for m in sent) == ["meanwhile 0", "meanwhile 1", "meanwhile 2"]
    assert all(m["headers"]["task"] == "tests.touch" for m in sent)


def _body(message: dict[str, Any]) -> str:
    import base64

    return base64.b64decode(message["body"]).decode()
