"""Moving a card writes the moved task's row only: within its column (`stage/order`) and to another column
(`stage/update`, logged and mirrored). The other cards keep their ranks."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from api.records.models import Activity
from api.tasks.models import Task
from api.users.models import User
from tests.api.tasks.helpers import fields, make_task, stage_id
from tests.conftest import QueryLog


def _column(db: Session, stage: int) -> list[tuple[int, str]]:
    db.expire_all()
    return [(t.id, t.rank) for t in db.scalars(select(Task).where(Task.stage_id == stage).order_by(Task.rank))]


def _writes(statements: list[str]) -> list[str]:
    return [s for s in statements if s.lstrip().upper().startswith(("UPDATE", "INSERT", "DELETE"))]


def test_reorder_within_the_column_writes_one_row(
    client: TestClient, db: Session, headers: dict[str, str], staff: User, query_log: QueryLog
) -> None:
    a, b, c = (make_task(db, staff, title=t) for t in "abc")  # the column reads c, b, a
    todo = stage_id(db, "To do")
    db.commit()
    before = dict(_column(db, todo))
    with query_log.recording() as statements:
        response = client.put("/api/tasks/stage/order", json={"taskId": c.id, "afterId": a.id}, headers=headers)
    assert response.status_code == 200, response.text
    assert response.json()["id"] == c.id
    writes = _writes(statements)
    assert len(writes) == 1 and writes[0].lstrip().upper().startswith("UPDATE TASKS"), writes
    after = _column(db, todo)
    assert [i for i, _ in after][-3:] == [b.id, a.id, c.id]
    assert {i: r for i, r in after if i != c.id} == {i: r for i, r in before.items() if i != c.id}


def test_place_above_a_card(client: TestClient, db: Session, headers: dict[str, str], staff: User) -> None:
    a, b, c = (make_task(db, staff, title=t) for t in "abc")
    response = client.put("/api/tasks/stage/order", json={"taskId": a.id, "beforeId": b.id}, headers=headers)
    assert response.status_code == 200
    ids = [i for i, _ in _column(db, stage_id(db, "To do"))]
    assert ids.index(c.id) < ids.index(a.id) < ids.index(b.id)


def test_move_to_another_column(
    client: TestClient, db: Session, headers: dict[str, str], staff: User, query_log: QueryLog
) -> None:
    from tests.factories import make_organisation

    customer = make_organisation(db, kind="customer")
    task = make_task(db, staff, links=[("customer", customer.id)])
    waiting = stage_id(db, "Waiting")
    other = make_task(db, staff, title="already waiting")
    client.put("/api/tasks/stage/update", json={"taskId": other.id, "stageId": waiting}, headers=headers)
    db.commit()
    with query_log.recording() as statements:
        response = client.put(
            "/api/tasks/stage/update",
            json={"taskId": task.id, "stageId": waiting, "afterId": other.id},
            headers=headers,
        )
    assert response.status_code == 200, response.text
    assert response.json()["stage_id"] == waiting
    task_writes = [s for s in _writes(statements) if "activity" not in s.lower()]
    assert len(task_writes) == 1, task_writes
    assert [i for i, _ in _column(db, waiting)] == [other.id, task.id]
    mirrored: Any = db.scalars(
        select(Activity).where(
            Activity.subject_type == "organisation", Activity.subject_id == customer.id, Activity.action == "task_stage"
        )
    ).one()
    assert mirrored.changes["stage_id"]["new"] == waiting


def test_dropping_on_done_closes_the_task(
    client: TestClient, db: Session, headers: dict[str, str], staff: User
) -> None:
    task = make_task(db, staff)
    done = stage_id(db, "Done")
    client.put("/api/tasks/stage/update", json={"taskId": task.id, "stageId": done}, headers=headers)
    db.refresh(task)
    assert (task.status, task.stage_id) == ("done", done) and task.closed_at is not None
    client.put("/api/tasks/stage/update", json={"taskId": task.id, "stageId": stage_id(db, "To do")}, headers=headers)
    db.refresh(task)
    assert task.status == "open" and task.closed_at is None


def test_move_bad_input(client: TestClient, db: Session, headers: dict[str, str], staff: User) -> None:
    task = make_task(db, staff)
    elsewhere = make_task(db, staff, stage_id=stage_id(db, "Waiting"))
    bad = client.put("/api/tasks/stage/order", json={"taskId": task.id, "afterId": elsewhere.id}, headers=headers)
    assert bad.status_code == 422 and fields(bad) == {"afterId": "This task is not in that column."}
    bad = client.put("/api/tasks/stage/order", json={"taskId": task.id, "beforeId": task.id}, headers=headers)
    assert bad.status_code == 422 and set(fields(bad)) == {"beforeId"}
    bad = client.put("/api/tasks/stage/update", json={"taskId": task.id, "stageId": 99999999}, headers=headers)
    assert bad.status_code == 422 and fields(bad) == {"stageId": "This stage does not exist."}
    bad = client.put("/api/tasks/stage/update", json={"taskId": task.id}, headers=headers)
    assert bad.status_code == 422 and "stageId" in fields(bad)
    db.refresh(task)
    assert task.stage_id == stage_id(db, "To do")
