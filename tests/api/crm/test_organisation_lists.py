"""The four organisation lists: pages, search, sort, the archived filter and a constant number of queries."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from api.core import word_sample
from api.core.pagination import planned_rows, planned_rows_each
from api.crm import Kind, Organisation
from api.crm.service import organisations
from api.users.models import User
from tests.api.crm.helpers import Headers, KindApi, errors, every_kind
from tests.conftest import QueryLog
from tests.factories import make_address, make_organisation, make_user

SORT_FIELDS = "account_number, category, created_at, email, name, postcode, town, updated_at"


def names(response: Any) -> list[str]:
    assert response.status_code == 200, response.text
    return [item["name"] for item in response.json()["items"]]


@every_kind
def test_a_page_of_the_list_by_name(client: TestClient, db: Session, headers: Headers, api: KindApi) -> None:
    for name in ["evans bricks", "Carter", "Baker", "Davies", "Adams"]:
        make_organisation(db, kind=api.kind, name=name)
    make_organisation(db, kind=Kind.supplier if api.kind is not Kind.supplier else Kind.other, name="Aardvark")

    response = api.list(client, headers, page=2, items_per_page=2)

    assert names(response) == ["Carter", "Davies"]
    body = response.json()
    assert (body["total"], body["page"], body["items_per_page"]) == (5, 2, 2)
    assert body["items"][0]["kind"] == api.kind.value
    assert api.id_field in body["items"][0]
    assert names(api.list(client, headers, page=3, items_per_page=2)) == ["evans bricks"]
    past_the_end = api.list(client, headers, page=9, items_per_page=2)
    assert (past_the_end.json()["items"], past_the_end.json()["total"]) == ([], 5)


@pytest.mark.parametrize(
    ("q", "expected"),
    [
        ("calder", ["Calder Valley Homes"]),
        ("CVH0", ["Calder Valley Homes"]),
        ("@pennine.example", ["Pennine Developments"]),
        ("0113 555", ["Aire & Wharfe Construction"]),
        ("hx7 8aa", ["Calder Valley Homes"]),
        ("LS5", ["Aire & Wharfe Construction"]),
        ("huddersfield", ["Pennine Developments"]),
        ("developer", ["Pennine Developments"]),
        ("100%", []),
    ],
)
@every_kind
def test_search_by_name_account_number_email_phone_postcode_or_town(
    client: TestClient, db: Session, headers: Headers, api: KindApi, q: str, expected: list[str]
) -> None:
    calder = make_organisation(db, kind=api.kind, name="Calder Valley Homes", account_number="CVH001")
    make_address(db, calder, town="Hebden Bridge", postcode="HX7 8AA")
    aire = make_organisation(db, kind=api.kind, name="Aire & Wharfe Construction", phone="0113 555 0142")
    make_address(db, aire, town="Leeds", postcode="LS5 3BT")
    pennine = make_organisation(
        db, kind=api.kind, name="Pennine Developments", email="info@pennine.example", category="Developer"
    )
    make_address(db, pennine, town="Huddersfield", postcode="HD1 2EN")
    make_organisation(db, kind=api.kind, name="Archived Calder Builders", archived=True)

    response = api.list(client, headers, q=q)

    assert names(response) == expected
    assert response.json()["total"] == len(expected)


@pytest.mark.parametrize(
    ("sort", "expected"),
    [
        ("name", ["alpha", "Bravo", "Charlie"]),
        ("-name", ["Charlie", "Bravo", "alpha"]),
        ("account_number", ["Charlie", "alpha", "Bravo"]),
        ("-town", ["Bravo", "Charlie", "alpha"]),
        ("postcode", ["Charlie", "alpha", "Bravo"]),
        ("-created_at", ["Charlie", "Bravo", "alpha"]),
    ],
)
@every_kind
def test_sort(client: TestClient, db: Session, headers: Headers, api: KindApi, sort: str, expected: list[str]) -> None:
    for name, account, town, postcode in [
        ("alpha", "B-2", "Leeds", "LS1 1AA"),
        ("Bravo", "C-3", "York", "YO1 7HH"),
        ("Charlie", "A-1", "Wakefield", "BD1 1AA"),
    ]:
        make_address(
            db, make_organisation(db, kind=api.kind, name=name, account_number=account), town=town, postcode=postcode
        )

    assert names(api.list(client, headers, sort=sort)) == expected


@every_kind
def test_a_bad_sort(client: TestClient, headers: Headers, api: KindApi) -> None:
    response = api.list(client, headers, sort="search_text")

    assert errors(response) == [{"field": "sort", "message": f"Sort by one of: {SORT_FIELDS}"}]


@every_kind
def test_a_bad_sort_of_a_search(client: TestClient, headers: Headers, api: KindApi) -> None:
    """A search the trigram index answers orders by the sorts' unindexed forms, written only when asked for: a
    bad sort still names every one."""
    response = api.list(client, headers, q="homes", sort="search_text")

    assert errors(response) == [{"field": "sort", "message": f"Sort by one of: {SORT_FIELDS}"}]


@every_kind
def test_bad_list_parameters(client: TestClient, headers: Headers, api: KindApi) -> None:
    assert errors(api.list(client, headers, items_per_page=201)) == [
        {"field": "items_per_page", "message": "Input should be less than or equal to 200"}
    ]
    assert errors(api.list(client, headers, archived="sometimes"))[0]["field"] == "archived"


def test_the_companies_list_takes_the_page_as_a_query_parameter(
    client: TestClient, db: Session, headers: Headers
) -> None:
    for name in ["A", "B", "C"]:
        make_organisation(db, kind=Kind.company, name=name)

    response = client.get("/api/companys", params={"page": 2, "items_per_page": 2}, headers=headers)

    assert names(response) == ["C"]
    assert errors(client.get("/api/companys", params={"page": 0}, headers=headers))[0]["field"] == "page"


def test_customers_list_names_the_account_manager(
    client: TestClient, db: Session, headers: Headers, staff: User
) -> None:
    make_organisation(db, kind=Kind.customer, name="Calder", account_manager_id=staff.id)

    [item] = client.get("/api/customers/all/1", headers=headers).json()["items"]

    assert (item["account_manager_id"], item["account_manager_name"]) == (staff.id, "Sam Staff")


@every_kind
def test_query_count_does_not_grow_with_the_rows(
    client: TestClient, db: Session, headers: Headers, api: KindApi, query_log: QueryLog
) -> None:
    def add_rows(n: int) -> None:
        for _ in range(n):
            org = make_organisation(db, kind=api.kind, account_manager_id=make_user(db).id)
            make_address(db, org)

    add_rows(1)
    with query_log.recording() as few:
        assert len(api.list(client, headers).json()["items"]) == 1
    add_rows(20)
    with query_log.recording() as many:
        assert len(api.list(client, headers).json()["items"]) == 21

    assert len(many) == len(few) <= 5, many


@pytest.mark.parametrize("sort_cost", [0, 10**9], ids=["every-match-sorted", "index-walked"])
def test_past_the_cap_a_search_total_is_an_estimate_and_the_order_holds(
    client: TestClient, db: Session, headers: Headers, monkeypatch: pytest.MonkeyPatch, sort_cost: int
) -> None:
    monkeypatch.setattr(organisations, "COUNT_CAP", 3)
    monkeypatch.setattr(organisations, "SORT_COST", sort_cost)
    for name in ["Holt Homes", "Fir Homes", "ash homes", "Cedar Homes", "Birch Homes", "Elm Homes", "Oak Builders"]:
        make_organisation(db, kind=Kind.customer, name=name)

    def page(n: int, **params: Any) -> dict[str, Any]:
        response = client.get(f"/api/customers/all/{n}", params={"items_per_page": 2, **params}, headers=headers)
        assert response.status_code == 200, response.text
        return dict(response.json())

    pages = [page(n, q="homes") for n in (1, 2, 3, 4)]
    by_name_down = page(1, q="homes", sort="-name")
    few = page(1, q="oak")

    assert [[i["name"] for i in p["items"]] for p in pages] == [
        ["ash homes", "Birch Homes"],
        ["Cedar Homes", "Elm Homes"],
        ["Fir Homes", "Holt Homes"],
        [],
    ]
    assert all(p["total_is_estimate"] and p["total"] >= 4 for p in pages)
    assert [i["name"] for i in by_name_down["items"]] == ["Holt Homes", "Fir Homes"]
    assert by_name_down["total_is_estimate"] is True
    assert (few["total"], few["total_is_estimate"], [i["name"] for i in few["items"]]) == (1, False, ["Oak Builders"])


def test_past_the_cap_a_page_by_name_plans_its_estimate_and_its_walk_in_one_explain(
    client: TestClient, db: Session, headers: Headers, monkeypatch: pytest.MonkeyPatch, query_log: QueryLog
) -> None:
    monkeypatch.setattr(organisations, "COUNT_CAP", 3)
    for name in ["Holt Homes", "Fir Homes", "Ash Homes", "Cedar Homes", "Birch Homes", "Oak Builders"]:
        make_organisation(db, kind=Kind.customer, name=name)
    with query_log.recording() as statements:
        response = client.get("/api/customers/all/1", params={"items_per_page": 2, "q": "homes"}, headers=headers)
    assert response.status_code == 200, response.text
    body = response.json()
    assert ([i["name"] for i in body["items"]], body["total_is_estimate"]) == (["Ash Homes", "Birch Homes"], True)
    explains = [s for s in statements if s.startswith("EXPLAIN")]
    assert len(explains) == 1 and "UNION ALL" in explains[0], explains


def test_planned_rows_each_answers_what_planned_rows_answers_for_each(db: Session) -> None:
    for n in range(30):
        make_organisation(db, kind=Kind.customer if n % 3 else Kind.supplier, name=f"Firm {n}")
    rows = select(Organisation.id)
    queries = [rows.where(Organisation.kind == "supplier"), rows, rows.where(Organisation.name.like("Firm 1%"))]
    assert planned_rows_each(db, *queries) == [planned_rows(db, q) for q in queries]


def test_a_long_term_is_looked_up_by_its_rarest_trigram_and_finds_every_row_the_term_does(
    client: TestClient, db: Session, headers: Headers, monkeypatch: pytest.MonkeyPatch, query_log: QueryLog
) -> None:
    monkeypatch.setattr(word_sample, "_cached", {})  # a sample of this test's rows, not an earlier test's
    names = ["Huddersfield Roofing", "Huddersfield Builders", "Sheffield Builders", "Elder Builders", "Fieldhouse Ltd"]
    for name in names:
        make_organisation(db, kind=Kind.customer, name=name)

    with query_log.recording() as statements:
        long_term = client.get("/api/customers/all/1", params={"q": "Huddersfield"}, headers=headers).json()
    short_term = client.get("/api/customers/all/1", params={"q": "field"}, headers=headers).json()

    assert [i["name"] for i in long_term["items"]] == ["Huddersfield Builders", "Huddersfield Roofing"]
    assert (long_term["total"], long_term["total_is_estimate"]) == (2, False)
    assert any("%(key)s" in s for s in statements), statements  # "dde": held by the term's rows only
    assert [i["name"] for i in short_term["items"]] == [  # "fie", "iel": as rare as "field"
        "Fieldhouse Ltd",
        "Huddersfield Builders",
        "Huddersfield Roofing",
        "Sheffield Builders",
    ]
