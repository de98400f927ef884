from __future__ import annotations

from fastapi import APIRouter
from fastapi.responses import FileResponse

from api.auth.dependencies import CurrentUser
from api.core import storage
from api.core.deps import SessionDep
from api.core.errors import NotFound
from api.crm.service import records, uploads

router = APIRouter(prefix="/files", tags=["files"])


@router.get(
    "/{id}/download", response_class=FileResponse, responses={200: {"content": {"application/octet-stream": {}}}}
)
def download_file(id: int, session: SessionDep, _: CurrentUser) -> FileResponse:
    """The content of an uploaded file, as an attachment; needs a valid token like every private call."""
    row = records.get_file(session, id)
    if row.storage_key is None:
        raise NotFound("This is a link, not an uploaded file.")
    path = storage.path_of(row.storage_key)
    if not path.exists():
        raise NotFound("The stored file is missing.")
    return FileResponse(
        path,
        media_type=row.content_type,
        filename=uploads.download_name(row.name, row.content_type),
        content_disposition_type="attachment",
    )
