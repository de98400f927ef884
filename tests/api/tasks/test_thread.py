"""Notes and messages: an @mention notifies the colleague named and makes them a watcher; involvedUsers are told
and watch; attachments must be stored files."""

from __future__ import annotations

from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from api.notifications.models import Notification
from api.tasks.models import TaskMessage, TaskNote, TaskUser
from api.users.models import User
from tests.api.tasks.helpers import fields, make_task
from tests.factories import headers_for, make_link, make_organisation, make_user


def test_add_a_note(client: TestClient, db: Session, headers: dict[str, str], staff: User) -> None:
    task = make_task(db, staff)
    response = client.post(
        "/api/tasks/add/note", json={"taskId": task.id, "note": " Rang, no answer "}, headers=headers
    )
    assert response.status_code == 201, response.text
    assert [n["note"] for n in response.json()["notes"]] == ["Rang, no answer"]
    row = db.scalars(select(TaskNote).where(TaskNote.task_id == task.id)).one()
    assert (row.note, row.user_id) == ("Rang, no answer", staff.id)
    bad = client.post("/api/tasks/add/note", json={"taskId": task.id, "note": ""}, headers=headers)
    assert bad.status_code == 422 and set(fields(bad)) == {"note"}


def test_a_mention_notifies_the_colleague(
    client: TestClient, db: Session, headers: dict[str, str], staff: User
) -> None:
    colleague = make_user(db, first_name="Priya", last_name="Patel")
    watcher = make_user(db, first_name="Owen", last_name="Oakes")
    customer = make_organisation(db, kind="customer")
    plan = make_link(db, customer.id)
    task = make_task(db, staff, title="Confirm the load")
    body = {
        "taskId": task.id,
        "userId": staff.id,
        "message": "@priya patel can you ring the works?",
        "type": "message",
        "relatedId": customer.id,
        "relatedItem": "customer",
        "involvedUsers": [watcher.id],
        "file_ids": [plan.id],
    }
    response = client.post("/api/tasks/add/message", json=body, headers=headers)
    assert response.status_code == 201, response.text
    [out] = response.json()
    assert out["author_name"] == staff.full_name and out["mentions"] == [{"id": colleague.id, "name": "Priya Patel"}]
    assert out["involvedUsers"] == [{"id": watcher.id, "name": "Owen Oakes"}]
    assert out["files"][0]["file_id"] == plan.id and out["relatedItem"] == "customer"
    row = db.scalars(select(TaskMessage).where(TaskMessage.task_id == task.id)).one()
    assert row.mentioned_users == [colleague.id] and row.file_ids == [plan.id] and row.related_id == customer.id
    told = db.scalars(select(Notification).where(Notification.user_id == colleague.id)).one()
    assert "mentioned you" in told.message and told.link == f"/task?id={task.id}"
    assert db.scalars(select(Notification).where(Notification.user_id == watcher.id)).one()
    watchers = db.scalars(select(TaskUser.user_id).where(TaskUser.task_id == task.id, TaskUser.role == "involved"))
    assert set(watchers) == {colleague.id, watcher.id}
    # The colleague now sees the task and its thread.
    thread = client.get(f"/api/tasks/get/messages/{task.id}", headers=headers_for(db, colleague))
    assert thread.status_code == 200 and thread.json()[0]["message"] == body["message"]


def test_message_bad_input(client: TestClient, db: Session, headers: dict[str, str], staff: User) -> None:
    task = make_task(db, staff)
    base = {"taskId": task.id, "userId": staff.id, "message": "hi"}
    bad = client.post("/api/tasks/add/message", json={**base, "file_ids": [99999999]}, headers=headers)
    assert bad.status_code == 422 and fields(bad) == {"file_ids": "No file has the id 99999999."}
    bad = client.post("/api/tasks/add/message", json={**base, "message": ""}, headers=headers)
    assert bad.status_code == 422 and set(fields(bad)) == {"message"}
    bad = client.post("/api/tasks/add/message", json={**base, "involvedUsers": [99999999]}, headers=headers)
    assert bad.status_code == 422 and set(fields(bad)) == {"involvedUsers"}
    other = make_user(db)
    forbidden = client.post("/api/tasks/add/message", json={**base, "userId": other.id}, headers=headers)
    assert forbidden.status_code == 403
    assert db.scalars(select(TaskMessage).where(TaskMessage.task_id == task.id)).all() == []


def test_read_the_thread(client: TestClient, db: Session, headers: dict[str, str], staff: User) -> None:
    task = make_task(db, staff)
    for text in ("first", "second"):
        client.post(
            "/api/tasks/add/message", json={"taskId": task.id, "userId": staff.id, "message": text}, headers=headers
        )
    thread = client.get(f"/api/tasks/get/messages/{task.id}", headers=headers).json()
    assert [m["message"] for m in thread] == ["first", "second"]
    assert client.get("/api/tasks/get/messages/99999999", headers=headers).status_code == 404


def test_attachments_are_picked_from_the_linked_records_files(
    client: TestClient, db: Session, headers: dict[str, str], staff: User
) -> None:
    customer = make_organisation(db, kind="customer", name="Calder Valley Homes")
    elsewhere = make_organisation(db, kind="customer", name="Pennine Developments")
    plan = make_link(db, customer.id, name="Site plan")
    other = make_link(db, elsewhere.id, name="Their price list", url="https://drive.example.com/prices")
    task = make_task(db, staff, title="Confirm the load", links=[("customer", customer.id)])
    response = client.get(f"/api/tasks/get/files/{task.id}", headers=headers)
    assert response.status_code == 200, response.text
    [choice] = response.json()
    assert (choice["file_id"], choice["name"], choice["record_type"], choice["record_id"]) == (
        plan.id,
        "Site plan",
        "customer",
        customer.id,
    )
    assert choice["record_label"] == "Calder Valley Homes" and choice["url"] == plan.url
    base = {"taskId": task.id, "userId": staff.id, "message": "The plan"}
    sent = client.post("/api/tasks/add/message", json={**base, "file_ids": [plan.id]}, headers=headers)
    assert sent.status_code == 201, sent.text
    assert [f["file_id"] for f in sent.json()[0]["files"]] == [plan.id]
    refused = client.post("/api/tasks/add/message", json={**base, "file_ids": [other.id]}, headers=headers)
    assert refused.status_code == 422 and set(fields(refused)) == {"file_ids"}
    assert "linked records" in fields(refused)["file_ids"]
    # The record the message is about lends its files too.
    about = {**base, "file_ids": [other.id], "relatedId": elsewhere.id, "relatedItem": "customer"}
    assert client.post("/api/tasks/add/message", json=about, headers=headers).status_code == 201
    rows = db.scalars(select(TaskMessage.file_ids).where(TaskMessage.task_id == task.id).order_by(TaskMessage.id))
    assert list(rows) == [[plan.id], [other.id]]


def test_attachable_files_need_the_task(client: TestClient, db: Session, headers: dict[str, str], staff: User) -> None:
    hidden = make_task(db, make_user(db))
    assert client.get(f"/api/tasks/get/files/{hidden.id}", headers=headers).status_code == 404
    assert client.get(f"/api/tasks/get/files/{hidden.id}").status_code == 401
    unlinked = client.get(f"/api/tasks/get/files/{make_task(db, staff).id}", headers=headers)
    assert unlinked.status_code == 200 and unlinked.json() == []
