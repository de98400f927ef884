"""POST /projects/add and GET /projects/{id}: a new project with its customer and site, checked field by field."""

from __future__ import annotations

from datetime import date
from decimal import Decimal
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.crm import AddressType, Kind
from api.projects.models import Project
from api.users.models import User
from tests.api.projects.helpers import Headers, activity_of, errors, saved, url
from tests.factories import make_address, make_organisation, make_product, make_project


def add(client: TestClient, headers: Headers, **body: Any) -> Any:
    return client.post(url("/add"), json={"name": "Kirkstall Forge", **body}, headers=headers)


def test_create_a_project(client: TestClient, db: Session, headers: Headers, staff: User, manager: User) -> None:
    customer = make_organisation(db, kind=Kind.customer, name="Barratt Homes")
    site = make_address(db, customer, address_type=AddressType.site, line1="Kirkstall Road", postcode="LS5 3BT")

    response = add(
        client,
        headers,
        name="  Kirkstall Forge phase 2 ",
        reference="KF-2",
        glenigan_id="G-10234",
        stage="tender",
        customer_id=customer.id,
        site_address_id=site.id,
        number_of_plots=120,
        estimated_value="£1,250,000.5",
        start_date="2025-03-01",
        end_date="2026-09-30",
        description="Phase two: 120 houses",
        account_manager_id=manager.id,
    )

    assert response.status_code == 201, response.text
    body = response.json()
    expected = {
        "name": "Kirkstall Forge phase 2",
        "reference": "KF-2",
        "glenigan_id": "G-10234",
        "stage": "tender",
        "customer_id": customer.id,
        "customer_name": "Barratt Homes",
        "site_address_id": site.id,
        "number_of_plots": 120,
        "estimated_value": "1250000.50",
        "start_date": "2025-03-01",
        "end_date": "2026-09-30",
        "description": "Phase two: 120 houses",
        "account_manager_id": manager.id,
        "account_manager_name": manager.full_name,
        "version": 1,
        "created_by_name": "Sam Staff",
        "architects": [],
        "suppliers": [],
        "suggested_products": [],
    }
    assert {k: body[k] for k in expected} == expected
    assert body["site_address"] == {
        "id": site.id,
        "label": "",
        "line1": "Kirkstall Road",
        "town": "Leeds",
        "postcode": "LS5 3BT",
    }
    project = saved(db, body["project_id"])
    assert (project.name, project.reference, project.stage, project.customer_id, project.created_by_id) == (
        "Kirkstall Forge phase 2",
        "KF-2",
        "tender",
        customer.id,
        staff.id,
    )
    assert (project.estimated_value, project.start_date, project.end_date) == (
        Decimal("1250000.50"),
        date(2025, 3, 1),
        date(2026, 9, 30),
    )
    assert project.search_text == "kirkstall forge phase 2 kf-2 g-10234"
    [created] = activity_of(db, project.id)
    assert (created.action, created.summary, created.actor_id) == (
        "create",
        "Project Kirkstall Forge phase 2 created",
        staff.id,
    )


def test_only_a_name_is_needed(client: TestClient, db: Session, headers: Headers) -> None:
    response = add(client, headers)

    assert response.status_code == 201, response.text
    body = response.json()
    assert (body["stage"], body["reference"], body["customer_id"], body["site_address"], body["estimated_value"]) == (
        "lead",
        "",
        None,
        None,
        None,
    )
    response = client.get(url(f"/{body['project_id']}"), headers=headers)
    assert response.status_code == 200
    assert response.json() == body


def test_a_new_project_goes_to_the_end_of_its_stage_column(client: TestClient, db: Session, headers: Headers) -> None:
    make_project(db, stage="won", position=5000)
    make_project(db, stage="won", position=300)
    make_project(db, stage="lead", position=90000)

    response = add(client, headers, stage="won")

    assert response.status_code == 201, response.text
    project = saved(db, response.json()["project_id"])
    assert project.position > 5000
    assert response.json()["position"] == project.position
    won = client.get(url("/board"), headers=headers).json()["columns"][2]
    assert won["stage"] == "won"
    assert won["items"][-1]["project_id"] == project.id


def test_a_company_can_be_the_customer(client: TestClient, db: Session, headers: Headers) -> None:
    company = make_organisation(db, kind=Kind.company, name="Persimmon")

    response = add(client, headers, customer_id=company.id)

    assert response.status_code == 201, response.text
    assert response.json()["customer_name"] == "Persimmon"


