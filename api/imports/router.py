"""Following and cancelling an import job (each import starts its jobs from its own router)."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Path, Query

from api.auth.dependencies import CurrentUser
from api.core.deps import SessionDep
from api.core.fields import MAX_ID
from api.core.pagination import list_response
from api.core.responses import plain_json
from api.imports import service
from api.imports.schemas import ImportJobOut, ImportJobRowsOut

router = APIRouter(prefix="/imports", tags=["import jobs"])
ROWS_PER_PAGE = 1_000
ROWS_PAGES = 50_000  # a file has 50,000 rows at most
JobId = Annotated[int, Path(ge=1, le=MAX_ID)]


@router.get("/{id}", response_model=ImportJobOut)
def get_import(id: JobId, session: SessionDep, user: CurrentUser) -> Any:
    """An import job's progress (rows done of the total, the counts so far) and, once it has ended, its report: the
    counts and the first 100 of its rows (`GET /imports/{id}/rows` pages through them all). Only the user who
    started it, or an admin, can see it."""
    return plain_json(service.out(session, service.get(session, id, user)))


@router.get("/{id}/rows", response_model=ImportJobRowsOut)
def get_import_rows(
    id: JobId,
    session: SessionDep,
    user: CurrentUser,
    rejected_only: Annotated[bool, Query(description="only the rows rejected")] = False,
    page: Annotated[int, Query(ge=1, le=ROWS_PAGES, description="1-based page number")] = 1,
    items_per_page: Annotated[int, Query(ge=1, le=ROWS_PER_PAGE)] = 100,
) -> Any:
    """A page of an import job's report, in its order (a price list's rejected rows first), or of its rejected rows
    alone: the rows its batches have imported so far (all of them once it has ended). Only the user who started it,
    or an admin, can see it."""
    report = service.rows_page(session, service.get(session, id, user), rejected_only, page, items_per_page)
    return list_response(report, lambda row: row)


@router.put("/{id}/cancel", response_model=ImportJobOut)
def cancel_import(id: JobId, session: SessionDep, user: CurrentUser) -> Any:
    """Cancel an import: a queued one at once, a running one after its current batch (the batches already done
    stay imported; the report lists their rows). 409 once it has ended."""
    return service.out(session, service.cancel(session, id, user))
