"""The one mail service: every mail is recorded in the outbox; with SMTP_HOST it is also relayed, by a job
(`mail.deliver`) queued in the same transaction, never inside the request.

A mail goes out once: the job claims the row with a conditional UPDATE (pending, or retrying and due, or a claim
so old its worker must have died) before it talks to SMTP, and confirms it (`sent`) after; a second run of the job
finds it claimed or sent and leaves it. A worker killed mid-send leaves a claim that lapses after twice the SMTP
time limit; the job, run again, then sends it. A relay that refuses or cannot be reached is tried again with
back-off (`mail_retry_seconds` doubling, at most an hour), `mail_max_attempts` times in all, then the mail is
`failed`; the Outbox shows each state."""

from __future__ import annotations

import logging
import smtplib
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import timedelta
from email.message import EmailMessage

from sqlalchemy import and_, func, or_, select, update
from sqlalchemy.orm import Session

from api.core.errors import Conflict, NotFound
from api.core.jobs import enqueue, job
from api.core.pagination import FilteredList, Page, PageParams
from api.db import get_sessionmaker
from api.mail.models import MailStatus, OutboxAttachment, OutboxMessage
from api.settings import Settings, get_settings

log = logging.getLogger(__name__)

SORTS = {"created_at": OutboxMessage.created_at, "subject": OutboxMessage.subject, "to": OutboxMessage.to}
DELIVER = "mail.deliver"
MAX_RETRY_SECONDS = 3600


@dataclass(frozen=True)
class Attachment:
    filename: str
    content_type: str
    data: bytes


def send_mail(
    session: Session,
    *,
    to: Sequence[str],
    subject: str,
    text: str,
    html: str = "",
    attachments: Sequence[Attachment] = (),
) -> OutboxMessage:
    """Record a mail (with its attachments); with SMTP configured its delivery is queued in the same transaction
    and runs after the commit, off the request."""
    settings = get_settings()
    row = OutboxMessage(
        to=", ".join(to),
        subject=subject,
        text_body=text,
        html_body=html,
        transport="smtp" if settings.smtp_host else "outbox",
        status=(MailStatus.pending if settings.smtp_host else MailStatus.outbox).value,
        attempts=0,
    )
    row.attachments = [
        OutboxAttachment(filename=a.filename, content_type=a.content_type, size=len(a.data), data=a.data)
        for a in attachments
    ]
    session.add(row)
    session.flush()
    if settings.smtp_host:
        enqueue(session, DELIVER, row.id)
    return row


def build_message(row: OutboxMessage, settings: Settings) -> EmailMessage:
    email = EmailMessage()
    email["From"] = settings.smtp_from
    email["To"] = row.to
    email["Subject"] = row.subject
    email.set_content(row.text_body)
    if row.html_body:
        email.add_alternative(row.html_body, subtype="html")
    for attachment in row.attachments:
        maintype, _, subtype = attachment.content_type.partition("/")
        email.add_attachment(
            attachment.data, maintype=maintype, subtype=subtype or "octet-stream", filename=attachment.filename
        )
    return email


def claim_lapses_after(settings: Settings) -> timedelta:
    """How long a claim holds: past it, the worker that made it is taken to have died mid-send."""
    return timedelta(seconds=2 * settings.smtp_timeout_seconds + 5)


def retry_delay(settings: Settings, attempts: int) -> int:
    """Seconds before the next attempt after `attempts` failed ones: the base, doubling, at most an hour."""
    return int(min(settings.mail_retry_seconds * 2 ** max(attempts - 1, 0), MAX_RETRY_SECONDS))


def _claim(session: Session, row_id: int, settings: Settings) -> int | None:
    """Take the mail for sending (the attempt's number), or None when it is sent, failed or claimed by another."""
    now = func.now()
    due = or_(
        OutboxMessage.status == MailStatus.pending.value,
        and_(OutboxMessage.status == MailStatus.retrying.value, OutboxMessage.next_attempt_at <= now),
        and_(
            OutboxMessage.status == MailStatus.sending.value,
            OutboxMessage.claimed_at < now - claim_lapses_after(settings),
        ),
    )
    return session.scalar(
        update(OutboxMessage)
        .where(OutboxMessage.id == row_id, due)
        .values(status=MailStatus.sending.value, claimed_at=now, attempts=OutboxMessage.attempts + 1)
        .returning(OutboxMessage.attempts)
    )


