"""The daily round: a reminder before the deadline to suppliers who have not answered, once; expiry after it."""

from __future__ import annotations

from datetime import date, timedelta

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.buying.service import chasing
from api.core.jobs import JOBS
from api.mail.models import OutboxMessage
from tests.api.buying.factories import make_answered, make_sent


def test_a_reminder_goes_once_to_those_who_have_not_answered(db: Session) -> None:
    today = date(2026, 12, 1)
    due = make_sent(db, response_deadline="2026-12-03")
    later = make_sent(db, response_deadline="2026-12-10")
    answered = make_answered(db, response_deadline="2026-12-02")
    before = db.scalar(select(func.count()).select_from(OutboxMessage)) or 0
    chased = chasing.chase(db, today)
    assert [q.id for q in chased] == [due.id]
    assert due.chased_at is not None and later.chased_at is None and answered.chased_at is None
    mails = list(db.scalars(select(OutboxMessage).order_by(OutboxMessage.id.desc()).limit(1)))
    assert (db.scalar(select(func.count()).select_from(OutboxMessage)) or 0) == before + 1
    assert mails[0].subject.startswith(f"Reminder: request for prices {due.number}")
    assert f"/supplier-quote/{due.uuid}" in mails[0].text_body and "3 December 2026" in mails[0].text_body
    assert chasing.chase(db, today) == []


def test_requests_past_their_deadline_unanswered_expire(db: Session) -> None:
    late = make_sent(db, response_deadline=str(date.today() - timedelta(days=1)))
    answered = make_answered(db)
    answered.response_deadline = date.today() - timedelta(days=1)
    assert chasing.expire(db) >= 1
    assert late.status == "expired" and answered.status == "answered"
    assert "buying.chase" in JOBS
