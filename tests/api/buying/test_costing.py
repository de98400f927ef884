"""PUT /quotes/attachSupplierQuotes, GET /suppliers/quote/attached/{id}, GET /quotes/convertSupplierQuotes/{id}."""

from __future__ import annotations

from datetime import date, timedelta
from decimal import Decimal

from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from api.buying.models import SupplierQuoteCustomerQuote, SupplierQuoteLine
from api.quotes.models import QuoteStatus
from tests.api.buying.award_factories import answered_quote, asked_line, make_supplier_quote
from tests.api.quotes.factories import make_quote


def _brick_quote(db: Session) -> object:
    """A customer quote of 10,000 bricks per 1,000 (cost 400.00, sell 600.00) and 200 ties each."""
    return make_quote(
        db,
        lines=[
            {
                "description": "Red multi facing brick",
                "quantity": "10000",
                "unit": "per_1000",
                "cost_price": "400.00",
                "sell_price": "600.00",
            },
            {"description": "Ties", "quantity": "200", "unit": "each", "cost_price": "0.50", "sell_price": "1.00"},
        ],
    )


def test_calls_need_a_token(client: TestClient) -> None:
    assert client.put("/api/quotes/attachSupplierQuotes", json={}).status_code == 401
    assert client.get("/api/suppliers/quote/attached/1").status_code == 401
    assert client.get("/api/quotes/convertSupplierQuotes/1").status_code == 401


def test_attach_and_list(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    quote = _brick_quote(db)
    a = answered_quote(db)
    b = make_supplier_quote(db)
    body = {"quote_id": quote.id, "supplier_quote_ids": [a.id, b.id]}  # type: ignore[attr-defined]
    response = client.put("/api/quotes/attachSupplierQuotes", json=body, headers=headers)
    assert response.status_code == 200, response.text
    rows = {r["supplier_quote_id"]: r for r in response.json()}
    assert rows[a.id]["answered"] is True and rows[a.id]["total"] == "5000.00" and rows[a.id]["validity"] == "ok"
    assert rows[b.id]["answered"] is False and rows[b.id]["linked_at"]
    links = set(
        db.scalars(
            select(SupplierQuoteCustomerQuote.supplier_quote_id).where(SupplierQuoteCustomerQuote.quote_id == quote.id)
        )
    )  # type: ignore[attr-defined]
    assert links == {a.id, b.id}
    # Again, and unlink one.
    body = {"quote_id": quote.id, "supplier_quote_ids": [a.id], "detach_ids": [b.id]}  # type: ignore[attr-defined]
    assert client.put("/api/quotes/attachSupplierQuotes", json=body, headers=headers).status_code == 200
    listed = client.get(f"/api/suppliers/quote/attached/{quote.id}", headers=headers).json()  # type: ignore[attr-defined]
    assert [r["supplier_quote_id"] for r in listed] == [a.id]
    # Its supplier says its kind, so a screen links a supplier's or an other's record.
    assert listed[0]["supplier"]["kind"] == "supplier" and listed[0]["supplier"]["id"] == a.supplier_id


def test_attach_bad_input(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    quote = _brick_quote(db)
    response = client.put(
        "/api/quotes/attachSupplierQuotes",
        json={"quote_id": quote.id, "supplier_quote_ids": [999999]},  # type: ignore[attr-defined]
        headers=headers,
    )
    assert response.status_code == 422
    assert response.json()["errors"][0]["field"] == "supplier_quote_ids.0"
    response = client.put("/api/quotes/attachSupplierQuotes", json={"quote_id": "x"}, headers=headers)
    assert response.status_code == 422 and response.json()["errors"][0]["field"] == "quote_id"
    response = client.put(
        "/api/quotes/attachSupplierQuotes", json={"quote_id": 999999, "supplier_quote_ids": [1]}, headers=headers
    )
    assert response.status_code == 404
    assert client.get("/api/suppliers/quote/attached/999999", headers=headers).status_code == 404
    assert client.get("/api/quotes/convertSupplierQuotes/999999", headers=headers).status_code == 404


def test_attach_to_an_accepted_quote_is_409(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    quote = _brick_quote(db)
    quote.status = QuoteStatus.accepted.value  # type: ignore[attr-defined]
    db.flush()
    a = answered_quote(db)
    body = {"quote_id": quote.id, "supplier_quote_ids": [a.id]}  # type: ignore[attr-defined]
    assert client.put("/api/quotes/attachSupplierQuotes", json=body, headers=headers).status_code == 409


def test_convert_proposes_awarded_else_cheapest_valid(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    quote = _brick_quote(db)
    qid = quote.id  # type: ignore[attr-defined]
    haulage = {"haulage_basis": "per_load", "haulage_amount": Decimal("250.00"), "loads": 2}
    dear = answered_quote(
        db,
        customer_quote_id=qid,
        lines=[
            asked_line(price=Decimal("450.00"), lead_time=2),
            asked_line(description="Ties", quantity=Decimal("200"), unit="pack", pack_size=100, price=Decimal("40.00")),
        ],
        charges=haulage,
    )
    cheap = answered_quote(db, customer_quote_id=qid, price="420.00")
    expired = answered_quote(db, customer_quote_id=qid, price="300.00", valid_until=date.today() - timedelta(days=1))
    out = client.get(f"/api/quotes/convertSupplierQuotes/{qid}", headers=headers).json()
    bricks, ties = out["lines"]
    by_quote = {c["supplier_quote_id"]: c for c in bricks["candidates"]}
    assert set(by_quote) == {dear.id, cheap.id, expired.id}
    assert by_quote[expired.id]["validity"] == "expired"
    assert bricks["proposed"]["why"] == "cheapest_valid" and bricks["proposed"]["cost_price"] == "420.00"
    # A pack of 100 at 40.00 is 0.40 each on the customer's unit.
    assert ties["candidates"][0]["unit_cost"] == "0.40" and ties["proposed"]["cost_price"] == "0.40"
    assert out["delivery"]["loads"] == 2 and out["delivery"]["price_per_load"] == "250.00"
    # Awarding the dearer bricks line makes it the proposal.
    dear_line = db.scalars(select(SupplierQuoteLine).where(SupplierQuoteLine.price == Decimal("450.00"))).one()
    dear_line.awarded = True
    db.flush()
    out = client.get(f"/api/quotes/convertSupplierQuotes/{qid}", headers=headers).json()
    assert out["lines"][0]["proposed"] == {
        "supplier_quote_line_id": dear_line.id,
        "cost_price": "450.00",
        "why": "awarded",
    }
    # Nothing saved.
    db.expire_all()
    assert client.get(f"/api/quotes/{qid}", headers=headers).json()["lines"][0]["cost_price"] == "400.00"
