"""CSV import of customers, suppliers, others and contacts through the shared pipeline (api/core/imports.py):
preview the upload with a suggested column mapping, then import it row by row through the organisation and contact
services. A dry run does exactly what the real run would, inside a savepoint it rolls back."""

from __future__ import annotations

from typing import Any, BinaryIO

from sqlalchemy.orm import Session

from api.core import imports
from api.core.csvfile import MAX_BYTES, MAX_ROWS, Table
from api.crm.schemas.transfer import ImportKind, ImportPreviewOut, ImportReportOut
from api.crm.service.import_bulk import BulkOrganisationRows
from api.crm.service.import_fields import ORGANISATION_KINDS, check_mapping, fields_of, rules_of
from api.crm.service.import_rows import ContactRows, OrganisationRows, Rows
from api.imports import service as import_jobs
from api.imports.models import ImportJob
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


# A row identical to its record changes nothing: it counts as unchanged, not updated.
ACTIONS: tuple[imports.Action, ...] = ("create", "update", "unchanged", "reject")


def _importer(session: Session, kind: ImportKind, mapped: set[str], actor: User, *, bulk: bool = False) -> Rows:
    if kind is ImportKind.contacts:
        return ContactRows(session, actor, mapped)
    rows = BulkOrganisationRows if bulk else OrganisationRows
    return rows(session, ORGANISATION_KINDS[kind], actor)


def run(
    session: Session, kind: ImportKind, stream: BinaryIO, mapping: str, dry_run: bool, actor: User
) -> ImportReportOut:
    """Import the file's rows: valid ones are created or updated through the services (which log their
    activity), invalid ones are reported and skipped. With `dry_run`, everything is rolled back afterwards."""
    table = parse(stream)
    positions = check_mapping(kind, mapping, table.columns)
    rows = imports.mapped_rows(table, positions)
    importer = _importer(session, kind, set(positions.values()), actor)
    with imports.dry_run(session, dry_run):
        importer.preload(rows)
        results = [importer.apply(row) for row in rows]
    return ImportReportOut.model_validate(imports.report(dry_run, results, ACTIONS))


def start_job(session: Session, kind: ImportKind, stream: BinaryIO, mapping: str, actor: User) -> ImportJob:
    """The real run as a background job: the file and the mapping are checked now (a bad one is refused at once),
    the mapped rows wait in the job."""
    table = parse(stream)
    positions = check_mapping(kind, mapping, table.columns)
    rows = [[row.number, row.values, row.problem] for row in imports.mapped_rows(table, positions)]
    payload = {"kind": kind.value, "mapped": sorted(set(positions.values())), "rows": rows}
    return import_jobs.start(session, kind.value, payload, len(rows), actor)


class CrmImport:
    """A job's rows, applied a slice at a time with the same verdicts as the request's import (matches pre-loaded
    once for the whole file, duplicates remembered across batches); customers, suppliers and others are written a
    batch at a time (api/crm/service/import_bulk.py)."""

    def __init__(self, session: Session, payload: dict[str, Any], actor: User) -> None:
        self.rows = [imports.RowIn(number, values, problem) for number, values, problem in payload["rows"]]
        kind = ImportKind(payload["kind"])
        self.importer = _importer(session, kind, set(payload["mapped"]), actor, bulk=True)
        self.importer.preload(self.rows)

    def apply(self, session: Session, start: int, stop: int) -> list[imports.RowResult]:
        return self.importer.apply_many(self.rows[start:stop])


# One job kind per list (the job says what it imports); the payload names it too.
for _kind in ImportKind:
    import_jobs.register(import_jobs.JobKind(_kind.value, CrmImport, batch_rows=2_000))
