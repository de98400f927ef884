"""PUT /quotes/send/preview and GET /quotes/send/{id}: the mail, the PDF attached, and the version marked sent."""

from __future__ import annotations

import io
from contextlib import nullcontext
from datetime import date, timedelta
from typing import Any

import pytest
from fastapi.testclient import TestClient
from pypdf import PdfReader
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.core import relay
from api.crm import Contact, Kind
from api.mail import service as mail
from api.mail.models import OutboxAttachment, OutboxMessage
from api.quotes.models import SUBJECT, Quote, QuoteVersion
from api.quotes.service import quotes
from api.records.models import Activity
from api.settings import Settings
from api.users.models import User
from tests.api.quotes.factories import make_quote, mark_decided, mark_sent
from tests.factories import make_contact, make_organisation, make_project
from tests.smtp import Collector, smtp_collector

BIG = [
    {
        "description": "Red multi facing brick",
        "quantity": "25000",
        "unit": "per_1000",
        "cost_price": "400.00",
        "sell_price": "500.00",
    }
]
OVER_THRESHOLD = "is over £10,000.00 and must be checked by a manager before it is sent."


def outbox_count(db: Session) -> int:
    return db.scalar(select(func.count()).select_from(OutboxMessage)) or 0


def version_row(db: Session, quote: Quote, number: int = 1) -> QuoteVersion:
    db.expire_all()
    return quotes.version_of(db, quote, number)


def activity_summaries(db: Session, quote: Quote) -> list[str]:
    rows = db.scalars(
        select(Activity.summary)
        .where(Activity.subject_type == SUBJECT, Activity.subject_id == quote.id)
        .order_by(Activity.id)
    )
    return list(rows)


def quote_for(db: Session, staff: User, **kwargs: Any) -> Quote:
    customer = make_organisation(db, kind=Kind.customer, name="Harbour Homes Ltd")
    contacts = kwargs.pop("contacts", None)
    if contacts is None:
        contacts = [
            make_contact(db, customer, first_name="Priya", last_name="Shah", email="priya@harbour.test"),
            make_contact(db, customer, first_name="Tom", last_name="Reed", email="tom@harbour.test"),
            make_contact(db, customer, first_name="No", last_name="Email", email=""),
        ]
    return make_quote(db, customer=customer, contacts=contacts, actor=staff, **kwargs)


def send(client: TestClient, quote: Quote, headers: dict[str, str], **params: Any) -> Any:
    return client.get(f"/api/quotes/send/{quote.id}", params=params, headers=headers)


def errors_of(response: Any) -> dict[str, str]:
    assert response.status_code == 422, response.text
    return {e["field"]: e["message"] for e in response.json()["errors"]}


# ---- preview --------------------------------------------------------------------------------------------


