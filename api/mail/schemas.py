from __future__ import annotations

from datetime import datetime

from pydantic import BaseModel, Field

from api.mail.models import MailStatus, OutboxAttachment, OutboxMessage


class OutboxAttachmentOut(BaseModel):
    id: int
    filename: str
    content_type: str
    size: int

    @classmethod
    def of(cls, row: OutboxAttachment) -> OutboxAttachmentOut:
        return cls(id=row.id, filename=row.filename, content_type=row.content_type, size=row.size)


class OutboxOut(BaseModel):
    id: int
    to: str
    subject: str
    text: str
    html: str
    transport: str
    error: str | None
    status: MailStatus = Field(
        description="outbox (no SMTP relay: kept here only), pending, sending, retrying (again at next_attempt_at), "
        "sent, failed (every attempt refused)"
    )
    attempts: int
    next_attempt_at: datetime | None
    sent_at: datetime | None
    created_at: datetime
    attachments: list[OutboxAttachmentOut]

    @classmethod
    def of(cls, row: OutboxMessage) -> OutboxOut:
        return cls(
            id=row.id,
            to=row.to,
            subject=row.subject,
            text=row.text_body,
            html=row.html_body,
            transport=row.transport,
            error=row.error,
            status=MailStatus(row.status),
            attempts=row.attempts,
            next_attempt_at=row.next_attempt_at,
            sent_at=row.sent_at,
            created_at=row.created_at,
            attachments=[OutboxAttachmentOut.of(a) for a in row.attachments],
        )
