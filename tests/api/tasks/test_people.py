"""A task's people: one assignee or watcher added, the owner and the assigned set replaced, one removed; each change
notified, logged on the task and mirrored to its linked records."""

from __future__ import annotations

from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from api.notifications.models import Notification
from api.records.models import Activity
from api.tasks.models import Task, TaskUser
from api.tasks.service.status import STALE
from api.users.models import User
from tests.api.tasks.helpers import fields, make_task
from tests.factories import make_organisation, make_user


def _actions(db: Session, subject_type: str, subject_id: int) -> list[str]:
    return list(
        db.scalars(
            select(Activity.action)
            .where(Activity.subject_type == subject_type, Activity.subject_id == subject_id)
            .order_by(Activity.id)
        )
    )


def test_add_an_assignee_and_a_watcher(client: TestClient, db: Session, headers: dict[str, str], staff: User) -> None:
    customer = make_organisation(db, kind="customer")
    task = make_task(db, staff, links=[("customer", customer.id)])
    colleague = make_user(db, first_name="Cara")
    response = client.post(
        "/api/tasks/users/add", json={"taskId": task.id, "userId": colleague.id, "role": "assigned"}, headers=headers
    )
    assert response.status_code == 201, response.text
    assert [a["userId"] for a in response.json()["assigned"]] == [colleague.id]
    watcher = make_user(db, first_name="Wes")
    response = client.post(
        "/api/tasks/users/add", json={"taskId": task.id, "userId": watcher.id, "role": "involved"}, headers=headers
    )
    assert [a["userId"] for a in response.json()["involved"]] == [watcher.id]
    rows = {(r.user_id, r.role) for r in db.scalars(select(TaskUser).where(TaskUser.task_id == task.id))}
    assert rows == {(colleague.id, "assigned"), (watcher.id, "involved")}
    assert db.scalars(select(Notification.link).where(Notification.user_id == colleague.id)).all() == [
        f"/task?id={task.id}"
    ]
    assert "assigned" in _actions(db, "task", task.id)
    assert "task_assigned" in _actions(db, "organisation", customer.id)
    again = client.post(
        "/api/tasks/users/add", json={"taskId": task.id, "userId": colleague.id, "role": "assigned"}, headers=headers
    )
    assert again.status_code == 409
    bad = client.post(
        "/api/tasks/users/add", json={"taskId": task.id, "userId": 99999999, "role": "boss"}, headers=headers
    )
    assert bad.status_code == 422 and fields(bad)["role"].startswith("Must be one of")
    unknown = client.post("/api/tasks/users/add", json={"taskId": task.id, "userId": 99999999}, headers=headers)
    assert unknown.status_code == 422 and fields(unknown) == {"userId": "No active user has the id 99999999."}


def test_set_the_owner_and_the_assigned_set(
    client: TestClient, db: Session, headers: dict[str, str], staff: User, manager: User
) -> None:
    customer = make_organisation(db, kind="customer")
    first = make_user(db, first_name="Ada")
    task = make_task(db, staff, assigned_ids=[first.id], links=[("customer", customer.id)])
    second = make_user(db, first_name="Bea")
    body = {"taskId": task.id, "taskOwner": manager.id, "assignedUsers": [second.id]}
    response = client.post("/api/tasks/users", json=body, headers=headers)
    assert response.status_code == 200, response.text
    out = response.json()
    assert out["owner"]["id"] == manager.id and [a["userId"] for a in out["assigned"]] == [second.id]
    db.refresh(task)
    assert task.owner_id == manager.id
    assigned = db.scalars(select(TaskUser.user_id).where(TaskUser.task_id == task.id, TaskUser.role == "assigned"))
    assert list(assigned) == [second.id]
    assert {"owner", "assignees"} <= set(_actions(db, "task", task.id))
    assert {"task_owner", "task_assignees"} <= set(_actions(db, "organisation", customer.id))
    bad = client.post("/api/tasks/users", json={"taskId": task.id, "assignedUsers": []}, headers=headers)
    assert bad.status_code == 422 and "taskOwner" in fields(bad)


