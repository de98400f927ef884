"""The assistant's tests run over one seeded, embedded dataset (tests/assistant/dataset.py).

It is seeded and embedded once, on one connection, inside a transaction that lasts as long as the tests of this
package and is rolled back after the last of them (nothing is ever committed). Each test runs in a savepoint of
that transaction, rolled back after it, so what a test writes (conversations, feedback, edits) never reaches the
next test, while the dataset and its documents stay. `connection` is overridden for this package only: the `db`
and `client` fixtures of tests/conftest.py work on top of it unchanged.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import Connection, Engine
from sqlalchemy.orm import Session

from api.users.models import Role, User
from ingest.documents import KINDS
from ingest.sync import reconcile
from tests.assistant.seeding import Seeded, seed
from tests.factories import headers_for, make_user

ASK = "/api/brickmate/askQuestion"


@pytest.fixture(scope="package")
def seeded_connection(engine: Engine) -> Iterator[tuple[Connection, Seeded]]:
    """The package's connection, its outer transaction holding the seeded and embedded dataset."""
    with engine.connect() as conn:
        outer = conn.begin()
        session = Session(bind=conn, join_transaction_mode="create_savepoint")
        try:
            seeded = seed(session)
            reconcile(session, KINDS)
            session.commit()  # releases the session's savepoint: the outer transaction keeps everything
            yield conn, seeded
        finally:
            session.close()
            outer.rollback()


@pytest.fixture
def dataset(seeded_connection: tuple[Connection, Seeded]) -> Seeded:
    """The ids of the seeded records, by name (see Seeded.record_id)."""
    return seeded_connection[1]


@pytest.fixture
def connection(seeded_connection: tuple[Connection, Seeded]) -> Iterator[Connection]:
    """The package's connection in a savepoint rolled back after the test."""
    conn = seeded_connection[0]
    savepoint = conn.begin_nested()
    try:
        yield conn
    finally:
        if savepoint.is_active:
            savepoint.rollback()


@pytest.fixture
def staff(db: Session) -> User:
    return make_user(db, first_name="Sam", last_name="Staff")


@pytest.fixture
def headers(db: Session, staff: User) -> dict[str, str]:
    return headers_for(db, staff)


@pytest.fixture
def admin(db: Session) -> User:
    return make_user(db, role=Role.admin, first_name="Ada", last_name="Admin")


@pytest.fixture
def admin_headers(db: Session, admin: User) -> dict[str, str]:
    return headers_for(db, admin)


def ask(client: TestClient, headers: dict[str, str], question: str, conversation_id: int | None = None) -> Any:
    """POST the question to the assistant; the answer body (AnswerOut) as a dict. Fails on any other status."""
    body: dict[str, Any] = {"question": question}
    if conversation_id is not None:
        body["conversation_id"] = conversation_id
    response = client.post(ASK, json=body, headers=headers)
    assert response.status_code == 200, f"{question!r}: {response.status_code} {response.text}"
    answer: dict[str, Any] = response.json()
    return answer
