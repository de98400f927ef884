"""The import pipeline every CSV import shares (CRM records, price lists): reading the upload, the preview of its
columns with a suggested mapping, checking the column mapping the user chose and applying it to the rows, each row's
errors as the API words them, the dry run, and the report's counts and rows. Each domain keeps only its fields
(`csvfile.field`) and how a row is applied."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, BinaryIO, Literal, Protocol

from fastapi.exceptions import RequestValidationError
from pydantic import ValidationError
from sqlalchemy.orm import Session

from api.core import csvfile, json_body
from api.core.csvfile import MAX_BYTES, MAX_ROWS, DataRow, ImportField, Table
from api.core.errors import FieldErrors, validation_errors

Errors = list[dict[str, str]]  # a row's problems: {"field": ..., "message": ...}, one per field
Action = Literal["create", "update", "unchanged", "reject"]
COUNTS: dict[str, str] = {"create": "created", "update": "updated", "unchanged": "unchanged", "reject": "rejected"}


# --- reading and the preview -----------------------------------------------------------------------------------------


def read(stream: BinaryIO, max_bytes: int = MAX_BYTES, max_rows: int = MAX_ROWS) -> Table:
    """The upload read as CSV (at most `max_bytes` and `max_rows`)."""
    return csvfile.parse(csvfile.read_upload(stream, max_bytes), max_rows)


def cells(table: Table, rows: Sequence[DataRow] | None = None) -> list[list[str]]:
    """The rows' cells (all of the table's by default), cleaned, exactly one per column."""
    width = len(table.columns)
    return [csvfile.cleaned(row, width) for row in (table.rows if rows is None else rows)]


def preview(table: Table, fields: Sequence[ImportField]) -> dict[str, Any]:
    """What every preview holds: the columns, the fields they can be imported into and a suggested mapping (each
    import adds the rows it shows)."""
    return {
        "columns": table.columns,
        "fields": [{"name": f.name, "label": f.label, "required": f.required} for f in fields],
        "suggested_mapping": csvfile.suggest(fields, table.columns),
    }


# --- the column mapping ----------------------------------------------------------------------------------------------


def check_mapping(
    fields: Sequence[ImportField],
    raw: str,
    columns: Sequence[str],
    more_problems: Callable[[set[str]], list[str]] | None = None,
) -> dict[int, str]:
    """The user's mapping (a JSON object column → field or null) as column position → field, or a 422 naming
    `mapping` that lists every problem: unknown columns or fields, a field mapped twice, a required one left out,
    then whatever `more_problems` finds in the set of fields chosen."""
    try:
        mapping = json_body.loads(raw)
    except (ValueError, RecursionError):  # not JSON, or nested past what Python reads
        mapping = None
    if not isinstance(mapping, dict) or not all(isinstance(v, str | None) for v in mapping.values()):
        raise FieldErrors({"mapping": 'Send the mapping as a JSON object of column → field, e.g. {"Company": "name"}'})
    by_name = {f.name: f for f in fields}
    position = {column: i for i, column in enumerate(columns)}
    problems: list[str] = []
    chosen: dict[str, list[str]] = {}
    result: dict[int, str] = {}
    for column in mapping.keys_repeated if isinstance(mapping, json_body.Repeated) else ():
        problems.append(f"The column “{column}” is mapped more than once: map it once")
    for column, field_name in mapping.items():
        if not field_name:
            continue
        if column not in position:
            problems.append(f"The file has no column “{column}”")
        elif field_name not in by_name:
            problems.append(f"“{field_name}” is not a field you can import into (column “{column}”)")
        else:
            chosen.setdefault(field_name, []).append(column)
            result[position[column]] = field_name
    for field_name, mapped in chosen.items():
        if len(mapped) > 1:
            problems.append(f"{by_name[field_name].label} is mapped to more than one column ({', '.join(mapped)})")
    for f in fields:
        if f.required and f.name not in chosen:
            problems.append(f"Choose the column that holds {f.label}")
    if more_problems is not None:
        problems += more_problems(set(chosen))
    if problems:
        raise FieldErrors({"mapping": "; ".join(problems)}, "The column mapping needs your attention.")
    return result


@dataclass(frozen=True)
class RowIn:
    number: int
    values: dict[str, str]  # field → the cell's value, for the mapped cells that are not blank
    problem: str | None = None  # the row cannot be read as the header says (more cells than columns)


def mapped_rows(table: Table, mapping: dict[int, str]) -> list[RowIn]:
    """Each data row as field → value through the mapping (column position → field)."""
    width = len(table.columns)
    return [_row_in(row, mapping, width) for row in table.rows]


def _row_in(row: DataRow, mapping: dict[int, str], width: int) -> RowIn:
    values: dict[str, str] = {}
    for position, field_name in mapping.items():
        value = csvfile.clean(row.cells[position]) if position < len(row.cells) else ""
        if value:
            values[field_name] = value
    extra = [cell for cell in row.cells[width:] if cell.strip()]
    problem = (
        f"This row has {len(row.cells)} cells but the header has {width}: is a comma missing its quotes?"
        if extra
        else None
    )
    return RowIn(row.number, values, problem)


# --- a row's errors --------------------------------------------------------------------------------------------------


def schema_errors(exc: ValidationError) -> Errors:
    """A schema's errors as the API words them for a form: one message per field."""
    return validation_errors(RequestValidationError(exc.errors()))


# --- dry run and real run --------------------------------------------------------------------------------------------


@contextmanager
def dry_run(session: Session, dry: bool) -> Iterator[None]:
    """Around an import that writes row by row through the services: in a dry run everything it writes is rolled
    back afterwards, so the report gives the real run's verdicts and nothing is kept. (An import that judges every
    row before writing, as the price list's does, simply skips its writes in a dry run.)"""
    savepoint = session.begin_nested() if dry else None
    try:
        yield
    finally:
        if savepoint is not None:
            savepoint.rollback()


# --- the report ------------------------------------------------------------------------------------------------------


class Outcome(Protocol):
    """What became of one row of the file."""

    @property
    def row(self) -> int: ...
    @property
    def action(self) -> Action: ...
    @property
    def key(self) -> str: ...
    @property
    def errors(self) -> Errors: ...


@dataclass
class RowResult:
    row: int
    action: Action
    key: str
    errors: Errors = field(default_factory=list)


def report(
    dry: bool,
    outcomes: Sequence[Outcome],
    actions: Sequence[Action],
    *,
    rejected_first: bool = False,
    extra: Callable[[Any], dict[str, Any]] | None = None,
) -> dict[str, Any]:
    """The report every import gives: whether it was a dry run, how many rows came to each of `actions`
    (`created`, `updated`, `unchanged`, `rejected`) and each row's verdict with its errors (the rejected ones first
    with `rejected_first`, else in file order); `extra` adds an import's own fields to a row."""
    counts = dict.fromkeys(actions, 0)
    for outcome in outcomes:
        counts[outcome.action] += 1
    ordered = sorted(outcomes, key=lambda o: o.action != "reject") if rejected_first else outcomes
    rows = [
        {"row": o.row, "action": o.action, "key": o.key, "errors": o.errors, **(extra(o) if extra else {})}
        for o in ordered
    ]
    return {"dry_run": dry, "total": len(outcomes), **{COUNTS[a]: counts[a] for a in actions}, "rows": rows}
