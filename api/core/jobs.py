"""Background jobs: run in-process when there is no REDIS_URL, else sent to the Celery workers.

Domains register plain functions with `@job("name")`; `ingest.celery_app` exposes each as a Celery
task of the same name. Jobs are always dispatched after the transaction commits (`api.db.on_commit`)."""

from __future__ import annotations

import logging
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

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


def job(name: str, *, background: bool = False) -> Callable[[F], F]:
    def register(fn: F) -> F:
        JOBS[name] = fn
        if background:
            BACKGROUND.add(name)
        return fn

    return register


def _run(name: str, *args: Any) -> None:
    try:
        JOBS[name](*args)
    except Exception:
        log.exception("background job %s failed", name)


def dispatch(name: str, *args: Any) -> None:
    if get_settings().redis_url:
        from ingest.celery_app import app

        app.send_task(name, args=args)
    elif name in BACKGROUND:
        _background.submit(_run, name, *args)
    else:
        JOBS[name](*args)


def enqueue_after_commit(session: Session, name: str, *args: Any) -> None:
    if name not in JOBS:
        raise KeyError(f"unknown job {name}")
    on_commit(session, lambda: dispatch(name, *args))
