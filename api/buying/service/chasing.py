"""The daily beat job on requests for prices: a chaser mail to each supplier who has not answered, CHASE_DAYS
before the response deadline (once per supplier quote: `chased_at`), and requests past their deadline unanswered
marked expired. Suppliers who answered, declined, or were withdrawn are left alone."""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import date, timedelta
from pathlib import Path

from celery.schedules import crontab
from jinja2 import Environment, FileSystemLoader, StrictUndefined
from sqlalchemy import select
from sqlalchemy.orm import Session

from api.buying.models import SUBJECT, SupplierQuote, SupplierQuoteContact, SupplierQuoteStatus
from api.core.jobs import job
from api.crm import Contact
from api.db import get_sessionmaker, utcnow
from api.mail import service as mail
from api.quotes.pdf import long_date
from api.records.service import activity
from api.settings import get_settings

log = logging.getLogger(__name__)
# How long before the deadline the chaser goes.
CHASE_DAYS = 2
ENV = Environment(
    loader=FileSystemLoader(Path(__file__).resolve().parent.parent / "templates"),
    undefined=StrictUndefined,
    trim_blocks=True,
    lstrip_blocks=True,
)


@dataclass
class Result:
    chased: list[int]
    expired: list[int]


def public_url(quote: SupplierQuote) -> str:
    return f"{get_settings().public_url.rstrip('/')}/supplier-quote/{quote.uuid}"


def _chase(session: Session, quote: SupplierQuote) -> bool:
    contacts = list(
        session.scalars(
            select(Contact)
            .join(SupplierQuoteContact, SupplierQuoteContact.contact_id == Contact.id)
            .where(SupplierQuoteContact.supplier_quote_id == quote.id, Contact.email != "")
            .order_by(Contact.last_name, Contact.id)
        )
    )
    if not contacts:
        return False
    settings = get_settings()
    text = ENV.get_template("chaser_email.txt").render(
        greeting=f"Dear {contacts[0].first_name}," if len(contacts) == 1 else "Dear Sir or Madam,",
        number=quote.number,
        deadline=long_date(quote.response_deadline),
        site_postcode=quote.site_postcode,
        required=long_date(quote.required_on_site),
        public_url=public_url(quote),
        company={"name": settings.company_name, "phone": settings.company_phone},
    )
    mail.send_mail(
        session,
        to=[c.email for c in contacts],
        subject=f"Reminder: your prices for {quote.number} are due {long_date(quote.response_deadline)}",
        text=text,
    )
    return True


def run(session: Session, today: date | None = None) -> Result:
    today = today or date.today()
    requested = SupplierQuote.status == SupplierQuoteStatus.requested.value
    due = session.scalars(
        select(SupplierQuote)
        .where(
            requested,
            SupplierQuote.chased_at.is_(None),
            SupplierQuote.response_deadline >= today,
            SupplierQuote.response_deadline <= today + timedelta(days=CHASE_DAYS),
        )
        .order_by(SupplierQuote.id)
        .with_for_update(skip_locked=True)
    )
    chased = []
    for quote in due:
        if _chase(session, quote):
            quote.chased_at = utcnow()
            activity.record(
                session, SUBJECT, quote.id, None, "chased", f"{quote.number}: reminder mailed to the supplier"
            )
            chased.append(quote.id)
    late = session.scalars(
        select(SupplierQuote)
        .where(requested, SupplierQuote.response_deadline < today)
        .order_by(SupplierQuote.id)
        .with_for_update(skip_locked=True)
    )
    expired = []
    for quote in late:
        quote.status = SupplierQuoteStatus.expired.value
        quote.row_version += 1
        summary = f"{quote.number}: no answer by the deadline ({long_date(quote.response_deadline)})"
        activity.record(session, SUBJECT, quote.id, None, "expired", summary, {"status": ["requested", "expired"]})
        expired.append(quote.id)
    session.flush()
    return Result(chased, expired)


@job("buying.chase", schedule=crontab(hour=7, minute=30))
def chase_job() -> dict[str, int]:
    """Daily (Celery beat): chase suppliers before the deadline; expire requests past it."""
    with get_sessionmaker().begin() as session:
        result = run(session)
    log.info("buying.chase: %d chased, %d expired", len(result.chased), len(result.expired))
    return {"chased": len(result.chased), "expired": len(result.expired)}
