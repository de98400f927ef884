"""Comments on a record sent outside (a customer quote, a supplier quote): the conversation with the party it was sent
to (their own comments, from its public page, and staff replies they see) and internal comments, for staff only,
which never reach a public answer. The rules both kinds share live here: who writes a comment in whose name, what the
activity log says of it and who is told, who changes or deletes it and how it reads; each domain's `Thread` says where
its comments are kept, how its record is found and whom a party's comment is told to."""

from __future__ import annotations

import uuid as uuid_module
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

from sqlalchemy import select
from sqlalchemy.orm import Session

from api.core import messages
from api.core.errors import Conflict, FieldErrors, Forbidden, NotFound
from api.db import utcnow
from api.notifications.service import notify
from api.records.models import CommentColumns
from api.records.service import activity
from api.records.service.activity import excerpt
from api.records.service.rules import check_actor, is_manager
from api.users.models import User

C = TypeVar("C", bound=CommentColumns)
Finder = Callable[[Session, uuid_module.UUID], Any]
CHANGED_SINCE = (
    "This comment was changed since you opened it (in another tab or window): reload to see the change, then edit it "
    "again."
)


@dataclass(frozen=True)
class Notice:
    """Who is told of the party's comment (nobody when None), the party's name and how the record is named and
    reached in the notification."""

    user_id: int | None
    party: str | None
    named: str
    link: str


@dataclass(frozen=True)
class Thread(Generic[C]):
    """Where one kind of record keeps its comments, and how its record is found by its uuid: for the party (`sent`:
    a record never sent does not exist for them) and for staff (`staff`: any)."""

    model: type[C]
    parent: str  # the model's column holding the record's id ("quote_id")
    subject: str  # the record's subject in the activity log
    party: str  # whom the record is sent to: "customer", "supplier"
    sent: Finder
    staff: Finder
    notice: Callable[[Session, Any], Notice]


class CommentIn(Protocol):
    @property
    def comment(self) -> str: ...
    @property
    def uuid(self) -> uuid_module.UUID: ...
    @property
    def user_id(self) -> int | None: ...


class PartyCommentIn(CommentIn, Protocol):
    @property
    def name(self) -> str: ...


def record_of(session: Session, thread: Thread[Any], uuid: uuid_module.UUID, user: User | None) -> Any:
    """The record by its uuid: without a token only one sent to the party."""
    return (thread.sent if user is None else thread.staff)(session, uuid)


def to_party(session: Session, thread: Thread[C], data: PartyCommentIn, user: User | None, address: str) -> C:
    """Without a token: the party's comment on a record they were sent, in the name they typed (required), logged
    with the address it came from and told to the record's person. With one: a staff reply the party sees
    (`user_id`, when given, must be the caller's own), logged as such."""
    if user is None:
        if not data.name:
            raise FieldErrors({"name": messages.REQUIRED})
    else:
        check_actor(user, data.user_id)
    found = record_of(session, thread, data.uuid, user)
    name = user.full_name if user else data.name
    version = found.sent_version or found.current_version
    comment = _add(session, thread, found.id, version, data.comment, user, name, "" if user else address)
    if user is not None:
        summary = f"Replied to the {thread.party}: {excerpt(data.comment)}"
        activity.record(session, thread.subject, found.id, user, "reply", summary)
        return comment
    summary = f"Comment from {name} — from {address}: {excerpt(data.comment)}"
    changes = {"client_address": ["", address]}
    activity.record(session, thread.subject, found.id, None, f"{thread.party}_comment", summary, changes)
    told = thread.notice(session, found)
    if told.user_id is not None:
        message = f"{name} ({told.party or thread.party}) commented on {told.named}: {excerpt(data.comment, 120)}"
        notify(session, user_id=told.user_id, message=message, link=told.link)
    return comment


def add_internal(session: Session, thread: Thread[C], data: CommentIn, user: User) -> C:
    """A comment for staff only, on the record's current version (`user_id` must be the caller's own)."""
    check_actor(user, data.user_id)
    found = thread.staff(session, data.uuid)
    return _add(session, thread, found.id, found.current_version, data.comment, user, user.full_name, internal=True)


