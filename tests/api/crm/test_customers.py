"""What only customers have: an account manager, given on add or through its own call."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from api.crm import Kind, Organisation, Subject
from api.users.models import User
from tests.api.crm.helpers import CUSTOMERS, Headers, activity_of, errors
from tests.factories import make_organisation, make_user

URL = "/api/customers/accountManager/update"
ORG = Subject.organisation.value


def manager_id_of(db: Session, org_id: int) -> int | None:
    db.expire_all()
    org = db.get(Organisation, org_id)
    assert org is not None
    return org.account_manager_id


def set_manager(client: TestClient, headers: Headers, customer_id: int, user_id: Any) -> Any:
    return client.put(URL, json={"customer_id": customer_id, "user_id": user_id}, headers=headers)


def test_add_with_an_account_manager(client: TestClient, db: Session, headers: Headers) -> None:
    rep = make_user(db, first_name="Priya", last_name="Shah")

    response = CUSTOMERS.add(client, headers, {"name": "Calder", "account_manager_id": rep.id})

    assert response.status_code == 201, response.text
    assert (response.json()["account_manager_id"], response.json()["account_manager_name"]) == (rep.id, "Priya Shah")
    assert manager_id_of(db, response.json()["id"]) == rep.id


def test_add_with_an_inactive_account_manager(client: TestClient, db: Session, headers: Headers) -> None:
    gone = make_user(db, active=False)

    response = CUSTOMERS.add(client, headers, {"name": "Calder", "account_manager_id": gone.id})

    assert errors(response) == [{"field": "account_manager_id", "message": "Choose an active member of staff"}]


def test_an_edit_leaves_the_account_manager_alone(
    client: TestClient, db: Session, headers: Headers, staff: User
) -> None:
    org = make_organisation(db, kind=Kind.customer, name="Calder", account_manager_id=staff.id)

    response = CUSTOMERS.update(
        client, headers, org.id, {"name": "Calder Homes", "account_manager_id": None, "version": 1}
    )

    assert response.status_code == 200, response.text
    assert response.json()["account_manager_id"] == staff.id
    assert manager_id_of(db, org.id) == staff.id


def test_set_change_and_clear_the_account_manager(
    client: TestClient, db: Session, headers: Headers, staff: User
) -> None:
    org = make_organisation(db, kind=Kind.customer, name="Calder")
    rep = make_user(db, first_name="Priya", last_name="Shah")

    first = set_manager(client, headers, org.id, staff.id)
    second = set_manager(client, headers, org.id, rep.id)
    cleared = set_manager(client, headers, org.id, None)

    assert first.status_code == second.status_code == cleared.status_code == 200
    assert (first.json()["account_manager_name"], first.json()["version"]) == ("Sam Staff", 2)
    assert (second.json()["account_manager_id"], second.json()["account_manager_name"]) == (rep.id, "Priya Shah")
    assert (cleared.json()["account_manager_id"], cleared.json()["account_manager_name"]) == (None, None)
    assert manager_id_of(db, org.id) is None
    rows = activity_of(db, ORG, org.id)
    assert [(r.action, r.summary) for r in rows] == [
        ("account_manager_changed", "Account manager: Sam Staff"),
        ("account_manager_changed", "Account manager: Priya Shah"),
        ("account_manager_changed", "Account manager removed"),
    ]
    assert rows[1].changes == {"account_manager": {"old": "Sam Staff", "new": "Priya Shah"}}
    assert rows[2].changes == {"account_manager": {"old": "Priya Shah", "new": None}}


def test_the_same_account_manager_again_changes_nothing(
    client: TestClient, db: Session, headers: Headers, staff: User
) -> None:
    org = make_organisation(db, kind=Kind.customer, account_manager_id=staff.id)

    response = set_manager(client, headers, org.id, staff.id)

    assert response.json()["version"] == 1
    assert activity_of(db, ORG, org.id) == []


def test_account_manager_must_be_active_staff(client: TestClient, db: Session, headers: Headers) -> None:
    org = make_organisation(db, kind=Kind.customer)
    gone = make_user(db, active=False)

    inactive = set_manager(client, headers, org.id, gone.id)
    unknown = set_manager(client, headers, org.id, gone.id + 1000)
    missing = client.put(URL, json={"customer_id": org.id}, headers=headers)

    for response in (inactive, unknown):  # named as the body names it, as a missing one is
        assert errors(response) == [{"field": "user_id", "message": "Choose an active member of staff"}]
    assert errors(missing) == [{"field": "user_id", "message": "This field is required"}]
    assert manager_id_of(db, org.id) is None


def test_account_manager_of_a_supplier_is_not_found(
    client: TestClient, db: Session, headers: Headers, staff: User
) -> None:
    supplier = make_organisation(db, kind=Kind.supplier)

    response = set_manager(client, headers, supplier.id, staff.id)

    assert response.status_code == 404
    assert response.json()["detail"] == "This customer does not exist."
    assert manager_id_of(db, supplier.id) is None
