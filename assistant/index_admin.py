"""The index as admins see it: start a rebuild (all kinds or some), follow its progress, and the state of the
documents per kind (how many records, how many documents, how many embedded with another model)."""

from __future__ import annotations

import logging
from collections.abc import Sequence

from sqlalchemy import func, select, text
from sqlalchemy.orm import Session

from api.core.errors import Conflict, NotFound
from api.core.jobs import enqueue_after_commit
from api.db import utcnow
from api.users.models import User
from assistant.schemas import IndexJobOut, IndexStatusOut, Kind, KindStatusOut
from ingest import embedder, tasks
from ingest.documents import BUILDERS, KINDS
from ingest.models import Document, IndexJob

log = logging.getLogger(__name__)

ACTIVE = ("queued", "running")
JOB_MISSING = "This index job does not exist."
JOB_ACTIVE = "A rebuild of the index is already under way; wait for it to finish."
INTERRUPTED = "Interrupted: the server stopped before the rebuild finished."
REBUILD = "ingest.rebuild"
# Held for the transaction that checks for a running job and queues one, so two admins cannot both start one.
START_LOCK = 0x1D3C5


def job_out(row: IndexJob) -> IndexJobOut:
    return IndexJobOut(
        job_id=row.id,
        kinds=list(row.kinds or []),
        status=row.status,
        total=row.total,
        processed=row.processed,
        embedded=row.embedded,
        removed=row.removed,
        error=row.error,
        created_at=row.created_at,
        started_at=row.started_at,
        finished_at=row.finished_at,
    )


def active_job(session: Session) -> IndexJob | None:
    return session.scalar(select(IndexJob).where(IndexJob.status.in_(ACTIVE)).order_by(IndexJob.id).limit(1))


def start(session: Session, kinds: Sequence[str], user: User | None) -> IndexJob:
    """Queue a rebuild of these kinds (every kind when none), run after the transaction commits. One at a time:
    two rebuilds would embed the same documents twice."""
    session.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": START_LOCK})
    if active_job(session) is not None:
        raise Conflict(JOB_ACTIVE)
    wanted = [kind for kind in KINDS if kind in set(kinds)] or list(KINDS)
    row = tasks.start_job(session, wanted, user.id if user else None)
    enqueue_after_commit(session, REBUILD, row.id)
    return row


def get_job(session: Session, job_id: int) -> IndexJob:
    row = session.get(IndexJob, job_id)
    if row is None:
        raise NotFound(JOB_MISSING)
    return row


def _records(session: Session, kind: str) -> int:
    return sum(1 for _ in BUILDERS[kind].ids(session))


def status(session: Session) -> IndexStatusOut:
    """Records and documents per kind, documents of another model (stale), and the latest job."""
    counts = {
        kind: (documents, stale)
        for kind, documents, stale in session.execute(
            select(
                Document.kind,
                func.count(),
                func.count().filter(Document.model != embedder.MODEL_NAME),
            ).group_by(Document.kind)
        )
    }
    kinds = [
        KindStatusOut(
            kind=kind,
            records=_records(session, kind),
            documents=counts.get(kind, (0, 0))[0],
            stale=counts.get(kind, (0, 0))[1],
        )
        for kind in KINDS
    ]
    last = session.scalar(select(IndexJob).order_by(IndexJob.created_at.desc(), IndexJob.id.desc()).limit(1))
    return IndexStatusOut(model=embedder.MODEL_NAME, kinds=kinds, last_job=job_out(last) if last else None)


def needs_rebuild(session: Session) -> list[Kind]:
    """The kinds whose documents are missing (fewer than their records) or made by another model."""
    return [k.kind for k in status(session).kinds if k.documents < k.records or k.stale]


def abandon_interrupted(session: Session) -> int:
    """Jobs left queued or running by a server that stopped (jobs run in its process without Redis) are marked
    failed, so they no longer block a new rebuild."""
    rows = session.scalars(select(IndexJob).where(IndexJob.status.in_(ACTIVE))).all()
    for row in rows:
        row.status, row.error, row.finished_at = "failed", INTERRUPTED, utcnow()
    return len(rows)


def refresh_on_start(session: Session, *, in_process: bool) -> IndexJob | None:
    """At server start: with jobs run in this process, forget the previous process's unfinished ones; then queue
    a rebuild of the kinds whose index is missing or stale, unless one is under way. Returns the queued job."""
    if in_process:
        abandon_interrupted(session)
    if active_job(session) is not None:
        return None
    kinds = needs_rebuild(session)
    if not kinds:
        return None
    log.info("the assistant's index is missing or stale for %s: rebuilding in the background", ", ".join(kinds))
    return start(session, kinds, None)
