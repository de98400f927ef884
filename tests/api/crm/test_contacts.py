"""Contacts: get one, add, update, archive and the three typed deletes."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.crm import Contact, Kind, Organisation, Subject
from api.users.models import User
from tests.api.crm.helpers import Headers, actions, activity_of, errors
from tests.factories import make_contact, make_organisation, make_user

CONTACT = Subject.contact.value
ORG = Subject.organisation.value


def new_contact(org: Organisation, **changes: Any) -> dict[str, Any]:
    return {
        "related_id": org.id,
        "first_name": "Sarah",
        "last_name": "Holt",
        "job_title": "Buyer",
        "email": "Sarah.Holt@CalderValley.example.com",
        "phone": "01422 555 010",
        "mobile": "07700 900123",
    } | changes


def fetch(db: Session, contact_id: int) -> Contact | None:
    db.expire_all()
    return db.get(Contact, contact_id)


def test_get_a_contact_of_its_organisation(client: TestClient, db: Session, headers: Headers) -> None:
    org = make_organisation(db, kind=Kind.supplier, name="Forterra")
    contact = make_contact(db, org, first_name="Helen", last_name="Marsh", email="helen@forterra.example")
    elsewhere = make_organisation(db, kind=Kind.supplier)

    response = client.get(f"/api/contacts/{contact.id}/{org.id}", headers=headers)
    wrong_org = client.get(f"/api/contacts/{contact.id}/{elsewhere.id}", headers=headers)
    unknown = client.get(f"/api/contacts/{contact.id + 1000}/{org.id}", headers=headers)

    assert response.status_code == 200, response.text
    assert {k: v for k, v in response.json().items() if k not in ("created_at", "updated_at")} == {
        "contact_id": contact.id,
        "related_id": org.id,
        "related_type": "supplier",
        "related_name": "Forterra",
        "first_name": "Helen",
        "last_name": "Marsh",
        "full_name": "Helen Marsh",
        "job_title": "",
        "email": "helen@forterra.example",
        "phone": "",
        "mobile": "",
        "archived": False,
        "version": 1,
    }
    assert wrong_org.status_code == unknown.status_code == 404


def test_add_stores_the_contact_and_logs_it(client: TestClient, db: Session, headers: Headers, staff: User) -> None:
    org = make_organisation(db, kind=Kind.customer, name="Calder Valley Homes")

    response = client.post("/api/contacts/add", json=new_contact(org), headers=headers)

    assert response.status_code == 201, response.text
    body = response.json()
    assert (body["related_id"], body["related_name"], body["full_name"], body["email"]) == (
        org.id,
        "Calder Valley Homes",
        "Sarah Holt",
        "sarah.holt@caldervalley.example.com",
    )
    contact = fetch(db, body["contact_id"])
    assert contact is not None
    assert (contact.organisation_id, contact.first_name, contact.email, contact.created_by_id) == (
        org.id,
        "Sarah",
        "sarah.holt@caldervalley.example.com",
        staff.id,
    )
    assert "sarah holt" in contact.search_text and "07700 900123" in contact.search_text
    assert actions(db, CONTACT, contact.id) == ["created"]
    assert [(a.action, a.summary) for a in activity_of(db, ORG, org.id)] == [
        ("contact_added", "Added contact Sarah Holt")
    ]


def test_a_contact_without_an_email(client: TestClient, db: Session, headers: Headers) -> None:
    org = make_organisation(db)
    make_contact(db, org, email="")

    response = client.post("/api/contacts/add", json=new_contact(org, email="", last_name=""), headers=headers)

    assert response.status_code == 201, response.text
    assert (response.json()["email"], response.json()["full_name"]) == ("", "Sarah")


@pytest.mark.parametrize(
    ("changes", "field", "message"),
    [
        ({"first_name": None}, "first_name", "This field is required"),
        ({"first_name": "  "}, "first_name", "This field is required"),
        ({"email": "sarah@"}, "email", "Please enter a valid email"),
        ({"phone": "ring me"}, "phone", "Invalid format"),
        ({"mobile": "0" * 31}, "mobile", "You must enter a maximum of 30 characters"),
        ({"job_title": "x" * 101}, "job_title", "You must enter a maximum of 100 characters"),
        ({"related_id": None}, "related_id", "This field is required"),
        ({"related_id": 999999}, "related_id", "Choose the organisation this contact works for"),
    ],
)
def test_add_bad_input(
    client: TestClient, db: Session, headers: Headers, changes: dict[str, Any], field: str, message: str
) -> None:
    org = make_organisation(db)
    body = {k: v for k, v in new_contact(org, **changes).items() if v is not None}

    response = client.post("/api/contacts/add", json=body, headers=headers)

    assert errors(response) == [{"field": field, "message": message}]
    assert db.scalar(select(func.count()).select_from(Contact)) == 0


def test_an_email_once_per_organisation(client: TestClient, db: Session, headers: Headers) -> None:
    org = make_organisation(db)
    other_org = make_organisation(db)
    make_contact(db, org, email="sarah.holt@caldervalley.example.com")

    duplicate = client.post("/api/contacts/add", json=new_contact(org), headers=headers)
    elsewhere = client.post("/api/contacts/add", json=new_contact(other_org), headers=headers)

    assert duplicate.status_code == 409
    assert duplicate.json() == {
        "detail": "A contact with this email already exists at this organisation.",
        "errors": [{"field": "email", "message": "This email is in use at this organisation"}],
    }
    assert elsewhere.status_code == 201, elsewhere.text
    assert db.scalar(select(func.count()).where(Contact.organisation_id == org.id)) == 1


def test_update_changes_the_fields_and_logs_old_and_new(
    client: TestClient, db: Session, headers: Headers, staff: User
) -> None:
    org = make_organisation(db)
    contact = make_contact(db, org, first_name="Sarah", last_name="Holt", email="sarah@example.com")
    body = new_contact(org, email="sarah@example.com", job_title="Head buyer", phone="", mobile="")

    response = client.post(
        "/api/contacts/update", json=body | {"contact_id": contact.id, "version": 1}, headers=headers
    )

    assert response.status_code == 200, response.text
    assert (response.json()["job_title"], response.json()["version"]) == ("Head buyer", 2)
    saved = fetch(db, contact.id)
    assert saved is not None and (saved.job_title, saved.version) == ("Head buyer", 2)
    assert "head buyer" in saved.search_text
    [updated] = activity_of(db, CONTACT, contact.id)
    assert (updated.action, updated.actor_id, updated.changes) == (
        "updated",
        staff.id,
        {"job_title": {"old": "", "new": "Head buyer"}},
    )


def test_update_refuses_a_stale_version_or_a_colleagues_email(
    client: TestClient, db: Session, headers: Headers
) -> None:
    org = make_organisation(db)
    make_contact(db, org, email="taken@example.com")
    contact = make_contact(db, org, first_name="Sarah", email="sarah@example.com")
    contact.version = 4
    db.flush()
    url = "/api/contacts/update"

    stale = client.post(url, json=new_contact(org, contact_id=contact.id, version=3), headers=headers)
    taken = client.post(
        url, json=new_contact(org, email="TAKEN@example.com", contact_id=contact.id, version=4), headers=headers
    )
    missing = client.post(url, json=new_contact(org, contact_id=contact.id), headers=headers)

    assert stale.status_code == 409
    assert "changed by someone else" in stale.json()["detail"]
    assert taken.status_code == 409
    assert errors(missing) == [{"field": "version", "message": "This field is required"}]
    saved = fetch(db, contact.id)
    assert saved is not None and (saved.email, saved.last_name, saved.version) == (
        "sarah@example.com",
        contact.last_name,
        4,
    )
    assert actions(db, CONTACT, contact.id) == []


def test_update_of_an_unknown_contact(client: TestClient, db: Session, headers: Headers) -> None:
    org = make_organisation(db)

    response = client.post("/api/contacts/update", json=new_contact(org, contact_id=999999, version=1), headers=headers)

    assert response.status_code == 404


def test_archive_then_restore(client: TestClient, db: Session, headers: Headers, staff: User) -> None:
    org = make_organisation(db)
    contact = make_contact(db, org)

    archived = client.put(
        "/api/contacts/archive", json={"contact_id": contact.id, "user_id": staff.id}, headers=headers
    )

    assert archived.status_code == 200, archived.text
    assert (archived.json()["archived"], archived.json()["version"]) == (True, 2)
    saved = fetch(db, contact.id)
    assert saved is not None and saved.archived and saved.archived_at is not None
    assert client.get("/api/contacts/all/1", headers=headers).json()["total"] == 0
    assert client.get("/api/contacts/all/1", params={"archived": True}, headers=headers).json()["total"] == 1

    restored = client.put("/api/contacts/archive", json={"contact_id": contact.id, "archived": False}, headers=headers)

    assert restored.status_code == 200
    assert restored.json()["archived"] is False
    saved = fetch(db, contact.id)
    assert saved is not None and (saved.archived, saved.archived_at) == (False, None)
    assert actions(db, CONTACT, contact.id) == ["archived", "restored"]


def test_archive_refusals(client: TestClient, db: Session, headers: Headers) -> None:
    contact = make_contact(db, make_organisation(db))
    someone = make_user(db)

    not_own = client.put(
        "/api/contacts/archive", json={"contact_id": contact.id, "user_id": someone.id}, headers=headers
    )
    unknown = client.put("/api/contacts/archive", json={"contact_id": contact.id + 1000}, headers=headers)
    missing = client.put("/api/contacts/archive", json={}, headers=headers)

    assert not_own.status_code == 403
    assert unknown.status_code == 404
    assert errors(missing) == [{"field": "contact_id", "message": "This field is required"}]
    assert fetch(db, contact.id).archived is False  # type: ignore[union-attr]


TYPED = [("customer", Kind.customer), ("supplier", Kind.supplier), ("other", Kind.other)]


@pytest.mark.parametrize(("path", "kind"), TYPED)
def test_typed_delete_by_a_manager(
    client: TestClient, db: Session, manager_headers: Headers, manager: User, path: str, kind: Kind
) -> None:
    org = make_organisation(db, kind=kind)
    contact = make_contact(db, org, first_name="Kev", last_name="Lister")
    params = {"contact_id": contact.id, "related_id": org.id, "user_id": manager.id}

    response = client.delete(f"/api/contacts/{path}", params=params, headers=manager_headers)

    assert response.status_code == 204, response.text
    assert fetch(db, contact.id) is None
    assert actions(db, CONTACT, contact.id) == ["deleted"]
    [deleted] = activity_of(db, ORG, org.id)
    assert (deleted.action, deleted.summary, deleted.actor_id) == (
        "contact_deleted",
        "Deleted contact Kev Lister",
        manager.id,
    )


@pytest.mark.parametrize(("path", "kind"), TYPED)
def test_typed_delete_refusals(
    client: TestClient, db: Session, headers: Headers, manager_headers: Headers, manager: User, path: str, kind: Kind
) -> None:
    org = make_organisation(db, kind=kind)
    contact = make_contact(db, org)
    colleague = make_contact(db, make_organisation(db, kind=kind))
    wrong_kind = make_organisation(db, kind=Kind.company)
    wrong_kind_contact = make_contact(db, wrong_kind)
    url = f"/api/contacts/{path}"

    as_staff = client.delete(url, params={"contact_id": contact.id, "related_id": org.id}, headers=headers)
    other_org = client.delete(url, params={"contact_id": colleague.id, "related_id": org.id}, headers=manager_headers)
    other_kind = client.delete(
        url, params={"contact_id": wrong_kind_contact.id, "related_id": wrong_kind.id}, headers=manager_headers
    )
    not_own = client.delete(
        url, params={"contact_id": contact.id, "related_id": org.id, "user_id": manager.id + 1}, headers=manager_headers
    )
    missing = client.delete(url, params={"contact_id": contact.id}, headers=manager_headers)

    assert as_staff.status_code == 403
    assert other_org.status_code == other_kind.status_code == 404
    assert other_org.json()["detail"].startswith("This contact does not belong to that")
    assert not_own.status_code == 403
    assert errors(missing) == [{"field": "related_id", "message": "This field is required"}]
    assert db.scalar(select(func.count()).select_from(Contact)) == 3
