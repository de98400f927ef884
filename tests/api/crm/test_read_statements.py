"""The calls of an office's working day on a customer in the fewest statements: the record with its account manager
in one, its notes with the check that it exists in one, a note added with its activity row (which checks the
record) and the note itself in two."""

from __future__ import annotations

from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from api.crm import Kind
from api.users.models import User
from tests.api.crm.helpers import Headers, activity_of
from tests.conftest import QueryLog
from tests.factories import make_note, make_organisation, make_user


def own(statements: list[str]) -> list[str]:
    """The call's statements but the token check's reads of the user (the test session's, expired by each commit:
    a server reads it from its cache)."""
    return [s for s in statements if not s.startswith("SELECT users.id, users.first_name, users.last_name, users.")]


def test_a_customer_with_its_account_manager_in_one_statement(
    client: TestClient, db: Session, headers: Headers, query_log: QueryLog
) -> None:
    manager = make_user(db, first_name="Mona", last_name="Gray")
    customer = make_organisation(db, kind=Kind.customer, name="Holme Valley Homes", account_manager_id=manager.id)
    customer_id, manager_id = customer.id, manager.id  # read now: each call's commit expires the objects
    with query_log.recording() as statements:
        response = client.get(f"/api/customers/{customer_id}", headers=headers)
    assert response.status_code == 200, response.text
    assert len(own(statements)) == 1, "\n".join(s[:80] for s in statements)
    body = response.json()
    assert (body["customer_id"], body["name"], body["account_manager_id"], body["account_manager_name"]) == (
        customer_id,
        "Holme Valley Homes",
        manager_id,
        "Mona Gray",
    )
    alone = make_organisation(db, kind=Kind.customer)
    assert client.get(f"/api/customers/{alone.id}", headers=headers).json()["account_manager_name"] is None
    supplier = make_organisation(db, kind=Kind.supplier)
    for missing in (supplier.id, 99999999):
        response = client.get(f"/api/customers/{missing}", headers=headers)
        assert (response.status_code, response.json()["detail"]) == (404, "This customer does not exist.")


def test_notes_read_with_the_check_in_one_statement(
    client: TestClient, db: Session, headers: Headers, staff: User, query_log: QueryLog
) -> None:
    customer, bare = make_organisation(db, kind=Kind.customer), make_organisation(db, kind=Kind.customer)
    for n in range(3):
        make_note(db, customer.id, staff, body=f"Call {n}")
    make_note(db, customer.id, None, body="From someone who left")
    customer_id = customer.id
    with query_log.recording() as statements:
        response = client.get(f"/api/customers/note/{customer_id}", headers=headers)
    assert response.status_code == 200, response.text
    assert len(own(statements)) == 1, "\n".join(s[:80] for s in statements)
    assert sorted(n["note"] for n in response.json()) == ["Call 0", "Call 1", "Call 2", "From someone who left"]
    assert {n["author_name"] for n in response.json()} == {"Sam Staff", "Former user"}
    assert client.get(f"/api/customers/note/{bare.id}", headers=headers).json() == []
    supplier = make_organisation(db, kind=Kind.supplier)
    make_note(db, supplier.id, staff)
    for missing in (supplier.id, 99999999):
        response = client.get(f"/api/customers/note/{missing}", headers=headers)
        assert (response.status_code, response.json()["detail"]) == (404, "This customer does not exist.")
    assert len(client.get(f"/api/suppliers/note/{supplier.id}", headers=headers).json()) == 1


def test_a_note_added_in_two_statements_with_its_activity(
    client: TestClient, db: Session, headers: Headers, staff: User, query_log: QueryLog
) -> None:
    customer = make_organisation(db, kind=Kind.customer)
    customer_id = customer.id
    with query_log.recording() as statements:
        response = client.post(
            "/api/customers/note/add", json={"related_id": customer_id, "note": "Rang site"}, headers=headers
        )
    assert response.status_code == 201, response.text
    assert len(own(statements)) == 2, "\n".join(s[:80] for s in statements)
    body = response.json()
    assert (body["related_id"], body["note"], body["author_name"], body["can_edit"]) == (
        customer.id,
        "Rang site",
        "Sam Staff",
        True,
    )
    [added] = activity_of(db, "organisation", customer.id)
    assert (added.action, added.summary, added.actor_id, added.changes) == (
        "note_added",
        "Added a note: Rang site",
        staff.id,
        {},
    )
    supplier = make_organisation(db, kind=Kind.supplier)
    for missing in (supplier.id, 99999999):
        response = client.post("/api/customers/note/add", json={"related_id": missing, "note": "x"}, headers=headers)
        assert (response.status_code, response.json()["detail"]) == (404, "This customer does not exist.")
    assert activity_of(db, "organisation", supplier.id) == []
