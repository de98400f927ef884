"""A user's id and names as labelled columns of a plain-row query (`{prefix}_id`, `{prefix}_first_name`,
`{prefix}_last_name`): the account manager of a list's rows, a quote's checker or creator, a note's author, read
beside their record in one statement (`name_columns`) and read back from the row (`full_name`, `user_ref`)."""

from __future__ import annotations

from typing import Any


def name_columns(user: Any, prefix: str) -> tuple[Any, ...]:
    """`user`: the mapped User or an alias of it, or the users table's columns (`User.__table__.c`)."""
    return (
        user.id.label(f"{prefix}_id"),
        user.first_name.label(f"{prefix}_first_name"),
        user.last_name.label(f"{prefix}_last_name"),
    )


def full_name(row: Any, prefix: str) -> str | None:
    """The user's name from a row's `name_columns` (as `User.full_name`); None when the row has no such user (none
    set, or removed)."""
    if getattr(row, f"{prefix}_id") is None:
        return None
    return f"{getattr(row, f'{prefix}_first_name')} {getattr(row, f'{prefix}_last_name')}"


def user_ref(row: Any, prefix: str) -> dict[str, Any] | None:
    """The user of a row's `name_columns` as a reference (`{"id", "name"}`); None when there is none."""
    name = full_name(row, prefix)
    return None if name is None else {"id": getattr(row, f"{prefix}_id"), "name": name}
