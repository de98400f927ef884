"""CSV import tests' helpers: a CSV generator (no fixture files) and the import calls."""

from __future__ import annotations

import csv
import io
import json
from typing import Any

from fastapi.testclient import TestClient
from httpx import Response
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.crm import Organisation
from api.records.models import Activity

Headers = dict[str, str]


def csv_file(rows: list[list[str]], *, delimiter: str = ",", encoding: str = "utf-8", bom: bool = False) -> bytes:
    """A CSV file as a spreadsheet would save it: header first, CRLF line ends."""
    buffer = io.StringIO()
    csv.writer(buffer, delimiter=delimiter, lineterminator="\r\n").writerows(rows)
    return (b"\xef\xbb\xbf" if bom else b"") + buffer.getvalue().encode(encoding)


def preview(client: TestClient, headers: Headers, kind: str, data: bytes) -> Response:
    return client.post(
        f"/api/crm/import/{kind}/preview", files={"file": ("list.csv", data, "text/csv")}, headers=headers
    )


def run(client: TestClient, headers: Headers, kind: str, data: bytes, mapping: Any, *, dry_run: bool) -> Response:
    return client.post(
        f"/api/crm/import/{kind}",
        files={"file": ("list.csv", data, "text/csv")},
        data={"mapping": mapping if isinstance(mapping, str) else json.dumps(mapping), "dry_run": str(dry_run).lower()},
        headers=headers,
    )


def report(response: Response) -> dict[str, Any]:
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    return body


def verdicts(body: dict[str, Any]) -> list[tuple[int, str, str, list[tuple[str, str]]]]:
    return [(r["row"], r["action"], r["key"], [(e["field"], e["message"]) for e in r["errors"]]) for r in body["rows"]]


def field_error(response: Response) -> tuple[str, str]:
    assert response.status_code == 422, response.text
    error = response.json()["errors"][0]
    return error["field"], error["message"]


def count(db: Session, model: Any) -> int:
    return db.scalar(select(func.count()).select_from(model)) or 0


def actions(db: Session, subject_type: str, subject_id: int) -> list[str]:
    return list(
        db.scalars(
            select(Activity.action)
            .where(Activity.subject_type == subject_type, Activity.subject_id == subject_id)
            .order_by(Activity.id)
        )
    )


def customer(db: Session, name: str) -> Organisation:
    db.expire_all()
    org = db.scalar(select(Organisation).where(Organisation.kind == "customer", Organisation.name == name))
    assert org is not None, name
    return org
