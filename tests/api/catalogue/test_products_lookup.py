"""PUT /products/lookup (by ids or codes) and PUT /products/supplier (one or more suppliers' products)."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from api.catalogue.models import Product
from api.catalogue.schemas import MAX_LOOKUP
from api.crm import Kind, Organisation
from tests.api.catalogue.helpers import BASE, Headers, errors, ok
from tests.factories import make_organisation, make_product


@pytest.fixture
def suppliers(db: Session) -> tuple[Organisation, Organisation, Organisation]:
    ibstock = make_organisation(db, kind=Kind.supplier, name="Ibstock Brick")
    forterra = make_organisation(db, kind=Kind.supplier, name="Forterra")
    quiet = make_organisation(db, kind=Kind.supplier, name="Quiet Quarry")
    make_product(db, ibstock, code="IBS-TRD-RED", name="Tradesman Red Multi", colour="Red", list_price="536.50")
    make_product(db, ibstock, code="M4", name="Ibstock Mortar", category="mortar", selling_unit="tonne")
    make_product(db, ibstock, code="IBS-CHS-BUF", name="Cheshire Buff", colour="Buff")
    make_product(db, forterra, code="m4", name="Forterra Mortar", category="mortar", selling_unit="tonne")
    make_product(db, forterra, code="FOR-LBC-CMN", name="LBC Common", category="common", colour="Red")
    return ibstock, forterra, quiet


def lookup(client: TestClient, headers: Headers, **body: Any) -> Any:
    return client.put(f"{BASE}/lookup", json=body, headers=headers)


def by_supplier(client: TestClient, headers: Headers, **body: Any) -> Any:
    return client.put(f"{BASE}/supplier", json=body, headers=headers)


def ids_of(db: Session, *codes: str) -> list[int]:
    return [db.scalars(select(Product.id).where(Product.code == code)).one() for code in codes]


def test_lookup_by_ids(client: TestClient, db: Session, headers: Headers, suppliers: Any) -> None:
    red, common = ids_of(db, "IBS-TRD-RED", "FOR-LBC-CMN")

    body = ok(lookup(client, headers, ids=[red, common, common, red + common + 1000]))

    assert [(p["product_id"], p["code"], p["supplier_name"]) for p in body] == [
        (common, "FOR-LBC-CMN", "Forterra"),
        (red, "IBS-TRD-RED", "Ibstock Brick"),
    ]
    assert (body[1]["list_price"], body[1]["cost_price"], body[1]["margin_percent"]) == ("536.50", "400.00", 25.4)


def test_lookup_by_codes_whatever_their_case(client: TestClient, db: Session, headers: Headers, suppliers: Any) -> None:
    body = ok(lookup(client, headers, codes=["ibs-trd-red", " IBS-CHS-BUF ", "NOPE"]))

    assert [p["code"] for p in body] == ["IBS-CHS-BUF", "IBS-TRD-RED"]


def test_a_code_at_two_suppliers_answers_both(client: TestClient, headers: Headers, suppliers: Any) -> None:
    body = ok(lookup(client, headers, codes=["M4"]))

    assert sorted((p["supplier_name"], p["code"]) for p in body) == [("Forterra", "m4"), ("Ibstock Brick", "M4")]


def test_lookup_by_ids_and_codes_together(client: TestClient, db: Session, headers: Headers, suppliers: Any) -> None:
    [red] = ids_of(db, "IBS-TRD-RED")

    body = ok(lookup(client, headers, ids=[red], codes=["for-lbc-cmn", "IBS-TRD-RED"]))

    assert [p["code"] for p in body] == ["FOR-LBC-CMN", "IBS-TRD-RED"]


def test_lookup_of_nothing_found(client: TestClient, headers: Headers, suppliers: Any) -> None:
    assert ok(lookup(client, headers, ids=[999_999], codes=["NOPE"])) == []


@pytest.mark.parametrize("body", [{}, {"ids": [], "codes": []}, {"codes": ["", "  "]}])
def test_lookup_needs_ids_or_codes(client: TestClient, headers: Headers, body: dict[str, Any]) -> None:
    assert errors(lookup(client, headers, **body)) == [
        {"field": "ids", "message": "Give at least one product id or code."}
    ]


def test_lookup_bad_input(client: TestClient, headers: Headers) -> None:
    assert errors(lookup(client, headers, ids=["one"])) == [
        {"field": "ids.0", "message": "This field can only contain integer values"}
    ]
    assert errors(lookup(client, headers, codes=["x" * 51])) == [
        {"field": "codes.0", "message": "You must enter a maximum of 50 characters"}
    ]
    assert [e["field"] for e in errors(lookup(client, headers, ids=list(range(1, MAX_LOOKUP + 2))))] == ["ids"]
    assert errors(lookup(client, headers, ids=[5, 10**30])) == [
        {"field": "ids.1", "message": "Input should be less than or equal to 2147483647"}
    ]


def test_products_of_one_supplier(client: TestClient, headers: Headers, suppliers: Any) -> None:
    ibstock, _, _ = suppliers

    body = ok(by_supplier(client, headers, supplier_ids=[ibstock.id]))

    assert [p["code"] for p in body["items"]] == ["IBS-CHS-BUF", "M4", "IBS-TRD-RED"]
    assert {p["supplier_name"] for p in body["items"]} == {"Ibstock Brick"}
    assert (body["total"], body["total_exact"], body["page"]) == (3, True, 1)


def test_products_of_two_suppliers_paged_and_searched(client: TestClient, headers: Headers, suppliers: Any) -> None:
    ibstock, forterra, _ = suppliers

    first = ok(by_supplier(client, headers, supplier_ids=[ibstock.id, forterra.id], items_per_page=3))
    second = ok(by_supplier(client, headers, supplier_ids=[ibstock.id, forterra.id], items_per_page=3, page=2))
    mortars = ok(by_supplier(client, headers, supplier_ids=[forterra.id, ibstock.id], q="mortar"))
    red = ok(by_supplier(client, headers, supplier_ids=[forterra.id], q="red"))

    assert [p["code"] for p in first["items"] + second["items"]] == [
        "IBS-CHS-BUF",
        "m4",
        "M4",
        "FOR-LBC-CMN",
        "IBS-TRD-RED",
    ]
    assert (first["total"], second["total"], second["page"]) == (5, 5, 2)
    assert [p["code"] for p in mortars["items"]] == ["m4", "M4"]
    assert [p["code"] for p in red["items"]] == ["FOR-LBC-CMN"]


def test_a_supplier_without_products(client: TestClient, headers: Headers, suppliers: Any) -> None:
    _, _, quiet = suppliers

    body = ok(by_supplier(client, headers, supplier_ids=[quiet.id]))

    assert (body["items"], body["total"]) == ([], 0)


def test_the_supplier_call_needs_suppliers(client: TestClient, db: Session, headers: Headers, suppliers: Any) -> None:
    ibstock, _, _ = suppliers
    customer = make_organisation(db, kind=Kind.customer)
    archived = make_organisation(db, kind=Kind.supplier, archived=True)
    make_product(db, archived, code="OLD-1")
    gone = archived.id + 1000

    refused = by_supplier(client, headers, supplier_ids=[ibstock.id, customer.id, gone])
    of_archived = ok(by_supplier(client, headers, supplier_ids=[archived.id]))

    assert errors(refused) == [
        {"field": "supplier_ids", "message": f"These suppliers do not exist: {customer.id}, {gone}."}
    ]
    assert [p["code"] for p in of_archived["items"]] == ["OLD-1"]


@pytest.mark.parametrize(
    ("body", "field", "message"),
    [
        ({}, "supplier_ids", "This field is required"),
        ({"supplier_ids": [2**31]}, "supplier_ids.0", "Input should be less than or equal to 2147483647"),
        ({"supplier_ids": []}, "supplier_ids", "This field is required"),
        ({"supplier_ids": ["x"]}, "supplier_ids.0", "This field can only contain integer values"),
        ({"supplier_ids": [1], "page": 0}, "page", "Input should be greater than or equal to 1"),
        ({"supplier_ids": [1], "q": "x" * 201}, "q", "You must enter a maximum of 200 characters"),
    ],
)
def test_supplier_call_bad_input(
    client: TestClient, headers: Headers, body: dict[str, Any], field: str, message: str
) -> None:
    assert errors(by_supplier(client, headers, **body)) == [{"field": field, "message": message}]
