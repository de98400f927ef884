"""Notes, files and activity of any record: each row hangs off a (subject_type, subject_id) pair, so organisations,
contacts, addresses, projects, quotes and orders (and every later domain) share the same three tables."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import BigInteger, Boolean, CheckConstraint, DateTime, ForeignKey, Index, Integer, String, Text
from sqlalchemy.dialects.postgresql import JSONB
from sqlalchemy.orm import Mapped, mapped_column

from api.db import Base, TimestampMixin, utcnow


class Note(TimestampMixin, Base):
    __tablename__ = "notes"
    __table_args__ = (Index("ix_notes_subject", "subject_type", "subject_id", "created_at"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    subject_type: Mapped[str] = mapped_column(String(30))
    subject_id: Mapped[int] = mapped_column(Integer)
    author_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    body: Mapped[str] = mapped_column(Text)
    edited_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))


class StoredFile(TimestampMixin, Base):
    """An uploaded file (kept in storage under a generated name) or an external link."""

    __tablename__ = "files"
    __table_args__ = (
        Index("ix_files_subject", "subject_type", "subject_id", "created_at"),
        CheckConstraint("(storage_key IS NULL) <> (url IS NULL)", name="file_or_link"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    subject_type: Mapped[str] = mapped_column(String(30))
    subject_id: Mapped[int] = mapped_column(Integer)
    name: Mapped[str] = mapped_column(String(255))
    storage_key: Mapped[str | None] = mapped_column(String(100), unique=True)
    url: Mapped[str | None] = mapped_column(String(2000))
    content_type: Mapped[str] = mapped_column(String(150), default="")
    size_bytes: Mapped[int] = mapped_column(BigInteger, default=0)
    uploaded_by_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))


class Activity(Base):
    __tablename__ = "activity"
    __table_args__ = (Index("ix_activity_subject", "subject_type", "subject_id", "created_at"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    subject_type: Mapped[str] = mapped_column(String(30))
    subject_id: Mapped[int] = mapped_column(Integer)
    actor_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    action: Mapped[str] = mapped_column(String(40))
    summary: Mapped[str] = mapped_column(String(500))
    # {"field": [old, new]} for updates; {} otherwise.
    changes: Mapped[dict[str, Any]] = mapped_column(JSONB, default=dict)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class CommentColumns:
    """A comment on a record sent outside (a customer quote, a supplier quote), each kind in a table of its own with
    its record's id: the conversation with the party the record was sent to (their own comment, `author_id` empty and
    `author_name` as they typed it, or a staff reply they see) or an internal one, for staff only."""

    id: Mapped[int] = mapped_column(primary_key=True)
    version: Mapped[int] = mapped_column(Integer)
    is_internal: Mapped[bool] = mapped_column(Boolean)
    body: Mapped[str] = mapped_column(Text)
    author_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    author_name: Mapped[str] = mapped_column(String(200), default="")
    client_address: Mapped[str] = mapped_column(String(64), default="")
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    edited_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
