"""The Celery worker's and beat's entry: `celery -A api.worker worker` (and `beat`) when REDIS_URL is set.
It wires every domain's jobs (`api.wiring.wire`) and exposes the Celery app of `api.core.jobs`."""

from __future__ import annotations

from typing import Any

from celery.signals import setup_logging

from api.core.jobs import app
from api.core.observability import configure_logging
from api.settings import get_settings
from api.wiring import wire

wire()


@setup_logging.connect
def _logging(**_: Any) -> None:
    """The worker and beat log as the API does (JSON lines by default) instead of Celery's own format."""
    configure_logging(json_lines=get_settings().log_format == "json")


__all__ = ["app"]
