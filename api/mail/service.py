"""The one mail service: every mail is recorded in the outbox; with SMTP_HOST it is also relayed."""

from __future__ import annotations

import logging
import smtplib
from collections.abc import Sequence
from dataclasses import dataclass
from email import message_from_string
from email.message import EmailMessage
from email.policy import default

from sqlalchemy import or_, select, update
from sqlalchemy.orm import Session

from api.core.errors import NotFound
from api.core.jobs import enqueue_after_commit, job
from api.core.pagination import Page, PageParams, paginate
from api.db import get_sessionmaker
from api.mail.models import OutboxAttachment, OutboxMessage
from api.settings import Settings, get_settings

log = logging.getLogger(__name__)

SORTS = {"created_at": OutboxMessage.created_at, "subject": OutboxMessage.subject, "to": OutboxMessage.to}


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
    """Record a mail (with its attachments); SMTP delivery (when configured) happens only after the
    transaction commits."""
    settings = get_settings()
    row = OutboxMessage(
        to=", ".join(to),
        subject=subject,
        text_body=text,
        html_body=html,
        transport="smtp" if settings.smtp_host else "outbox",
    )
    row.attachments = [
        OutboxAttachment(filename=a.filename, content_type=a.content_type, size=len(a.data), data=a.data)
        for a in attachments
    ]
    session.add(row)
    session.flush()
    if settings.smtp_host:
        enqueue_after_commit(session, "mail.deliver", build_message(row, settings).as_string(), row.id)
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


@job("mail.deliver")
def deliver(raw_message: str, row_id: int) -> None:
    """Relay one mail over SMTP; a failure is written on its outbox row for the admins to see."""
    settings = get_settings()
    if not settings.smtp_host:
        return
    email = message_from_string(raw_message, policy=default)
    try:
        with smtplib.SMTP(settings.smtp_host, settings.smtp_port, timeout=15) as smtp:
            if settings.smtp_starttls:
                smtp.starttls()
            if settings.smtp_user:
                smtp.login(settings.smtp_user, settings.smtp_password or "")
            smtp.send_message(email)
    except (OSError, smtplib.SMTPException) as exc:
        log.warning("SMTP delivery of mail %s failed: %s", row_id, exc)
        with get_sessionmaker()() as session:
            session.execute(update(OutboxMessage).where(OutboxMessage.id == row_id).values(error=str(exc)[:1000]))
            session.commit()


def list_outbox(session: Session, params: PageParams) -> Page[OutboxMessage]:
    query = select(OutboxMessage)
    if params.q:
        like = f"%{params.q}%"
        query = query.where(or_(OutboxMessage.to.ilike(like), OutboxMessage.subject.ilike(like)))
    return paginate(session, query, params, SORTS, default_sort="-created_at", tiebreak=OutboxMessage.id.desc())


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
