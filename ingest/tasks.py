"""The index's jobs: re-embed changed records, rebuild (all or some kinds) with progress, and the nightly
reconcile. Registered with `api.core.jobs`, so Celery runs them with Redis and a background thread without; each is
safe to run twice (documents are upserted by content hash, an ended rebuild is not run again)."""

from __future__ import annotations

import logging
from collections.abc import Sequence

from celery.schedules import crontab
from sqlalchemy import select
from sqlalchemy.orm import Session

from api.buying.models import SupplierQuoteVersion
from api.core.jobs import job
from api.db import get_sessionmaker, utcnow
from api.quotes.models import QuoteVersion
from ingest import sync
from ingest.documents import KINDS
from ingest.models import IndexJob
from ingest.tracking import QUOTE_VERSION, SUPPLIER_QUOTE_VERSION

log = logging.getLogger(__name__)


def _resolve(session: Session, changes: Sequence[Sequence[object]]) -> list[tuple[str, int]]:
    out: list[tuple[str, int]] = []
    version_ids = [int(str(record_id)) for kind, record_id in changes if kind == QUOTE_VERSION]
    if version_ids:
        out += [
            ("quote", q) for q in session.scalars(select(QuoteVersion.quote_id).where(QuoteVersion.id.in_(version_ids)))
        ]
    supplier_version_ids = [int(str(record_id)) for kind, record_id in changes if kind == SUPPLIER_QUOTE_VERSION]
    if supplier_version_ids:
        out += [
            ("supplier_quote", q)
            for q in session.scalars(
                select(SupplierQuoteVersion.supplier_quote_id).where(SupplierQuoteVersion.id.in_(supplier_version_ids))
            )
        ]
    parts = (QUOTE_VERSION, SUPPLIER_QUOTE_VERSION)
    out += [(str(kind), int(str(record_id))) for kind, record_id in changes if kind not in parts]
    return out


@job("ingest.records", background=True)
def index_records(changes: list[list[object]]) -> None:
    """Re-embed the documents of changed records (deleted ones lose theirs)."""
    with get_sessionmaker()() as session:
        result = sync.sync_records(session, _resolve(session, changes))
        session.commit()
    log.info("indexed %s changed records: %s embedded, %s removed", len(changes), result.embedded, result.removed)


def start_job(session: Session, kinds: Sequence[str], user_id: int | None) -> IndexJob:
    row = IndexJob(kinds=list(kinds), status="queued", created_by_id=user_id)
    session.add(row)
    session.flush()
    return row


@job("ingest.rebuild", background=True)
def rebuild(job_id: int) -> None:
    """Run an index job: every document of its kinds made, refreshed or removed; progress kept on the row."""
    maker = get_sessionmaker()
    with maker() as session:
        row = session.get(IndexJob, job_id)
        if row is None or row.status in ("done", "failed"):
            return  # run again after it ended (a job is delivered at least once): nothing to do
        row.status, row.started_at = "running", utcnow()
        session.commit()
        kinds = list(row.kinds or KINDS)

    def progress(done: int, total: int, result: sync.Result) -> None:
        with maker() as tracker:
            tracked = tracker.get(IndexJob, job_id)
            if tracked is not None:
                tracked.total, tracked.processed = total, done
                tracked.embedded, tracked.removed = result.embedded, result.removed
                tracker.commit()

    try:
        with maker() as session:
            result = sync.reconcile(session, kinds, progress)
            session.commit()
    except Exception as exc:
        log.exception("index job %s failed", job_id)
        with maker() as session:
            failed = session.get(IndexJob, job_id)
            if failed is not None:
                failed.status, failed.error, failed.finished_at = "failed", str(exc)[:2000], utcnow()
                session.commit()
        return
    with maker() as session:
        finished = session.get(IndexJob, job_id)
        if finished is not None:
            finished.status, finished.finished_at = "done", utcnow()
            finished.embedded, finished.removed = result.embedded, result.removed
            finished.processed = finished.total = sum(result.kinds.values())
            session.commit()


@job("ingest.nightly", schedule=crontab(hour=2, minute=30))
def nightly() -> None:
    """The nightly reconcile of every kind (Celery beat)."""
    with get_sessionmaker()() as session:
        row = start_job(session, KINDS, None)
        session.commit()
        job_id = row.id
    rebuild(job_id)
