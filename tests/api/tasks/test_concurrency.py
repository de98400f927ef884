"""Twenty people dropping twenty cards on the same spot at the same moment: each move commits on its own
connection, the ranks never collide (UNIQUE(stage_id, rank) and a retry with a fresh rank), every card lands."""

from __future__ import annotations

import threading
import time
from concurrent.futures import ThreadPoolExecutor

import pytest
from sqlalchemy import Engine, delete, func, select
from sqlalchemy.orm import Session

from api.records.models import Activity
from api.tasks.models import Task, TaskStage
from api.tasks.service import create_task, moving, placing, ranks
from api.users.models import User
from tests.factories import make_user

MOVERS = 20


def test_twenty_concurrent_movers_never_collide(engine: Engine, monkeypatch: pytest.MonkeyPatch) -> None:
    clashes: list[int] = []
    is_clash = placing.is_rank_clash

    def counting(exc: Exception) -> bool:
        found = is_clash(exc)  # type: ignore[arg-type]
        clashes.append(int(found))
        return found

    monkeypatch.setattr(placing, "is_rank_clash", counting)
    with Session(engine) as session:
        user = make_user(session, first_name="Racer")
        waiting = session.scalars(select(TaskStage.id).where(TaskStage.name == "Waiting")).one()
        anchor = create_task(session, title="Anchor", owner_id=user.id, stage_id=waiting)
        tasks = [create_task(session, title=f"Mover {i}", owner_id=user.id) for i in range(MOVERS)]
        session.commit()
        user_id, anchor_id, task_ids = user.id, anchor.id, [t.id for t in tasks]
    barrier = threading.Barrier(MOVERS)

    def move(task_id: int) -> str:
        with Session(engine) as session:
            actor = session.get(User, user_id)
            assert actor is not None
            barrier.wait()
            moved = moving.move(session, actor, task_id, stage_id=waiting, after_id=anchor_id)
            rank = moved.rank
            session.commit()
            return rank

    try:
        with ThreadPoolExecutor(MOVERS) as pool:
            ranks = list(pool.map(move, task_ids))
        assert len(set(ranks)) == MOVERS
        # They did pick the same rank: the database refused the later ones, which placed themselves again.
        assert sum(clashes) > 0
        with Session(engine) as session:
            rows = session.execute(
                select(Task.id, Task.rank).where(Task.stage_id == waiting, Task.owner_id == user_id).order_by(Task.rank)
            ).all()
            assert len(rows) == MOVERS + 1 and rows[0].id == anchor_id
            assert len({r.rank for r in rows}) == MOVERS + 1
    finally:
        with Session(engine) as session:
            ids = [anchor_id, *task_ids]
            session.execute(delete(Activity).where(Activity.subject_type == "task", Activity.subject_id.in_(ids)))
            session.execute(delete(Task).where(Task.id.in_(ids)))
            session.execute(delete(User).where(User.id == user_id))
            session.commit()


def test_a_move_in_flight_when_the_column_is_ranked_afresh_is_kept(engine: Engine) -> None:
    """A card moved to the top of its column, not yet committed, when another move has to rank the column afresh:
    the re-rank waits for it and keeps it at the top (it read the order before, and wrote the old order back)."""
    with Session(engine) as session:
        user = make_user(session, first_name="Reranker")
        stage = TaskStage(name="Rerank test", position=90)
        session.add(stage)
        session.flush()
        tasks = [create_task(session, title=f"Card {i}", owner_id=user.id, stage_id=stage.id) for i in range(4)]
        session.commit()
        user_id, stage_id, ids = user.id, stage.id, [t.id for t in tasks]
    try:
        with Session(engine) as session:
            order = list(session.scalars(select(Task.id).where(Task.stage_id == stage_id).order_by(Task.rank)))
        last = order[-1]
        mover = Session(engine)
        top = mover.scalars(select(func.min(Task.rank)).where(Task.stage_id == stage_id)).one()
        mover.get(Task, last).rank = ranks.between(None, top)  # type: ignore[union-attr]
        mover.flush()  # the row is locked, the move not committed

        def rerank() -> None:
            with Session(engine) as session:
                placing.rerank(session, stage_id)
                session.commit()

        with ThreadPoolExecutor(1) as pool:
            done = pool.submit(rerank)
            time.sleep(0.5)
            assert not done.done()  # waiting for the move's row
            mover.commit()
            mover.close()
            done.result(timeout=30)
        with Session(engine) as session:
            after = list(session.scalars(select(Task.id).where(Task.stage_id == stage_id).order_by(Task.rank)))
        assert after == [last, *order[:-1]]
    finally:
        with Session(engine) as session:
            session.execute(delete(Activity).where(Activity.subject_type == "task", Activity.subject_id.in_(ids)))
            session.execute(delete(Task).where(Task.id.in_(ids)))
            session.execute(delete(TaskStage).where(TaskStage.id == stage_id))
            session.execute(delete(User).where(User.id == user_id))
            session.commit()
