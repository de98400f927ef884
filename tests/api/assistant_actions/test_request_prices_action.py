"""Asking suppliers for prices from the chat: "ask Harrowgate and Kirkby for prices on 20,000 red" is answered with a
proposal (nothing made); confirming makes one draft supplier quote per supplier, grouped as one request, with the
lines asked (or a customer quote's lines); a name that is no supplier is said so and nothing is proposed."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.buying.models import SupplierQuote, SupplierQuoteCustomerQuote, SupplierQuoteLine, SupplierQuoteVersion
from api.crm import Kind, Organisation
from api.users.models import User
from assistant.actions.request_prices import split
from tests.api.quotes.factories import make_quote
from tests.factories import make_organisation, make_product

ASK = "/api/brickmate/askQuestion"
CONFIRM = "/api/brickmate/actions/confirm"


@pytest.fixture
def suppliers(db: Session) -> dict[str, Any]:
    harrowgate = make_organisation(db, kind=Kind.supplier, name="Harrowgate Brick Co")
    kirkby = make_organisation(db, kind=Kind.supplier, name="Kirkby Clay Works")
    red = make_product(db, harrowgate, code="HB-TR", name="Harrowgate Tradesman Red Multi", list_price="610.00")
    return {"harrowgate": harrowgate, "kirkby": kirkby, "red": red}


def supplier_quotes(db: Session, supplier: Organisation) -> list[SupplierQuote]:
    return list(db.scalars(select(SupplierQuote).where(SupplierQuote.supplier_id == supplier.id)))


def test_the_request_is_read_into_suppliers_and_what_to_price() -> None:
    assert split("ask ibstock and northern for prices on 20,000 funton and 40 lintels") == (
        ["ibstock", "northern"],
        "20,000 funton and 40 lintels",
    )
    assert split("get a price from wienerberger for 30k kassandra") == (["wienerberger"], "30k kassandra")
    assert split("rfq to forterra for Q-260010") == (["forterra"], "Q-260010")
    assert split("what did ibstock quote for the riverside job") is None
    assert split("ask acme about the red multi") is None


def test_proposed_then_confirmed_makes_one_draft_per_supplier(
    client: TestClient, db: Session, headers: dict[str, str], staff: User, suppliers: dict[str, Any]
) -> None:
    response = client.post(
        ASK,
        json={"question": "ask Harrowgate and Kirkby Clay for prices on 20,000 Harrowgate Tradesman red"},
        headers=headers,
    )
    assert response.status_code == 200, response.text
    body = response.json()
    proposal = body["proposal"]
    assert proposal["kind"] == "request_prices" and proposal["status"] == "pending"
    payload = proposal["payload"]
    assert [s["name"] for s in payload["suppliers"]] == ["Harrowgate Brick Co", "Kirkby Clay Works"]
    assert [(line["code"], line["quantity"]) for line in payload["lines"]] == [("HB-TR", "20000")]
    assert "Ask Harrowgate Brick Co, Kirkby Clay Works for prices on 1 line" in proposal["summary"]
    assert supplier_quotes(db, suppliers["harrowgate"]) == []  # nothing before the confirmation

    confirmed = client.post(CONFIRM, json={"proposal_id": proposal["proposal_id"]}, headers=headers)
    assert confirmed.status_code == 200, confirmed.text
    result = confirmed.json()["result"]
    [first] = supplier_quotes(db, suppliers["harrowgate"])
    [second] = supplier_quotes(db, suppliers["kirkby"])
    assert first.request_id is not None and first.request_id == second.request_id
    assert (first.status, first.created_by_id) == ("draft", staff.id)
    assert result["record_kind"] == "supplier_quote" and result["link"] == f"/supplier-quotes/editor/{first.id}"
    lines = db.scalars(
        select(SupplierQuoteLine)
        .join(SupplierQuoteVersion, SupplierQuoteVersion.id == SupplierQuoteLine.version_id)
        .where(SupplierQuoteVersion.supplier_quote_id == second.id)
    ).all()
    assert [(line.product_id, line.quantity, line.unit) for line in lines] == [
        (suppliers["red"].id, Decimal(20000), "per_1000")
    ]


def test_a_customer_quotes_lines_are_asked(
    client: TestClient, db: Session, headers: dict[str, str], suppliers: dict[str, Any]
) -> None:
    quote = make_quote(db)  # its default lines
    db.commit()
    body = client.post(ASK, json={"question": f"rfq to kirkby clay works for {quote.number}"}, headers=headers).json()
    payload = body["proposal"]["payload"]
    assert payload["customer_quote"] == {"quote_id": quote.id, "number": quote.number}
    assert (
        client.post(CONFIRM, json={"proposal_id": body["proposal"]["proposal_id"]}, headers=headers).status_code == 200
    )
    [made] = supplier_quotes(db, suppliers["kirkby"])
    linked = db.scalar(
        select(func.count())
        .select_from(SupplierQuoteCustomerQuote)
        .where(SupplierQuoteCustomerQuote.supplier_quote_id == made.id, SupplierQuoteCustomerQuote.quote_id == quote.id)
    )
    assert linked == 1


def test_a_name_that_is_no_supplier_is_said_and_nothing_proposed(
    client: TestClient, db: Session, headers: dict[str, str], suppliers: dict[str, Any]
) -> None:
    make_organisation(db, name="Quarrington Builders Ltd")
    db.commit()
    body = client.post(
        ASK, json={"question": "ask quarrington builders for prices on 2,000 harrowgate red"}, headers=headers
    ).json()
    assert body["proposal"] is None
    assert "Quarrington Builders Ltd is not a supplier" in body["text"]
