"""The assistant's conversations and what it learns from feedback."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from pgvector.sqlalchemy import Vector
from sqlalchemy import Boolean, DateTime, Float, ForeignKey, Index, Integer, String, Text
from sqlalchemy.dialects.postgresql import JSONB
from sqlalchemy.orm import Mapped, mapped_column

from api.db import Base, utcnow
from ingest.models import DIMENSIONS


class Conversation(Base):
    __tablename__ = "assistant_conversations"

    id: Mapped[int] = mapped_column(primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    title: Mapped[str] = mapped_column(String(200), default="")
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class Exchange(Base):
    """One question and the answer given, with what was understood (intent, entities) for follow-ups."""

    __tablename__ = "assistant_exchanges"

    id: Mapped[int] = mapped_column(primary_key=True)
    conversation_id: Mapped[int] = mapped_column(
        ForeignKey("assistant_conversations.id", ondelete="CASCADE"), index=True
    )
    question: Mapped[str] = mapped_column(Text)
    intent: Mapped[str] = mapped_column(String(50))
    entities: Mapped[dict[str, Any]] = mapped_column(JSONB, default=dict)
    answer: Mapped[dict[str, Any]] = mapped_column(JSONB, default=dict)
    confidence: Mapped[float] = mapped_column(Float, default=0.0)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class Feedback(Base):
    """A colleague's verdict on an answer, kept once per question (normalised) with the question's embedding."""

    __tablename__ = "assistant_feedback"
    __table_args__ = (
        Index(
            "ix_assistant_feedback_embedding_hnsw",
            "embedding",
            postgresql_using="hnsw",
            postgresql_ops={"embedding": "vector_cosine_ops"},
        ),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    question: Mapped[str] = mapped_column(Text)
    question_key: Mapped[str] = mapped_column(String(500), unique=True)
    embedding: Mapped[Any] = mapped_column(Vector(DIMENSIONS))
    model: Mapped[str] = mapped_column(String(100))
    helpful: Mapped[bool] = mapped_column(Boolean)
    # What the answer understood (confirmed when helpful; the correction's when corrected).
    intent: Mapped[str] = mapped_column(String(50), default="")
    entities: Mapped[dict[str, Any]] = mapped_column(JSONB, default=dict)
    correction: Mapped[str] = mapped_column(Text, default="")
    corrected_kind: Mapped[str] = mapped_column(String(20), default="")
    corrected_record_id: Mapped[int | None] = mapped_column(Integer)
    exchange_id: Mapped[int | None] = mapped_column(ForeignKey("assistant_exchanges.id", ondelete="SET NULL"))
    user_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class SourceDemotion(Base):
    """A source marked unhelpful for a question: keyed by record (kind, id), not by document, so it survives
    re-embedding; similar questions rank it lower, never by more than a cap."""

    __tablename__ = "assistant_source_demotions"

    feedback_id: Mapped[int] = mapped_column(ForeignKey("assistant_feedback.id", ondelete="CASCADE"), primary_key=True)
    kind: Mapped[str] = mapped_column(String(20), primary_key=True)
    record_id: Mapped[int] = mapped_column(Integer, primary_key=True)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
