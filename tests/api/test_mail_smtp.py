"""Mail relayed over SMTP to a real (loopback) aiosmtpd server by the `mail.deliver` job the request queued in its
transaction (never inside the request), what happens when the relay is down (retries with back-off, then failed),
and a mail going out once however often its job runs."""

from __future__ import annotations

import logging
import time
from collections.abc import Iterator
from contextlib import contextmanager, nullcontext
from datetime import timedelta

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import func, select, update
from sqlalchemy.orm import Session

from api.core import relay
from api.core.job_outbox import JobOutbox
from api.db import get_sessionmaker, session_scope
from api.devserver import free_port
from api.mail import service as mail
from api.mail.models import MailStatus, OutboxMessage
from api.settings import Settings
from tests.factories import make_user, reset_token_in
from tests.smtp import Collector, smtp_collector


@pytest.fixture
def smtp_server(settings: Settings, monkeypatch: pytest.MonkeyPatch) -> Iterator[Collector]:
    with smtp_collector() as collector:
        monkeypatch.setattr(settings, "smtp_host", "127.0.0.1")
        monkeypatch.setattr(settings, "smtp_port", collector.port)
        yield collector


@pytest.fixture
def smtp_down(settings: Settings, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(settings, "smtp_host", "127.0.0.1")
    monkeypatch.setattr(settings, "smtp_port", free_port())


@pytest.fixture
def jobs_on_test_session(db: Session, monkeypatch: pytest.MonkeyPatch) -> None:
    """The mail job works in the test's transaction (it sees what the test and the request wrote)."""
    monkeypatch.setattr(mail, "get_sessionmaker", lambda: lambda: nullcontext(db))


def queued(db: Session, name: str = mail.DELIVER) -> list[JobOutbox]:
    return list(db.scalars(select(JobOutbox).where(JobOutbox.name == name).order_by(JobOutbox.id)))


def queue_mail(db: Session, subject: str = "Hello") -> OutboxMessage:
    row = mail.send_mail(db, to=["x@example.com"], subject=subject, text="Hi", html="<p>Hi</p>")
    db.commit()
    return row


def test_the_request_queues_the_mail_and_the_job_relays_it_as_text_and_html(
    client: TestClient, db: Session, settings: Settings, smtp_server: Collector, jobs_on_test_session: None
) -> None:
    user = make_user(db, email="rita.reset@example.com")

    response = client.get(f"/api/auth/codeReset/{user.email}")

    assert response.status_code == 200
    assert smtp_server.envelopes == []  # nothing relayed inside the request
    row = db.scalars(select(OutboxMessage)).one()
    assert (row.transport, row.status, row.attempts) == ("smtp", "pending", 0)
    [job] = queued(db)
    assert (job.args, job.relayed_at) == ([row.id], None)

    assert relay.run_pending(db) == 1

    assert [e.rcpt_tos for e in smtp_server.envelopes] == [["rita.reset@example.com"]]
    [message] = smtp_server.messages()
    assert message["To"] == "rita.reset@example.com"
    assert message["From"] == settings.smtp_from
    assert message["Subject"] == "Reset your Brickmate password"
    assert message.get_content_type() == "multipart/alternative"
    text, html = message.get_body(("plain",)), message.get_body(("html",))
    assert text is not None and html is not None
    token = reset_token_in(text.get_content())
    assert f"/password-reset/{token}" in html.get_content()
    db.refresh(row)
    assert (row.to, row.status, row.attempts, row.error) == ("rita.reset@example.com", "sent", 1, None)
    assert row.sent_at is not None
    assert reset_token_in(row.text_body) == token
    db.refresh(job)
    assert job.relayed_at is not None and job.error is None


def test_a_mail_of_a_failed_unit_of_work_is_never_queued(settings: Settings, smtp_server: Collector) -> None:
    with pytest.raises(RuntimeError), contextmanager(session_scope)() as session:
        mail.send_mail(session, to=["never@example.com"], subject="Never", text="Rolled back")
        raise RuntimeError("the request failed")

    assert smtp_server.envelopes == []
    with get_sessionmaker()() as check:
        assert check.scalars(select(OutboxMessage).where(OutboxMessage.subject == "Never")).all() == []
        assert check.scalar(select(func.count()).select_from(JobOutbox).where(JobOutbox.relayed_at.is_(None))) == 0


def test_a_relay_that_is_down_never_holds_up_the_request(client: TestClient, db: Session, smtp_down: None) -> None:
    user = make_user(db)

    started = time.monotonic()
    response = client.get(f"/api/auth/codeReset/{user.email}")

    assert response.status_code == 200
    assert time.monotonic() - started < 5
    row = db.scalars(select(OutboxMessage)).one()
    assert (row.status, row.error) == ("pending", None)


def test_a_refused_mail_is_retried_with_back_off_then_marked_failed(
    db: Session, settings: Settings, smtp_down: None, jobs_on_test_session: None, caplog: pytest.LogCaptureFixture
) -> None:
    row = queue_mail(db)
    now = db.scalar(select(func.now()))
    assert now is not None

    with caplog.at_level(logging.WARNING, logger="api.mail.service"):
        assert relay.run_pending(db) == 1  # the retry is not due yet, so only the first attempt ran

    db.refresh(row)
    assert (row.status, row.attempts) == ("retrying", 1)
    assert row.error is not None and "refused" in row.error.lower()
    assert row.next_attempt_at == now + timedelta(seconds=settings.mail_retry_seconds)
    assert f"SMTP delivery of mail {row.id} failed (attempt 1)" in caplog.text
    first, retry = queued(db)
    assert first.relayed_at is not None and retry.relayed_at is None
    assert (retry.args, retry.run_after) == ([row.id], row.next_attempt_at)

    # Each later attempt waits twice as long; the last one marks the mail failed.
    for attempt in range(2, settings.mail_max_attempts + 1):
        db.execute(update(OutboxMessage).where(OutboxMessage.id == row.id).values(next_attempt_at=now))
        mail.deliver(row.id)
        db.refresh(row)
        assert row.attempts == attempt
        if attempt < settings.mail_max_attempts:
            assert row.status == "retrying"
            delay = min(settings.mail_retry_seconds * 2 ** (attempt - 1), mail.MAX_RETRY_SECONDS)
            assert row.next_attempt_at == now + timedelta(seconds=delay)
    assert (row.status, row.next_attempt_at) == ("failed", None)
    assert row.error is not None


def test_an_attempt_not_yet_due_sends_nothing_and_looks_again_then(
    db: Session, smtp_server: Collector, jobs_on_test_session: None
) -> None:
    row = queue_mail(db)
    later = db.scalar(select(func.now() + timedelta(minutes=5)))
    db.execute(
        update(OutboxMessage)
        .where(OutboxMessage.id == row.id)
        .values(status=MailStatus.retrying.value, attempts=1, next_attempt_at=later)
    )

    mail.deliver(row.id)

    assert smtp_server.envelopes == []
    assert queued(db)[-1].run_after == later


def test_a_mail_goes_out_once_however_often_its_job_runs(
    db: Session, smtp_server: Collector, jobs_on_test_session: None
) -> None:
    row = queue_mail(db)

    mail.deliver(row.id)
    mail.deliver(row.id)
    mail.deliver("an older message's raw mail", row.id)

    assert len(smtp_server.envelopes) == 1
    db.refresh(row)
    assert (row.status, row.attempts) == ("sent", 1)


def test_a_live_claim_is_left_to_its_worker_and_looked_at_when_it_lapses(
    db: Session, settings: Settings, smtp_server: Collector, jobs_on_test_session: None
) -> None:
    row = queue_mail(db)
    claimed = db.scalar(select(func.now()))
    assert claimed is not None
    db.execute(
        update(OutboxMessage)
        .where(OutboxMessage.id == row.id)
        .values(status=MailStatus.sending.value, attempts=1, claimed_at=claimed)
    )

    mail.deliver(row.id)  # another worker is sending it right now

    assert smtp_server.envelopes == []
    assert queued(db)[-1].run_after == claimed + mail.claim_lapses_after(settings)


def test_a_claim_cut_off_by_a_dead_worker_is_sent_by_the_next_run(
    db: Session, settings: Settings, smtp_server: Collector, jobs_on_test_session: None
) -> None:
    row = queue_mail(db)
    long_ago = db.scalar(select(func.now() - mail.claim_lapses_after(settings) - timedelta(seconds=1)))
    db.execute(
        update(OutboxMessage)
        .where(OutboxMessage.id == row.id)
        .values(status=MailStatus.sending.value, attempts=1, claimed_at=long_ago)
    )

    mail.deliver(row.id)

    assert len(smtp_server.envelopes) == 1
    db.refresh(row)
    assert (row.status, row.attempts) == ("sent", 2)


def test_without_smtp_a_mail_stays_in_the_outbox_and_queues_nothing(db: Session) -> None:
    row = queue_mail(db)

    assert (row.transport, row.status) == ("outbox", "outbox")
    assert queued(db) == []
