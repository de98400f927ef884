"""Work beside the request: retrieval needs only the question and its embedding, not how the question reads, so
it runs on a connection of its own while the request's reads the question (about half of an answer's time each
at 100,000 documents: one waits on PostgreSQL while the other scores in Python).

Only for read-only work on committed rows (the documents, colleagues' feedback): the other connection does not see
the request's own uncommitted writes. When the request's session is not bound to an engine (a test's connection,
its data never committed), when the pool has no connection to spare, or when every worker is busy, the work runs
in the request's own session when its result is asked for, where it ran before: the answer is the same either
way."""

from __future__ import annotations

import threading
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Generic, TypeVar

from sqlalchemy import Engine
from sqlalchemy.orm import Session
from sqlalchemy.pool import QueuePool

T = TypeVar("T")

WORKERS = 4  # requests whose retrieval runs beside them at once; the others run it in their own session
_executor = ThreadPoolExecutor(max_workers=WORKERS, thread_name_prefix="brickmate-beside")
_free = threading.BoundedSemaphore(WORKERS)


class Pending(Generic[T]):
    """The result of work started beside the request, or of work to run in the request's session when asked."""

    def __init__(self, future: Future[T] | None = None, later: Callable[[], T] | None = None) -> None:
        self._future, self._later = future, later

    def result(self) -> T:
        if self._future is not None:
            return self._future.result()
        assert self._later is not None
        return self._later()

    @property
    def beside(self) -> bool:
        return self._future is not None


def spare_engine(session: Session) -> Engine | None:
    """The engine the session is bound to, when it has a pooled connection to spare without overflowing."""
    bind = session.get_bind()
    if not isinstance(bind, Engine):
        return None
    pool = bind.pool
    if isinstance(pool, QueuePool) and pool.checkedout() >= pool.size():
        return None
    return bind


def start(session: Session, work: Callable[[Session], T]) -> Pending[T]:
    """`work` on a session of its own beside the request when it can; else in `session` when its result is asked
    for."""
    engine = spare_engine(session)
    if engine is None or not _free.acquire(blocking=False):
        return Pending(later=lambda: work(session))
    try:
        return Pending(future=_executor.submit(_run, engine, work))
    except BaseException:
        _free.release()
        raise


def _run(engine: Engine, work: Callable[[Session], T]) -> T:
    try:
        with Session(bind=engine) as own:
            try:
                return work(own)
            finally:
                own.rollback()
    finally:
        _free.release()
