"""The outbox: every mail Brickmate sent, readable by admins only."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from api.core.job_outbox import JobOutbox
from api.mail import service as mail
from api.mail.models import OutboxMessage
from api.settings import Settings
from api.users.models import Role
from tests.factories import headers_for, make_outbox_message, make_user

START = datetime(2026, 3, 1, 8, 0, tzinfo=UTC)
HOUR = timedelta(hours=1)


def as_json(row: OutboxMessage) -> dict[str, object]:
    return {
        "id": row.id,
        "to": row.to,
        "subject": row.subject,
        "text": row.text_body,
        "html": row.html_body,
        "transport": row.transport,
        "error": row.error,
        "status": row.status,
        "attempts": row.attempts,
        "next_attempt_at": row.next_attempt_at.isoformat().replace("+00:00", "Z") if row.next_attempt_at else None,
        "sent_at": row.sent_at.isoformat().replace("+00:00", "Z") if row.sent_at else None,
        "created_at": row.created_at.isoformat().replace("+00:00", "Z"),
        "attachments": [],
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

    def test_a_search_takes_percent_and_underscore_as_they_are(self, client: TestClient, db: Session) -> None:
        """The search is a bind parameter of a statement written once for the list: its `%` and `_` are those
        characters, not any text, and the next search's value is its own."""
        make_outbox_message(db, to="a_b@example.com", subject="Price rise 5% from May", created_at=START)
        make_outbox_message(db, to="axb@example.com", subject="Price rise 50 from May", created_at=START + HOUR)
        headers = headers_for(db, make_user(db, role=Role.admin))

        def found(q: str) -> list[str]:
            response = client.get(self.URL, params={"q": q}, headers=headers)
            assert response.status_code == 200, response.text
            return [m["to"] for m in response.json()["items"]]

        assert found("5%") == ["a_b@example.com"]
        assert found("A_B") == ["a_b@example.com"]
        assert found("price RISE 5") == ["axb@example.com", "a_b@example.com"]
        assert found("rise 50") == ["axb@example.com"]

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


class TestOutboxAttachments:
    def sent_with_a_file(self, db: Session) -> OutboxMessage:
        files = [
            mail.Attachment("Q-000001-v1.pdf", "application/pdf", b"%PDF-1.7 one"),
            mail.Attachment("Plan für Baustelle.txt", "text/plain", b"two"),
        ]
        return mail.send_mail(db, to=["a@example.com"], subject="Quote", text="Hi", attachments=files)

    def test_the_mail_lists_its_attachments(self, client: TestClient, db: Session) -> None:
        row = self.sent_with_a_file(db)
        admin = headers_for(db, make_user(db, role=Role.admin))

        one = client.get(f"/api/outbox/{row.id}", headers=admin).json()
        listed = client.get("/api/outbox", headers=admin).json()["items"][0]

        first, second = one["attachments"]
        assert (first["filename"], first["content_type"], first["size"]) == ("Q-000001-v1.pdf", "application/pdf", 12)
        assert (second["filename"], second["size"]) == ("Plan für Baustelle.txt", 3)
        assert listed["attachments"] == one["attachments"]

    def test_admins_download_an_attachment(self, client: TestClient, db: Session) -> None:
        row = self.sent_with_a_file(db)
        pdf, text = row.attachments
        admin = headers_for(db, make_user(db, role=Role.admin))

        response = client.get(f"/api/outbox/{row.id}/attachments/{pdf.id}", headers=admin)

        assert response.status_code == 200
        assert response.content == b"%PDF-1.7 one"
        assert response.headers["content-type"] == "application/pdf"
        assert response.headers["content-disposition"].startswith('attachment; filename="Q-000001-v1.pdf"')
        other = client.get(f"/api/outbox/{row.id}/attachments/{text.id}", headers=admin)
        assert other.headers["content-disposition"] == (
            "attachment; filename=\"Plan f_r Baustelle.txt\"; filename*=UTF-8''Plan%20f%C3%BCr%20Baustelle.txt"
        )

    @pytest.mark.parametrize("role", [Role.staff, Role.manager])
    def test_admins_only(self, client: TestClient, db: Session, role: Role) -> None:
        row = self.sent_with_a_file(db)

        response = client.get(
            f"/api/outbox/{row.id}/attachments/{row.attachments[0].id}",
            headers=headers_for(db, make_user(db, role=role)),
        )

        assert response.status_code == 403

    def test_an_attachment_of_another_mail_is_not_found(self, client: TestClient, db: Session) -> None:
        row = self.sent_with_a_file(db)
        other = make_outbox_message(db)

        response = client.get(
            f"/api/outbox/{other.id}/attachments/{row.attachments[0].id}",
            headers=headers_for(db, make_user(db, role=Role.admin)),
        )

        assert response.status_code == 404
        assert response.json() == {"detail": "This attachment does not exist.", "errors": []}


