"""Many rows into one table in one statement: `INSERT … SELECT * FROM unnest(…)` with one array parameter per
column.

An ORM flush of hundreds of new objects, or a multi-row `VALUES` list, sends one parameter per value: thousands
for a 300-line quote, which the driver parses afresh each time (such a statement is too long for its cache) and
the server plans as a wide statement. Here the statement has one parameter per column whatever the number of rows.
Columns a row leaves out get the column's default (a value, or a function such as `utcnow`, called once for the
batch), else NULL; nothing is read back, so the rows are not in the session (select them to use them)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sqlalchemy import Table, bindparam, text
from sqlalchemy.orm import Session


def _default(column: Any) -> tuple[bool, Any]:
    """(has one, its value) for a column's Python-side default."""
    default = column.default
    if default is None:
        return False, None
    if default.is_scalar:
        return True, default.arg
    if default.is_callable:
        return True, default.arg(None)
    return False, None


def insert_rows(session: Session, table: Table, rows: Sequence[dict[str, Any]]) -> None:
    """Insert `rows` (dicts of column names, all with the same keys) into `table` in one statement."""
    if not rows:
        return
    given = set(rows[0])
    columns, arrays = [], []
    for column in table.columns:
        if column.name in given:
            values = [row[column.name] for row in rows]
        else:
            has, value = _default(column)
            if not has:
                continue
            values = [value] * len(rows)
        columns.append(column)
        arrays.append(values)
    dialect = session.get_bind().dialect
    casts = ", ".join(f"CAST(:c{i} AS {c.type.compile(dialect)}[])" for i, c in enumerate(columns))
    names = ", ".join(dialect.identifier_preparer.quote(c.name) for c in columns)
    statement = text(f"INSERT INTO {table.name} ({names}) SELECT * FROM unnest({casts})").bindparams(
        *(bindparam(f"c{i}") for i in range(len(columns)))
    )
    session.execute(statement, {f"c{i}": values for i, values in enumerate(arrays)})


def update_rows(session: Session, table: Table, rows: Sequence[dict[str, Any]], key: str = "id") -> None:
    """Update the rows of `table` named by `key` in each of `rows` with the row's other values, in one statement
    (`UPDATE … FROM unnest(…)`); columns updated on every change (`updated_at`) are set too."""
    if not rows:
        return
    given = [name for name in rows[0] if name != key]
    columns = [table.c[key], *(table.c[name] for name in given)]
    arrays = [[row[c.name] for row in rows] for c in columns]
    for column in table.columns:
        if column.onupdate is not None and column.name not in given and column.onupdate.is_callable:
            columns.append(column)
            arrays.append([column.onupdate.arg(None)] * len(rows))
    dialect = session.get_bind().dialect
    quote = dialect.identifier_preparer.quote
    casts = ", ".join(f"CAST(:c{i} AS {c.type.compile(dialect)}[])" for i, c in enumerate(columns))
    names = [quote(c.name) for c in columns]
    sets = ", ".join(f"{name} = v.{name}" for name in names[1:])
    statement = text(
        f"UPDATE {table.name} AS t SET {sets} FROM unnest({casts}) AS v({', '.join(names)}) "
        f"WHERE t.{names[0]} = v.{names[0]}"
    ).bindparams(*(bindparam(f"c{i}") for i in range(len(columns))))
    session.execute(statement, {f"c{i}": values for i, values in enumerate(arrays)})
