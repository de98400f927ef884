"""Import jobs: started by a request (which stores the rows and queues the job in its transaction), run batch by batch
by `imports.run` (a Celery task with Redis, a thread of its own without), followed and cancelled by the user who
started them (or an admin).

The job is safe to run again: one runner at a time holds the job's advisory lock, and a job left `running` by a
runner that died (a worker killed, a server stopped) is resumed by the next run after its last committed batch.

Each batch is one transaction that also saves the job's progress and its rows' verdicts (`import_job_rows`), so
`rows_done` rows are in the database, and those only, and the report lists exactly those, a resumed job's rows of
before the cut included. The report is read a page at a time (`report_rows`): a finished job's answer carries its
counts and the first `FIRST_ROWS` of its rows, as the import screen shows them at the end.

A pipelined importer (the price list) has two batches in flight on two connections, committed in order
(`_pipelined`): a runner that dies loses at most those two. Cancelling is cooperative: the runner reads the flag
between batches and stops there; the batches before stay imported (they were committed) and the report says which
rows they were."""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass
from functools import partial
from typing import Any, Protocol, runtime_checkable

import pydantic_core
from psycopg.types.json import Jsonb
from sqlalchemy import select, text, update
from sqlalchemy.orm import Session, undefer

from api.core import cycles
from api.core.compression import zstd_compress, zstd_decompress
from api.core.errors import Conflict, NotFound
from api.core.imports import COUNTS, Outcome
from api.core.jobs import enqueue_after_commit, job
from api.core.pagination import Page
from api.db import copy_into, get_engine, get_sessionmaker, rollback, run_after_commit, utcnow
from api.imports.models import FINISHED, ImportJob, ImportJobRow, JobStatus
from api.settings import get_settings
from api.users.models import Role, User

log = logging.getLogger(__name__)
RUN = "imports.run"
# pg_try_advisory_lock(RUNNER_LOCK, job id) is held by the one runner of a job, on a connection of its own.
RUNNER_LOCK = 0x1A9
FAILED = "The import stopped on an unexpected error. The rows imported before it stay imported; import the rest again."
# A finished job's answer lists this many of its report's rows (in the report's order): the import screen's first
# page, whichever of its page sizes, of all the rows or of the rejected ones alone.
FIRST_ROWS = 100


class Importer(Protocol):
    """One import's rows, applied a slice at a time (in order) on the job's session: one outcome per row, in order
    (a price list's carries the `product_id` it created or updated)."""

    def apply(self, session: Session, start: int, stop: int) -> Sequence[Outcome]: ...


@runtime_checkable
class Pipelined(Importer, Protocol):
    """An importer whose batch is judged first (reads only: `prepare`, one outcome per row, in order) and written
    after (`write`), so the next batch can be judged and written while this one's writes are still running."""

    def prepare(self, session: Session, start: int, stop: int) -> Sequence[Outcome]: ...

    def write(self, session: Session, outcomes: Sequence[Outcome]) -> None: ...


@dataclass(frozen=True)
class JobKind:
    name: str
    # The importer of a job's payload, for its user.
    open: Callable[[Session, dict[str, Any], User], Importer]
    batch_rows: int
    # The report lists the rejected rows first (a price list's), else every row in the file's order.
    rejected_first: bool = False
    # A pipelined importer's first batch, and its last ones, are smaller, down to this many rows (`batch_end`).
    least_rows: int | None = None


KINDS: dict[str, JobKind] = {}


def register(kind: JobKind) -> JobKind:
    KINDS[kind.name] = kind
    return kind


# --- the calls -------------------------------------------------------------------------------------------------------


