"""The organisation lists' pages and totals against a reference worked out in Python from every row, past the count's
cap and under it, in each order; and their bodies against the response models they are documented by."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import func, select, tuple_
from sqlalchemy.orm import Session

from api.core.pagination import PageParams, PlannedRows, SearchedListResponse, planned_rows, planned_rows_each
from api.crm import Kind, Organisation, mappers
from api.crm.service import listing, organisations
from api.crm.service.search import contains
from tests.api.crm.helpers import Headers, KindApi, every_kind
from tests.factories import make_address, make_organisation, make_user

CAP = 4
NAMES = [
    "Holt Homes",
    "fir homes",
    "Ash Homes",
    "Cedar Homes",
    "Birch Homes",
    "Elm Homes",
    "Oak Builders",
    "Oak Homes",
    "Yew Homes",
    "ash homes",
]
TOWNS = ["Leeds", "Huddersfield", "York", "Halifax", "Leeds"]


@pytest.fixture
def firms(db: Session, monkeypatch: pytest.MonkeyPatch) -> list[Organisation]:
    """Ten customers (two of the same name), with towns, a supplier and an archived customer that no search of the
    customers finds; the count's cap at CAP so that "homes" goes past it."""
    monkeypatch.setattr(organisations, "COUNT_CAP", CAP)
    made = []
    for n, name in enumerate(NAMES):
        org = make_organisation(db, kind=Kind.customer, name=name, account_number=f"AC{n:03}" if n % 3 else None)
        make_address(db, org, town=TOWNS[n % len(TOWNS)], postcode=f"LS{n} 1AA")
        made.append(org)
    make_organisation(db, kind=Kind.supplier, name="Acorn Homes Supplies")
    make_organisation(db, kind=Kind.customer, name="Archived Homes", archived=True)
    return made


def expected(db: Session, q: str, sort: str) -> list[int]:
    """The ids of every active customer matching `q` in the order of `sort` (name, -name, town), ties by id."""
    rows = db.scalars(select(Organisation).where(Organisation.kind == "customer", Organisation.archived.is_(False)))
    found = [o for o in rows if q.lower() in o.search_text]
    key = {"name": lambda o: o.name.lower(), "town": lambda o: o.town}[sort.lstrip("-")]
    found.sort(key=lambda o: o.id)
    found.sort(key=key, reverse=sort.startswith("-"))
    return [o.id for o in found]


