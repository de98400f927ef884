"""Notes of every kind of organisation: newest first; edited or deleted by their author or a manager."""

from __future__ import annotations

from datetime import timedelta

from fastapi.testclient import TestClient
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.crm import Kind, Subject
from api.db import utcnow
from api.records.models import Note
from api.users.models import Role, User
from tests.api.crm.helpers import Headers, KindApi, activity_of, errors, every_kind, other_kind
from tests.factories import headers_for, make_address, make_note, make_organisation, make_user

ORG = Subject.organisation.value


def note_of(db: Session, note_id: int) -> Note | None:
    db.expire_all()
    return db.get(Note, note_id)


@every_kind
def test_list_newest_first_with_author_and_who_may_edit(
    client: TestClient, db: Session, headers: Headers, staff: User, api: KindApi
) -> None:
    org = make_organisation(db, kind=api.kind)
    colleague = make_user(db, first_name="Ann", last_name="Other")
    now = utcnow()
    older = make_note(db, org.id, staff, body="First call", created_at=now - timedelta(days=2))
    newer = make_note(db, org.id, colleague, body="Samples sent", created_at=now - timedelta(days=1))
    make_note(db, make_organisation(db, kind=api.kind).id, staff)

    response = client.get(api.url(f"/note/{org.id}"), headers=headers)

    assert response.status_code == 200
    assert [(n["note_id"], n["note"], n["author_name"], n["can_edit"]) for n in response.json()] == [
        (newer.id, "Samples sent", "Ann Other", False),
        (older.id, "First call", "Sam Staff", True),
    ]
    assert response.json()[0]["related_id"] == org.id
    manager = make_user(db, role=Role.manager)
    manager_view = client.get(api.url(f"/note/{org.id}"), headers=headers_for(db, manager))
    assert [n["can_edit"] for n in manager_view.json()] == [True, True]


@every_kind
def test_add_a_note(client: TestClient, db: Session, headers: Headers, staff: User, api: KindApi) -> None:
    org = make_organisation(db, kind=api.kind)

    response = client.post(
        api.url("/note/add"), json={"related_id": org.id, "note": "  Call back Monday  "}, headers=headers
    )

    assert response.status_code == 201, response.text
    body = response.json()
    assert (body["note"], body["author_id"], body["author_name"], body["can_edit"]) == (
        "Call back Monday",
        staff.id,
        "Sam Staff",
        True,
    )
    note = note_of(db, body["note_id"])
    assert note is not None
    assert (note.subject_type, note.subject_id, note.body, note.author_id) == (
        ORG,
        org.id,
        "Call back Monday",
        staff.id,
    )
    [added] = activity_of(db, ORG, org.id)
    assert (added.action, added.summary, added.actor_id) == ("note_added", "Added a note: Call back Monday", staff.id)


@every_kind
def test_add_bad_input_or_another_kinds_record(client: TestClient, db: Session, headers: Headers, api: KindApi) -> None:
    org = make_organisation(db, kind=api.kind)
    stranger = make_organisation(db, kind=other_kind(api))
    url = api.url("/note/add")

    blank = client.post(url, json={"related_id": org.id, "note": "   "}, headers=headers)
    too_long = client.post(url, json={"related_id": org.id, "note": "x" * 10001}, headers=headers)
    no_record = client.post(url, json={"note": "Hello"}, headers=headers)
    wrong_kind = client.post(url, json={"related_id": stranger.id, "note": "Hello"}, headers=headers)

    assert errors(blank) == [{"field": "note", "message": "This field is required"}]
    assert errors(too_long) == [{"field": "note", "message": "You must enter a maximum of 10000 characters"}]
    assert errors(no_record) == [{"field": "related_id", "message": "This field is required"}]
    assert wrong_kind.status_code == 404
    assert db.scalar(select(func.count()).select_from(Note)) == 0


@every_kind
def test_edit_bad_input(client: TestClient, db: Session, headers: Headers, staff: User, api: KindApi) -> None:
    note = make_note(db, make_organisation(db, kind=api.kind).id, staff, body="Call Monday")
    url = api.url("/note/edit")

    blank = client.put(url, json={"note_id": note.id, "note": ""}, headers=headers)
    no_note = client.put(url, json={"note": "Call Tuesday"}, headers=headers)

    assert errors(blank) == [{"field": "note", "message": "This field is required"}]
    assert errors(no_note) == [{"field": "note_id", "message": "This field is required"}]
    assert note_of(db, note.id).body == "Call Monday"  # type: ignore[union-attr]


