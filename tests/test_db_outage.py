"""PostgreSQL stopped under the API: requests fail fast with 503 and Retry-After, and succeed again within 5 s of its
return, the same app and engine throughout (nothing restarted). A short-lived server of its own (the embedded
binaries over TCP with a password), never the shared test database."""

from __future__ import annotations

import shutil
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient
from sqlalchemy import Engine
from sqlalchemy.orm import Session, sessionmaker

from api.core.deps import get_session, get_streaming_session
from api.db import make_engine, rollback, run_after_commit
from api.devpg import PlainServer
from api.devserver import free_port
from api.migrate import upgrade

PASSWORD = "Tall kiln chimney 42 smoke"


@pytest.fixture(scope="module")
def server() -> Iterator[PlainServer]:
    folder = Path(tempfile.mkdtemp(prefix="brickmate-outage-"))
    pg = PlainServer(folder / "pgdata", free_port(), password="outage-secret")
    pg.start(settings={"shared_buffers": "32MB", "max_connections": "30"})
    try:
        yield pg
    finally:
        pg.remove()
        shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture(scope="module")
def outage_engine(server: PlainServer) -> Iterator[Engine]:
    engine = make_engine(server.url)
    with engine.begin() as conn:
        upgrade(conn)
    yield engine
    engine.dispose()


@pytest.fixture
def outage_client(app: FastAPI, outage_engine: Engine) -> Iterator[TestClient]:
    """The app with its requests' sessions on the short-lived server, committed as in production."""
    sessions = sessionmaker(bind=outage_engine, expire_on_commit=False)

    def session() -> Iterator[Session]:
        s = sessions()
        try:
            yield s
            s.commit()
        except BaseException:
            rollback(s)
            raise
        finally:
            s.close()
        run_after_commit(s)

    app.dependency_overrides[get_session] = app.dependency_overrides[get_streaming_session] = session
    try:
        with TestClient(app, raise_server_exceptions=False) as c:
            yield c
    finally:
        app.dependency_overrides.clear()


def _call(client: TestClient) -> tuple[int, float, dict[str, str], dict[str, object]]:
    started = time.monotonic()
    response = client.get("/api/auth/checkToken/no-such-token")
    return response.status_code, time.monotonic() - started, dict(response.headers), response.json()


def test_requests_fail_fast_while_the_database_is_down_and_recover_within_5_s(
    server: PlainServer, outage_client: TestClient
) -> None:
    # Up: a real answer from the database (the token is unknown), and ready.
    assert _call(outage_client)[0] == 404
    assert outage_client.get("/api/ready").status_code == 200

    server.stop()
    try:
        for _ in range(3):
            status, seconds, headers, body = _call(outage_client)
            assert status == 503
            assert seconds < 3, f"a request took {seconds:.1f} s while the database was down"
            assert headers["retry-after"] == "2"
            assert body == {
                "detail": "The service is briefly unavailable. Please try again in a few seconds.",
                "errors": [],
            }
        ready = outage_client.get("/api/ready")
        assert ready.status_code == 503
        assert ready.json()["database"] == "down"
        assert ready.json()["errors"][0]["field"] == "database"
    finally:
        server.start()

    back = time.monotonic()
    while True:
        status, *_ = _call(outage_client)
        if status != 503:
            break
        assert time.monotonic() - back < 5, "still 503 five seconds after the database came back"
        time.sleep(0.1)
    assert status == 404
    assert time.monotonic() - back < 5
    assert outage_client.get("/api/ready").status_code == 200


def test_a_write_during_the_outage_is_503_and_the_next_lands(server: PlainServer, outage_client: TestClient) -> None:
    """A login (it writes its token) while the server is down is refused 503; once back, it works."""
    from sqlalchemy import text

    from api.users.service import create_admin

    engine = make_engine(server.url)
    with sessionmaker(bind=engine)() as s:
        if s.execute(text("SELECT 1 FROM users WHERE email = 'outage@example.com'")).first() is None:
            create_admin(s, email="outage@example.com", password=PASSWORD, first_name="O", last_name="U")
            s.commit()
    engine.dispose()
    login = {"email": "outage@example.com", "password": PASSWORD}
    server.stop()
    try:
        response = outage_client.put("/api/auth/login", json=login)
        assert response.status_code == 503
        assert response.headers["Retry-After"] == "2"
    finally:
        server.start()
    deadline = time.monotonic() + 5
    while (response := outage_client.put("/api/auth/login", json=login)).status_code == 503:
        assert time.monotonic() < deadline
        time.sleep(0.1)
    assert response.status_code == 200, response.text
    assert response.json()["token"]
