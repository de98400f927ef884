"""CSV export and import: which lists, and the shapes of the import preview and report."""

from __future__ import annotations

from enum import StrEnum
from typing import Literal

from pydantic import BaseModel, Field

from api.core.errors import FieldErrorOut


class ExportKind(StrEnum):
    customers = "customers"
    suppliers = "suppliers"
    others = "others"
    companies = "companies"
    contacts = "contacts"
    addresses = "addresses"


class ImportKind(StrEnum):
    customers = "customers"
    suppliers = "suppliers"
    others = "others"
    contacts = "contacts"


class ImportFieldOut(BaseModel):
    name: str = Field(description="what a column is mapped to")
    label: str = Field(description="the field's name on screen, and its column header in an export")
    required: bool


class ImportRuleOut(BaseModel):
    needs: list[str] = Field(description="the fields the rule needs mapped")
    any_of: bool = Field(description="true: one of `needs` is enough; false: every one")
    when_any: list[str] = Field(description="the rule applies once any of these is mapped; empty: always")
    message: str


class ImportPreviewOut(BaseModel):
    columns: list[str] = Field(description="the file's column headers (made unique), in file order")
    sample: list[list[str]] = Field(description="the first 5 data rows, one cell per column")
    row_count: int = Field(description="data rows in the file (blank rows left out)")
    fields: list[ImportFieldOut]
    rules: list[ImportRuleOut] = Field(description="what the mapping needs beyond the required fields")
    suggested_mapping: dict[str, str | None] = Field(description="column → field, or null to leave it out")


class ImportRowOut(BaseModel):
    row: int = Field(description="the row's number in the file, the header being 1 (as a spreadsheet numbers it)")
    action: Literal["create", "update", "unchanged", "reject"] = Field(
        description="unchanged: the row matches a record it would not change"
    )
    key: str = Field(description="the record's name (organisations) or email, else name (contacts)")
    errors: list[FieldErrorOut] = Field(description="why the row is rejected, one message per field")


class ImportReportOut(BaseModel):
    dry_run: bool = Field(description="true: nothing was written; the report says what the real run would do")
    total: int
    created: int
    updated: int
    unchanged: int = Field(description="rows matching a record they would not change")
    rejected: int
    rows: list[ImportRowOut]
