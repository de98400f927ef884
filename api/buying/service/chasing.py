"""The daily round (Celery beat): a reminder to each supplier who has not answered a request whose deadline is
near, and requests past their deadline unanswered stored as expired."""

from __future__ import annotations

from datetime import date, timedelta
from functools import partial

from celery.schedules import crontab
from sqlalchemy import select
from sqlalchemy.orm import Session

from api.buying.models import SUBJECT, SupplierQuote, SupplierQuoteStatus
from api.buying.service import quotes, sending
from api.core.jobs import job
from api.db import get_sessionmaker, utcnow
from api.mail import compose as compose_mail
from api.records.service import activity
from api.settings import get_settings
from api.users.models import User

# A reminder goes when the deadline is this many days away or fewer (and not passed), once per request.
CHASE_DAYS_BEFORE = 2


def chase(session: Session, today: date | None = None) -> list[SupplierQuote]:
    """Mail a reminder (the request's link again) to the contacts of each request still unanswered whose deadline
    is within CHASE_DAYS_BEFORE days, once; stamp `chased_at` and log it. Returns the quotes chased."""
    today = today or date.today()
    due = session.scalars(
        select(SupplierQuote)
        .where(
            SupplierQuote.status == SupplierQuoteStatus.requested.value,
            SupplierQuote.chased_at.is_(None),
            SupplierQuote.response_deadline >= today,
            SupplierQuote.response_deadline <= today + timedelta(days=CHASE_DAYS_BEFORE),
        )
        .order_by(SupplierQuote.id)
        .with_for_update(skip_locked=True)
    )
    chased = []
    for quote in due:
        plan = sending.plan(session, quote, None)
        if plan.conflict or not plan.recipients:
            continue
        author = session.get(User, quote.created_by_id) if quote.created_by_id else None
        sender = author.full_name if author else get_settings().company_name
        compose = partial(sending.compose, plan, message="", sender_name=sender, chaser=True)
        compose_mail.to_each(session, plan.recipients, compose)
        quote.chased_at = utcnow()
        quotes.touch(quote)
        emails = ", ".join(r.email for r in plan.recipients)
        activity.record(session, SUBJECT, quote.id, None, "chase", f"Reminder sent to {emails}")
        chased.append(quote)
    return chased


def expire(session: Session, today: date | None = None) -> int:
    """Requests past their deadline and still unanswered are stored as expired (lists already read them so)."""
    today = today or date.today()
    rows = list(
        session.scalars(
            select(SupplierQuote).where(
                SupplierQuote.status == SupplierQuoteStatus.requested.value,
                SupplierQuote.response_deadline < today,
            )
        )
    )
    for quote in rows:
        quote.status = SupplierQuoteStatus.expired.value
        quotes.touch(quote)
        activity.record(
            session,
            SUBJECT,
            quote.id,
            None,
            "expire",
            f"Supplier quote {quote.number} expired unanswered",
            {"status": [SupplierQuoteStatus.requested.value, SupplierQuoteStatus.expired.value]},
        )
    return len(rows)


@job("buying.chase", schedule=crontab(hour=7, minute=30))
def chase_job() -> int:
    """Daily (Celery beat): reminders before the deadline, then expiry of requests past it."""
    with get_sessionmaker().begin() as session:
        count = len(chase(session))
        expire(session)
        return count
