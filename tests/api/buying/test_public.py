"""The supplier's page: GET /suppliers/quotes/public/{id}, PUT /suppliers/quote/totals, PUT /suppliers/quote/decline
(by uuid, no token; staff may price with a token). Tried with an unknown uuid, a draft, a closed request and
another supplier's lines."""

from __future__ import annotations

import json
import uuid
from datetime import date, timedelta
from decimal import Decimal
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import event, func, select
from sqlalchemy.orm import Session

from api.buying.models import SupplierQuote, SupplierQuoteVersion
from api.buying.service import quotes
from api.notifications.models import Notification
from api.records.models import Activity
from api.settings import Settings
from tests.api.buying.factories import make_answered, make_draft, make_sent
from tests.api.buying.test_requests import errors_of


def page(client: TestClient, quote: SupplierQuote, **params: Any) -> Any:
    return client.get(f"/api/suppliers/quotes/public/{quote.uuid}", params=params)


def answers(db: Session, quote: SupplierQuote, *prices: str | None, version: int | None = None) -> list[dict]:
    lines = quotes.lines_of(db, quotes.version_of(db, quote, version or quote.sent_version).id)
    return [{"line_id": line.id, "price": price} for line, price in zip(lines, prices, strict=True)]


def totals_body(db: Session, quote: SupplierQuote, *prices: str | None, **fields: Any) -> dict:
    return {"uuid": str(quote.uuid), "lines": answers(db, quote, *prices), **fields}


def logged(db: Session, quote: SupplierQuote, action: str) -> list[Activity]:
    return list(
        db.scalars(
            select(Activity).where(
                Activity.subject_id == quote.id, Activity.subject_type == "supplier_quote", Activity.action == action
            )
        )
    )


def test_unknown_uuid_and_a_draft_do_not_exist(client: TestClient, db: Session) -> None:
    assert client.get(f"/api/suppliers/quotes/public/{uuid.uuid4()}").status_code == 404
    assert client.get("/api/suppliers/quotes/public/not-a-uuid").status_code == 404
    draft = make_draft(db)
    r = page(client, draft)
    assert r.status_code == 404 and r.json()["detail"] == "This request for prices does not exist."
    body = {"uuid": str(draft.uuid), "lines": [], "submit": False}
    assert client.put("/api/suppliers/quote/totals", json=body).status_code == 404
    assert client.put("/api/suppliers/quote/decline", json={"uuid": str(draft.uuid), "reason": "No"}).status_code == 404


def test_the_supplier_reads_the_request_and_the_first_open_is_recorded(client: TestClient, db: Session) -> None:
    quote = make_sent(db, required_on_site="2026-12-14", notes="Crane on site")
    r = page(client, quote)
    assert r.status_code == 200, r.text
    out = r.json()
    assert out["number"] == quote.number and out["status"] == "requested" and out["can_edit"] is True
    assert out["site_postcode"] == "LS21 1AA" and out["offload_method"] == "crane" and out["notes"] == "Crane on site"
    assert [line["description"] for line in out["lines"]] == ["Ibstock Tradesman Red", "Catnic lintel 1200mm"]
    assert out["lines"][0]["price"] is None and out["totals"]["total"] == "0.00"
    db.refresh(quote)
    first = quote.opened_at
    assert first is not None
    opened = logged(db, quote, "supplier_open")
    assert len(opened) == 1 and "testclient" in opened[0].summary
    page(client, quote)
    db.refresh(quote)
    assert quote.opened_at == first and len(logged(db, quote, "supplier_open")) == 1
    # A staff draft started since is not shown; the sent version is.
    quote.current_version = 2
    db.add(SupplierQuoteVersion(supplier_quote_id=quote.id, version=2, status="draft"))
    db.flush()
    assert page(client, quote).json()["version"] == 1
    assert page(client, quote, version=2).status_code == 404


def test_a_draft_save_stays_in_place_then_submit_answers(client: TestClient, db: Session) -> None:
    quote = make_sent(db)
    r = client.put("/api/suppliers/quote/totals", json=totals_body(db, quote, "612.40", None))
    assert r.status_code == 200, r.text
    assert r.json()["version"] == 1 and r.json()["status"] == "requested"
    assert r.json()["totals"]["goods"] == "6124.00" and r.json()["totals"]["unpriced_lines"] == 1
    db.refresh(quote)
    assert quote.status == "requested" and logged(db, quote, "supplier_save")
    body = totals_body(
        db,
        quote,
        "612.40",
        "18.75",
        submit=True,
        name="Sally Sales",
        charges={"haulage_basis": "per_load", "haulage_amount": "300.00", "loads": 1, "offload_charge": "75.00"},
        valid_until=str(date.today() + timedelta(days=14)),
    )
    r = client.put("/api/suppliers/quote/totals", json=body)
    assert r.status_code == 200, r.text
    out = r.json()
    assert out["status"] == "answered" and out["version"] == 1 and out["submitted_by"] == "Sally Sales"
    assert out["totals"] == {
        "goods": "6499.00",
        "haulage": "300.00",
        "part_load": "0.00",
        "offload": "75.00",
        "pallets": "0.00",
        "charges": "375.00",
        "total": "6874.00",
        "pallet_refund": "0.00",
        "priced_lines": 2,
        "unpriced_lines": 0,
        "cannot_quote_lines": 0,
    }
    db.refresh(quote)
    version = quotes.version_of(db, quote, 1)
    assert quote.status == "answered" and quote.answered_at is not None and version.status == "answered"
    assert version.total == Decimal("6874.00") and quote.valid_until == date.today() + timedelta(days=14)
    assert "from testclient" in logged(db, quote, "supplier_submit")[0].summary
    assert db.scalar(select(Notification).where(Notification.user_id == quote.created_by_id)) is not None


