"""A user's id and names as labelled columns of a plain-row query (`{prefix}_id`, `{prefix}_first_name`,
`{prefix}_last_name`): the account manager of a list's rows, a quote's checker or creator, read beside their record
in one statement and turned into a reference by the record's mapper."""

from __future__ import annotations

from typing import Any


def name_columns(user: Any, prefix: str) -> tuple[Any, ...]:
    """`user`: the mapped User or an alias of it, or the users table's columns (`User.__table__.c`)."""
    return (
        user.id.label(f"{prefix}_id"),
        user.first_name.label(f"{prefix}_first_name"),
        user.last_name.label(f"{prefix}_last_name"),
    )
