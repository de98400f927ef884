"""Issue 13 part 2, points 1 and 2: a quote below cost reads back with a red (negative) margin, and totals past
the money column's range are refused with a field message before anything is computed, never a 500."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from api.crm import Kind
from api.quotes.service import content, quotes
from tests.api.quotes.factories import make_quote, mark_sent
from tests.factories import make_organisation


def line(quantity: str, sell: str, cost: str = "0", **fields: Any) -> dict[str, Any]:
    return {"description": "Item", "quantity": quantity, "cost_price": cost, "sell_price": sell, **fields}


def add(client: TestClient, db: Session, headers: dict[str, str], lines: list[dict[str, Any]], **fields: Any) -> Any:
    customer = make_organisation(db, kind=Kind.customer)
    body = {"quote": {"customer_id": customer.id, "lines": lines, **fields}, "notes": ""}
    return client.post("/api/quotes/add", json=body, headers=headers)


def test_a_loss_leader_saves_and_reads_back_with_a_negative_margin(
    client: TestClient, db: Session, headers: dict[str, str]
) -> None:
    r = add(client, db, headers, [line("10", "5.00", cost="8.00")])
    assert r.status_code == 201, r.text
    out = client.get(f"/api/quotes/{r.json()['quote_id']}", headers=headers)
    assert out.status_code == 200, out.text
    totals = out.json()["totals"]
    assert (totals["subtotal"], totals["cost"], totals["margin"]) == ("50.00", "80.00", "-30.00")
    assert totals["margin_percent"] == -60.0
    assert out.json()["lines"][0]["margin_percent"] == -60.0


def test_a_customer_ticking_a_loss_making_option_leaves_the_quote_readable(
    client: TestClient, db: Session, headers: dict[str, str]
) -> None:
    quote = make_quote(
        db,
        lines=[line("1", "10.00", cost="1.00"), line("1", "1.00", cost="500.00", optional=True, selected=False)],
    )
    mark_sent(db, quote)
    option = content.lines_of(db, quotes.version_of(db, quote).id)[1]
    body = {"uuid": str(quote.uuid), "version": quote.sent_version, "line_id": option.id, "selected": True}
    assert client.put("/api/quotes/customer/toggleSelected", json=body).status_code == 200

    r = client.get(f"/api/quotes/{quote.id}", headers=headers)
    assert r.status_code == 200, r.text
    assert r.json()["totals"]["margin"] == "-490.00"
    listed = client.get("/api/quotes", headers=headers)
    assert listed.status_code == 200, listed.text


@pytest.mark.parametrize(
    ("lines", "shipping", "field"),
    [
        ([line("1", "9999999999.99"), line("1", "9999999999.99")], {}, "lines"),
        ([line("1", "9000000000.00")], {}, "lines"),  # with 20 % VAT: 10.8 billion
        ([line("2", "9999999999.99")], {}, "lines.0.quantity"),
        ([], {"loads": 1000, "price_per_load": "9999999.00"}, "shipping"),
        ([line("1", "1.00", cost="9999999999.99"), line("2", "1.00", cost="9999999999.99")], {}, "lines.1.quantity"),
        ([line("1000000000", "1.00")], {}, "lines.0.quantity"),  # past the quantity column (999,999,999.999)
    ],
)
def test_totals_past_the_money_range_are_refused_with_a_field_message(
    client: TestClient,
    db: Session,
    headers: dict[str, str],
    lines: list[dict[str, Any]],
    shipping: dict[str, Any],
    field: str,
) -> None:
    r = add(client, db, headers, lines, shipping=shipping)
    assert r.status_code == 422, r.text
    errors = {e["field"]: e["message"] for e in r.json()["errors"]}
    assert field in errors, errors
    assert "too large" in errors[field] or "at most" in errors[field]


def test_optional_lines_count_towards_the_limit(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    """The customer may tick every option: the largest total they can reach must fit."""
    r = add(
        client,
        db,
        headers,
        [line("1", "5000000000.00"), line("1", "5000000000.00", optional=True, selected=False)],
        vat_rate="0",
    )
    assert r.status_code == 422, r.text
    assert r.json()["errors"][0]["field"] == "lines"


def test_the_largest_total_that_fits_is_accepted(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    r = add(client, db, headers, [line("1", "9999999999.99")], vat_rate="0")
    assert r.status_code == 201, r.text
    assert r.json()["totals"]["total"] == "9999999999.99"
    assert quotes.version_of(db, quotes.get(db, r.json()["quote_id"])).total == Decimal("9999999999.99")


def test_an_order_taken_directly_is_held_to_the_same_range(
    client: TestClient, db: Session, headers: dict[str, str]
) -> None:
    customer = make_organisation(db, kind=Kind.customer)
    body = {"customer_id": customer.id, "lines": [line("1", "9999999999.99"), line("1", "9999999999.99")]}
    r = client.post("/api/orders/add", json=body, headers=headers)
    assert r.status_code == 422, r.text
    assert r.json()["errors"][0]["field"] == "lines"
