"""Where a task sits in its column. Placing a task writes its own row only (a new rank between its neighbours');
two people placing tasks at the same spot at the same moment pick the same rank, the database refuses the second
(UNIQUE(stage_id, rank)), and it tries again with the neighbours as they are now and a rank chosen at random
among a few between them."""

from __future__ import annotations

import random
from collections.abc import Callable

from sqlalchemy import func, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from api.core.errors import Conflict
from api.tasks.models import Task
from api.tasks.service import ranks

ATTEMPTS = 8
RANK_CONSTRAINT = "uq_tasks_stage_rank"


def is_rank_clash(exc: IntegrityError) -> bool:
    return getattr(getattr(exc.orig, "diag", None), "constraint_name", None) == RANK_CONSTRAINT


def _top(session: Session, stage_id: int, task_id: int | None) -> str | None:
    query = select(func.min(Task.rank)).where(Task.stage_id == stage_id)
    if task_id is not None:
        query = query.where(Task.id != task_id)
    return session.scalar(query)


def _next_after(session: Session, stage_id: int, rank: str, task_id: int | None) -> str | None:
    query = select(func.min(Task.rank)).where(Task.stage_id == stage_id, Task.rank > rank)
    if task_id is not None:
        query = query.where(Task.id != task_id)
    return session.scalar(query)


def _last_before(session: Session, stage_id: int, rank: str, task_id: int | None) -> str | None:
    query = select(func.max(Task.rank)).where(Task.stage_id == stage_id, Task.rank < rank)
    if task_id is not None:
        query = query.where(Task.id != task_id)
    return session.scalar(query)


def neighbours(
    session: Session, stage_id: int, *, after: Task | None, before: Task | None, task_id: int | None
) -> tuple[str | None, str | None]:
    """The ranks the task goes between: just below `after` (the card above it), else just above `before` (the
    card below it), else at the top of the column. Read now, so a card placed there meanwhile is seen."""
    if after is not None:
        return after.rank, _next_after(session, stage_id, after.rank, task_id)
    if before is not None:
        return _last_before(session, stage_id, before.rank, task_id), before.rank
    return None, _top(session, stage_id, task_id)


def place(
    session: Session,
    write: Callable[[str], None],
    bounds: Callable[[], tuple[str | None, str | None]],
) -> str:
    """Write the task with a rank within `bounds()` (read again on each attempt) in a savepoint; retried with a
    fresh rank when another task took it meanwhile."""
    rng = random.Random()
    for attempt in range(ATTEMPTS):
        low, high = bounds()
        rank = ranks.between(low, high) if attempt == 0 else ranks.jittered(low, high, rng)
        try:
            with session.begin_nested():
                write(rank)
                session.flush()
            return rank
        except IntegrityError as exc:
            if not is_rank_clash(exc):
                raise
    raise Conflict("The board is busy: the task could not be placed. Try again.")
