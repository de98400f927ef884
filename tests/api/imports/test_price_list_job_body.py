"""The price-list job's request body: its rows are checked from the request's bytes and wait in the job as those
bytes, compressed; the runner reads the supplier's id as the request did."""

from __future__ import annotations

import json

import pydantic_core
import pytest
from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from api.catalogue.models import Product
from api.core.compression import zstd_decompress
from api.core.json_body import REPEATED_KEY, repeated_paths
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


def test_a_key_given_twice_is_refused_naming_its_path_and_no_job(
    client: TestClient, db: Session, held_jobs: list[int]
) -> None:
    """The raw body kept the last of a repeated key without a word (the row below would have been imported at 1.00);
    now it is refused as every other JSON route refuses one, by its path, and no job is stored."""
    headers = {**headers_for(db, make_user(db)), "Content-Type": "application/json"}
    ibstock = make_organisation(db, kind=Kind.supplier, name="Ibstock Brick")
    rows = json.dumps([row("A-1"), row("A-2")])
    twice_in_a_row = rows.replace('"code": "A-2"', '"code": "A-2", "list_price": "1.00"', 1)
    assert twice_in_a_row.count('"list_price"') == 3

    refused = [
        client.post(START, content=body.encode(), headers=headers)
        for body in (
            f'{{"rows": {twice_in_a_row}, "supplier_id": {ibstock.id}}}',
            f'{{"supplier_id": {ibstock.id}, "rows": {rows}, "supplier_id": {ibstock.id}}}',
        )
    ]

    assert [r.status_code for r in refused] == [422, 422]
    assert [r.json()["errors"] for r in refused] == [
        [{"field": "rows.1.list_price", "message": REPEATED_KEY}],
        [{"field": "supplier_id", "message": REPEATED_KEY}],
    ]
    assert held_jobs == [] and db.scalar(select(ImportJob.id)) is None


def test_text_that_looks_like_a_key_inside_a_value_is_not_a_repeat(
    client: TestClient, db: Session, held_jobs: list[int]
) -> None:
    """A value holding an escaped quote before a colon (`6\\": nail`) looks like a key's end in the bytes: the body
    is read again key by key, and holds no repeat."""
    headers = {**headers_for(db, make_user(db)), "Content-Type": "application/json"}
    ibstock = make_organisation(db, kind=Kind.supplier, name="Ibstock Brick")
    body = json.dumps({"rows": [{**row("A-1"), "name": 'Tie 6": wall, "code": x'}], "supplier_id": ibstock.id})

    started = client.post(START, content=body.encode(), headers=headers)

    assert started.status_code == 202, started.text


def test_repeated_paths_names_each_repeat_wherever_it_is() -> None:
    def repeated(data: bytes) -> list[tuple[str, ...]]:
        return repeated_paths(data, pydantic_core.from_json(data))

    spaced = b'{"a" : 1, "b": {"c": [ {"d": 1, "d" :2}, {"e": "x\\" :"} ]}, "a": 3}'
    assert repeated(spaced) == [("a",), ("b", "c", "0", "d")]
    assert repeated(b'{"rows": [{"d": 1, "e": 2}, {"d": 1, "d": 2}], "s": 1}') == [("rows", "1", "d")]
    assert repeated(b'{"rows": [{"d": {"e": 1, "e": 2}}, {"d": 1}], "s": 1}') == [("rows", "0", "d", "e")]
    assert repeated(b'{"a": {"b": 1}, "c": [{"b": 2}], "d": "[{"}') == []
    assert repeated(b'{"a": "\\":", "b": 1, "c": "12:30"}') == []


def test_the_runner_in_this_process_takes_the_rows_the_request_read(
    client: TestClient, db: Session, held_jobs: list[int], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Without Redis the job runs on a thread of the process whose request read its rows: it takes them rather than
    inflate and parse the stored bytes again. A runner elsewhere (a Celery worker) reads the stored bytes."""
    headers = headers_for(db, make_user(db))
    ibstock = make_organisation(db, kind=Kind.supplier, name="Ibstock Brick")
    body = {"rows": [row("A-1"), row("A-2")], "supplier_id": ibstock.id}
    assert client.post(START, json=body, headers=headers).status_code == 202
    assert client.post(START, json=body, headers=headers).status_code == 202
    first, second = held_jobs
    stored = service.payload_of

    def unread(job: ImportJob) -> dict[str, object]:
        raise AssertionError("the stored rows were read again")

    monkeypatch.setattr(service, "payload_of", unread)
    service.execute(db, first)
    assert db.get_one(ImportJob, first).counts["created"] == 2

    service._READ.pop(second)  # as in another process
    monkeypatch.setattr(service, "payload_of", stored)
    service.execute(db, second)
    assert db.get_one(ImportJob, second).counts["unchanged"] == 2  # the same rows again, read back from storage
