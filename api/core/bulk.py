"""Many rows into one table in one statement, their values sent as one JSON parameter:
`INSERT … SELECT … FROM jsonb_to_recordset(…)`, and `UPDATE … FROM jsonb_to_recordset(…)` by id.

An ORM flush of hundreds of new objects, or a multi-row `VALUES` list, sends one parameter per value: thousands
for a 300-line quote, which the driver parses afresh each time (such a statement is too long for its cache) and
adapts one by one. Here the statement is short and has one parameter whatever the number of rows; the JSON is
written by the standard library (exact decimals and dates as text, which PostgreSQL reads with each column's own
type). Columns a new row leaves out get the column's default (a value, or a function such as `utcnow`, called
once for the batch), else NULL. Nothing is read back: the rows are not in the session (select them to use them)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from sqlalchemy import Column, Table, text
from sqlalchemy.orm import Session


def _default(column: Column[Any]) -> tuple[bool, Any]:
    """(has one, its value) for a column's Python-side default."""
    default: Any = column.default
    if default is None:
        return False, None
    if default.is_scalar:
        return True, default.arg
    if default.is_callable:
        return True, default.arg(None)
    return False, None


def _record(session: Session, columns: Sequence[Column[Any]]) -> tuple[str, str]:
    """(the quoted column names, the record definition `name type, …`) for jsonb_to_recordset."""
    dialect = session.get_bind().dialect
    names = [dialect.identifier_preparer.quote(c.name) for c in columns]
    definition = ", ".join(f"{n} {c.type.compile(dialect)}" for n, c in zip(names, columns, strict=True))
    return ", ".join(names), definition


def _payload(rows: Sequence[dict[str, Any]]) -> str:
    return json.dumps(rows, default=str, ensure_ascii=False)


def insert_rows(session: Session, table: Table, rows: Sequence[dict[str, Any]]) -> None:
    """Insert `rows` (dicts of column names, all with the same keys) into `table` in one statement."""
    if not rows:
        return
    given = set(rows[0])
    columns = [c for c in table.columns if c.name in given]
    defaults = {}
    for column in table.columns:
        if column.name not in given:
            has, value = _default(column)
            if has:
                columns.append(column)
                defaults[column.name] = value
    names, definition = _record(session, columns)
    statement = (
        f"INSERT INTO {table.name} ({names}) SELECT {names} "
        f"FROM jsonb_to_recordset(CAST(:rows AS jsonb)) AS r({definition})"
    )
    session.execute(text(statement), {"rows": _payload([{**row, **defaults} for row in rows] if defaults else rows)})


def update_rows(session: Session, table: Table, rows: Sequence[dict[str, Any]], key: str = "id") -> None:
    """Update the rows of `table` named by `key` in each of `rows` with the row's other values, in one statement;
    columns updated on every change (`updated_at`) are set too."""
    if not rows:
        return
    given = [name for name in rows[0] if name != key]
    columns = [table.c[key], *(table.c[name] for name in given)]
    stamps = {}
    for column in table.columns:
        onupdate: Any = column.onupdate
        if onupdate is not None and column.name not in given and onupdate.is_callable:
            columns.append(column)
            stamps[column.name] = onupdate.arg(None)
    names, definition = _record(session, columns)
    quoted = names.split(", ")
    sets = ", ".join(f"{name} = r.{name}" for name in quoted[1:])
    statement = (
        f"UPDATE {table.name} AS t SET {sets} FROM jsonb_to_recordset(CAST(:rows AS jsonb)) AS r({definition}) "
        f"WHERE t.{quoted[0]} = r.{quoted[0]}"
    )
    session.execute(text(statement), {"rows": _payload([{**row, **stamps} for row in rows] if stamps else rows)})
