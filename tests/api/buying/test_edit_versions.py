"""POST /suppliers/quotes/edit, PUT /suppliers/quote, GET /suppliers/quote/{id}, GET /suppliers/quote/history/{id},
POST /quotes/history/replace (type supplier), DELETE /suppliers/quote/{id}."""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.buying.models import SupplierQuote, SupplierQuoteVersion
from api.buying.service import quotes
from api.quotes.pdf import long_date
from api.users.models import User
from tests.api.buying.factories import make_answered, make_draft, make_sent
from tests.api.buying.test_requests import errors_of
from tests.factories import headers_for, make_user


def edit_body(client: TestClient, quote: SupplierQuote, headers: dict, **changes: Any) -> dict:
    """The quote as the editor holds it (read back through the API), with `changes` to its fields."""
    out = client.get(f"/api/suppliers/quote/{quote.id}", headers=headers).json()
    lines = [
        {k: line[k] for k in ("product_id", "code", "description", "quantity", "unit", "price", "cannot_quote")}
        for line in out["lines"]
    ]
    fields = {
        "quote_id": quote.id,
        "row_version": out["row_version"],
        "supplier_id": out["supplier"]["id"],
        "contact_ids": [c["contact_id"] for c in out["contacts"]],
        "site_address": out["site_address"],
        "site_postcode": out["site_postcode"],
        "offload_method": out["offload_method"],
        "notes": out["notes"],
        "lines": lines,
    }
    fields.update(changes)
    return {"quote": fields}


def versions(db: Session, quote: SupplierQuote) -> int:
    return db.scalar(select(func.count()).where(SupplierQuoteVersion.supplier_quote_id == quote.id)) or 0


def test_needs_a_token(client: TestClient) -> None:
    assert client.post("/api/suppliers/quotes/edit", json={}).status_code == 401
    assert client.put("/api/suppliers/quote", json={}).status_code == 401
    assert client.get("/api/suppliers/quote/1").status_code == 401
    assert client.get("/api/suppliers/quote/history/1").status_code == 401
    assert client.delete("/api/suppliers/quote/1").status_code == 401


def test_a_draft_saves_in_place(client: TestClient, db: Session, headers: dict) -> None:
    quote = make_draft(db)
    body = edit_body(client, quote, headers, notes="Please quote full loads", internal_notes="SECRET")
    body["quote"]["lines"][1]["quantity"] = "24"
    r = client.post("/api/suppliers/quotes/edit", json=body, headers=headers)
    assert r.status_code == 200, r.text
    out = r.json()
    assert out["current_version"] == 1 and out["version"]["status"] == "draft"
    assert out["lines"][1]["quantity"] == "24.000" and out["notes"] == "Please quote full loads"
    db.refresh(quote)
    assert versions(db, quote) == 1 and quote.internal_notes == "SECRET" and quote.row_version == out["row_version"]


def test_a_sent_version_is_kept_and_the_change_becomes_the_next_version(
    client: TestClient, db: Session, headers: dict
) -> None:
    quote = make_sent(db)
    body = edit_body(client, quote, headers)
    body["quote"]["lines"].append({"description": "Wall ties", "quantity": "500", "unit": "each"})
    r = client.post("/api/suppliers/quotes/edit", json=body, headers=headers)
    assert r.status_code == 200, r.text
    assert r.json()["current_version"] == 2 and r.json()["version"]["status"] == "draft"
    assert r.json()["sent_version"] == 1
    assert versions(db, quote) == 2
    first = quotes.version_of(db, quote, 1)
    assert first.status == "sent" and len(quotes.lines_of(db, first.id)) == 2
    # The same save again changes nothing and makes no version.
    again = edit_body(client, quote, headers)
    assert client.post("/api/suppliers/quotes/edit", json=again, headers=headers).json()["current_version"] == 2
    assert versions(db, quote) == 2


def test_a_stale_row_version_gets_409(client: TestClient, db: Session, headers: dict) -> None:
    quote = make_draft(db)
    body = edit_body(client, quote, headers, notes="mine")
    body["quote"]["row_version"] -= 1
    r = client.post("/api/suppliers/quotes/edit", json=body, headers=headers)
    assert r.status_code == 409 and "changed since you opened it" in r.json()["detail"]


