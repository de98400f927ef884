"""Fixtures for the index's tests."""

from __future__ import annotations

import pytest
from sqlalchemy import Connection
from sqlalchemy.orm import Session, sessionmaker

from ingest import tasks


@pytest.fixture
def jobs_in_test_transaction(connection: Connection, monkeypatch: pytest.MonkeyPatch) -> sessionmaker[Session]:
    """The index jobs' sessions opened on the test's connection, each in a savepoint of the test's transaction:
    they see what the test arranged, their commits release savepoints, and everything is rolled back after."""
    maker = sessionmaker(bind=connection, join_transaction_mode="create_savepoint", expire_on_commit=False)
    monkeypatch.setattr(tasks, "get_sessionmaker", lambda: maker)
    return maker
