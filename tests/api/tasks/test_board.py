"""The board: every column with its total, its first 50 cards and the cursor to the rest."""

from __future__ import annotations

from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from api.users.models import User
from tests.api.tasks.helpers import make_task, stage_id
from tests.factories import make_user


def test_board_columns(client: TestClient, db: Session, headers: dict[str, str], staff: User) -> None:
    made = [make_task(db, staff, title=f"Card {i}") for i in range(52)]
    waiting = make_task(db, staff, title="Waiting on the works", stage_id=stage_id(db, "Waiting"))
    make_task(db, make_user(db), title="Someone else's")
    response = client.get(f"/api/tasks/board/{staff.id}/mine", headers=headers)
    assert response.status_code == 200, response.text
    columns = {c["name"]: c for c in response.json()["stages"]}
    assert list(columns)[:4] == ["To do", "In progress", "Waiting", "Done"]
    todo = columns["To do"]
    assert todo["total"] == 52 and len(todo["items"]) == 50
    assert [c["id"] for c in todo["items"]] == [t.id for t in reversed(made)][:50]
    assert todo["next_after"] == todo["items"][-1]["rank"]
    assert [c["id"] for c in columns["Waiting"]["items"]] == [waiting.id]
    assert columns["Waiting"]["next_after"] is None and columns["Done"]["total"] == 0
    rest = client.get(
        f"/api/tasks/{staff.id}/mine?stage_id={todo['id']}&after={todo['next_after']}", headers=headers
    ).json()
    assert [c["id"] for c in rest["items"]] == [made[1].id, made[0].id]


def test_board_filters(client: TestClient, db: Session, headers: dict[str, str], staff: User) -> None:
    make_task(db, staff, title="Plain")
    ruled = make_task(db, staff, title="Raised", source="rule", rule_key="quote_accepted")
    board = client.get(f"/api/tasks/board/{staff.id}/owned?source=rule", headers=headers).json()
    assert [c["id"] for s in board["stages"] for c in s["items"]] == [ruled.id]
    bad = client.get(f"/api/tasks/board/{staff.id}/owned?source=robot", headers=headers)
    assert bad.status_code == 422
