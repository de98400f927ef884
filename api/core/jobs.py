"""Background jobs and the Celery app that runs them: in-process when there is no REDIS_URL, else sent to the
Celery workers.

Domains register plain functions with `@job("name")`, which makes each a Celery task of the same name (and, with
`schedule=`, a Celery beat entry). The registry fills when the domains' modules are imported: `api.wiring.wire()`
imports them for every entry point. Jobs are always dispatched after the transaction commits
(`api.db.on_commit`)."""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

from celery import Celery
from celery.schedules import crontab
from sqlalchemy.orm import Session

from api.db import on_commit
from api.settings import get_settings

log = logging.getLogger(__name__)
F = TypeVar("F", bound=Callable[..., Any])
JOBS: dict[str, Callable[..., Any]] = {}
# Jobs that must not hold up the request that queued them (embedding loads a model): without Redis they run
# on this one background thread instead of inline.
BACKGROUND: set[str] = set()
_background = ThreadPoolExecutor(max_workers=1, thread_name_prefix="brickmate-job")
# Long jobs a user waits on (an import with its progress): without Redis each runs on a thread of its own, so it
# neither waits behind the queued background jobs nor holds them up.
THREADED: set[str] = set()

_settings = get_settings()
app = Celery("brickmate", broker=_settings.redis_url or "memory://")
app.conf.update(
    task_always_eager=not _settings.redis_url,
    task_serializer="json",
    accept_content=["json"],
    task_acks_late=True,
    worker_prefetch_multiplier=1,
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


def _run(name: str, *args: Any) -> None:
    try:
        JOBS[name](*args)
    except Exception:
        log.exception("background job %s failed", name)


def dispatch(name: str, *args: Any) -> None:
    if get_settings().redis_url:
        app.send_task(name, args=args)
    elif name in THREADED:
        threading.Thread(target=_run, args=(name, *args), name=f"brickmate-{name}", daemon=True).start()
    elif name in BACKGROUND:
        _background.submit(_run, name, *args)
    else:
        JOBS[name](*args)


def enqueue_after_commit(session: Session, name: str, *args: Any) -> None:
    if name not in JOBS:
        raise KeyError(f"unknown job {name}")
    on_commit(session, lambda: dispatch(name, *args))
