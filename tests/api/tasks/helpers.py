"""Tasks the task pad's tests start from."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from api.tasks.models import Task, TaskStage
from api.tasks.service import create_task
from api.users.models import User


def make_task(db: Session, owner: User, *, title: str = "Chase the customer", **fields: Any) -> Task:
    task = create_task(db, title=title, owner_id=owner.id, actor_id=owner.id, **fields)
    db.flush()
    return task


def stage_id(db: Session, name: str) -> int:
    return db.scalars(select(TaskStage.id).where(TaskStage.name == name)).one()


def fields(response: Any) -> dict[str, str]:
    return {e["field"]: e["message"] for e in response.json()["errors"]}
