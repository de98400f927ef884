"""What an import job looks like to the client: its progress while it runs, its report once it ended."""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from pydantic import BaseModel, Field

from api.core.errors import FieldErrorOut
from api.core.pagination import ListResponse


class ImportJobRowOut(BaseModel):
    row: int = Field(description="the row's number in the file, the header being 1")
    action: Literal["create", "update", "unchanged", "reject"]
    key: str = Field(description="what the row names: the record's name, email or supplier and code")
    errors: list[FieldErrorOut]
    product_id: int | None = Field(default=None, description="price lists: the product created or updated")


class ImportJobReportOut(BaseModel):
    dry_run: bool = Field(description="always false: a job is a real run")
    total: int = Field(description="rows the job applied (all of them unless it was cancelled or failed)")
    created: int
    updated: int
    unchanged: int
    rejected: int
    rows: list[ImportJobRowOut] = Field(
        description="the first 100 rows, in the report's order (a price list's rejected rows first): "
        "`GET /imports/{id}/rows` gives them all, a page at a time"
    )


class ImportJobRowsOut(ListResponse[ImportJobRowOut]):
    """A page of a job's report."""


class ImportJobOut(BaseModel):
    id: int
    kind: str = Field(description="products (a price list), customers, suppliers, others or contacts")
    status: Literal["queued", "running", "done", "failed", "cancelled"] = Field(
        description="cancelled: stopped between two batches; the batches before stay imported"
    )
    rows_total: int
    rows_done: int = Field(description="rows imported so far: each batch is saved as it completes")
    created: int
    updated: int
    unchanged: int
    rejected: int
    cancel_requested: bool = Field(description="a cancel was asked for: the job stops after the current batch")
    error: str | None = Field(description="why a failed job stopped")
    report: ImportJobReportOut | None = Field(
        description="once the job has ended: the counts of the rows applied and the first of them, with their verdicts"
    )
    created_at: datetime
    started_at: datetime | None
    finished_at: datetime | None
