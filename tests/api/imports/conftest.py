"""Import jobs in the tests: the runner works on the test's session, inline after the request that started the
job (`inline_jobs`), or not at all until the test runs it (`held_jobs`)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pytest
from sqlalchemy.orm import Session

from api.core import jobs
from api.imports import service
from tests.jobs import run_after_commit_with


@pytest.fixture
def inline_jobs(db: Session, monkeypatch: pytest.MonkeyPatch) -> None:
    """Each job runs as soon as the request that started it has committed, on the test's session."""

    @contextmanager
    def test_session() -> Iterator[Session]:
        yield db

    monkeypatch.setattr(service, "open_session", test_session)
    monkeypatch.setattr(jobs, "enqueue", run_after_commit_with(lambda name, *args: jobs.JOBS[name](*args)))


@pytest.fixture
def held_jobs(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The ids of the jobs started, none of them run (the test runs them with `service.execute`)."""
    held: list[int] = []
    real = jobs.enqueue

    def hold(session: Session, name: str, *args: object, run_after: object = None) -> None:
        if name == service.RUN:
            held.append(int(args[0]))  # type: ignore[call-overload]
        else:
            real(session, name, *args)

    monkeypatch.setattr(jobs, "enqueue", hold)
    return held