def start(
    session: Session, kind: str, payload: dict[str, Any] | bytes, total: int, actor: User, *, read: Any = None
) -> ImportJob:
    """Store the job with its rows (`payload`: a JSON object, or the request's own JSON bytes, which the request
    has `read`); it runs once the request has committed."""
    if kind not in KINDS:
        raise KeyError(f"unknown import kind {kind}")
    row = ImportJob(kind=kind, user_id=actor.id, rows_total=total, payload=_stored(payload), counts=_counts([]))
    session.add(row)
    session.flush()
    if read is not None and not get_settings().redis_url:
        _hand_over(row.id, read)
    enqueue_after_commit(session, RUN, row.id)
    return row


# The rows a request of this process has read, by job, for the job's runner on a thread of this process (without
# Redis): it takes them rather than inflate and parse the stored bytes again (a price list's 20 MB: a quarter of a
# second before its first batch). The last two jobs' at most (a request that rolled back leaves its own).
_READ: dict[int, Any] = {}
HANDED_OVER = 2


def _hand_over(job_id: int, read: Any) -> None:
    _READ[job_id] = read
    while len(_READ) > HANDED_OVER:
        _READ.pop(next(iter(_READ)), None)


def _stored(payload: dict[str, Any] | bytes) -> bytes:
    """The rows as JSON (the request's own bytes, or written by pydantic's serialiser, twice as fast as json.dumps),
    compressed by zstd at level 1: a 20 MB price list in tens of milliseconds to about a ninth of its size, which
    PostgreSQL then stores (and the runner reads back) in a fraction of the time 20 MB of text took."""
    return zstd_compress(payload if isinstance(payload, bytes) else pydantic_core.to_json(payload))


def get(session: Session, job_id: int, actor: User, *, for_update: bool = False) -> ImportJob:
    """The job, if `actor` started it or is an admin (anyone else is told it does not exist)."""
    row = session.get(ImportJob, job_id, with_for_update=for_update)
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
        _finish(row, JobStatus.cancelled)
    return row


def report_rows(session: Session, row: ImportJob, rejected_only: bool, offset: int, limit: int) -> list[dict[str, Any]]:
    """Rows of the job's report, from `offset` in the report's order (the rejected rows first where the import
    lists them so, else the file's order), or of its rejected rows alone: as many as its batches have saved."""
    columns = (ImportJobRow.row, ImportJobRow.action, ImportJobRow.key, ImportJobRow.errors, ImportJobRow.product_id)
    query = select(*columns).where(ImportJobRow.job_id == row.id).order_by(ImportJobRow.position)
    rejected = ImportJobRow.action == "reject"
    if rejected_only:
        parts = [query.where(rejected).offset(offset).limit(limit)]
    elif KINDS[row.kind].rejected_first:
        before = (row.counts or {}).get("rejected", 0)  # the rejected rows come first: how many there are
        parts = [query.where(rejected).offset(offset).limit(limit)] if offset < before else []
        taken = max(0, min(before - offset, limit))
        if taken < limit:
            parts.append(query.where(~rejected).offset(max(0, offset - before)).limit(limit - taken))
    else:
        parts = [query.offset(offset).limit(limit)]
    return [
        {"row": number, "action": action, "key": key, "errors": errors or [], "product_id": product_id}
        for part in parts
        for number, action, key, errors, product_id in session.execute(part)
    ]


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
            with open_session() as session, open_session() as helper:
                execute(session, job_id, resume=True, helper=helper)
        finally:
            lock.execute(text("SELECT pg_advisory_unlock(:k, :id)"), {"k": RUNNER_LOCK, "id": job_id})
            lock.commit()


def execute(session: Session, job_id: int, *, resume: bool = False, helper: Session | None = None) -> None:
    """Run the job's batches. With `resume` (the caller holds the job's lock) a job left running by a runner that
    died goes on after its last committed batch, its counts kept. With `helper` (a second session, on a connection
    of its own) a pipelined importer writes two batches at once (`_pipelined`)."""
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
    counts = dict(row.counts or {}) if resumed else _counts([])
    with cycles.paused():  # from the rows' parse to the job's end (api/core/cycles.py)
        _run(session, row, counts, helper)


