from __future__ import annotations

from datetime import datetime
from enum import StrEnum

from sqlalchemy import DateTime, ForeignKey, Integer, LargeBinary, String, Text
from sqlalchemy.orm import Mapped, mapped_column, relationship

from api.db import Base, utcnow


class MailStatus(StrEnum):
    """Where a mail's delivery stands: `outbox` (no SMTP relay: kept here only), `pending` (queued for the relay),
    `sending` (claimed by a worker, before the relay's answer), `retrying` (refused or unreachable: tried again at
    `next_attempt_at`), `sent` (the relay took it), `failed` (every attempt refused)."""

    outbox = "outbox"
    pending = "pending"
    sending = "sending"
    retrying = "retrying"
    sent = "sent"
    failed = "failed"


class OutboxMessage(Base):
    """Every mail Brickmate sends; without SMTP this table is the only delivery."""

    __tablename__ = "outbox"

    id: Mapped[int] = mapped_column(primary_key=True)
    to: Mapped[str] = mapped_column(String(1000))
    subject: Mapped[str] = mapped_column(String(300))
    text_body: Mapped[str] = mapped_column(Text)
    html_body: Mapped[str] = mapped_column(Text, default="")
    transport: Mapped[str] = mapped_column(String(20))
    error: Mapped[str | None] = mapped_column(Text)
    status: Mapped[str] = mapped_column(String(20), default=MailStatus.outbox.value)
    attempts: Mapped[int] = mapped_column(Integer, default=0)
    next_attempt_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    # When a worker claimed it for sending: a claim older than the relay's time limit was cut off (the worker died).
    claimed_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    sent_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow, index=True)
    # Names and sizes load with the message (lists show them); the bytes only when asked for.
    attachments: Mapped[list[OutboxAttachment]] = relationship(
        lazy="selectin", order_by="OutboxAttachment.id", cascade="all, delete-orphan", passive_deletes=True
    )


class OutboxAttachment(Base):
    """A file sent with a mail (a quote's PDF), kept so admins can open what was sent."""

    __tablename__ = "outbox_attachments"

    id: Mapped[int] = mapped_column(primary_key=True)
    message_id: Mapped[int] = mapped_column(ForeignKey("outbox.id", ondelete="CASCADE"), index=True)
    filename: Mapped[str] = mapped_column(String(255))
    content_type: Mapped[str] = mapped_column(String(100))
    size: Mapped[int] = mapped_column(Integer)
    data: Mapped[bytes] = mapped_column(LargeBinary, deferred=True)
