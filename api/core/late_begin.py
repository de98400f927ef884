"""A unit of work's transaction begins at its first statement that needs one, not at its first statement.

psycopg opens a transaction with a `BEGIN` round trip before a connection's first statement, and the unit of work
ends with a `COMMIT` round trip: for a read-only request (most of them, one to five SELECTs) two round trips of the
driver's and the database's time more than its statements. Under READ COMMITTED (the app's level) every statement of
a transaction takes a snapshot of its own anyway, so a plain SELECT run outside a transaction sees what it would
have seen inside one.

So a connection of the app's engine (`api.db.make_engine`) is handed out in autocommit mode, and the first statement
that is not a plain read (a write, a lock, a transaction's own setting, a savepoint, a server-side cursor: anything
else) turns autocommit off before it runs: psycopg opens the transaction then, and from there to the end of the
checkout the connection works as before (one transaction, committed or rolled back as before; a plain read after a
write runs inside it). A read-only unit of work sends neither BEGIN nor COMMIT (psycopg sends no COMMIT or ROLLBACK
on an idle connection). A connection given an isolation level of its own (`execution_options(isolation_level=…)`)
is left as that level sets it.

A plain read: a statement that starts with SELECT, WITH or EXPLAIN (a search's estimated total: EXPLAIN without
ANALYZE runs nothing) and names none of the words of a write, a lock, a setting or ANALYZE (`PLAIN_READ_EXCLUDES`);
a false alarm only costs the transaction it always had. Code that talks to the driver without SQLAlchemy's cursor
events (a COPY) calls `begin_now` first."""

from __future__ import annotations

import re
from typing import Any

from psycopg.pq import TransactionStatus
from sqlalchemy import Connection, Engine, event

# Any of these words in a SELECT, and it runs inside the unit of work's transaction.
PLAIN_READ_EXCLUDES = re.compile(
    r"\b(insert|update|delete|merge|into|lock|copy|share|set_config|nextval|setval|pg_notify|notify|listen"
    r"|savepoint|analy[sz]e|\w*advisory\w*)\b",
    re.IGNORECASE,
)
_LAZY = "brickmate_late_begin"
# Answers kept per statement text: at most this many, of statements at most this long (a statement with its values
# written in, a long IN list, is asked again each time).
_MAX_KEPT = 1024
_MAX_KEPT_LENGTH = 4000
_kept: dict[str, bool] = {}


def plain_read(statement: str) -> bool:
    """Whether `statement` only reads, and may run outside a transaction."""
    known = _kept.get(statement)
    if known is None:
        head = statement.lstrip()[:8].lower()
        reads = (
            head.startswith("select")
            or (head.startswith("with") and head[4:5].isspace())
            or (head.startswith("explain") and not head[7:8].isalnum())
        )
        known = reads and PLAIN_READ_EXCLUDES.search(statement) is None
        if len(statement) <= _MAX_KEPT_LENGTH:
            if len(_kept) >= _MAX_KEPT:
                _kept.clear()
            _kept[statement] = known
    return known


def _driver(connection: Connection) -> Any:
    return connection.connection.driver_connection


def begin_now(connection: Connection) -> None:
    """The unit of work's transaction opens at the connection's next statement, whatever it is (for statements sent
    past SQLAlchemy's cursor events)."""
    info = connection.connection.info
    if info.pop(_LAZY, False):
        driver = _driver(connection)
        if driver.autocommit and driver.info.transaction_status == TransactionStatus.IDLE:
            driver.autocommit = False


def _checked_out(dbapi_connection: Any, record: Any, proxy: Any) -> None:
    if dbapi_connection.info.transaction_status != TransactionStatus.IDLE:
        record.info.pop(_LAZY, None)
        return
    if not dbapi_connection.autocommit:
        dbapi_connection.autocommit = True
    record.info[_LAZY] = True


def _before_execute(
    connection: Connection, cursor: Any, statement: str, parameters: Any, context: Any, executemany: bool
) -> None:
    info = connection.connection.info
    if not info.get(_LAZY):
        return
    if "isolation_level" in connection.get_execution_options():
        info.pop(_LAZY, None)  # the caller's own level decides (SQLAlchemy set autocommit to match it)
        return
    server_side = context is not None and context.execution_options.get("stream_results", False)
    if server_side or not plain_read(statement):
        begin_now(connection)


def install(engine: Engine) -> None:
    """Before the engine's other checkout listeners: a pre-ping then runs outside a transaction too."""
    event.listen(engine, "checkout", _checked_out, insert=True)
    event.listen(engine, "before_cursor_execute", _before_execute)