class TestDeliveryState:
    def test_each_state_is_shown_with_its_attempts_and_times(self, client: TestClient, db: Session) -> None:
        retrying = make_outbox_message(db, subject="retrying", created_at=START)
        retrying.transport, retrying.status, retrying.attempts = "smtp", "retrying", 2
        retrying.error, retrying.next_attempt_at = "Connection refused", START + timedelta(minutes=2)
        sent = make_outbox_message(db, subject="sent", created_at=START + timedelta(hours=1))
        sent.transport, sent.status, sent.attempts, sent.sent_at = "smtp", "sent", 1, START + timedelta(hours=1)
        db.flush()

        response = client.get("/api/outbox", headers=headers_for(db, make_user(db, role=Role.admin)))

        by_subject = {m["subject"]: m for m in response.json()["items"]}
        assert by_subject["retrying"] == as_json(retrying)
        assert (by_subject["retrying"]["status"], by_subject["retrying"]["next_attempt_at"]) == (
            "retrying",
            "2026-03-01T08:02:00Z",
        )
        assert (by_subject["sent"]["status"], by_subject["sent"]["sent_at"]) == ("sent", "2026-03-01T09:00:00Z")


class TestRetryNow:
    def url(self, row: OutboxMessage) -> str:
        return f"/api/outbox/{row.id}/retry"

    @pytest.fixture
    def relay_configured(self, settings: Settings, monkeypatch: pytest.MonkeyPatch) -> None:
        monkeypatch.setattr(settings, "smtp_host", "127.0.0.1")

    def failed(self, db: Session) -> OutboxMessage:
        row = make_outbox_message(db)
        row.transport, row.status, row.attempts, row.error = "smtp", "failed", 8, "Connection refused"
        db.flush()
        return row

    def test_requires_a_token(self, client: TestClient) -> None:
        assert client.put("/api/outbox/1/retry").status_code == 401

    @pytest.mark.parametrize("role", [Role.staff, Role.manager])
    def test_admins_only(self, client: TestClient, db: Session, role: Role, relay_configured: None) -> None:
        row = self.failed(db)

        response = client.put(self.url(row), headers=headers_for(db, make_user(db, role=role)))

        assert response.status_code == 403
        db.refresh(row)
        assert row.status == "failed"

    def test_unknown(self, client: TestClient, db: Session, relay_configured: None) -> None:
        response = client.put("/api/outbox/999999/retry", headers=headers_for(db, make_user(db, role=Role.admin)))

        assert response.status_code == 404
        assert response.json() == {"detail": "This mail does not exist.", "errors": []}

    def test_a_failed_mail_is_queued_again_at_once(
        self, client: TestClient, db: Session, relay_configured: None
    ) -> None:
        row = self.failed(db)

        response = client.put(self.url(row), headers=headers_for(db, make_user(db, role=Role.admin)))

        assert response.status_code == 200
        db.refresh(row)
        assert response.json() == as_json(row)
        assert (row.status, row.attempts, row.next_attempt_at) == ("pending", 0, None)
        [job] = db.scalars(select(JobOutbox).where(JobOutbox.name == "mail.deliver")).all()
        assert (job.args, job.relayed_at) == ([row.id], None)

    @pytest.mark.parametrize("status", ["sent", "pending", "sending", "outbox"])
    def test_only_a_mail_waiting_or_failed(
        self, client: TestClient, db: Session, relay_configured: None, status: str
    ) -> None:
        row = self.failed(db)
        row.status = status
        db.flush()

        response = client.put(self.url(row), headers=headers_for(db, make_user(db, role=Role.admin)))

        assert response.status_code == 409
        assert response.json()["detail"] == (
            f"Only a mail waiting to be retried or failed can be retried; this one is {status}."
        )

    def test_not_without_a_relay(self, client: TestClient, db: Session) -> None:
        row = self.failed(db)

        response = client.put(self.url(row), headers=headers_for(db, make_user(db, role=Role.admin)))

        assert response.status_code == 409
        assert response.json()["detail"] == "No SMTP relay is configured: mail stays in the outbox."
