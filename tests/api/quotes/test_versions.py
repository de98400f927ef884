"""Versions: a draft saves in place, a sent version is never changed, and any version can be read."""

from __future__ import annotations

from datetime import date, timedelta
from decimal import Decimal
from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.crm import Kind, Organisation
from api.db import utcnow
from api.quotes.models import SUBJECT, Quote, QuoteLine, QuoteVersion
from api.quotes.service import quotes
from api.records.models import Activity
from api.users.models import User
from tests.api.quotes.factories import edit_body, make_quote, mark_sent
from tests.factories import make_contact, make_organisation, make_user


def read(client: TestClient, headers: dict[str, str], quote: Quote, version: int | None = None) -> dict[str, Any]:
    params = {"version": version} if version else {}
    r = client.get(f"/api/quotes/{quote.id}", params=params, headers=headers)
    assert r.status_code == 200, r.text
    return dict(r.json())


def save(client: TestClient, headers: dict[str, str], body: dict[str, Any]) -> dict[str, Any]:
    r = client.post("/api/quotes/edit", json=body, headers=headers)
    assert r.status_code == 200, r.text
    return dict(r.json())


def versions_of(db: Session, quote: Quote) -> int:
    return db.scalar(select(func.count()).select_from(QuoteVersion).where(QuoteVersion.quote_id == quote.id)) or 0


def lines_of(db: Session, quote: Quote, version: int) -> list[tuple[str, Decimal, Decimal, Decimal]]:
    row = quotes.version_of(db, quote, version)
    return [
        (line.description, line.quantity, line.sell_price, line.line_total)
        for line in db.scalars(select(QuoteLine).where(QuoteLine.version_id == row.id).order_by(QuoteLine.position))
    ]


def check(db: Session, quote: Quote, by: User) -> None:
    version = quotes.version_of(db, quote)
    version.checked_by_id = by.id
    version.checked_at = utcnow()
    db.flush()


