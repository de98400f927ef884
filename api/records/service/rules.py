"""Rules every kind of record shares (CRM records, products, projects, quotes, orders): versions, archiving, the
acting user, field changes, who counts as a manager."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Protocol

from api.core.errors import Conflict, Forbidden
from api.db import utcnow
from api.users.models import Role, User


class Versioned(Protocol):
    version: int


class Archivable(Versioned, Protocol):
    archived: bool
    archived_at: Any


def check_actor(actor: User, user_id: int | None) -> None:
    """Calls that carry a `user_id` (the spec's deletes and archives) must carry the caller's own."""
    if user_id is not None and user_id != actor.id:
        raise Forbidden("user_id must be your own user id.")


def stale_message(label: str) -> str:
    """What a stale edit of a `label` (a contact, a call-off, a user) answers."""
    return f"This {label} was changed by someone else since you opened it. Reload to see their changes."


def stale(label: str) -> Conflict:
    return Conflict(stale_message(label))


def check_version(record: Versioned, version: int | None, label: str, *, message: str | None = None) -> None:
    """A `version` other than the record's is a stale edit (409). None (calls where the spec's body has no version,
    and the client did not send one) is not checked: the last writer wins, as the spec's clients expect. Every
    versioned record (CRM records, products, projects, call-offs, tasks, users) is checked here; `message` keeps
    a kind's own wording where its clients already show it (a task's), else the answer is `stale_message(label)`."""
    if version is not None and version != record.version:
        raise Conflict(message or stale_message(label))


def check_previous(current: str, previous: str | None, label: str) -> None:
    """A value with no version of its own (a file's or a column's name) is checked against the value the edit
    started from: another one is a stale edit (409); None is not checked."""
    if previous is not None and previous != current:
        raise stale(label)


def apply_changes(record: Any, values: Mapping[str, Any]) -> dict[str, list[Any]]:
    """Set the values that differ; return {field: [old, new]} for the activity log and bump the version."""
    changes: dict[str, list[Any]] = {}
    for field, new in values.items():
        old = getattr(record, field)
        if old != new:
            changes[field] = [old, new]
            setattr(record, field, new)
    if changes:
        record.version += 1
    return changes


def set_archived(record: Archivable, archived: bool) -> bool:
    """Archive or restore; False when it already was in that state."""
    if record.archived == archived:
        return False
    record.archived = archived
    record.archived_at = utcnow() if archived else None
    record.version += 1
    return True


def is_manager(user: User) -> bool:
    return user.role in (Role.admin, Role.manager)


def require_manager(user: User, what: str) -> None:
    if not is_manager(user):
        raise Forbidden(f"Only a manager or an admin can {what}.")