def _add(
    session: Session,
    thread: Thread[C],
    record_id: int,
    version: int,
    body: str,
    user: User | None,
    name: str,
    address: str = "",
    *,
    internal: bool = False,
) -> C:
    model: Any = thread.model  # a subclass of CommentColumns with the record's column of its own
    comment: C = model(
        **{thread.parent: record_id},
        version=version,
        is_internal=internal,
        body=body,
        author_id=user.id if user else None,
        author_name=name,
        client_address=address,
        created_at=utcnow(),
    )
    session.add(comment)
    session.flush()
    return comment


def conversation(
    session: Session, thread: Thread[C], uuid: uuid_module.UUID, user: User | None
) -> list[tuple[C, User | None]]:
    """The conversation the party sees; without a token only for a record that was sent."""
    return listed(session, thread, record_of(session, thread, uuid, user).id, internal=False)


def internal_comments(session: Session, thread: Thread[C], uuid: uuid_module.UUID) -> list[tuple[C, User | None]]:
    return listed(session, thread, thread.staff(session, uuid).id, internal=True)


def listed(session: Session, thread: Thread[C], record_id: int, *, internal: bool) -> list[tuple[C, User | None]]:
    """The record's comments to the party or its internal ones, oldest first, each with its staff author (None for
    the party's own)."""
    model: Any = thread.model
    rows = session.execute(
        select(model, User)
        .outerjoin(User, User.id == model.author_id)
        .where(getattr(model, thread.parent) == record_id, model.is_internal.is_(internal))
        .order_by(model.created_at, model.id)
    ).all()
    return [(comment, author) for comment, author in rows]


def _get(session: Session, thread: Thread[C], comment_id: int) -> C:
    comment = session.get(thread.model, comment_id)
    if comment is None:
        raise NotFound("This comment does not exist.")
    return comment


def edit(session: Session, thread: Thread[C], comment_id: int, body: str, user: User, previous: str | None = None) -> C:
    """Only the comment's author changes it (the party's own comment is never edited by staff). `previous`, the text
    the editor read: a comment changed since (in another tab or window) is refused, not overwritten."""
    comment = _get(session, thread, comment_id)
    if comment.author_id != user.id:
        raise Forbidden("Only the comment's author can change it.")
    if previous is not None and previous != comment.body:
        raise Conflict(CHANGED_SINCE)
    if comment.body != body:
        comment.body = body
        comment.edited_at = utcnow()
    return comment


def delete(session: Session, thread: Thread[C], comment_id: int, user: User) -> None:
    """A staff comment by its author, a manager or an admin; the party's own by a manager or an admin. Logged on the
    record."""
    comment = _get(session, thread, comment_id)
    if comment.author_id != user.id and not is_manager(user):
        raise Forbidden("Only the comment's author, a manager or an admin can delete it.")
    session.delete(comment)
    session.flush()
    kind = "an internal comment" if comment.is_internal else "a comment"
    summary = f"Deleted {kind}: {excerpt(comment.body)}"
    activity.record(session, thread.subject, getattr(comment, thread.parent), user, "delete_comment", summary)


def out(thread: Thread[Any], comment: CommentColumns, author: User | None, viewer: User | None) -> dict[str, Any]:
    """A comment as the API shows it: a staff author's current name, or the name the party typed; `from_<party>`
    for the party's own; `can_edit` for the viewer's own (never on the public page, where there is no viewer)."""
    return {
        "comment_id": comment.id,
        "version": comment.version,
        "isInternal": comment.is_internal,
        "comment": comment.body,
        "author_name": author.full_name if author else comment.author_name,
        f"from_{thread.party}": comment.author_id is None and not comment.is_internal,
        "created_at": comment.created_at,
        "edited_at": comment.edited_at,
        "can_edit": viewer is not None and comment.author_id is not None and comment.author_id == viewer.id,
    }