@pytest.mark.parametrize("q", ["homes", "es", "oak", "leeds", "zz"])
@pytest.mark.parametrize("sort", ["name", "-name", "town"])
@pytest.mark.parametrize("sort_cost", [0, 10**9], ids=["every-match-sorted", "index-walked"])
def test_every_page_and_total_of_a_search_as_worked_out_from_every_row(
    client: TestClient,
    db: Session,
    headers: Headers,
    firms: list[Organisation],
    monkeypatch: pytest.MonkeyPatch,
    q: str,
    sort: str,
    sort_cost: int,
) -> None:
    monkeypatch.setattr(organisations, "SORT_COST", sort_cost)
    ids = expected(db, q, sort)
    where = organisations.list_query(Kind.customer, PageParams(q=q), contains)
    estimate = planned_rows(db, where)
    assert planned_rows(db, select(Organisation.id).where(where.whereclause)) == estimate  # as the walk plans it
    per_page = 3
    for page in range(1, len(ids) // per_page + 3):
        response = client.get(
            f"/api/customers/all/{page}", params={"q": q, "sort": sort, "items_per_page": per_page}, headers=headers
        )
        assert response.status_code == 200, response.text
        body = response.json()
        assert [i["id"] for i in body["items"]] == ids[(page - 1) * per_page : page * per_page], (page, body)
        if len(ids) > CAP:  # past the cap: the planner's estimate, never below the matches counted
            assert (body["total"], body["total_is_estimate"]) == (max(estimate, CAP + 1), True)
        else:
            assert (body["total"], body["total_is_estimate"]) == (len(ids), False)


def test_a_list_without_a_search_counts_every_row(
    client: TestClient, db: Session, headers: Headers, firms: list[Organisation]
) -> None:
    ids = expected(db, "", "-town")
    pages = [
        client.get(f"/api/customers/all/{n}", params={"sort": "-town", "items_per_page": 4}, headers=headers).json()
        for n in (1, 2, 3, 4)
    ]
    assert [i["id"] for p in pages for i in p["items"]] == ids
    assert {(p["total"], p["total_is_estimate"]) for p in pages} == {(len(NAMES), False)}
    archived = client.get("/api/customers/all/1", params={"archived": True}, headers=headers).json()
    assert ([i["name"] for i in archived["items"]], archived["total"]) == (["Archived Homes"], 1)


def test_a_sort_with_dashes_sorts_as_one_dash_and_a_bad_one_is_refused(
    client: TestClient, db: Session, headers: Headers, firms: list[Organisation]
) -> None:
    def listed(**params: Any) -> Any:
        return client.get("/api/customers/all/1", params={"items_per_page": 50, **params}, headers=headers)

    assert listed(sort="--name").json() == listed(sort="-name").json()
    assert listed(q="homes", sort="--town").json() == listed(q="homes", sort="-town").json()
    assert listed(q="homes", sort="-nope").status_code == 422


@every_kind
def test_the_body_is_what_the_response_model_writes(
    client: TestClient, db: Session, headers: Headers, api: KindApi
) -> None:
    manager = make_user(db, first_name="Zoë", last_name="O'Brien")
    awkward = 'Gr\u00e9ve "Quote" \\ Back\tslash \u2028 \U0001f9f1 Homes'
    make_organisation(db, kind=api.kind, name=awkward, account_manager_id=manager.id, description="a\nb")
    make_organisation(db, kind=api.kind, name="Plain Homes", account_number="PH1", website="https://plain.example")
    make_organisation(db, kind=api.kind, name="Gone Homes", archived=True, archived_at=datetime(2026, 1, 2, tzinfo=UTC))
    out = mappers.OUT[api.kind][0]
    for params in (PageParams(), PageParams(q="homes"), PageParams(q="gr"), PageParams(archived=True)):
        response = api.list(client, headers, q=params.q, archived=params.archived)
        assert response.status_code == 200, response.text
        assert response.headers["content-type"] == "application/json"
        page = organisations.list_organisations(db, api.kind, params)
        model = SearchedListResponse[out](  # type: ignore[valid-type]
            items=[mappers.organisation_row(row) for row in page.items],
            total=page.total,
            page=page.page,
            items_per_page=page.items_per_page,
            total_is_estimate=page.estimated,
        )
        assert page.items, params
        assert response.content == model.model_dump_json().encode(), params


def test_the_statements_are_written_once() -> None:
    assert listing.statements(False, "indexed") is listing.statements(False, "indexed")
    assert listing.statements(False, "indexed").page("-town") is listing.statements(False, "indexed").page("-town")
    assert listing.statements(True, None) is not listing.statements(False, None)


def test_planned_rows_of_statements_written_once_answers_as_planned_rows_each(
    db: Session, firms: list[Organisation]
) -> None:
    statements = listing.statements(False, "indexed")
    assert statements.planned_walk is not None and statements.planned is not None
    last = firms[3]  # Cedar Homes
    values = {"kind": "customer", "pattern": "%homes%", "last_key": "cedar homes", "last_id": last.id}
    listed = organisations.list_query(Kind.customer, PageParams(q="homes"), contains)
    before = select(Organisation.id).where(
        Organisation.kind == "customer",
        Organisation.archived.is_(False),
        tuple_(func.lower(Organisation.name), Organisation.id) <= ("cedar homes", last.id),
    )
    estimate = select(Organisation.id).where(listed.whereclause)
    assert statements.planned_walk(db, values) == planned_rows_each(db, estimate, before)
    assert statements.planned(db, values) == [planned_rows(db, listed)]
    assert PlannedRows(select(Organisation.id))(db, {}) == [planned_rows(db, select(Organisation.id))]
