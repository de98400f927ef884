"""Done and cancelled close a task (to the Done column); reopening brings it back; each change is logged and
mirrored to the linked records."""

from __future__ import annotations

from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from api.records.models import Activity
from api.users.models import User
from tests.api.tasks.helpers import fields, make_task, stage_id
from tests.factories import headers_for, make_organisation, make_user


def test_close_and_reopen(client: TestClient, db: Session, headers: dict[str, str], staff: User) -> None:
    customer = make_organisation(db, kind="customer")
    task = make_task(db, staff, links=[("customer", customer.id)])
    body = {"taskId": task.id, "status": "done", "userId": staff.id}
    response = client.put("/api/tasks/status", json=body, headers=headers)
    assert response.status_code == 200, response.text
    assert response.json()["status"] == "done" and response.json()["stage"]["name"] == "Done"
    db.refresh(task)
    assert task.status == "done" and task.closed_at is not None and task.stage_id == stage_id(db, "Done")
    again = client.put("/api/tasks/status", json=body, headers=headers)
    assert again.status_code == 409
    response = client.put("/api/tasks/status", json={**body, "status": "open"}, headers=headers)
    assert response.json()["stage"]["name"] == "To do"
    db.refresh(task)
    assert task.status == "open" and task.closed_at is None
    changes = db.scalars(
        select(Activity.changes).where(Activity.subject_type == "organisation", Activity.subject_id == customer.id)
    ).all()
    assert {"old": "open", "new": "done"} in [c.get("status") for c in changes]


def test_status_bad_input(client: TestClient, db: Session, headers: dict[str, str], staff: User) -> None:
    task = make_task(db, staff)
    bad = client.put(
        "/api/tasks/status", json={"taskId": task.id, "status": "finished", "userId": staff.id}, headers=headers
    )
    assert bad.status_code == 422 and fields(bad)["status"].startswith("Must be one of")
    db.refresh(task)
    assert task.status == "open"


def test_the_activity_lists_each_change_with_who(
    client: TestClient, db: Session, headers: dict[str, str], staff: User
) -> None:
    task = make_task(db, staff)
    assert client.get(f"/api/tasks/get/activity/{task.id}").status_code == 401
    client.put("/api/tasks/status", json={"taskId": task.id, "status": "done", "userId": staff.id}, headers=headers)
    response = client.get(f"/api/tasks/get/activity/{task.id}", headers=headers)
    assert response.status_code == 200, response.text
    items = response.json()["items"]
    assert items[0]["changes"]["status"] == {"old": "open", "new": "done"}
    assert items[0]["actor_name"] and response.json()["total"] == len(items)
    logged = db.scalars(select(Activity).where(Activity.subject_type == "task", Activity.subject_id == task.id)).all()
    assert len(logged) == len(items)
    stranger = make_user(db)
    hidden = client.get(f"/api/tasks/get/activity/{task.id}", headers=headers_for(db, stranger))
    assert hidden.status_code == 404
    assert client.get("/api/tasks/get/activity/0", headers=headers).status_code == 422
