"""The relay of the job outbox: pending rows (`api.core.job_outbox`) go to Celery with Redis, or run in this
process without it.

With Redis a row is marked relayed once the broker took it; a broker that is down leaves the rows queued, and the
relay tries again (every few seconds) until it is back, so a save never waits on Redis and no job queued meanwhile
is lost. Several relays (each API process, each worker, beat) share the rows: each takes its batch with
`FOR UPDATE SKIP LOCKED`. A row sent but not yet marked when its relay dies is sent again: jobs are safe to run
twice.

Without Redis (`brickmate serve` alone) the one process runs the jobs itself (`api.core.jobs.run_in_process`) and
marks a row only when its job has ended, so a job cut off by a stop runs again at the next start (an import
resumes after its last committed batch)."""

from __future__ import annotations

import logging
import threading
import time
from datetime import timedelta
from functools import partial
from typing import Any

from sqlalchemy import delete, func, select, update
from sqlalchemy.orm import Session

from api.core import jobs
from api.core.job_outbox import WAKE, JobOutbox
from api.db import get_sessionmaker
from api.settings import get_settings

log = logging.getLogger(__name__)
BATCH = 100
POLL_SECONDS = 1.0
# After a failed send (Redis down) the relay waits this long, doubling up to the most.
RETRY_SECONDS, RETRY_MAX_SECONDS = 1.0, 5.0
# Relayed rows are kept a week (what ran when, and its error without Redis), then removed, once an hour.
KEEP = timedelta(days=7)
PRUNE_EVERY_SECONDS = 3600.0

_in_flight: set[int] = set()
_lock = threading.Lock()
_thread: threading.Thread | None = None
_stop = threading.Event()


def _pending(session: Session, limit: int, exclude: set[int] | None = None) -> list[Any]:
    query = (
        select(JobOutbox.id, JobOutbox.name, JobOutbox.args)
        .where(JobOutbox.relayed_at.is_(None), JobOutbox.run_after <= func.now())
        .order_by(JobOutbox.id)
        .limit(limit)
        .with_for_update(skip_locked=True)
    )
    if exclude:
        query = query.where(JobOutbox.id.not_in(exclude))
    return list(session.execute(query).all())


def _mark(session: Session, ids: list[int], error: str | None = None) -> None:
    session.execute(update(JobOutbox).where(JobOutbox.id.in_(ids)).values(relayed_at=func.now(), error=error))


def send_pending(limit: int = BATCH) -> int:
    """Send up to `limit` due rows to Celery and mark them; the number sent. Raises (after marking those sent) when
    the broker refuses one."""
    with get_sessionmaker()() as session:
        rows = _pending(session, limit)
        sent: list[int] = []
        try:
            for row in rows:
                if row.name in jobs.JOBS:
                    jobs.send(row.name, row.args)
                    sent.append(row.id)
                else:
                    _mark(session, [row.id], f"unknown job {row.name}")
        finally:
            if sent:
                _mark(session, sent)
            session.commit()
        return len(sent)


def start_pending(limit: int = BATCH) -> int:
    """Start up to `limit` due rows in this process (not those already running); the number started."""
    with _lock:
        busy = set(_in_flight)
    with get_sessionmaker()() as session:
        rows = _pending(session, limit, busy)
        session.commit()
    for row in rows:
        with _lock:
            _in_flight.add(row.id)
        if row.name not in jobs.JOBS:
            _finished(row.id, f"unknown job {row.name}")
            continue
        jobs.run_in_process(row.name, row.args, partial(_finished, row.id))
    return len(rows)


def _finished(row_id: int, error: str | None) -> None:
    try:
        with get_sessionmaker()() as session:
            _mark(session, [row_id], error)
            session.commit()
    except Exception:
        log.exception("could not mark job %s of the outbox as run", row_id)
    finally:
        with _lock:
            _in_flight.discard(row_id)
        WAKE.set()


def run_pending(session: Session) -> int:
    """Run every due row, one after another on the caller's thread, with `session` (a script's or a test's): the
    number run. A job that fails is marked with its error."""
    count = 0
    while rows := _pending(session, BATCH):
        for row in rows:
            error: str | None = None
            try:
                jobs.JOBS[row.name](*row.args)
            except Exception as exc:
                log.exception("background job %s failed", row.name)
                error = f"{type(exc).__name__}: {exc}"[:2000]
            _mark(session, [row.id], error)
            count += 1
        session.flush()
    return count


def prune(session: Session) -> int:
    """Remove the rows relayed more than a week ago; how many."""
    result = session.execute(delete(JobOutbox).where(JobOutbox.relayed_at < func.now() - KEEP))
    return int(getattr(result, "rowcount", 0) or 0)


def _prune() -> None:
    try:
        with get_sessionmaker()() as session:
            prune(session)
            session.commit()
    except Exception:
        log.exception("could not prune the job outbox")


def relay_once(*, in_process: bool) -> int:
    return start_pending() if in_process else send_pending()


def _loop(in_process: bool) -> None:
    wait = POLL_SECONDS
    pruned_at = time.monotonic()
    while not _stop.is_set():
        WAKE.clear()
        if time.monotonic() - pruned_at > PRUNE_EVERY_SECONDS:
            _prune()
            pruned_at = time.monotonic()
        try:
            moved = relay_once(in_process=in_process)
            wait = 0.0 if moved >= BATCH else POLL_SECONDS
        except Exception as exc:
            wait = min(max(wait * 2, RETRY_SECONDS), RETRY_MAX_SECONDS)
            log.warning("the job relay could not send the queued jobs (retrying in %.0f s): %s", wait, exc)
            _stop.wait(wait)
            continue
        if wait:
            WAKE.wait(wait)


def start(*, in_process: bool | None = None) -> bool:
    """Start this process's relay thread (once); without Redis it runs the jobs here. False when already started
    or turned off (BRICKMATE_JOB_RELAY=0)."""
    global _thread
    settings = get_settings()
    if not settings.job_relay or (_thread is not None and _thread.is_alive()):
        return False
    mode = (not settings.redis_url) if in_process is None else in_process
    _stop.clear()
    _thread = threading.Thread(target=_loop, args=(mode,), name="brickmate-job-relay", daemon=True)
    _thread.start()
    log.info("job relay started (%s)", "running jobs in this process" if mode else "sending jobs to the queue")
    return True


def stop(timeout: float = 5.0) -> None:
    global _thread
    _stop.set()
    WAKE.set()
    if _thread is not None:
        _thread.join(timeout)
    _thread = None
