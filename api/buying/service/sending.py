"""Sending a request for prices: the mail as it would go (preview), and sending it — the current version marked
sent, the quote requested, and each of the supplier's contacts mailed the public link `/supplier-quote/{uuid}`
through the mail outbox. The mail names no customer and no price of ours."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.buying.models import (
    SUBJECT,
    SupplierQuote,
    SupplierQuoteContact,
    SupplierQuoteLine,
    SupplierQuoteStatus,
    SupplierQuoteVersion,
    VersionStatus,
)
from api.buying.models.vocabulary import OFFLOAD_LABELS, OffloadMethod
from api.buying.service import header as header_service
from api.buying.service import quotes
from api.core.errors import Conflict, FieldErrors
from api.crm import Contact
from api.crm.service.recipients import Recipient
from api.crm.service.recipients import recipients as crm_recipients
from api.db import utcnow
from api.mail import compose as compose_mail
from api.mail.compose import Mail
from api.quotes.pdf import long_date
from api.records.service import activity
from api.settings import get_settings
from api.users.models import User

TEMPLATES = Path(__file__).resolve().parent.parent / "templates"
ENV = compose_mail.templates(TEMPLATES)


@dataclass
class Plan(compose_mail.Blockers):
    """What sending the quote now would do, and why it cannot (problems)."""

    quote: SupplierQuote
    version: SupplierQuoteVersion
    recipients: list[Recipient]
    public_url: str
    line_count: int


@dataclass
class Known:
    """What sending several quotes of a request needs, read for all of them at once: each quote's newest version,
    its line count, and the quote's own contacts."""

    versions: dict[int, SupplierQuoteVersion]
    line_counts: dict[int, int]
    contacts: dict[int, dict[int, Contact]]


def known(session: Session, targets: list[SupplierQuote]) -> Known:
    ids = [q.id for q in targets]
    newest = {q.id: q.current_version for q in targets}
    versions = {
        v.supplier_quote_id: v
        for v in session.scalars(
            select(SupplierQuoteVersion).where(
                SupplierQuoteVersion.supplier_quote_id.in_(ids),
                SupplierQuoteVersion.version.in_(set(newest.values())),
            )
        )
        if newest[v.supplier_quote_id] == v.version
    }
    counts = dict(
        session.execute(
            select(SupplierQuoteLine.version_id, func.count())
            .where(SupplierQuoteLine.version_id.in_([v.id for v in versions.values()]))
            .group_by(SupplierQuoteLine.version_id)
        ).all()
    )
    contacts: dict[int, dict[int, Contact]] = {i: {} for i in ids}
    rows = session.execute(
        select(SupplierQuoteContact.supplier_quote_id, Contact)
        .join(Contact, Contact.id == SupplierQuoteContact.contact_id)
        .where(SupplierQuoteContact.supplier_quote_id.in_(ids))
    )
    for quote_id, contact in rows:
        contacts[quote_id][contact.id] = contact
    return Known(versions, {v.id: counts.get(v.id, 0) for v in versions.values()}, contacts)


def recipients(
    session: Session, quote: SupplierQuote, contact_ids: list[int] | None, known: Known | None = None
) -> list[Recipient]:
    """The contacts asked for (each must be the party's), else the quote's own (`crm.service.recipients`; read
    already when `known`)."""
    own = known.contacts.get(quote.id, {}) if known is not None else None
    return crm_recipients(session, quote.supplier_id, contact_ids, lambda: quotes.contact_ids(session, quote.id), own)


def _locked_reason(quote: SupplierQuote) -> str | None:
    if quote.status in quotes.LOCKED:
        return f"Supplier quote {quote.number} is {quote.status} and can no longer be sent."
    return None


def plan(session: Session, quote: SupplierQuote, contact_ids: list[int] | None, known: Known | None = None) -> Plan:
    """What sending would do. The version sent is the newest one; an answered newest version is not sent again
    (save a change first, which starts the next version). `known`: read already for several quotes."""
    version = known.versions.get(quote.id) if known else None
    if version is None:
        version = quotes.version_of(session, quote)
        line_count = quotes.line_count(session, version.id)
    else:
        line_count = known.line_counts[version.id] if known else 0
    result = Plan(quote, version, recipients(session, quote, contact_ids, known), quotes.public_url(quote), line_count)
    conflicts = []
    locked = _locked_reason(quote)
    if locked:
        conflicts.append(locked)
    if not line_count:
        conflicts.append(f"Supplier quote {quote.number} has no lines: add at least one before sending it.")
    # A request (not a revised answer, whose page stays open) past its reply-by date would open closed.
    if quote.status != SupplierQuoteStatus.answered.value and header_service.reply_by_passed(quote.response_deadline):
        conflicts.append(
            f"The reply-by date of {quote.number} ({long_date(quote.response_deadline)}) has passed: the supplier's "
            "page would open closed. Choose a later date on the quote, then send it."
        )
    if version.status == VersionStatus.answered.value:
        conflicts.append(
            f"Version {version.version} of {quote.number} is already answered: save a change to start the next "
            "version, then send that."
        )
    result.settle(conflicts, result.recipients, bool(contact_ids), f"Supplier quote {quote.number}")
    return result


