"""People dragging projects on the board at the same moment, each move committed on its own connection: moves to one
place all land there in turn (they took one position between them), and reorders of one column never deadlock (they
locked the column's rows in opposite orders and one was answered 503)."""

from __future__ import annotations

import threading
from concurrent.futures import ThreadPoolExecutor

from sqlalchemy import Engine, delete, select
from sqlalchemy.orm import Session

from api.projects import service
from api.projects.models import SUBJECT, Project, Stage
from api.projects.schemas import ProjectMove
from api.records.models import Activity
from api.users.models import User
from tests.factories import make_project, make_user

MOVERS = 6


def _positions(engine: Engine, ids: list[int]) -> dict[int, tuple[str, int]]:
    with Session(engine) as session:
        rows = session.execute(select(Project.id, Project.stage, Project.position).where(Project.id.in_(ids)))
        return {row.id: (row.stage, row.position) for row in rows}


def test_moves_at_the_same_moment_land_in_turn_and_never_deadlock(engine: Engine) -> None:
    with Session(engine) as session:
        user = make_user(session, first_name="Board", last_name="Racer")
        projects = [make_project(session, name=f"Race {i}", stage="tender") for i in range(MOVERS)]
        session.commit()
        user_id, ids = user.id, [p.id for p in projects]

    def run_all(moves: list[tuple[int, int]]) -> None:
        barrier = threading.Barrier(len(moves))

        def move(project_id: int, index: int) -> None:
            with Session(engine) as session:
                actor = session.get(User, user_id)
                version = session.scalar(select(Project.version).where(Project.id == project_id))
                assert actor is not None and version is not None
                barrier.wait()
                body = ProjectMove(project_id=project_id, stage=Stage.won, index=index, version=version)
                service.move(session, body, actor)
                session.commit()

        with ThreadPoolExecutor(len(moves)) as pool:
            list(pool.map(lambda m: move(*m), moves))  # a deadlock or any other error raises here

    try:
        run_all([(project_id, 0) for project_id in ids])  # all to the top of Won at once
        placed = _positions(engine, ids)
        assert {stage for stage, _ in placed.values()} == {Stage.won.value}
        assert len({position for _, position in placed.values()}) == MOVERS
        top_first = sorted(ids, key=lambda project_id: placed[project_id][1])
        run_all([(project_id, MOVERS - 1 - i) for i, project_id in enumerate(top_first)])  # the column reversed
        again = _positions(engine, ids)
        assert len({position for _, position in again.values()}) == MOVERS
    finally:
        with Session(engine) as session:
            session.execute(delete(Activity).where(Activity.subject_type == SUBJECT, Activity.subject_id.in_(ids)))
            session.execute(delete(Project).where(Project.id.in_(ids)))
            session.execute(delete(User).where(User.id == user_id))
            session.commit()
