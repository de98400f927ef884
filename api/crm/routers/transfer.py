"""CSV export of every CRM list, and CSV import of customers, suppliers, others and contacts."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, File, Form, Query, UploadFile, status
from fastapi.responses import StreamingResponse

from api.auth.dependencies import CurrentUser
from api.core.deps import SessionDep, StreamSessionDep
from api.core.pagination import PageParams
from api.crm.schemas.transfer import ExportKind, ImportKind, ImportPreviewOut, ImportReportOut
from api.crm.service import exports, imports
from api.imports import service as import_jobs
from api.imports.schemas import ImportJobOut

router = APIRouter(prefix="/crm", tags=["crm import and export"])

CsvFile = Annotated[
    UploadFile, File(description="a CSV file (10 MB, 50,000 rows at most): UTF-8 or Windows-1252; , ; or tab")
]


@router.get(
    "/export/{kind}",
    response_class=StreamingResponse,
    responses={200: {"content": {"text/csv": {}}, "description": "the whole list as CSV, as an attachment"}},
)
def export_csv(
    kind: ExportKind,
    session: StreamSessionDep,
    _: CurrentUser,
    q: Annotated[str | None, Query(max_length=200, description="search text, as the list takes it")] = None,
    sort: Annotated[str | None, Query(max_length=50, description="as the list takes it; '-' for descending")] = None,
    archived: Annotated[bool, Query(description="archived records instead of active ones")] = False,
) -> StreamingResponse:
    """Every row of the list as currently searched, sorted and filtered (not only one page), as CSV whose
    headers are the import's field labels, so an export can be imported back. Cells that a spreadsheet would
    run as a formula (starting with = + - @) get a leading apostrophe."""
    export = exports.prepare(kind, PageParams(q=(q or "").strip() or None, sort=sort, archived=archived))
    return StreamingResponse(
        exports.stream(session, export),
        media_type="text/csv; charset=utf-8",
        headers={"Content-Disposition": f'attachment; filename="{exports.filename(kind)}"'},
    )


@router.post("/import/{kind}/preview", response_model=ImportPreviewOut)
def preview_import(kind: ImportKind, file: CsvFile, _: CurrentUser) -> Any:
    """The file's columns, its first rows, the fields they can be imported into and a suggested mapping
    (from the headers' names and common synonyms). Nothing is written."""
    return imports.preview(kind, file.file)


@router.post("/import/{kind}", response_model=ImportReportOut)
def run_import(
    kind: ImportKind,
    file: CsvFile,
    mapping: Annotated[str, Form(description='JSON object: column → field, or null to skip it; {"Company": "name"}')],
    session: SessionDep,
    user: CurrentUser,
    dry_run: Annotated[bool, Form(description="true: only report what the import would do")] = True,
) -> Any:
    """Import the rows: customers, suppliers and others are matched by account number (else email) and updated,
    otherwise created (with a head office address when line 1, town and postcode are given); contacts are matched
    by organisation and email. Rows that fail validation or duplicate an earlier row are rejected and skipped.
    Updates change only the columns the row fills in. The report says per row what happened (or, in a dry run,
    what would happen: the same verdicts, nothing written)."""
    return imports.run(session, kind, file.file, mapping, dry_run, user)


@router.post("/import/{kind}/jobs", status_code=status.HTTP_202_ACCEPTED, response_model=ImportJobOut)
def start_import(
    kind: ImportKind,
    file: CsvFile,
    mapping: Annotated[str, Form(description='JSON object: column → field, or null to skip it; {"Company": "name"}')],
    session: SessionDep,
    user: CurrentUser,
) -> Any:
    """The real run of `POST /crm/import/{kind}` as a background job: the file and the mapping are checked at once
    (422 as there), then the job answers with its id; `GET /imports/{id}` gives its progress and report and
    `PUT /imports/{id}/cancel` stops it between two batches (the batches done stay imported)."""
    return import_jobs.out(session, imports.start_job(session, kind, file.file, mapping, user))
