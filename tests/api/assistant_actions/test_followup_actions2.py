"""Quote requests asked after a look-up, fourth round (branch asst13): a customer called by their initials ("quote
qbl 5000 of it") and the shapes "quote them 5000 of those" and "put them a quote together for 5000 of those" are
proposed as a draft quote for that customer with the product before, and nothing is made before the click."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from api.crm import Kind
from tests.api.assistant_actions.test_followup_actions import chain, quotes_of
from tests.factories import make_organisation, make_product

FIVE_THOUSAND = str(Decimal(5000))


@pytest.fixture
def records(db: Session) -> dict[str, Any]:
    customer = make_organisation(db, name="Quarrington Builders Ltd", account_number="QBL044")
    supplier = make_organisation(db, kind=Kind.supplier, name="Harrowgate Brick Co")
    red = make_product(db, supplier, code="HB-TR", name="Harrowgate Tradesman Red Multi", list_price="610.00")
    return {"customer": customer, "red": red}


def _proposed(body: dict[str, Any], records: dict[str, Any]) -> None:
    proposal = body["proposal"]
    assert proposal is not None and proposal["kind"] == "draft_quote" and proposal["status"] == "pending"
    assert proposal["payload"]["party"]["organisation_id"] == records["customer"].id
    assert [(line["product_id"], line["quantity"]) for line in proposal["payload"]["lines"]] == [
        (records["red"].id, FIVE_THOUSAND)
    ]


def test_a_customer_by_initials_is_proposed_and_nothing_is_made(
    client: TestClient, db: Session, headers: dict[str, str], records: dict[str, Any]
) -> None:
    body = chain(client, headers, "price of the harrowgate tradesman red multi", "quote qbl 5000 of it")
    _proposed(body, records)
    assert quotes_of(db, records["customer"]) == 0  # nothing before the click


@pytest.mark.parametrize("request_", ["quote them 5000 of those", "put them a quote together for 5000 of those"])
def test_more_shapes_of_a_request_after_a_customer_and_a_product(
    client: TestClient, db: Session, headers: dict[str, str], records: dict[str, Any], request_: str
) -> None:
    body = chain(
        client, headers, "quotes for quarrington builders", "price of the harrowgate tradesman red multi", request_
    )
    _proposed(body, records)
    assert quotes_of(db, records["customer"]) == 0
