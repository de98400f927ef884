"""One task, a user's tasks, adding, editing, deleting, its status and its place on the board."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Path, Query, status

from api.auth.dependencies import CurrentUser
from api.core.deps import SessionDep
from api.core.fields import MAX_ID
from api.core.pagination import MAX_PAGE_SIZE, PageQuery, SearchedListResponse
from api.tasks.routers.board import FiltersDep
from api.tasks.routers.common import RecordId
from api.tasks.schemas.out import TaskCard, TaskOut
from api.tasks.schemas.requests import TaskAddIn, TaskStageOrderIn, TaskStageUpdateIn, TaskStatusIn, TaskUpdateIn
from api.tasks.service import access, cards, creating, editing, listing, moving, reading
from api.tasks.service import status as machine

router = APIRouter(prefix="/tasks", tags=["tasks"])


@router.post("/add", status_code=status.HTTP_201_CREATED, response_model=TaskOut)
def add_task(body: TaskAddIn, session: SessionDep, user: CurrentUser) -> Any:
    """A new open task at the top of its column (the first by default), owned by `taskOwner` (the caller by
    default), with its assignees, watchers and linked records (each must exist: 422 on `links`). Assignees and
    the owner are notified; the creation is in the activity of the task and of each linked record."""
    task = creating.create_task(
        session,
        title=body.title,
        description=body.description,
        owner_id=body.taskOwner or user.id,
        assigned_ids=body.assignedUsers,
        involved_ids=body.involvedUsers,
        due_at=body.due_at,
        priority=body.priority.value,
        links=[(link.record_type.value, link.record_id) for link in body.links],
        actor_id=user.id,
        stage_id=body.stage_id,
    )
    return reading.detail(session, task, user)


@router.put("/update/{id}", response_model=TaskOut)
def update_task(id: RecordId, body: TaskUpdateIn, session: SessionDep, user: CurrentUser) -> Any:
    """Change the fields sent (`due_at: null` clears it; `links` replaces the set). A stale `version` is 409."""
    task = access.get(session, user, id)
    editing.update(
        session,
        task,
        user,
        version=body.version,
        title=body.title,
        description=body.description,
        priority=body.priority.value if body.priority else None,
        due_at=body.due_at if "due_at" in body.model_fields_set else editing.UNSET,
        links=None if body.links is None else [(link.record_type.value, link.record_id) for link in body.links],
    )
    return reading.detail(session, task, user)


@router.delete("/delete/{id}", status_code=status.HTTP_204_NO_CONTENT)
def delete_task(id: RecordId, session: SessionDep, user: CurrentUser) -> None:
    """Delete the task with its notes and messages: its owner, a manager or an admin (403 for the others)."""
    editing.remove(session, access.get(session, user, id), user)


@router.put("/status", response_model=TaskOut)
def set_task_status(body: TaskStatusIn, session: SessionDep, user: CurrentUser) -> Any:
    """Open, done or cancelled, as `userId` (the caller). Done and cancelled close the task and move it to the Done
    column; reopening moves it from Done to the first column. The same status again is 409, and with `version` a
    task changed since."""
    actor = access.acting_as(session, user, body.userId)
    task = access.get(session, user, body.taskId, for_update=True)
    machine.set_status(session, task, body.status.value, actor, body.version)
    return reading.detail(session, task, user)


@router.put("/stage/order", response_model=TaskCard)
def order_task(body: TaskStageOrderIn, session: SessionDep, user: CurrentUser) -> Any:
    """Reorder within its column: below `afterId`, else above `beforeId`, else at the top. Writes the task's row
    only (a new fractional rank)."""
    task = moving.move(session, user, body.taskId, before_id=body.beforeId, after_id=body.afterId)
    return cards.card_of(session, task.id)


@router.put("/stage/update", response_model=TaskCard)
def move_task(body: TaskStageUpdateIn, session: SessionDep, user: CurrentUser) -> Any:
    """Move to column `stageId` below `afterId`, else above `beforeId`, else at the top. Writes the task's row only;
    dropped on Done an open task is done, taken out of Done a closed one reopens. The change of column is in the
    activity of the task and of its records."""
    task = moving.move(
        session, user, body.taskId, stage_id=body.stageId, before_id=body.beforeId, after_id=body.afterId
    )
    return cards.card_of(session, task.id)


@router.get("/{taskId}", response_model=TaskOut)
def get_task(taskId: RecordId, session: SessionDep, user: CurrentUser) -> Any:
    """One task with its stage, people, linked records (named), notes. Not one of the caller's (and the caller not
    a manager or admin): 404."""
    return reading.detail(session, access.get(session, user, taskId), user)


@router.get("/{userId}/{scope}", response_model=SearchedListResponse[TaskCard])
def list_tasks(
    userId: Annotated[int, Path(ge=1, le=MAX_ID)],
    scope: listing.Scope,
    filters: FiltersDep,
    session: SessionDep,
    user: CurrentUser,
    page: PageQuery = 1,
    items_per_page: Annotated[int, Query(ge=1, le=MAX_PAGE_SIZE)] = 25,
    sort: Annotated[str | None, Query(max_length=20, description="rank (default), due, priority, created")] = None,
    after: Annotated[
        str | None, Query(max_length=255, description="with stage_id: the cards of that column after this rank")
    ] = None,
) -> Any:
    """The user's tasks: `owned`, `assigned`, `involved`, `mine` (any of the three) or `all` (theirs; for a manager
    or admin, every task). Open ones by default. A staff user may only ask for their own userId (403)."""
    page_ = listing.list_tasks(
        session, user, userId, scope, filters, page=page, items_per_page=items_per_page, sort=sort, after=after
    )
    return {
        "items": page_.items,
        "total": page_.total,
        "page": page_.page,
        "items_per_page": page_.items_per_page,
        "total_is_estimate": page_.estimated,
    }
