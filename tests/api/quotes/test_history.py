"""GET /quotes/history/{id} and POST /quotes/history/replace."""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from api.quotes.models import SUBJECT, Quote
from api.quotes.service import quotes
from api.records.models import Activity
from api.users.models import User
from tests.api.quotes.factories import edit_body, make_quote, mark_sent


def read(client: TestClient, headers: dict[str, str], quote: Quote) -> dict[str, Any]:
    return dict(client.get(f"/api/quotes/{quote.id}", headers=headers).json())


def save(client: TestClient, headers: dict[str, str], body: dict[str, Any]) -> dict[str, Any]:
    r = client.post("/api/quotes/edit", json=body, headers=headers)
    assert r.status_code == 200, r.text
    return dict(r.json())


def version_2(client: TestClient, db: Session, headers: dict[str, str], quote: Quote) -> dict[str, Any]:
    """Version 1 sent, then version 2: more bricks at a new price, no ties, a delivery charge, 5 % VAT."""
    mark_sent(db, quote, valid_until=date.today() + timedelta(days=10))
    body = edit_body(read(client, headers, quote), vat_rate="5", customer_notes="Now with delivery")
    lines = body["quote"]["lines"]
    lines[0] |= {"quantity": "20000", "sell_price": "499.00"}
    lines[2]["selected"], lines[3]["selected"] = False, True
    lines.pop(1)
    lines.append({"description": "Lintel 1200", "quantity": "4", "cost_price": "20.00", "sell_price": "31.00"})
    body["quote"]["shipping"] = {
        "loads": 2,
        "price_per_load": "95.00",
        "part_load_charge": "0",
        "offloading_charge": "0",
    }
    return save(client, headers, body)


def test_history_lists_versions_newest_first_with_what_changed(
    client: TestClient, db: Session, headers: dict[str, str], staff: User
) -> None:
    quote = make_quote(db, actor=staff)
    version_2(client, db, headers, quote)
    r = client.get(f"/api/quotes/history/{quote.id}", headers=headers)
    assert r.status_code == 200, r.text
    items = r.json()
    assert [(i["version"], i["status"]) for i in items] == [(2, "draft"), (1, "sent")]
    assert items[1]["changes"] == ["First version"] and items[1]["sent_at"] is not None
    assert items[0]["created_by"] == {"id": staff.id, "name": staff.full_name}
    assert items[0]["total"] == "10908.45" and items[1]["total"] == "7781.26"
    assert items[0]["changes"] == [
        "Red multi facing brick: quantity 12,500 → 20,000",
        "Red multi facing brick: price 512.35 → 499.00",
        "Mortar, grey: selected yes → no",
        "Mortar, buff: selected no → yes",
        "Added Lintel 1200",
        "Removed Brick ties (box)",
        "Shipping: loads 0 → 2",
        "Shipping: price per load 0.00 → 95.00",
        "VAT rate 20 % → 5 %",
        f"Valid until {date.today() + timedelta(days=10)} → —",
        "Customer notes changed",
    ]


def test_a_product_quoted_twice_is_two_lines_in_the_history(
    client: TestClient, db: Session, headers: dict[str, str]
) -> None:
    lines = [
        {"description": "Brick", "quantity": "1", "sell_price": "2.00"},
        {"description": "brick", "quantity": "5", "sell_price": "2.00", "optional": True},
    ]
    quote = make_quote(db, lines=lines)
    mark_sent(db, quote)
    body = edit_body(read(client, headers, quote))
    body["quote"]["lines"][1]["quantity"] = "6"
    save(client, headers, body)
    items = client.get(f"/api/quotes/history/{quote.id}", headers=headers).json()
    assert items[0]["changes"] == [
        "brick: quantity 5 → 6",
        "Valid until " + str(date.today() + timedelta(days=30)) + " → —",
    ]


def test_history_of_an_unknown_quote_is_404(client: TestClient, headers: dict[str, str]) -> None:
    r = client.get("/api/quotes/history/999999", headers=headers)
    assert r.status_code == 404 and r.json()["detail"] == "This quote does not exist."


def replace(client: TestClient, headers: dict[str, str], **body: Any) -> Any:
    return client.post("/api/quotes/history/replace", json={"type": "customer", **body}, headers=headers)


