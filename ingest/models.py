"""The assistant's index: one document per record (its text, metadata, content hash, model and embedding),
and the rebuild jobs an admin starts."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import datetime
from typing import Any

from pgvector.sqlalchemy import Vector
from sqlalchemy import Computed, DateTime, ForeignKey, Index, Integer, String, Text, UniqueConstraint
from sqlalchemy.dialects.postgresql import JSONB, TSVECTOR
from sqlalchemy.engine import Dialect
from sqlalchemy.orm import Mapped, mapped_column

from api.db import Base, utcnow

DIMENSIONS = 384


_FORMATS: dict[int, str] = {}


def vector_text(values: Sequence[float] | Any) -> str:
    """pgvector's text for a vector, each value to 9 significant digits: the float4 the column keeps is read back
    exactly, in one %-format per vector. pgvector's own writes each value's shortest double repr, one call a value
    (from float4 values, 17 digits): 3.5 times the time of this, and 1.6 times the text for the server to parse."""
    numbers = values.tolist() if hasattr(values, "tolist") else values  # a numpy array (not imported here)
    size = len(numbers)
    form = _FORMATS.get(size) or _FORMATS.setdefault(size, "[" + ",".join(["%.9g"] * size) + "]")
    return form % tuple(numbers)


class Embedding(Vector):
    """The vector column, its values written by `vector_text`."""

    cache_ok = True

    def bind_processor(self, dialect: Dialect) -> Callable[[Any], str | None]:
        def process(value: Any) -> str | None:
            return None if value is None else vector_text(value)

        return process


class Document(Base):
    __tablename__ = "documents"
    __table_args__ = (
        UniqueConstraint("kind", "record_id"),
        Index(
            "ix_documents_embedding_hnsw",
            "embedding",
            postgresql_using="hnsw",
            postgresql_ops={"embedding": "vector_cosine_ops"},
        ),
        Index("ix_documents_search", "search", postgresql_using="gin"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    # product, customer, supplier, other, company, project, quote, note
    kind: Mapped[str] = mapped_column(String(20), index=True)
    record_id: Mapped[int] = mapped_column(Integer)
    title: Mapped[str] = mapped_column(String(300))
    # key: value facts shown with the text (customer, project, supplier, dates, status) and used for filters.
    meta: Mapped[dict[str, Any]] = mapped_column(JSONB, default=dict)
    # The whole document as embedded: title, metadata lines, text.
    content: Mapped[str] = mapped_column(Text)
    content_hash: Mapped[str] = mapped_column(String(64))
    model: Mapped[str] = mapped_column(String(100))
    embedding: Mapped[Any] = mapped_column(Embedding(DIMENSIONS))
    search: Mapped[Any] = mapped_column(TSVECTOR, Computed("to_tsvector('english', content)", persisted=True))
    link: Mapped[str] = mapped_column(String(300), default="")
    embedded_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class IndexJob(Base):
    """A rebuild of the index (all kinds or some), with its progress."""

    __tablename__ = "index_jobs"

    id: Mapped[int] = mapped_column(primary_key=True)
    kinds: Mapped[list[str]] = mapped_column(JSONB, default=list)
    status: Mapped[str] = mapped_column(String(20), default="queued")  # queued, running, done, failed
    total: Mapped[int] = mapped_column(Integer, default=0)
    processed: Mapped[int] = mapped_column(Integer, default=0)
    embedded: Mapped[int] = mapped_column(Integer, default=0)
    removed: Mapped[int] = mapped_column(Integer, default=0)
    error: Mapped[str] = mapped_column(Text, default="")
    created_by_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    started_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    finished_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