def test_a_draft_save_answers_what_a_read_shows_and_writes_only_the_lines_changed(
    client: TestClient, db: Session
) -> None:
    quote = make_sent(db)
    body = totals_body(db, quote, "612.40", "18.75", charges={"haulage_basis": "per_load", "haulage_amount": "90.00"})
    body["charges"]["loads"] = 2
    first = client.put("/api/suppliers/quote/totals", json=body)
    assert first.status_code == 200, first.text
    # Built from what was written, the save's answer is what the page reads back (line ids, figures, totals).
    read = page(client, quote).json()
    assert first.json() == read
    assert [line["landed_unit_price"] for line in read["lines"]] == ["629.36", "19.27"]  # £180 haulage spread
    updates: list[str] = []

    def count(conn: Any, cursor: Any, statement: str, params: Any, context: Any, many: bool) -> None:
        if statement.startswith("UPDATE supplier_quote_lines"):
            updates.append(json.loads(params["rows"]))

    engine = db.get_bind()
    event.listen(engine, "before_cursor_execute", count)
    try:
        body["lines"][1]["price"] = "19.00"  # one line changed: only it is written
        second = client.put("/api/suppliers/quote/totals", json=body)
    finally:
        event.remove(engine, "before_cursor_execute", count)
    assert second.status_code == 200, second.text
    assert [[row["id"] for row in rows] for rows in updates] == [[body["lines"][1]["line_id"]]]
    assert second.json() == page(client, quote).json()
    assert [line["price"] for line in second.json()["lines"]] == ["612.40", "19.00"]
    db.expire_all()
    stored = quotes.lines_of(db, quotes.version_of(db, quote, 1).id)
    assert [(line.price, line.line_total) for line in stored] == [
        (Decimal("612.40"), Decimal("6124.00")),
        (Decimal("19.00"), Decimal("380.00")),
    ]


def test_a_resubmission_is_a_new_version_never_an_overwrite(client: TestClient, db: Session) -> None:
    quote = make_answered(db, "500.00")
    body = totals_body(db, quote, "480.00", "500.00", submit=True, name="Sally")
    r = client.put("/api/suppliers/quote/totals", json=body)
    assert r.status_code == 200, r.text
    assert r.json()["version"] == 2 and r.json()["lines"][0]["price"] == "480.00"
    first = quotes.version_of(db, quote, 1)
    assert [line.price for line in quotes.lines_of(db, first.id)] == [Decimal("500.00"), Decimal("500.00")]
    db.refresh(quote)
    assert quote.sent_version == 2 and quote.current_version == 2
    assert page(client, quote).json()["versions"] == [1, 2]
    assert page(client, quote, version=1).json()["status"] == "superseded"
    # Answering the old version again is refused.
    stale = {**totals_body(db, quote, "470.00", "500.00"), "version": 1}
    r = client.put("/api/suppliers/quote/totals", json=stale)
    assert r.status_code == 409 and "version 2 is the one to answer now" in r.json()["detail"]
    # Sending the same answer again changes nothing.
    same = totals_body(db, quote, "480.00", "500.00", submit=True, name="Sally")
    same["valid_until"] = str(quote.valid_until)
    assert client.put("/api/suppliers/quote/totals", json=same).status_code == 409
    assert db.scalar(select(func.count()).where(SupplierQuoteVersion.supplier_quote_id == quote.id)) == 2


