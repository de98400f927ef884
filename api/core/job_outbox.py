"""The job outbox: a job queued by a unit of work is a row written in its transaction (`enqueue`), so it exists
exactly when the work committed, whatever the queue's state. A relay (`api.core.relay`) hands the rows to Celery,
or runs them in this process without Redis, and marks them relayed."""

from __future__ import annotations

import threading
from datetime import datetime
from typing import Any

from sqlalchemy import BigInteger, DateTime, Index, String, Text, func, insert, text
from sqlalchemy.dialects.postgresql import JSONB
from sqlalchemy.orm import Mapped, Session, mapped_column

from api.db import Base, on_commit

# Set after a unit of work that queued a job commits: the relay of this process (if any) wakes at once.
WAKE = threading.Event()


class JobOutbox(Base):
    """A job to run: its name and JSON arguments, not before `run_after`; `relayed_at` once handed to the queue
    (with Redis) or run (without)."""

    __tablename__ = "job_outbox"
    __table_args__ = (Index("ix_job_outbox_pending", "run_after", "id", postgresql_where=text("relayed_at IS NULL")),)

    id: Mapped[int] = mapped_column(BigInteger, primary_key=True)
    name: Mapped[str] = mapped_column(String(100))
    args: Mapped[list[Any]] = mapped_column(JSONB)
    run_after: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
    relayed_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), index=True)
    error: Mapped[str | None] = mapped_column(Text)


def write(session: Session, name: str, args: list[Any], run_after: datetime | None = None) -> None:
    """The job's row, in the session's transaction; the relay is woken once it commits."""
    values: dict[str, Any] = {"name": name, "args": args}
    if run_after is not None:
        values["run_after"] = run_after
    session.execute(insert(JobOutbox).values(**values))
    on_commit(session, WAKE.set)
