"""The price-list job's request body: its rows are checked from the request's bytes and wait in the job as those
bytes, compressed; the runner reads the supplier's id as the request did."""

from __future__ import annotations

import json

from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from api.catalogue.models import Product
from api.core.compression import zstd_decompress
from api.crm import Kind
from api.imports import service
from api.imports.models import ImportJob
from tests.api.catalogue.importing import row
from tests.factories import headers_for, make_organisation, make_user

START = "/api/products/import/jobs"


def test_the_rows_wait_as_the_requests_own_bytes_compressed(
    client: TestClient, db: Session, held_jobs: list[int]
) -> None:
    headers = headers_for(db, make_user(db))
    ibstock = make_organisation(db, kind=Kind.supplier, name="Ibstock Brick")
    body = json.dumps({"rows": [{**row("A-1"), "row": 2}, row("A-2")], "supplier_id": ibstock.id}, indent=1).encode()

    started = client.post(START, content=body, headers={**headers, "Content-Type": "application/json"})

    assert started.status_code == 202, started.text
    assert started.json()["rows_total"] == 2
    stored = db.get_one(ImportJob, held_jobs[0]).payload
    assert stored is not None and len(stored) < len(body)
    assert zstd_decompress(stored) == body
    assert service.payload_of(db.get_one(ImportJob, held_jobs[0]))["rows"][1] == row("A-2")


def test_a_supplier_id_the_request_reads_from_text_is_the_jobs_supplier(
    client: TestClient, db: Session, held_jobs: list[int]
) -> None:
    headers = headers_for(db, make_user(db))
    ibstock = make_organisation(db, kind=Kind.supplier, name="Ibstock Brick")
    body = {"rows": [row("A-1")], "supplier_id": str(ibstock.id)}

    assert client.post(START, json=body, headers=headers).status_code == 202
    service.execute(db, held_jobs[0])

    job = db.get_one(ImportJob, held_jobs[0])
    assert (job.status, job.counts["created"], job.payload) == ("done", 1, None)
    assert db.scalar(select(Product.supplier_id).where(Product.code == "A-1")) == ibstock.id


def test_a_crm_job_keeps_its_mapped_rows_compressed_too(client: TestClient, db: Session, held_jobs: list[int]) -> None:
    headers = headers_for(db, make_user(db))
    data = b"Company,Email\r\nKirkstall Homes,buying@kirkstall.example\r\n"

    started = client.post(
        "/api/crm/import/customers/jobs",
        files={"file": ("list.csv", data, "text/csv")},
        data={"mapping": json.dumps({"Company": "name", "Email": "email"})},
        headers=headers,
    )

    assert started.status_code == 202, started.text
    payload = service.payload_of(db.get_one(ImportJob, held_jobs[0]))
    assert (payload["kind"], len(payload["rows"])) == ("customers", 1)


def test_text_no_column_can_hold_in_a_row_is_refused_with_its_field_and_no_job(
    client: TestClient, db: Session, held_jobs: list[int]
) -> None:
    headers = {**headers_for(db, make_user(db)), "Content-Type": "application/json"}
    good = json.dumps({"rows": [row("A-1"), {**row("A-2"), "name": "caf\u00e9 \U0001f9f1"}]}, ensure_ascii=True)
    lone = good.replace("A-2", "A-2\\ud800", 1)
    nul = good.replace("A-1", "A-1\\u0000", 1)

    refused = [client.post(START, content=body.encode(), headers=headers) for body in (lone, nul)]

    assert [r.status_code for r in refused] == [422, 422]
    assert [{e["field"] for e in r.json()["errors"]} for r in refused] == [{"rows.1.code"}, {"rows.0.code"}]
    assert held_jobs == [] and db.scalar(select(ImportJob.id)) is None
    # A surrogate pair spelt as escapes (the brick emoji) is text like any other.
    assert client.post(START, content=good.encode(), headers=headers).status_code == 202
