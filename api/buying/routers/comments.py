"""Comments on a supplier quote: the conversation with the supplier (public by uuid, or staff replies with a
token) and internal comments staff keep among themselves."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Depends, Path, status

from api.auth.dependencies import CurrentUser, OptionalUser
from api.buying.models import SupplierQuoteComment
from api.buying.routers.public import PublicId, reads_unless_staff, writes_unless_staff
from api.buying.schemas.comments import (
    InternalSupplierCommentIn,
    SupplierCommentEditIn,
    SupplierCommentIn,
    SupplierCommentOut,
)
from api.buying.service import comments, public, quotes
from api.core.deps import ClientAddress, SessionDep
from api.core.fields import MAX_ID, LinkUuid
from api.users.models import User

router = APIRouter(tags=["buying"])


def comment_out(comment: SupplierQuoteComment, author: User | None, viewer: User | None) -> dict[str, Any]:
    """A comment; a staff author's current name, or the name the supplier typed."""
    return {
        "comment_id": comment.id,
        "version": comment.version,
        "isInternal": comment.is_internal,
        "comment": comment.body,
        "author_name": author.full_name if author else comment.author_name,
        "from_supplier": comment.author_id is None,
        "created_at": comment.created_at,
        "edited_at": comment.edited_at,
        "can_edit": viewer is not None and comment.author_id == viewer.id,
    }


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
    return comment_out(comments.add_supplier(session, body, user, address), user, user)


@router.post(
    "/suppliers/quote/comment/internal", status_code=status.HTTP_201_CREATED, response_model=SupplierCommentOut
)
def add_supplier_quote_internal_comment(body: InternalSupplierCommentIn, session: SessionDep, user: CurrentUser) -> Any:
    """A comment for staff only; the supplier never sees it. `user_id` must be yours."""
    return comment_out(comments.add_internal(session, body, user), user, user)


@router.get(
    "/suppliers/quote/comments/{id}",
    response_model=list[SupplierCommentOut],
    dependencies=[Depends(reads_unless_staff)],
)
def supplier_quote_comments(id: PublicId, session: SessionDep, user: OptionalUser) -> Any:
    """The conversation with the supplier, oldest first (`id` is the quote's uuid). Public without a token (for a
    request that was sent); with one, `can_edit` marks your own replies."""
    rows = comments.supplier_comments(session, public.parse_uuid(id), user)
    return [comment_out(c, author, user) for c, author in rows]


@router.get("/suppliers/quote/comments/internal/{id}", response_model=list[SupplierCommentOut])
def supplier_quote_internal_comments(
    id: Annotated[LinkUuid, Path(description="the quote's uuid")], session: SessionDep, user: CurrentUser
) -> Any:
    """Internal comments, oldest first."""
    quote = quotes.by_uuid(session, id)
    return [comment_out(c, author, user) for c, author in comments.list_for(session, quote, internal=True)]


@router.put("/suppliers/quote/comment/edit", response_model=SupplierCommentOut)
def edit_supplier_quote_comment(body: SupplierCommentEditIn, session: SessionDep, user: CurrentUser) -> Any:
    """Change a comment's text: only its author (403 otherwise). Marks it edited."""
    return comment_out(comments.edit(session, body.comment_id, body.comment, user), user, user)


@router.delete("/suppliers/quote/comment/{id}", status_code=status.HTTP_204_NO_CONTENT)
def delete_supplier_quote_comment(
    id: Annotated[int, Path(ge=1, le=MAX_ID)], session: SessionDep, user: CurrentUser
) -> None:
    """Delete a comment: a staff comment by its author, a manager or an admin; a supplier's by a manager or an
    admin (403 otherwise)."""
    comments.delete(session, id, user)