def test_prices_given_by_phone_are_recorded_as_the_answer(client: TestClient, db: Session, headers: dict) -> None:
    quote = make_sent(db)
    body = edit_body(client, quote, headers)
    r = client.post("/api/suppliers/quotes/edit", json={**body, "record_as_answer": True}, headers=headers)
    assert r.status_code == 422
    assert errors_of(r)["lines.0.price"] == "Enter a price, or mark the line as one you cannot quote"
    for line in body["quote"]["lines"]:
        line["price"] = "2.50"
    r = client.post("/api/suppliers/quotes/edit", json={**body, "record_as_answer": True}, headers=headers)
    assert r.status_code == 200, r.text
    assert r.json()["status"] == "answered" and r.json()["version"]["submitted_by"] == "Sam Staff"
    db.refresh(quote)
    assert quote.status == "answered" and quote.valid_until is not None


def test_bad_input_names_the_field(client: TestClient, db: Session, headers: dict) -> None:
    quote = make_sent(db)
    other = make_draft(db)
    body = edit_body(client, quote, headers, supplier_id=other.supplier_id, project_id=999999)
    body["quote"]["lines"][0]["quantity"] = "0"
    r = client.post("/api/suppliers/quotes/edit", json=body, headers=headers)
    assert r.status_code == 422
    assert errors_of(r) == {
        "supplier_id": "The supplier cannot be changed once the request was sent: start a new request.",
        "contact_ids.0": "This contact works for another organisation.",
        "project_id": "This project does not exist.",
        "lines.0.quantity": "Enter a quantity above 0",
    }
    assert client.post("/api/suppliers/quotes/edit", json={"quote": {}}, headers=headers).status_code == 422
    missing = edit_body(client, quote, headers)
    missing["quote"]["quote_id"] = 999999
    assert client.post("/api/suppliers/quotes/edit", json=missing, headers=headers).status_code == 404


def test_a_drafts_reply_by_date_moves_to_a_later_day_but_not_into_the_past(
    client: TestClient, db: Session, headers: dict
) -> None:
    """A draft whose reply-by date passed is not stuck: it cannot be sent (the supplier's page would open closed)
    until staff choose a later day; a day already past is refused by name, an unchanged one does not block a save."""
    yesterday = date.today() - timedelta(days=1)
    quote = make_draft(db, response_deadline=str(yesterday))  # the service keeps any date; the routes check it
    r = client.put("/api/quotes/send/quoteRequest", json={"quote_id": quote.id}, headers=headers)
    assert r.status_code == 409
    assert r.json()["detail"] == (
        f"The reply-by date of {quote.number} ({long_date(yesterday)}) has passed: the supplier's page would open "
        "closed. Choose a later date on the quote, then send it."
    )
    body = edit_body(client, quote, headers, notes="Crane on site", response_deadline=str(yesterday))
    r = client.post("/api/suppliers/quotes/edit", json=body, headers=headers)
    assert r.status_code == 200, r.text
    body = edit_body(client, quote, headers, response_deadline=str(yesterday - timedelta(days=1)))
    r = client.post("/api/suppliers/quotes/edit", json=body, headers=headers)
    assert r.status_code == 422
    assert errors_of(r) == {"response_deadline": "The reply-by date has passed: choose today or a later day."}
    later = date.today() + timedelta(days=7)
    on_site = later + timedelta(days=7)
    body = edit_body(client, quote, headers, response_deadline=str(later), required_on_site=str(on_site))
    r = client.post("/api/suppliers/quotes/edit", json=body, headers=headers)
    assert r.status_code == 200, r.text
    assert r.json()["response_deadline"] == str(later) and r.json()["current_version"] == 1
    db.refresh(quote)
    assert quote.response_deadline == later and quote.required_on_site == on_site
    r = client.put("/api/quotes/send/quoteRequest", json={"quote_id": quote.id}, headers=headers)
    assert r.status_code == 200, r.text


