"""`POST /products/import/preview`: a price list read as CSV the way the CRM import reads one, every row cleaned,
the product fields and a mapping suggested from the headers."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from tests.api.catalogue.importing import Headers, csv_file, preview


def test_preview_needs_a_login(client: TestClient) -> None:
    response = client.post("/api/products/import/preview", files={"file": ("p.csv", csv_file([["Code"], ["A"]]))})

    assert response.status_code == 401


def test_a_semicolon_windows_file_is_read_with_every_row_and_a_suggested_mapping(
    client: TestClient, headers: Headers
) -> None:
    rows = [
        [
            "Product Code",
            "Description",
            "Supplier",
            "Colour",
            "UOM",
            "Cost",
            "Price",
            "Lead time",
            "Pallet qty",
            "Notes",
        ],
        ["IBS-TRD", "Tradesman Red Multi", "Ibstock", "Red", "per 1,000", "412,00", "£536.50", "10", "500", "Café"],
        ["", "", "", "", "", "", "", "", "", ""],
        ["  FOR-LBC ", "LBC Common 65mm", "Forterra", "", "1000", "300", "390", "", "", "'=1+1"],
        ["WB-1", "Short row"],
    ]

    response = preview(client, headers, csv_file(rows, delimiter=";", encoding="cp1252"))

    assert response.status_code == 200, response.text
    body = response.json()
    assert body["columns"] == rows[0]
    assert body["rows"] == [
        rows[1],
        ["FOR-LBC", "LBC Common 65mm", "Forterra", "", "1000", "300", "390", "", "", "=1+1"],
        ["WB-1", "Short row", "", "", "", "", "", "", "", ""],
    ]
    assert body["row_numbers"] == [2, 4, 5], "as a spreadsheet numbers them, blank rows left out"
    assert body["suggested_mapping"] == {
        "Product Code": "code",
        "Description": "name",
        "Supplier": "supplier",
        "Colour": "colour",
        "UOM": "selling_unit",
        "Cost": "cost_price",
        "Price": "list_price",
        "Lead time": "lead_time_days",
        "Pallet qty": "units_per_pallet",
        "Notes": "description",
    }
    assert {"name": "code", "label": "Code", "required": True} in body["fields"]
    assert {"name": "supplier", "label": "Supplier", "required": False} in body["fields"]
    assert "equivalent_ids" not in {f["name"] for f in body["fields"]}


@pytest.mark.parametrize(
    ("header", "field"),
    [
        ("SKU", "code"),
        ("Item", "code"),
        ("Item No.", "code"),
        ("Product", "name"),
        ("List", "list_price"),
        ("Sell", "list_price"),
        ("RRP", "list_price"),
        ("Net", "cost_price"),
        ("Buy price", "cost_price"),
        ("Unit", "selling_unit"),
        ("Color", "colour"),
        ("Category", "category"),
        ("Valid until", "price_valid_until"),
        ("Weight", "weight_kg"),
        ("Size", None),
    ],
)
def test_common_headers_suggest_their_field(client: TestClient, headers: Headers, header: str, field: str) -> None:
    body = preview(client, headers, csv_file([[header], ["x"]])).json()

    assert body["suggested_mapping"] == {header: field}


def test_the_first_column_naming_a_field_takes_it(client: TestClient, headers: Headers) -> None:
    body = preview(client, headers, csv_file([["SKU", "Code", "Price", "Sell"], ["a", "b", "1", "2"]])).json()

    assert body["suggested_mapping"] == {"SKU": "code", "Code": None, "Price": "list_price", "Sell": None}


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (b"", "The file is empty."),
        (b"PK\x03\x04\x14\x00\x06\x00\x08\x00\x00\x00!\x00", "This is not a CSV file."),
    ],
    ids=["empty", "xlsx"],
)
def test_a_file_that_is_not_csv_is_refused(client: TestClient, headers: Headers, data: bytes, message: str) -> None:
    response = preview(client, headers, data)

    assert response.status_code == 422
    error = response.json()["errors"][0]
    assert (error["field"], error["message"].startswith(message)) == ("file", True)
