"""PUT /quotes/accept and /quotes/reject: by the customer (no token) or recorded by staff (isInternal, token)."""

from __future__ import annotations

import uuid
from datetime import date, timedelta
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from api.crm import Kind
from api.notifications.models import Notification
from api.quotes.models import SUBJECT, Quote, QuoteStatus
from api.quotes.service import quotes
from api.records.models import Activity
from api.users.models import User
from tests.api.quotes.factories import expire, make_quote, make_sent_quote, mark_decided, mark_sent, next_version
from tests.factories import expired_headers, headers_for, make_organisation, make_user


def body(quote: Quote, **fields: Any) -> dict[str, Any]:
    return {
        "uuid": str(quote.uuid),
        "isInternal": False,
        "version": quote.sent_version or 1,
        "name": "Pat Buyer",
    } | fields


def activities(db: Session, quote: Quote) -> list[Activity]:
    return list(
        db.scalars(
            select(Activity)
            .where(Activity.subject_type == SUBJECT, Activity.subject_id == quote.id)
            .order_by(Activity.id)
        )
    )


def notifications(db: Session, user_id: int) -> list[Notification]:
    return list(db.scalars(select(Notification).where(Notification.user_id == user_id)))


def short(value: date) -> str:
    return f"{value.day} {value:%b %Y}"


def test_customer_accepts(client: TestClient, db: Session) -> None:
    manager = make_user(db, first_name="Ava", last_name="Manager")
    customer = make_organisation(db, kind=Kind.customer, name="Acme Homes")
    quote = make_sent_quote(db, customer=customer, actor=manager)
    r = client.put("/api/quotes/accept", json=body(quote, po_number="PO-4411", reason="ignored on accept"))
    assert r.status_code == 200, r.text
    out = r.json()
    assert (out["status"], out["can_respond"], out["decided_by_name"], out["po_number"]) == (
        "accepted",
        False,
        "Pat Buyer",
        "PO-4411",
    )
    assert out["decided_at"] is not None and out["decision_reason"] == ""
    db.refresh(quote)
    assert (quote.status, quote.po_number, quote.decided_by_name) == ("accepted", "PO-4411", "Pat Buyer")
    assert quote.decided_at is not None
    assert quotes.version_of(db, quote, 1).status == "accepted"
    [note] = notifications(db, manager.id)
    assert note.message == f"Acme Homes accepted quote {quote.number} (£7,781.26)"
    assert note.link == f"/quotes/editor/{quote.id}"
    row = activities(db, quote)[-1]
    assert (row.action, row.actor_id) == ("accepted", None)
    assert "accepted by Pat Buyer" in row.summary and "PO-4411" in row.summary and "testclient" in row.summary
    assert row.changes["client_address"]["new"] == "testclient"
    assert row.changes["status"] == {"old": "sent", "new": "accepted"}


def test_customer_rejects_with_a_reason(client: TestClient, db: Session) -> None:
    manager = make_user(db)
    customer = make_organisation(db, kind=Kind.customer, name="Acme Homes")
    quote = make_sent_quote(db, customer=customer, actor=manager)
    row_version = quote.row_version
    r = client.put("/api/quotes/reject", json=body(quote, reason="Found it cheaper", po_number="PO-IGNORED"))
    assert r.status_code == 200, r.text
    assert (r.json()["status"], r.json()["decision_reason"], r.json()["po_number"]) == (
        "rejected",
        "Found it cheaper",
        "",
    )
    db.refresh(quote)
    assert (quote.status, quote.decision_reason, quote.po_number) == ("rejected", "Found it cheaper", "")
    assert quote.row_version == row_version + 1
    assert quotes.version_of(db, quote, 1).status == "rejected"
    [note] = notifications(db, manager.id)
    assert note.message.startswith(f"Acme Homes rejected quote {quote.number} (£")
    row = activities(db, quote)[-1]
    assert row.action == "rejected" and "Found it cheaper" in row.summary and "testclient" in row.summary


def test_staff_record_the_decision(client: TestClient, db: Session, staff: User, headers: dict[str, str]) -> None:
    manager = make_user(db)
    quote = make_sent_quote(db, actor=manager)
    r = client.put("/api/quotes/accept", json=body(quote, isInternal=True, name="Pat on the phone"), headers=headers)
    assert r.status_code == 200, r.text
    assert r.json()["decided_by_name"] == "Pat on the phone"
    row = activities(db, quote)[-1]
    assert row.actor_id == staff.id
    assert f"recorded by {staff.full_name}" in row.summary
    assert len(notifications(db, manager.id)) == 1


def test_the_account_manager_recording_it_is_not_notified(client: TestClient, db: Session) -> None:
    manager = make_user(db)
    quote = make_sent_quote(db, actor=manager)
    r = client.put("/api/quotes/reject", json=body(quote, isInternal=True), headers=headers_for(db, manager))
    assert r.status_code == 200, r.text
    assert notifications(db, manager.id) == []


