"""The demo's tasks: on the demo's customers, quotes, order, call-off and project, for its three users; a mention
told Tom; seeding again adds nothing."""

from __future__ import annotations

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.notifications.models import Notification
from api.seed import seed_demo
from api.tasks.demo import seed_tasks
from api.tasks.models import Task, TaskLink
from api.users.models import User


def test_demo_tasks(db: Session) -> None:
    admin = seed_demo(db)
    tasks = db.scalars(select(Task).order_by(Task.id)).all()
    assert len(tasks) == 5
    assert {t.status for t in tasks} == {"open", "done"}
    kinds = set(db.scalars(select(TaskLink.record_type)))
    assert {"customer", "quote", "order", "call_off", "project"} <= kinds
    tom = db.scalars(select(User).where(User.email == "tom.hughes@example.com")).one()
    told = db.scalars(select(Notification.message).where(Notification.user_id == tom.id)).all()
    assert any("mentioned you" in m for m in told)
    assert seed_tasks(db, admin) == []
    assert db.scalar(select(func.count()).select_from(Task)) == 5
