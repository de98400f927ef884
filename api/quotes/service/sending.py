"""Sending a quote: the mail as it would go (preview), and sending it — the current version marked sent and
mailed, with its PDF, to each recipient."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from sqlalchemy.orm import Session

from api.core.errors import Conflict, FieldErrors
from api.crm.service.recipients import Recipient
from api.crm.service.recipients import recipients as crm_recipients
from api.db import utcnow
from api.mail import compose as compose_mail
from api.mail import service as mail
from api.mail.compose import Mail
from api.projects.models import Project
from api.quotes import pdf
from api.quotes.models import SUBJECT, Quote, QuoteStatus, QuoteVersion, VersionStatus
from api.quotes.service import content as content_service
from api.quotes.service import quotes
from api.records.service import activity
from api.settings import get_settings
from api.users.models import User

PDF_TYPE = "application/pdf"


@dataclass
class Plan(compose_mail.Blockers):
    """What sending the quote now would do, and why it cannot (problems)."""

    quote: Quote
    version: QuoteVersion
    recipients: list[Recipient]
    valid_until: date
    pdf_name: str
    public_url: str
    needs_check: bool


def recipients(session: Session, quote: Quote, contact_ids: list[int] | None) -> list[Recipient]:
    """The contacts asked for (each must be the customer's), else the quote's own (`crm.service.recipients`)."""
    return crm_recipients(session, quote.customer_id, contact_ids, lambda: quotes.contact_ids(session, quote.id))


def _locked_reason(quote: Quote, version: QuoteVersion) -> str | None:
    if quote.status in quotes.LOCKED:
        return f"Quote {quote.number} is {quote.status} and can no longer be sent."
    if version.status == VersionStatus.rejected.value:
        return (
            f"Version {version.version} of quote {quote.number} was rejected by the customer: "
            "save a change to start the next version, then send that."
        )
    return None


def plan(session: Session, quote: Quote, contact_ids: list[int] | None, today: date | None = None) -> Plan:
    today = today or date.today()
    version = quotes.version_of(session, quote)
    result = Plan(
        quote=quote,
        version=version,
        recipients=recipients(session, quote, contact_ids),
        valid_until=pdf.valid_until(version, today),
        pdf_name=pdf.filename(quote, version),
        public_url=quotes.public_url(quote, version.version),
        needs_check=quotes.needs_check(quote, version),
    )
    conflicts: list[str] = []
    locked = _locked_reason(quote, version)
    if locked:
        conflicts.append(locked)
    if not content_service.lines_of(session, version.id):
        conflicts.append(f"Quote {quote.number} has no lines: add at least one before sending it.")
    if result.needs_check:
        threshold = pdf.money(get_settings().quote_check_threshold)
        conflicts.append(
            f"Quote {quote.number} is over {threshold} and must be checked by a manager before it is sent."
        )
    if result.valid_until < today:
        conflicts.append(
            f"Quote {quote.number} was valid until {pdf.long_date(result.valid_until)}: "
            "set a later valid-until date before sending it."
        )
    result.settle(conflicts, result.recipients, bool(contact_ids), f"Quote {quote.number}")
    return result


def compose(session: Session, plan: Plan, recipient: Recipient | None, message: str, actor: User) -> Mail:
    """The mail one recipient gets: subject, HTML and plain-text bodies."""
    quote, version = plan.quote, plan.version
    project = session.get(Project, quote.project_id) if quote.project_id else None
    sender = session.get(User, quote.account_manager_id) if quote.account_manager_id else None
    values = {
        "greeting": compose_mail.greeting(recipient),
        "message": message,
        "number": quote.number,
        "version": version.version,
        "project_name": project.name if project else "",
        "total": pdf.money(version.total),
        "valid_until": pdf.long_date(plan.valid_until),
        "public_url": plan.public_url,
        "pdf_name": plan.pdf_name,
        "sender_name": (sender or actor).full_name,
        "company": compose_mail.company(),
    }
    subject = f"Quote {quote.number} (version {version.version}) from {get_settings().company_name}"
    return compose_mail.render(pdf.ENV, "quote_email", subject, values)


@dataclass
class Sent:
    quote: Quote
    recipients: list[Recipient]
    outbox_ids: list[int]


def send(session: Session, quote_id: int, contact_ids: list[int] | None, message: str, actor: User) -> Sent:
    """Send the current version: refused (409) when locked, empty, over the check threshold unchecked or
    out of date; 422 on `contact_ids` when nobody has an email. Re-sending the sent version mails again."""
    quote = quotes.get(session, quote_id, for_update=True)
    result = plan(session, quote, contact_ids)
    if result.conflict:
        raise Conflict(result.conflict)
    if result.no_recipient:
        raise FieldErrors({"contact_ids": result.no_recipient})
    version = result.version
    again = version.status == VersionStatus.sent.value
    if not again:
        version.status = VersionStatus.sent.value
        version.sent_at = utcnow()
        version.sent_by_id = actor.id
        version.valid_until = result.valid_until
    if quote.status != QuoteStatus.sent.value:
        # A new version after a rejection: the decision was on an earlier version.
        quote.decided_at = None
        quote.decided_by_name = ""
        quote.decision_reason = ""
    quote.status = QuoteStatus.sent.value
    quote.sent_version = version.version
    quote.valid_until = version.valid_until
    session.flush()
    document = mail.Attachment(result.pdf_name, PDF_TYPE, pdf.render(session, quote, version))
    outbox_ids = compose_mail.to_each(
        session, result.recipients, lambda recipient: compose(session, result, recipient, message, actor), [document]
    )
    emails = ", ".join(r.email for r in result.recipients)
    summary = f"Quote {quote.number} version {version.version} {'sent again' if again else 'sent'} to {emails}"
    changes = None if again else {"status": [VersionStatus.draft.value, VersionStatus.sent.value]}
    activity.record(session, SUBJECT, quote.id, actor, "send", summary, changes)
    quotes.touch(quote)
    return Sent(quote, result.recipients, outbox_ids)
