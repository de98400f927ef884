"""Comments on a quote: the conversation with the customer (public, or staff replies with a token) and the
internal comments staff keep among themselves."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Depends, Path, status

from api.auth.dependencies import CurrentUser, OptionalUser
from api.core.deps import ClientAddress, SessionDep
from api.core.fields import LinkUuid
from api.quotes.public_schemas import CommentEditIn, CommentOut, CustomerCommentIn, InternalCommentIn
from api.quotes.routers.public import PublicId, public_reads_unless_staff, public_writes_unless_staff
from api.quotes.service import public
from api.quotes.service.comments import THREAD
from api.records.service import comments

router = APIRouter(prefix="/quotes", tags=["quotes"])


@router.post(
    "/comment/customer",
    status_code=status.HTTP_201_CREATED,
    response_model=CommentOut,
    dependencies=[Depends(public_writes_unless_staff)],
)
def add_quote_customer_comment(
    body: CustomerCommentIn, session: SessionDep, user: OptionalUser, address: ClientAddress
) -> Any:
    """Without a token: the customer's comment on a quote they were sent (`name` required); the account
    manager is told. With a token: a staff reply the customer sees (`user_id`, when given, must be yours)."""
    return comments.out(THREAD, comments.to_party(session, THREAD, body, user, address), user, user)


@router.post("/comment/internal", status_code=status.HTTP_201_CREATED, response_model=CommentOut)
def add_quote_internal_comment(body: InternalCommentIn, session: SessionDep, user: CurrentUser) -> Any:
    """A comment for staff only; the customer never sees it. `user_id` must be yours."""
    return comments.out(THREAD, comments.add_internal(session, THREAD, body, user), user, user)


@router.get("/comments/{id}", response_model=list[CommentOut], dependencies=[Depends(public_reads_unless_staff)])
def quote_customer_comments(id: PublicId, session: SessionDep, user: OptionalUser) -> Any:
    """The conversation with the customer, oldest first (`id` is the quote's uuid). Public without a token
    (for a quote that was sent); with one, `can_edit` marks your own replies."""
    rows = comments.conversation(session, THREAD, public.parse_uuid(id), user)
    return [comments.out(THREAD, comment, author, user) for comment, author in rows]


@router.get("/comments/internal/{id}", response_model=list[CommentOut])
def quote_internal_comments(
    id: Annotated[LinkUuid, Path(description="the quote's uuid")], session: SessionDep, user: CurrentUser
) -> Any:
    """Internal comments, oldest first."""
    return [comments.out(THREAD, c, author, user) for c, author in comments.internal_comments(session, THREAD, id)]


@router.put("/comment/edit", response_model=CommentOut)
def edit_quote_comment(body: CommentEditIn, session: SessionDep, user: CurrentUser) -> Any:
    """Change a comment's text: only its author (403 otherwise). Marks it edited. With `previous`, a comment
    changed since it was read (in another tab) is refused (409) and kept."""
    comment = comments.edit(session, THREAD, body.comment_id, body.comment, user, body.previous)
    return comments.out(THREAD, comment, user, user)
