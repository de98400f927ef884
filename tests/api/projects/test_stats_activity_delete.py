"""GET /projects/stats/{id}, GET /projects/activity/{id} and DELETE /projects/delete/{id}."""

from __future__ import annotations

from datetime import timedelta

from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from api.crm import Kind, Organisation
from api.db import utcnow
from api.projects.models import SUBJECT, ProjectArchitect, ProjectSupplier, SuggestedProduct
from api.records.models import Activity, Note, StoredFile
from api.records.service import activity
from api.users.models import User
from tests.api.projects.helpers import Headers, count, errors, fresh, make_project_link, make_project_note, url
from tests.factories import make_organisation, make_product, make_project


def link_everything(client: TestClient, db: Session, headers: Headers, project_id: int) -> None:
    """Two suppliers, an architect and three suggested products, added through the API (so logged)."""
    for _ in range(2):
        supplier = make_organisation(db, kind=Kind.supplier)
        body = {"project_id": project_id, "supplier_id": supplier.id}
        assert client.post(url("/supplier/add"), json=body, headers=headers).status_code == 200
    architect = make_organisation(db, kind=Kind.other)
    body = {"project_id": project_id, "architect_id": architect.id}
    assert client.post(url("/architect/add"), json=body, headers=headers).status_code == 200
    for _ in range(3):
        body = {"project_id": project_id, "product_id": make_product(db).id}
        assert client.put(url("/suggestedProduct/add"), json=body, headers=headers).status_code == 200


def test_stats_count_what_the_project_has(client: TestClient, db: Session, headers: Headers, staff: User) -> None:
    project = make_project(db)
    make_project(db)  # another project's links and notes must not count
    link_everything(client, db, headers, project.id)
    for text in ("One", "Two"):
        client.post(url("/note/add"), json={"project_id": project.id, "note": text}, headers=headers)
    make_project_link(db, project)

    response = client.get(url(f"/stats/{project.id}"), headers=headers)

    assert response.status_code == 200, response.text
    body = response.json()
    assert {k: body[k] for k in ("suppliers", "architects", "suggested_products", "notes", "files")} == {
        "suppliers": 2,
        "architects": 1,
        "suggested_products": 3,
        "notes": 2,
        "files": 1,
    }
    assert body["last_activity_summary"] == "Added a note: Two"
    assert body["last_activity_at"] is not None


def test_stats_of_a_new_project(client: TestClient, db: Session, headers: Headers) -> None:
    project = make_project(db)

    body = client.get(url(f"/stats/{project.id}"), headers=headers).json()

    assert body == {
        "suppliers": 0,
        "architects": 0,
        "suggested_products": 0,
        "notes": 0,
        "files": 0,
        "last_activity_at": None,
        "last_activity_summary": None,
        "quotes": {
            "quotes": 0,
            "open_quotes": 0,
            "open_value": "0.00",
            "accepted_value": "0.00",
            "orders": 0,
            "win_rate": None,
        },
    }


def test_activity_newest_first_with_summaries(client: TestClient, db: Session, headers: Headers, staff: User) -> None:
    response = client.post(url("/add"), json={"name": "Kirkstall Forge", "stage": "lead"}, headers=headers)
    project_id = response.json()["project_id"]
    body = {"glenigan": "G-77", "projectId": project_id}
    assert client.put(url("/update/glenigan"), json=body, headers=headers).status_code == 200
    move = {"project_id": project_id, "stage": "tender", "index": 0, "version": 2}
    assert client.put(url("/move"), json=move, headers=headers).status_code == 200
    supplier = make_organisation(db, kind=Kind.supplier, name="Ibstock")
    link = {"project_id": project_id, "supplier_id": supplier.id}
    assert client.post(url("/supplier/add"), json=link, headers=headers).status_code == 200

    response = client.get(url(f"/activity/{project_id}"), headers=headers)

    assert response.status_code == 200, response.text
    listed = response.json()
    assert listed["total"] == 4
    assert [(a["action"], a["summary"], a["actor_name"]) for a in listed["items"]] == [
        ("supplier_add", "Supplier Ibstock added", "Sam Staff"),
        ("stage", "Moved from Lead to Tender", "Sam Staff"),
        ("update", "Glenigan id set to G-77", "Sam Staff"),
        ("create", "Project Kirkstall Forge created", "Sam Staff"),
    ]
    assert listed["items"][1]["changes"] == {"stage": {"old": "lead", "new": "tender"}}


def test_activity_pages_and_only_this_project(client: TestClient, db: Session, headers: Headers, staff: User) -> None:
    project, other = make_project(db), make_project(db)
    now = utcnow()
    for n in range(5):
        entry = activity.record(db, SUBJECT, project.id, staff, "update", f"Change {n}")
        entry.created_at = now - timedelta(minutes=10 - n)
    activity.record(db, SUBJECT, other.id, staff, "update", "Elsewhere")
    db.flush()

    page = client.get(url(f"/activity/{project.id}"), params={"items_per_page": 2, "page": 2}, headers=headers).json()
    oldest_first = client.get(url(f"/activity/{project.id}"), params={"sort": "created_at"}, headers=headers).json()
    bad_sort = client.get(url(f"/activity/{project.id}"), params={"sort": "bogus"}, headers=headers)

    assert (page["total"], [a["summary"] for a in page["items"]]) == (5, ["Change 2", "Change 1"])
    assert [a["summary"] for a in oldest_first["items"]] == [f"Change {n}" for n in range(5)]
    assert errors(bad_sort)[0]["field"] == "sort"


def test_delete_removes_the_project_its_links_notes_files_and_activity(
    client: TestClient, db: Session, headers: Headers, manager_headers: Headers, staff: User
) -> None:
    project = make_project(db)
    kept = make_project(db)
    for target in (project, kept):
        link_everything(client, db, headers, target.id)
        make_project_note(db, target, staff)
        make_project_link(db, target)
    supplier_ids = [s["id"] for s in client.get(url(f"/{project.id}"), headers=headers).json()["suppliers"]]

    response = client.delete(url(f"/delete/{project.id}"), headers=manager_headers)

    assert response.status_code == 204, response.text
    assert fresh(db, project.id) is None
    for model in (ProjectSupplier, ProjectArchitect, SuggestedProduct, Note, StoredFile, Activity):
        assert count(db, model, project.id) == 0, model
    assert [count(db, m, kept.id) for m in (ProjectSupplier, ProjectArchitect, SuggestedProduct, Note, StoredFile)] == [
        2,
        1,
        3,
        1,
        1,
    ]
    assert count(db, Activity, kept.id) == 6
    assert all(db.get(Organisation, i) is not None for i in supplier_ids)  # the suppliers stay
    assert client.get(url(f"/{project.id}"), headers=headers).status_code == 404
    assert client.delete(url(f"/delete/{project.id}"), headers=manager_headers).status_code == 404
