"""Comments on a quote. Customer comments are the conversation the customer sees (their own, from the public
page, and staff replies); internal comments are for staff only and never leave the staff screens."""

from __future__ import annotations

import uuid as uuid_module

from sqlalchemy import select
from sqlalchemy.orm import Session

from api.core import messages
from api.core.errors import FieldErrors, Forbidden, NotFound
from api.crm import Organisation
from api.db import utcnow
from api.notifications.service import notify
from api.quotes.models import SUBJECT, Quote, QuoteComment
from api.quotes.public_schemas import CustomerCommentIn, InternalCommentIn
from api.quotes.service import public, quotes
from api.records.service import activity
from api.records.service.rules import check_actor
from api.users.models import User


def _excerpt(text: str, length: int = 80) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= length else flat[: length - 1] + "…"


def add_customer(session: Session, data: CustomerCommentIn, user: User | None, address: str) -> QuoteComment:
    """Without a token: the customer's comment on a quote they were sent (their name required). With one: a
    staff reply the customer sees (`user_id`, when given, must be the caller's own)."""
    if user is None:
        if not data.name:
            raise FieldErrors({"name": messages.REQUIRED})
        quote = public.sent_quote(session, data.uuid)
        author_name = data.name
    else:
        check_actor(user, data.user_id)
        quote = quotes.by_uuid(session, data.uuid)
        author_name = user.full_name
    comment = QuoteComment(
        quote_id=quote.id,
        version=quote.sent_version or quote.current_version,
        is_internal=False,
        body=data.comment,
        author_id=user.id if user else None,
        author_name=author_name,
        client_address=address,
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
            "customer_comment",
            f"Comment from {author_name} — from {address}: {_excerpt(data.comment)}",
            {"client_address": ["", address]},
        )
        if quote.account_manager_id is not None:
            customer = session.get(Organisation, quote.customer_id)
            notify(
                session,
                user_id=quote.account_manager_id,
                message=f"{author_name} ({customer.name if customer else 'customer'}) commented on quote "
                f"{quote.number}: {_excerpt(data.comment, 120)}",
                link=f"/quotes/editor/{quote.id}",
            )
    else:
        activity.record(session, SUBJECT, quote.id, user, "reply", f"Replied to the customer: {_excerpt(data.comment)}")
    return comment


def add_internal(session: Session, data: InternalCommentIn, user: User) -> QuoteComment:
    check_actor(user, data.user_id)
    quote = quotes.by_uuid(session, data.uuid)
    comment = QuoteComment(
        quote_id=quote.id,
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


def list_for(session: Session, quote: Quote, *, internal: bool) -> list[tuple[QuoteComment, User | None]]:
    """Oldest first, with the staff author (None for the customer's own)."""
    rows = session.execute(
        select(QuoteComment, User)
        .outerjoin(User, User.id == QuoteComment.author_id)
        .where(QuoteComment.quote_id == quote.id, QuoteComment.is_internal.is_(internal))
        .order_by(QuoteComment.created_at, QuoteComment.id)
    ).all()
    return [(comment, author) for comment, author in rows]


def customer_comments(
    session: Session, uuid: uuid_module.UUID, user: User | None
) -> list[tuple[QuoteComment, User | None]]:
    """The conversation the customer sees; without a token only for a quote that was sent."""
    quote = public.sent_quote(session, uuid) if user is None else quotes.by_uuid(session, uuid)
    return list_for(session, quote, internal=False)


def edit(session: Session, comment_id: int, body: str, user: User) -> QuoteComment:
    """Only the comment's author changes it (a customer's comment is never edited by staff)."""
    comment = session.get(QuoteComment, comment_id)
    if comment is None:
        raise NotFound("This comment does not exist.")
    if comment.author_id != user.id:
        raise Forbidden("Only the comment's author can change it.")
    if comment.body != body:
        comment.body = body
        comment.edited_at = utcnow()
    return comment
