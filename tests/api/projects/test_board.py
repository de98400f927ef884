"""GET /projects/board: a column per stage in board order, with its count, summed value and first 100 projects."""

from __future__ import annotations

from decimal import Decimal

from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from api.crm import Kind
from api.projects.models import Project
from tests.api.projects.helpers import Headers, board, url
from tests.factories import make_organisation, make_project


def test_every_stage_has_a_column_in_order(client: TestClient, db: Session, headers: Headers) -> None:
    response = client.get(url("/board"), headers=headers)

    assert response.status_code == 200
    columns = response.json()["columns"]
    assert [c["stage"] for c in columns] == ["lead", "tender", "won", "on_site", "complete", "lost"]
    assert [(c["total"], c["estimated_value"], c["items"]) for c in columns] == [(0, "0.00", [])] * 6


def test_columns_in_position_order_with_totals_and_values(client: TestClient, db: Session, headers: Headers) -> None:
    customer = make_organisation(db, kind=Kind.customer, name="Barratt Homes")
    c = make_project(db, name="C", stage="tender", position=3000, estimated_value=Decimal("1000.50"))
    a = make_project(db, name="A", stage="tender", position=-50, estimated_value=Decimal("250000.00"))
    b = make_project(db, name="B", stage="tender", position=2000, customer=customer)
    tie_first = make_project(db, name="T1", stage="won", position=7, estimated_value=Decimal("0.25"))
    tie_second = make_project(db, name="T2", stage="won", position=7, estimated_value=Decimal("0.75"))

    columns = board(client, headers)

    tender = columns["tender"]
    assert [i["project_id"] for i in tender["items"]] == [a.id, b.id, c.id]
    assert (tender["total"], tender["estimated_value"]) == (3, "251000.50")
    assert tender["items"][1]["customer_name"] == "Barratt Homes"
    won = columns["won"]
    assert [i["project_id"] for i in won["items"]] == [tie_first.id, tie_second.id]
    assert (won["total"], won["estimated_value"]) == (2, "1.00")
    assert (columns["lead"]["total"], columns["lead"]["estimated_value"]) == (0, "0.00")


def test_a_column_lists_its_first_100_projects_but_counts_and_sums_them_all(
    client: TestClient, db: Session, headers: Headers
) -> None:
    projects = [
        Project(
            name=f"Plot {n:03d}", stage="lead", position=n, estimated_value=Decimal("10.00"), search_text=f"plot {n}"
        )
        for n in range(105, 0, -1)
    ]
    db.add_all(projects)
    db.flush()

    lead = board(client, headers)["lead"]

    assert (lead["total"], lead["estimated_value"]) == (105, "1050.00")
    assert [i["name"] for i in lead["items"]] == [f"Plot {n:03d}" for n in range(1, 101)]


def test_the_board_can_be_searched_and_filtered_by_customer(client: TestClient, db: Session, headers: Headers) -> None:
    barratt = make_organisation(db, kind=Kind.customer)
    forge = make_project(db, name="Kirkstall Forge", stage="won", customer=barratt, estimated_value=Decimal("5.00"))
    make_project(db, name="Kirkstall Works", stage="won", estimated_value=Decimal("7.00"))
    village = make_project(db, name="Holbeck Village", stage="lead", customer=barratt)

    searched = board(client, headers, q="forge")
    by_customer = board(client, headers, customer_id=barratt.id)

    assert [i["project_id"] for i in searched["won"]["items"]] == [forge.id]
    assert (searched["won"]["total"], searched["won"]["estimated_value"]) == (1, "5.00")
    assert searched["lead"]["total"] == 0
    assert [i["project_id"] for i in by_customer["won"]["items"]] == [forge.id]
    assert [i["project_id"] for i in by_customer["lead"]["items"]] == [village.id]
