"""Background jobs and the Celery app that runs them.

Domains register plain functions with `@job("name")`, which makes each a Celery task of the same name (and, with
`schedule=`, a Celery beat entry). The registry fills when the domains' modules are imported: `api.wiring.wire()`
imports them for every entry point.

A unit of work queues a job with `enqueue(session, name, *args)`: a row of the job outbox written in its own
transaction (`api.core.job_outbox`), so the job exists if and only if the work committed, whether Redis is up or
not. The relay (`api.core.relay`) sends the rows to Celery with Redis (every job is acknowledged late and must be
safe to run twice: a worker killed mid-job leaves it to another), or runs them in this process without Redis
(`run_in_process`): long jobs a user waits on (`threaded`, an import) on a thread of their own, the index's jobs
(`background`) on one thread, the rest (mail) on another, never inside a request."""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from datetime import datetime
from typing import Any, TypeVar

from celery import Celery
from celery.schedules import crontab
from sqlalchemy.orm import Session

from api.core import job_outbox
from api.settings import get_settings

log = logging.getLogger(__name__)
F = TypeVar("F", bound=Callable[..., Any])
JOBS: dict[str, Callable[..., Any]] = {}
# Jobs that load a model (embedding): without Redis they run one after another on their own thread.
BACKGROUND: set[str] = set()
_background = ThreadPoolExecutor(max_workers=1, thread_name_prefix="brickmate-index")
# The other short jobs (a mail's delivery) without Redis: on a thread of their own, so a rebuild never holds them up.
_short = ThreadPoolExecutor(max_workers=1, thread_name_prefix="brickmate-job")
# Long jobs a user waits on (an import with its progress): without Redis each runs on a thread of its own, so it
# neither waits behind the queued background jobs nor holds them up.
THREADED: set[str] = set()

_settings = get_settings()
app = Celery("brickmate", broker=_settings.redis_url or "memory://")
app.conf.update(
    task_always_eager=not _settings.redis_url,
    task_serializer="json",
    accept_content=["json"],
    # A job is acknowledged once it has ended, and a worker that dies (SIGKILL, out of memory) gives it back to the
    # queue: every job is written to be run again safely.
    task_acks_late=True,
    task_reject_on_worker_lost=True,
    worker_prefetch_multiplier=1,
    # A message taken by a worker that vanished is handed out again after this long (Redis has no other way to know).
    broker_transport_options={
        "visibility_timeout": _settings.job_visibility_timeout_seconds,
        "unacked_restore_interval": min(10, _settings.job_visibility_timeout_seconds),
        "unacked_restore_throttle": 1,
    },
    # The relay retries on its own schedule: a send to a Redis that is down fails fast and the row stays queued.
    task_publish_retry=False,
    broker_connection_timeout=3,
    broker_connection_retry_on_startup=True,
    timezone="Europe/London",
    beat_schedule={},
)


def job(
    name: str, *, background: bool = False, threaded: bool = False, schedule: crontab | None = None
) -> Callable[[F], F]:
    def register(fn: F) -> F:
        JOBS[name] = fn
        if background:
            BACKGROUND.add(name)
        if threaded:
            THREADED.add(name)
        app.task(name=name)(fn)
        if schedule is not None:
            app.conf.beat_schedule[name] = {"task": name, "schedule": schedule}
        return fn

    return register


def enqueue(session: Session, name: str, *args: Any, run_after: datetime | None = None) -> None:
    """Queue the job `name(*args)` in the session's unit of work (JSON arguments): it runs after the commit (not
    before `run_after`), never if the work rolls back."""
    if name not in JOBS:
        raise KeyError(f"unknown job {name}")
    job_outbox.write(session, name, list(args), run_after)


def enqueue_after_commit(session: Session, name: str, *args: Any) -> None:
    """`enqueue` (the name the domains have used)."""
    enqueue(session, name, *args)


def send(name: str, args: list[Any]) -> None:
    """Hand one job to the Celery queue (the relay's step with Redis); raises when the broker cannot take it."""
    app.send_task(name, args=args)


def run_in_process(name: str, args: list[Any], done: Callable[[str | None], None]) -> None:
    """Run one job in this process, off the caller's thread (its lane as the module says); `done(error)` after."""

    def run() -> None:
        error: str | None = None
        try:
            JOBS[name](*args)
        except Exception as exc:
            log.exception("background job %s failed", name)
            error = f"{type(exc).__name__}: {exc}"[:2000]
        done(error)

    if name in THREADED:
        threading.Thread(target=run, name=f"brickmate-{name}", daemon=True).start()
    elif name in BACKGROUND:
        _background.submit(run)
    else:
        _short.submit(run)


def dispatch(name: str, *args: Any) -> None:
    """Run or send a job now, outside any unit of work (a script's, a test's); units of work use `enqueue`."""
    if get_settings().redis_url:
        send(name, list(args))
    else:
        JOBS[name](*args)