class TestPreview:
    URL = "/api/quotes/send/preview"

    def test_shows_the_mail_and_sends_nothing(
        self, client: TestClient, db: Session, headers: dict[str, str], staff: User
    ) -> None:
        project = make_project(db, name="Riverside Phase 2")
        quote = quote_for(db, staff, project=project)
        before = outbox_count(db)

        response = client.put(
            self.URL, json={"quote_id": quote.id, "message": "Thanks for <b>calling</b>."}, headers=headers
        )

        assert response.status_code == 200, response.text
        body = response.json()
        valid = date.today() + timedelta(days=30)
        assert [(r["name"], r["email"]) for r in body["recipients"]] == [
            ("Tom Reed", "tom@harbour.test"),
            ("Priya Shah", "priya@harbour.test"),
        ]
        assert body["subject"] == f"Quote {quote.number} (version 1) from Brickmate Building Supplies"
        assert body["pdf_name"] == f"{quote.number}-v1.pdf"
        assert body["valid_until"] == valid.isoformat()
        assert body["public_url"].endswith(f"/quote/{quote.uuid}?version=1")
        assert (body["version"], body["needs_check"], body["problems"]) == (1, False, [])
        long_valid = f"{valid.day} {valid:%B %Y}"
        for part in ("body_html", "body_text"):
            text = body[part]
            assert "Dear Tom," in text
            assert quote.number in text and "version 1" in text
            assert "Riverside Phase 2" in text
            assert "£7,781.26 including VAT" in text
            assert long_valid in text
            assert body["public_url"] in text
            assert f"attached as a PDF ({quote.number}-v1.pdf)" in text
        assert "Thanks for &lt;b&gt;calling&lt;/b&gt;." in body["body_html"]
        assert "Thanks for <b>calling</b>." in body["body_text"]
        assert outbox_count(db) == before
        assert version_row(db, quote).status == "draft"

    def test_chosen_contacts(self, client: TestClient, db: Session, headers: dict[str, str], staff: User) -> None:
        quote = quote_for(db, staff)
        tom = make_contact(db, make_organisation(db), email="x@y.test")  # another organisation's
        ids = quotes.contact_ids(db, quote.id)

        response = client.put(self.URL, json={"quote_id": quote.id, "contact_ids": ids[:1]}, headers=headers)
        assert response.status_code == 200
        assert [r["contact_id"] for r in response.json()["recipients"]] == ids[:1]
        assert response.json()["body_text"].startswith("Dear ")

        response = client.put(self.URL, json={"quote_id": quote.id, "contact_ids": [ids[0], tom.id]}, headers=headers)
        assert errors_of(response) == {"contact_ids.1": "This contact works for another organisation."}
        response = client.put(self.URL, json={"quote_id": quote.id, "contact_ids": [999999]}, headers=headers)
        assert errors_of(response) == {"contact_ids.0": "This contact does not exist."}

    def test_lists_every_problem(self, client: TestClient, db: Session, headers: dict[str, str], staff: User) -> None:
        customer = make_organisation(db, kind=Kind.customer)
        nobody = make_contact(db, customer, email="")
        quote = make_quote(db, customer=customer, contacts=[nobody], actor=staff, lines=BIG)

        body = client.put(self.URL, json={"quote_id": quote.id}, headers=headers).json()

        assert body["recipients"] == []
        assert body["needs_check"] is True
        assert body["problems"] == [
            f"Quote {quote.number} {OVER_THRESHOLD}",
            f"Quote {quote.number} has no contact with an email address: choose one to send it to.",
        ]
        assert body["body_text"].startswith("Hello,")

        empty = make_quote(db, actor=staff, lines=[])
        body = client.put(self.URL, json={"quote_id": empty.id, "contact_ids": []}, headers=headers).json()
        assert body["problems"] == [f"Quote {empty.number} has no lines: add at least one before sending it."]

    def test_a_locked_quote(self, client: TestClient, db: Session, headers: dict[str, str], staff: User) -> None:
        quote = quote_for(db, staff)
        mark_sent(db, quote)
        mark_decided(db, quote)

        body = client.put(self.URL, json={"quote_id": quote.id}, headers=headers).json()

        assert body["problems"] == [f"Quote {quote.number} is accepted and can no longer be sent."]

    def test_unknown_quote_and_bad_input(self, client: TestClient, headers: dict[str, str]) -> None:
        response = client.put(self.URL, json={"quote_id": 999999}, headers=headers)
        assert response.status_code == 404
        assert response.json()["detail"] == "This quote does not exist."
        response = client.put(self.URL, json={"quote_id": 1, "message": "x" * 5001}, headers=headers)
        assert set(errors_of(response)) == {"message"}


# ---- send -----------------------------------------------------------------------------------------------


