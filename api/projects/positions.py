"""Board positions: each stage's column is ordered by `Project.position`, spaced GAP apart so that a move usually
rewrites one row; a column without room where a project goes is respaced in one statement. One placement in a column
at a time (`lock_columns`)."""

from __future__ import annotations

from typing import Any

from sqlalchemy import case, func, select, text, update
from sqlalchemy.orm import Session

from api.projects.models import STAGE_ORDER, Project, Stage

GAP = 1024
MIN_POSITION, MAX_POSITION = -(2**31), 2**31 - 1  # the position column is a 32-bit integer
# pg_advisory_xact_lock(COLUMN_LOCK, a stage's place on the board): the column is being placed in.
COLUMN_LOCK = 0x7A5C_0018
_LOCK = text("SELECT pg_advisory_xact_lock(:key, :place)")


def lock_columns(session: Session, project_id: int | None, *stages: str) -> None:
    """Take the columns of `stages` and of project `project_id`'s stage now, for the transaction, in board order,
    before the project's row: a placement waits for one in flight in the same columns, then reads them as it left
    them. Locking the column's rows alone did not do: a project moved into the column meanwhile was not among them
    (two moves to the top took the same position), and two reorders of one column locked its rows in opposite
    orders (a deadlock, answered 503)."""
    taken = set(stages)
    if project_id is not None:
        taken.update(session.scalars(select(Project.stage).where(Project.id == project_id)))
    for place in sorted(STAGE_ORDER.index(Stage(stage)) for stage in taken):
        session.execute(_LOCK, {"key": COLUMN_LOCK, "place": place})


def at_end(session: Session, stage: str) -> int:
    """A position after the column's last project; the column is respaced when the last is at the top of the range."""
    last = session.scalar(select(func.max(Project.position)).where(Project.stage == stage))
    if last is None:
        return GAP
    if last + GAP <= MAX_POSITION:
        return int(last + GAP)
    size = len(session.execute(_column(stage)).all())
    return _respace(session, stage, size)


def at_index(session: Session, stage: str, index: int, project_id: int) -> int:
    """The position that puts project `project_id` at `index` (0-based, clamped) of `stage`'s column."""
    others = session.execute(_column(stage, without=project_id)).all()
    index = min(index, len(others))
    before = others[index - 1].position if index > 0 else None
    after = others[index].position if index < len(others) else None
    position = _between(before, after)
    if position is None:  # no room left between the neighbours
        position = _respace(session, stage, index, without=project_id)
    return position


def _column(stage: str, without: int | None = None) -> Any:
    """`stage`'s projects (id, position) in board order, locked."""
    query = select(Project.id, Project.position).where(Project.stage == stage)
    if without is not None:
        query = query.where(Project.id != without)
    return query.order_by(Project.position, Project.id).with_for_update()


def _between(before: int | None, after: int | None) -> int | None:
    if before is None and after is None:
        return GAP
    if before is None:
        return after - GAP if after is not None and after - GAP >= MIN_POSITION else None
    if after is None:
        return before + GAP if before + GAP <= MAX_POSITION else None
    middle = (before + after) // 2
    return middle if before < middle < after else None


def _respace(session: Session, stage: str, index: int, without: int | None = None) -> int:
    """Space `stage`'s projects (but `without`) GAP apart, leaving room at `index` of the column; return the
    position of that room."""
    order = func.row_number().over(order_by=(Project.position, Project.id))
    ranked = select(Project.id, order.label("rank")).where(Project.stage == stage)
    if without is not None:
        ranked = ranked.where(Project.id != without)
    column = ranked.subquery()
    session.execute(
        update(Project)
        .where(Project.id == column.c.id)
        .values(position=(column.c.rank + case((column.c.rank > index, 1), else_=0)) * GAP)
        .execution_options(synchronize_session="fetch")
    )
    return (index + 1) * GAP
