"""Adding, reading, editing (with its version), deleting and listing tasks."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from api.notifications.models import Notification
from api.records.models import Activity
from api.tasks.models import Task, TaskLink, TaskUser
from api.users.models import User
from tests.api.tasks.helpers import fields, make_task, stage_id
from tests.factories import make_organisation, make_user


def test_add_a_task_linked_to_a_customer(
    client: TestClient, db: Session, headers: dict[str, str], staff: User, manager: User
) -> None:
    customer = make_organisation(db, kind="customer", name="Calder Valley Homes")
    body = {
        "title": "  Chase the quote  ",
        "description": "They promised an answer by Friday.",
        "priority": "high",
        "due_at": "2030-05-03T09:00:00Z",
        "assignedUsers": [manager.id],
        "links": [{"record_type": "customer", "record_id": customer.id}],
    }
    response = client.post("/api/tasks/add", json=body, headers=headers)
    assert response.status_code == 201, response.text
    out = response.json()
    assert out["title"] == "Chase the quote" and out["priority"] == "high" and out["status"] == "open"
    assert out["owner"] == {"id": staff.id, "name": staff.full_name}
    assert out["stage"]["name"] == "To do" and out["version"] == 1 and out["source"] == "manual"
    assert [a["userId"] for a in out["assigned"]] == [manager.id]
    link = {"record_type": "customer", "record_id": customer.id, "label": "Calder Valley Homes", "order_id": None}
    assert out["links"] == [link]
    task = db.get(Task, out["id"])
    assert task is not None and task.owner_id == staff.id and task.created_by_id == staff.id
    assert task.due_at == datetime(2030, 5, 3, 9, tzinfo=UTC)
    assert db.scalars(select(TaskLink.record_id).where(TaskLink.task_id == task.id)).all() == [customer.id]
    told = db.scalars(select(Notification).where(Notification.user_id == manager.id)).all()
    assert [n.link for n in told] == [f"/task?id={task.id}"]
    mirrored = db.scalars(
        select(Activity.action).where(Activity.subject_type == "organisation", Activity.subject_id == customer.id)
    ).all()
    assert "task_created" in mirrored


def test_new_tasks_go_to_the_top_of_the_column(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    first = client.post("/api/tasks/add", json={"title": "One"}, headers=headers).json()
    second = client.post("/api/tasks/add", json={"title": "Two"}, headers=headers).json()
    assert second["rank"] < first["rank"]


def test_add_refuses_bad_input_with_its_field(
    client: TestClient, db: Session, headers: dict[str, str], staff: User
) -> None:
    response = client.post("/api/tasks/add", json={"title": " ", "priority": "soon"}, headers=headers)
    assert response.status_code == 422
    assert fields(response)["priority"] == "Must be one of: low, normal, high or urgent"
    assert set(fields(response)) == {"title", "priority"}
    response = client.post(
        "/api/tasks/add",
        json={"title": "x", "links": [{"record_type": "quote", "record_id": 99999999}]},
        headers=headers,
    )
    assert response.status_code == 422 and fields(response) == {"links": "No quote has the id 99999999."}
    response = client.post("/api/tasks/add", json={"title": "x", "assignedUsers": [99999999]}, headers=headers)
    assert response.status_code == 422 and fields(response) == {"assignedUsers": "No active user has the id 99999999."}
    response = client.post("/api/tasks/add", json={"title": "x", "stage_id": 99999999}, headers=headers)
    assert response.status_code == 422 and fields(response) == {"stage_id": "This stage does not exist."}
    supplier = make_organisation(db, kind="supplier")
    response = client.post(
        "/api/tasks/add",
        json={"title": "x", "links": [{"record_type": "customer", "record_id": supplier.id}]},
        headers=headers,
    )
    assert response.status_code == 422 and "links" in fields(response)
    assert db.scalars(select(Task).where(Task.owner_id == staff.id)).all() == []


def test_get_a_task(client: TestClient, db: Session, headers: dict[str, str], staff: User) -> None:
    task = make_task(db, staff, title="Ring the works")
    out = client.get(f"/api/tasks/{task.id}", headers=headers).json()
    assert out["id"] == task.id and out["title"] == "Ring the works" and out["can_delete"] is True
    assert client.get("/api/tasks/99999999", headers=headers).status_code == 404


def test_update_and_a_stale_update(client: TestClient, db: Session, headers: dict[str, str], staff: User) -> None:
    task = make_task(db, staff, due_at=datetime(2030, 1, 1, tzinfo=UTC))
    quote_customer = make_organisation(db, kind="customer", name="Pennine Builders")
    body = {
        "title": "Chase Pennine",
        "priority": "urgent",
        "due_at": None,
        "links": [{"record_type": "customer", "record_id": quote_customer.id}],
        "version": 1,
    }
    response = client.put(f"/api/tasks/update/{task.id}", json=body, headers=headers)
    assert response.status_code == 200, response.text
    out = response.json()
    assert out["title"] == "Chase Pennine" and out["priority"] == "urgent" and out["due_at"] is None
    assert out["version"] == 2 and out["links"][0]["label"] == "Pennine Builders"
    db.refresh(task)
    assert (task.title, task.priority, task.due_at, task.version) == ("Chase Pennine", "urgent", None, 2)
    stale = client.put(f"/api/tasks/update/{task.id}", json={"title": "Old", "version": 1}, headers=headers)
    assert stale.status_code == 409
    assert stale.json()["detail"].startswith("Someone else changed this task")
    db.refresh(task)
    assert task.title == "Chase Pennine"
    bad = client.put(f"/api/tasks/update/{task.id}", json={"title": "x" * 201, "version": 2}, headers=headers)
    assert bad.status_code == 422 and set(fields(bad)) == {"title"}
    missing = client.put(f"/api/tasks/update/{task.id}", json={"title": "x"}, headers=headers)
    assert missing.status_code == 422 and "version" in fields(missing)


def test_delete(client: TestClient, db: Session, headers: dict[str, str], staff: User) -> None:
    task = make_task(db, staff)
    task_id = task.id
    assert client.delete(f"/api/tasks/delete/{task_id}", headers=headers).status_code == 204
    db.expire_all()
    assert db.get(Task, task_id) is None
    assert client.delete(f"/api/tasks/delete/{task_id}", headers=headers).status_code == 404


def test_list_scopes_and_filters(
    client: TestClient, db: Session, headers: dict[str, str], staff: User, manager: User
) -> None:
    owned = make_task(db, staff, title="Owned one", due_at=datetime.now(UTC) - timedelta(days=1))
    assigned = make_task(db, manager, title="Assigned one", assigned_ids=[staff.id], source="rule", rule_key="r")
    involved = make_task(db, manager, title="Watched one", involved_ids=[staff.id])
    other = make_task(db, manager, title="Not mine")
    customer = make_organisation(db, kind="customer")
    linked = make_task(db, staff, title="Linked one", links=[("customer", customer.id)])

    def ids(path: str) -> list[int]:
        response = client.get(path, headers=headers)
        assert response.status_code == 200, response.text
        return [item["id"] for item in response.json()["items"]]

    base = f"/api/tasks/{staff.id}"
    assert set(ids(f"{base}/owned")) == {owned.id, linked.id}
    assert ids(f"{base}/assigned") == [assigned.id]
    assert ids(f"{base}/involved") == [involved.id]
    assert set(ids(f"{base}/all")) == {owned.id, assigned.id, involved.id, linked.id}
    assert other.id not in ids(f"{base}/all")
    assert ids(f"{base}/all?overdue=true") == [owned.id]
    assert ids(f"{base}/all?source=rule") == [assigned.id]
    assert ids(f"{base}/all?q=watched") == [involved.id]
    assert ids(f"{base}/all?linked_type=customer&linked_id={customer.id}") == [linked.id]
    assert ids(f"{base}/all?status=done") == []
    page = client.get(f"{base}/all?items_per_page=2&sort=created", headers=headers).json()
    assert page["total"] == 4 and len(page["items"]) == 2 and page["items"][0]["id"] == linked.id
    card = client.get(f"{base}/owned?sort=due", headers=headers).json()["items"][0]
    assert card["id"] == owned.id and card["overdue"] is True and card["owner"]["id"] == staff.id
    bad = client.get(f"{base}/all?sort=colour", headers=headers)
    assert bad.status_code == 422 and "sort" in fields(bad)
    bad = client.get(f"{base}/everything", headers=headers)
    assert bad.status_code == 422 and "scope" in fields(bad)
    bad = client.get(f"{base}/all?after=V", headers=headers)
    assert bad.status_code == 422 and "after" in fields(bad)
    bad = client.get(f"{base}/all?linked_type=customer", headers=headers)
    assert bad.status_code == 422 and "linked_id" in fields(bad)


def test_more_cards_of_a_column_after_a_rank(
    client: TestClient, db: Session, headers: dict[str, str], staff: User
) -> None:
    made = [make_task(db, staff, title=f"Card {i}") for i in range(5)]
    todo = stage_id(db, "To do")
    first = client.get(f"/api/tasks/{staff.id}/all?stage_id={todo}&items_per_page=2", headers=headers).json()
    after = first["items"][-1]["rank"]
    rest = client.get(f"/api/tasks/{staff.id}/all?stage_id={todo}&after={after}&items_per_page=10", headers=headers)
    got = [c["id"] for c in first["items"]] + [c["id"] for c in rest.json()["items"]]
    assert got == [t.id for t in reversed(made)]
    assert rest.json()["total"] == 5


def test_inactive_users_cannot_be_given_tasks(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    gone = make_user(db, active=False)
    response = client.post("/api/tasks/add", json={"title": "x", "taskOwner": gone.id}, headers=headers)
    assert response.status_code == 422 and fields(response) == {"taskOwner": f"No active user has the id {gone.id}."}
    assert db.scalars(select(TaskUser).where(TaskUser.user_id == gone.id)).all() == []


def test_a_due_date_outside_the_calendar_we_keep_is_a_422_naming_due_at(
    client: TestClient, db: Session, headers: dict[str, str], staff: User
) -> None:
    """A probe's 0001-01-01T00:00:00+14:00 was stored as a year-0 (BC) instant that no later read could load: every
    task list and Home screen of its owner answered 400 from then on."""
    task = make_task(db, staff)
    for due in ("0001-01-01T00:00:00+14:00", "1899-12-31T23:00:00Z", "3000-01-01T00:00:00Z"):
        added = client.post("/api/tasks/add", json={"title": "Too early", "due_at": due}, headers=headers)
        edited = client.put(
            f"/api/tasks/update/{task.id}", json={"version": task.version, "due_at": due}, headers=headers
        )
        assert added.status_code == 422 and "due_at" in fields(added), added.text
        assert edited.status_code == 422 and "due_at" in fields(edited), edited.text
    assert client.get(f"/api/tasks/{staff.id}/owned", headers=headers).status_code == 200
    fine = client.post("/api/tasks/add", json={"title": "In range", "due_at": "2999-12-31T12:00:00Z"}, headers=headers)
    assert fine.status_code == 201 and fine.json()["due_at"].startswith("2999-12-31")
