"""GET /projects/all: search, filters by stage, customer and start date, sorting and pages."""

from __future__ import annotations

from datetime import date, timedelta
from decimal import Decimal
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from api.crm import Kind
from api.db import utcnow
from api.users.models import Role
from tests.api.projects.helpers import Headers, errors, url
from tests.factories import make_organisation, make_project, make_user


def names(client: TestClient, headers: Headers, **params: Any) -> list[str]:
    response = client.get(url("/all"), params=params, headers=headers)
    assert response.status_code == 200, response.text
    return [item["name"] for item in response.json()["items"]]


def test_the_list_shows_each_project_with_its_customer_and_manager(
    client: TestClient, db: Session, headers: Headers
) -> None:
    customer = make_organisation(db, kind=Kind.customer, name="Barratt Homes")
    manager = make_user(db, role=Role.manager, first_name="Mia", last_name="Manager")
    project = make_project(
        db,
        name="Kirkstall Forge",
        customer=customer,
        stage="tender",
        reference="KF-1",
        estimated_value=Decimal("250000.00"),
        number_of_plots=40,
        start_date=date(2025, 4, 1),
        account_manager_id=manager.id,
    )

    response = client.get(url("/all"), headers=headers)

    assert response.status_code == 200
    body = response.json()
    assert (body["total"], body["page"], body["items_per_page"]) == (1, 1, 25)
    [item] = body["items"]
    assert item["project_id"] == project.id
    assert {k: item[k] for k in ("name", "reference", "stage", "customer_name", "account_manager_name")} == {
        "name": "Kirkstall Forge",
        "reference": "KF-1",
        "stage": "tender",
        "customer_name": "Barratt Homes",
        "account_manager_name": "Mia Manager",
    }
    assert (item["estimated_value"], item["number_of_plots"], item["start_date"]) == ("250000.00", 40, "2025-04-01")


def test_newest_change_first_by_default(client: TestClient, db: Session, headers: Headers) -> None:
    now = utcnow()
    make_project(db, name="Old", updated_at=now - timedelta(days=3))
    make_project(db, name="New", updated_at=now - timedelta(days=1))
    make_project(db, name="Middle", updated_at=now - timedelta(days=2))

    assert names(client, headers) == ["New", "Middle", "Old"]


def test_search_by_name_reference_or_glenigan_id(client: TestClient, db: Session, headers: Headers) -> None:
    make_project(db, name="Kirkstall Forge", reference="KF-1")
    make_project(db, name="Holbeck Urban Village", glenigan_id="G-55012")
    make_project(db, name="Temple Works")

    assert names(client, headers, q="kirkstall") == ["Kirkstall Forge"]
    assert names(client, headers, q="kf-1") == ["Kirkstall Forge"]
    assert names(client, headers, q="55012") == ["Holbeck Urban Village"]
    assert names(client, headers, q="  WORKS ") == ["Temple Works"]
    assert names(client, headers, q="%") == []


def test_filter_by_stages_customer_and_start_dates(client: TestClient, db: Session, headers: Headers) -> None:
    barratt = make_organisation(db, kind=Kind.customer, name="Barratt")
    other = make_organisation(db, kind=Kind.customer, name="Bellway")
    make_project(db, name="A", stage="lead", customer=barratt, start_date=date(2025, 1, 10))
    make_project(db, name="B", stage="won", customer=barratt, start_date=date(2025, 3, 1))
    make_project(db, name="C", stage="tender", customer=other, start_date=date(2025, 5, 20))
    make_project(db, name="D", stage="won", customer=other)

    def filtered(**params: Any) -> list[str]:
        return sorted(names(client, headers, **params))

    assert filtered(stage="won") == ["B", "D"]
    assert filtered(stage=["won", "lead"]) == ["A", "B", "D"]
    assert filtered(customer_id=barratt.id) == ["A", "B"]
    assert filtered(start_from="2025-03-01") == ["B", "C"]
    assert filtered(start_to="2025-03-01") == ["A", "B"]
    assert filtered(start_from="2025-02-01", start_to="2025-04-30") == ["B"]
    assert filtered(stage="won", customer_id=other.id) == ["D"]
    assert filtered(customer_id=999_999) == []


