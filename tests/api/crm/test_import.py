"""CSV import: the preview and its suggested mapping, files that are not CSV, limits, bad mappings, login."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from api.crm.service import imports
from tests.api.crm.importing import Headers, csv_file, field_error, preview, run
from tests.factories import headers_for, make_user


@pytest.fixture
def headers(db: Session) -> Headers:
    return headers_for(db, make_user(db))


# --- preview ---------------------------------------------------------------------------------------------------------


def test_preview_suggests_a_mapping_from_headers_and_synonyms(client: TestClient, headers: Headers) -> None:
    rows = [["Customer name", "Acc No", "E-mail", "Telephone", "Address", "Town", "Post code", "VAT", "Colour"]]
    rows += [
        [f"Builder {n}", f"C{n}", f"b{n}@example.com", "0113 496 0000", "1 High St", "Leeds", "LS1 1AA", "", ""]
        for n in range(7)
    ]

    body = preview(client, headers, "customers", csv_file(rows)).json()

    assert body["columns"] == rows[0]
    assert body["row_count"] == 7
    assert body["sample"] == rows[1:6]
    assert body["suggested_mapping"] == {
        "Customer name": "name",
        "Acc No": "account_number",
        "E-mail": "email",
        "Telephone": "phone",
        "Address": "line1",
        "Town": "town",
        "Post code": "postcode",
        "VAT": "vat_number",
        "Colour": None,
    }
    assert {"name": "name", "label": "Name", "required": True} in body["fields"]
    assert {"name": "postcode", "label": "Postcode", "required": False} in body["fields"]


def test_preview_of_contacts_maps_the_organisation(client: TestClient, headers: Headers) -> None:
    rows = [["Forename", "Surname", "Company", "Account", "Tel", "Mob", "Email", "Company"], ["Jo"] * 8]

    body = preview(client, headers, "contacts", csv_file(rows)).json()

    assert body["columns"][-1] == "Company (2)", "repeated headers are told apart"
    assert body["suggested_mapping"] == {
        "Forename": "first_name",
        "Surname": "last_name",
        "Company": "organisation",
        "Account": "organisation_account_number",
        "Tel": "phone",
        "Mob": "mobile",
        "Email": "email",
        "Company (2)": None,
    }
    assert [f["name"] for f in body["fields"] if f["required"]] == ["first_name"]


@pytest.mark.parametrize(
    ("data", "delimiter"),
    [
        (csv_file([["Name", "Town"], ["Café Bricks", "Leeds"]], delimiter=";", encoding="cp1252"), ";"),
        (csv_file([["Name", "Town"], ["Café Bricks", "Leeds"]], delimiter="\t", bom=True), "tab"),
        (csv_file([["Name", "Town"], ["Café Bricks", "Leeds"]], encoding="utf-16"), "utf-16"),
    ],
    ids=["cp1252-semicolon", "utf8-bom-tab", "utf16"],
)
def test_preview_reads_excel_encodings_and_delimiters(
    client: TestClient, headers: Headers, data: bytes, delimiter: str
) -> None:
    body = preview(client, headers, "customers", data).json()

    assert body["columns"] == ["Name", "Town"]
    assert body["sample"] == [["Café Bricks", "Leeds"]]


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (b"", "The file is empty."),
        (b"PK\x03\x04\x14\x00\x06\x00\x08\x00\x00\x00!\x00", "This is not a CSV file."),
        (b"Name\r\n\x81\x8d\x8f bad bytes\r\n", "This is not a CSV file."),
    ],
    ids=["empty", "xlsx", "undecodable"],
)
def test_a_file_that_is_not_csv_is_refused(client: TestClient, headers: Headers, data: bytes, message: str) -> None:
    field, text = field_error(preview(client, headers, "customers", data))

    assert field == "file"
    assert text.startswith(message)


def test_an_oversized_file_is_refused_with_413(client: TestClient, headers: Headers) -> None:
    data = b"Name\r\n" + b"x" * imports.MAX_BYTES

    assert preview(client, headers, "customers", data).status_code == 413
    assert run(client, headers, "customers", data, {"Name": "name"}, dry_run=True).status_code == 413


def test_too_many_rows_are_refused(client: TestClient, headers: Headers, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(imports, "MAX_ROWS", 3)
    data = csv_file([["Name"], ["A"], ["B"], ["C"], ["D"]])

    field, message = field_error(run(client, headers, "customers", data, {"Name": "name"}, dry_run=True))

    assert field == "file"
    assert message == "The file has more than 3 rows. Split it into smaller files."


def test_import_calls_need_a_login(client: TestClient) -> None:
    data = csv_file([["Name"], ["A"]])

    assert client.post("/api/crm/import/customers/preview", files={"file": ("a.csv", data)}).status_code == 401
    response = client.post(
        "/api/crm/import/customers", files={"file": ("a.csv", data)}, data={"mapping": '{"Name": "name"}'}
    )
    assert response.status_code == 401


def test_companies_cannot_be_imported(client: TestClient, headers: Headers) -> None:
    field, _ = field_error(preview(client, headers, "companies", csv_file([["Name"], ["A"]])))

    assert field == "kind"


# --- mapping ---------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("kind", "mapping", "problem"),
    [
        ("customers", {"Company": "name", "Tel": "fax"}, "“fax” is not a field you can import into"),
        ("customers", {"Tel": "phone"}, "Choose the column that holds Name"),
        ("customers", {"Company": "name", "Tel": "phone", "Town": "phone"}, "Phone is mapped to more than one column"),
        ("customers", {"Company": "name", "Fax": "phone"}, "The file has no column “Fax”"),
        ("customers", "not json", "Send the mapping as a JSON object"),
        ("contacts", {"Company": "first_name"}, "Choose the column that holds the Organisation"),
        # Nested past what Python's JSON reader goes (it was a 500), with a \u escape the text guard reads too.
        ("customers", "[" * 5_000 + '"\\u0041"' + "]" * 5_000, "Send the mapping as a JSON object"),
        ("customers", "[" * 5_000 + "]" * 5_000, "Send the mapping as a JSON object"),
        # Python's JSON reader kept the last: the column was imported as the phone without a word.
        ("customers", '{"Company": "name", "Tel": "fax", "Tel": "phone"}', "The column “Tel” is mapped more than once"),
    ],
    ids=[
        "unknown-field",
        "required-unmapped",
        "mapped-twice",
        "unknown-column",
        "not-json",
        "contact-without-org",
        "too-deep-escaped",
        "too-deep",
        "column-twice",
    ],
)
def test_a_bad_mapping_is_refused(client: TestClient, headers: Headers, kind: str, mapping: Any, problem: str) -> None:
    data = csv_file([["Company", "Tel", "Town"], ["Acme", "0113 496 0000", "Leeds"]])

    field, message = field_error(run(client, headers, kind, data, mapping, dry_run=False))

    assert field == "mapping"
    assert problem in message
