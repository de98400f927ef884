"""Fixtures for the index's tests."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from sqlalchemy import Connection, Engine
from sqlalchemy.orm import Session, sessionmaker

from ingest import tasks
from tests.databases import own_database


@pytest.fixture
def jobs_in_test_transaction(connection: Connection, monkeypatch: pytest.MonkeyPatch) -> sessionmaker[Session]:
    """The index jobs' sessions opened on the test's connection, each in a savepoint of the test's transaction:
    they see what the test arranged, their commits release savepoints, and everything is rolled back after."""
    maker = sessionmaker(bind=connection, join_transaction_mode="create_savepoint", expire_on_commit=False)
    monkeypatch.setattr(tasks, "get_sessionmaker", lambda: maker)
    return maker


@pytest.fixture
def worker_database(engine: Engine, migrated_template: str) -> Iterator[Engine]:
    """A database of its own on the tests' PostgreSQL, migrated, for another process (a worker, an app) to share with
    the test: it sees only committed rows, and the rows committed here must not reach the other tests."""
    with own_database(engine, "brickmate_worker", template=migrated_template) as database:
        yield database
