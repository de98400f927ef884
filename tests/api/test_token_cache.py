"""The token cache (api/auth/token_cache.py): who a token belongs to, answered from memory, and forgotten the moment a
logout, a revocation, a role change or a deactivation commits, whichever process made it.

The last tests commit for real (the app's own sessions, the test database, a user of their own removed after):
the cache relies on PostgreSQL's notifications, which an uncommitted test transaction never sends."""

from __future__ import annotations

import time
from collections.abc import Iterator
from datetime import timedelta

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient
from sqlalchemy import Engine, delete, text

from api.auth import token_cache
from api.core.security import hash_token
from api.db import get_sessionmaker, utcnow
from api.users.models import Role, User
from tests.factories import make_user, token_for


def _user(user_id: int = 1, role: str = Role.staff.value) -> User:
    return User(id=user_id, first_name="A", last_name="B", email="a@example.com", role=role, active=True, version=1)


@pytest.fixture
def cache() -> token_cache.TokenCache:
    fresh = token_cache.TokenCache()
    fresh.listening = True
    return fresh


def test_an_answer_is_kept_then_forgotten_on_clear(cache: token_cache.TokenCache) -> None:
    cache.put("h", cache.generation, _user(), utcnow() + timedelta(hours=1), 30)
    kept = cache.get("h")
    assert kept is not None and kept.id == 1
    cache.clear()
    assert cache.get("h") is None


def test_a_lookup_that_began_before_a_change_is_not_kept(cache: token_cache.TokenCache) -> None:
    began = cache.generation
    cache.clear()  # a change committed while the lookup ran
    cache.put("h", began, _user(), utcnow() + timedelta(hours=1), 30)
    assert cache.get("h") is None


def test_nothing_is_kept_or_answered_while_not_listening(cache: token_cache.TokenCache) -> None:
    cache.put("h", cache.generation, _user(), utcnow() + timedelta(hours=1), 30)
    cache.listening = False
    assert cache.get("h") is None
    cache.put("h", cache.generation, _user(), utcnow() + timedelta(hours=1), 30)
    cache.listening = True
    assert cache.get("h") is None


def test_never_past_the_tokens_expiry(cache: token_cache.TokenCache) -> None:
    cache.put("h", cache.generation, _user(), utcnow() - timedelta(seconds=1), 30)
    assert cache.get("h") is None


def test_each_request_gets_its_own_user_in_its_own_session(cache: token_cache.TokenCache) -> None:
    cache.put("h", cache.generation, _user(role=Role.manager.value), utcnow() + timedelta(hours=1), 30)
    template = cache.get("h")
    assert template is not None
    with get_sessionmaker()() as session:
        mine = token_cache.attach(session, template)
        assert mine is not template and mine in session and mine.role == Role.manager.value
        mine.role = Role.staff.value  # what a request does to its user stays in its session
        assert template.role == Role.manager.value
        session.rollback()


# --- committed for real -----------------------------------------------------------------------------------------


def _wait(condition: object, what: str) -> None:
    deadline = time.monotonic() + 20
    while not callable(condition) or not condition():
        assert time.monotonic() < deadline, f"never {what}"
        time.sleep(0.02)


@pytest.fixture
def live(app: FastAPI, engine: Engine, monkeypatch: pytest.MonkeyPatch) -> Iterator[TestClient]:
    """The app with its own sessions (committing) and the cache on, its listener connected."""
    monkeypatch.setattr(token_cache, "seconds", lambda: 30.0)
    app.dependency_overrides.clear()
    with TestClient(app, raise_server_exceptions=False) as client:
        _wait(lambda: token_cache.cache.listening, "listening")
        yield client
    token_cache.stop()


@pytest.fixture
def admin_token(live: TestClient) -> Iterator[tuple[int, str]]:
    with get_sessionmaker()() as session:
        user = make_user(session, role=Role.admin, first_name="Cache")
        token = token_for(session, user)
        user_id = user.id
        session.commit()
    yield user_id, token
    with get_sessionmaker()() as session:
        session.execute(delete(User).where(User.id == user_id))
        session.commit()


def _cached(token: str) -> bool:
    return token_cache.cache.get(hash_token(token)) is not None


def test_a_change_made_elsewhere_is_seen_at_once(
    live: TestClient, admin_token: tuple[int, str], engine: Engine
) -> None:
    user_id, token = admin_token
    headers = {"Authorization": f"Bearer {token}"}
    assert live.get("/api/users/all", headers=headers).status_code == 200
    assert _cached(token)
    assert live.get("/api/users/all", headers=headers).status_code == 200  # answered from memory

    # Another process (plain SQL, no session of this one) takes the admin role away: the notification clears us.
    with engine.begin() as conn:
        conn.execute(text("UPDATE users SET role = 'staff' WHERE id = :id"), {"id": user_id})
    _wait(lambda: not _cached(token), "forgotten after the role change")
    assert live.get("/api/users/all", headers=headers).status_code == 403

    assert live.get("/api/users/me", headers=headers).status_code == 200
    assert _cached(token)
    with engine.begin() as conn:
        conn.execute(text("UPDATE auth_tokens SET revoked_at = now() WHERE user_id = :id"), {"id": user_id})
    _wait(lambda: not _cached(token), "forgotten after the revocation")
    assert live.get("/api/users/me", headers=headers).status_code == 401


def test_a_logout_here_takes_effect_before_it_answers(live: TestClient, admin_token: tuple[int, str]) -> None:
    _, token = admin_token
    headers = {"Authorization": f"Bearer {token}"}
    assert live.get("/api/users/me", headers=headers).status_code == 200
    assert _cached(token)
    assert live.post("/api/auth/logout", headers=headers).status_code == 204
    # No waiting: this process forgot it when the logout committed.
    assert not _cached(token)
    assert live.get("/api/users/me", headers=headers).status_code == 401


def test_a_deactivation_by_an_admin_takes_effect_at_once(live: TestClient, admin_token: tuple[int, str]) -> None:
    _, admin = admin_token
    with get_sessionmaker()() as session:
        staff = make_user(session, first_name="Leaving")
        staff_token = token_for(session, staff)
        staff_id = staff.id
        session.commit()
    try:
        staff_headers = {"Authorization": f"Bearer {staff_token}"}
        me = live.get("/api/users/me", headers=staff_headers)
        assert me.status_code == 200 and _cached(staff_token)
        edit_body = {k: me.json()[k] for k in ("userId", "firstName", "lastName", "email", "phone", "role", "version")}
        edit = live.post(
            "/api/users/edit",
            json={"user": {**edit_body, "active": False}},
            headers={"Authorization": f"Bearer {admin}"},
        )
        assert edit.status_code == 200, edit.text
        assert live.get("/api/users/me", headers=staff_headers).status_code == 401
    finally:
        with get_sessionmaker()() as session:
            session.execute(delete(User).where(User.id == staff_id))
            session.commit()
