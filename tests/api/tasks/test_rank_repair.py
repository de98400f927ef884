"""A column whose ranks cannot be placed between never makes a move fail: ranks the scheme cannot read (the bench
loaded `"0" + rank`, which crashed `stage/order` with a 500; or ranks left by the earlier scheme), and neighbours
so close that the rank between them would not fit the column (255 characters). The column is ranked afresh, in
its order, and the move lands where it was dropped."""

from __future__ import annotations

from fastapi.testclient import TestClient
from sqlalchemy import insert, select
from sqlalchemy.orm import Session

from api.tasks.models import RANK, Task
from api.tasks.service import ranks
from api.users.models import User
from tests.api.tasks.helpers import stage_id

COLUMN = 3_000


def _load(db: Session, owner: User, stage: int, column_ranks: list[str]) -> list[int]:
    rows = [
        {"title": f"Bench task {n}", "stage_id": stage, "rank": r, "owner_id": owner.id, "status": "open"}
        for n, r in enumerate(column_ranks)
    ]
    return list(db.scalars(insert(Task).returning(Task.id, sort_by_parameter_order=True), rows))


def _order(db: Session, stage: int) -> list[int]:
    db.expire_all()
    return list(db.scalars(select(Task.id).where(Task.stage_id == stage).order_by(Task.rank, Task.id)))


def _move_after(client: TestClient, headers: dict[str, str], task: int, after: int) -> None:
    response = client.put("/api/tasks/stage/order", json={"taskId": task, "afterId": after}, headers=headers)
    assert response.status_code == 200, response.text


def test_a_move_in_a_column_shaped_like_the_bench(
    client: TestClient, db: Session, headers: dict[str, str], staff: User
) -> None:
    """Thousands of tasks whose ranks are the bench's `"0" + rank` (no rank's head is `0`)."""
    todo = stage_id(db, "To do")
    ids = _load(db, staff, todo, ["0" + r for r in ranks.spread(COLUMN)])
    task, after = ids[2_500], ids[700]
    _move_after(client, headers, task, after)
    order = _order(db, todo)
    assert order.index(task) == order.index(after) + 1
    expected = [i for i in ids if i != task]
    expected.insert(expected.index(after) + 1, task)
    assert [i for i in order if i in set(ids)] == expected
    ranked = db.scalars(select(Task.rank).where(Task.stage_id == todo)).all()
    assert len(set(ranked)) == len(ranked) and all(len(r) <= RANK.length for r in ranked)  # type: ignore[operator]
    # The column reads well again: the next move writes one row.
    _move_after(client, headers, ids[10], ids[20])
    assert _order(db, todo).index(ids[10]) == _order(db, todo).index(ids[20]) + 1


def test_neighbours_too_close_for_the_column_width(
    client: TestClient, db: Session, headers: dict[str, str], staff: User
) -> None:
    """The rank between these two would be 256 characters: the column has room for 255."""
    todo = stage_id(db, "To do")
    low = "a0" + "V" * 252
    ids = _load(db, staff, todo, ["Zz", low, low + "1", "a1"])
    _move_after(client, headers, ids[0], ids[1])
    assert [i for i in _order(db, todo) if i in set(ids)] == [ids[1], ids[0], ids[2], ids[3]]


def test_a_rank_of_the_earlier_scheme(client: TestClient, db: Session, headers: dict[str, str], staff: User) -> None:
    """`V` (the earlier scheme's middle) names an integer part of six digits it does not have."""
    waiting = stage_id(db, "Waiting")
    ids = _load(db, staff, waiting, ["0V", "V", "k"])
    for path, body in (
        ("/api/tasks/stage/order", {"taskId": ids[2], "beforeId": ids[0]}),
        ("/api/tasks/stage/update", {"taskId": ids[1], "stageId": waiting}),
    ):
        response = client.put(path, json=body, headers=headers)
        assert response.status_code == 200, response.text
    assert [i for i in _order(db, waiting) if i in set(ids)] == [ids[1], ids[2], ids[0]]
