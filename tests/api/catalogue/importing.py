"""Helpers of the product import and export tests: the calls, CSV files made in the test (no fixture files), and
reads of what the import left in the database."""

from __future__ import annotations

import csv
import io
from typing import Any

from fastapi.testclient import TestClient
from httpx import Response
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.catalogue.models import PriceChange, Product

Headers = dict[str, str]
BASE = "/api/products"


def row(code: str, **fields: Any) -> dict[str, Any]:
    """A complete import row for a new product; `fields` override (None leaves a field out)."""
    values: dict[str, Any] = {
        "code": code,
        "name": f"Brick {code}",
        "category": "facing_brick",
        "selling_unit": "per_1000",
        "cost_price": "400.00",
        "list_price": "520.00",
    } | fields
    return {k: v for k, v in values.items() if v is not None}


def run_import(
    client: TestClient, headers: Headers, rows: list[dict[str, Any]], *, dry_run: bool, **body: Any
) -> Response:
    return client.post(f"{BASE}/multiple/add", json={"rows": rows, "dry_run": dry_run, **body}, headers=headers)


def report(response: Response) -> dict[str, Any]:
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    return body


def verdicts(body: dict[str, Any]) -> list[tuple[int, str, list[tuple[str, str]]]]:
    """(row, action, [(field, message)]) of each row, in the report's order."""
    return [(r["row"], r["action"], [(e["field"], e["message"]) for e in r["errors"]]) for r in body["rows"]]


def counts(body: dict[str, Any]) -> tuple[int, int, int, int, int]:
    return body["total"], body["created"], body["updated"], body["unchanged"], body["rejected"]


def csv_file(rows: list[list[str]], *, delimiter: str = ",", encoding: str = "utf-8") -> bytes:
    """A CSV file as a spreadsheet saves it: header first, CRLF line ends."""
    buffer = io.StringIO()
    csv.writer(buffer, delimiter=delimiter, lineterminator="\r\n").writerows(rows)
    return buffer.getvalue().encode(encoding)


def preview(client: TestClient, headers: Headers, data: bytes) -> Response:
    return client.post(f"{BASE}/import/preview", files={"file": ("prices.csv", data, "text/csv")}, headers=headers)


def mapped_rows(body: dict[str, Any]) -> list[dict[str, Any]]:
    """The preview's rows as import rows, by its suggested mapping (what the import screen sends)."""
    mapping = body["suggested_mapping"]
    rows = []
    for number, cells in zip(body["row_numbers"], body["rows"], strict=True):
        values = {mapping[c]: cell for c, cell in zip(body["columns"], cells, strict=True) if mapping[c]}
        rows.append({**values, "row": number})
    return rows


def count(db: Session, model: Any) -> int:
    return db.scalar(select(func.count()).select_from(model)) or 0


def product(db: Session, supplier_id: int, code: str) -> Product:
    db.expire_all()
    found = db.scalar(select(Product).where(Product.supplier_id == supplier_id, Product.code == code))
    assert found is not None, code
    return found


def changes(db: Session, product_id: int) -> list[PriceChange]:
    return list(db.scalars(select(PriceChange).where(PriceChange.product_id == product_id).order_by(PriceChange.id)))