def test_remove_a_person(client: TestClient, db: Session, headers: dict[str, str], staff: User) -> None:
    colleague = make_user(db)
    task = make_task(db, staff, assigned_ids=[colleague.id])
    row = db.scalars(select(TaskUser).where(TaskUser.task_id == task.id)).one()
    row_id = row.id
    response = client.delete(f"/api/tasks/users/remove/{row_id}", headers=headers)
    assert response.status_code == 200 and response.json()["assigned"] == []
    db.expire_all()
    assert db.get(TaskUser, row_id) is None
    assert "unassigned" in _actions(db, "task", task.id)
    assert client.delete(f"/api/tasks/users/remove/{row_id}", headers=headers).status_code == 404


def test_an_assignee_sees_and_edits_the_task(client: TestClient, db: Session, manager: User) -> None:
    from tests.factories import headers_for

    helper = make_user(db)
    task = make_task(db, manager, assigned_ids=[helper.id])
    h = headers_for(db, helper)
    assert client.get(f"/api/tasks/{task.id}", headers=h).status_code == 200
    response = client.put(f"/api/tasks/update/{task.id}", json={"title": "Done by me", "version": 1}, headers=h)
    assert response.status_code == 200
    assert db.get(Task, task.id).title == "Done by me"  # type: ignore[union-attr]


def test_removing_a_person_from_a_task_deleted_meanwhile_is_a_404(db: Session, staff: User) -> None:
    """Found by schemathesis with two workers: the task deleted by another request between reading the person and
    saving was an UPDATE of a row that was gone (StaleDataError, a 500)."""
    from sqlalchemy import delete

    from api.core.errors import NotFound
    from api.tasks.service import editing

    colleague = make_user(db)
    task = make_task(db, staff, assigned_ids=[colleague.id])
    row = db.scalars(select(TaskUser).where(TaskUser.task_id == task.id)).one()
    # Another request deletes the task; this session still holds both rows as they were.
    db.execute(delete(TaskUser).where(TaskUser.task_id == task.id).execution_options(synchronize_session=False))
    db.execute(delete(Task).where(Task.id == task.id).execution_options(synchronize_session=False))

    try:
        editing.remove_user(db, staff, row.id)
    except NotFound as exc:
        assert "not on a task of yours" in str(exc.detail)
    else:
        raise AssertionError("no 404 for a task that is gone")


def test_setting_the_people_from_a_task_changed_since_is_refused(
    client: TestClient, db: Session, headers: dict[str, str], staff: User, manager: User
) -> None:
    """The task pad changes the owner by sending the owner and the assigned set it read. Someone assigned Cara in the
    meantime: that set (without her) unassigned her without a word; with the version it read, it is now a 409 and
    nothing changes. From the current version the change is taken."""
    task = make_task(db, staff)
    read = client.get(f"/api/tasks/{task.id}", headers=headers).json()
    cara = make_user(db, first_name="Cara")
    added = client.post("/api/tasks/users/add", json={"taskId": task.id, "userId": cara.id}, headers=headers)
    assert added.status_code == 201, added.text
    body = {"taskId": task.id, "taskOwner": manager.id, "assignedUsers": [], "version": read["version"]}
    assert client.post("/api/tasks/users", json=body).status_code == 401

    stale = client.post("/api/tasks/users", json=body, headers=headers)

    assert (stale.status_code, stale.json()["detail"]) == (409, STALE)
    db.expire_all()
    assert db.get(Task, task.id).owner_id == staff.id  # type: ignore[union-attr]
    assert list(db.scalars(select(TaskUser.user_id).where(TaskUser.task_id == task.id))) == [cara.id]
    fresh = {**body, "assignedUsers": [cara.id], "version": added.json()["version"]}
    taken = client.post("/api/tasks/users", json=fresh, headers=headers)
    assert taken.status_code == 200, taken.text
    db.expire_all()
    assert db.get(Task, task.id).owner_id == manager.id  # type: ignore[union-attr]
    assert list(db.scalars(select(TaskUser.user_id).where(TaskUser.task_id == task.id))) == [cara.id]
