"""A customer-quote line keeps the supplier-quote line its cost came from (POST /quotes/edit, versioned as ever);
the quote read flags it when the supplier re-quotes or the price expires first, with the margin effect, and the
quotes list counts the flagged lines."""

from __future__ import annotations

from datetime import date, timedelta
from decimal import Decimal
from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from api.buying.models import SupplierQuote, SupplierQuoteLine, SupplierQuoteVersion, VersionStatus
from api.quotes.models import QuoteLine, QuoteVersion
from tests.api.buying.award_factories import add_version, answered_quote, asked_line
from tests.api.quotes.factories import edit_body, make_quote, mark_sent
from tests.conftest import QueryLog

LINES = [
    {
        "description": "Red multi facing brick",
        "quantity": "10000",
        "unit": "per_1000",
        "cost_price": "400.00",
        "sell_price": "600.00",
    }
]


def _supplier_line(db: Session, quote: SupplierQuote) -> SupplierQuoteLine:
    return db.scalars(
        select(SupplierQuoteLine)
        .join(SupplierQuoteVersion, SupplierQuoteVersion.id == SupplierQuoteLine.version_id)
        .where(SupplierQuoteVersion.supplier_quote_id == quote.id)
        .order_by(SupplierQuoteVersion.version.desc())
    ).first()  # type: ignore[return-value]


def _costed(
    client: TestClient, db: Session, headers: dict[str, str], **supplier: Any
) -> tuple[Any, SupplierQuote, dict[str, Any]]:
    quote = make_quote(db, lines=LINES, valid_until=date.today() + timedelta(days=30))
    sq = answered_quote(db, customer_quote_id=quote.id, price="450.00", **supplier)
    out = client.get(f"/api/quotes/{quote.id}", headers=headers).json()
    body = edit_body(out)
    body["quote"]["lines"][0].update(cost_price="450.00", supplier_quote_line_id=_supplier_line(db, sq).id)
    response = client.post("/api/quotes/edit", json=body, headers=headers)
    assert response.status_code == 200, response.text
    return quote, sq, response.json()


def test_edit_needs_a_token(client: TestClient) -> None:
    assert client.post("/api/quotes/edit", json={}).status_code == 401


def test_the_line_keeps_its_supplier_line(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    quote, sq, out = _costed(client, db, headers)
    line = out["lines"][0]
    assert line["supplier_quote_line_id"] == _supplier_line(db, sq).id and line["cost_price"] == "450.00"
    assert line["cost_flag"] is None
    stored = db.scalars(select(QuoteLine).where(QuoteLine.id == line["line_id"])).one()
    assert stored.supplier_quote_line_id == _supplier_line(db, sq).id
    # Sent, then unlinked: the next version; the sent one keeps its link.
    mark_sent(db, quote)
    out = client.get(f"/api/quotes/{quote.id}", headers=headers).json()
    body = edit_body(out)
    body["quote"]["lines"][0]["supplier_quote_line_id"] = None
    response = client.post("/api/quotes/edit", json=body, headers=headers)
    assert response.status_code == 200 and response.json()["version"] == 2
    versions = {
        v.version: db.scalars(select(QuoteLine).where(QuoteLine.version_id == v.id)).one().supplier_quote_line_id
        for v in db.scalars(select(QuoteVersion).where(QuoteVersion.quote_id == quote.id))
    }
    assert versions == {1: _supplier_line(db, sq).id, 2: None}


def test_an_unknown_supplier_line_is_refused(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    quote = make_quote(db, lines=LINES)
    body = edit_body(client.get(f"/api/quotes/{quote.id}", headers=headers).json())
    body["quote"]["lines"][0]["supplier_quote_line_id"] = 999999
    response = client.post("/api/quotes/edit", json=body, headers=headers)
    assert response.status_code == 422
    errors = {e["field"]: e["message"] for e in response.json()["errors"]}
    assert errors == {"lines.0.supplier_quote_line_id": "This supplier quote line does not exist."}


def test_requoted_is_flagged_with_the_margin_effect(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    quote, sq, _ = _costed(client, db, headers)
    later = date.today() + timedelta(days=60)
    add_version(db, sq, [asked_line(price=Decimal("480.00"))], VersionStatus.answered, valid_until=later)
    line = client.get(f"/api/quotes/{quote.id}", headers=headers).json()["lines"][0]
    assert line["cost_flag"] == {
        "kind": "requoted",
        "supplier_quote_id": sq.id,
        "supplier_quote_number": sq.number,
        "used_cost": "450.00",
        "new_cost": "480.00",
        "margin_effect": "-300.00",
        "supplier_valid_until": str(later),
    }
    listed = client.get(f"/api/quotes?q={quote.number}", headers=headers).json()["items"]
    assert [(row["quote_id"], row["cost_flags"]) for row in listed] == [(quote.id, 1)]


def test_a_newer_answer_at_the_same_price_is_not_flagged(
    client: TestClient, db: Session, headers: dict[str, str]
) -> None:
    quote, sq, _ = _costed(client, db, headers)
    later = date.today() + timedelta(days=60)
    add_version(db, sq, [asked_line(price=Decimal("450.00"))], VersionStatus.answered, valid_until=later)
    assert client.get(f"/api/quotes/{quote.id}", headers=headers).json()["lines"][0]["cost_flag"] is None


def test_expires_first(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    soon = date.today() + timedelta(days=10)
    quote, sq, _ = _costed(client, db, headers, valid_until=soon)
    assert flag_of(client, headers, quote.id)["supplier_quote_id"] == sq.id
    flag = client.get(f"/api/quotes/{quote.id}", headers=headers).json()["lines"][0]["cost_flag"]
    assert flag["kind"] == "expires_first" and flag["supplier_valid_until"] == str(soon)
    assert flag["new_cost"] is None and flag["margin_effect"] is None
    listed = client.get(f"/api/quotes?q={quote.number}", headers=headers).json()["items"]
    assert listed[0]["cost_flags"] == 1


def test_the_public_page_shows_no_supplier_link(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    quote, _, _ = _costed(client, db, headers)
    mark_sent(db, quote)
    public = client.get(f"/api/quotes/public/{quote.uuid}").json()
    assert "supplier_quote_line_id" not in public["lines"][0] and "cost_flag" not in public["lines"][0]


def flag_of(client: TestClient, headers: dict[str, str], quote_id: int) -> Any:
    return client.get(f"/api/quotes/{quote_id}", headers=headers).json()["lines"][0]["cost_flag"]


def test_the_list_counts_every_quotes_flags_in_the_same_statements(
    client: TestClient, db: Session, headers: dict[str, str], query_log: QueryLog
) -> None:
    requoted, sq, _ = _costed(client, db, headers)
    add_version(db, sq, [asked_line(price=Decimal("480.00"))], VersionStatus.answered)
    client.get("/api/quotes", headers=headers)
    with query_log.recording() as few:
        assert client.get("/api/quotes", headers=headers).json()["items"][0]["cost_flags"] == 1
    expiring, _, _ = _costed(client, db, headers, valid_until=date.today() + timedelta(days=10))
    unflagged, _, _ = _costed(client, db, headers)
    with query_log.recording() as many:
        items = client.get("/api/quotes", headers=headers).json()["items"]
    assert len(many) == len(few), many
    assert {row["quote_id"]: row["cost_flags"] for row in items} == {requoted.id: 1, expiring.id: 1, unflagged.id: 0}