@pytest.mark.parametrize(
    ("body", "field", "message"),
    [
        ({"name": "   "}, "name", "This field is required"),
        ({"name": "x" * 201}, "name", "You must enter a maximum of 200 characters"),
        ({"reference": "R" * 51}, "reference", "You must enter a maximum of 50 characters"),
        ({"estimated_value": "12.345"}, "estimated_value", "Enter at most 2 decimal places"),
        ({"estimated_value": "-5"}, "estimated_value", "This amount cannot be negative"),
        ({"estimated_value": "lots"}, "estimated_value", "This field can only contain numbers"),
        ({"number_of_plots": -1}, "number_of_plots", "Input should be greater than or equal to 0"),
        ({"number_of_plots": 2.5}, "number_of_plots", "This field can only contain integer values"),
        ({"stage": "bogus"}, "stage", "Must be one of: lead, tender, won, lost, on_site or complete"),
        ({"start_date": "01/03/2025"}, "start_date", "Invalid format"),
        ({"start_date": "2025-03-01", "end_date": "2025-02-28"}, "end_date", None),
    ],
)
def test_bad_input_names_the_field(
    client: TestClient, db: Session, headers: Headers, body: dict[str, Any], field: str, message: str | None
) -> None:
    response = client.post(url("/add"), json={"name": "Kirkstall Forge", **body}, headers=headers)

    expected = message or "The end date must be on or after the start date."
    assert errors(response) == [{"field": field, "message": expected}]
    assert db.scalar(select(func.count()).select_from(Project)) == 0


def test_a_missing_name(client: TestClient, db: Session, headers: Headers) -> None:
    response = client.post(url("/add"), json={"stage": "lead"}, headers=headers)

    assert errors(response) == [{"field": "name", "message": "This field is required"}]


def test_wrong_records(client: TestClient, db: Session, headers: Headers) -> None:
    supplier = make_organisation(db, kind=Kind.supplier, name="Ibstock")
    customer = make_organisation(db, kind=Kind.customer)
    stranger = make_organisation(db, kind=Kind.customer)
    strangers_site = make_address(db, stranger, address_type=AddressType.site)

    as_customer = add(client, headers, customer_id=supplier.id)
    others_site = add(client, headers, customer_id=customer.id, site_address_id=strangers_site.id)
    no_site = add(client, headers, customer_id=customer.id, site_address_id=strangers_site.id + 1000)
    no_manager = add(client, headers, account_manager_id=999_999)

    assert errors(as_customer) == [{"field": "customer_id", "message": "This customer does not exist."}]
    assert errors(others_site) == [
        {"field": "site_address_id", "message": "This address belongs to another organisation."}
    ]
    assert errors(no_site) == [{"field": "site_address_id", "message": "This address does not exist."}]
    assert errors(no_manager) == [{"field": "account_manager_id", "message": "This user does not exist."}]
    assert db.scalar(select(func.count()).select_from(Project)) == 0


def test_a_site_address_needs_the_customer(client: TestClient, db: Session, headers: Headers) -> None:
    supplier = make_organisation(db, kind=Kind.supplier)
    suppliers_depot = make_address(db, supplier, address_type=AddressType.depot)

    response = add(client, headers, site_address_id=suppliers_depot.id)

    assert errors(response) == [
        {"field": "site_address_id", "message": "Choose the customer first: the site is one of their addresses."}
    ]


def test_a_reference_is_unique_whatever_its_case(client: TestClient, db: Session, headers: Headers) -> None:
    make_project(db, reference="KF-2")

    duplicate = add(client, headers, reference="kf-2")
    two_without = [add(client, headers, reference=""), add(client, headers)]

    assert errors(duplicate) == [{"field": "reference", "message": "Another project has this reference."}]
    assert [r.status_code for r in two_without] == [201, 201]


def test_several_errors_at_once(client: TestClient, db: Session, headers: Headers) -> None:
    supplier = make_organisation(db, kind=Kind.supplier)
    make_product(db, supplier)

    response = add(client, headers, customer_id=supplier.id, start_date="2025-05-01", end_date="2025-04-01")

    assert {e["field"] for e in errors(response)} == {"customer_id", "end_date"}
