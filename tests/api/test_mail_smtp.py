"""Mail relayed over SMTP to a real (loopback) aiosmtpd server, and what happens when the relay is down."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from contextlib import contextmanager

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from api.db import get_sessionmaker, session_scope
from api.devserver import free_port
from api.mail import service as mail
from api.mail.models import OutboxMessage
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


def test_reset_link_is_relayed_as_text_and_html(
    client: TestClient, db: Session, settings: Settings, smtp_server: Collector
) -> None:
    user = make_user(db, email="rita.reset@example.com")

    response = client.get(f"/api/auth/codeReset/{user.email}")

    assert response.status_code == 200
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
    row = db.scalars(select(OutboxMessage)).one()
    assert (row.to, row.transport, row.error) == ("rita.reset@example.com", "smtp", None)
    assert reset_token_in(row.text_body) == token


def test_a_mail_of_a_failed_unit_of_work_is_never_relayed(smtp_server: Collector) -> None:
    with pytest.raises(RuntimeError), contextmanager(session_scope)() as session:
        mail.send_mail(session, to=["never@example.com"], subject="Never", text="Rolled back")
        raise RuntimeError("the request failed")

    assert smtp_server.envelopes == []
    with get_sessionmaker()() as check:
        assert check.scalars(select(OutboxMessage).where(OutboxMessage.subject == "Never")).all() == []


def test_a_relay_that_is_down_does_not_break_the_request(
    client: TestClient, db: Session, smtp_down: None, caplog: pytest.LogCaptureFixture
) -> None:
    user = make_user(db)

    with caplog.at_level(logging.WARNING, logger="api.mail.service"):
        response = client.get(f"/api/auth/codeReset/{user.email}")

    assert response.status_code == 200
    row = db.scalars(select(OutboxMessage)).one()
    assert row.transport == "smtp"
    assert f"SMTP delivery of mail {row.id} failed" in caplog.text


def test_a_failed_delivery_is_written_on_its_outbox_row(
    settings: Settings, smtp_down: None, caplog: pytest.LogCaptureFixture
) -> None:
    # deliver() records the failure in its own session, so the row must be committed for it to see.
    make_session = get_sessionmaker()
    with make_session() as session:
        row = OutboxMessage(to="x@example.com", subject="Hello", text_body="Hi", html_body="", transport="smtp")
        session.add(row)
        session.commit()
        row_id, raw = row.id, mail.build_message(row, settings).as_string()
    try:
        with caplog.at_level(logging.WARNING, logger="api.mail.service"):
            mail.deliver(raw, row_id)

        with make_session() as session:
            error = session.scalars(select(OutboxMessage.error).where(OutboxMessage.id == row_id)).one()
        assert error is not None and "refused" in error.lower()
        assert f"SMTP delivery of mail {row_id} failed" in caplog.text
    finally:
        with make_session() as session:
            session.execute(delete(OutboxMessage).where(OutboxMessage.id == row_id))
            session.commit()
