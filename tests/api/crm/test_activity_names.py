"""Activity names what its changes refer to by id (addresses, users, contacts, customers, projects), as the
records are named when the log is read; the stored changes keep the ids."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from api.crm import Address, AddressType, Kind
from api.users.models import Role, User
from tests.api.crm.helpers import SUPPLIERS
from tests.api.projects.helpers import update_body
from tests.api.quotes.factories import edit_body, make_quote
from tests.factories import make_address, make_contact, make_organisation, make_project, make_user

Headers = dict[str, str]


def newest(client: TestClient, headers: Headers, path: str) -> dict[str, Any]:
    response = client.get(path, headers=headers)
    assert response.status_code == 200, response.text
    return dict(response.json()["items"][0])


def newest_names(client: TestClient, headers: Headers, path: str) -> dict[str, Any]:
    return dict(newest(client, headers, path)["names"])


def test_a_projects_site_customer_and_manager_are_named(
    client: TestClient, db: Session, headers: Headers, staff: User
) -> None:
    customer = make_organisation(db, kind=Kind.customer, name="Barratt Homes")
    site = make_address(db, customer, address_type=AddressType.site, label="Plot 3", line1="1 Elland Road")
    manager = make_user(db, role=Role.manager, first_name="Priya", last_name="Shah")
    project = make_project(db, name="Kirkstall Forge")
    body = update_body(project, customer_id=customer.id, site_address_id=site.id, account_manager_id=manager.id)
    assert client.post("/api/projects/update/", json=body, headers=headers).status_code == 200

    entry = newest(client, headers, f"/api/projects/activity/{project.id}")

    # The changes keep their ids; `names` says what they are.
    assert entry["changes"]["site_address_id"] == {"old": None, "new": site.id}
    assert entry["names"] == {
        "customer_id": {"old": None, "new": "Barratt Homes"},
        "site_address_id": {"old": None, "new": "Plot 3, 1 Elland Road, Leeds, LS3 1LH"},
        "account_manager_id": {"old": None, "new": "Priya Shah"},
    }


def test_a_quotes_contacts_manager_and_project_are_named(
    client: TestClient, db: Session, headers: Headers, staff: User
) -> None:
    customer = make_organisation(db, kind=Kind.customer)
    jo = make_contact(db, customer, first_name="Jo", last_name="Bloggs")
    sam = make_contact(db, customer, first_name="Sam", last_name="Hill")
    project = make_project(db, name="Elland Road", customer=customer)
    quote = make_quote(db, customer=customer, actor=staff, contacts=[jo])
    out = client.get(f"/api/quotes/{quote.id}", headers=headers).json()
    body = edit_body(out, contact_ids=[jo.id, sam.id], project_id=project.id, account_manager_id=None)
    assert client.post("/api/quotes/edit", json=body, headers=headers).status_code == 200

    names = newest_names(client, headers, f"/api/quotes/activity/{quote.id}")

    assert names["contacts"] == {"old": "Jo Bloggs", "new": "Jo Bloggs, Sam Hill"}
    assert names["project_id"] == {"old": None, "new": "Elland Road"}
    assert names["account_manager_id"] == {"old": staff.full_name, "new": None}


def test_a_record_deleted_since_is_said_to_be(client: TestClient, db: Session, headers: Headers) -> None:
    customer = make_organisation(db, kind=Kind.customer, name="Barratt Homes")
    site = make_address(db, customer, address_type=AddressType.site)
    project = make_project(db, customer=customer)
    body = update_body(project, customer_id=customer.id, site_address_id=site.id)
    assert client.post("/api/projects/update/", json=body, headers=headers).status_code == 200
    db.query(Address).filter(Address.id == site.id).delete()
    db.flush()

    names = newest_names(client, headers, f"/api/projects/activity/{project.id}")

    assert names["site_address_id"] == {"old": None, "new": "a deleted address"}


def test_plain_fields_have_no_names(client: TestClient, db: Session, headers: Headers) -> None:
    org = make_organisation(db, kind=Kind.supplier, name="Forterra")
    assert SUPPLIERS.update(client, headers, org.id, {"name": "Forterra plc", "version": 1}).status_code == 200

    entry = newest(client, headers, f"/api/suppliers/activity/{org.id}")

    assert (entry["changes"], entry["names"]) == ({"name": {"old": "Forterra", "new": "Forterra plc"}}, {})