def _run(session: Session, row: ImportJob, counts: dict[str, int], helper: Session | None) -> None:
    job_id = row.id
    payload, kind = _READ.pop(job_id, None) or payload_of(row), KINDS[row.kind]
    session.commit()
    try:
        actor = session.get(User, row.user_id)
        assert actor is not None
        importer = kind.open(session, payload, actor)
        if isinstance(importer, Pipelined):
            lanes = [session] if helper is None or helper is session else [session, helper]
            _pipelined(row, kind, importer, counts, lanes)
            session.refresh(row, ["rows_done", "counts"])  # as the batches saved them
        else:
            while row.rows_done < row.rows_total:
                session.refresh(row, ["cancel_requested"])
                if row.cancel_requested:
                    break
                stop = min(row.rows_done + kind.batch_rows, row.rows_total)
                batch = importer.apply(session, row.rows_done, stop)
                _save_rows(session, job_id, row.rows_done, batch)
                counts = _add(counts, _counts(batch))
                row.rows_done, row.counts = stop, counts
                session.commit()
                run_after_commit(session)
    except Exception:
        log.exception("import job %s failed", job_id)
        rollback(session)
        _finish(session.get_one(ImportJob, job_id), JobStatus.failed, FAILED)  # its batches saved what they did
        session.commit()
        return
    _finish(row, JobStatus.cancelled if row.rows_done < row.rows_total else JobStatus.done)
    session.commit()


def payload_of(row: ImportJob) -> dict[str, Any]:
    """The job's rows as they were stored (inflated, then parsed by pydantic's parser)."""
    value: dict[str, Any] = pydantic_core.from_json(zstd_decompress(row.payload) if row.payload else b"{}")
    return value


def _pipelined(
    row: ImportJob, kind: JobKind, importer: Pipelined, counts: dict[str, int], lanes: Sequence[Session]
) -> None:
    """The batches of a pipelined importer: each judged on this thread (its reads on its lane's session), then
    written and committed on its lane, off this thread when there are two lanes, so that PostgreSQL writes one batch
    while the next is judged and starts writing on the other connection (the machine's second core). Batches commit
    in order: each waits for the one before to commit before it saves the job's progress, and is rolled back if
    that one failed, so `rows_done` rows are in the database, and those only. At most two batches are in flight."""
    job_id, total = row.id, row.rows_total  # `row` is not read again meanwhile: its session may be busy on a lane
    pool = ThreadPoolExecutor(len(lanes), thread_name_prefix=f"brickmate-import-{job_id}") if len(lanes) > 1 else None
    last: list[Future[None] | None] = [None] * len(lanes)
    previous: Future[None] | None = None
    start, batch_number = row.rows_done, 0
    try:
        while start < total:
            lane = batch_number % len(lanes)
            if (busy := last[lane]) is not None:
                busy.result()  # the lane's batch before has committed (or this raises why not)
            session = lanes[lane]
            if session.scalar(select(ImportJob.cancel_requested).where(ImportJob.id == job_id)):
                session.commit()
                break
            stop = batch_end(start, total, kind, first=batch_number == 0)
            batch = importer.prepare(session, start, stop)
            counts = _add(counts, _counts(batch))
            write = partial(_commit_batch, session, importer, batch, job_id, (start, stop), counts)
            previous = last[lane] = pool.submit(write, previous) if pool else _done(write, previous)
            start, batch_number = stop, batch_number + 1
    finally:
        if pool is not None:
            pool.shutdown(wait=True)
    for future in last:
        if future is not None:
            future.result()


