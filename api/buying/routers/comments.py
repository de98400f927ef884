"""Comments on a supplier quote: the conversation with the supplier (public by uuid, or staff replies with a
token) and internal comments staff keep among themselves."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Depends, Path, status

from api.auth.dependencies import CurrentUser, OptionalUser
from api.buying.routers.public import PublicId, reads_unless_staff, writes_unless_staff
from api.buying.schemas.comments import (
    InternalSupplierCommentIn,
    SupplierCommentEditIn,
    SupplierCommentIn,
    SupplierCommentOut,
)
from api.buying.service import public
from api.buying.service.comments import THREAD
from api.core.deps import ClientAddress, SessionDep
from api.core.fields import MAX_ID, LinkUuid
from api.records.service import comments

router = APIRouter(tags=["buying"])


@router.post(
    "/suppliers/quote/comment",
    status_code=status.HTTP_201_CREATED,
    response_model=SupplierCommentOut,
    dependencies=[Depends(writes_unless_staff)],
)
def add_supplier_quote_comment(
    body: SupplierCommentIn, session: SessionDep, user: OptionalUser, address: ClientAddress
) -> Any:
    """Without a token: the supplier's comment on a request they were sent (`name` required); the quote's author
    is told. With a token: a staff reply the supplier sees (`user_id`, when given, must be yours)."""
    return comments.out(THREAD, comments.to_party(session, THREAD, body, user, address), user, user)


@router.post(
    "/suppliers/quote/comment/internal", status_code=status.HTTP_201_CREATED, response_model=SupplierCommentOut
)
def add_supplier_quote_internal_comment(body: InternalSupplierCommentIn, session: SessionDep, user: CurrentUser) -> Any:
    """A comment for staff only; the supplier never sees it. `user_id` must be yours."""
    return comments.out(THREAD, comments.add_internal(session, THREAD, body, user), user, user)


@router.get(
    "/suppliers/quote/comments/{id}",
    response_model=list[SupplierCommentOut],
    dependencies=[Depends(reads_unless_staff)],
)
def supplier_quote_comments(id: PublicId, session: SessionDep, user: OptionalUser) -> Any:
    """The conversation with the supplier, oldest first (`id` is the quote's uuid). Public without a token (for a
    request that was sent); with one, `can_edit` marks your own replies."""
    rows = comments.conversation(session, THREAD, public.parse_uuid(id), user)
    return [comments.out(THREAD, c, author, user) for c, author in rows]


@router.get("/suppliers/quote/comments/internal/{id}", response_model=list[SupplierCommentOut])
def supplier_quote_internal_comments(
    id: Annotated[LinkUuid, Path(description="the quote's uuid")], session: SessionDep, user: CurrentUser
) -> Any:
    """Internal comments, oldest first."""
    return [comments.out(THREAD, c, author, user) for c, author in comments.internal_comments(session, THREAD, id)]


@router.put("/suppliers/quote/comment/edit", response_model=SupplierCommentOut)
def edit_supplier_quote_comment(body: SupplierCommentEditIn, session: SessionDep, user: CurrentUser) -> Any:
    """Change a comment's text: only its author (403 otherwise). Marks it edited. With `previous`, a comment
    changed since it was read (in another tab) is refused (409) and kept."""
    comment = comments.edit(session, THREAD, body.comment_id, body.comment, user, body.previous)
    return comments.out(THREAD, comment, user, user)


@router.delete("/suppliers/quote/comment/{id}", status_code=status.HTTP_204_NO_CONTENT)
def delete_supplier_quote_comment(
    id: Annotated[int, Path(ge=1, le=MAX_ID)], session: SessionDep, user: CurrentUser
) -> None:
    """Delete a comment: a staff comment by its author, a manager or an admin; a supplier's by a manager or an
    admin (403 otherwise)."""
    comments.delete(session, THREAD, id, user)
