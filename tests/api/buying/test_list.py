"""GET /suppliers/quotes, PUT /suppliers/quotes/bySupplier, GET /suppliers/quotes/strict."""

from __future__ import annotations

from datetime import date, timedelta

from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from tests.api.buying.factories import make_answered, make_draft, make_request, make_sent, make_supplier
from tests.api.buying.test_requests import errors_of
from tests.api.quotes.factories import make_quote
from tests.factories import make_product


def numbers(response) -> list[str]:  # type: ignore[no-untyped-def]
    return [item["number"] for item in response.json()["items"]]


def test_needs_a_token(client: TestClient) -> None:
    assert client.get("/api/suppliers/quotes").status_code == 401
    assert client.put("/api/suppliers/quotes/bySupplier", json={}).status_code == 401
    assert client.get("/api/suppliers/quotes/strict").status_code == 401


def test_the_list_filters_searches_sorts_and_pages(client: TestClient, db: Session, headers: dict) -> None:
    ibstock = make_supplier(db, "Ibstock Brick")
    customer_quote = make_quote(db)
    draft = make_draft(db, suppliers=[ibstock])
    sent = make_sent(db, customer_quote_id=customer_quote.id)
    answered = make_answered(db)
    late = make_sent(db, response_deadline=str(date.today() - timedelta(days=2)))
    r = client.get("/api/suppliers/quotes", params={"items_per_page": 2, "sort": "number"}, headers=headers)
    assert r.status_code == 200
    page = r.json()
    assert page["total"] >= 4 and page["page"] == 1 and page["items_per_page"] == 2 and len(page["items"]) == 2
    item = client.get("/api/suppliers/quotes", params={"q": "ibstock"}, headers=headers).json()["items"]
    assert [i["number"] for i in item] == [draft.number]
    assert item[0]["supplier"]["name"] == "Ibstock Brick" and item[0]["line_count"] == 2 and item[0]["total"] == "0.00"
    by_status = client.get("/api/suppliers/quotes", params={"status": ["answered", "expired"]}, headers=headers)
    assert set(numbers(by_status)) >= {answered.number, late.number} and sent.number not in numbers(by_status)
    assert [i["status"] for i in by_status.json()["items"] if i["number"] == late.number] == ["expired"]
    linked = client.get("/api/suppliers/quotes", params={"customer_quote_id": customer_quote.id}, headers=headers)
    assert numbers(linked) == [sent.number] and linked.json()["items"][0]["customer_quote_ids"] == [customer_quote.id]
    # The list links each to the customer quote it prices, by number.
    assert linked.json()["items"][0]["customer_quotes"] == [{"id": customer_quote.id, "number": customer_quote.number}]
    assert item[0]["customer_quotes"] == []
    searched = client.get("/api/suppliers/quotes", params={"q": customer_quote.number}, headers=headers)
    assert sent.number in numbers(searched) and answered.number not in numbers(searched)
    only = client.get("/api/suppliers/quotes", params={"supplier_id": ibstock.id}, headers=headers)
    assert numbers(only) == [draft.number]
    r = client.get("/api/suppliers/quotes", params={"sort": "price"}, headers=headers)
    assert r.status_code == 422 and "sort" in errors_of(r)
    r = client.get("/api/suppliers/quotes", params={"status": "lost"}, headers=headers)
    assert r.status_code == 422


def test_by_supplier_lists_the_quotes_of_the_given_suppliers(client: TestClient, db: Session, headers: dict) -> None:
    a, b, c = make_supplier(db), make_supplier(db), make_supplier(db)
    made = make_request(db, [a, b, c])
    r = client.put("/api/suppliers/quotes/bySupplier", json={"supplier_ids": [a.id, c.id]}, headers=headers)
    assert r.status_code == 200
    assert sorted(numbers(r)) == sorted([made.quotes[0].number, made.quotes[2].number])
    r = client.put("/api/suppliers/quotes/bySupplier", json={"supplier_ids": []}, headers=headers)
    assert r.status_code == 422 and "supplier_ids" in errors_of(r)


def test_strict_keeps_answered_quotes_still_valid(client: TestClient, db: Session, headers: dict) -> None:
    supplier = make_supplier(db)
    product = make_product(db, supplier)
    lines = [{"product_id": product.id, "quantity": "1000"}]
    valid = make_answered(db, suppliers=[supplier], lines=lines)
    stale = make_answered(db, suppliers=[supplier], lines=lines)
    stale.valid_until = date.today() - timedelta(days=1)
    make_sent(db, suppliers=[supplier], lines=lines)
    db.flush()
    r = client.get("/api/suppliers/quotes/strict", params={"supplier_id": supplier.id}, headers=headers)
    assert r.status_code == 200
    assert numbers(r) == [valid.number]
    assert numbers(client.get("/api/suppliers/quotes/strict", params={"product_id": product.id}, headers=headers)) == [
        valid.number
    ]
    other = make_product(db, supplier)
    assert numbers(client.get("/api/suppliers/quotes/strict", params={"product_id": other.id}, headers=headers)) == []
