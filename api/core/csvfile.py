"""CSV files as spreadsheets save them, both ways: reading an upload (UTF-8 with or without BOM, UTF-16, or
Windows-1252; comma, semicolon or tab) into cleaned rows, suggesting which field each column holds from its header,
and writing an export (UTF-8 with BOM, cells a spreadsheet would run as a formula defused) in batches."""

from __future__ import annotations

import codecs
import csv
import io
import re
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any, BinaryIO
from zoneinfo import ZoneInfo

from sqlalchemy.orm import Session

from api.core.errors import FieldErrors, PayloadTooLarge

MAX_BYTES = 10 * 1024 * 1024
MAX_ROWS = 50_000
BATCH = 1000
DELIMITERS = (",", ";", "\t")
LOCAL_TZ = ZoneInfo("Europe/London")
# Characters no text file holds (NUL, and C0 controls other than tab, line feed and carriage return).
BINARY = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f]")
# A spreadsheet runs a cell starting with one of these as a formula; an export puts an apostrophe before it,
# and reading a file takes that apostrophe off again.
FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


@dataclass(frozen=True)
class DataRow:
    number: int  # the row in the file as a spreadsheet numbers it; the header is 1
    cells: list[str]


@dataclass(frozen=True)
class Table:
    columns: list[str]
    rows: list[DataRow]


# --- reading ---------------------------------------------------------------------------------------------------------


def read_upload(stream: BinaryIO, max_bytes: int = MAX_BYTES) -> bytes:
    data = stream.read(max_bytes + 1)
    if len(data) > max_bytes:
        raise PayloadTooLarge(f"The file is larger than the {max_bytes // (1024 * 1024)} MB an import takes.")
    return data


def not_csv(message: str) -> FieldErrors:
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
    raise not_csv("This is not a CSV file. Save the spreadsheet as CSV (comma-separated values) and try again.")


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
        raise not_csv(f"The file could not be read as CSV near line {reader.line_num}: {exc}") from exc


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


def parse(data: bytes, max_rows: int = MAX_ROWS) -> Table:
    """The header (first non-blank line) and the data rows after it, blank rows left out."""
    text = decode(data)
    columns: list[str] | None = None
    rows: list[DataRow] = []
    for number, record in enumerate(_records(text, sniff_delimiter(text)), start=1):
        if not any(cell.strip() for cell in record):
            continue
        if columns is None:
            columns = _columns(record)
            continue
        if len(rows) == max_rows:
            raise not_csv(f"The file has more than {max_rows:,} rows. Split it into smaller files.")
        rows.append(DataRow(number, record))
    if columns is None:
        raise not_csv("The file is empty.")
    return Table(columns, rows)


def clean(cell: str) -> str:
    """A cell's value: trimmed, without the apostrophe an export puts before = + - @ (so a phone number like
    '+44 113 496 0000 imports as +44 113 496 0000)."""
    value = cell.strip()
    if len(value) > 1 and value[0] == "'" and value[1:2] in FORMULA_START:
        value = value[1:].strip()
    return value


def cleaned(row: DataRow, width: int) -> list[str]:
    """The row's cells cleaned, exactly one per column (missing ones blank, extra ones left out)."""
    return [clean(cell) for cell in (row.cells + [""] * width)[:width]]


# --- which field a column holds --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class ImportField:
    name: str
    label: str  # also the column header in an export, so an export imports back
    required: bool
    synonyms: tuple[str, ...]


def field(name: str, label: str, synonyms: str = "", *, required: bool = False) -> ImportField:
    """`synonyms`: other header names that mean this field, comma-separated."""
    return ImportField(name, label, required, tuple(s.strip() for s in synonyms.split(",") if s.strip()))


def compact(header: str) -> str:
    """`E-mail`, `e mail` and `EMAIL` all become `email`; `Acc. No` becomes `accno`."""
    return re.sub(r"[^a-z0-9]", "", header.lower().replace("&", "and"))


def suggest(fields: Sequence[ImportField], columns: Sequence[str]) -> dict[str, str | None]:
    """Each column → the field its header names (by name, label or a synonym), each field at most once."""
    lookup: dict[str, str] = {}
    for f in fields:
        for alias in (f.name, f.label, *f.synonyms):
            lookup.setdefault(compact(alias), f.name)
    taken: set[str] = set()
    suggestion: dict[str, str | None] = {}
    for column in columns:
        field_name = lookup.get(compact(column))
        if field_name is not None and field_name not in taken:
            taken.add(field_name)
            suggestion[column] = field_name
        else:
            suggestion[column] = None
    return suggestion


# --- writing ---------------------------------------------------------------------------------------------------------


def cell(value: Any) -> str:
    """A value as an export writes it: None blank, and an apostrophe before what a spreadsheet would run."""
    text = "" if value is None else str(value)
    return "'" + text if text.startswith(FORMULA_START) else text


def filename(stem: str) -> str:
    """`products` → `products-2026-11-21.csv` (today in the UK)."""
    return f"{stem}-{datetime.now(LOCAL_TZ).date().isoformat()}.csv"


def write(headers: Sequence[str], batches: Iterable[Iterable[Sequence[Any]]]) -> Iterator[bytes]:
    """The CSV (UTF-8 with a byte-order mark, so Excel reads £ and accents right), one chunk per batch of rows."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\r\n")

    def flush() -> bytes:
        data = buffer.getvalue().encode("utf-8")
        buffer.seek(0)
        buffer.truncate()
        return data

    writer.writerow(headers)
    yield codecs.BOM_UTF8 + flush()
    for batch in batches:
        writer.writerows([cell(value) for value in row] for row in batch)
        yield flush()


def stream_query(
    session: Session, query: Any, headers: Sequence[str], row: Callable[[Any], Sequence[Any]], batch: int = BATCH
) -> Iterator[bytes]:
    """The rows of `query` as CSV, fetched `batch` at a time from a server-side cursor, so a long list never
    sits in memory."""
    result = session.execute(query.execution_options(yield_per=batch))
    try:
        yield from write(headers, ([row(r) for r in part] for part in result.partitions()))
    finally:
        result.close()
