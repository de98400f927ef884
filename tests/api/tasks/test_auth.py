"""Every task call answers 401 without a token; a staff user cannot read or change a task they take no part in
(404, its existence not told) and may only list their own tasks (403); managers see every task."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from api.tasks.models import Task
from api.users.models import Role, User
from tests.api.tasks.helpers import make_task, stage_id
from tests.factories import headers_for, make_user

CALLS = [
    ("GET", "/api/tasks/1"),
    ("GET", "/api/tasks/1/all"),
    ("GET", "/api/tasks/board/1/all"),
    ("GET", "/api/tasks/linked/customer/1"),
    ("GET", "/api/tasks/stages"),
    ("POST", "/api/tasks/stages/add"),
    ("PUT", "/api/tasks/stages/edit"),
    ("PUT", "/api/tasks/stages/arrange"),
    ("DELETE", "/api/tasks/stages/1"),
    ("POST", "/api/tasks/add"),
    ("PUT", "/api/tasks/update/1"),
    ("DELETE", "/api/tasks/delete/1"),
    ("POST", "/api/tasks/add/note"),
    ("POST", "/api/tasks/add/message"),
    ("GET", "/api/tasks/get/messages/1"),
    ("PUT", "/api/tasks/status"),
    ("POST", "/api/tasks/users/add"),
    ("POST", "/api/tasks/users"),
    ("DELETE", "/api/tasks/users/remove/1"),
    ("PUT", "/api/tasks/stage/order"),
    ("PUT", "/api/tasks/stage/update"),
]


@pytest.mark.parametrize(("method", "path"), CALLS)
def test_needs_a_token(client: TestClient, method: str, path: str) -> None:
    response = client.request(method, path, json={})
    assert response.status_code == 401, response.text
    assert response.json()["detail"]


@pytest.fixture
def stranger(db: Session) -> User:
    return make_user(db, first_name="Stan", last_name="Stranger")


@pytest.fixture
def task(db: Session, staff: User) -> Task:
    return make_task(db, staff, title="Not for strangers")


def test_a_stranger_cannot_read_or_change_the_task(
    client: TestClient, db: Session, stranger: User, staff: User, task: Task
) -> None:
    h = headers_for(db, stranger)
    not_found = "This task does not exist, or it is not one of yours."
    calls = [
        ("GET", f"/api/tasks/{task.id}", None),
        ("PUT", f"/api/tasks/update/{task.id}", {"title": "Mine now", "version": 1}),
        ("DELETE", f"/api/tasks/delete/{task.id}", None),
        ("POST", "/api/tasks/add/note", {"taskId": task.id, "note": "hello"}),
        ("POST", "/api/tasks/add/message", {"taskId": task.id, "userId": stranger.id, "message": "hi"}),
        ("GET", f"/api/tasks/get/messages/{task.id}", None),
        ("PUT", "/api/tasks/status", {"taskId": task.id, "status": "done", "userId": stranger.id}),
        ("POST", "/api/tasks/users/add", {"taskId": task.id, "userId": stranger.id, "role": "assigned"}),
        ("POST", "/api/tasks/users", {"taskId": task.id, "taskOwner": stranger.id, "assignedUsers": []}),
        ("PUT", "/api/tasks/stage/order", {"taskId": task.id}),
        ("PUT", "/api/tasks/stage/update", {"taskId": task.id, "stageId": stage_id(db, "Waiting")}),
    ]
    for method, path, body in calls:
        response = client.request(method, path, json=body, headers=h)
        assert response.status_code == 404, (method, path, response.text)
        assert response.json()["detail"] == not_found
    db.refresh(task)
    assert (task.title, task.status, task.owner_id, task.version) == ("Not for strangers", "open", staff.id, 1)


def test_a_staff_user_lists_only_their_own_tasks(
    client: TestClient, db: Session, stranger: User, staff: User, task: Task
) -> None:
    h = headers_for(db, stranger)
    for path in (f"/api/tasks/{staff.id}/all", f"/api/tasks/board/{staff.id}/owned"):
        response = client.get(path, headers=h)
        assert response.status_code == 403
        assert response.json()["detail"] == "You can only list your own tasks."
    mine = client.get(f"/api/tasks/{stranger.id}/all", headers=h).json()
    assert task.id not in [item["id"] for item in mine["items"]]


def test_managers_see_every_task(
    client: TestClient, db: Session, manager_headers: dict[str, str], manager: User, task: Task
) -> None:
    assert client.get(f"/api/tasks/{task.id}", headers=manager_headers).status_code == 200
    listed = client.get(f"/api/tasks/{manager.id}/all?items_per_page=200", headers=manager_headers).json()
    assert task.id in [item["id"] for item in listed["items"]]


def test_only_the_owner_or_a_manager_deletes(client: TestClient, db: Session, staff: User, task: Task) -> None:
    helper = make_user(db, first_name="Hal")
    make_task_user = client.post(
        "/api/tasks/users/add",
        json={"taskId": task.id, "userId": helper.id, "role": "assigned"},
        headers=headers_for(db, staff),
    )
    assert make_task_user.status_code == 201
    response = client.delete(f"/api/tasks/delete/{task.id}", headers=headers_for(db, helper))
    assert response.status_code == 403
    assert db.get(Task, task.id) is not None


def test_stage_changes_are_for_admins(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    manager_h = headers_for(db, make_user(db, role=Role.manager))
    for h in (headers, manager_h):
        assert client.post("/api/tasks/stages/add", json={"name": "Blocked"}, headers=h).status_code == 403
        assert client.put("/api/tasks/stages/edit", json={"id": 1, "name": "x"}, headers=h).status_code == 403
        assert client.put("/api/tasks/stages/arrange", json={"ids": [1]}, headers=h).status_code == 403
        assert client.delete("/api/tasks/stages/1", headers=h).status_code == 403
    assert client.get("/api/tasks/stages", headers=headers).status_code == 200
