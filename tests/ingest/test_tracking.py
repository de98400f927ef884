"""Changes to the records the assistant reads queue `ingest.records` once the transaction commits, with the
(kind, id) of each changed record; a rollback queues nothing, and nothing is queued when the setting is off."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

import pytest
from sqlalchemy import select
from sqlalchemy.orm import Session

from api.core.jobs import JOBS
from api.crm import Kind, Subject
from api.db import rollback, run_after_commit
from api.quotes.models import QuoteLine, QuoteVersion
from api.records.models import Note
from api.settings import get_settings
from ingest import tasks, tracking
from ingest.documents import BUILDERS
from ingest.models import Document
from ingest.tracking import QUOTE_VERSION
from tests.api.quotes.factories import make_quote
from tests.factories import make_organisation, make_product, make_project, make_user
from tests.jobs import recorded

Dispatched = list[tuple[str, tuple[Any, ...]]]


@pytest.fixture
def dispatched(monkeypatch: pytest.MonkeyPatch) -> Dispatched:
    """The jobs sent (instead of running them): (name, args)."""
    sent: Dispatched = []
    monkeypatch.setattr("api.core.jobs.enqueue", recorded(sent))
    return sent


@pytest.fixture
def indexing(monkeypatch: pytest.MonkeyPatch) -> None:
    """BRICKMATE_INDEX_ON_CHANGE on, as it is outside the tests."""
    on = get_settings().model_copy(update={"index_on_change": True})
    monkeypatch.setattr(tracking, "get_settings", lambda: on)


def commit(db: Session) -> None:
    """The unit of work's end as api.db.session_scope ends it: commit, then the after-commit jobs."""
    db.commit()
    run_after_commit(db)


def changes(sent: Dispatched) -> set[tuple[str, int]]:
    assert all(name == "ingest.records" for name, _ in sent)
    return {(kind, record_id) for _, (pairs,) in sent for kind, record_id in pairs}


def test_a_committed_change_queues_its_records(db: Session, dispatched: Dispatched, indexing: None) -> None:
    supplier = make_organisation(db, kind=Kind.supplier)
    product = make_product(db, supplier)
    assert dispatched == []  # nothing before the commit
    commit(db)
    [(name, (pairs,))] = dispatched
    assert name == "ingest.records"
    # JSON-friendly pairs, sorted, once each
    assert pairs == sorted([["organisation", supplier.id], ["product", product.id]])

    dispatched.clear()
    product.list_price = Decimal("700.00")
    db.flush()
    product.lead_time_days = 9
    db.flush()
    commit(db)
    assert dispatched == [("ingest.records", ([["product", product.id]],))]

    dispatched.clear()
    commit(db)  # nothing changed
    assert dispatched == []


def test_every_tracked_record_is_reported(db: Session, dispatched: Dispatched, indexing: None) -> None:
    user = make_user(db)
    customer = make_organisation(db, name="Acme Homes")
    project = make_project(db, customer=customer)
    note = Note(subject_type=Subject.organisation.value, subject_id=customer.id, author_id=user.id, body="Call")
    db.add(note)
    quote = make_quote(db, customer=customer, actor=user, project=project)
    commit(db)
    reported = changes(dispatched)
    assert {("organisation", customer.id), ("project", project.id), ("note", note.id), ("quote", quote.id)} <= reported
    # users are not documents (contacts are since issue 14: the quote's contact is reported)
    kinds = {"organisation", "contact", "project", "note", "quote", "product", QUOTE_VERSION}
    assert not {kind for kind, _ in reported} - kinds


def test_a_quote_line_change_reaches_its_quote(db: Session, dispatched: Dispatched, indexing: None) -> None:
    quote = make_quote(db)
    commit(db)
    dispatched.clear()
    line = quote_line(db, quote.id)
    assert line is not None
    line.description = "Red multi stock, 65mm"
    db.flush()
    commit(db)
    assert changes(dispatched) == {(QUOTE_VERSION, line.version_id)}
    # the job finds the quote of the version
    [(_, (pairs,))] = dispatched
    assert tasks._resolve(db, pairs) == [("quote", quote.id)]


def quote_line(db: Session, quote_id: int) -> QuoteLine | None:
    return db.scalars(
        select(QuoteLine)
        .join(QuoteVersion, QuoteVersion.id == QuoteLine.version_id)
        .where(QuoteVersion.quote_id == quote_id)
    ).first()


def test_a_deletion_is_reported(db: Session, dispatched: Dispatched, indexing: None) -> None:
    org = make_organisation(db, kind=Kind.other)
    commit(db)
    dispatched.clear()
    org_id = org.id
    db.delete(org)
    db.flush()
    commit(db)
    assert changes(dispatched) == {("organisation", org_id)}


def test_a_rollback_queues_nothing(db: Session, dispatched: Dispatched, indexing: None) -> None:
    make_product(db)
    rollback(db)
    commit(db)
    assert dispatched == []

    # a plain session rollback forgets the changes too, though its after-commit hook stays registered
    make_product(db)
    db.rollback()
    commit(db)
    assert dispatched == []

    # and the next committed change is reported alone
    product = make_product(db)
    commit(db)
    assert changes(dispatched) >= {("product", product.id)}
    assert len(dispatched) == 1


def test_a_rolled_back_savepoint_keeps_the_rest_of_the_transaction(
    db: Session, dispatched: Dispatched, indexing: None
) -> None:
    """An import runs each row in a savepoint; a rejected row must not drop the rows already imported."""
    first = make_organisation(db, name="First row Ltd")
    savepoint = db.begin_nested()
    make_organisation(db, name="Rejected row Ltd")
    savepoint.rollback()
    commit(db)
    assert ("organisation", first.id) in changes(dispatched)


def test_nothing_is_queued_when_indexing_on_change_is_off(db: Session, dispatched: Dispatched) -> None:
    assert get_settings().index_on_change is False  # tests/conftest.py turns it off for every test
    make_product(db)
    commit(db)
    assert dispatched == []


def test_the_queued_job_indexes_the_change(
    db: Session, dispatched: Dispatched, indexing: None, jobs_in_test_transaction: Any
) -> None:
    """What the job makes of what was queued: the committed record's document."""
    product = make_product(db, name="Tracked brick")
    commit(db)
    [(name, (pairs,))] = dispatched
    JOBS[name](pairs)
    doc = db.scalar(select(Document).where(Document.kind == "product", Document.record_id == product.id))
    assert doc is not None and doc.title == "Product: Tracked brick"
    assert doc.content_hash == BUILDERS["product"].build(db, [product.id])[0].content_hash


def test_the_job_run_twice_leaves_one_document_and_an_ended_rebuild_is_not_run_again(
    db: Session, dispatched: Dispatched, indexing: None, jobs_in_test_transaction: Any
) -> None:
    """A job is delivered at least once (a worker killed mid-job leaves it to another): running it again is harmless."""
    product = make_product(db, name="Twice brick")
    commit(db)
    [(name, (pairs,))] = dispatched
    JOBS[name](pairs)
    first = db.scalars(select(Document).where(Document.kind == "product", Document.record_id == product.id)).one()
    embedded_at = first.embedded_at

    JOBS[name](pairs)  # the second delivery

    again = db.scalars(select(Document).where(Document.kind == "product", Document.record_id == product.id)).all()
    assert [(d.id, d.content_hash, d.embedded_at) for d in again] == [(first.id, first.content_hash, embedded_at)]
    job = tasks.start_job(db, ["product"], None)
    job.status = "done"
    db.flush()
    JOBS["ingest.rebuild"](job.id)
    db.refresh(job)
    assert (job.status, job.started_at) == ("done", None)
