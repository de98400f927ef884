"""The import jobs: who started which import, how far it got, and its report once it ended."""

from __future__ import annotations

from datetime import datetime
from enum import StrEnum

from sqlalchemy import Boolean, DateTime, ForeignKey, Index, Integer, LargeBinary, String, Text, text
from sqlalchemy.dialects.postgresql import JSONB
from sqlalchemy.orm import Mapped, mapped_column

from api.db import Base, utcnow


class JobStatus(StrEnum):
    queued = "queued"
    running = "running"
    done = "done"
    failed = "failed"
    cancelled = "cancelled"


FINISHED = (JobStatus.done, JobStatus.failed, JobStatus.cancelled)


class ImportJob(Base):
    """One real run of an import. The rows wait in `payload` (JSON compressed by zstd) until the job ends (then it
    is cleared); each batch commits with the job's progress and its rows' verdicts (`ImportJobRow`), so `rows_done`
    rows are in the database whatever becomes of the rest, and the report lists exactly those."""

    __tablename__ = "import_jobs"

    id: Mapped[int] = mapped_column(primary_key=True)
    kind: Mapped[str] = mapped_column(String(30))
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    status: Mapped[str] = mapped_column(String(20), default=JobStatus.queued.value)
    rows_total: Mapped[int] = mapped_column(Integer)
    rows_done: Mapped[int] = mapped_column(Integer, default=0)
    counts: Mapped[dict[str, int]] = mapped_column(JSONB, default=dict)
    cancel_requested: Mapped[bool] = mapped_column(Boolean, default=False)
    error: Mapped[str | None] = mapped_column(Text)
    payload: Mapped[bytes | None] = mapped_column(LargeBinary, deferred=True)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    started_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    finished_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))


class ImportJobRow(Base):
    """What a job did with one row of its file (its report, a page at a time): written with the batch that applied
    it, in that batch's transaction."""

    __tablename__ = "import_job_rows"
    __table_args__ = (
        Index("ix_import_job_rows_rejected", "job_id", "position", postgresql_where=text("action = 'reject'")),
    )

    job_id: Mapped[int] = mapped_column(ForeignKey("import_jobs.id", ondelete="CASCADE"), primary_key=True)
    position: Mapped[int] = mapped_column(Integer, primary_key=True)  # its place in the job's rows, 0 the first
    row: Mapped[int] = mapped_column(Integer)  # its number in the file, the header being 1
    action: Mapped[str] = mapped_column(String(10))
    key: Mapped[str] = mapped_column(Text)
    errors: Mapped[list[dict[str, str]] | None] = mapped_column(JSONB)  # none when the row had no problem
    product_id: Mapped[int | None] = mapped_column(Integer)
