"""The index jobs: a rebuild of some or all kinds keeps its progress on its IndexJob row and ends done or failed;
the nightly job rebuilds everything."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pytest
from sqlalchemy import func, select
from sqlalchemy.orm import Session, sessionmaker

from api.core.jobs import BACKGROUND, JOBS
from api.crm import Kind
from ingest import embedder, sync, tasks
from ingest.documents import KINDS
from ingest.models import Document, IndexJob
from tests.factories import make_organisation, make_product, make_user


def counts(db: Session) -> dict[str, int]:
    return dict(db.execute(select(Document.kind, func.count()).group_by(Document.kind)).tuples().all())


def job_row(db: Session, job_id: int) -> IndexJob:
    db.expire_all()
    row = db.get(IndexJob, job_id)
    assert row is not None
    return row


def test_start_job_queues_a_row(db: Session) -> None:
    user = make_user(db)
    row = tasks.start_job(db, ["product", "quote"], user.id)
    assert row.id is not None
    assert (row.kinds, row.status, row.created_by_id) == (["product", "quote"], "queued", user.id)
    assert (row.total, row.processed, row.embedded, row.removed, row.error) == (0, 0, 0, 0, "")
    assert row.started_at is None and row.finished_at is None


def test_a_rebuild_of_some_kinds(db: Session, jobs_in_test_transaction: sessionmaker[Session]) -> None:
    supplier = make_organisation(db, kind=Kind.supplier, name="Ibstock Brick Ltd")
    for _ in range(3):
        make_product(db, supplier)
    make_organisation(db, name="Acme Homes")
    job_id = tasks.start_job(db, ["product", "supplier"], None).id
    db.flush()

    JOBS["ingest.rebuild"](job_id)

    row = job_row(db, job_id)
    assert row.status == "done"
    assert (row.total, row.processed, row.embedded, row.removed) == (4, 4, 4, 0)
    assert row.error == ""
    assert row.started_at is not None and row.finished_at is not None and row.started_at <= row.finished_at
    assert counts(db) == {"product": 3, "supplier": 1}  # the customer's kind was not asked for

    # a second run finds everything up to date
    again = tasks.start_job(db, ["product", "supplier"], None).id
    JOBS["ingest.rebuild"](again)
    assert (job_row(db, again).status, job_row(db, again).embedded, job_row(db, again).processed) == ("done", 0, 4)


def test_progress_is_kept_on_the_row_while_it_runs(
    db: Session, jobs_in_test_transaction: sessionmaker[Session], monkeypatch: pytest.MonkeyPatch
) -> None:
    """What a reader of GET /models/jobs/{id} sees between chunks: running, with the counts so far."""
    make_product(db)
    make_organisation(db, name="Acme Homes")
    job_id = tasks.start_job(db, [], None).id  # no kinds: all of them
    seen: list[tuple[str, int, int, int]] = []
    real = sync.reconcile

    def watched(
        session: Session, kinds: Sequence[str], progress: Callable[[int, int, sync.Result], None] | None = None
    ) -> sync.Result:
        assert list(kinds) == list(KINDS)

        def report(done: int, total: int, result: sync.Result) -> None:
            assert progress is not None
            progress(done, total, result)
            with jobs_in_test_transaction() as reader:
                row = reader.get(IndexJob, job_id)
                assert row is not None
                seen.append((row.status, row.processed, row.total, row.embedded))

        return real(session, kinds, report)

    monkeypatch.setattr(sync, "reconcile", watched)
    JOBS["ingest.rebuild"](job_id)
    # one product, its supplier and one customer: a chunk each, in the order of KINDS
    assert seen == [("running", 1, 3, 1), ("running", 2, 3, 2), ("running", 3, 3, 3)]
    assert job_row(db, job_id).status == "done"


def test_a_failed_rebuild_is_recorded(
    db: Session, jobs_in_test_transaction: sessionmaker[Session], monkeypatch: pytest.MonkeyPatch
) -> None:
    make_product(db)

    def broken(texts: Sequence[str]) -> list[list[float]]:
        raise RuntimeError("model files missing")

    monkeypatch.setattr(embedder, "embed", broken)
    job_id = tasks.start_job(db, ["product"], None).id
    JOBS["ingest.rebuild"](job_id)
    row = job_row(db, job_id)
    assert row.status == "failed"
    assert row.error == "model files missing"
    assert row.finished_at is not None
    assert counts(db) == {}  # nothing half-done was kept


def test_a_missing_job_row_is_ignored(db: Session, jobs_in_test_transaction: sessionmaker[Session]) -> None:
    JOBS["ingest.rebuild"](987654321)
    assert counts(db) == {}


def test_the_nightly_job_rebuilds_every_kind(db: Session, jobs_in_test_transaction: sessionmaker[Session]) -> None:
    make_product(db)
    make_organisation(db, kind=Kind.company, name="Brickmate Building Supplies")
    JOBS["ingest.nightly"]()
    row = db.scalars(select(IndexJob).order_by(IndexJob.id.desc())).first()
    assert row is not None
    assert (row.kinds, row.status, row.created_by_id) == (list(KINDS), "done", None)
    assert counts(db) == {"product": 1, "supplier": 1, "company": 1}


def test_the_jobs_run_in_the_background_without_redis() -> None:
    assert {"ingest.records", "ingest.rebuild"} <= BACKGROUND
