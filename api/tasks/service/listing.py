"""A user's tasks (owned, assigned, involved, all of theirs; every task for a manager asking for `all`), filtered,
as a page or as the board: the first cards of every column, the rest fetched column by column after a rank."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from sqlalchemy import case, exists, func, select, true
from sqlalchemy.orm import Session
from sqlalchemy.sql.elements import ColumnElement

from api.core.errors import FieldErrors, Forbidden
from api.core.pagination import COUNT_CAP, Page, capped_total
from api.db import utcnow
from api.schedules.models import CallOff
from api.tasks.models import RecordType, Task, TaskLink, TaskRole, TaskStage, TaskStatus
from api.tasks.service import access, cards
from api.users.models import User

BOARD_CARDS = 50
PRIORITY_ORDER = case(
    {"urgent": 0, "high": 1, "normal": 2, "low": 3},
    value=Task.priority,
    else_=4,
)
SORTS: dict[str, Any] = {
    "rank": (Task.stage_id, Task.rank),
    "due": (Task.due_at.asc().nulls_last(), Task.id),
    "priority": (PRIORITY_ORDER, Task.due_at.asc().nulls_last(), Task.id),
    "created": (Task.created_at.desc(), Task.id.desc()),
}


class Scope(StrEnum):
    owned = "owned"
    assigned = "assigned"
    involved = "involved"
    mine = "mine"
    all = "all"


class StatusFilter(StrEnum):
    open = "open"
    done = "done"
    cancelled = "cancelled"
    any = "any"


@dataclass(frozen=True)
class Filters:
    q: str | None = None
    status: StatusFilter | None = None
    stage_id: int | None = None
    overdue: bool = False
    linked_type: str | None = None
    linked_id: int | None = None
    source: str | None = None


def check_scope(actor: User, user_id: int) -> None:
    if not (access.sees_all(actor) or actor.id == user_id):
        raise Forbidden("You can only list your own tasks.")


def scope_condition(actor: User, user_id: int, scope: Scope) -> ColumnElement[bool] | None:
    if scope == Scope.owned:
        return Task.owner_id == user_id
    if scope == Scope.assigned:
        return access.part_of(user_id, TaskRole.assigned.value)
    if scope == Scope.involved:
        return access.part_of(user_id, TaskRole.involved.value)
    if scope == Scope.all and access.sees_all(actor):
        return None
    return access.mine(user_id)


def conditions(actor: User, user_id: int, scope: Scope, filters: Filters, default_status: StatusFilter) -> list[Any]:
    found: list[Any] = []
    scoped = scope_condition(actor, user_id, scope)
    if scoped is not None:
        found.append(scoped)
    status = filters.status or default_status
    if status != StatusFilter.any:
        found.append(Task.status == status.value)
    if filters.q:
        pattern = filters.q.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
        found.append(Task.title.ilike(f"%{pattern}%"))
    if filters.stage_id is not None:
        found.append(Task.stage_id == filters.stage_id)
    if filters.overdue:
        found.extend([Task.status == TaskStatus.open.value, Task.due_at < utcnow()])
    if (filters.linked_type is None) != (filters.linked_id is None):
        raise FieldErrors({"linked_id": "Send linked_type and linked_id together."})
    if filters.linked_type is not None:
        found.append(
            exists(
                select(TaskLink.id).where(
                    TaskLink.task_id == Task.id,
                    TaskLink.record_type == filters.linked_type,
                    TaskLink.record_id == filters.linked_id,
                )
            )
        )
    if filters.source:
        found.append(Task.source == filters.source)
    return found


def list_tasks(
    session: Session,
    actor: User,
    user_id: int,
    scope: Scope,
    filters: Filters,
    *,
    page: int = 1,
    items_per_page: int = 25,
    sort: str | None = None,
    after: str | None = None,
) -> Page[dict[str, Any]]:
    check_scope(actor, user_id)
    where = conditions(actor, user_id, scope, filters, StatusFilter.open)
    key = (sort or "rank").lstrip("-")
    if key not in SORTS:
        raise FieldErrors({"sort": f"Sort by one of: {', '.join(SORTS)}"})
    if after is not None and filters.stage_id is None:
        raise FieldErrors({"after": "Send `after` with a stage_id (the column it continues)."})
    counted = select(func.count()).select_from(select(Task.id).where(*where).limit(COUNT_CAP + 1).subquery())
    total, estimated = capped_total(session, session.scalar(counted) or 0, select(Task.id).where(*where))
    query = cards.base_query().where(*where)
    if after is not None:
        query = query.where(Task.rank > after).order_by(Task.rank).limit(items_per_page)
    else:
        query = query.order_by(*SORTS[key]).limit(items_per_page).offset((page - 1) * items_per_page)
    rows = session.execute(query).all()
    return Page(cards.cards(session, rows), total, page, items_per_page, estimated)


def board(session: Session, actor: User, user_id: int, scope: Scope, filters: Filters) -> dict[str, Any]:
    """Every column with its total (counted up to COUNT_CAP) and its first cards in rank order; `next_after`
    continues a column. Two queries whatever the number of columns (each reads its column's rank index), and one
    per kind of record linked."""
    check_scope(actor, user_id)
    where = conditions(actor, user_id, scope, filters, StatusFilter.any)
    capped = (
        select(Task.id)
        .where(Task.stage_id == TaskStage.id, *where)
        .correlate(TaskStage)
        .limit(COUNT_CAP + 1)
        .subquery()
    )
    counted = select(func.count()).select_from(capped).scalar_subquery()
    stages = session.execute(
        select(TaskStage.id, TaskStage.name, TaskStage.position, counted).order_by(TaskStage.position, TaskStage.id)
    ).all()
    first = (
        cards.base_query()
        .where(Task.stage_id == TaskStage.id, *where)
        .order_by(Task.rank)
        .limit(BOARD_CARDS)
        .lateral("first_cards")
    )
    rows = session.execute(
        select(first).select_from(TaskStage).join(first, true()).order_by(first.c.stage_id, first.c.rank)
    ).all()
    built = cards.cards(session, rows)
    columns = []
    for stage_id, name, position, total in stages:
        items = [card for card in built if card["stage_id"] == stage_id]
        columns.append(
            {
                "id": stage_id,
                "name": name,
                "position": position,
                "total": min(total, COUNT_CAP),
                "total_capped": total > COUNT_CAP,
                "items": items,
                "next_after": items[-1]["rank"] if total > len(items) and items else None,
            }
        )
    return {"stages": columns}


def linked(session: Session, actor: User, record_types: tuple[str, ...], record_id: int) -> list[dict[str, Any]]:
    """The tasks linked to a record that `actor` may see: open ones first (soonest due), then the closed ones. An
    order's are also those of its call-offs (its schedule page is theirs)."""
    condition = TaskLink.record_type.in_(record_types) & (TaskLink.record_id == record_id)
    if RecordType.order.value in record_types:
        its_call_offs = select(CallOff.id).where(CallOff.order_id == record_id)
        condition = condition | (
            (TaskLink.record_type == RecordType.call_off.value) & TaskLink.record_id.in_(its_call_offs)
        )
    query = cards.base_query().where(exists(select(TaskLink.id).where(TaskLink.task_id == Task.id, condition)))
    visible = access.visible(actor)
    if visible is not None:
        query = query.where(visible)
    query = query.order_by(
        (Task.status != TaskStatus.open.value), Task.due_at.asc().nulls_last(), Task.id.desc()
    ).limit(200)
    return cards.cards(session, session.execute(query).all())


def due_for(session: Session, user_id: int, day_end: Any) -> list[dict[str, Any]]:
    """The user's open tasks (owned or assigned) due by the end of the day, overdue included, soonest first."""
    query = (
        cards.base_query()
        .where(
            Task.status == TaskStatus.open.value,
            Task.due_at.is_not(None),
            Task.due_at < day_end,
            (Task.owner_id == user_id) | access.part_of(user_id, TaskRole.assigned.value),
        )
        .order_by(Task.due_at, Task.id)
        .limit(100)
    )
    return cards.cards(session, session.execute(query).all())
