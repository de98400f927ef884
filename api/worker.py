"""The Celery worker's and beat's entry: `celery -A api.worker worker` (and `beat`) when REDIS_URL is set.
It wires every domain's jobs (`api.wiring.wire`), exposes the Celery app of `api.core.jobs`, and runs the job
outbox's relay (`api.core.relay`) in the worker's and beat's main process."""

from __future__ import annotations

from typing import Any

from celery.signals import beat_init, setup_logging, worker_process_init, worker_ready, worker_shutdown

from api.core import relay
from api.core.jobs import app
from api.core.observability import configure_logging
from api.settings import get_settings
from api.wiring import wire

wire()


@setup_logging.connect
def _logging(**_: Any) -> None:
    """The worker and beat log as the API does (JSON lines by default) instead of Celery's own format."""
    configure_logging(json_lines=get_settings().log_format == "json")


@worker_ready.connect
def _relay_in_worker(**_: Any) -> None:
    relay.start(in_process=False)


@beat_init.connect
def _relay_in_beat(**_: Any) -> None:
    relay.start(in_process=False)


@worker_shutdown.connect
def _stop_relay(**_: Any) -> None:
    relay.stop()


@worker_process_init.connect
def _fresh_connections(**_: Any) -> None:
    """A forked pool process must not share the parent's database connections."""
    from api.db import get_engine

    get_engine().dispose(close=False)


__all__ = ["app"]
