"""The Celery worker's and beat's entry: `celery -A api.worker worker` (and `beat`) when REDIS_URL is set.
It wires every domain's jobs (`api.wiring.wire`) and exposes the Celery app of `api.core.jobs`."""

from __future__ import annotations

from api.core.jobs import app
from api.wiring import wire

wire()

__all__ = ["app"]