def batch_end(start: int, total: int, kind: JobKind, *, first: bool) -> int:
    """Where a pipelined job's batch from `start` ends. `batch_rows` a batch, but with `least_rows` the run's first
    batch is that small, so the second lane starts writing sooner, and near the end each batch takes half the rows
    left (never fewer than `least_rows`, and taking the rest when fewer would be left), so that the two lanes end
    close together and the last batch, which the end of the job waits for alone, is short (as is the import
    screen's wait for the poll that sees the end). 50,000 rows by 5,000, at least 1,000: 1,000, eight of 5,000,
    4,500, 2,250, 1,125 and 1,125."""
    size, least = kind.batch_rows, kind.least_rows
    if least is not None and least < size:
        left = total - start
        size = least if first else min(size, max(least, -(-left // 2)))
        if left - size < least:
            size = left
    return min(start + size, total)


def _done(call: Callable[[Future[None] | None], None], previous: Future[None] | None) -> Future[None]:
    call(previous)
    future: Future[None] = Future()
    future.set_result(None)
    return future


def _commit_batch(
    session: Session,
    importer: Pipelined,
    batch: Sequence[Outcome],
    job_id: int,
    rows: tuple[int, int],
    counts: dict[str, int],
    previous: Future[None] | None,
) -> None:
    """Write a judged batch and its rows' verdicts, and commit them with the job's progress, once the batch before
    has committed."""
    try:
        importer.write(session, batch)
        _save_rows(session, job_id, rows[0], batch)
        if previous is not None:
            previous.result()  # raises if the batch before failed: this one is undone with it
        saved = session.connection().execute(
            update(ImportJob)
            .where(ImportJob.id == job_id, ImportJob.rows_done == rows[0])
            .values(rows_done=rows[1], counts=counts)
        )
        if saved.rowcount != 1:
            raise RuntimeError(f"import job {job_id}: the batch before row {rows[0]} was not saved")
        session.commit()
    except BaseException:
        rollback(session)
        raise
    run_after_commit(session)


def rows_page(session: Session, row: ImportJob, rejected_only: bool, page: int, per_page: int) -> Page[dict[str, Any]]:
    """A page of the job's report (`report_rows`) with the number of rows it pages through."""
    total = (row.counts or {}).get("rejected", 0) if rejected_only else row.rows_done
    return Page(report_rows(session, row, rejected_only, (page - 1) * per_page, per_page), total, page, per_page)


def _save_rows(session: Session, job_id: int, first: int, outcomes: Sequence[Outcome]) -> None:
    """The batch's verdicts (its rows from position `first`), by COPY in the batch's transaction."""
    names = ("job_id", "position", "row", "action", "key", "errors", "product_id")
    copy_into(
        session,
        ImportJobRow.__tablename__,
        names,
        (
            (job_id, first + n, o.row, o.action, o.key, Jsonb(o.errors) if o.errors else None, _product_id(o))
            for n, o in enumerate(outcomes)
        ),
    )


def _product_id(outcome: Outcome) -> int | None:
    """A price list's row names the product it created or updated (the report's `product_id`); other rows none."""
    product_id = getattr(outcome, "product_id", None)
    return product_id if isinstance(product_id, int) else None


def _finish(row: ImportJob, status: JobStatus, error: str | None = None) -> None:
    row.status = status.value
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


def out(session: Session, row: ImportJob) -> dict[str, Any]:
    """The job as the client sees it: its progress and counts, and once it has ended its report: the counts of the
    rows it applied and the first `FIRST_ROWS` of them (`report_rows` gives the others a page at a time)."""
    counts = dict.fromkeys(COUNTS.values(), 0) | (row.counts or {})
    report = None
    if row.status in FINISHED:
        report = {
            "dry_run": False,
            "total": row.rows_done,
            **counts,
            "rows": report_rows(session, row, False, 0, FIRST_ROWS),
        }
    return {
        **{name: getattr(row, name) for name in ("id", "kind", "status", "rows_total", "rows_done")},
        **counts,
        "cancel_requested": row.cancel_requested,
        "error": row.error,
        "report": report,
        "created_at": row.created_at,
        "started_at": row.started_at,
        "finished_at": row.finished_at,
    }
