"""api/core/imports.py, the pipeline the CRM import and the price-list import share, on its own."""

from __future__ import annotations

import io
import json

import pytest

from api.core import csvfile, imports
from api.core.errors import FieldErrors
from api.core.imports import RowResult

FIELDS = (
    csvfile.field("name", "Name", "company", required=True),
    csvfile.field("email", "Email", "e-mail"),
    csvfile.field("phone", "Phone"),
)


def table(text: str) -> csvfile.Table:
    return imports.read(io.BytesIO(text.encode()))


def test_the_preview_names_the_columns_fields_and_a_suggested_mapping() -> None:
    parsed = table("Company,E-mail,Notes\r\nIbstock,a@b.com,x\r\n")
    assert imports.preview(parsed, FIELDS) == {
        "columns": ["Company", "E-mail", "Notes"],
        "fields": [
            {"name": "name", "label": "Name", "required": True},
            {"name": "email", "label": "Email", "required": False},
            {"name": "phone", "label": "Phone", "required": False},
        ],
        "suggested_mapping": {"Company": "name", "E-mail": "email", "Notes": None},
    }
    assert imports.cells(parsed) == [["Ibstock", "a@b.com", "x"]]


def test_a_mapping_is_checked_with_every_problem_in_one_message() -> None:
    columns = ["Company", "E-mail", "Mail"]
    mapping = json.dumps({"Company": None, "E-mail": "email", "Mail": "email", "Fax": "phone", "Notes": "colour"})
    with pytest.raises(FieldErrors) as caught:
        imports.check_mapping(FIELDS, mapping, columns, lambda chosen: [f"chosen: {sorted(chosen)}"])
    assert caught.value.errors == [
        {
            "field": "mapping",
            "message": "The file has no column “Fax”; The file has no column “Notes”; "
            "Email is mapped to more than one column (E-mail, Mail); Choose the column that holds Name; "
            "chosen: ['email']",
        }
    ]
    assert imports.check_mapping(FIELDS, json.dumps({"Company": "name", "Mail": "email"}), columns) == {
        0: "name",
        2: "email",
    }
    with pytest.raises(FieldErrors) as refused:
        imports.check_mapping(FIELDS, "[1]", columns)
    assert refused.value.errors[0]["field"] == "mapping"
    assert refused.value.errors[0]["message"].startswith("Send the mapping as a JSON object")


def test_mapped_rows_keep_filled_cells_and_flag_extra_ones() -> None:
    parsed = table("Company,E-mail\r\nIbstock,'+44 1\r\n,x@y.com,stray\r\n")
    rows = imports.mapped_rows(parsed, {0: "name", 1: "email"})
    assert rows[0] == imports.RowIn(2, {"name": "Ibstock", "email": "+44 1"}, None)
    assert rows[1].values == {"email": "x@y.com"}
    assert rows[1].problem == "This row has 3 cells but the header has 2: is a comma missing its quotes?"


def test_the_report_counts_each_action_and_may_put_rejected_rows_first() -> None:
    outcomes = [
        RowResult(2, "create", "A"),
        RowResult(3, "reject", "B", [{"field": "name", "message": "Required"}]),
        RowResult(4, "unchanged", "C"),
    ]
    report = imports.report(True, outcomes, ("create", "update", "unchanged", "reject"), rejected_first=True)
    assert {k: v for k, v in report.items() if k != "rows"} == {
        "dry_run": True,
        "total": 3,
        "created": 1,
        "updated": 0,
        "unchanged": 1,
        "rejected": 1,
    }
    assert [row["row"] for row in report["rows"]] == [3, 2, 4]
    in_order = imports.report(False, outcomes[:2], ("create", "update", "reject"), extra=lambda o: {"id": o.row * 10})
    assert "unchanged" not in in_order
    assert in_order["rows"][1] == {"row": 3, "action": "reject", "key": "B", "errors": outcomes[1].errors, "id": 30}
