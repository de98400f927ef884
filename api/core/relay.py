"""The relay of the job outbox: pending rows (`api.core.job_outbox`) go to Celery with Redis, or run in this
process without it.

With Redis a row is marked relayed once the broker took it; a broker that is down leaves the rows queued, and the
relay tries again (every few seconds) until it is back, so a save never waits on Redis and no job queued meanwhile
is lost. Several relays (each API process, each worker, beat) share the rows: each takes its batch with
`FOR UPDATE SKIP LOCKED`. A row sent but not yet marked when its relay dies is sent again: jobs are safe to run
twice.

Without Redis (`brickmate serve` alone) each API process runs the jobs itself (`api.core.jobs.run_in_process`) and
marks a row only when its job has ended, so a job cut off by a stop runs again at the next start (an import
resumes after its last committed batch). While a job runs, its process holds the row's advisory lock
(`pg_try_advisory_lock(CLAIM_LOCK, id)`, on a connection of its relay's own): the relay of another API process on
the same database skips the row, and a process that dies lets go of its rows with its connection."""

from __future__ import annotations

import logging
import threading
import time
from datetime import timedelta
from functools import partial
from typing import Any

from sqlalchemy import Connection, delete, func, select, text, update
from sqlalchemy.orm import Session, sessionmaker

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

# pg_try_advisory_lock(CLAIM_LOCK, id) is held by the process that runs the job of outbox row `id` without Redis.
CLAIM_LOCK = 0x10B
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


class InProcess:
    """The runner of due rows without Redis: each row started here is claimed first (its advisory lock taken on this
    runner's connection, then seen still unmarked), so two runners (two API processes) never run the same row at
    once; the claim is let go once the row is marked. `sessions`: the database's (this process's by default)."""

    def __init__(self, sessions: sessionmaker[Session] | None = None) -> None:
        self._sessions = sessions
        self._in_flight: set[int] = set()
        self._lock = threading.Lock()  # over `_in_flight` and `_claims` (the relay's thread and the jobs' threads)
        self._claims: Connection | None = None

    def sessions(self) -> sessionmaker[Session]:
        return self._sessions or get_sessionmaker()

    def start_pending(self, limit: int = BATCH) -> int:
        """Start up to `limit` due rows in this process (not those running here or in another runner); the number
        started."""
        with self._lock:
            busy = set(self._in_flight)
        with self.sessions()() as session:
            rows = _pending(session, limit, busy)
            session.commit()
        rows = self._claim(rows)
        for row in rows:
            if row.name not in jobs.JOBS:
                self._finished(row.id, f"unknown job {row.name}")
                continue
            jobs.run_in_process(row.name, row.args, partial(self._finished, row.id))
        return len(rows)

    def _claim(self, rows: list[Any]) -> list[Any]:
        """The rows whose advisory lock this runner took and that are still unmarked once it holds it (another
        runner marks its row before letting go of it: one it ended since `_pending` read it is not run again)."""
        if not rows:
            return []
        with self._lock:
            try:
                claims = self._connection()
                locked = list(
                    claims.scalars(
                        text(
                            "SELECT id FROM unnest(CAST(:ids AS bigint[])) AS id "
                            "WHERE pg_try_advisory_lock(:key, CAST(id % 2147483647 AS integer))"
                        ),
                        {"ids": [row.id for row in rows], "key": CLAIM_LOCK},
                    )
                )
                unmarked = _unmarked(claims, locked)
                for row_id in set(locked) - unmarked:
                    _unlock(claims, row_id)
                claims.commit()
            except Exception:
                self._drop_claims()
                raise
            self._in_flight |= unmarked
        return [row for row in rows if row.id in unmarked]

    def _finished(self, row_id: int, error: str | None) -> None:
        """Mark the row run (committed), then let go of its claim."""
        try:
            with self.sessions()() as session:
                _mark(session, [row_id], error)
                session.commit()
        except Exception:
            log.exception("could not mark job %s of the outbox as run", row_id)
        finally:
            with self._lock:
                self._in_flight.discard(row_id)
                try:
                    if self._claims is not None:
                        _unlock(self._claims, row_id)
                        self._claims.commit()
                except Exception:
                    log.exception("could not let go of job %s of the outbox", row_id)
                    self._drop_claims()
            WAKE.set()

    def _connection(self) -> Connection:
        if self._claims is None or self._claims.closed or self._claims.invalidated:
            self._drop_claims()
            bind = self.sessions().kw["bind"]
            self._claims = bind.connect()
        return self._claims

    def _drop_claims(self) -> None:
        """Close the claims' connection (its locks go with it): after an error, or when the runner is done."""
        claims, self._claims = self._claims, None
        if claims is not None:
            try:
                claims.close()
            except Exception:
                log.exception("could not close the job claims' connection")

    def close(self) -> None:
        with self._lock:
            self._drop_claims()


def _unmarked(claims: Connection, ids: list[int]) -> set[int]:
    if not ids:
        return set()
    query = select(JobOutbox.id).where(JobOutbox.id.in_(ids), JobOutbox.relayed_at.is_(None))
    return set(claims.scalars(query))


def _unlock(claims: Connection, row_id: int) -> None:
    claims.execute(
        text("SELECT pg_advisory_unlock(:key, CAST(:id % 2147483647 AS integer))"), {"key": CLAIM_LOCK, "id": row_id}
    )


_in_process = InProcess()


def start_pending(limit: int = BATCH) -> int:
    """This process's runner without Redis: `InProcess.start_pending`."""
    return _in_process.start_pending(limit)


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
    _in_process.close()
