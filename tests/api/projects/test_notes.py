"""A project's notes: list, add, edit and delete (the author, a manager or an admin); CRM notes stay out of reach."""

from __future__ import annotations

from datetime import timedelta

from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from api.crm import Kind
from api.db import utcnow
from api.records.models import Note
from api.users.models import Role, User
from tests.api.projects.helpers import Headers, activity_of, errors, make_project_note, url
from tests.factories import headers_for, make_note, make_organisation, make_project, make_user


def note_of(db: Session, note_id: int) -> Note | None:
    db.expire_all()
    return db.get(Note, note_id)


def test_list_newest_first_with_who_may_edit(client: TestClient, db: Session, headers: Headers, staff: User) -> None:
    project = make_project(db)
    colleague = make_user(db, first_name="Ann", last_name="Other")
    now = utcnow()
    older = make_project_note(db, project, staff, body="Site visit booked", created_at=now - timedelta(days=2))
    newer = make_project_note(db, project, colleague, body="Tender due Friday", created_at=now - timedelta(days=1))
    make_project_note(db, make_project(db), staff, body="Another project's")
    make_note(db, project.id, staff, body="A CRM note with the same id")  # an organisation's note

    response = client.get(url(f"/notes/{project.id}"), headers=headers)

    assert response.status_code == 200
    assert [(n["note_id"], n["note"], n["author_name"], n["can_edit"], n["related_id"]) for n in response.json()] == [
        (newer.id, "Tender due Friday", "Ann Other", False, project.id),
        (older.id, "Site visit booked", "Sam Staff", True, project.id),
    ]


def test_add_a_note(client: TestClient, db: Session, headers: Headers, staff: User) -> None:
    project = make_project(db)

    response = client.post(
        url("/note/add"), json={"project_id": project.id, "note": "  Call the QS  "}, headers=headers
    )

    assert response.status_code == 201, response.text
    body = response.json()
    assert (body["note"], body["related_id"], body["author_name"], body["can_edit"]) == (
        "Call the QS",
        project.id,
        "Sam Staff",
        True,
    )
    note = note_of(db, body["note_id"])
    assert note is not None
    assert (note.subject_type, note.subject_id, note.author_id, note.body) == (
        "project",
        project.id,
        staff.id,
        "Call the QS",
    )
    [entry] = activity_of(db, project.id)
    assert (entry.action, entry.summary) == ("note_added", "Added a note: Call the QS")


def test_add_bad_input(client: TestClient, db: Session, headers: Headers) -> None:
    project = make_project(db)

    blank = client.post(url("/note/add"), json={"project_id": project.id, "note": "  "}, headers=headers)
    too_long = client.post(url("/note/add"), json={"project_id": project.id, "note": "x" * 10001}, headers=headers)
    no_project = client.post(url("/note/add"), json={"note": "Hello"}, headers=headers)

    assert errors(blank) == [{"field": "note", "message": "This field is required"}]
    assert errors(too_long) == [{"field": "note", "message": "You must enter a maximum of 10000 characters"}]
    assert errors(no_project) == [{"field": "project_id", "message": "This field is required"}]


def test_the_author_edits_and_deletes(client: TestClient, db: Session, headers: Headers, staff: User) -> None:
    project = make_project(db)
    note = make_project_note(db, project, staff, body="Call Monday")

    edited = client.put(url("/note/edit"), json={"note_id": note.id, "note": "Call Tuesday"}, headers=headers)

    assert edited.status_code == 200, edited.text
    assert (edited.json()["note"], edited.json()["author_name"], edited.json()["edited_at"] is not None) == (
        "Call Tuesday",
        "Sam Staff",
        True,
    )
    assert note_of(db, note.id).body == "Call Tuesday"  # type: ignore[union-attr]

    deleted = client.delete(url(f"/note/{note.id}"), headers=headers)

    assert deleted.status_code == 204
    assert note_of(db, note.id) is None
    assert [(e.action, e.changes) for e in activity_of(db, project.id)] == [
        ("note_edited", {"note": {"old": "Call Monday", "new": "Call Tuesday"}}),
        ("note_deleted", {}),
    ]


