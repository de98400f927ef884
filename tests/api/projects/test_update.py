"""POST /projects/update/ and PUT /projects/update/glenigan: edits, their activity, stale versions."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from api.crm import AddressType, Kind
from api.users.models import User
from tests.api.projects.helpers import Headers, activity_of, column_ids, errors, saved, update_body, url
from tests.factories import make_address, make_organisation, make_project


def test_update_changes_fields_and_logs_the_changes(
    client: TestClient, db: Session, headers: Headers, staff: User
) -> None:
    customer = make_organisation(db, kind=Kind.customer, name="Barratt Homes")
    site = make_address(db, customer, address_type=AddressType.site)
    project = make_project(db, name="Kirkstall Forge", reference="KF-1", estimated_value=Decimal("1000.00"))
    body = update_body(
        project,
        name="Kirkstall Forge phase 2",
        reference="kf-2",
        customer_id=customer.id,
        site_address_id=site.id,
        estimated_value="2500.5",
        start_date="2025-06-01",
    )

    response = client.post(url("/update/"), json=body, headers=headers)

    assert response.status_code == 200, response.text
    out = response.json()
    assert (out["name"], out["reference"], out["customer_name"], out["estimated_value"], out["version"]) == (
        "Kirkstall Forge phase 2",
        "kf-2",
        "Barratt Homes",
        "2500.50",
        2,
    )
    assert out["site_address"]["id"] == site.id
    row = saved(db, project.id)
    assert (row.name, row.reference, row.customer_id, row.site_address_id, row.version) == (
        "Kirkstall Forge phase 2",
        "kf-2",
        customer.id,
        site.id,
        2,
    )
    assert (row.estimated_value, row.start_date) == (Decimal("2500.50"), date(2025, 6, 1))
    assert row.search_text == "kirkstall forge phase 2 kf-2"
    [entry] = activity_of(db, project.id)
    assert (entry.action, entry.summary, entry.actor_id) == ("update", "Project updated", staff.id)
    assert entry.changes == {
        "name": {"old": "Kirkstall Forge", "new": "Kirkstall Forge phase 2"},
        "reference": {"old": "KF-1", "new": "kf-2"},
        "customer_id": {"old": None, "new": customer.id},
        "site_address_id": {"old": None, "new": site.id},
        "estimated_value": {"old": "1000.00", "new": "2500.50"},
        "start_date": {"old": None, "new": "2025-06-01"},
    }


def test_an_update_without_changes_logs_nothing(client: TestClient, db: Session, headers: Headers) -> None:
    project = make_project(db, name="Kirkstall Forge", reference="KF-1")

    response = client.post(url("/update/"), json=update_body(project), headers=headers)

    assert response.status_code == 200, response.text
    assert (response.json()["version"], saved(db, project.id).version) == (1, 1)
    assert activity_of(db, project.id) == []


def test_a_stale_version_is_refused_and_changes_nothing(client: TestClient, db: Session, headers: Headers) -> None:
    project = make_project(db, name="Kirkstall Forge", version=3)

    response = client.post(url("/update/"), json=update_body(project, name="Renamed", version=2), headers=headers)

    assert response.status_code == 409
    assert response.json()["detail"] == (
        "This project was changed by someone else since you opened it. Reload to see their changes."
    )
    row = saved(db, project.id)
    assert (row.name, row.version) == ("Kirkstall Forge", 3)
    assert activity_of(db, project.id) == []


def test_changing_the_stage_puts_it_at_the_end_of_the_new_column(
    client: TestClient, db: Session, headers: Headers
) -> None:
    won = [make_project(db, stage="won", position=p) for p in (100, 200, 300)]
    project = make_project(db, stage="lead", position=50)

    response = client.post(url("/update/"), json=update_body(project, stage="won"), headers=headers)

    assert response.status_code == 200, response.text
    assert saved(db, project.id).position > 300
    assert column_ids(client, headers, "won") == [p.id for p in won] + [project.id]
    assert column_ids(client, headers, "lead") == []
    [entry] = activity_of(db, project.id)
    assert entry.changes == {"stage": {"old": "lead", "new": "won"}}


def test_keeping_the_stage_keeps_the_place(client: TestClient, db: Session, headers: Headers) -> None:
    first = make_project(db, stage="won", position=100)
    second = make_project(db, stage="won", position=200)

    response = client.post(url("/update/"), json=update_body(first, name="Renamed"), headers=headers)

    assert response.status_code == 200, response.text
    assert column_ids(client, headers, "won") == [first.id, second.id]


def test_update_checks_like_create(client: TestClient, db: Session, headers: Headers) -> None:
    make_project(db, reference="KF-1")
    customer = make_organisation(db, kind=Kind.customer)
    other = make_organisation(db, kind=Kind.customer)
    project = make_project(db, customer=customer, reference="HU-1", start_date=date(2025, 5, 1))
    others_site = make_address(db, other, address_type=AddressType.site)

    duplicate = client.post(url("/update/"), json=update_body(project, reference="kf-1"), headers=headers)
    own_reference = client.post(url("/update/"), json=update_body(project, reference="hu-1"), headers=headers)
    wrong_site = client.post(
        url("/update/"), json=update_body(saved(db, project.id), site_address_id=others_site.id), headers=headers
    )
    dates = client.post(
        url("/update/"), json=update_body(saved(db, project.id), end_date="2025-04-01"), headers=headers
    )
    blank = client.post(url("/update/"), json=update_body(saved(db, project.id), name=""), headers=headers)
    no_version = client.post(
        url("/update/"), json={k: v for k, v in update_body(project).items() if k != "version"}, headers=headers
    )

    assert errors(duplicate) == [{"field": "reference", "message": "Another project has this reference."}]
    assert own_reference.status_code == 200, own_reference.text
    assert errors(wrong_site) == [
        {"field": "site_address_id", "message": "This address belongs to another organisation."}
    ]
    assert errors(dates) == [{"field": "end_date", "message": "The end date must be on or after the start date."}]
    assert errors(blank) == [{"field": "name", "message": "This field is required"}]
    assert errors(no_version) == [{"field": "version", "message": "This field is required"}]
    assert saved(db, project.id).reference == "hu-1"


def test_set_and_clear_the_glenigan_id(client: TestClient, db: Session, headers: Headers, staff: User) -> None:
    project = make_project(db, name="Kirkstall Forge", reference="KF-1")

    set_ = client.put(url("/update/glenigan"), json={"glenigan": " G-10234 ", "projectId": project.id}, headers=headers)

    assert set_.status_code == 200, set_.text
    assert (set_.json()["glenigan_id"], set_.json()["version"]) == ("G-10234", 2)
    row = saved(db, project.id)
    assert (row.glenigan_id, row.search_text) == ("G-10234", "kirkstall forge kf-1 g-10234")
    found = client.get(url("/all"), params={"q": "10234"}, headers=headers).json()["items"]
    assert [item["project_id"] for item in found] == [project.id]

    cleared = client.put(url("/update/glenigan"), json={"glenigan": "", "projectId": project.id}, headers=headers)

    assert cleared.status_code == 200, cleared.text
    assert cleared.json()["glenigan_id"] == ""
    assert saved(db, project.id).search_text == "kirkstall forge kf-1"
    assert client.get(url("/all"), params={"q": "10234"}, headers=headers).json()["items"] == []
    entries = activity_of(db, project.id)
    assert [(e.action, e.summary, e.actor_id) for e in entries] == [
        ("update", "Glenigan id set to G-10234", staff.id),
        ("update", "Glenigan id cleared", staff.id),
    ]
    assert entries[1].changes == {"glenigan_id": {"old": "G-10234", "new": ""}}


def test_glenigan_bad_input(client: TestClient, db: Session, headers: Headers) -> None:
    project = make_project(db, glenigan_id="G-1")

    too_long = client.put(
        url("/update/glenigan"), json={"glenigan": "G" * 51, "projectId": project.id}, headers=headers
    )
    no_project = client.put(url("/update/glenigan"), json={"glenigan": "G-2"}, headers=headers)
    no_value = client.put(url("/update/glenigan"), json={"projectId": project.id}, headers=headers)

    assert errors(too_long) == [{"field": "glenigan", "message": "You must enter a maximum of 50 characters"}]
    assert errors(no_project) == [{"field": "projectId", "message": "This field is required"}]
    assert errors(no_value) == [{"field": "glenigan", "message": "This field is required"}]
    assert saved(db, project.id).glenigan_id == "G-1"
