"""The records router factory: a new kind of record gets its notes, files, activity and tasks routes from one
`RecordRoutes(...)` line, and the services check that the record exists and that a note or file is its own."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from fastapi import APIRouter, FastAPI
from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from api.core.deps import get_session
from api.core.errors import ERROR_RESPONSES, NotFound, install_error_handlers
from api.records.models import Activity, Note, StoredFile
from api.records.router import RecordRoutes, add_record_routes
from api.records.service.subjects import SubjectKind
from api.users.models import User
from tests.factories import make_note, make_organisation

Headers = dict[str, str]
WIDGETS = {1, 2}


def find_widget(_: Session, widget_id: int) -> int:
    if widget_id not in WIDGETS:
        raise NotFound("This widget does not exist.")
    return widget_id


WIDGET = SubjectKind("widget", find_widget)


@pytest.fixture
def widgets(db: Session) -> Iterator[TestClient]:
    router = APIRouter(prefix="/widgets", tags=["widgets"])
    add_record_routes(router, RecordRoutes(WIDGET, "widget"))
    app = FastAPI(generate_unique_id_function=lambda route: route.name)
    install_error_handlers(app)
    app.include_router(router, prefix="/api", responses=ERROR_RESPONSES)

    def session() -> Iterator[Session]:
        yield db
        db.flush()

    app.dependency_overrides[get_session] = session
    with TestClient(app, raise_server_exceptions=False) as client:
        yield client


def test_one_line_gives_every_sub_resource_named_after_the_kind(widgets: TestClient) -> None:
    operations = {
        (method.lower(), path): operation["operationId"]
        for path, item in widgets.get("/openapi.json").json()["paths"].items()
        for method, operation in item.items()
    }
    assert operations == {
        ("get", "/api/widgets/activity/{id}"): "widget_activity",
        ("get", "/api/widgets/tasks/{id}"): "widget_tasks",
        ("get", "/api/widgets/note/{id}"): "widget_notes",
        ("post", "/api/widgets/note/add"): "add_widget_note",
        ("put", "/api/widgets/note/edit"): "edit_widget_note",
        ("delete", "/api/widgets/note/{id}"): "delete_widget_note",
        ("get", "/api/widgets/file/{id}"): "widget_files",
        ("post", "/api/widgets/file/insert"): "add_widget_file",
        ("post", "/api/widgets/file/update"): "rename_widget_file",
        ("delete", "/api/widgets/file/{id}"): "delete_widget_file",
    }


def test_without_a_token(widgets: TestClient) -> None:
    assert widgets.get("/api/widgets/note/1").status_code == 401
    assert widgets.post("/api/widgets/note/add", json={"related_id": 1, "note": "x"}).status_code == 401


def test_notes_files_activity_and_tasks_of_a_widget(
    widgets: TestClient, db: Session, headers: Headers, staff: User
) -> None:
    added = widgets.post("/api/widgets/note/add", json={"related_id": 1, "note": "  Blue one  "}, headers=headers)
    assert added.status_code == 201
    assert added.json()["note"] == "Blue one" and added.json()["related_id"] == 1
    note = db.get(Note, added.json()["note_id"])
    assert note is not None and (note.subject_type, note.subject_id, note.author_id) == ("widget", 1, staff.id)
    assert [n["note"] for n in widgets.get("/api/widgets/note/1", headers=headers).json()] == ["Blue one"]
    assert widgets.get("/api/widgets/note/2", headers=headers).json() == []

    link = widgets.post(
        "/api/widgets/file/insert", data={"related_id": "2", "url": "https://example.com/plan"}, headers=headers
    )
    assert link.status_code == 201 and link.json()["kind"] == "link"
    stored = db.scalars(select(StoredFile).where(StoredFile.subject_type == "widget")).one()
    assert (stored.subject_id, stored.url) == (2, "https://example.com/plan")

    assert widgets.get("/api/widgets/tasks/1", headers=headers).json() == []
    activity = widgets.get("/api/widgets/activity/1", headers=headers).json()
    assert [a["action"] for a in activity["items"]] == ["note_added"]
    logged = db.scalars(select(Activity.action).where(Activity.subject_type == "widget").order_by(Activity.id))
    assert list(logged) == ["note_added", "link_added"]


def test_an_unknown_widget_is_not_found(widgets: TestClient, headers: Headers) -> None:
    for response in (
        widgets.get("/api/widgets/note/3", headers=headers),
        widgets.post("/api/widgets/note/add", json={"related_id": 3, "note": "x"}, headers=headers),
        widgets.get("/api/widgets/file/3", headers=headers),
        widgets.get("/api/widgets/activity/3", headers=headers),
        widgets.get("/api/widgets/tasks/3", headers=headers),
    ):
        assert response.status_code == 404
        assert response.json()["detail"] == "This widget does not exist."


def test_another_kinds_note_or_file_is_not_found(widgets: TestClient, db: Session, headers: Headers) -> None:
    """A customer's note (same id space, other subject type) cannot be reached through the widget routes."""
    customers_note = make_note(db, make_organisation(db).id, None)
    edit = widgets.put("/api/widgets/note/edit", json={"note_id": customers_note.id, "note": "Mine"}, headers=headers)
    delete = widgets.delete(f"/api/widgets/note/{customers_note.id}", headers=headers)
    assert (edit.status_code, delete.status_code) == (404, 404)
    assert edit.json()["detail"] == "This note does not exist."
    assert db.get(Note, customers_note.id) is not None


def test_bad_input_names_the_field(widgets: TestClient, headers: Headers) -> None:
    both_missing = widgets.post("/api/widgets/file/insert", data={"related_id": "1"}, headers=headers)
    assert both_missing.status_code == 422
    assert {"field": "file", "message": "Choose a file to upload or give a link"} in both_missing.json()["errors"]
    empty = widgets.post("/api/widgets/note/add", json={"related_id": 1, "note": "  "}, headers=headers)
    assert empty.status_code == 422
    assert [e["field"] for e in empty.json()["errors"]] == ["note"]
