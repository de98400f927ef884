"""Public quote calls are limited per client address (reads and writes counted apart); staff with a token are
not counted on the calls they share with the public. The clock is fixed so no window turns over mid-test."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.quotes.models import QuoteComment
from api.quotes.service import content, quotes
from api.settings import Settings
from api.users.models import User
from tests.api.quotes.factories import make_sent_quote

NOW = datetime(2026, 11, 3, 10, 15, 20, tzinfo=UTC)  # 20 s into the minute: 40 s to wait


@pytest.fixture(autouse=True)
def fixed_clock(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("api.auth.ratelimit.utcnow", lambda: NOW)


def test_public_reads_are_limited(
    client: TestClient, db: Session, settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(settings, "public_reads_per_minute", 3)
    quote = make_sent_quote(db)
    page = f"/api/quotes/public/{quote.uuid}"
    assert client.get(page).status_code == 200
    # A guessed uuid's 404 counts too: guessing is what the limit is for.
    assert client.get(f"/api/quotes/public/{uuid.uuid4()}").status_code == 404
    assert client.get(f"/api/quotes/comments/{quote.uuid}").status_code == 200
    r = client.get(page)
    assert r.status_code == 429
    assert r.headers["Retry-After"] == "40"
    assert r.json()["detail"] == "Too many requests from your address. Please wait a minute and try again."
    assert client.get(f"{page}/pdf").status_code == 429
    # Writes have their own count.
    r = client.post(
        "/api/quotes/comment/customer", json={"uuid": str(quote.uuid), "comment": "Still there?", "name": "Pat"}
    )
    assert r.status_code == 201


def test_public_writes_are_limited(
    client: TestClient, db: Session, settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(settings, "public_writes_per_minute", 2)
    quote = make_sent_quote(db)
    comment = {"uuid": str(quote.uuid), "comment": "Hello", "name": "Pat"}
    decision = {"uuid": str(quote.uuid), "isInternal": False, "version": 1, "name": "Pat"}
    assert client.post("/api/quotes/comment/customer", json=comment).status_code == 201
    ties = content.lines_of(db, quotes.version_of(db, quote, 1).id)[1]
    toggle = {"uuid": str(quote.uuid), "version": 1, "line_id": ties.id, "selected": True}
    assert client.put("/api/quotes/customer/toggleSelected", json=toggle).status_code == 200
    r = client.put("/api/quotes/accept", json=decision)
    assert r.status_code == 429 and r.headers["Retry-After"] == "40"
    assert client.put("/api/quotes/reject", json=decision).status_code == 429
    assert client.post("/api/quotes/comment/customer", json=comment).status_code == 429
    assert client.put("/api/quotes/customer/toggleSelected", json=toggle | {"selected": False}).status_code == 429
    db.refresh(quote)
    db.refresh(ties)
    assert ties.selected is True
    assert quote.status == "sent"
    assert client.get(f"/api/quotes/public/{quote.uuid}").status_code == 200  # reads are counted apart


def test_staff_with_a_token_are_not_counted(
    client: TestClient,
    db: Session,
    settings: Settings,
    monkeypatch: pytest.MonkeyPatch,
    staff: User,
    headers: dict[str, str],
) -> None:
    monkeypatch.setattr(settings, "public_writes_per_minute", 0)
    monkeypatch.setattr(settings, "public_reads_per_minute", 0)
    quote = make_sent_quote(db)
    comment = {"uuid": str(quote.uuid), "comment": "Reply", "user_id": staff.id}
    assert client.post("/api/quotes/comment/customer", json=comment | {"name": "Pat"}).status_code == 429
    assert client.post("/api/quotes/comment/customer", json=comment, headers=headers).status_code == 201
    assert client.get(f"/api/quotes/comments/{quote.uuid}", headers=headers).status_code == 200
    r = client.put(
        "/api/quotes/accept",
        json={"uuid": str(quote.uuid), "isInternal": True, "version": 1, "name": "Pat"},
        headers=headers,
    )
    assert r.status_code == 200, r.text
    assert db.scalar(select(func.count()).where(QuoteComment.quote_id == quote.id)) == 1
