"""PUT /suppliers/quote/send/preview and PUT /quotes/send/quoteRequest."""

from __future__ import annotations

from fastapi.testclient import TestClient
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.buying.service import quotes
from api.mail.models import OutboxMessage
from tests.api.buying.factories import make_answered, make_draft, make_request, make_supplier
from tests.api.buying.test_requests import errors_of
from tests.api.quotes.factories import make_quote
from tests.factories import make_contact, make_organisation


def outbox(db: Session) -> int:
    return db.scalar(select(func.count()).select_from(OutboxMessage)) or 0


def test_needs_a_token(client: TestClient) -> None:
    assert client.put("/api/suppliers/quote/send/preview", json={}).status_code == 401
    assert client.put("/api/quotes/send/quoteRequest", json={}).status_code == 401


def test_the_preview_shows_the_mail_and_sends_nothing(client: TestClient, db: Session, headers: dict) -> None:
    quote = make_draft(db, response_deadline="2026-12-04")
    before = outbox(db)
    r = client.put(
        "/api/suppliers/quote/send/preview", json={"quote_id": quote.id, "message": "Thanks, Sam"}, headers=headers
    )
    assert r.status_code == 200, r.text
    out = r.json()
    assert out["problems"] == [] and len(out["recipients"]) == 1
    assert out["subject"].startswith(f"Request for prices {quote.number}")
    assert f"/supplier-quote/{quote.uuid}" in out["body_text"] and "Thanks, Sam" in out["body_text"]
    assert "4 December 2026" in out["body_text"] and "LS21 1AA" in out["body_html"]
    assert outbox(db) == before
    empty = make_draft(db, lines=[{"description": "x", "quantity": "1"}])
    empty_lines = quotes.lines_of(db, quotes.version_of(db, empty).id)
    for line in empty_lines:
        db.delete(line)
    db.flush()
    problems = client.put("/api/suppliers/quote/send/preview", json={"quote_id": empty.id}, headers=headers).json()
    assert problems["problems"] == [f"Supplier quote {empty.number} has no lines: add at least one before sending it."]


def test_sending_mails_the_link_and_marks_the_quote_requested(client: TestClient, db: Session, headers: dict) -> None:
    customer = make_organisation(db, name="Acme Homes Secret Customer")
    customer_quote = make_quote(db, customer=customer)
    supplier = make_supplier(db, "Ibstock")
    made = make_request(db, [supplier], customer_quote_id=customer_quote.id, lines=[])
    quote = made.quotes[0]
    before = outbox(db)
    r = client.put("/api/quotes/send/quoteRequest", json={"quote_id": quote.id}, headers=headers)
    assert r.status_code == 200, r.text
    assert r.json()["sent"][0]["number"] == quote.number and r.json()["quotes"][0]["status"] == "requested"
    db.refresh(quote)
    version = quotes.version_of(db, quote)
    assert quote.status == "requested" and quote.sent_version == 1 and quote.sent_at is not None
    assert version.status == "sent" and version.sent_at is not None
    assert outbox(db) == before + 1
    mail = db.get(OutboxMessage, r.json()["sent"][0]["outbox_ids"][0])
    assert mail is not None and f"/supplier-quote/{quote.uuid}" in mail.text_body
    for secret in ("Acme Homes", customer_quote.number, "512.35"):
        assert secret not in mail.text_body and secret not in mail.html_body and secret not in mail.subject
    # Sending the sent version again mails again; an answered one is refused.
    assert client.put("/api/quotes/send/quoteRequest", json={"quote_id": quote.id}, headers=headers).status_code == 200
    answered = make_answered(db)
    r = client.put("/api/quotes/send/quoteRequest", json={"quote_id": answered.id}, headers=headers)
    assert r.status_code == 409 and "already answered" in r.json()["detail"]


def test_a_whole_request_is_sent_to_each_supplier(client: TestClient, db: Session, headers: dict) -> None:
    made = make_request(db, [make_supplier(db), make_supplier(db), make_supplier(db)])
    before = outbox(db)
    r = client.put("/api/quotes/send/quoteRequest", json={"request_id": made.request.id}, headers=headers)
    assert r.status_code == 200, r.text
    assert len(r.json()["sent"]) == 3 and outbox(db) == before + 3
    assert all(q["status"] == "requested" for q in r.json()["quotes"])
    again = client.put("/api/quotes/send/quoteRequest", json={"request_id": made.request.id}, headers=headers)
    assert again.status_code == 409


def test_bad_input_names_the_field(client: TestClient, db: Session, headers: dict) -> None:
    quote = make_draft(db)
    assert errors_of(client.put("/api/quotes/send/quoteRequest", json={}, headers=headers)) == {
        "quote_id": "Name one supplier quote (quote_id) or one request (request_id)"
    }
    stranger = make_contact(db, make_organisation(db))
    r = client.put(
        "/api/quotes/send/quoteRequest", json={"quote_id": quote.id, "contact_ids": [stranger.id]}, headers=headers
    )
    assert r.status_code == 422 and errors_of(r) == {"contact_ids.0": "This contact works for another organisation."}
    mute = make_supplier(db, email="")
    silent = make_draft(db, suppliers=[mute])
    r = client.put("/api/quotes/send/quoteRequest", json={"quote_id": silent.id}, headers=headers)
    assert r.status_code == 422 and "no contact with an email" in errors_of(r)["contact_ids"]
    db.refresh(silent)
    assert silent.status == "draft"
    assert client.put("/api/quotes/send/quoteRequest", json={"quote_id": 999999}, headers=headers).status_code == 404