@pytest.mark.parametrize("path", ["/api/quotes/accept", "/api/quotes/reject"])
def test_is_internal_needs_a_valid_token(client: TestClient, db: Session, path: str) -> None:
    quote = make_sent_quote(db)
    r = client.put(path, json=body(quote, isInternal=True))
    assert r.status_code == 401
    expired = expired_headers(db, make_user(db))
    r = client.put(path, json=body(quote, isInternal=True), headers=expired)
    assert r.status_code == 401
    # A token sent with a customer's answer must still be valid: never silently taken as the public.
    r = client.put(path, json=body(quote), headers=expired)
    assert r.status_code == 401
    db.refresh(quote)
    assert quote.status == "sent"


@pytest.mark.parametrize("path", ["/api/quotes/accept", "/api/quotes/reject"])
def test_wrong_record(client: TestClient, db: Session, path: str) -> None:
    r = client.put(path, json=body(make_sent_quote(db)) | {"uuid": str(uuid.uuid4())})
    assert (r.status_code, r.json()["detail"]) == (404, "This quote does not exist.")
    draft = make_quote(db)
    r = client.put(path, json=body(draft))
    assert (r.status_code, r.json()["detail"]) == (404, "This quote does not exist.")
    with_draft = make_sent_quote(db)
    next_version(db, with_draft)
    r = client.put(path, json=body(with_draft, version=2))
    assert r.status_code == 404
    db.refresh(draft)
    assert draft.status == "draft"


@pytest.mark.parametrize("path", ["/api/quotes/accept", "/api/quotes/reject"])
def test_only_the_latest_sent_version_of_an_open_quote(client: TestClient, db: Session, path: str) -> None:
    quote = make_sent_quote(db)
    next_version(db, quote)
    v2 = mark_sent(db, quote)
    assert v2.sent_at is not None
    r = client.put(path, json=body(quote, version=1))
    assert r.status_code == 409
    assert r.json()["detail"] == (
        f"Version 1 was replaced by version 2 on {short(v2.sent_at.date())} — please review the latest version."
    )

    expired = expire(db, make_sent_quote(db), days_ago=3)
    r = client.put(path, json=body(expired))
    assert r.status_code == 409
    assert r.json()["detail"] == f"This quote expired on {short(date.today() - timedelta(days=3))}."

    accepted = mark_decided(db, make_sent_quote(db), accepted=True, name="Jo Smith")
    assert accepted.decided_at is not None
    r = client.put(path, json=body(accepted))
    assert r.status_code == 409
    assert r.json()["detail"] == f"This quote was already accepted on {short(accepted.decided_at.date())} by Jo Smith."

    rejected = mark_decided(db, make_sent_quote(db), accepted=False, name="Jo Smith")
    r = client.put(path, json=body(rejected))
    assert r.status_code == 409 and r.json()["detail"].startswith("This quote was already rejected on ")

    withdrawn = make_sent_quote(db)
    withdrawn.status = QuoteStatus.withdrawn.value
    db.flush()
    r = client.put(path, json=body(withdrawn))
    assert (r.status_code, r.json()["detail"]) == (409, "This quote was withdrawn.")
    db.refresh(quote)
    assert quote.status == "sent" and quote.decided_at is None


def test_a_second_answer_is_refused(client: TestClient, db: Session) -> None:
    quote = make_sent_quote(db)
    assert client.put("/api/quotes/accept", json=body(quote)).status_code == 200
    r = client.put("/api/quotes/reject", json=body(quote, name="Someone else"))
    assert r.status_code == 409
    assert "already accepted" in r.json()["detail"] and "by Pat Buyer" in r.json()["detail"]
    db.refresh(quote)
    assert quote.status == "accepted"


@pytest.mark.parametrize(
    ("fields", "field", "message"),
    [
        ({"name": "   "}, "name", "This field is required"),
        ({"name": None}, "name", "This field is required"),
        ({"name": "x" * 201}, "name", "You must enter a maximum of 200 characters"),
        ({"version": 0}, "version", "Input should be greater than or equal to 1"),
        ({"po_number": "P" * 101}, "po_number", "You must enter a maximum of 100 characters"),
        ({"uuid": "nope"}, "uuid", None),
    ],
)
def test_bad_input(client: TestClient, db: Session, fields: dict[str, Any], field: str, message: str | None) -> None:
    quote = make_sent_quote(db)
    payload = {k: v for k, v in (body(quote) | fields).items() if v is not None}
    r = client.put("/api/quotes/accept", json=payload)
    assert r.status_code == 422, r.text
    errors = {e["field"]: e["message"] for e in r.json()["errors"]}
    assert field in errors
    if message:
        assert errors[field] == message
    db.refresh(quote)
    assert quote.status == "sent"
