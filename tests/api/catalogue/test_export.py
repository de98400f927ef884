"""`GET /products/export`: every product the list's search and filters match, in its sort, as CSV whose headers
are the import's labels, so that an export previewed and imported again changes nothing."""

from __future__ import annotations

import csv
import io
from datetime import date, datetime
from decimal import Decimal
from typing import Any
from zoneinfo import ZoneInfo

import pytest
from fastapi.testclient import TestClient
from httpx import Response
from sqlalchemy.orm import Session

from api.catalogue.service import exports
from api.crm import Kind
from tests.api.catalogue.importing import Headers, counts, mapped_rows, preview, report, run_import
from tests.factories import make_organisation, make_product

HEADERS = [
    "Code",
    "Name",
    "Supplier",
    "Supplier ID",
    "Manufacturer's reference",
    "Category",
    "Colour",
    "Texture",
    "Length (mm)",
    "Width (mm)",
    "Height (mm)",
    "Selling unit",
    "Units per pack",
    "Units per pallet",
    "Weight (kg)",
    "Cost price",
    "List price",
    "Price valid until",
    "Lead time (days)",
    "Status",
    "Long description",
    "Specification",
]


def export(client: TestClient, headers: Headers, **params: Any) -> Response:
    return client.get("/api/products/export", params=params, headers=headers)


def table(response: Response) -> list[list[str]]:
    assert response.status_code == 200, response.text
    assert response.content.startswith(b"\xef\xbb\xbf"), "a byte-order mark, so Excel reads UTF-8"
    return list(csv.reader(io.StringIO(response.content.decode("utf-8-sig"), newline="")))


def test_export_needs_a_login(client: TestClient) -> None:
    assert client.get("/api/products/export").status_code == 401


def test_export_writes_every_column_with_labels_and_a_dated_filename(
    client: TestClient, db: Session, headers: Headers
) -> None:
    ibstock = make_organisation(db, kind=Kind.supplier, name="Ibstock Brick")
    make_product(
        db,
        ibstock,
        code="IBS-TRD",
        name="Tradesman Red Multi",
        manufacturer_ref="TRM65",
        colour="Red",
        texture="Sandfaced",
        length_mm=215,
        width_mm=102,
        height_mm=65,
        units_per_pack=500,
        units_per_pallet=500,
        weight_kg=Decimal("2.65"),
        cost_price="412.00",
        list_price="536.50",
        price_valid_until=date(2030, 3, 31),
        lead_time_days=10,
        description="Stock facing brick, for housebuilders",
        specification="BS EN 771-1",
    )

    response = export(client, headers)

    today = datetime.now(ZoneInfo("Europe/London")).date().isoformat()
    assert response.headers["content-disposition"] == f'attachment; filename="products-{today}.csv"'
    assert response.headers["content-type"].startswith("text/csv")
    assert table(response) == [
        HEADERS,
        [
            "IBS-TRD",
            "Tradesman Red Multi",
            "Ibstock Brick",
            str(ibstock.id),
            "TRM65",
            "Facing brick",
            "Red",
            "Sandfaced",
            "215",
            "102",
            "65",
            "per 1,000",
            "500",
            "500",
            "2.650",
            "412.00",
            "536.50",
            "2030-03-31",
            "10",
            "Active",
            "Stock facing brick, for housebuilders",
            "BS EN 771-1",
        ],
    ]


def test_export_follows_the_list_search_filters_and_sort_not_one_page(
    client: TestClient, db: Session, headers: Headers
) -> None:
    ibstock = make_organisation(db, kind=Kind.supplier, name="Ibstock Brick")
    forterra = make_organisation(db, kind=Kind.supplier, name="Forterra")
    for n in range(30):
        make_product(db, ibstock, code=f"IBS-{n:02d}", name=f"Red brick {n:02d}", list_price=f"{500 + n}.00")
    make_product(db, forterra, code="FOR-1", name="Red common")
    make_product(db, ibstock, code="IBS-BLK", name="Dense block", category="block")

    rows = table(export(client, headers, supplier_id=ibstock.id, category="facing_brick", sort="-list_price"))

    assert [r[0] for r in rows[1:]] == [f"IBS-{n:02d}" for n in reversed(range(30))]
    assert [r[0] for r in table(export(client, headers, q="common"))[1:]] == ["FOR-1"]


def test_a_bad_sort_is_refused_before_anything_is_sent(client: TestClient, headers: Headers) -> None:
    response = export(client, headers, sort="colour")

    assert response.status_code == 422
    assert response.json()["errors"][0]["field"] == "sort"


def test_cells_a_spreadsheet_would_run_as_a_formula_are_defused(
    client: TestClient, db: Session, headers: Headers
) -> None:
    make_product(db, code="-X1", name='=HYPERLINK("http://evil.example")', colour="+Red", texture="@SUM")

    [_, row] = table(export(client, headers))

    assert row[:2] == ["'-X1", '\'=HYPERLINK("http://evil.example")']
    assert (row[6], row[7]) == ("'+Red", "'@SUM")


def test_export_streams_in_batches(
    client: TestClient, db: Session, headers: Headers, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(exports, "BATCH", 2)
    supplier = make_organisation(db, kind=Kind.supplier)
    for n in range(5):
        make_product(db, supplier, name=f"Brick {n}")

    with client.stream("GET", "/api/products/export", headers=headers) as response:
        chunks = list(response.iter_raw())

    assert len(chunks) >= 4, "the header, then the rows two at a time"
    assert b"".join(chunks).decode("utf-8-sig").count("Brick ") == 5


def test_an_export_imports_back_unchanged(client: TestClient, db: Session, headers: Headers) -> None:
    ibstock = make_organisation(db, kind=Kind.supplier, name="Ibstock Brick")
    twin = make_organisation(db, kind=Kind.supplier, name="Ibstock Brick")  # a namesake: the id tells them apart
    make_product(
        db,
        ibstock,
        code="IBS-1",
        name='Tradesman, Red "Multi"',
        colour="Red",
        weight_kg=Decimal("2.6"),
        price_valid_until=date(2030, 1, 31),
        description="Line one\nline two",
        selling_unit="m2",
        category="common",
        status="discontinued",
    )
    make_product(db, twin, code="-IBS-1", name="=Formula-looking name", selling_unit="each", category="roof_tile")
    make_product(db, ibstock, code="CAFÉ-3", name="Plain", length_mm=215, lead_time_days=0, selling_unit="tonne")

    read = preview(client, headers, export(client, headers).content)
    assert read.status_code == 200, read.text
    assert all(field is not None for field in read.json()["suggested_mapping"].values())

    body = report(run_import(client, headers, mapped_rows(read.json()), dry_run=True))

    assert counts(body) == (3, 0, 0, 3, 0), body["rows"]


def test_a_searched_export_sorts_prices_as_numbers(client: TestClient, db: Session, headers: Headers) -> None:
    supplier = make_organisation(db, kind=Kind.supplier)
    for price in ("999.00", "1000.00", "85.50"):
        make_product(db, supplier, name=f"Tradesman {price}", list_price=price)

    rows = table(export(client, headers, q="tradesman", sort="-list_price"))

    price_column = HEADERS.index("List price")
    assert [row[price_column] for row in rows[1:]] == ["1000.00", "999.00", "85.50"]
