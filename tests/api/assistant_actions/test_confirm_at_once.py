"""Confirm clicked twice at once (a double click, two tabs), each request committed on its own connection: the
proposal's row is locked while it is done, so one makes the task and the others are told it was already
confirmed; one task, never two."""

from __future__ import annotations

import threading
from concurrent.futures import ThreadPoolExecutor
from datetime import timedelta

from sqlalchemy import Engine, delete, func, select
from sqlalchemy.orm import Session

from api.core.errors import Conflict
from api.db import utcnow
from api.tasks.models import Task
from api.users.models import User
from assistant.actions import service
from assistant.actions.models import Proposal
from assistant.actions.schemas import CreateTaskPayload
from tests.factories import make_user

CLICKS = 4
TITLE = "Chase the double click"


def test_confirm_clicked_at_once_makes_one_record(engine: Engine) -> None:
    with Session(engine) as session:
        user = make_user(session, first_name="Double", last_name="Clicker")
        payload = CreateTaskPayload(title=TITLE, due_date=None, links=[]).model_dump(mode="json")
        expires = utcnow() + timedelta(hours=1)
        row = Proposal(user_id=user.id, kind="create_task", summary=TITLE, payload=payload, expires_at=expires)
        session.add(row)
        session.commit()
        user_id, proposal_id = user.id, row.id
    barrier = threading.Barrier(CLICKS)

    def click() -> str:
        with Session(engine) as session:
            actor = session.get(User, user_id)
            assert actor is not None
            barrier.wait()
            try:
                service.confirm(session, proposal_id, actor)
                session.commit()
                return "done"
            except Conflict as refused:
                session.rollback()
                return refused.detail

    try:
        with ThreadPoolExecutor(CLICKS) as pool:
            answers = list(pool.map(lambda _: click(), range(CLICKS)))
        assert sorted(answers) == ["This proposal was already confirmed."] * (CLICKS - 1) + ["done"]
        with Session(engine) as session:
            made = session.scalar(select(func.count()).select_from(Task).where(Task.owner_id == user_id))
            assert made == 1
            assert session.scalar(select(Proposal.status).where(Proposal.id == proposal_id)) == "executed"
    finally:
        with Session(engine) as session:
            session.execute(delete(Task).where(Task.owner_id == user_id))
            session.execute(delete(Proposal).where(Proposal.id == proposal_id))
            session.execute(delete(User).where(User.id == user_id))
            session.commit()