def test_bad_answers_name_the_field(client: TestClient, db: Session) -> None:
    quote, other = make_sent(db), make_sent(db)
    foreign = answers(db, other, "1.00", "1.00")[0]
    body = {
        "uuid": str(quote.uuid),
        "lines": [
            {**answers(db, quote, None, None)[0], "cannot_quote": True},
            foreign,
        ],
        "submit": True,
    }
    r = client.put("/api/suppliers/quote/totals", json=body)
    assert r.status_code == 422
    assert errors_of(r) == {"name": "This field is required"}
    body["name"] = "Sally"
    r = client.put("/api/suppliers/quote/totals", json=body)
    assert errors_of(r) == {
        "lines.0.cannot_quote_reason": "Say why this line cannot be quoted",
        "lines.1.line_id": "This line is not on the version you are answering.",
        "lines": "Line 2 (Catnic lintel 1200mm) has no price: price it or mark it as one you cannot quote.",
    }
    body["lines"] = [{"line_id": foreign["line_id"], "price": "-1"}]
    r = client.put("/api/suppliers/quote/totals", json=body)
    assert r.status_code == 422 and errors_of(r)["lines.0.price"] == "This amount cannot be negative"
    assert quotes.lines_of(db, quotes.version_of(db, other).id)[0].price is None


@pytest.mark.parametrize(
    ("status", "deadline", "message"),
    [
        ("withdrawn", None, "was withdrawn by the buyer"),
        ("ordered", None, "an order has been placed from it"),
        ("declined", None, "You declined this request"),
        ("requested", date.today() - timedelta(days=1), "closed on its deadline"),
    ],
)
def test_a_closed_request_takes_no_prices(
    client: TestClient, db: Session, status: str, deadline: date | None, message: str
) -> None:
    quote = make_sent(db)
    quote.status = status
    quote.response_deadline = deadline
    db.flush()
    r = client.put("/api/suppliers/quote/totals", json=totals_body(db, quote, "1.00", "1.00"))
    assert r.status_code == 409 and message in r.json()["detail"]
    shown = page(client, quote).json()
    assert shown["can_edit"] is False and message in shown["closed_reason"]
    assert quotes.lines_of(db, quotes.version_of(db, quote).id)[0].price is None


def test_staff_may_price_with_a_token_even_before_sending(client: TestClient, db: Session, headers: dict) -> None:
    draft = make_draft(db)
    lines = quotes.lines_of(db, quotes.version_of(db, draft).id)
    body = {"uuid": str(draft.uuid), "lines": [{"line_id": line.id, "price": "3.00"} for line in lines], "submit": True}
    r = client.put("/api/suppliers/quote/totals", json=body, headers=headers)
    assert r.status_code == 200, r.text
    assert r.json()["submitted_by"] == "Sam Staff" and r.json()["status"] == "answered"
    db.refresh(draft)
    assert draft.status == "answered"
    resubmit = {**body, "name": "Sally"}
    again = client.put("/api/suppliers/quote/totals", json=resubmit)
    assert again.status_code == 409, again.text  # the same answer again


def test_the_supplier_declines_the_whole_request(client: TestClient, db: Session) -> None:
    quote = make_sent(db)
    r = client.put("/api/suppliers/quote/decline", json={"uuid": str(quote.uuid), "reason": "", "name": "Sally"})
    assert r.status_code == 422 and "reason" in errors_of(r)
    r = client.put(
        "/api/suppliers/quote/decline",
        json={"uuid": str(quote.uuid), "reason": "Kiln down until March", "name": "Sally"},
    )
    assert r.status_code == 200, r.text
    assert r.json()["status"] == "declined" and r.json()["can_edit"] is False
    db.refresh(quote)
    assert quote.status == "declined" and quote.decline_reason == "Kiln down until March" and quote.declined_at
    assert "from testclient" in logged(db, quote, "supplier_decline")[0].summary
    again = client.put("/api/suppliers/quote/decline", json={"uuid": str(quote.uuid), "reason": "again"})
    assert again.status_code == 409


def test_public_calls_are_rate_limited(
    client: TestClient, db: Session, settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(settings, "public_reads_per_minute", 2)
    monkeypatch.setattr(settings, "public_writes_per_minute", 1)
    quote = make_sent(db)
    assert page(client, quote).status_code == 200
    assert client.get(f"/api/suppliers/quotes/public/{uuid.uuid4()}").status_code == 404
    assert page(client, quote).status_code == 429
    body = totals_body(db, quote, "1.00", None)
    assert client.put("/api/suppliers/quote/totals", json=body).status_code == 200
    assert client.put("/api/suppliers/quote/totals", json=body).status_code == 429


def test_staff_read_the_supplier_actions_in_the_activity(client: TestClient, db: Session, headers: dict) -> None:
    quote = make_sent(db)
    page(client, quote)
    client.put("/api/suppliers/quote/totals", json=totals_body(db, quote, "1.00", "2.00", submit=True, name="Sally"))
    r = client.get(f"/api/suppliers/quote/activity/{quote.id}", headers=headers)
    assert r.status_code == 200, r.text
    actions = [item["action"] for item in r.json()["items"]]
    assert "supplier_open" in actions and "supplier_submit" in actions
    assert client.get("/api/suppliers/quote/activity/999999", headers=headers).status_code == 404