def compose(plan: Plan, recipient: Recipient | None, message: str, sender_name: str, *, chaser: bool = False) -> Mail:
    """The mail one recipient gets. Only what the supplier needs: the request's number, dates, the site's postcode,
    the offload, the link; never our customer, the customer quote or any price of ours."""
    quote = plan.quote
    offload = OFFLOAD_LABELS.get(OffloadMethod(quote.offload_method), "") if quote.offload_method else ""
    values = {
        "greeting": compose_mail.greeting(recipient),
        "message": message,
        "chaser": chaser,
        "number": quote.number,
        "line_count": plan.line_count,
        "required_on_site": long_date(quote.required_on_site),
        "response_deadline": long_date(quote.response_deadline),
        "site_postcode": quote.site_postcode,
        "offload": offload,
        "public_url": plan.public_url,
        "sender_name": sender_name,
        "company": compose_mail.company(),
    }
    prefix = "Reminder: request" if chaser else "Request"
    subject = f"{prefix} for prices {quote.number} from {get_settings().company_name}"
    return compose_mail.render(ENV, "request_email", subject, values)


@dataclass
class Sent:
    quote: SupplierQuote
    recipients: list[Recipient]
    outbox_ids: list[int]


def send_one(
    session: Session,
    quote: SupplierQuote,
    contact_ids: list[int] | None,
    message: str,
    actor: User,
    known: Known | None = None,
) -> Sent:
    """Send the newest version: refused (409) when ordered or withdrawn, empty, or already answered; 422 on
    `contact_ids` when nobody has an email. Sending the sent version again mails it again. A declined request
    sent again is requested again."""
    result = plan(session, quote, contact_ids, known)
    if result.conflict:
        raise Conflict(result.conflict)
    if result.no_recipient:
        raise FieldErrors({"contact_ids": result.no_recipient})
    version = result.version
    again = version.status == VersionStatus.sent.value
    now = utcnow()
    if not again:
        version.status = VersionStatus.sent.value
        version.sent_at = now
        version.sent_by_id = actor.id
    before = quote.status
    if quote.status in (
        SupplierQuoteStatus.draft.value,
        SupplierQuoteStatus.declined.value,
        SupplierQuoteStatus.expired.value,
    ):
        quote.status = SupplierQuoteStatus.requested.value
        quote.declined_at = None
        quote.decline_reason = ""
    quote.sent_version = version.version
    quote.sent_at = now
    quotes.touch(quote)
    session.flush()
    outbox_ids = compose_mail.to_each(
        session, result.recipients, lambda recipient: compose(result, recipient, message, actor.full_name)
    )
    emails = ", ".join(r.email for r in result.recipients)
    summary = f"Supplier quote {quote.number} version {version.version} {'sent again' if again else 'sent'} to {emails}"
    changes = None if before == quote.status else {"status": [before, quote.status]}
    activity.record(session, SUBJECT, quote.id, actor, "send", summary, changes)
    return Sent(quote, result.recipients, outbox_ids)


def quotes_to_send(session: Session, quote_id: int | None, request_id: int | None) -> list[SupplierQuote]:
    """One quote, or every quote of a request not sent yet (still a draft); 422 when neither or both are named."""
    if (quote_id is None) == (request_id is None):
        raise FieldErrors({"quote_id": "Name one supplier quote (quote_id) or one request (request_id)"})
    if quote_id is not None:
        return [quotes.get(session, quote_id, for_update=True)]
    rows = list(
        session.scalars(
            select(SupplierQuote)
            .where(SupplierQuote.request_id == request_id)
            .order_by(SupplierQuote.id)
            .with_for_update()
        )
    )
    if not rows:
        raise FieldErrors({"request_id": "This request does not exist."})
    waiting = [q for q in rows if q.status == SupplierQuoteStatus.draft.value]
    if not waiting:
        raise Conflict("Every supplier quote of this request has been sent already.")
    return waiting


def send(
    session: Session,
    quote_id: int | None,
    request_id: int | None,
    contact_ids: list[int] | None,
    message: str,
    actor: User,
) -> list[Sent]:
    """Send one quote, or every unsent quote of a request (each to its own contacts); all or nothing."""
    targets = quotes_to_send(session, quote_id, request_id)
    if request_id is not None and contact_ids:
        raise FieldErrors(
            {
                "contact_ids": "Choose contacts when sending one supplier quote; a request goes to each "
                "supplier's own contacts"
            }
        )
    read = known(session, targets) if len(targets) > 1 else None
    return [send_one(session, quote, contact_ids, message, actor, read) for quote in targets]
