"""Following and cancelling an import job (each import starts its jobs from its own router)."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Path

from api.auth.dependencies import CurrentUser
from api.core.deps import SessionDep
from api.core.fields import MAX_ID
from api.core.responses import plain_json
from api.imports import service
from api.imports.schemas import ImportJobOut

router = APIRouter(prefix="/imports", tags=["import jobs"])
JobId = Annotated[int, Path(ge=1, le=MAX_ID)]


@router.get("/{id}", response_model=ImportJobOut)
def get_import(id: JobId, session: SessionDep, user: CurrentUser) -> Any:
    """An import job's progress (rows done of the total, the counts so far) and, once it has ended, its report.
    Only the user who started it, or an admin, can see it. Written without validating the answer again: a finished
    job's report holds every row of the file (50,000 for a large price list), written by the job in this shape."""
    return plain_json(service.out(service.get(session, id, user)))


@router.put("/{id}/cancel", response_model=ImportJobOut)
def cancel_import(id: JobId, session: SessionDep, user: CurrentUser) -> Any:
    """Cancel an import: a queued one at once, a running one after its current batch (the batches already done
    stay imported; the report lists their rows). 409 once it has ended."""
    return service.out(service.cancel(session, id, user))
