"""The Celery app. Every job registered in `api.core.jobs` becomes a task of the same name.

Run with `celery -A ingest.celery_app worker` (and `beat`) when REDIS_URL is set."""

from __future__ import annotations

from celery import Celery
from celery.schedules import crontab

import api.models  # noqa: F401  (loads every domain, which registers its jobs)
from api.core.jobs import JOBS
from api.settings import get_settings

settings = get_settings()
app = Celery("brickmate", broker=settings.redis_url or "memory://")
app.conf.update(
    task_always_eager=not settings.redis_url,
    task_serializer="json",
    accept_content=["json"],
    task_acks_late=True,
    worker_prefetch_multiplier=1,
    timezone="Europe/London",
    beat_schedule={
        "prune-auth-rows": {"task": "auth.prune", "schedule": crontab(hour=3, minute=15)},
        "reconcile-assistant-index": {"task": "ingest.nightly", "schedule": crontab(hour=2, minute=30)},
    },
)

for name, fn in JOBS.items():
    app.task(name=name)(fn)
