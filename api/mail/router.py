from __future__ import annotations

from fastapi import APIRouter

from api.core.deps import AdminUser, SessionDep
from api.core.pagination import ListResponse, PageParamsDep, list_response
from api.mail import service
from api.mail.schemas import OutboxOut

router = APIRouter(prefix="/outbox", tags=["mail"])


@router.get("", response_model=ListResponse[OutboxOut])
def list_outbox(params: PageParamsDep, session: SessionDep, _: AdminUser) -> ListResponse[OutboxOut]:
    """Every mail Brickmate has sent, newest first (admins only); search by recipient or subject."""
    return list_response(service.list_outbox(session, params), OutboxOut.of)


@router.get("/{id}", response_model=OutboxOut)
def get_outbox_message(id: int, session: SessionDep, _: AdminUser) -> OutboxOut:
    """One mail with its text and HTML bodies (admins only)."""
    return OutboxOut.of(service.get_message(session, id))
