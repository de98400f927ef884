"""The board (the first cards of every column) and the tasks linked to a record."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Depends, Path, Query
from fastapi.responses import Response
from pydantic_core import to_json

from api.auth.dependencies import CurrentUser
from api.core.deps import SessionDep
from api.core.fields import MAX_ID
from api.tasks.models import RecordType, Source
from api.tasks.routers.common import RecordId
from api.tasks.schemas.out import TaskBoardOut, TaskCard
from api.tasks.service import listing, records

router = APIRouter(prefix="/tasks", tags=["tasks"])


def task_filters(
    q: Annotated[str | None, Query(max_length=200, description="words of the title")] = None,
    status: Annotated[
        listing.StatusFilter | None,
        Query(description="open (the lists' default), done, cancelled or any (the board's)"),
    ] = None,
    stage_id: Annotated[int | None, Query(ge=1, le=MAX_ID)] = None,
    overdue: Annotated[bool, Query(description="open tasks past their due time")] = False,
    linked_type: Annotated[RecordType | None, Query(description="with linked_id: tasks linked to that record")] = None,
    linked_id: Annotated[int | None, Query(ge=1, le=MAX_ID)] = None,
    source: Annotated[Source | None, Query(description="manual or rule")] = None,
) -> listing.Filters:
    return listing.Filters(
        (q or "").strip() or None,
        status,
        stage_id,
        overdue,
        linked_type.value if linked_type else None,
        linked_id,
        source.value if source else None,
    )


FiltersDep = Annotated[listing.Filters, Depends(task_filters)]


@router.get("/board/{userId}/{scope}", response_model=TaskBoardOut)
def task_board(
    userId: Annotated[int, Path(ge=1, le=MAX_ID)],
    scope: listing.Scope,
    filters: FiltersDep,
    session: SessionDep,
    user: CurrentUser,
) -> Any:
    """Every column with its total and its first 50 cards in rank order; `next_after` (a rank) continues a column
    through `GET /tasks/{userId}/{scope}?stage_id=&after=`. Scopes as in that call; the board shows every status
    unless `status` says otherwise. A staff user may only ask for their own userId (403)."""
    board = listing.board(session, user, userId, scope, filters)
    return Response(to_json(board), media_type="application/json")


@router.get("/linked/{record_type}/{record_id}", response_model=list[TaskCard])
def tasks_linked_to(record_type: RecordType, record_id: RecordId, session: SessionDep, user: CurrentUser) -> Any:
    """The tasks linked to the record that the caller may see, open ones first (soonest due)."""
    records.check_exists(session, record_type.value, record_id)
    return listing.linked(session, user, (record_type.value,), record_id)
