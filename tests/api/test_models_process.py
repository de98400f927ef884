"""The assistant's index, for admins: POST /models/process starts a rebuild, GET /models/jobs/{id} follows it,
GET /models/status shows records, documents and stale documents per kind; and the check `brickmate serve` makes
at start."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.core import jobs
from api.users.models import Role, User
from assistant import index_admin
from ingest.documents import KINDS
from ingest.embedder import MODEL_NAME
from ingest.models import Document, IndexJob
from tests.factories import headers_for, make_product, make_user
from tests.jobs import recorded

PROCESS = "/api/models/process"
STATUS = "/api/models/status"


@pytest.fixture
def admin(db: Session) -> User:
    return make_user(db, role=Role.admin, first_name="Ada", last_name="Admin")


@pytest.fixture
def admin_headers(db: Session, admin: User) -> dict[str, str]:
    return headers_for(db, admin)


@pytest.fixture
def dispatched(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, tuple[Any, ...]]]:
    """The jobs sent after commit (recorded instead of run: the job's own tests run it)."""
    sent: list[tuple[str, tuple[Any, ...]]] = []
    monkeypatch.setattr(jobs, "enqueue", recorded(sent))
    return sent


def document(db: Session, kind: str, record_id: int, model: str = MODEL_NAME) -> Document:
    row = Document(
        kind=kind,
        record_id=record_id,
        title=f"{kind} {record_id}",
        meta={},
        content=f"{kind} {record_id}",
        content_hash="0" * 64,
        model=model,
        embedding=[1.0] + [0.0] * 383,
        link="",
    )
    db.add(row)
    db.flush()
    return row


def job(db: Session, status: str = "queued", kinds: list[str] | None = None) -> IndexJob:
    row = IndexJob(kinds=kinds or ["product"], status=status)
    db.add(row)
    db.flush()
    return row


def jobs_in(db: Session) -> int:
    return db.scalar(select(func.count()).select_from(IndexJob)) or 0


@pytest.mark.parametrize(("method", "path"), [("POST", PROCESS), ("GET", "/api/models/jobs/1"), ("GET", STATUS)])
def test_only_admins(
    client: TestClient,
    db: Session,
    headers: dict[str, str],
    manager_headers: dict[str, str],
    method: str,
    path: str,
) -> None:
    for who in (headers, manager_headers):
        response = client.request(method, path, json={}, headers=who)
        assert response.status_code == 403
        assert response.json()["detail"] == "This needs the admin role."
    assert jobs_in(db) == 0


def test_process_every_kind(
    client: TestClient, db: Session, admin: User, admin_headers: dict[str, str], dispatched: list[Any]
) -> None:
    response = client.post(PROCESS, json={}, headers=admin_headers)
    assert response.status_code == 202
    body = response.json()
    assert body["status"] == "queued"
    assert body["kinds"] == list(KINDS)
    assert (body["total"], body["processed"], body["embedded"], body["removed"], body["error"]) == (0, 0, 0, 0, "")
    assert body["started_at"] is None and body["finished_at"] is None
    row = db.get(IndexJob, body["job_id"])
    assert row is not None
    assert (row.status, row.kinds, row.created_by_id) == ("queued", list(KINDS), admin.id)
    # queued once the request committed
    assert dispatched == [("ingest.rebuild", (row.id,))]


def test_process_some_kinds(
    client: TestClient, db: Session, admin_headers: dict[str, str], dispatched: list[Any]
) -> None:
    response = client.post(PROCESS, json={"kinds": ["quote", "product", "quote"]}, headers=admin_headers)
    assert response.status_code == 202
    assert response.json()["kinds"] == ["product", "quote"]
    row = db.get(IndexJob, response.json()["job_id"])
    assert row is not None and row.kinds == ["product", "quote"]


def test_process_refuses_an_unknown_kind(
    client: TestClient, db: Session, admin_headers: dict[str, str], dispatched: list[Any]
) -> None:
    response = client.post(PROCESS, json={"kinds": ["invoice"]}, headers=admin_headers)
    assert response.status_code == 422
    assert [e["field"] for e in response.json()["errors"]] == ["kinds.0"]
    assert jobs_in(db) == 0
    assert dispatched == []


@pytest.mark.parametrize("status", ["queued", "running"])
def test_one_rebuild_at_a_time(
    client: TestClient, db: Session, admin_headers: dict[str, str], dispatched: list[Any], status: str
) -> None:
    job(db, status)
    response = client.post(PROCESS, json={}, headers=admin_headers)
    assert response.status_code == 409
    assert response.json()["detail"] == index_admin.JOB_ACTIVE
    assert jobs_in(db) == 1
    assert dispatched == []


def test_a_finished_job_does_not_block(
    client: TestClient, db: Session, admin_headers: dict[str, str], dispatched: list[Any]
) -> None:
    job(db, "done")
    job(db, "failed")
    assert client.post(PROCESS, json={}, headers=admin_headers).status_code == 202
    assert jobs_in(db) == 3


def test_job_progress(client: TestClient, db: Session, admin_headers: dict[str, str]) -> None:
    row = job(db, "running", ["product", "note"])
    row.total, row.processed, row.embedded = 120, 64, 60
    db.flush()
    response = client.get(f"/api/models/jobs/{row.id}", headers=admin_headers)
    assert response.status_code == 200
    body = response.json()
    assert (body["job_id"], body["status"], body["kinds"]) == (row.id, "running", ["product", "note"])
    assert (body["total"], body["processed"], body["embedded"]) == (120, 64, 60)

    missing = client.get(f"/api/models/jobs/{row.id + 1000}", headers=admin_headers)
    assert missing.status_code == 404
    assert missing.json()["detail"] == "This index job does not exist."


def test_status_counts_records_documents_and_stale(
    client: TestClient, db: Session, admin_headers: dict[str, str]
) -> None:
    before = {k["kind"]: k for k in client.get(STATUS, headers=admin_headers).json()["kinds"]}
    first, second, third = (make_product(db) for _ in range(3))
    document(db, "product", first.id)
    document(db, "product", second.id, model="an-older-model")
    job(db, "done")
    latest = job(db, "failed")

    response = client.get(STATUS, headers=admin_headers)
    assert response.status_code == 200
    body = response.json()
    assert body["model"] == MODEL_NAME
    kinds = {k["kind"]: k for k in body["kinds"]}
    assert list(kinds) == list(KINDS)
    product = kinds["product"]
    assert product["records"] == before["product"]["records"] + 3
    assert product["documents"] == before["product"]["documents"] + 2
    assert product["stale"] == before["product"]["stale"] + 1
    # each new product's supplier is a new supplier record, with no document yet
    assert kinds["supplier"]["records"] == before["supplier"]["records"] + 3
    assert kinds["supplier"]["documents"] == before["supplier"]["documents"]
    assert body["last_job"]["job_id"] == latest.id
    assert third.id not in {d.record_id for d in db.scalars(select(Document).where(Document.kind == "product"))}


# ---- at server start --------------------------------------------------------------------------------------------


def test_start_rebuilds_the_kinds_missing_or_stale(db: Session, dispatched: list[Any]) -> None:
    for kind in KINDS:  # whatever the database holds, indexed and current
        for record_id in index_admin.BUILDERS[kind].ids(db):
            if db.scalar(select(Document.id).where(Document.kind == kind, Document.record_id == record_id)) is None:
                document(db, kind, record_id)
    db.execute(Document.__table__.update().values(model=MODEL_NAME))
    assert index_admin.refresh_on_start(db, in_process=True) is None

    product = make_product(db)  # a product and its supplier without documents
    document(db, "supplier", product.supplier_id, model="an-older-model")
    row = index_admin.refresh_on_start(db, in_process=True)
    assert row is not None
    assert (row.status, row.kinds, row.created_by_id) == ("queued", ["product", "supplier"], None)

    # a second start while that job is queued by a worker (with Redis) queues nothing more
    assert index_admin.refresh_on_start(db, in_process=False) is None
    assert jobs_in(db) == 1


def test_start_in_process_forgets_the_jobs_of_the_previous_process(db: Session, dispatched: list[Any]) -> None:
    interrupted = job(db, "running")
    make_product(db)
    row = index_admin.refresh_on_start(db, in_process=True)
    assert row is not None and row.id != interrupted.id
    db.refresh(interrupted)
    assert interrupted.status == "failed"
    assert interrupted.error == index_admin.INTERRUPTED
    assert interrupted.finished_at is not None
