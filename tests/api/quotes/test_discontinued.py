"""Discontinued products on quotes: a new line with one is refused unless the user confirms it; a quote that holds
one says so, on each line (GET /quotes/{id}) and in the list (GET /quotes)."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from api.catalogue.models import Product, Status
from api.crm import Kind
from api.quotes.models import Quote, QuoteLine
from tests.api.quotes.factories import edit_body, make_quote
from tests.api.quotes.test_add_edit import count, errors_of
from tests.factories import make_organisation, make_product


def discontinued(db: Session) -> Product:
    return make_product(db, code="ATH-RED", name="Atherstone Red", status=Status.discontinued.value)


def line(product: Product, **fields: Any) -> dict[str, Any]:
    return {
        "product_id": product.id,
        "description": product.name,
        "quantity": "2",
        "unit": "per_1000",
        "cost_price": "400.00",
        "sell_price": "520.00",
        **fields,
    }


def body(db: Session, *lines: dict[str, Any]) -> dict[str, Any]:
    customer = make_organisation(db, kind=Kind.customer, name="Acme Homes")
    return {"quote": {"customer_id": customer.id, "lines": list(lines)}, "notes": ""}


def test_a_new_line_of_a_discontinued_product_is_refused_naming_the_line(
    client: TestClient, db: Session, headers: dict[str, str]
) -> None:
    old = discontinued(db)
    active = make_product(db)
    r = client.post("/api/quotes/add", json=body(db, line(active), line(old)), headers=headers)
    assert errors_of(r) == {
        "lines.1.product_id": "ATH-RED Atherstone Red is discontinued: confirm to quote it anyway, "
        "or choose another product."
    }
    assert count(db, Quote) == 0


def test_confirmed_it_is_quoted_and_marked(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    old = discontinued(db)
    active = make_product(db)
    r = client.post(
        "/api/quotes/add", json=body(db, line(active), line(old, confirm_discontinued=True)), headers=headers
    )
    assert r.status_code == 201, r.text
    out = r.json()
    assert [(x["product_id"], x["discontinued"]) for x in out["lines"]] == [(active.id, False), (old.id, True)]
    assert count(db, QuoteLine, QuoteLine.product_id == old.id) == 1
    got = client.get(f"/api/quotes/{out['quote_id']}", headers=headers).json()
    assert [x["discontinued"] for x in got["lines"]] == [False, True]
    listed = {q["quote_id"]: q for q in client.get("/api/quotes", headers=headers).json()["items"]}
    assert listed[out["quote_id"]]["discontinued_lines"] == 1


def test_a_quote_without_them_lists_none(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    quote = make_quote(db)
    listed = {q["quote_id"]: q for q in client.get("/api/quotes", headers=headers).json()["items"]}
    assert listed[quote.id]["discontinued_lines"] == 0


def test_a_product_discontinued_after_it_was_quoted_saves_without_confirming(
    client: TestClient, db: Session, headers: dict[str, str]
) -> None:
    product = make_product(db, code="IBS-RED", name="Ibstock Red")
    quote = make_quote(db, lines=[line(product)])
    product.status = Status.discontinued.value
    db.flush()
    out = client.get(f"/api/quotes/{quote.id}", headers=headers).json()
    assert out["lines"][0]["discontinued"] is True
    saved = edit_body(out, customer_notes="Price held")
    r = client.post("/api/quotes/edit", json=saved, headers=headers)
    assert r.status_code == 200, r.text
    assert r.json()["customer_notes"] == "Price held"
    listed = {q["quote_id"]: q for q in client.get("/api/quotes", headers=headers).json()["items"]}
    assert listed[quote.id]["discontinued_lines"] == 1


def test_adding_one_to_a_saved_quote_is_refused_unless_confirmed(
    client: TestClient, db: Session, headers: dict[str, str]
) -> None:
    quote = make_quote(db)
    old = discontinued(db)
    out = client.get(f"/api/quotes/{quote.id}", headers=headers).json()
    saved = edit_body(out)
    saved["quote"]["lines"].append(line(old))
    r = client.post("/api/quotes/edit", json=saved, headers=headers)
    at = f"lines.{len(out['lines'])}.product_id"
    assert errors_of(r) == {
        at: "ATH-RED Atherstone Red is discontinued: confirm to quote it anyway, or choose another product."
    }
    assert count(db, QuoteLine, QuoteLine.product_id == old.id) == 0
    saved["quote"]["lines"][-1]["confirm_discontinued"] = True
    r = client.post("/api/quotes/edit", json=saved, headers=headers)
    assert r.status_code == 200, r.text
    assert r.json()["lines"][-1]["discontinued"] is True
    assert count(db, QuoteLine, QuoteLine.product_id == old.id) == 1


def test_the_name_matching_carries_the_status(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    old = discontinued(db)
    r = client.put("/api/products/name/query", json={"productArray": ["2000 Atherstone Red"]}, headers=headers)
    assert r.status_code == 200, r.text
    match = r.json()[0]["matches"][0]
    assert (match["product"]["product_id"], match["product"]["status"]) == (old.id, "discontinued")
