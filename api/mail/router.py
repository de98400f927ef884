from __future__ import annotations

from urllib.parse import quote

from fastapi import APIRouter, Response

from api.auth.dependencies import AdminUser
from api.core.deps import SessionDep
from api.core.pagination import ListResponse, PageParamsDep, list_response
from api.mail import service
from api.mail.schemas import OutboxOut

router = APIRouter(prefix="/outbox", tags=["mail"])


def attachment_disposition(filename: str) -> str:
    """`attachment` with an ASCII fallback name and the exact one (RFC 6266)."""
    fallback = "".join(c if c.isascii() and c.isprintable() and c not in '"\\' else "_" for c in filename)
    return f"attachment; filename=\"{fallback}\"; filename*=UTF-8''{quote(filename)}"


@router.get("", response_model=ListResponse[OutboxOut])
def list_outbox(params: PageParamsDep, session: SessionDep, _: AdminUser) -> ListResponse[OutboxOut]:
    """Every mail Brickmate has sent, newest first (admins only); search by recipient or subject."""
    return list_response(service.list_outbox(session, params), OutboxOut.of)


@router.get("/{id}", response_model=OutboxOut)
def get_outbox_message(id: int, session: SessionDep, _: AdminUser) -> OutboxOut:
    """One mail with its text and HTML bodies and its attachments' names (admins only)."""
    return OutboxOut.of(service.get_message(session, id))


@router.put("/{id}/retry", response_model=OutboxOut)
def retry_outbox_message(id: int, session: SessionDep, _: AdminUser) -> OutboxOut:
    """Send a mail waiting for its next attempt, or failed, again now (admins only)."""
    return OutboxOut.of(service.retry_now(session, id))


@router.get(
    "/{id}/attachments/{attachment_id}",
    response_class=Response,
    responses={200: {"content": {"application/octet-stream": {}}, "description": "the file as it was sent"}},
)
def download_outbox_attachment(id: int, attachment_id: int, session: SessionDep, _: AdminUser) -> Response:
    """A file sent with a mail (e.g. a quote's PDF), as an attachment (admins only)."""
    row = service.get_attachment(session, id, attachment_id)
    return Response(
        row.data,
        media_type=row.content_type,
        headers={"Content-Disposition": attachment_disposition(row.filename)},
    )