def test_staff_read_any_version_by_uuid_and_the_history(client: TestClient, db: Session, headers: dict) -> None:
    quote = make_answered(db)  # version 1 sent, priced and submitted
    body = edit_body(client, quote, headers)
    body["quote"]["lines"][0]["quantity"] = "12000"
    client.post("/api/suppliers/quotes/edit", json=body, headers=headers)
    r = client.put("/api/suppliers/quote", json={"uuid": str(quote.uuid), "version": 1}, headers=headers)
    assert r.status_code == 200
    assert r.json()["version"]["version"] == 1 and r.json()["read_only"] is True
    assert r.json()["lines"][0]["price"] == "500.00" and r.json()["version"]["status"] == "answered"
    latest = client.put("/api/suppliers/quote", json={"uuid": str(quote.uuid)}, headers=headers).json()
    assert latest["version"]["version"] == 2 and latest["read_only"] is False
    assert (
        client.put("/api/suppliers/quote", json={"uuid": str(quote.uuid), "version": 9}, headers=headers).status_code
        == 404
    )
    history = client.get(f"/api/suppliers/quote/history/{quote.id}", headers=headers).json()
    assert [h["version"] for h in history] == [2, 1]
    assert history[1]["submitted_by"] == "Sally" and history[1]["changes"] == ["2 lines"]
    assert "Ibstock Tradesman Red: quantity 10,000 → 12,000" in history[0]["changes"]
    assert client.get("/api/suppliers/quote/history/999999", headers=headers).status_code == 404


def test_history_replace_of_a_supplier_quote(client: TestClient, db: Session, headers: dict) -> None:
    quote = make_answered(db)
    body = edit_body(client, quote, headers)
    body["quote"]["lines"] = body["quote"]["lines"][:1]
    client.post("/api/suppliers/quotes/edit", json=body, headers=headers)
    db.refresh(quote)
    replace = {"quote_id": quote.id, "version": 1, "type": "supplier", "row_version": quote.row_version}
    r = client.post("/api/quotes/history/replace", json=replace, headers=headers)
    assert r.status_code == 200, r.text
    assert r.json()["number"] == quote.number and len(r.json()["lines"]) == 2
    assert r.json()["lines"][0]["price"] == "500.00" and r.json()["current_version"] == 2
    replace["row_version"] = 1
    assert client.post("/api/quotes/history/replace", json=replace, headers=headers).status_code == 409
    replace.update(row_version=None, version=2)
    assert client.post("/api/quotes/history/replace", json=replace, headers=headers).status_code == 409


def test_delete_a_draft_withdraw_a_sent_one(client: TestClient, db: Session, headers: dict, staff: User) -> None:
    draft, sent = make_draft(db, actor=staff), make_sent(db, actor=staff)
    stranger = headers_for(db, make_user(db))
    assert client.delete(f"/api/suppliers/quote/{draft.id}", headers=stranger).status_code == 403
    r = client.delete(f"/api/suppliers/quote/{draft.id}", headers=headers)
    assert r.status_code == 200 and r.json() == {"result": "deleted"}
    assert db.get(SupplierQuote, draft.id) is None
    r = client.delete(f"/api/suppliers/quote/{sent.id}", headers=headers)
    assert r.json() == {"result": "withdrawn"}
    db.refresh(sent)
    assert sent.status == "withdrawn"
    assert client.delete(f"/api/suppliers/quote/{sent.id}", headers=headers).status_code == 409
    body = edit_body(client, sent, headers)
    assert client.post("/api/suppliers/quotes/edit", json=body, headers=headers).status_code == 409
    sent.status = "ordered"
    db.flush()
    assert client.delete(f"/api/suppliers/quote/{sent.id}", headers=headers).status_code == 409
    assert client.delete("/api/suppliers/quote/999999", headers=headers).status_code == 404


def test_a_manager_may_delete_anyones_draft(client: TestClient, db: Session, manager_headers: dict) -> None:
    draft = make_draft(db)
    assert client.delete(f"/api/suppliers/quote/{draft.id}", headers=manager_headers).json() == {"result": "deleted"}