class TestSend:
    def test_mails_each_recipient_with_the_pdf_and_marks_the_version_sent(
        self, client: TestClient, db: Session, headers: dict[str, str], staff: User
    ) -> None:
        quote = quote_for(db, staff, notes="SECRET-INTERNAL")
        before = outbox_count(db)

        response = send(client, quote, headers, message="As discussed on site.")

        assert response.status_code == 200, response.text
        body = response.json()
        valid = date.today() + timedelta(days=30)
        emails = sorted(r["email"] for r in body["recipients"])
        assert emails == ["priya@harbour.test", "tom@harbour.test"]
        assert len(body["outbox_ids"]) == 2
        out = body["quote"]
        assert (out["status"], out["version_status"], out["sent_version"]) == ("sent", "sent", 1)
        assert out["valid_until"] == valid.isoformat()
        assert out["sent_at"] is not None
        # the database: the version, the quote head, one mail per recipient with the PDF
        version = version_row(db, quote)
        assert (version.status, version.sent_by_id, version.valid_until) == ("sent", staff.id, valid)
        assert version.sent_at is not None
        db.refresh(quote)
        assert (quote.status, quote.sent_version, quote.valid_until) == ("sent", 1, valid)
        assert outbox_count(db) == before + 2
        rows = db.scalars(select(OutboxMessage).where(OutboxMessage.id.in_(body["outbox_ids"]))).all()
        assert sorted(r.to for r in rows) == emails
        for row in rows:
            assert row.subject == f"Quote {quote.number} (version 1) from Brickmate Building Supplies"
            assert "As discussed on site." in row.text_body and "As discussed on site." in row.html_body
            assert ("Dear Priya," if row.to.startswith("priya") else "Dear Tom,") in row.text_body
            assert f"/quote/{quote.uuid}?version=1" in row.html_body
            [attachment] = row.attachments
            assert (attachment.filename, attachment.content_type) == (f"{quote.number}-v1.pdf", "application/pdf")
            assert attachment.data.startswith(b"%PDF")
            assert attachment.size == len(attachment.data)
            text = " ".join(p.extract_text() for p in PdfReader(io.BytesIO(attachment.data)).pages)
            assert quote.number in text and "DRAFT" not in text and "SECRET-INTERNAL" not in text
        summaries = activity_summaries(db, quote)
        assert summaries[-1].startswith(f"Quote {quote.number} version 1 sent to ")
        assert "priya@harbour.test" in summaries[-1] and "tom@harbour.test" in summaries[-1]

    def test_to_chosen_contacts_keeping_the_valid_until_set(
        self, client: TestClient, db: Session, headers: dict[str, str], staff: User
    ) -> None:
        chosen_date = date.today() + timedelta(days=10)
        quote = quote_for(db, staff, valid_until=chosen_date)
        first = quotes.contact_ids(db, quote.id)[0]

        response = send(client, quote, headers, contact_ids=[first])

        assert response.status_code == 200, response.text
        assert [r["contact_id"] for r in response.json()["recipients"]] == [first]
        assert len(response.json()["outbox_ids"]) == 1
        assert version_row(db, quote).valid_until == chosen_date

    def test_nobody_with_an_email_is_422(
        self, client: TestClient, db: Session, headers: dict[str, str], staff: User
    ) -> None:
        quote = quote_for(db, staff)
        own = quotes.contact_ids(db, quote.id)
        no_email = list(db.scalars(select(Contact.id).where(Contact.id.in_(own), Contact.email == "")))
        assert len(no_email) == 1
        nobody = quote_for(db, staff, contacts=[])
        before = outbox_count(db)

        response = send(client, nobody, headers)
        assert errors_of(response) == {
            "contact_ids": f"Quote {nobody.number} has no contact with an email address: choose one to send it to."
        }
        response = send(client, quote, headers, contact_ids=no_email)
        assert errors_of(response) == {
            "contact_ids": "None of these contacts has an email address: add one to the contact, or choose another."
        }
        assert outbox_count(db) == before
        assert version_row(db, nobody).status == "draft"
        assert version_row(db, quote).status == "draft"

    def test_over_the_threshold_needs_a_managers_check_first(
        self,
        client: TestClient,
        db: Session,
        headers: dict[str, str],
        manager_headers: dict[str, str],
        staff: User,
        manager: User,
    ) -> None:
        quote = quote_for(db, staff, lines=BIG)
        before = outbox_count(db)

        refused = send(client, quote, headers)
        assert refused.status_code == 409
        assert refused.json()["detail"] == f"Quote {quote.number} {OVER_THRESHOLD}"
        assert outbox_count(db) == before
        assert version_row(db, quote).status == "draft"

        checked = client.put(
            "/api/quotes/update/checkedStatus",
            json={"quote_id": quote.id, "checked": True, "row_version": quote.row_version},
            headers=manager_headers,
        )
        assert checked.status_code == 200, checked.text
        assert checked.json()["needs_check"] is False

        response = send(client, quote, headers)
        assert response.status_code == 200, response.text
        assert response.json()["quote"]["checked_by"]["id"] == manager.id
        assert outbox_count(db) == before + 2

    def test_the_threshold_is_configurable(
        self,
        client: TestClient,
        db: Session,
        headers: dict[str, str],
        staff: User,
        settings: Settings,
        monkeypatch: pytest.MonkeyPatch,
    ) -> None:
        monkeypatch.setattr(settings, "quote_check_threshold", settings.quote_check_threshold * 100)
        quote = quote_for(db, staff, lines=BIG)

        assert send(client, quote, headers).status_code == 200

    def test_sending_again_mails_again(
        self, client: TestClient, db: Session, headers: dict[str, str], staff: User
    ) -> None:
        quote = quote_for(db, staff)
        assert send(client, quote, headers).status_code == 200
        sent_at = version_row(db, quote).sent_at
        before = outbox_count(db)

        again = send(client, quote, headers)

        assert again.status_code == 200, again.text
        assert outbox_count(db) == before + 2
        assert version_row(db, quote).sent_at == sent_at
        assert activity_summaries(db, quote)[-1].startswith(f"Quote {quote.number} version 1 sent again to ")

    def test_a_new_version_leaves_the_earlier_one_as_it_was(
        self, client: TestClient, db: Session, headers: dict[str, str], staff: User
    ) -> None:
        quote = quote_for(db, staff)
        assert send(client, quote, headers).status_code == 200
        first = version_row(db, quote)
        first_sent = (first.status, first.sent_at, first.valid_until)
        values, content = quotes.copy_content(db, first)
        quotes.put_content(db, quote, {**values, "customer_notes": "Revised"}, content, staff)
        db.flush()

        response = send(client, quote, headers)

        assert response.status_code == 200, response.text
        out = response.json()["quote"]
        assert (out["version"], out["sent_version"], out["status"]) == (2, 2, "sent")
        first = version_row(db, quote, 1)
        assert (first.status, first.sent_at, first.valid_until) == first_sent
        assert version_row(db, quote, 2).status == "sent"
        mails = db.scalars(select(OutboxAttachment.filename).order_by(OutboxAttachment.id.desc()).limit(1)).all()
        assert mails == [f"{quote.number}-v2.pdf"]

    @pytest.mark.parametrize("state", ["accepted", "converted", "withdrawn"])
    def test_a_locked_quote_is_409(
        self, client: TestClient, db: Session, headers: dict[str, str], staff: User, state: str
    ) -> None:
        quote = quote_for(db, staff)
        mark_sent(db, quote)
        mark_decided(db, quote)
        quote.status = state
        db.flush()
        before = outbox_count(db)

        response = send(client, quote, headers)

        assert response.status_code == 409
        assert response.json()["detail"] == f"Quote {quote.number} is {state} and can no longer be sent."
        assert outbox_count(db) == before

    def test_a_rejected_version_is_409_and_its_next_version_can_go(
        self, client: TestClient, db: Session, headers: dict[str, str], staff: User
    ) -> None:
        quote = quote_for(db, staff)
        mark_sent(db, quote)
        mark_decided(db, quote, accepted=False, reason="Too dear")

        refused = send(client, quote, headers)
        assert refused.status_code == 409
        assert "was rejected by the customer" in refused.json()["detail"]

        values, content = quotes.copy_content(db, quotes.version_of(db, quote))
        quotes.put_content(db, quote, {**values, "customer_notes": "Better price"}, content, staff)
        db.flush()
        response = send(client, quote, headers)
        assert response.status_code == 200, response.text
        out = response.json()["quote"]
        assert (out["status"], out["sent_version"], out["decision_reason"], out["decided_at"]) == ("sent", 2, "", None)
        assert version_row(db, quote, 1).status == "rejected"

    def test_no_lines_is_409(self, client: TestClient, db: Session, headers: dict[str, str], staff: User) -> None:
        quote = quote_for(db, staff, lines=[])

        response = send(client, quote, headers)

        assert response.status_code == 409
        assert response.json()["detail"] == f"Quote {quote.number} has no lines: add at least one before sending it."

    def test_a_past_valid_until_is_409(
        self, client: TestClient, db: Session, headers: dict[str, str], staff: User
    ) -> None:
        quote = quote_for(db, staff)
        version = quotes.version_of(db, quote)
        version.valid_until = date.today() - timedelta(days=1)
        db.flush()

        response = send(client, quote, headers)

        assert response.status_code == 409
        assert "set a later valid-until date before sending it" in response.json()["detail"]

    def test_unknown_quote_and_bad_input(self, client: TestClient, db: Session, headers: dict[str, str]) -> None:
        assert client.get("/api/quotes/send/999999", headers=headers).status_code == 404
        other = make_contact(db, make_organisation(db), email="z@z.test")
        quote = make_quote(db)
        response = send(client, quote, headers, contact_ids=[other.id])
        assert errors_of(response) == {"contact_ids.0": "This contact works for another organisation."}
        response = send(client, quote, headers, message="x" * 5001)
        assert set(errors_of(response)) == {"message"}
        response = send(client, quote, headers, contact_ids="abc")
        assert set(errors_of(response)) == {"contact_ids.0"}

    def test_relayed_over_smtp_with_the_pdf_attached(
        self,
        client: TestClient,
        db: Session,
        headers: dict[str, str],
        staff: User,
        settings: Settings,
        monkeypatch: pytest.MonkeyPatch,
    ) -> None:
        quote = quote_for(db, staff)
        first = quotes.contact_ids(db, quote.id)[0]
        collector: Collector
        with smtp_collector() as collector:
            monkeypatch.setattr(settings, "smtp_host", "127.0.0.1")
            monkeypatch.setattr(settings, "smtp_port", collector.port)
            monkeypatch.setattr(mail, "get_sessionmaker", lambda: lambda: nullcontext(db))
            response = send(client, quote, headers, contact_ids=[first])
            assert response.status_code == 200, response.text
            assert collector.messages() == []  # queued by the request, relayed by its job after the commit
            assert relay.run_pending(db) >= 1

        [message] = collector.messages()
        assert message.get_content_type() == "multipart/mixed"
        assert message.get_body(("plain",)) is not None and message.get_body(("html",)) is not None
        [attachment] = list(message.iter_attachments())
        assert attachment.get_filename() == f"{quote.number}-v1.pdf"
        assert attachment.get_content_type() == "application/pdf"
        assert attachment.get_content().startswith(b"%PDF")
