"""A rule's settings (the rules themselves are code: `catalogue.py`). No row means the rule's defaults: on, the
record's account manager, its default due offset."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import Boolean, CheckConstraint, DateTime, ForeignKey, Index, Integer, String, text
from sqlalchemy.orm import Mapped, mapped_column

from api.db import Base, utcnow
from api.tasks.models import Task

MAX_OFFSET_DAYS = 60


class TaskRule(Base):
    __tablename__ = "task_rules"
    __table_args__ = (CheckConstraint(f"due_offset_days BETWEEN 0 AND {MAX_OFFSET_DAYS}", name="due_offset_days"),)

    key: Mapped[str] = mapped_column(String(40), primary_key=True)
    enabled: Mapped[bool] = mapped_column(Boolean, default=True)
    # Who the raised tasks are for; empty: the record's account manager.
    assignee_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    # Due this many UK working days after the event (0: the same day, or the next working day).
    due_offset_days: Mapped[int] = mapped_column(Integer)
    updated_by_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow, onupdate=utcnow)
    version: Mapped[int] = mapped_column(Integer, default=1)


# A rule's pass reads its open tasks to see which have cleared: a small partial index instead of the whole table.
OPEN_RULE_TASKS = Index(
    "ix_tasks_rule_open",
    Task.rule_key,
    postgresql_where=text("status = 'open' AND rule_key IS NOT NULL"),
)