def test_replace_makes_version_1_current_again_as_version_3(
    client: TestClient, db: Session, headers: dict[str, str], staff: User
) -> None:
    quote = make_quote(db)
    v1 = read(client, headers, quote)
    v2 = version_2(client, db, headers, quote)
    mark_sent(db, quote, version=2)
    r = replace(client, headers, quote_id=quote.id, version=1, row_version=quote.row_version)
    assert r.status_code == 200, r.text
    v3 = r.json()
    assert (v3["version"], v3["current_version"], v3["sent_version"], v3["version_status"]) == (3, 3, 2, "draft")
    same = ("description", "quantity", "sell_price", "selected", "line_total")
    assert [[x[f] for f in same] for x in v3["lines"]] == [[x[f] for f in same] for x in v1["lines"]]
    assert v3["totals"] == v1["totals"] and v3["vat_rate"] == "20.00" and v3["shipping"] == v1["shipping"]
    assert v3["customer_notes"] == "" and v3["valid_until"] is None
    # Version 2 is as it was sent.
    sent = client.get(f"/api/quotes/{quote.id}", params={"version": 2}, headers=headers).json()
    assert sent["lines"] == v2["lines"] and sent["totals"] == v2["totals"]
    logged = db.scalar(
        select(Activity)
        .where(Activity.subject_type == SUBJECT, Activity.subject_id == quote.id)
        .order_by(Activity.id.desc())
    )
    assert logged is not None and logged.actor_id == staff.id
    assert logged.changes["restored"] == {"old": "", "new": "version 1"}
    items = client.get(f"/api/quotes/history/{quote.id}", headers=headers).json()
    assert [i["version"] for i in items] == [3, 2, 1]


def test_replace_on_a_draft_version_rewrites_it_in_place(
    client: TestClient, db: Session, headers: dict[str, str]
) -> None:
    quote = make_quote(db)
    version_2(client, db, headers, quote)
    r = replace(client, headers, quote_id=quote.id, version=1)
    assert r.status_code == 200, r.text
    assert r.json()["version"] == 2 and r.json()["totals"]["subtotal"] == "6484.38"
    assert quotes.version_of(db, quote).version == 2


def test_replace_refusals(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    quote = make_quote(db)
    version_2(client, db, headers, quote)
    r = replace(client, headers, quote_id=quote.id, version=2)
    assert r.status_code == 409 and r.json()["detail"] == "Version 2 is already the current version."
    r = replace(client, headers, quote_id=quote.id, version=7)
    assert r.status_code == 404 and r.json()["detail"] == f"Quote {quote.number} has no version 7."
    r = replace(client, headers, quote_id=999999, version=1)
    assert r.status_code == 404 and r.json()["detail"] == "This quote does not exist."
    r = replace(client, headers, quote_id=quote.id, version=1, row_version=quote.row_version - 1)
    assert r.status_code == 409 and "changed by someone else" in r.json()["detail"]
    r = client.post(
        "/api/quotes/history/replace", json={"quote_id": quote.id, "version": 1, "type": "supplier"}, headers=headers
    )
    # `type: supplier` restores a supplier quote (tests/api/buying/test_edit_versions.py): this id names none.
    assert r.status_code == 404 and r.json()["detail"] == "This supplier quote does not exist."
    r = replace(client, headers, quote_id=quote.id, version=0)
    assert r.status_code == 422 and r.json()["errors"][0]["field"] == "version"
    r = client.post("/api/quotes/history/replace", json={"quote_id": quote.id, "version": 1}, headers=headers)
    assert r.status_code == 422 and r.json()["errors"] == [{"field": "type", "message": "This field is required"}]
    assert quotes.version_of(db, quote).version == 2


def test_replace_with_the_same_content_is_refused(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    quote = make_quote(db)
    mark_sent(db, quote)
    body = edit_body(read(client, headers, quote))
    body["quote"]["lines"][0]["quantity"] = "13000"
    save(client, headers, body)
    body = edit_body(read(client, headers, quote))
    body["quote"]["lines"][0]["quantity"] = "12500"
    save(client, headers, body)  # version 2 back to what version 1 says
    r = replace(client, headers, quote_id=quote.id, version=1)
    assert r.status_code == 409
    assert r.json()["detail"] == "Version 1 says the same as the current version 2: nothing to restore."


def test_replace_on_a_closed_quote_is_refused(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    quote = make_quote(db)
    version_2(client, db, headers, quote)
    quote.status = "withdrawn"
    db.flush()
    r = replace(client, headers, quote_id=quote.id, version=1)
    assert r.status_code == 409 and "withdrawn and can no longer be changed" in r.json()["detail"]