def test_a_draft_saves_in_place_however_often(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    quote = make_quote(db)
    out = read(client, headers, quote)
    for price in ("500.00", "510.00"):
        body = edit_body(out)
        body["quote"]["lines"][0]["sell_price"] = price
        out = save(client, headers, body)
        assert out["version"] == 1 and out["current_version"] == 1
    assert versions_of(db, quote) == 1
    assert lines_of(db, quote, 1)[0][2] == Decimal("510.00")


def test_saving_after_sending_starts_version_2_and_keeps_version_1(
    client: TestClient, db: Session, headers: dict[str, str], staff: User
) -> None:
    quote = make_quote(db)
    sent = mark_sent(db, quote)
    v1_lines = lines_of(db, quote, 1)
    v1_totals = (sent.subtotal, sent.shipping, sent.vat, sent.total, sent.cost_total)
    out = read(client, headers, quote)
    assert out["version_status"] == "sent" and out["read_only"] is False
    body = edit_body(out)
    body["quote"]["lines"][0]["quantity"] = "20"
    body["quote"]["lines"].pop(1)
    new = save(client, headers, body)
    assert (new["version"], new["current_version"], new["sent_version"]) == (2, 2, 1)
    assert new["version_status"] == "draft" and new["status"] == "sent"
    assert new["totals"]["subtotal"] == "10327.00"  # 20 x 512.35 + 80.00
    # The sent version is exactly as it was.
    assert versions_of(db, quote) == 2
    assert lines_of(db, quote, 1) == v1_lines
    db.refresh(sent)
    assert (sent.subtotal, sent.shipping, sent.vat, sent.total, sent.cost_total) == v1_totals
    assert sent.status == "sent"
    v2 = quotes.version_of(db, quote, 2)
    assert v2.created_by_id == staff.id and v2.sent_at is None and len(lines_of(db, quote, 2)) == 3
    # A new version gets its own valid-until date when it is sent; the sent one keeps its own.
    assert new["valid_until"] is None and sent.valid_until == date.today() + timedelta(days=30)
    logged = db.scalar(
        select(Activity)
        .where(Activity.subject_type == SUBJECT, Activity.subject_id == quote.id, Activity.action == "update")
        .order_by(Activity.id.desc())
    )
    assert logged is not None and logged.summary == f"Quote {quote.number} version 2 started"
    assert logged.changes["version"] == {"old": 1, "new": 2}
    # Saving version 2 again stays on version 2.
    body = edit_body(new)
    body["quote"]["lines"][0]["quantity"] = "21"
    assert save(client, headers, body)["version"] == 2
    assert versions_of(db, quote) == 2


def test_a_chosen_valid_until_date_is_kept_on_the_next_version(
    client: TestClient, db: Session, headers: dict[str, str]
) -> None:
    quote = make_quote(db)
    mark_sent(db, quote)
    later = date.today() + timedelta(days=60)
    out = save(client, headers, edit_body(read(client, headers, quote), valid_until=str(later)))
    assert out["version"] == 2 and out["valid_until"] == str(later)


def test_saving_a_sent_quote_unchanged_makes_no_version(
    client: TestClient, db: Session, headers: dict[str, str]
) -> None:
    quote = make_quote(db)
    mark_sent(db, quote)
    out = read(client, headers, quote)
    again = save(client, headers, edit_body(out))
    assert again["version"] == 1 and again["row_version"] == out["row_version"]
    assert versions_of(db, quote) == 1
    assert db.scalar(select(func.count()).select_from(Activity).where(Activity.action == "update")) == 0


def test_header_changes_on_a_sent_quote_make_no_version(
    client: TestClient, db: Session, headers: dict[str, str], manager: User
) -> None:
    quote = make_quote(db)
    mark_sent(db, quote)
    customer = db.get(Organisation, quote.customer_id)
    assert customer is not None
    second = make_contact(db, customer, email="site@example.com")
    out = read(client, headers, quote)
    body = edit_body(
        out,
        notes="They want it by June",
        account_manager_id=manager.id,
        contact_ids=[c["contact_id"] for c in out["contacts"]] + [second.id],
    )
    saved = save(client, headers, body)
    assert saved["version"] == 1 and saved["row_version"] == out["row_version"] + 1
    assert saved["internal_notes"] == "They want it by June" and saved["account_manager"]["id"] == manager.id
    assert len(saved["contacts"]) == 2
    assert versions_of(db, quote) == 1
    logged = db.scalar(select(Activity).where(Activity.subject_id == quote.id, Activity.action == "update"))
    assert logged is not None and set(logged.changes) == {"internal_notes", "account_manager_id", "contacts"}


def test_the_customer_of_a_sent_quote_cannot_change(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    quote = make_quote(db, contacts=[])
    mark_sent(db, quote)
    other = make_organisation(db, kind=Kind.customer)
    r = client.post(
        "/api/quotes/edit", json=edit_body(read(client, headers, quote), customer_id=other.id), headers=headers
    )
    assert r.status_code == 422
    assert r.json()["errors"] == [
        {
            "field": "customer_id",
            "message": "The customer cannot be changed once the quote was sent: duplicate it for the other one.",
        }
    ]


def test_a_changed_draft_loses_its_check(
    client: TestClient, db: Session, headers: dict[str, str], manager: User
) -> None:
    quote = make_quote(db)
    check(db, quote, manager)
    out = read(client, headers, quote)
    assert out["checked_by"]["id"] == manager.id
    # Internal notes are not what was checked: the check stays.
    out = save(client, headers, edit_body(out, notes="Call first"))
    assert out["checked_by"] is not None and out["checked_at"] is not None
    # A price is.
    body = edit_body(out)
    body["quote"]["lines"][2]["sell_price"] = "7.50"
    out = save(client, headers, body)
    assert out["checked_by"] is None and out["checked_at"] is None
    assert quotes.version_of(db, quote).checked_by_id is None


def test_a_changed_vat_rate_loses_the_check_and_reprices(
    client: TestClient, db: Session, headers: dict[str, str], manager: User
) -> None:
    quote = make_quote(db)
    check(db, quote, manager)
    out = save(client, headers, edit_body(read(client, headers, quote), vat_rate="5"))
    assert out["checked_by"] is None
    assert out["totals"]["vat"] == "324.22"  # 5 % of 6484.38


def test_a_big_quote_needs_a_check_until_checked(
    client: TestClient, db: Session, headers: dict[str, str], manager: User
) -> None:
    quote = make_quote(db)
    out = read(client, headers, quote)
    body = edit_body(out)
    body["quote"]["lines"][0]["quantity"] = "20"  # 10,247.00 + 80.00 before VAT
    out = save(client, headers, body)
    assert out["needs_check"] is True
    check(db, quote, manager)
    assert read(client, headers, quote)["needs_check"] is False


def test_a_new_version_starts_unchecked(
    client: TestClient, db: Session, headers: dict[str, str], manager: User
) -> None:
    quote = make_quote(db)
    check(db, quote, manager)
    mark_sent(db, quote)
    body = edit_body(read(client, headers, quote))
    body["quote"]["lines"][0]["quantity"] = "13"
    out = save(client, headers, body)
    assert out["version"] == 2 and out["checked_by"] is None
    assert quotes.version_of(db, quote, 1).checked_by_id == manager.id


def test_put_one_reads_any_version(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    quote = make_quote(db)
    mark_sent(db, quote)
    body = edit_body(read(client, headers, quote))
    body["quote"]["lines"][0]["sell_price"] = "499.00"
    save(client, headers, body)

    r = client.put("/api/quotes/one", json={"uuid": str(quote.uuid), "version": 1}, headers=headers)
    assert r.status_code == 200, r.text
    v1 = r.json()
    assert (v1["version"], v1["current_version"], v1["version_status"], v1["read_only"]) == (1, 2, "sent", True)
    assert v1["lines"][0]["sell_price"] == "512.35" and v1["totals"]["subtotal"] == "6484.38"
    r = client.put("/api/quotes/one", json={"uuid": str(quote.uuid)}, headers=headers)
    assert (r.json()["version"], r.json()["read_only"]) == (2, False)
    assert r.json()["lines"][0]["sell_price"] == "499.00"

    r = client.put("/api/quotes/one", json={"uuid": str(quote.uuid), "version": 3}, headers=headers)
    assert r.status_code == 404 and r.json()["detail"] == f"Quote {quote.number} has no version 3."
    r = client.put("/api/quotes/one", json={"uuid": "00000000-0000-4000-8000-000000000000"}, headers=headers)
    assert r.status_code == 404 and r.json()["detail"] == "This quote does not exist."
    r = client.put("/api/quotes/one", json={"uuid": "not-a-uuid", "version": 0}, headers=headers)
    assert r.status_code == 422
    assert {e["field"] for e in r.json()["errors"]} == {"uuid", "version"}


def test_get_by_id_reads_a_version(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    quote = make_quote(db)
    mark_sent(db, quote)
    body = edit_body(read(client, headers, quote))
    body["quote"]["lines"].pop(0)
    save(client, headers, body)
    assert len(read(client, headers, quote, version=1)["lines"]) == 4
    assert len(read(client, headers, quote)["lines"]) == 3
    r = client.get(f"/api/quotes/{quote.id}", params={"version": 9}, headers=headers)
    assert r.status_code == 404
    r = client.get(f"/api/quotes/{quote.id}", params={"version": 0}, headers=headers)
    assert r.status_code == 422
    assert client.get("/api/quotes/999999", headers=headers).status_code == 404
    assert client.get("/api/quotes/0", headers=headers).status_code == 422


def test_any_staff_member_reads_any_quote(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    quote = make_quote(db, actor=make_user(db))
    assert read(client, headers, quote)["quote_id"] == quote.id