@pytest.mark.parametrize(
    ("params", "field", "message"),
    [
        ({"stage": "bogus"}, "stage.0", "Must be one of: lead, tender, won, lost, on_site or complete"),
        ({"stage": ["won", "bogus"]}, "stage.1", "Must be one of: lead, tender, won, lost, on_site or complete"),
        ({"start_from": "2025-05-01", "start_to": "2025-04-30"}, "start_to", None),
        ({"start_from": "May"}, "start_from", "Invalid format"),
        ({"customer_id": "abc"}, "customer_id", "This field can only contain integer values"),
        ({"sort": "bogus"}, "sort", None),
        ({"page": 0}, "page", "Input should be greater than or equal to 1"),
        ({"items_per_page": 201}, "items_per_page", "Input should be less than or equal to 200"),
    ],
)
def test_bad_list_parameters(
    client: TestClient, db: Session, headers: Headers, params: dict[str, Any], field: str, message: str | None
) -> None:
    response = client.get(url("/all"), params=params, headers=headers)

    [error] = errors(response)
    assert error["field"] == field
    if message:
        assert error["message"] == message
    elif field == "start_to":
        assert error["message"] == "The end of the range must not be before its start."
    else:
        assert error["message"].startswith("Sort by one of: created_at, end_date, estimated_value, name")


@pytest.mark.parametrize(
    ("sort", "expected"),
    [
        ("name", ["alpha", "Bravo", "charlie"]),
        ("-name", ["charlie", "Bravo", "alpha"]),
        ("estimated_value", ["Bravo", "charlie", "alpha"]),
        ("-start_date", ["alpha", "charlie", "Bravo"]),
        ("stage", ["charlie", "alpha", "Bravo"]),
        ("reference", ["Bravo", "alpha", "charlie"]),
    ],
)
def test_sort(client: TestClient, db: Session, headers: Headers, sort: str, expected: list[str]) -> None:
    make_project(
        db, name="alpha", stage="tender", reference="R2", estimated_value=Decimal("900"), start_date=date(2025, 9, 1)
    )
    make_project(
        db, name="Bravo", stage="won", reference="R1", estimated_value=Decimal("5"), start_date=date(2025, 1, 1)
    )
    make_project(
        db, name="charlie", stage="lead", reference="R3", estimated_value=Decimal("60"), start_date=date(2025, 5, 1)
    )

    assert names(client, headers, sort=sort) == expected


def test_pages(client: TestClient, db: Session, headers: Headers) -> None:
    for n in range(7):
        make_project(db, name=f"Project {n}")

    first = client.get(url("/all"), params={"sort": "name", "items_per_page": 3}, headers=headers).json()
    last = client.get(url("/all"), params={"sort": "name", "items_per_page": 3, "page": 3}, headers=headers).json()
    beyond = client.get(url("/all"), params={"sort": "name", "items_per_page": 3, "page": 4}, headers=headers).json()

    assert ([i["name"] for i in first["items"]], first["total"]) == (["Project 0", "Project 1", "Project 2"], 7)
    assert ([i["name"] for i in last["items"]], last["page"]) == (["Project 6"], 3)
    assert (beyond["items"], beyond["total"]) == ([], 7)


@pytest.mark.parametrize("q", [None, "ab", "abbey"])
def test_sorting_a_search_keeps_numbers_and_stages_in_order(
    client: TestClient, db: Session, headers: Headers, q: str | None
) -> None:
    for name, value, plots, stage, start in [
        ("Abbey 1", "1000.00", 100, "complete", date(2025, 1, 9)),
        ("Abbey 2", "900.00", 9, "lead", date(2024, 12, 30)),
        ("Abbey 3", "50.00", 20, "won", date(2025, 10, 1)),
    ]:
        make_project(
            db, name=name, estimated_value=Decimal(value), number_of_plots=plots, stage=stage, start_date=start
        )
    params = {"q": q} if q else {}

    assert names(client, headers, sort="estimated_value", **params) == ["Abbey 3", "Abbey 2", "Abbey 1"]
    assert names(client, headers, sort="-number_of_plots", **params) == ["Abbey 1", "Abbey 3", "Abbey 2"]
    assert names(client, headers, sort="start_date", **params) == ["Abbey 2", "Abbey 1", "Abbey 3"]
    # the board's order, not the alphabet's: lead, tender, won, on site, complete, lost
    assert names(client, headers, sort="stage", **params) == ["Abbey 2", "Abbey 3", "Abbey 1"]


def test_sorting_by_stage_puts_lost_last_as_the_board_does(client: TestClient, db: Session, headers: Headers) -> None:
    for name, stage in [("Lost one", "lost"), ("On site one", "on_site"), ("Won one", "won")]:
        make_project(db, name=name, stage=stage)
    make_project(db, name="Complete one", stage="complete")

    assert names(client, headers, sort="stage") == ["Won one", "On site one", "Complete one", "Lost one"]
    assert names(client, headers, sort="-stage") == ["Lost one", "Complete one", "On site one", "Won one"]
