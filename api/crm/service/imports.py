"""CSV import of customers, suppliers, others and contacts through the shared pipeline (api/core/imports.py):
preview the upload with a suggested column mapping, then import it row by row through the organisation and contact
services. A dry run does exactly what the real run would, inside a savepoint it rolls back."""

from __future__ import annotations

from typing import BinaryIO

from sqlalchemy.orm import Session

from api.core import imports
from api.core.csvfile import MAX_BYTES, MAX_ROWS, Table
from api.crm.schemas.transfer import ImportKind, ImportPreviewOut, ImportReportOut
from api.crm.service.import_fields import ORGANISATION_KINDS, check_mapping, fields_of, rules_of
from api.crm.service.import_rows import ContactRows, OrganisationRows
from api.users.models import User

SAMPLE_ROWS = 5


def parse(stream: BinaryIO) -> Table:
    """The upload read as CSV (at most MAX_BYTES and MAX_ROWS)."""
    return imports.read(stream, MAX_BYTES, MAX_ROWS)


def preview(kind: ImportKind, stream: BinaryIO) -> ImportPreviewOut:
    table = parse(stream)
    sample = imports.cells(table, table.rows[:SAMPLE_ROWS])
    rules = [
        {"needs": list(r.needs), "any_of": r.any_of, "when_any": list(r.when_any), "message": r.message}
        for r in rules_of(kind)
    ]
    return ImportPreviewOut.model_validate(
        {**imports.preview(table, fields_of(kind)), "sample": sample, "row_count": len(table.rows), "rules": rules}
    )


def run(
    session: Session, kind: ImportKind, stream: BinaryIO, mapping: str, dry_run: bool, actor: User
) -> ImportReportOut:
    """Import the file's rows: valid ones are created or updated through the services (which log their
    activity), invalid ones are reported and skipped. With `dry_run`, everything is rolled back afterwards."""
    table = parse(stream)
    positions = check_mapping(kind, mapping, table.columns)
    rows = imports.mapped_rows(table, positions)
    importer = (
        ContactRows(session, actor, set(positions.values()))
        if kind is ImportKind.contacts
        else OrganisationRows(session, ORGANISATION_KINDS[kind], actor)
    )
    with imports.dry_run(session, dry_run):
        importer.preload(rows)
        results = [importer.apply(row) for row in rows]
    # A row identical to its record changes nothing: it counts as unchanged, not updated.
    actions: tuple[imports.Action, ...] = ("create", "update", "unchanged", "reject")
    return ImportReportOut.model_validate(imports.report(dry_run, results, actions))
