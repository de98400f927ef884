"""Fixtures for the index's tests."""

from __future__ import annotations

import os
import time
from collections.abc import Iterator

import pytest
from sqlalchemy import Connection, Engine, create_engine, text
from sqlalchemy.orm import Session, sessionmaker
from sqlalchemy.pool import NullPool

from api.migrate import upgrade
from ingest import tasks


@pytest.fixture
def jobs_in_test_transaction(connection: Connection, monkeypatch: pytest.MonkeyPatch) -> sessionmaker[Session]:
    """The index jobs' sessions opened on the test's connection, each in a savepoint of the test's transaction:
    they see what the test arranged, their commits release savepoints, and everything is rolled back after."""
    maker = sessionmaker(bind=connection, join_transaction_mode="create_savepoint", expire_on_commit=False)
    monkeypatch.setattr(tasks, "get_sessionmaker", lambda: maker)
    return maker


@pytest.fixture
def worker_database(engine: Engine) -> Iterator[Engine]:
    """A database of its own on the tests' PostgreSQL, migrated, for another process (a worker, an app) to share with
    the test: it sees only committed rows, and the rows committed here must not reach the other tests."""
    name = f"brickmate_worker_{os.getpid()}_{time.monotonic_ns()}"
    admin = create_engine(engine.url.set(database="postgres"), isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        conn.execute(text(f'CREATE DATABASE "{name}"'))
    database = create_engine(engine.url.set(database=name), poolclass=NullPool)
    try:
        with database.begin() as conn:
            upgrade(conn)
        yield database
    finally:
        database.dispose()
        with admin.connect() as conn:
            conn.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        admin.dispose()
