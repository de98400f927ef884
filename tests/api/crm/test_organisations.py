"""Customers, suppliers, others and companies: get, add, update, archive and delete through each kind's paths."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.crm import Kind, Organisation, Subject
from api.records.models import Note, StoredFile
from api.users.models import Role, User
from tests.api.crm.helpers import (
    APIS,
    CUSTOMERS,
    Headers,
    KindApi,
    actions,
    activity_of,
    errors,
    every_kind,
    other_kind,
)
from tests.factories import headers_for, make_address, make_contact, make_link, make_note, make_organisation, make_user

ORG = Subject.organisation.value


def new_org(**changes: Any) -> dict[str, Any]:
    return {
        "name": "Calder Valley Homes",
        "account_number": "CVH001",
        "category": "Housebuilder",
        "email": "Buying@CalderValley.example.com",
        "phone": "01422 555 010",
        "website": "https://caldervalley.example.com",
        "vat_number": "GB123456789",
        "description": "Forty plots a year around Hebden Bridge.",
    } | changes


def fetch(db: Session, org_id: int) -> Organisation | None:
    db.expire_all()
    return db.get(Organisation, org_id)


@every_kind
def test_get_one_with_the_kinds_id_name(client: TestClient, db: Session, headers: Headers, api: KindApi) -> None:
    org = make_organisation(db, kind=api.kind, name="Forterra", account_number="FOR-01", email="sales@forterra.example")
    make_address(db, org, town="Northampton", postcode="NN4 5EA")

    response = api.get(client, headers, org.id)

    assert response.status_code == 200, response.text
    body = response.json()
    assert body[api.id_field] == body["id"] == org.id
    assert {k: body[k] for k in ("kind", "name", "account_number", "email", "town", "postcode", "version")} == {
        "kind": api.kind.value,
        "name": "Forterra",
        "account_number": "FOR-01",
        "email": "sales@forterra.example",
        "town": "Northampton",
        "postcode": "NN4 5EA",
        "version": 1,
    }
    assert (body["archived"], body["archived_at"], body["account_manager_id"]) == (False, None, None)


@every_kind
def test_another_kinds_record_is_not_found_on_every_record_call(
    client: TestClient, db: Session, headers: Headers, api: KindApi
) -> None:
    stranger = make_organisation(db, kind=other_kind(api))
    reads = [api.base + api.one_path.format(id=stranger.id)] + [
        api.url(f"/{call}/{stranger.id}") for call in ("stats", "activity", "tasks", "note", "file")
    ]

    for url in reads:
        response = client.get(url, headers=headers)
        assert response.status_code == 404, url
        assert response.json()["detail"].startswith("This ")
    assert api.update(client, headers, stranger.id, new_org(version=1)).status_code == 404
    assert api.archive(client, headers, stranger.id).status_code == 404
    assert fetch(db, stranger.id) is not None and fetch(db, stranger.id).archived is False  # type: ignore[union-attr]


@every_kind
def test_add_stores_the_record_and_logs_it(
    client: TestClient, db: Session, headers: Headers, staff: User, api: KindApi
) -> None:
    response = api.add(client, headers, new_org())

    assert response.status_code == 201, response.text
    body = response.json()
    assert body[api.id_field] == body["id"]
    assert {k: v for k, v in body.items() if k in new_org()} == new_org(email="buying@caldervalley.example.com")
    assert (body["kind"], body["version"], body["town"], body["archived"]) == (api.kind.value, 1, "", False)
    org = fetch(db, body["id"])
    assert org is not None
    assert (org.kind, org.name, org.account_number, org.created_by_id) == (
        api.kind.value,
        "Calder Valley Homes",
        "CVH001",
        staff.id,
    )
    assert "calder valley homes" in org.search_text and "cvh001" in org.search_text
    [created] = activity_of(db, ORG, org.id)
    assert (created.action, created.actor_id, created.summary.endswith("Calder Valley Homes")) == (
        "created",
        staff.id,
        True,
    )


@every_kind
def test_add_with_only_a_name(client: TestClient, db: Session, headers: Headers, api: KindApi) -> None:
    response = api.add(client, headers, {"name": "  Dales Haulage  "})

    assert response.status_code == 201, response.text
    assert (response.json()["name"], response.json()["account_number"]) == ("Dales Haulage", "")
    org = fetch(db, response.json()["id"])
    assert org is not None and org.account_number is None


@pytest.mark.parametrize(
    ("changes", "field", "message"),
    [
        ({"name": None}, "name", "This field is required"),
        ({"name": "   "}, "name", "This field is required"),
        ({"name": "x" * 201}, "name", "You must enter a maximum of 200 characters"),
        ({"email": "buying@"}, "email", "Please enter a valid email"),
        ({"phone": "call us"}, "phone", "Invalid format"),
        (
            {"website": "ftp://caldervalley.example.com"},
            "website",
            "Please enter a web address starting with http:// or https://",
        ),
        ({"account_number": "x" * 51}, "account_number", "You must enter a maximum of 50 characters"),
    ],
)
@every_kind
def test_add_bad_input(
    client: TestClient, db: Session, headers: Headers, api: KindApi, changes: dict[str, Any], field: str, message: str
) -> None:
    body = {k: v for k, v in new_org(**changes).items() if v is not None}

    response = api.add(client, headers, body)

    assert errors(response) == [{"field": field, "message": message}]
    assert db.scalar(select(func.count()).select_from(Organisation)) == 0


@every_kind
def test_account_numbers_are_unique_within_a_kind_in_any_case(
    client: TestClient, db: Session, headers: Headers, api: KindApi
) -> None:
    make_organisation(db, kind=api.kind, account_number="CVH001")
    make_organisation(db, kind=other_kind(api), account_number="DUP-9")

    duplicate = api.add(client, headers, new_org(account_number="cvh001"))
    other_kinds_number = api.add(client, headers, new_org(account_number="DUP-9"))

    assert duplicate.status_code == 409
    assert duplicate.json()["errors"] == [{"field": "account_number", "message": "This account number is in use"}]
    assert other_kinds_number.status_code == 201, other_kinds_number.text
    count = select(func.count()).where(Organisation.kind == api.kind.value)
    assert db.scalar(count) == 2


@every_kind
def test_update_changes_the_fields_and_logs_old_and_new(
    client: TestClient, db: Session, headers: Headers, staff: User, api: KindApi
) -> None:
    org = make_organisation(db, kind=api.kind, **new_org(email="buying@caldervalley.example.com"))

    response = api.update(
        client, headers, org.id, new_org(name="Calder Valley Homes Ltd", phone="01422 555 011", version=1)
    )

    assert response.status_code == 200, response.text
    assert (response.json()["name"], response.json()["phone"], response.json()["version"]) == (
        "Calder Valley Homes Ltd",
        "01422 555 011",
        2,
    )
    saved = fetch(db, org.id)
    assert saved is not None and (saved.name, saved.phone, saved.version) == (
        "Calder Valley Homes Ltd",
        "01422 555 011",
        2,
    )
    assert "calder valley homes ltd" in saved.search_text
    [updated] = activity_of(db, ORG, org.id)
    assert (updated.action, updated.actor_id) == ("updated", staff.id)
    assert updated.changes == {
        "name": {"old": "Calder Valley Homes", "new": "Calder Valley Homes Ltd"},
        "phone": {"old": "01422 555 010", "new": "01422 555 011"},
    }


@every_kind
def test_update_without_changes_keeps_the_version_and_logs_nothing(
    client: TestClient, db: Session, headers: Headers, api: KindApi
) -> None:
    org = make_organisation(db, kind=api.kind, **new_org(email="buying@caldervalley.example.com"))

    response = api.update(client, headers, org.id, new_org(version=1))

    assert response.status_code == 200, response.text
    assert response.json()["version"] == 1
    assert actions(db, ORG, org.id) == []


@every_kind
def test_a_stale_version_is_refused_and_nothing_is_saved(
    client: TestClient, db: Session, headers: Headers, api: KindApi
) -> None:
    org = make_organisation(db, kind=api.kind, name="Forterra", version=3)

    response = api.update(client, headers, org.id, {"name": "Forterra plc", "version": 2})

    assert response.status_code == 409
    assert "changed by someone else" in response.json()["detail"]
    saved = fetch(db, org.id)
    assert saved is not None and (saved.name, saved.version) == ("Forterra", 3)
    assert actions(db, ORG, org.id) == []


@every_kind
def test_update_bad_input(client: TestClient, db: Session, headers: Headers, api: KindApi) -> None:
    org = make_organisation(db, kind=api.kind, name="Forterra")

    missing_version = api.update(client, headers, org.id, {"name": "Forterra plc"})
    bad_email = api.update(client, headers, org.id, {"name": "Forterra plc", "email": "sales", "version": 1})

    assert errors(missing_version) == [{"field": "version", "message": "This field is required"}]
    assert errors(bad_email) == [{"field": "email", "message": "Please enter a valid email"}]
    assert fetch(db, org.id).name == "Forterra"  # type: ignore[union-attr]


@every_kind
def test_update_to_a_taken_account_number(client: TestClient, db: Session, headers: Headers, api: KindApi) -> None:
    make_organisation(db, kind=api.kind, account_number="TAKEN")
    org = make_organisation(db, kind=api.kind, account_number="MINE")

    response = api.update(client, headers, org.id, {"name": org.name, "account_number": "taken", "version": 1})
    own = api.update(client, headers, org.id, {"name": org.name, "account_number": "MINE", "version": 1})

    assert response.status_code == 409
    assert own.status_code == 200
    assert fetch(db, org.id).account_number == "MINE"  # type: ignore[union-attr]


@every_kind
def test_archive_then_restore(client: TestClient, db: Session, headers: Headers, staff: User, api: KindApi) -> None:
    org = make_organisation(db, kind=api.kind, name="Forterra")

    archived = api.archive(client, headers, org.id, user_id=staff.id)

    assert archived.status_code == 200, archived.text
    assert (archived.json()["archived"], archived.json()["version"]) == (True, 2)
    assert archived.json()["archived_at"] is not None
    assert fetch(db, org.id).archived is True  # type: ignore[union-attr]
    assert [o["id"] for o in api.list(client, headers).json()["items"]] == []
    assert [o["id"] for o in api.list(client, headers, archived="true").json()["items"]] == [org.id]

    restored = api.archive(client, headers, org.id, archived=False)

    assert restored.status_code == 200, restored.text
    assert (restored.json()["archived"], restored.json()["archived_at"], restored.json()["version"]) == (False, None, 3)
    saved = fetch(db, org.id)
    assert saved is not None and (saved.archived, saved.archived_at) == (False, None)
    assert [o["id"] for o in api.list(client, headers).json()["items"]] == [org.id]
    assert actions(db, ORG, org.id) == ["archived", "restored"]


@every_kind
def test_archive_with_someone_elses_user_id(client: TestClient, db: Session, headers: Headers, api: KindApi) -> None:
    org = make_organisation(db, kind=api.kind)
    someone = make_user(db)

    response = api.archive(client, headers, org.id, user_id=someone.id)

    assert response.status_code == 403
    assert response.json()["detail"] == "user_id must be your own user id."
    assert fetch(db, org.id).archived is False  # type: ignore[union-attr]


@every_kind
def test_archive_bad_input(client: TestClient, headers: Headers, api: KindApi) -> None:
    response = client.put(api.url("/archive"), json={"archived": "perhaps"}, headers=headers)

    assert {e["field"] for e in errors(response)} == {api.id_field, "archived"}


@every_kind
def test_staff_cannot_delete(client: TestClient, db: Session, headers: Headers, api: KindApi) -> None:
    org = make_organisation(db, kind=api.kind, name="Forterra")

    response = api.delete(client, headers, org.id)

    assert response.status_code == 403
    assert response.json()["detail"].startswith("Only a manager or an admin can delete")
    assert fetch(db, org.id) is not None


@every_kind
def test_delete_is_refused_while_contacts_or_addresses_exist(
    client: TestClient, db: Session, manager_headers: Headers, manager: User, api: KindApi
) -> None:
    org = make_organisation(db, kind=api.kind, name="Forterra")
    contacts = [make_contact(db, org), make_contact(db, org, archived=True)]
    address = make_address(db, org, archived=True)
    make_note(db, org.id, manager)
    make_link(db, org.id)

    refused = api.delete(client, manager_headers, org.id)

    assert refused.status_code == 409
    assert refused.json()["detail"] == (
        "Forterra cannot be deleted while it has 2 contacts and 1 address. Delete those first, or archive it instead."
    )
    assert fetch(db, org.id) is not None
    for contact in contacts:
        if api.kind is Kind.company:  # no typed contact delete exists for a company's contacts
            db.delete(contact)
            db.flush()
        else:
            params = {"contact_id": contact.id, "related_id": org.id}
            assert (
                client.delete(f"/api/contacts/{api.kind.value}", params=params, headers=manager_headers).status_code
                == 204
            )
    params = {"related_type": api.kind.value, "address_id": address.id}
    assert client.delete("/api/addresses", params=params, headers=manager_headers).status_code == 204

    deleted = api.delete(client, manager_headers, org.id)

    assert deleted.status_code == 204, deleted.text
    assert fetch(db, org.id) is None
    assert db.scalar(select(func.count()).select_from(Note)) == 0
    assert db.scalar(select(func.count()).select_from(StoredFile)) == 0
    assert actions(db, ORG, org.id)[-1] == "deleted"
    assert activity_of(db, ORG, org.id)[-1].actor_id == manager.id


@every_kind
def test_delete_another_kinds_record(client: TestClient, db: Session, manager_headers: Headers, api: KindApi) -> None:
    stranger = make_organisation(db, kind=other_kind(api))

    response = api.delete(client, manager_headers, stranger.id)

    assert response.status_code == 404
    assert fetch(db, stranger.id) is not None


def test_customer_delete_checks_the_user_id(client: TestClient, db: Session, manager: User) -> None:
    org = make_organisation(db, kind=Kind.customer)
    headers = headers_for(db, manager)
    url = CUSTOMERS.url("/delete")

    someone_else = client.delete(url, params={"customer_id": org.id, "user_id": manager.id + 1}, headers=headers)
    missing_id = client.delete(url, params={"user_id": manager.id}, headers=headers)
    own = client.delete(url, params={"customer_id": org.id, "user_id": manager.id}, headers=headers)

    assert someone_else.status_code == 403
    assert errors(missing_id) == [{"field": "customer_id", "message": "This field is required"}]
    assert own.status_code == 204
    assert fetch(db, org.id) is None


def test_an_admin_can_delete(client: TestClient, db: Session) -> None:
    admin = make_user(db, role=Role.admin)
    orgs = {api.kind: make_organisation(db, kind=api.kind) for api in APIS}

    for api in APIS:
        assert api.delete(client, headers_for(db, admin), orgs[api.kind].id).status_code == 204

    assert db.scalar(select(func.count()).select_from(Organisation)) == 0
