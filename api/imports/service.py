"""Import jobs: started by a request (which stores the rows and queues the job in its transaction), run batch by batch
by `imports.run` (a Celery task with Redis, a thread of its own without), followed and cancelled by the user who
started them (or an admin).

The job is safe to run again: one runner at a time holds the job's advisory lock, and a job left `running` by a
runner that died (a worker killed, a server stopped) is resumed by the next run after its last committed batch.

Each batch is one transaction that also saves the job's progress, so `rows_done` rows are in the database, and
those only. Cancelling is cooperative: the runner reads the flag between batches and stops there; the batches
before stay imported (they were committed) and the report says which rows they were."""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, Protocol

from sqlalchemy import select, text
from sqlalchemy.orm import Session, undefer

from api.core.errors import Conflict, NotFound
from api.core.imports import COUNTS, Outcome
from api.core.jobs import enqueue_after_commit, job
from api.db import get_engine, get_sessionmaker, rollback, run_after_commit, utcnow
from api.imports.models import FINISHED, ImportJob, JobStatus
from api.users.models import Role, User

log = logging.getLogger(__name__)
RUN = "imports.run"
# pg_try_advisory_lock(RUNNER_LOCK, job id) is held by the one runner of a job, on a connection of its own.
RUNNER_LOCK = 0x1A9
FAILED = "The import stopped on an unexpected error. The rows imported before it stay imported; import the rest again."


class Importer(Protocol):
    """One import's rows, applied a slice at a time (in order) on the job's session."""

    def apply(self, session: Session, start: int, stop: int) -> Sequence[Outcome]: ...

    def report(self, outcomes: Sequence[Outcome]) -> dict[str, Any]: ...


@dataclass(frozen=True)
class JobKind:
    name: str
    # The importer of a job's payload, for its user.
    open: Callable[[Session, dict[str, Any], User], Importer]
    batch_rows: int


KINDS: dict[str, JobKind] = {}


def register(kind: JobKind) -> JobKind:
    KINDS[kind.name] = kind
    return kind


# --- the calls -------------------------------------------------------------------------------------------------------


def start(session: Session, kind: str, payload: dict[str, Any], total: int, actor: User) -> ImportJob:
    """Store the job with its rows; it runs once the request has committed."""
    if kind not in KINDS:
        raise KeyError(f"unknown import kind {kind}")
    row = ImportJob(kind=kind, user_id=actor.id, rows_total=total, payload=payload, counts=_counts([]))
    session.add(row)
    session.flush()
    enqueue_after_commit(session, RUN, row.id)
    return row


def get(session: Session, job_id: int, actor: User, *, for_update: bool = False) -> ImportJob:
    """The job, if `actor` started it or is an admin (anyone else is told it does not exist)."""
    row = session.get(ImportJob, job_id, with_for_update=for_update, options=[undefer(ImportJob.report)])
    if row is None or (row.user_id != actor.id and actor.role != Role.admin):
        raise NotFound("This import does not exist.")
    return row


def cancel(session: Session, job_id: int, actor: User) -> ImportJob:
    """A queued job is cancelled at once; a running one stops after its current batch."""
    row = get(session, job_id, actor, for_update=True)
    if row.status in FINISHED:
        raise Conflict(f"This import has already ended ({row.status}).")
    row.cancel_requested = True
    if row.status == JobStatus.queued:
        _finish(row, JobStatus.cancelled, _report_of(row, []))
    return row


# --- the runner ------------------------------------------------------------------------------------------------------


@contextmanager
def open_session() -> Iterator[Session]:
    """The runner's session (the tests hand it theirs)."""
    session = get_sessionmaker()()
    try:
        yield session
    finally:
        session.close()