@every_kind
def test_the_author_edits_a_note(client: TestClient, db: Session, headers: Headers, staff: User, api: KindApi) -> None:
    org = make_organisation(db, kind=api.kind)
    note = make_note(db, org.id, staff, body="Call Monday")

    response = client.put(api.url("/note/edit"), json={"note_id": note.id, "note": "Call Tuesday"}, headers=headers)

    assert response.status_code == 200, response.text
    assert (response.json()["note"], response.json()["edited_at"] is not None) == ("Call Tuesday", True)
    saved = note_of(db, note.id)
    assert saved is not None and (saved.body, saved.edited_at is not None) == ("Call Tuesday", True)
    [edited] = activity_of(db, ORG, org.id)
    assert (edited.action, edited.changes) == ("note_edited", {"note": {"old": "Call Monday", "new": "Call Tuesday"}})


@every_kind
def test_another_staff_user_cannot_edit_or_delete_a_note_but_a_manager_can(
    client: TestClient, db: Session, headers: Headers, manager_headers: Headers, api: KindApi
) -> None:
    org = make_organisation(db, kind=api.kind)
    note = make_note(db, org.id, make_user(db), body="Theirs")

    edit = client.put(api.url("/note/edit"), json={"note_id": note.id, "note": "Mine now"}, headers=headers)
    delete = client.delete(api.url(f"/note/{note.id}"), headers=headers)

    assert edit.status_code == delete.status_code == 403
    assert edit.json()["detail"] == "Only the note's author or a manager can change it."
    assert note_of(db, note.id).body == "Theirs"  # type: ignore[union-attr]
    assert activity_of(db, ORG, org.id) == []

    by_manager = client.put(
        api.url("/note/edit"), json={"note_id": note.id, "note": "Checked"}, headers=manager_headers
    )

    assert by_manager.status_code == 200
    assert (by_manager.json()["note"], by_manager.json()["can_edit"]) == ("Checked", True)
    assert client.delete(api.url(f"/note/{note.id}"), headers=manager_headers).status_code == 204
    assert note_of(db, note.id) is None


def test_an_edit_of_a_note_changed_since_it_was_read_is_refused(
    client: TestClient, db: Session, headers: Headers, staff: User, manager_headers: Headers
) -> None:
    """The author and a manager open the same note; the manager saves first. The author's save, made from the text
    they read, was taken and overwrote the manager's without a word; now it is a 409 and the manager's text stays.
    A save from the current text (or one that does not say what it read) is taken."""
    org = make_organisation(db, kind=Kind.customer)
    note = make_note(db, org.id, staff, body="Call Monday")
    url = "/api/customers/note/edit"
    first = {"note_id": note.id, "note": "Call Tuesday", "previous": "Call Monday"}
    assert client.put(url, json=first, headers=manager_headers).status_code == 200

    late = client.put(url, json={**first, "note": "Call Wednesday"}, headers=headers)

    assert late.status_code == 409, late.text
    assert note_of(db, note.id).body == "Call Tuesday"  # type: ignore[union-attr]
    again = client.put(url, json={**first, "note": "Call Wednesday", "previous": "Call Tuesday"}, headers=headers)
    assert (again.status_code, again.json()["note"]) == (200, "Call Wednesday")
    assert client.put(url, json={"note_id": note.id, "note": "Call Friday"}, headers=headers).status_code == 200


@every_kind
def test_the_author_deletes_a_note(
    client: TestClient, db: Session, headers: Headers, staff: User, api: KindApi
) -> None:
    org = make_organisation(db, kind=api.kind)
    note = make_note(db, org.id, staff, body="Wrong customer")

    response = client.delete(api.url(f"/note/{note.id}"), headers=headers)

    assert response.status_code == 204
    assert note_of(db, note.id) is None
    [deleted] = activity_of(db, ORG, org.id)
    assert (deleted.action, deleted.summary) == ("note_deleted", "Deleted a note: Wrong customer")


@every_kind
def test_a_note_of_another_kind_or_of_an_address_is_not_found(
    client: TestClient, db: Session, manager_headers: Headers, manager: User, api: KindApi
) -> None:
    strangers_note = make_note(db, make_organisation(db, kind=other_kind(api)).id, manager, body="Not yours")
    address = make_address(db, make_organisation(db, kind=api.kind))
    address_note = make_note(db, address.id, manager, subject_type=Subject.address, body="Gate code")

    for note in (strangers_note, address_note):
        edit = client.put(api.url("/note/edit"), json={"note_id": note.id, "note": "Changed"}, headers=manager_headers)
        delete = client.delete(api.url(f"/note/{note.id}"), headers=manager_headers)
        assert edit.status_code == delete.status_code == 404
    assert client.delete(api.url("/note/999999"), headers=manager_headers).status_code == 404
    assert [note_of(db, n.id).body for n in (strangers_note, address_note)] == ["Not yours", "Gate code"]  # type: ignore[union-attr]


def test_a_supplier_note_through_the_customers_path(client: TestClient, db: Session, manager_headers: Headers) -> None:
    supplier = make_organisation(db, kind=Kind.supplier)
    note = make_note(db, supplier.id, None)

    assert client.delete(f"/api/customers/note/{note.id}", headers=manager_headers).status_code == 404
    assert client.delete(f"/api/suppliers/note/{note.id}", headers=manager_headers).status_code == 204
