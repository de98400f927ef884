"""A record's tasks: the customers', suppliers', others' and companies' `/tasks/{id}` and `/tasks/linked/...` list
the real linked tasks the caller may see; myDay lists the user's open tasks due that day or overdue."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta

from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from api.users.models import User
from tests.api.schedule_factories import ids_of, make_call_off, make_plotted_order
from tests.api.tasks.helpers import make_task, stage_id
from tests.factories import headers_for, make_organisation, make_user

ROUTES = {"customer": "customers", "supplier": "suppliers", "other": "others", "company": "companys"}


def test_each_organisation_lists_its_tasks(
    client: TestClient, db: Session, headers: dict[str, str], staff: User
) -> None:
    for kind, segment in ROUTES.items():
        org = make_organisation(db, kind=kind, name=f"A {kind}")
        task = make_task(db, staff, title=f"About the {kind}", links=[(kind, org.id)])
        make_task(db, make_user(db), title="Hidden from staff", links=[(kind, org.id)])
        response = client.get(f"/api/{segment}/tasks/{org.id}", headers=headers)
        assert response.status_code == 200, (segment, response.text)
        [ref] = response.json()
        assert (ref["taskId"], ref["note"], ref["status"], ref["title"]) == (task.id, task.title, "open", task.title)
        assert ref["links"] == [{"record_type": kind, "record_id": org.id, "label": f"A {kind}"}]
        assert ref["owner"]["id"] == staff.id


def test_a_manager_sees_every_linked_task(client: TestClient, db: Session, manager_headers: dict[str, str]) -> None:
    customer = make_organisation(db, kind="customer")
    a = make_task(db, make_user(db), links=[("customer", customer.id)])
    b = make_task(db, make_user(db), links=[("customer", customer.id)])
    ids = {t["taskId"] for t in client.get(f"/api/customers/tasks/{customer.id}", headers=manager_headers).json()}
    assert ids == {a.id, b.id}
    linked = client.get(f"/api/tasks/linked/customer/{customer.id}", headers=manager_headers).json()
    assert {c["id"] for c in linked} == {a.id, b.id}


def test_linked_call(client: TestClient, db: Session, headers: dict[str, str], staff: User) -> None:
    customer = make_organisation(db, kind="customer")
    task = make_task(db, staff, links=[("customer", customer.id)])
    assert [c["id"] for c in client.get(f"/api/tasks/linked/customer/{customer.id}", headers=headers).json()] == [
        task.id
    ]
    assert client.get("/api/tasks/linked/customer/99999999", headers=headers).status_code == 404
    bad = client.get(f"/api/tasks/linked/widget/{customer.id}", headers=headers)
    assert bad.status_code == 422
    assert client.get("/api/customers/tasks/99999999", headers=headers).status_code == 404


def test_my_day_lists_tasks_due(client: TestClient, db: Session, staff: User) -> None:
    today = date.today()
    now = datetime.now(UTC)
    overdue = make_task(db, staff, title="Overdue", due_at=now - timedelta(days=2))
    due_today = make_task(db, staff, title="Due today", due_at=datetime.combine(today, datetime.min.time(), UTC))
    make_task(db, staff, title="Next week", due_at=now + timedelta(days=8))
    make_task(db, staff, title="No date")
    closed = make_task(db, staff, title="Closed", due_at=now - timedelta(days=1))
    from api.tasks.service import close_task

    close_task(db, closed, note="done")
    response = client.get(f"/api/users/myDay/{staff.id}/{today}", headers=headers_for(db, staff))
    assert response.status_code == 200, response.text
    assert [t["id"] for t in response.json()["tasks"]] == [overdue.id, due_today.id]
    assert response.json()["tasks"][0]["overdue"] is True


def test_a_call_off_is_shown_on_its_orders_schedule(
    client: TestClient, db: Session, headers: dict[str, str], staff: User
) -> None:
    """A call-off's link names its order (whose schedule page shows it), and the order's tasks include its
    call-offs'."""
    order = make_plotted_order(db)
    call_off = make_call_off(db, order, plots=ids_of(db, order)[1][:1])
    task = make_task(db, staff, title="Confirm with the works", links=[("call_off", call_off.id)])
    card = client.get(f"/api/tasks/{task.id}", headers=headers).json()
    assert card["links"] == [
        {"record_type": "call_off", "record_id": call_off.id, "label": call_off.number, "order_id": order.id}
    ]
    on_order = client.get(f"/api/tasks/linked/order/{order.id}", headers=headers)
    assert on_order.status_code == 200 and [c["id"] for c in on_order.json()] == [task.id]
    assert on_order.json()[0]["links"][0]["order_id"] == order.id
    other = make_plotted_order(db)
    assert client.get(f"/api/tasks/linked/order/{other.id}", headers=headers).json() == []


def test_a_linked_customer_logs_the_task_once_by_name_and_its_stage_by_name(
    client: TestClient, db: Session, headers: dict[str, str], staff: User
) -> None:
    """The customer's activity reads "Task “Chase the works” created" (not the task's name twice) and a move reads
    "Stage: To do → Waiting", never the stages' ids."""
    customer = make_organisation(db, kind="customer")
    task = make_task(db, staff, title="Chase the works", links=[("customer", customer.id)])
    moved = client.put(
        "/api/tasks/stage/update", json={"taskId": task.id, "stageId": stage_id(db, "Waiting")}, headers=headers
    )
    assert moved.status_code == 200, moved.text
    items = client.get(f"/api/customers/activity/{customer.id}", headers=headers).json()["items"]
    assert [item["summary"] for item in items] == [
        "Task “Chase the works”: Moved to Waiting",
        "Task “Chase the works” created",
    ]
    assert items[0]["names"]["stage_id"] == {"old": "To do", "new": "Waiting"}
    assert items[1]["names"]["stage_id"] == {"old": None, "new": "To do"}