@job(RUN, threaded=True)
def run(job_id: int) -> None:
    with get_engine().connect() as lock:
        if not lock.scalar(text("SELECT pg_try_advisory_lock(:k, :id)"), {"k": RUNNER_LOCK, "id": job_id}):
            return  # another runner has it
        try:
            with open_session() as session:
                execute(session, job_id, resume=True)
        finally:
            lock.execute(text("SELECT pg_advisory_unlock(:k, :id)"), {"k": RUNNER_LOCK, "id": job_id})
            lock.commit()


def execute(session: Session, job_id: int, *, resume: bool = False) -> None:
    """Run the job's batches. With `resume` (the caller holds the job's lock) a job left running by a runner that
    died goes on after its last committed batch, its counts kept."""
    row = session.scalar(
        select(ImportJob).where(ImportJob.id == job_id).options(undefer(ImportJob.payload)).with_for_update()
    )
    startable = (JobStatus.queued, JobStatus.running) if resume else (JobStatus.queued,)
    if row is None or row.status not in startable:
        session.commit()
        return  # cancelled before it started, ended, or already taken by another worker
    resumed = row.status == JobStatus.running
    if resumed:
        log.warning("import job %s was cut off after %s rows: resuming", job_id, row.rows_done)
    else:
        row.status = JobStatus.running.value
        row.started_at = utcnow()
    before = dict(row.counts or {}) if resumed else {}
    payload, kind = row.payload or {}, KINDS[row.kind]
    session.commit()
    outcomes: list[Outcome] = []
    saved = 0  # the outcomes of the committed batches
    importer: Importer | None = None
    try:
        actor = session.get(User, row.user_id)
        assert actor is not None
        importer = kind.open(session, payload, actor)
        while row.rows_done < row.rows_total:
            session.refresh(row, ["cancel_requested"])
            if row.cancel_requested:
                break
            stop = min(row.rows_done + kind.batch_rows, row.rows_total)
            outcomes += importer.apply(session, row.rows_done, stop)
            row.rows_done = stop
            row.counts = _add(before, _counts(outcomes))
            session.commit()
            saved = len(outcomes)
            run_after_commit(session)
    except Exception:
        log.exception("import job %s failed", job_id)
        rollback(session)
        row = session.get_one(ImportJob, job_id)
        _finish(row, JobStatus.failed, _report_of(row, outcomes[:saved], importer), FAILED)
        session.commit()
        return
    status = JobStatus.cancelled if row.rows_done < row.rows_total else JobStatus.done
    report = _report_of(row, outcomes, importer)
    if resumed:  # the rows of before the cut are not listed again; the counts cover every row
        report.update(row.counts or {})
    _finish(row, status, report)
    session.commit()


def _report_of(row: ImportJob, outcomes: Sequence[Outcome], importer: Importer | None = None) -> dict[str, Any]:
    if importer is not None:
        return importer.report(outcomes)
    return {"dry_run": False, "total": 0, **_counts([]), "rows": []}


def _finish(row: ImportJob, status: JobStatus, report: dict[str, Any], error: str | None = None) -> None:
    row.status = status.value
    row.report = report
    row.error = error
    row.payload = None  # the rows are not kept once the job has ended
    row.finished_at = utcnow()


def _add(before: dict[str, int], counts: dict[str, int]) -> dict[str, int]:
    return {name: before.get(name, 0) + count for name, count in counts.items()}


def _counts(outcomes: Sequence[Outcome]) -> dict[str, int]:
    counts = dict.fromkeys(COUNTS.values(), 0)
    for outcome in outcomes:
        counts[COUNTS[outcome.action]] += 1
    return counts


def out(row: ImportJob) -> dict[str, Any]:
    counts = dict.fromkeys(COUNTS.values(), 0) | (row.counts or {})
    return {
        **{name: getattr(row, name) for name in ("id", "kind", "status", "rows_total", "rows_done")},
        **counts,
        "cancel_requested": row.cancel_requested,
        "error": row.error,
        "report": row.report if row.status in FINISHED else None,
        "created_at": row.created_at,
        "started_at": row.started_at,
        "finished_at": row.finished_at,
    }
