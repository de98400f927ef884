"""Actions from the chat: "start a quote for Acme with 12,000 red" is answered with a proposal (stored, nothing
else made); POST /brickmate/actions/confirm makes the draft quote for the proposal's own user, once; cancel drops it."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.crm import Kind, Organisation
from api.quotes.models import Quote, QuoteLine, QuoteVersion
from api.users.models import Role, User
from assistant.actions.draft_quote import DraftQuote, split
from assistant.actions.models import Proposal
from assistant.actions.quantities import Packing, convert
from assistant.models import Exchange
from tests.factories import headers_for, make_organisation, make_product, make_user

ASK = "/api/brickmate/askQuestion"
# 12,000 bricks of a product sold per 1,000: a quote line counts the bricks.
TWELVE_THOUSAND = Decimal(12000)
CONFIRM = "/api/brickmate/actions/confirm"
CANCEL = "/api/brickmate/actions/cancel"


@pytest.fixture
def customer(db: Session) -> Organisation:
    return make_organisation(db, name="Quarrington Builders Ltd")


@pytest.fixture
def catalogue(db: Session) -> dict[str, Any]:
    supplier = make_organisation(db, kind=Kind.supplier, name="Harrowgate Brick Co")
    red = make_product(db, supplier, code="HB-TR", name="Harrowgate Tradesman Red Multi", list_price="610.00")
    lintel = make_product(
        db, supplier, code="HB-LN", name="Steel Lintel 1200mm", category="lintel", selling_unit="each",
        cost_price="20.00", list_price="31.50", status="discontinued",
    )  # fmt: skip
    return {"red": red, "lintel": lintel}


def quotes_of(db: Session, customer: Organisation) -> int:
    return db.scalar(select(func.count()).select_from(Quote).where(Quote.customer_id == customer.id)) or 0


def propose(client: TestClient, headers: dict[str, str], question: str) -> dict[str, Any]:
    response = client.post(ASK, json={"question": question}, headers=headers)
    assert response.status_code == 200, response.text
    return response.json()


QUESTION = "new quote for Quarrington: 12,000 Harrowgate Tradesman red and 40 steel lintels, 3 unobtainium widgets"


def test_the_request_is_read_into_party_and_lines() -> None:
    assert split("draft a quote for pennine with 10k red multis") == ("pennine", ["10k red multis"])
    assert split("Please start a new quote for Acme Roofing: 12,000 red, 40 lintels and 2 pallets of sand.") == (
        "Acme Roofing",
        ["12,000 red", "40 lintels", "2 pallets of sand"],
    )
    assert split("how much is the red multi?") is None
    assert split("what quotes for Acme are open") is None


def test_quantities_go_into_the_selling_unit() -> None:
    per_1000 = Packing("per_1000", None, 500)
    assert convert(Decimal(12000), None, per_1000).quantity == TWELVE_THOUSAND
    assert convert(Decimal(2), "pallet", per_1000).quantity == TWELVE_THOUSAND / 12
    assert convert(Decimal(40), None, Packing("each", None, None)).quantity == Decimal(40)
    assert "check the quantity" in convert(Decimal(2), "tonne", per_1000).note


def test_a_request_is_proposed_and_nothing_is_made(
    client: TestClient, db: Session, headers: dict[str, str], staff: User, customer: Organisation,
    catalogue: dict[str, Any],
) -> None:  # fmt: skip
    body = propose(client, headers, QUESTION)
    proposal = body["proposal"]
    assert proposal["kind"] == "draft_quote" and proposal["status"] == "pending"
    payload = proposal["payload"]
    assert payload["party"] == {"organisation_id": customer.id, "name": customer.name, "kind": "customer"}
    lines = {line["code"]: line for line in payload["lines"]}
    red, lintel = lines["HB-TR"], lines["HB-LN"]
    assert (red["quantity"], red["unit"], red["shown"], red["discontinued"]) == (
        str(TWELVE_THOUSAND),
        "per_1000",
        "12,000 bricks",
        False,
    )
    assert (lintel["quantity"], lintel["shown"], lintel["discontinued"]) == ("40", "40 each", True)
    assert "12,000 bricks Harrowgate Tradesman Red Multi" in proposal["summary"]
    assert payload["unmatched"] == ["3 unobtainium widgets"]
    assert "Discontinued: Steel Lintel 1200mm" in proposal["summary"]
    assert "unobtainium" in proposal["summary"]
    assert body["entities"]["customers"] == [customer.name]
    assert quotes_of(db, customer) == 0
    row = db.get(Proposal, proposal["proposal_id"])
    assert row is not None and (row.user_id, row.status, row.exchange_id) == (staff.id, "pending", body["exchange_id"])


def test_confirming_makes_the_draft_quote_once(
    client: TestClient, db: Session, headers: dict[str, str], staff: User, customer: Organisation,
    catalogue: dict[str, Any],
) -> None:  # fmt: skip
    proposal_id = propose(client, headers, QUESTION)["proposal"]["proposal_id"]
    response = client.post(CONFIRM, json={"proposal_id": proposal_id}, headers=headers)
    assert response.status_code == 200, response.text
    body = response.json()
    quote = db.scalar(select(Quote).where(Quote.customer_id == customer.id))
    assert quote is not None and quote.created_by_id == staff.id and quote.account_manager_id == staff.id
    assert body["status"] == "executed"
    assert body["result"]["link"] == f"/quotes/editor/{quote.id}"
    assert body["result"]["record_id"] == quote.id and quote.number in body["result"]["text"]
    version = db.scalar(select(QuoteVersion).where(QuoteVersion.quote_id == quote.id))
    assert version is not None and version.status == "draft"
    lines = db.scalars(select(QuoteLine).where(QuoteLine.version_id == version.id)).all()
    got = sorted((line.product_id, line.quantity, line.unit, line.sell_price) for line in lines)
    red, lintel = catalogue["red"], catalogue["lintel"]
    assert got == sorted(
        [(red.id, TWELVE_THOUSAND, "per_1000", Decimal("610.00")), (lintel.id, Decimal(40), "each", Decimal("31.50"))]
    )
    exchange = db.get(Exchange, db.get(Proposal, proposal_id).exchange_id)  # type: ignore[union-attr]
    assert exchange is not None and exchange.answer["proposal"]["status"] == "executed"

    again = client.post(CONFIRM, json={"proposal_id": proposal_id}, headers=headers)
    assert again.status_code == 409 and "already confirmed" in again.json()["detail"]
    assert client.post(CANCEL, json={"proposal_id": proposal_id}, headers=headers).status_code == 409
    assert quotes_of(db, customer) == 1


def test_cancelling_makes_nothing(
    client: TestClient, db: Session, headers: dict[str, str], customer: Organisation, catalogue: dict[str, Any]
) -> None:
    proposal_id = propose(client, headers, QUESTION)["proposal"]["proposal_id"]
    response = client.post(CANCEL, json={"proposal_id": proposal_id}, headers=headers)
    assert response.status_code == 200 and response.json()["status"] == "cancelled"
    again = client.post(CONFIRM, json={"proposal_id": proposal_id}, headers=headers)
    assert again.status_code == 409 and "cancelled" in again.json()["detail"]
    assert quotes_of(db, customer) == 0


def test_another_users_proposal_is_not_found(
    client: TestClient, db: Session, headers: dict[str, str], customer: Organisation, catalogue: dict[str, Any]
) -> None:
    proposal_id = propose(client, headers, QUESTION)["proposal"]["proposal_id"]
    other = headers_for(db, make_user(db))
    for call in (CONFIRM, CANCEL):
        response = client.post(call, json={"proposal_id": proposal_id}, headers=other)
        assert response.status_code == 404 and response.json()["detail"] == "This proposal does not exist."
    assert client.post(CONFIRM, json={"proposal_id": proposal_id + 1000}, headers=headers).status_code == 404
    assert quotes_of(db, customer) == 0


def test_an_expired_proposal_is_refused(
    client: TestClient, db: Session, headers: dict[str, str], customer: Organisation, catalogue: dict[str, Any]
) -> None:
    proposal_id = propose(client, headers, QUESTION)["proposal"]["proposal_id"]
    row = db.get(Proposal, proposal_id)
    assert row is not None
    row.expires_at = row.created_at
    db.flush()
    response = client.post(CONFIRM, json={"proposal_id": proposal_id}, headers=headers)
    assert response.status_code == 409 and "expired" in response.json()["detail"]
    assert quotes_of(db, customer) == 0


def test_no_customer_of_that_name_is_said_and_nothing_proposed(
    client: TestClient, db: Session, headers: dict[str, str], catalogue: dict[str, Any]
) -> None:
    body = propose(client, headers, "start a quote for Zyxwvut Homes with 500 Harrowgate red")
    assert body["proposal"] is None and "could not find a customer" in body["text"]
    body = propose(client, headers, "start a quote for Harrowgate Brick with 500 Harrowgate red")
    assert body["proposal"] is None and "not a customer" in body["text"]
    assert db.scalar(select(func.count()).select_from(Proposal)) == 0


def test_calls_need_a_token_and_a_proposal_id(client: TestClient, headers: dict[str, str]) -> None:
    assert client.post(CONFIRM, json={"proposal_id": 1}).status_code == 401
    assert client.post(CANCEL, json={"proposal_id": 1}).status_code == 401
    response = client.post(CONFIRM, json={"proposal_id": "abc"}, headers=headers)
    assert response.status_code == 422 and "proposal_id" in response.text
    response = client.post(CONFIRM, json={}, headers=headers)
    assert response.status_code == 422 and "proposal_id" in response.text


def test_the_role_applies_as_on_the_screens(
    client: TestClient, db: Session, headers: dict[str, str], customer: Organisation, catalogue: dict[str, Any],
    monkeypatch: pytest.MonkeyPatch,
) -> None:  # fmt: skip
    """A kind only managers may confirm: staff are told so (no proposal), and a proposal kept from before is 403."""
    proposal_id = propose(client, headers, QUESTION)["proposal"]["proposal_id"]
    monkeypatch.setattr(DraftQuote, "roles", frozenset({Role.admin, Role.manager}))
    body = propose(client, headers, QUESTION)
    assert body["proposal"] is None and "Your role cannot do this" in body["text"]
    response = client.post(CONFIRM, json={"proposal_id": proposal_id}, headers=headers)
    assert response.status_code == 403 and response.json()["detail"] == "Your role cannot do this."
    assert quotes_of(db, customer) == 0
    row = db.get(Proposal, proposal_id)
    assert row is not None and row.status == "pending"


def test_a_question_about_a_quote_is_no_request() -> None:
    assert split("draft quote for Acme?") is None
    assert split("open quote for Acme") is None
    assert split("new quotes for Acme this month") is None
    assert split("draft a quote for Acme") == ("Acme", [])
    assert split("new quote for Acme: 500 red") == ("Acme", ["500 red"])
