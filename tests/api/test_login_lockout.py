"""Issue 13 part 2, point 6: wrong passwords from a stranger's address must not lock the owner out. Failures lock
the pair (email, address) and the address; from everywhere together an email only slows down. X-Forwarded-For is
believed only from the configured proxies."""

from __future__ import annotations

from datetime import timedelta

import pytest
from fastapi.testclient import TestClient
from httpx import Response
from sqlalchemy import select, update
from sqlalchemy.orm import Session

from api.auth.models import LoginAttempt
from api.core.client_ip import parse_proxies, resolve
from api.db import utcnow
from api.settings import Settings
from tests.factories import PASSWORD, make_user

WRONG = "guess-guess-guess"


def from_address(client: TestClient, address: str) -> TestClient:
    return TestClient(client.app, client=(address, 50000))


def login(client: TestClient, email: str, password: str = PASSWORD, **headers: str) -> Response:
    return client.put("/api/auth/login", json={"email": email, "password": password}, headers=headers)


def test_a_stranger_failing_five_times_does_not_lock_the_owner_out(client: TestClient, db: Session) -> None:
    owner = make_user(db)
    stranger = from_address(client, "198.51.100.66")
    for _ in range(5):
        assert login(stranger, owner.email, WRONG).status_code == 401
    assert login(stranger, owner.email).status_code == 429  # the stranger's address is locked for this email

    at_the_office = from_address(client, "203.0.113.10")
    response = login(at_the_office, owner.email)
    assert response.status_code == 200, response.text


def test_many_addresses_together_only_slow_the_email_down(client: TestClient, db: Session, settings: Settings) -> None:
    owner = make_user(db)
    for n in range(settings.login_email_backoff_after):
        assert login(from_address(client, f"198.51.100.{n + 1}"), owner.email, WRONG).status_code == 401

    elsewhere = login(from_address(client, "203.0.113.20"), owner.email)
    assert elsewhere.status_code == 429
    assert "seconds" in elsewhere.json()["detail"]
    assert 1 <= int(elsewhere.headers["Retry-After"]) <= settings.login_email_backoff_max_seconds

    # A minute later (the ceiling) the owner gets in: a back-off, not a 15-minute lock.
    db.execute(update(LoginAttempt).values(created_at=LoginAttempt.created_at - timedelta(seconds=61)))
    db.flush()
    assert login(from_address(client, "203.0.113.20"), owner.email).status_code == 200


def test_an_address_the_owner_logged_in_from_is_not_slowed(client: TestClient, db: Session) -> None:
    owner = make_user(db)
    home = from_address(client, "203.0.113.30")
    assert login(home, owner.email).status_code == 200
    db.add_all(
        LoginAttempt(email=owner.email, address=f"198.51.100.{n}", succeeded=False, created_at=utcnow())
        for n in range(1, 30)
    )
    db.flush()
    assert login(home, owner.email).status_code == 200


def test_the_back_off_grows_to_its_ceiling(client: TestClient, db: Session, settings: Settings) -> None:
    owner = make_user(db)
    db.add_all(
        LoginAttempt(email=owner.email, address=f"198.51.100.{n}", succeeded=False, created_at=utcnow())
        for n in range(1, 40)
    )
    db.flush()
    response = login(from_address(client, "203.0.113.40"), owner.email)
    assert response.status_code == 429
    assert int(response.headers["Retry-After"]) == settings.login_email_backoff_max_seconds


def test_x_forwarded_for_from_a_client_is_ignored(client: TestClient, db: Session) -> None:
    """By default no proxy is trusted: a loopback (or any) client cannot choose the address it is counted under."""
    owner = make_user(db)
    loopback = from_address(client, "127.0.0.1")
    for n in range(6):
        login(loopback, owner.email, WRONG, **{"X-Forwarded-For": f"198.51.100.{n}"})
    addresses = set(db.scalars(select(LoginAttempt.address).where(LoginAttempt.email == owner.email)))
    assert addresses == {"127.0.0.1"}
    assert login(loopback, owner.email, **{"X-Forwarded-For": "198.51.100.99"}).status_code == 429


def test_x_forwarded_for_from_a_trusted_proxy_is_believed(
    client: TestClient, db: Session, settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(settings, "trusted_proxies", "10.0.0.0/8")
    owner = make_user(db)
    proxy = from_address(client, "10.0.0.5")
    login(proxy, owner.email, WRONG, **{"X-Forwarded-For": "203.0.113.7, 10.0.0.9"})
    [attempt] = db.scalars(select(LoginAttempt).where(LoginAttempt.email == owner.email))
    assert attempt.address == "203.0.113.7"


@pytest.mark.parametrize(
    ("peer", "forwarded", "proxies", "expected"),
    [
        ("127.0.0.1", "1.2.3.4", "", "127.0.0.1"),
        ("192.0.2.1", "1.2.3.4", "10.0.0.1", "192.0.2.1"),  # not from the proxy
        ("10.0.0.1", "1.2.3.4", "10.0.0.1", "1.2.3.4"),
        ("10.0.0.1", "6.6.6.6, 1.2.3.4", "10.0.0.1", "1.2.3.4"),  # the client wrote 6.6.6.6 itself
        ("10.0.0.1", "1.2.3.4, 10.0.0.2", "10.0.0.0/24", "1.2.3.4"),  # two proxies
        ("10.0.0.1", "", "10.0.0.1", "10.0.0.1"),
        ("10.0.0.1", "not-an-ip", "10.0.0.1", "10.0.0.1"),
        ("::1", "2001:db8::5", "::1", "2001:db8::5"),
    ],
)
def test_resolve(peer: str, forwarded: str, proxies: str, expected: str) -> None:
    assert resolve(peer, forwarded, parse_proxies(proxies)) == expected


def test_an_unreadable_proxy_setting_is_refused_at_start(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BRICKMATE_TRUSTED_PROXIES", "10.0.0.1, proxy.example")
    with pytest.raises(ValueError):
        Settings()


def test_the_server_leaves_x_forwarded_for_to_the_app(monkeypatch: pytest.MonkeyPatch, settings: Settings) -> None:
    """uvicorn's own proxy headers believe any loopback client; the app decides from BRICKMATE_TRUSTED_PROXIES."""
    import uvicorn

    from api import cli

    calls: list[dict[str, object]] = []
    monkeypatch.setattr(settings, "public_url", settings.public_url)  # serve() points it at its port: put it back
    monkeypatch.setattr(cli, "migrate", lambda: None)
    monkeypatch.setattr(cli, "seed", lambda **_: False)
    monkeypatch.setattr(cli, "refresh_index", lambda: None)
    monkeypatch.setattr(cli.signal, "signal", lambda *_: None)
    monkeypatch.setattr(uvicorn, "run", lambda *_, **kwargs: calls.append(kwargs))

    assert cli.serve(port=8123) == 0
    assert calls and calls[0]["proxy_headers"] is False
