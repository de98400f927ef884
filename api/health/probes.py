"""The checks behind /api/ready and the gauges of /metrics: the database, the queue (Redis) and the assistant's
index. Each is bounded in time (a second or two), so a load balancer's probe never hangs on a dead dependency."""

from __future__ import annotations

import logging
from functools import lru_cache
from typing import Any

from sqlalchemy import text
from sqlalchemy.orm import Session

from api.db import get_sessionmaker
from api.settings import get_settings

log = logging.getLogger(__name__)
# Celery's default queue is a Redis list of this name.
CELERY_QUEUE = "celery"
ACTIVE_INDEX_JOBS = text("SELECT count(*) FROM index_jobs WHERE status IN ('queued', 'running')")
# How far the index trails the records: when a product changed after the newest embedding, the time since that
# embedding (an upper bound on the age of the oldest change not yet embedded); 0 when the index is caught up.
INDEX_LAG = text(
    "SELECT CASE WHEN changed > embedded THEN extract(epoch FROM now() - embedded) ELSE 0 END FROM "
    "(SELECT (SELECT max(updated_at) FROM products) AS changed, (SELECT max(embedded_at) FROM documents) AS embedded) t"
)


@lru_cache
def _redis(url: str) -> Any:
    import redis

    return redis.Redis.from_url(url, socket_connect_timeout=1, socket_timeout=1)


def database(session: Session) -> bool:
    try:
        session.execute(text("SELECT 1"))
        return True
    except Exception as exc:
        log.warning("readiness: the database does not answer: %s", exc)
        session.rollback()  # so that the request's commit does not try the dead connection again
        return False


def queue() -> bool | None:
    """True when Redis answers, False when it does not, None without Redis (jobs run in this process)."""
    url = get_settings().redis_url
    if not url:
        return None
    try:
        return bool(_redis(url).ping())
    except Exception as exc:
        log.warning("readiness: Redis does not answer: %s", exc)
        return False


def index(session: Session) -> bool:
    """The index's tables answer (pgvector loaded, the migration applied); a rebuild under way is still ready."""
    try:
        with session.begin_nested():
            session.execute(ACTIVE_INDEX_JOBS)
        return True
    except Exception as exc:
        log.warning("readiness: the assistant's index does not answer: %s", exc)
        return False


def queue_depth() -> float | None:
    url = get_settings().redis_url
    return float(_redis(url).llen(CELERY_QUEUE)) if url else None


def _scalar(statement: Any) -> float | None:
    with get_sessionmaker()() as session:
        session.execute(text("SET LOCAL statement_timeout = 2000"))
        value = session.execute(statement).scalar()
        return None if value is None else float(value)


def index_lag_seconds() -> float | None:
    return _scalar(INDEX_LAG)


def index_jobs_active() -> float | None:
    return _scalar(ACTIVE_INDEX_JOBS)


def register_gauges() -> None:
    from api.core.metrics import gauge_probe

    gauge_probe("brickmate_queue_depth", "Jobs waiting in the Celery queue (Redis); absent without Redis.", queue_depth)
    gauge_probe(
        "brickmate_index_lag_seconds",
        "How long the assistant's index has trailed the newest product change (0 when caught up).",
        index_lag_seconds,
    )
    gauge_probe("brickmate_index_jobs_active", "Index rebuilds queued or running.", index_jobs_active)
