"""Jobs in the tests: what a unit of work queued, seen (or run) once it commits, instead of a row of the job outbox
left for a relay."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from sqlalchemy.orm import Session

from api.db import on_commit

Sent = list[tuple[str, tuple[Any, ...]]]


def recorded(sent: Sent) -> Callable[..., None]:
    """An `api.core.jobs.enqueue` that appends (name, args) to `sent` once the unit of work commits."""

    def enqueue(session: Session, name: str, *args: Any, run_after: Any = None) -> None:
        on_commit(session, lambda: sent.append((name, args)))

    return enqueue


def run_after_commit_with(run: Callable[..., None]) -> Callable[..., None]:
    """An `api.core.jobs.enqueue` that calls `run(name, *args)` once the unit of work commits."""

    def enqueue(session: Session, name: str, *args: Any, run_after: Any = None) -> None:
        on_commit(session, lambda: run(name, *args))

    return enqueue
