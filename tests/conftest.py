"""Test database: a migrated PostgreSQL (embedded by default), one rolled-back transaction per test."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

_DATA = Path(tempfile.mkdtemp(prefix="brickmate-test-"))
(_DATA / "run").mkdir(mode=0o700)
os.environ["BRICKMATE_DATA_DIR"] = str(_DATA)
os.environ.setdefault("XDG_RUNTIME_DIR", str(_DATA / "run"))
os.environ["BRICKMATE_SECRET_KEY"] = "test-secret"
os.environ.setdefault("BRICKMATE_INDEX_ON_CHANGE", "0")
os.environ.setdefault("BRICKMATE_TASK_RULES_ON_CHANGE", "0")
os.environ.pop("SMTP_HOST", None)
os.environ.pop("REDIS_URL", None)
os.environ.setdefault("BRICKMATE_AUTH_CACHE_SECONDS", "0")  # the tests' sessions never commit: nobody is notified
os.environ["BRICKMATE_JOB_RELAY"] = "0"  # no relay thread beside the tests' app: a test runs the jobs it queued
if os.environ.get("TEST_DATABASE_URL"):
    os.environ["DATABASE_URL"] = os.environ["TEST_DATABASE_URL"]
else:
    os.environ.pop("DATABASE_URL", None)

from fastapi import FastAPI  # noqa: E402
from fastapi.testclient import TestClient  # noqa: E402
from sqlalchemy import Connection, Engine, event  # noqa: E402
from sqlalchemy.orm import Session  # noqa: E402

from api.core import word_sample  # noqa: E402
from api.core.deps import get_session, get_streaming_session  # noqa: E402
from api.db import get_engine, rollback, run_after_commit  # noqa: E402
from api.main import create_app  # noqa: E402
from api.migrate import upgrade  # noqa: E402
from api.settings import Settings, get_settings  # noqa: E402
from api.wiring import wire  # noqa: E402
from tests.databases import own_database  # noqa: E402

wire()  # as every entry point does: the jobs registered and the change listener installed, once


@pytest.fixture(scope="session")
def engine() -> Iterator[Engine]:
    engine = get_engine()
    with engine.begin() as conn:
        upgrade(conn)
    yield engine


@pytest.fixture(scope="session")
def migrated_template(engine: Engine) -> Iterator[str]:
    """The name of a migrated database that the tests' own databases are copied from (tests/databases.py): a copy
    costs a fraction of running the migrations again for each. Nothing stays connected to it, as a copy requires."""
    with own_database(engine, "brickmate_template") as template:
        with template.begin() as conn:
            upgrade(conn)
        template.dispose()
        yield template.url.database or ""


@contextmanager
def rolled_back(engine: Engine) -> Iterator[Connection]:
    """A connection in a transaction rolled back at the end: nothing a test writes on it stays."""
    with engine.connect() as conn:
        outer = conn.begin()
        yield conn
        outer.rollback()


def savepoint_session(connection: Connection) -> Session:
    """A session on `connection` whose commits only release savepoints (the connection's transaction stays open)."""
    return Session(bind=connection, join_transaction_mode="create_savepoint")


@pytest.fixture
def connection(engine: Engine) -> Iterator[Connection]:
    # The search texts' samples the process keeps (word_sample) are of the rows an earlier test saw and rolled back:
    # each test samples its own (a stale sample changes the plans name matching and the CRM searches choose).
    word_sample._cached.clear()
    with rolled_back(engine) as conn:
        yield conn


@pytest.fixture
def db(connection: Connection) -> Iterator[Session]:
    """The session every request of the test shares; its commits only release savepoints."""
    session = savepoint_session(connection)
    yield session
    session.close()


@pytest.fixture(scope="session")
def app() -> FastAPI:
    """Built once: building the app (every route's models) costs far more than a test."""
    return create_app(serve_web=False)


@contextmanager
def sharing(app: FastAPI, db: Session) -> Iterator[FastAPI]:
    """The app with the test's session for every request, committed to each as in production."""

    def test_session() -> Iterator[Session]:
        # What the test arranged is committed data to the request, as it would be outside the tests:
        # a request that fails rolls back its own work only, never the rows set up before it.
        db.commit()
        try:
            yield db
            db.commit()
        except BaseException:
            rollback(db)
            raise
        run_after_commit(db)

    app.dependency_overrides[get_session] = app.dependency_overrides[get_streaming_session] = test_session
    try:
        yield app
    finally:
        app.dependency_overrides.clear()


@pytest.fixture
def client(app: FastAPI, db: Session) -> Iterator[TestClient]:
    with sharing(app, db), TestClient(app, raise_server_exceptions=False) as c:
        yield c


class QueryLog:
    """The SQL statements the test connection runs inside `recording()`, savepoint bookkeeping left out."""

    def __init__(self, connection: Connection) -> None:
        self.connection = connection

    @contextmanager
    def recording(self) -> Iterator[list[str]]:
        statements: list[str] = []

        def record(_conn: Connection, _cursor: Any, statement: str, *_: Any) -> None:
            if not statement.lstrip().upper().startswith(("SAVEPOINT", "RELEASE SAVEPOINT", "ROLLBACK TO")):
                statements.append(statement)

        event.listen(self.connection, "before_cursor_execute", record)
        try:
            yield statements
        finally:
            event.remove(self.connection, "before_cursor_execute", record)


@pytest.fixture
def query_log(connection: Connection) -> QueryLog:
    return QueryLog(connection)


@pytest.fixture
def settings() -> Settings:
    return get_settings()


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    """Stop the embedded PostgreSQL of this run and remove its data."""
    import shutil

    from api.db import _embedded_servers

    for server in list(_embedded_servers.values()):
        server.cleanup()
    _embedded_servers.clear()
    shutil.rmtree(_DATA, ignore_errors=True)
