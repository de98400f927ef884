"""CSV import: read the upload (UTF-8 with or without BOM, UTF-16, or Windows-1252; comma, semicolon or tab),
preview it with a suggested column mapping, then import it row by row through the organisation and contact
services. A dry run does exactly what the real run would, inside a savepoint it rolls back."""

from __future__ import annotations

import codecs
import csv
import io
import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import BinaryIO

from sqlalchemy.orm import Session

from api.core.errors import FieldErrors, PayloadTooLarge
from api.crm.schemas.transfer import (
    ImportFieldOut,
    ImportKind,
    ImportPreviewOut,
    ImportReportOut,
    ImportRowOut,
)
from api.crm.service.import_fields import ORGANISATION_KINDS, check_mapping, fields_of, suggest
from api.crm.service.import_rows import ContactRows, OrganisationRows, RowIn, RowResult
from api.users.models import User

MAX_BYTES = 10 * 1024 * 1024
MAX_ROWS = 50_000
SAMPLE_ROWS = 5
DELIMITERS = (",", ";", "\t")
# Characters no text file holds (NUL, and C0 controls other than tab, line feed and carriage return).
BINARY = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f]")
# What the export puts an apostrophe before, so a spreadsheet does not run the cell as a formula.
FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


@dataclass(frozen=True)
class DataRow:
    number: int  # the row in the file as a spreadsheet numbers it; the header is 1
    cells: list[str]


@dataclass(frozen=True)
class Table:
    columns: list[str]
    rows: list[DataRow]


def read_upload(stream: BinaryIO) -> bytes:
    data = stream.read(MAX_BYTES + 1)
    if len(data) > MAX_BYTES:
        raise PayloadTooLarge(f"The file is larger than the {MAX_BYTES // (1024 * 1024)} MB an import takes.")
    return data


def _not_csv(message: str) -> FieldErrors:
    return FieldErrors({"file": message}, "This file cannot be imported.")


def decode(data: bytes) -> str:
    """The text of the file: UTF-8 (with or without BOM), UTF-16 with BOM, else Windows-1252 (Excel's default)."""
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        encodings: tuple[str, ...] = ("utf-16",)
    elif data.startswith(codecs.BOM_UTF8):
        encodings = ("utf-8-sig",)
    else:
        encodings = ("utf-8", "cp1252")
    for encoding in encodings:
        try:
            text = data.decode(encoding)
        except UnicodeDecodeError:
            continue
        if BINARY.search(text):
            break
        return text
    raise _not_csv("This is not a CSV file. Save the spreadsheet as CSV (comma-separated values) and try again.")


def sniff_delimiter(text: str) -> str:
    """Comma, semicolon or tab: whichever the header line uses most outside quotes (comma when none)."""
    header = next((line for line in text.splitlines() if line.strip()), "")
    unquoted = re.sub(r'"[^"]*"', "", header)
    counts = {d: unquoted.count(d) for d in DELIMITERS}
    best = max(DELIMITERS, key=lambda d: counts[d])
    return best if counts[best] else ","


def _records(text: str, delimiter: str) -> Iterator[list[str]]:
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter)
    try:
        yield from reader
    except csv.Error as exc:
        raise _not_csv(f"The file could not be read as CSV near line {reader.line_num}: {exc}") from exc


def _columns(header: list[str]) -> list[str]:
    """Header cells, trimmed; blank ones named by position and repeated ones numbered, so each is unique."""
    columns: list[str] = []
    for i, cell in enumerate(header, start=1):
        name = cell.strip() or f"Column {i}"
        unique, n = name, 2
        while unique in columns:
            unique, n = f"{name} ({n})", n + 1
        columns.append(unique)
    return columns


def parse(data: bytes) -> Table:
    text = decode(data)
    columns: list[str] | None = None
    rows: list[DataRow] = []
    for number, record in enumerate(_records(text, sniff_delimiter(text)), start=1):
        if not any(cell.strip() for cell in record):
            continue
        if columns is None:
            columns = _columns(record)
            continue
        if len(rows) == MAX_ROWS:
            raise _not_csv(f"The file has more than {MAX_ROWS:,} rows. Split it into smaller files.")
        rows.append(DataRow(number, record))
    if columns is None:
        raise _not_csv("The file is empty.")
    return Table(columns, rows)


def clean(cell: str) -> str:
    """A cell's value: trimmed, without the apostrophe an export puts before = + - @ (so a phone number like
    '+44 113 496 0000 imports as +44 113 496 0000)."""
    value = cell.strip()
    if len(value) > 1 and value[0] == "'" and value[1:2] in FORMULA_START:
        value = value[1:].strip()
    return value


def preview(kind: ImportKind, stream: BinaryIO) -> ImportPreviewOut:
    table = parse(read_upload(stream))
    width = len(table.columns)
    sample = [[clean(cell) for cell in (row.cells + [""] * width)[:width]] for row in table.rows[:SAMPLE_ROWS]]
    return ImportPreviewOut(
        columns=table.columns,
        sample=sample,
        row_count=len(table.rows),
        fields=[ImportFieldOut(name=f.name, label=f.label, required=f.required) for f in fields_of(kind)],
        suggested_mapping=suggest(kind, table.columns),
    )


def _row_in(row: DataRow, mapping: dict[int, str], width: int) -> RowIn:
    values: dict[str, str] = {}
    for position, field_name in mapping.items():
        value = clean(row.cells[position]) if position < len(row.cells) else ""
        if value:
            values[field_name] = value
    extra = [cell for cell in row.cells[width:] if cell.strip()]
    problem = (
        f"This row has {len(row.cells)} cells but the header has {width}: is a comma missing its quotes?"
        if extra
        else None
    )
    return RowIn(row.number, values, problem)


def run(
    session: Session, kind: ImportKind, stream: BinaryIO, mapping: str, dry_run: bool, actor: User
) -> ImportReportOut:
    """Import the file's rows: valid ones are created or updated through the services (which log their
    activity), invalid ones are reported and skipped. With `dry_run`, everything is rolled back afterwards."""
    table = parse(read_upload(stream))
    positions = check_mapping(kind, mapping, table.columns)
    rows = [_row_in(row, positions, len(table.columns)) for row in table.rows]
    importer = (
        ContactRows(session, actor, set(positions.values()))
        if kind is ImportKind.contacts
        else OrganisationRows(session, ORGANISATION_KINDS[kind], actor)
    )
    savepoint = session.begin_nested() if dry_run else None
    try:
        importer.preload(rows)
        results = [importer.apply(row) for row in rows]
    finally:
        if savepoint is not None:
            savepoint.rollback()
    return _report(dry_run, results)


def _report(dry_run: bool, results: list[RowResult]) -> ImportReportOut:
    counts = {action: sum(1 for r in results if r.action == action) for action in ("create", "update", "reject")}
    return ImportReportOut(
        dry_run=dry_run,
        total=len(results),
        created=counts["create"],
        updated=counts["update"],
        rejected=counts["reject"],
        rows=[ImportRowOut.model_validate(r, from_attributes=True) for r in results],
    )