def _look_again_later(session: Session, row_id: int, settings: Settings) -> None:
    """Not ours to send now: when another holds a live claim or the next attempt is not due, run again then."""
    row = session.get(OutboxMessage, row_id, populate_existing=True)
    if row is None:
        return
    if row.status == MailStatus.sending and row.claimed_at is not None:
        enqueue(session, DELIVER, row_id, run_after=row.claimed_at + claim_lapses_after(settings))
    elif row.status == MailStatus.retrying and row.next_attempt_at is not None:
        enqueue(session, DELIVER, row_id, run_after=row.next_attempt_at)


def _relay(email: EmailMessage, settings: Settings) -> None:
    assert settings.smtp_host
    with smtplib.SMTP(settings.smtp_host, settings.smtp_port, timeout=settings.smtp_timeout_seconds) as smtp:
        if settings.smtp_starttls:
            smtp.starttls()
        if settings.smtp_user:
            smtp.login(settings.smtp_user, settings.smtp_password or "")
        smtp.send_message(email)


@job("mail.deliver")
def deliver(*args: object) -> None:
    """Relay one mail (by its outbox id) over SMTP, once; a failure is written on its row and retried later."""
    row_id = int(str(args[-1]))  # older messages in a queue carried the raw mail first
    settings = get_settings()
    if not settings.smtp_host:
        return
    maker = get_sessionmaker()
    with maker() as session:
        attempt = _claim(session, row_id, settings)
        if attempt is None:
            _look_again_later(session, row_id, settings)
            session.commit()
            return
        session.commit()
        row = session.get_one(OutboxMessage, row_id, populate_existing=True)
        email = build_message(row, settings)
    try:
        _relay(email, settings)
    except (OSError, smtplib.SMTPException) as exc:
        log.warning("SMTP delivery of mail %s failed (attempt %s): %s", row_id, attempt, exc)
        with maker() as session:
            _failed(session, row_id, attempt, str(exc)[:1000] or type(exc).__name__, settings)
            session.commit()
        return
    with maker() as session:
        session.execute(
            update(OutboxMessage)
            .where(OutboxMessage.id == row_id, OutboxMessage.status == MailStatus.sending.value)
            .values(status=MailStatus.sent.value, sent_at=func.now(), error=None, next_attempt_at=None)
        )
        session.commit()


def _failed(session: Session, row_id: int, attempt: int, error: str, settings: Settings) -> None:
    if attempt >= settings.mail_max_attempts:
        values = {"status": MailStatus.failed.value, "error": error, "next_attempt_at": None}
        session.execute(update(OutboxMessage).where(OutboxMessage.id == row_id).values(**values))
        return
    delay = timedelta(seconds=retry_delay(settings, attempt))
    next_at = session.scalar(
        update(OutboxMessage)
        .where(OutboxMessage.id == row_id)
        .values(status=MailStatus.retrying.value, error=error, next_attempt_at=func.now() + delay)
        .returning(OutboxMessage.next_attempt_at)
    )
    if next_at is not None:
        enqueue(session, DELIVER, row_id, run_after=next_at)


# Searched by the whole of `q`, in any case, in the recipients or the subject.
_LIST = FilteredList(
    select(OutboxMessage),
    SORTS,
    searched=lambda term: or_(
        OutboxMessage.to.icontains(term, escape="/"), OutboxMessage.subject.icontains(term, escape="/")
    ),
    split=False,
    default_sort="-created_at",
    tiebreak=OutboxMessage.id.desc(),
)


def list_outbox(session: Session, params: PageParams) -> Page[OutboxMessage]:
    return _LIST(session, params)


def get_message(session: Session, message_id: int) -> OutboxMessage:
    row = session.get(OutboxMessage, message_id)
    if row is None:
        raise NotFound("This mail does not exist.")
    return row


def get_attachment(session: Session, message_id: int, attachment_id: int) -> OutboxAttachment:
    row = session.get(OutboxAttachment, attachment_id)
    if row is None or row.message_id != message_id:
        raise NotFound("This attachment does not exist.")
    return row


RETRYABLE = (MailStatus.retrying.value, MailStatus.failed.value)


def retry_now(session: Session, message_id: int) -> OutboxMessage:
    """An admin's "Retry now" on a mail waiting for its next attempt or failed: queued again at once, with a fresh
    count of attempts."""
    row = session.get(OutboxMessage, message_id, with_for_update=True)
    if row is None:
        raise NotFound("This mail does not exist.")
    if row.status not in RETRYABLE:
        raise Conflict(f"Only a mail waiting to be retried or failed can be retried; this one is {row.status}.")
    if not get_settings().smtp_host:
        raise Conflict("No SMTP relay is configured: mail stays in the outbox.")
    row.status, row.attempts, row.next_attempt_at = MailStatus.pending.value, 0, None
    session.flush()
    enqueue(session, DELIVER, row.id)
    return row
