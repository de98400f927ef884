"""Comments on a supplier quote. Supplier comments are the conversation the supplier sees (their own, from the
public page, and staff replies); internal comments are for staff only and never reach a public answer."""

from __future__ import annotations

import uuid as uuid_module

from sqlalchemy import select
from sqlalchemy.orm import Session

from api.buying.models import SUBJECT, SupplierQuote, SupplierQuoteComment
from api.buying.schemas.comments import InternalSupplierCommentIn, SupplierCommentIn
from api.buying.service import public, quotes
from api.core import messages
from api.core.errors import FieldErrors, Forbidden, NotFound
from api.crm import Organisation
from api.db import utcnow
from api.notifications.service import notify
from api.records.service import activity
from api.records.service.rules import check_actor, is_manager
from api.users.models import User


def _excerpt(text: str, length: int = 80) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= length else flat[: length - 1] + "…"


def add_supplier(session: Session, data: SupplierCommentIn, user: User | None, address: str) -> SupplierQuoteComment:
    """Without a token: the supplier's comment on a request they were sent (their name required); the quote's
    author is told. With one: a staff reply the supplier sees (`user_id`, when given, must be the caller's)."""
    if user is None:
        if not data.name:
            raise FieldErrors({"name": messages.REQUIRED})
        quote = public.sent_quote(session, data.uuid)
        author_name = data.name
    else:
        check_actor(user, data.user_id)
        quote = quotes.by_uuid(session, data.uuid)
        author_name = user.full_name
    comment = SupplierQuoteComment(
        supplier_quote_id=quote.id,
        version=quote.sent_version or quote.current_version,
        is_internal=False,
        body=data.comment,
        author_id=user.id if user else None,
        author_name=author_name,
        client_address=address if user is None else "",
        created_at=utcnow(),
    )
    session.add(comment)
    session.flush()
    if user is None:
        activity.record(
            session,
            SUBJECT,
            quote.id,
            None,
            "supplier_comment",
            f"Comment from {author_name} — from {address}: {_excerpt(data.comment)}",
            {"client_address": ["", address]},
        )
        if quote.created_by_id is not None:
            party = session.get(Organisation, quote.supplier_id)
            notify(
                session,
                user_id=quote.created_by_id,
                message=f"{author_name} ({party.name if party else 'supplier'}) commented on {quote.number}: "
                f"{_excerpt(data.comment, 120)}",
                link=f"/supplier-quotes/editor/{quote.id}",
            )
    else:
        activity.record(session, SUBJECT, quote.id, user, "reply", f"Replied to the supplier: {_excerpt(data.comment)}")
    return comment


def add_internal(session: Session, data: InternalSupplierCommentIn, user: User) -> SupplierQuoteComment:
    check_actor(user, data.user_id)
    quote = quotes.by_uuid(session, data.uuid)
    comment = SupplierQuoteComment(
        supplier_quote_id=quote.id,
        version=quote.current_version,
        is_internal=True,
        body=data.comment,
        author_id=user.id,
        author_name=user.full_name,
        created_at=utcnow(),
    )
    session.add(comment)
    session.flush()
    return comment


def list_for(
    session: Session, quote: SupplierQuote, *, internal: bool
) -> list[tuple[SupplierQuoteComment, User | None]]:
    """Oldest first, with the staff author (None for the supplier's own)."""
    rows = session.execute(
        select(SupplierQuoteComment, User)
        .outerjoin(User, User.id == SupplierQuoteComment.author_id)
        .where(SupplierQuoteComment.supplier_quote_id == quote.id, SupplierQuoteComment.is_internal.is_(internal))
        .order_by(SupplierQuoteComment.created_at, SupplierQuoteComment.id)
    ).all()
    return [(comment, author) for comment, author in rows]


def supplier_comments(
    session: Session, uuid: uuid_module.UUID, user: User | None
) -> list[tuple[SupplierQuoteComment, User | None]]:
    """The conversation the supplier sees; without a token only for a request that was sent."""
    quote = public.sent_quote(session, uuid) if user is None else quotes.by_uuid(session, uuid)
    return list_for(session, quote, internal=False)


def _get(session: Session, comment_id: int) -> SupplierQuoteComment:
    comment = session.get(SupplierQuoteComment, comment_id)
    if comment is None:
        raise NotFound("This comment does not exist.")
    return comment


def edit(session: Session, comment_id: int, body: str, user: User) -> SupplierQuoteComment:
    """Only the comment's author changes it (a supplier's comment is never edited by staff)."""
    comment = _get(session, comment_id)
    if comment.author_id != user.id:
        raise Forbidden("Only the comment's author can change it.")
    if comment.body != body:
        comment.body = body
        comment.edited_at = utcnow()
    return comment


def delete(session: Session, comment_id: int, user: User) -> None:
    """A staff comment by its author, a manager or an admin; a supplier's own comment by a manager or an admin."""
    comment = _get(session, comment_id)
    if comment.author_id != user.id and not is_manager(user):
        raise Forbidden("Only the comment's author, a manager or an admin can delete it.")
    quote = session.get(SupplierQuote, comment.supplier_quote_id)
    session.delete(comment)
    session.flush()
    if quote is not None:
        kind = "internal comment" if comment.is_internal else "comment"
        activity.record(
            session, SUBJECT, quote.id, user, "delete_comment", f"Deleted a {kind}: {_excerpt(comment.body)}"
        )
