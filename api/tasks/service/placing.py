"""Where a task sits in its column. Placing a task writes its own row only (a new rank between its neighbours');
two people placing tasks at the same spot at the same moment pick the same rank, the database refuses the second
(UNIQUE(stage_id, rank)), and it tries again with the neighbours as they are now and a rank chosen at random
among a few between them.

When no rank can be put between the neighbours (a rank the scheme cannot read, left by an earlier scheme or a
bulk load, or neighbours so close that the rank between would not fit the column), the column is ranked afresh
in its order (every row of that stage written, once) and the task placed again: a move never fails on a rank."""

from __future__ import annotations

import random
from collections.abc import Callable

from sqlalchemy import func, select, text
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from api.core.errors import Conflict
from api.tasks.models import RANK, Task, TaskStage
from api.tasks.service import ranks

ATTEMPTS = 8
RANK_CONSTRAINT = "uq_tasks_stage_rank"
WIDTH: int = RANK.length or 255
# Two steps, so the unique index never sees two rows with one rank midway: every rank of the column put out of
# the way (`~` sorts after every digit; never a real rank), then each row given its new one.
_PARK = text("UPDATE tasks SET rank = '~' || id WHERE id = ANY(CAST(:ids AS integer[])) AND stage_id = :stage")
_IN_ORDER = text("SELECT id FROM tasks WHERE id = ANY(CAST(:ids AS integer[])) AND stage_id = :stage ORDER BY rank, id")
_RERANK = text(
    "UPDATE tasks SET rank = fresh.rank FROM unnest(CAST(:ids AS integer[]), CAST(:ranks AS text[])) "
    "AS fresh(id, rank) WHERE tasks.id = fresh.id AND tasks.stage_id = :stage"
)


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


def rerank(session: Session, stage_id: int) -> None:
    """Rank the column afresh, in its present order, with short ranks (one statement for every row). Re-rankers
    of one column wait for each other (the stage's row locked); the ranks of loaded tasks are read again.

    The column's rows are locked first and their order read after: a move within the column in flight when the
    re-rank starts is waited for and kept (read before the locks, its new rank was overwritten by the old order).
    Only the rows locked are written, and only while still in the column (a task moved out meanwhile keeps its
    new column's rank)."""
    # FOR NO KEY UPDATE: re-rankers queue; a task added to the column meanwhile (its key share) is not kept waiting.
    session.execute(select(TaskStage.id).where(TaskStage.id == stage_id).with_for_update(key_share=True))
    locked = list(session.scalars(select(Task.id).where(Task.stage_id == stage_id).with_for_update()))
    ids = list(session.scalars(_IN_ORDER, {"stage": stage_id, "ids": locked}))
    session.execute(_PARK, {"stage": stage_id, "ids": ids})
    session.execute(_RERANK, {"stage": stage_id, "ids": ids, "ranks": ranks.spread(len(ids))})
    for obj in list(session.identity_map.values()):
        if isinstance(obj, Task):
            session.expire(obj, ["rank"])


def _rank(low: str | None, high: str | None, attempt: int, rng: random.Random) -> str | None:
    """A rank between `low` and `high` that fits the column, else None (the column must be ranked afresh)."""
    try:
        rank = ranks.between(low, high) if attempt == 0 else ranks.jittered(low, high, rng)
    except (ValueError, KeyError, IndexError):
        return None
    inside = (low is None or low < rank) and (high is None or rank < high)
    return rank if inside and len(rank) <= WIDTH else None


def place(
    session: Session,
    stage_id: int,
    write: Callable[[str], None],
    *,
    after: Task | None = None,
    before: Task | None = None,
    task_id: int | None = None,
) -> str:
    """Write the task into `stage_id` just below `after`, else just above `before`, else at the top, in a savepoint
    (the neighbours read again on each attempt); retried with a fresh rank when another task took it meanwhile."""
    rng = random.Random()
    reranked = False
    for attempt in range(ATTEMPTS):
        low, high = neighbours(session, stage_id, after=after, before=before, task_id=task_id)
        rank = _rank(low, high, attempt, rng)
        if rank is None:
            if reranked:
                break
            rerank(session, stage_id)
            reranked = True
            continue
        try:
            with session.begin_nested():
                write(rank)
                session.flush()
            return rank
        except IntegrityError as exc:
            if not is_rank_clash(exc):
                raise
    raise Conflict("The board is busy: the task could not be placed. Try again.")