def test_another_staff_user_may_not_edit_or_delete(client: TestClient, db: Session, headers: Headers) -> None:
    project = make_project(db)
    note = make_project_note(db, project, make_user(db), body="Call Monday")

    edited = client.put(url("/note/edit"), json={"note_id": note.id, "note": "Mine now"}, headers=headers)
    deleted = client.delete(url(f"/note/{note.id}"), headers=headers)

    assert edited.status_code == 403
    assert edited.json()["detail"] == "Only the note's author or a manager can change it."
    assert deleted.status_code == 403
    assert note_of(db, note.id).body == "Call Monday"  # type: ignore[union-attr]
    assert activity_of(db, project.id) == []


def test_a_manager_or_admin_edits_and_deletes_anyones(
    client: TestClient, db: Session, manager_headers: Headers, manager: User, staff: User
) -> None:
    project = make_project(db)
    note = make_project_note(db, project, staff, body="Call Monday")
    other = make_project_note(db, project, staff, body="Samples")
    admin = make_user(db, role=Role.admin)

    edited = client.put(url("/note/edit"), json={"note_id": note.id, "note": "Called"}, headers=manager_headers)
    deleted = client.delete(url(f"/note/{other.id}"), headers=headers_for(db, admin))

    assert edited.status_code == 200, edited.text
    assert (edited.json()["author_name"], edited.json()["can_edit"]) == ("Sam Staff", True)
    assert note_of(db, note.id).body == "Called"  # type: ignore[union-attr]
    assert deleted.status_code == 204
    assert note_of(db, other.id) is None
    assert [e.actor_id for e in activity_of(db, project.id)] == [manager.id, admin.id]


def test_a_crm_note_is_not_a_project_note(
    client: TestClient, db: Session, manager_headers: Headers, manager: User
) -> None:
    customer = make_organisation(db, kind=Kind.customer)
    crm_note = make_note(db, customer.id, manager, body="Customer note")

    edited = client.put(url("/note/edit"), json={"note_id": crm_note.id, "note": "Changed"}, headers=manager_headers)
    deleted = client.delete(url(f"/note/{crm_note.id}"), headers=manager_headers)
    unknown = client.delete(url(f"/note/{crm_note.id + 1000}"), headers=manager_headers)

    assert (edited.status_code, deleted.status_code, unknown.status_code) == (404, 404, 404)
    assert edited.json()["detail"] == "This note does not exist."
    assert note_of(db, crm_note.id).body == "Customer note"  # type: ignore[union-attr]


def test_edit_bad_input(client: TestClient, db: Session, headers: Headers, staff: User) -> None:
    note = make_project_note(db, make_project(db), staff, body="Call Monday")

    blank = client.put(url("/note/edit"), json={"note_id": note.id, "note": ""}, headers=headers)
    no_id = client.put(url("/note/edit"), json={"note": "Call Tuesday"}, headers=headers)

    assert errors(blank) == [{"field": "note", "message": "This field is required"}]
    assert errors(no_id) == [{"field": "note_id", "message": "This field is required"}]
    assert note_of(db, note.id).body == "Call Monday"  # type: ignore[union-attr]


def test_an_edit_of_a_project_note_changed_since_it_was_read_is_refused(
    client: TestClient, db: Session, headers: Headers, staff: User
) -> None:
    note = make_project_note(db, make_project(db), staff, body="Call Monday")
    stale = {"note_id": note.id, "note": "Call Wednesday", "previous": "Call Sunday"}

    refused = client.put(url("/note/edit"), json=stale, headers=headers)

    assert refused.status_code == 409, refused.text
    assert note_of(db, note.id).body == "Call Monday"  # type: ignore[union-attr]
