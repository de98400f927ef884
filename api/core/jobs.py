"""Background jobs: run in-process when there is no REDIS_URL, else sent to the Celery workers.

Domains register plain functions with `@job("name")`; `ingest.celery_app` exposes each as a Celery
task of the same name. Jobs are always dispatched after the transaction commits (`api.db.on_commit`)."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any, TypeVar

from sqlalchemy.orm import Session

from api.db import on_commit
from api.settings import get_settings

log = logging.getLogger(__name__)
F = TypeVar("F", bound=Callable[..., Any])
JOBS: dict[str, Callable[..., Any]] = {}


def job(name: str) -> Callable[[F], F]:
    def register(fn: F) -> F:
        JOBS[name] = fn
        return fn

    return register


def dispatch(name: str, *args: Any) -> None:
    if get_settings().redis_url:
        from ingest.celery_app import app

        app.send_task(name, args=args)
    else:
        JOBS[name](*args)


def enqueue_after_commit(session: Session, name: str, *args: Any) -> None:
    if name not in JOBS:
        raise KeyError(f"unknown job {name}")
    on_commit(session, lambda: dispatch(name, *args))
