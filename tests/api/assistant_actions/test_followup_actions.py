"""Actions asked for in a follow-up: "quote them for 5k of those" after a customer and a product were asked about
proposes a draft quote for that customer with that product (nothing made before the confirmation click, the role
applying as on the screens); "ask them for prices on 2k of those" after who supplies a product asks that supplier;
"remind me to chase them tomorrow" links the customer; "quote quarrington builders for 5000 of it" after a
product's price names the customer and takes the product before. With nothing in the conversation to point at,
nothing is proposed with records the question never named."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.buying.models import SupplierQuote
from api.crm import Kind, Organisation
from api.quotes.models import Quote, QuoteLine, QuoteVersion
from api.users.models import Role
from assistant.actions.draft_quote import DraftQuote
from assistant.actions.followup import _lines
from assistant.actions.models import Proposal
from tests.factories import make_organisation, make_product

ASK = "/api/brickmate/askQuestion"
CONFIRM = "/api/brickmate/actions/confirm"
FIVE_THOUSAND = Decimal(5000)


@pytest.fixture
def records(db: Session) -> dict[str, Any]:
    customer = make_organisation(db, name="Quarrington Builders Ltd")
    other = make_organisation(db, name="Moorgate Homes Ltd")
    supplier = make_organisation(db, kind=Kind.supplier, name="Harrowgate Brick Co")
    red = make_product(db, supplier, code="HB-TR", name="Harrowgate Tradesman Red Multi", list_price="610.00")
    return {"customer": customer, "other": other, "supplier": supplier, "red": red}


def ask(client: TestClient, headers: dict[str, str], question: str, conversation: int | None = None) -> dict[str, Any]:
    body: dict[str, Any] = {"question": question}
    if conversation is not None:
        body["conversation_id"] = conversation
    response = client.post(ASK, json=body, headers=headers)
    assert response.status_code == 200, response.text
    answer: dict[str, Any] = response.json()
    return answer


def quotes_of(db: Session, customer: Organisation) -> int:
    return db.scalar(select(func.count()).select_from(Quote).where(Quote.customer_id == customer.id)) or 0


def chain(client: TestClient, headers: dict[str, str], *questions: str) -> dict[str, Any]:
    """Ask the questions in one conversation; the last answer."""
    first = ask(client, headers, questions[0])
    answer = first
    for question in questions[1:]:
        answer = ask(client, headers, question, first["conversation_id"])
    return answer


def test_the_lines_name_the_product_the_conversation_was_about() -> None:
    assert _lines("5k of those", "Tradesman Red") == "5k Tradesman Red"
    assert _lines("10,000 of them and 40 lintels", "Tradesman Red") == "10,000 Tradesman Red and 40 lintels"
    assert _lines("500 of the same", "Tradesman Red") == "500 Tradesman Red"
    assert _lines("40 lintels", "") == "40 lintels"
    assert _lines("5k of those", "") is None


def test_quote_them_for_those_proposes_the_customer_and_product_before_and_makes_nothing(
    client: TestClient, db: Session, headers: dict[str, str], records: dict[str, Any]
) -> None:
    customer, red = records["customer"], records["red"]
    body = chain(
        client, headers, "quotes for quarrington builders", "price of the harrowgate tradesman red multi",
        "send them a quote for 5k of those",
    )  # fmt: skip
    proposal = body["proposal"]
    assert proposal is not None and proposal["kind"] == "draft_quote" and proposal["status"] == "pending"
    payload = proposal["payload"]
    assert payload["party"]["organisation_id"] == customer.id
    assert [(line["product_id"], line["quantity"]) for line in payload["lines"]] == [(red.id, str(FIVE_THOUSAND))]
    assert payload["unmatched"] == []
    assert quotes_of(db, customer) == 0 and quotes_of(db, records["other"]) == 0  # nothing before the click

    response = client.post(CONFIRM, json={"proposal_id": proposal["proposal_id"]}, headers=headers)
    assert response.status_code == 200, response.text
    quote = db.scalar(select(Quote).where(Quote.customer_id == customer.id))
    assert quote is not None
    version = db.scalar(select(QuoteVersion).where(QuoteVersion.quote_id == quote.id))
    assert version is not None
    lines = db.scalars(select(QuoteLine).where(QuoteLine.version_id == version.id)).all()
    assert [(line.product_id, line.quantity) for line in lines] == [(red.id, FIVE_THOUSAND)]


def test_quote_a_named_customer_for_some_of_it_proposes_the_product_before_and_makes_nothing(
    client: TestClient, db: Session, headers: dict[str, str], records: dict[str, Any]
) -> None:
    customer, red = records["customer"], records["red"]
    body = chain(
        client, headers, "price of the harrowgate tradesman red multi", "quote quarrington builders for 5000 of it"
    )
    proposal = body["proposal"]
    assert proposal is not None and proposal["kind"] == "draft_quote" and proposal["status"] == "pending"
    assert proposal["payload"]["party"]["organisation_id"] == customer.id
    assert [(line["product_id"], line["quantity"]) for line in proposal["payload"]["lines"]] == [
        (red.id, str(FIVE_THOUSAND))
    ]
    assert quotes_of(db, customer) == 0  # nothing before the click


def test_the_newest_customer_named_is_them(
    client: TestClient, db: Session, headers: dict[str, str], records: dict[str, Any]
) -> None:
    body = chain(
        client, headers, "quotes for quarrington builders", "and moorgate homes?",
        "price of the harrowgate tradesman red multi", "quote them for 5k of those",
    )  # fmt: skip
    assert body["proposal"]["payload"]["party"]["organisation_id"] == records["other"].id


def test_ask_them_for_prices_after_who_supplies_it(
    client: TestClient, db: Session, headers: dict[str, str], records: dict[str, Any]
) -> None:
    supplier, red = records["supplier"], records["red"]
    body = chain(
        client, headers, "who supplies the harrowgate tradesman red multi", "ask them for prices on 2k of those"
    )
    proposal = body["proposal"]
    assert proposal is not None and proposal["kind"] == "request_prices"
    assert [s["organisation_id"] for s in proposal["payload"]["suppliers"]] == [supplier.id]
    assert [line["product_id"] for line in proposal["payload"]["lines"]] == [red.id]
    count = db.scalar(select(func.count()).select_from(SupplierQuote).where(SupplierQuote.supplier_id == supplier.id))
    assert count == 0  # nothing asked before the click


def test_remind_me_to_chase_them_links_the_customer(
    client: TestClient, db: Session, headers: dict[str, str], records: dict[str, Any]
) -> None:
    body = chain(client, headers, "quotes for quarrington builders", "remind me to chase them tomorrow")
    proposal = body["proposal"]
    assert proposal is not None and proposal["kind"] == "create_task"
    links = proposal["payload"]["links"]
    assert [(link["record_type"], link["record_id"]) for link in links] == [("customer", records["customer"].id)]


def test_the_role_applies_to_a_follow_up_as_on_the_screens(
    client: TestClient, db: Session, headers: dict[str, str], records: dict[str, Any],
    monkeypatch: pytest.MonkeyPatch,
) -> None:  # fmt: skip
    monkeypatch.setattr(DraftQuote, "roles", frozenset({Role.admin, Role.manager}))
    body = chain(
        client, headers, "quotes for quarrington builders", "price of the harrowgate tradesman red multi",
        "quote them for 5k of those",
    )  # fmt: skip
    assert body["proposal"] is None and "Your role cannot do this" in body["text"]
    assert db.scalar(select(func.count()).select_from(Proposal)) == 0
    assert quotes_of(db, records["customer"]) == 0


def test_nothing_to_point_at_proposes_nothing(
    client: TestClient, db: Session, headers: dict[str, str], records: dict[str, Any]
) -> None:
    body = ask(client, headers, "send them a quote for 5k of those")
    assert body["proposal"] is None
    body = chain(client, headers, "quotes for quarrington builders", "send them a quote for 5k of those")
    assert body["proposal"] is None  # a customer, but no product to stand for "those"
    assert db.scalar(select(func.count()).select_from(Proposal)) == 0
