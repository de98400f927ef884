"""CSV import: read the upload (UTF-8 with or without BOM, UTF-16, or Windows-1252; comma, semicolon or tab),
preview it with a suggested column mapping, then import it row by row through the organisation and contact
services. A dry run does exactly what the real run would, inside a savepoint it rolls back."""

from __future__ import annotations

from typing import BinaryIO

from sqlalchemy.orm import Session

from api.core import csvfile
from api.core.csvfile import MAX_BYTES, MAX_ROWS, DataRow, Table, clean, cleaned
from api.crm.schemas.transfer import (
    ImportFieldOut,
    ImportKind,
    ImportPreviewOut,
    ImportReportOut,
    ImportRowOut,
    ImportRuleOut,
)
from api.crm.service.import_fields import ORGANISATION_KINDS, check_mapping, fields_of, rules_of, suggest
from api.crm.service.import_rows import ContactRows, OrganisationRows, RowIn, RowResult
from api.users.models import User

SAMPLE_ROWS = 5


def parse(stream: BinaryIO) -> Table:
    """The upload read as CSV (at most MAX_BYTES and MAX_ROWS)."""
    return csvfile.parse(csvfile.read_upload(stream, MAX_BYTES), MAX_ROWS)


def preview(kind: ImportKind, stream: BinaryIO) -> ImportPreviewOut:
    table = parse(stream)
    width = len(table.columns)
    sample = [cleaned(row, width) for row in table.rows[:SAMPLE_ROWS]]
    return ImportPreviewOut(
        columns=table.columns,
        sample=sample,
        row_count=len(table.rows),
        fields=[ImportFieldOut(name=f.name, label=f.label, required=f.required) for f in fields_of(kind)],
        rules=[
            ImportRuleOut(needs=list(r.needs), any_of=r.any_of, when_any=list(r.when_any), message=r.message)
            for r in rules_of(kind)
        ],
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
    table = parse(stream)
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
    actions = ("create", "update", "unchanged", "reject")
    counts = {action: sum(1 for r in results if r.action == action) for action in actions}
    return ImportReportOut(
        dry_run=dry_run,
        total=len(results),
        created=counts["create"],
        updated=counts["update"],
        unchanged=counts["unchanged"],
        rejected=counts["reject"],
        rows=[ImportRowOut.model_validate(r, from_attributes=True) for r in results],
    )
