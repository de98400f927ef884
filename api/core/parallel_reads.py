"""Read-only statements of one request run at the same time, each on a pooled connection of its own: PostgreSQL runs
one statement on one core, so a request whose time is a few independent reads (the name matching's candidate
lookups, api.catalogue.service.candidates) waits for the slowest of them rather than their sum.

Only when another connection sees what the request's own would: the session's connection holds no transaction (under
the app's engine a unit of work that has only read sends no BEGIN, api/core/late_begin.py), so nothing it wrote is
hidden from the others, and the session is bound to the engine (a test's session inside its rolled-back transaction
is not). And only when the pool has a connection to spare within its size (never one of its overflow, which a busy
server's other requests wait for). Otherwise the statements run one after another on the session, as they would
without this module: the rows are the same either way."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor, wait
from typing import Any

from psycopg.pq import TransactionStatus
from sqlalchemy import Engine, Row, TextClause
from sqlalchemy.orm import Session
from sqlalchemy.pool import QueuePool

WORKERS = 4  # threads for the statements past each request's first (the pool's size bounds them too)
_pool = ThreadPoolExecutor(max_workers=WORKERS, thread_name_prefix="parallel-read")

Statement = tuple[TextClause, Mapping[str, Any]]


def _spare(session: Session, wanted: int) -> Engine | None:
    """The engine whose pool may lend `wanted` more connections now, when the session's reads may run on them."""
    bind = session.get_bind()
    if not isinstance(bind, Engine) or not isinstance(bind.pool, QueuePool):
        return None
    driver = session.connection().connection.driver_connection
    if driver is None or driver.info.transaction_status != TransactionStatus.IDLE:
        return None  # inside a transaction: its writes are the session's own connection's to see
    pool = bind.pool
    return bind if pool.checkedout() + wanted <= pool.size() else None


def _read(engine: Engine, statement: Statement) -> list[Row[Any]]:
    with engine.connect() as connection:
        return list(connection.execute(*statement).all())


def read_all(session: Session, statements: Sequence[Statement]) -> list[list[Row[Any]]]:
    """Each statement's rows, in order: the first read on the session's connection, the others at the same time on
    connections of their own when the module's conditions hold, else one after another on the session."""
    engine = _spare(session, len(statements) - 1) if len(statements) > 1 else None
    if engine is None:
        return [list(session.execute(*statement).all()) for statement in statements]
    others = [_pool.submit(_read, engine, statement) for statement in statements[1:]]
    try:
        first = list(session.execute(*statements[0]).all())
    except BaseException:
        wait(others)  # no read left running past the request's failure
        raise
    return [first, *(future.result() for future in others)]
