"""The outbox: every mail Brickmate sent, readable by admins only."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from api.mail.models import OutboxMessage
from api.users.models import Role
from tests.factories import headers_for, make_outbox_message, make_user

START = datetime(2026, 3, 1, 8, 0, tzinfo=UTC)


def as_json(row: OutboxMessage) -> dict[str, object]:
    return {
        "id": row.id,
        "to": row.to,
        "subject": row.subject,
        "text": row.text_body,
        "html": row.html_body,
        "transport": row.transport,
        "error": row.error,
        "created_at": row.created_at.isoformat().replace("+00:00", "Z"),
    }


class TestListOutbox:
    URL = "/api/outbox"

    def test_requires_a_token(self, client: TestClient) -> None:
        assert client.get(self.URL).status_code == 401

    @pytest.mark.parametrize("role", [Role.staff, Role.manager])
    def test_admins_only(self, client: TestClient, db: Session, role: Role) -> None:
        make_outbox_message(db)

        response = client.get(self.URL, headers=headers_for(db, make_user(db, role=role)))

        assert response.status_code == 403
        assert response.json() == {"detail": "This needs the admin role.", "errors": []}

    def test_newest_first(self, client: TestClient, db: Session) -> None:
        old = make_outbox_message(db, subject="old", created_at=START)
        new = make_outbox_message(db, subject="new", created_at=START + timedelta(hours=2))
        middle = make_outbox_message(db, subject="middle", created_at=START + timedelta(hours=1))
        expected = [as_json(row) for row in (new, middle, old)]

        response = client.get(self.URL, headers=headers_for(db, make_user(db, role=Role.admin)))

        assert response.status_code == 200
        assert response.json() == {"items": expected, "total": 3, "page": 1, "items_per_page": 25}

    @pytest.mark.parametrize(
        ("q", "expected"),
        [("PRIYA", ["Quote Q-1", "Invitation"]), ("invitation", ["Invitation"]), ("nothing", [])],
    )
    def test_search_by_recipient_or_subject(self, client: TestClient, db: Session, q: str, expected: list[str]) -> None:
        make_outbox_message(db, to="priya@example.com", subject="Invitation", created_at=START)
        make_outbox_message(db, to="tom@example.com", subject="Reset", created_at=START + timedelta(hours=1))
        make_outbox_message(db, to="priya@example.com", subject="Quote Q-1", created_at=START + timedelta(hours=2))

        response = client.get(self.URL, params={"q": q}, headers=headers_for(db, make_user(db, role=Role.admin)))

        assert [m["subject"] for m in response.json()["items"]] == expected
        assert response.json()["total"] == len(expected)

    def test_pages(self, client: TestClient, db: Session) -> None:
        for n in range(5):
            make_outbox_message(db, subject=f"m{n}", created_at=START + timedelta(minutes=n))

        response = client.get(
            self.URL, params={"page": 2, "items_per_page": 2}, headers=headers_for(db, make_user(db, role=Role.admin))
        )

        assert [m["subject"] for m in response.json()["items"]] == ["m2", "m1"]
        assert response.json()["total"] == 5

    def test_bad_sort(self, client: TestClient, db: Session) -> None:
        response = client.get(
            self.URL, params={"sort": "text_body"}, headers=headers_for(db, make_user(db, role=Role.admin))
        )

        assert response.status_code == 422
        assert response.json()["errors"] == [{"field": "sort", "message": "Sort by one of: created_at, subject, to"}]


class TestGetOutboxMessage:
    def test_requires_a_token(self, client: TestClient) -> None:
        assert client.get("/api/outbox/1").status_code == 401

    @pytest.mark.parametrize("role", [Role.staff, Role.manager])
    def test_admins_only(self, client: TestClient, db: Session, role: Role) -> None:
        row = make_outbox_message(db)

        response = client.get(f"/api/outbox/{row.id}", headers=headers_for(db, make_user(db, role=role)))

        assert response.status_code == 403

    def test_one_mail_with_both_bodies(self, client: TestClient, db: Session) -> None:
        row = make_outbox_message(db, to="a@example.com, b@example.com", text="Plain", html="<p>Rich</p>")
        expected = as_json(row)

        response = client.get(f"/api/outbox/{row.id}", headers=headers_for(db, make_user(db, role=Role.admin)))

        assert response.status_code == 200
        assert response.json() == expected
        assert (expected["text"], expected["html"]) == ("Plain", "<p>Rich</p>")

    def test_unknown(self, client: TestClient, db: Session) -> None:
        response = client.get("/api/outbox/999999", headers=headers_for(db, make_user(db, role=Role.admin)))

        assert response.status_code == 404
        assert response.json() == {"detail": "This mail does not exist.", "errors": []}
