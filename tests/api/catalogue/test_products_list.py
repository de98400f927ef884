"""The product list (GET /products/all, GET /products/paginated/{page}, POST /products/query): search, filters,
sorts, pages and the capped count."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from decimal import Decimal
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from api.catalogue.models import Product
from api.catalogue.service import search
from api.crm import Kind, Organisation
from tests.api.catalogue.helpers import BASE, Headers, codes, errors, ok, query
from tests.factories import make_organisation, make_product


@dataclass
class Catalogue:
    ibstock: Organisation
    forterra: Organisation
    wienerberger: Organisation
    products: dict[str, Product]


START = datetime(2025, 1, 6, 9, 0, tzinfo=UTC)
# code, supplier, name, category, colour, unit, cost, list price, lead time; WB-M4 is discontinued, the rest active
ROWS: list[tuple[str, str, str, str, str, str, str, str, int | None]] = [
    ("IBS-TRD-RED", "ibstock", "Tradesman Red Multi", "facing_brick", "Red", "per_1000", "412.00", "536.50", 10),
    ("IBS-CHS-BUF", "ibstock", "Cheshire Buff", "facing_brick", "Buff", "per_1000", "480.00", "610.00", 21),
    ("FOR-LBC-CMN", "forterra", "LBC Common", "common", "red", "per_1000", "300.00", "389.00", 14),
    ("FOR-STF-BLU", "forterra", "Staffordshire Blue Smooth", "engineering_brick", "Blue", "per_1000", "610.00",
     "720.00", 28),
    ("WB-M4", "wienerberger", "General Purpose Mortar", "mortar", "", "tonne", "70.00", "95.00", None),
    ("WB-AGG-7N", "wienerberger", "Aircrete Block 7N", "block", "Grey", "m2", "10.00", "14.20", 5),
]  # fmt: skip


@pytest.fixture
def catalogue(db: Session) -> Catalogue:
    suppliers = {
        key: make_organisation(db, kind=Kind.supplier, name=name)
        for key, name in (("ibstock", "Ibstock Brick"), ("forterra", "Forterra"), ("wienerberger", "Wienerberger"))
    }
    products = {}
    for n, (code, supplier, name, category, colour, unit, cost, price, lead) in enumerate(ROWS):
        products[code] = make_product(
            db,
            suppliers[supplier],
            code=code,
            name=name,
            category=category,
            colour=colour,
            selling_unit=unit,
            cost_price=cost,
            list_price=price,
            lead_time_days=lead,
            status="discontinued" if code == "WB-M4" else "active",
            updated_at=START + timedelta(days=(n * 7) % 6),
        )
    return Catalogue(suppliers["ibstock"], suppliers["forterra"], suppliers["wienerberger"], products)


def found(client: TestClient, headers: Headers, **body: Any) -> set[str]:
    return set(codes(query(client, headers, items_per_page=200, **body)))


@pytest.mark.parametrize(
    ("q", "expected"),
    [
        ("IBS-TRD", {"IBS-TRD-RED"}),
        ("ibs-trd-red", {"IBS-TRD-RED"}),
        ("wb-m4", {"WB-M4"}),
        ("cheshire", {"IBS-CHS-BUF"}),
        ("Staffordshire blue", {"FOR-STF-BLU"}),
        ("buff", {"IBS-CHS-BUF"}),
        ("grey", {"WB-AGG-7N"}),
        ("red", {"IBS-TRD-RED", "FOR-LBC-CMN"}),
        ("forterra", {"FOR-LBC-CMN", "FOR-STF-BLU"}),
        ("wiener", {"WB-M4", "WB-AGG-7N"}),
        ("engineering", {"FOR-STF-BLU"}),
        ("common", {"FOR-LBC-CMN"}),
        ("brick", {"IBS-TRD-RED", "IBS-CHS-BUF", "FOR-LBC-CMN", "FOR-STF-BLU"}),
        ("ibstock red", {"IBS-TRD-RED"}),
        ("red forterra", {"FOR-LBC-CMN"}),
        ("  IBSTOCK   Buff ", {"IBS-CHS-BUF"}),
        ("ibstock mortar", set()),
        ("100%", set()),
        ("wb", {"WB-M4", "WB-AGG-7N"}),
        ("W", {"WB-M4", "WB-AGG-7N"}),
        ("ch", {"IBS-CHS-BUF"}),
        ("bu", set()),
        ("ch buff", {"IBS-CHS-BUF"}),
        ("", {code for code, *_ in ROWS}),
    ],
)
def test_search(client: TestClient, headers: Headers, catalogue: Catalogue, q: str, expected: set[str]) -> None:
    assert found(client, headers, q=q) == expected


def test_a_short_word_beside_a_longer_one_starts_any_word(
    client: TestClient, db: Session, headers: Headers, catalogue: Catalogue
) -> None:
    # Alone, a word of one or two letters starts the code or the name; beside a longer word (which narrows the
    # search), it may start any word of the product's text: "class b", "block 7n", "65 red".
    make_product(db, catalogue.forterra, code="FOR-CLB", name="Class B Engineering Red", category="engineering_brick")
    make_product(db, catalogue.forterra, code="FOR-CLA", name="Class A Engineering Red", category="engineering_brick")
    make_product(db, catalogue.wienerberger, code="WB-AGG-36N", name="Aircrete Block 3.6N", category="block")

    assert found(client, headers, q="class a") == {"FOR-CLA"}
    assert "FOR-CLB" in found(client, headers, q="class b")  # and every other class … brick
    assert found(client, headers, q="block 7n") == {"WB-AGG-7N"}
    assert found(client, headers, q="aircrete 3.6n") == {"WB-AGG-36N"}
    assert found(client, headers, q="7n") == set()
    assert found(client, headers, q="tradesman ul") == set()


def test_a_short_word_starts_the_name_as_written(
    client: TestClient, db: Session, headers: Headers, catalogue: Catalogue
) -> None:
    # The names starting with a short word are read as a range of the name's index, the word's characters never a
    # pattern ("a_" is not "a" and any character) and a letter past ASCII as any other.
    make_product(db, catalogue.forterra, code="X-1", name="A_ Special")
    make_product(db, catalogue.forterra, code="X-2", name="Ab Special")
    make_product(db, catalogue.forterra, code="X-3", name="Écosse Stock")
    make_product(db, catalogue.forterra, code="X-4", name="Ed Écosse")

    assert found(client, headers, q="a_") == {"X-1"}
    assert found(client, headers, q="AB") == {"X-2"}
    assert found(client, headers, q="é") == {"X-3"}
    assert found(client, headers, q="éc") == {"X-3"}
    assert found(client, headers, q="ed") == {"X-4"}


def test_search_on_the_get_lists(client: TestClient, headers: Headers, catalogue: Catalogue) -> None:
    params = {"q": "ibstock red"}

    assert codes(client.get(f"{BASE}/all", params=params, headers=headers)) == ["IBS-TRD-RED"]
    assert codes(client.get(f"{BASE}/paginated/1", params=params, headers=headers)) == ["IBS-TRD-RED"]


def test_filters(client: TestClient, headers: Headers, catalogue: Catalogue) -> None:
    ibstock, wienerberger = catalogue.ibstock.id, catalogue.wienerberger.id

    assert found(client, headers, supplier_ids=[ibstock, wienerberger]) == {
        "IBS-TRD-RED",
        "IBS-CHS-BUF",
        "WB-M4",
        "WB-AGG-7N",
    }
    assert found(client, headers, categories=["common", "engineering_brick"]) == {"FOR-LBC-CMN", "FOR-STF-BLU"}
    assert found(client, headers, colours=["RED", "grey"]) == {"IBS-TRD-RED", "FOR-LBC-CMN", "WB-AGG-7N"}
    assert found(client, headers, selling_units=["tonne", "m2"]) == {"WB-M4", "WB-AGG-7N"}
    assert found(client, headers, status="discontinued") == {"WB-M4"}
    assert len(found(client, headers, status="active")) == 5
    assert found(client, headers, min_list_price="389", max_list_price="£536.50") == {"IBS-TRD-RED", "FOR-LBC-CMN"}
    assert found(client, headers, min_list_price="610.00") == {"IBS-CHS-BUF", "FOR-STF-BLU"}
    assert found(client, headers, max_list_price="95") == {"WB-M4", "WB-AGG-7N"}
    assert found(client, headers, max_lead_time_days=10) == {"IBS-TRD-RED", "WB-AGG-7N"}
    assert found(client, headers, max_lead_time_days=0) == set()
    assert found(client, headers, q="brick", supplier_ids=[ibstock], colours=["red"]) == {"IBS-TRD-RED"}
    assert found(client, headers, categories=["mortar"], status="active") == set()


def test_filters_on_the_get_lists(client: TestClient, headers: Headers, catalogue: Catalogue) -> None:
    params: dict[str, Any] = {
        "supplier_id": [catalogue.ibstock.id, catalogue.forterra.id],
        "category": ["facing_brick", "common"],
        "colour": ["red"],
        "selling_unit": "per_1000",
        "status": "active",
        "min_list_price": "£389.00",
        "max_list_price": "600",
        "max_lead_time_days": 14,
        "sort": "-list_price",
    }

    assert codes(client.get(f"{BASE}/all", params=params, headers=headers)) == ["IBS-TRD-RED", "FOR-LBC-CMN"]
    assert codes(client.get(f"{BASE}/all", params=params | {"max_lead_time_days": 12}, headers=headers)) == [
        "IBS-TRD-RED"
    ]


CATEGORIES = "facing_brick, engineering_brick, common, block, paver, mortar, lintel, roof_tile or other"
# (GET parameters, the POST body saying the same, the field each names, the message)
BAD_PARAMETERS: list[tuple[dict[str, Any], dict[str, Any], str, str, str]] = [
    ({"sort": "bogus"}, {"sort": "bogus"}, "sort", "sort",
     "Sort by one of: code, cost_price, lead_time_days, list_price, name, updated_at"),
    ({"min_list_price": "700", "max_list_price": "600"}, {"min_list_price": "700", "max_list_price": "600"},
     "max_list_price", "max_list_price", "The highest price must not be below the lowest."),
    ({"min_list_price": "-1"}, {"min_list_price": "-1"}, "min_list_price", "min_list_price",
     "This amount cannot be negative"),
    ({"max_list_price": "12.345"}, {"max_list_price": "12.345"}, "max_list_price", "max_list_price",
     "Enter at most 2 decimal places"),
    ({"max_list_price": "lots"}, {"max_list_price": "lots"}, "max_list_price", "max_list_price",
     "This field can only contain numbers"),
    ({"colour": "x" * 61}, {"colours": ["x" * 61]}, "colour.0", "colours.0",
     "You must enter a maximum of 60 characters"),
    ({"category": "brick"}, {"categories": ["brick"]}, "category.0", "categories.0", f"Must be one of: {CATEGORIES}"),
    ({"max_lead_time_days": 400}, {"max_lead_time_days": 400}, "max_lead_time_days", "max_lead_time_days",
     "Input should be less than or equal to 365"),
    ({"items_per_page": 0}, {"items_per_page": 0}, "items_per_page", "items_per_page",
     "Input should be greater than or equal to 1"),
]  # fmt: skip


@pytest.mark.parametrize(("params", "body", "get_field", "post_field", "message"), BAD_PARAMETERS)
def test_bad_list_parameters(
    client: TestClient,
    headers: Headers,
    catalogue: Catalogue,
    params: dict[str, Any],
    body: dict[str, Any],
    get_field: str,
    post_field: str,
    message: str,
) -> None:
    for response in (
        client.get(f"{BASE}/all", params=params, headers=headers),
        client.get(f"{BASE}/paginated/2", params=params, headers=headers),
    ):
        assert errors(response) == [{"field": get_field, "message": message}]
    assert errors(query(client, headers, **body)) == [{"field": post_field, "message": message}]


def test_too_many_suppliers_is_refused_on_the_field(client: TestClient, headers: Headers, catalogue: Catalogue) -> None:
    # The message is the shared handler's (api.core.errors), which words every too-long value in characters.
    too_many = list(range(1, 202))

    by_get = errors(client.get(f"{BASE}/all", params={"supplier_id": too_many}, headers=headers))
    by_post = errors(query(client, headers, supplier_ids=too_many))

    assert ([e["field"] for e in by_get], [e["field"] for e in by_post]) == (["supplier_id"], ["supplier_ids"])


SORT_KEYS = {
    "name": lambda p: p.name.lower(),
    "code": lambda p: p.code,
    "list_price": lambda p: p.list_price,
    "cost_price": lambda p: p.cost_price,
    "lead_time_days": lambda p: p.lead_time_days,
    "updated_at": lambda p: p.updated_at,
}


@pytest.mark.parametrize("descending", [False, True], ids=["asc", "desc"])
@pytest.mark.parametrize("sort", list(SORT_KEYS))
def test_every_sort_with_a_stable_tie_break(
    client: TestClient, db: Session, headers: Headers, catalogue: Catalogue, sort: str, descending: bool
) -> None:
    # Twins of the first product: every sort key but the code ties with it, so the id decides among them.
    first = catalogue.products["IBS-TRD-RED"]
    for code in ("IBS-TRD-RED-2", "IBS-TRD-RED-3"):
        make_product(
            db,
            catalogue.ibstock,
            code=code,
            name=first.name.upper(),
            cost_price=str(first.cost_price),
            list_price=str(first.list_price),
            lead_time_days=first.lead_time_days,
            updated_at=first.updated_at,
        )
    rows = [p for p in db.scalars(select(Product)) if p.lead_time_days is not None or sort != "lead_time_days"]
    key = SORT_KEYS[sort]
    ranked = sorted(rows, key=lambda p: p.id)
    ranked = sorted(ranked, key=key, reverse=descending)  # a stable sort keeps ties in id order
    expected = [p.code for p in ranked]
    wanted = f"-{sort}" if descending else sort

    answered = codes(query(client, headers, sort=wanted, max_lead_time_days=365 if sort == "lead_time_days" else None))
    by_get = codes(client.get(f"{BASE}/all", params={"sort": wanted}, headers=headers))
    searched = codes(query(client, headers, sort=wanted, q="ibs"))

    assert answered == expected
    assert [c for c in by_get if c != "WB-M4" or sort != "lead_time_days"] == expected
    assert searched == [c for c in expected if c.startswith("IBS")]


def test_products_without_a_lead_time_sort_last_ascending(
    client: TestClient, headers: Headers, catalogue: Catalogue
) -> None:
    assert codes(query(client, headers, sort="lead_time_days"))[-1] == "WB-M4"


def test_default_sort_is_the_name_whatever_its_case(
    client: TestClient, db: Session, headers: Headers, catalogue: Catalogue
) -> None:
    make_product(db, catalogue.ibstock, code="LOWER", name="aardvark special")

    assert codes(query(client, headers))[:3] == ["LOWER", "WB-AGG-7N", "IBS-CHS-BUF"]


def test_pages(client: TestClient, headers: Headers, catalogue: Catalogue) -> None:
    by_name = ["WB-AGG-7N", "IBS-CHS-BUF", "WB-M4", "FOR-LBC-CMN", "FOR-STF-BLU", "IBS-TRD-RED"]

    second = ok(query(client, headers, page=2, items_per_page=4))
    third = ok(query(client, headers, page=3, items_per_page=2))
    beyond = ok(query(client, headers, page=9, items_per_page=4))

    assert [i["code"] for i in second["items"]] == by_name[4:]
    assert {k: second[k] for k in ("total", "page", "items_per_page", "total_exact")} == {
        "total": 6,
        "page": 2,
        "items_per_page": 4,
        "total_exact": True,
    }
    assert [i["code"] for i in third["items"]] == by_name[4:6]
    assert (beyond["items"], beyond["total"], beyond["page"]) == ([], 6, 9)
    assert ok(query(client, headers, q="brick", items_per_page=3))["total"] == 4


def test_a_page_answers_whole_products(client: TestClient, headers: Headers, catalogue: Catalogue) -> None:
    [item] = ok(query(client, headers, q="ibs-trd-red"))["items"]

    assert {k: item[k] for k in ("supplier_name", "cost_price", "list_price", "margin_percent", "colour")} == {
        "supplier_name": "Ibstock Brick",
        "cost_price": "412.00",
        "list_price": "536.50",
        "margin_percent": 23.2,
        "colour": "Red",
    }
    assert item["product_id"] == catalogue.products["IBS-TRD-RED"].id
    assert "equivalents" not in item and "price_history" not in item


def test_the_path_page_of_paginated(client: TestClient, headers: Headers, catalogue: Catalogue) -> None:
    params = {"items_per_page": 2, "page": 1}

    second = ok(client.get(f"{BASE}/paginated/2", params=params, headers=headers))
    by_all = ok(client.get(f"{BASE}/all", params={"items_per_page": 2, "page": 2}, headers=headers))

    assert ([i["code"] for i in second["items"]], second["page"], second["total"]) == (["WB-M4", "FOR-LBC-CMN"], 2, 6)
    assert by_all == second
    # Below 1 is a 422 naming the page, as `?page=0` is (it was read as page 1).
    for zeroth in ("0", "-1"):
        assert errors(client.get(f"{BASE}/paginated/{zeroth}", params=params, headers=headers)) == [
            {"field": "page", "message": "Input should be greater than or equal to 1"}
        ]
    assert errors(client.get(f"{BASE}/paginated/two", headers=headers)) == [
        {"field": "page", "message": "This field can only contain integer values"}
    ]


def test_the_count_stops_at_the_cap(
    client: TestClient, headers: Headers, catalogue: Catalogue, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(search, "COUNT_CAP", 3)

    capped = ok(query(client, headers, items_per_page=2, page=2))
    at_cap = ok(query(client, headers, q="ibstock"))
    by_get = ok(client.get(f"{BASE}/paginated/3", params={"items_per_page": 2}, headers=headers))

    assert (capped["total"], capped["total_exact"], len(capped["items"])) == (3, False, 2)
    assert (at_cap["total"], at_cap["total_exact"]) == (2, True)
    assert (by_get["total"], by_get["total_exact"], [i["code"] for i in by_get["items"]]) == (
        3,
        False,
        ["FOR-STF-BLU", "IBS-TRD-RED"],
    )
    exactly_at_cap = ok(query(client, headers, q="brick", status="active", colours=["red", "buff"]))
    assert (exactly_at_cap["total"], exactly_at_cap["total_exact"]) == (3, True)


def test_prices_are_compared_exactly(client: TestClient, db: Session, headers: Headers, catalogue: Catalogue) -> None:
    make_product(db, catalogue.ibstock, code="PENNY", list_price="536.51")

    assert found(client, headers, min_list_price="536.51") >= {"PENNY"}
    assert "IBS-TRD-RED" not in found(client, headers, min_list_price="536.51")
    assert found(client, headers, min_list_price="536.50", max_list_price="536.50") == {"IBS-TRD-RED"}
    assert Decimal(ok(query(client, headers, q="penny"))["items"][0]["list_price"]) == Decimal("536.51")
