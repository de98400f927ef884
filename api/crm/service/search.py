"""Search predicates that PostgreSQL's trigram and prefix indexes can serve."""

from __future__ import annotations

from typing import Any

from sqlalchemy.sql.elements import ColumnElement


def escape_like(text: str) -> str:
    return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")


def contains(column: Any, q: str) -> ColumnElement[bool]:
    """`column` holds lower-cased text under a gin_trgm_ops index: a LIKE '%q%' the index answers."""
    result: ColumnElement[bool] = column.like(f"%{escape_like(q.lower())}%", escape="\\")
    return result


def starts_with(column: Any, q: str) -> ColumnElement[bool]:
    result: ColumnElement[bool] = column.like(f"{escape_like(q.lower())}%", escape="\\")
    return result
