"""The board's columns: admins add, rename, arrange and remove them; a column holding tasks is kept."""

from __future__ import annotations

from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from api.tasks.models import TaskStage
from api.users.models import Role, User
from tests.api.tasks.helpers import fields, make_task, stage_id
from tests.factories import headers_for, make_user


def test_admin_manages_the_columns(client: TestClient, db: Session, staff: User) -> None:
    h = headers_for(db, make_user(db, role=Role.admin))
    added = client.post("/api/tasks/stages/add", json={"name": "Blocked"}, headers=h)
    assert added.status_code == 201, added.text
    new_id = added.json()["id"]
    assert db.get(TaskStage, new_id).name == "Blocked"  # type: ignore[union-attr]
    dup = client.post("/api/tasks/stages/add", json={"name": "blocked"}, headers=h)
    assert dup.status_code == 422 and fields(dup) == {"name": "A stage with this name already exists."}
    renamed = client.put("/api/tasks/stages/edit", json={"id": new_id, "name": "On hold"}, headers=h)
    assert renamed.json()["name"] == "On hold"
    ids = [s["id"] for s in client.get("/api/tasks/stages", headers=h).json()]
    order = [new_id, *[i for i in ids if i != new_id]]
    arranged = client.put("/api/tasks/stages/arrange", json={"ids": order}, headers=h)
    assert [s["id"] for s in arranged.json()] == order
    bad = client.put("/api/tasks/stages/arrange", json={"ids": order[:1]}, headers=h)
    assert bad.status_code == 422 and "ids" in fields(bad)
    make_task(db, staff, stage_id=stage_id(db, "Waiting"))
    held = client.delete(f"/api/tasks/stages/{stage_id(db, 'Waiting')}", headers=h)
    assert held.status_code == 409 and "holds 1 task" in held.json()["detail"]
    assert client.delete(f"/api/tasks/stages/{new_id}", headers=h).status_code == 204
    db.expire_all()
    assert db.scalars(select(TaskStage).where(TaskStage.id == new_id)).first() is None
    assert client.delete("/api/tasks/stages/99999999", headers=h).status_code == 404
    empty = client.post("/api/tasks/stages/add", json={"name": ""}, headers=h)
    assert empty.status_code == 422 and set(fields(empty)) == {"name"}
