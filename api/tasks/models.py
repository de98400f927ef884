"""Tasks, their stages (the board's columns), people, links to records, notes and messages.

A task's place in its stage is a fractional rank (a string between its neighbours', compared byte by byte:
`COLLATE "C"`), so a move writes one row; UNIQUE(stage_id, rank) makes two movers that picked the same rank
collide in the database, and the loser retries with a fresh one (api/tasks/service/moving.py)."""

from __future__ import annotations

from datetime import datetime
from enum import StrEnum

from sqlalchemy import DateTime, ForeignKey, Index, Integer, String, Text, UniqueConstraint, text
from sqlalchemy.dialects.postgresql import ARRAY
from sqlalchemy.orm import Mapped, mapped_column

from api.buying.models.vocabulary import check_in
from api.db import Base, TimestampMixin, utcnow

SUBJECT = "task"
RANK = String(255, collation="C")
DEFAULT_STAGES = ("To do", "In progress", "Waiting", "Done")
DONE_STAGE = "Done"


class TaskStatus(StrEnum):
    open = "open"
    done = "done"
    cancelled = "cancelled"


class Priority(StrEnum):
    low = "low"
    normal = "normal"
    high = "high"
    urgent = "urgent"


class Source(StrEnum):
    manual = "manual"
    rule = "rule"


class TaskRole(StrEnum):
    assigned = "assigned"
    involved = "involved"


class RecordType(StrEnum):
    customer = "customer"
    supplier = "supplier"
    other = "other"
    company = "company"
    contact = "contact"
    project = "project"
    quote = "quote"
    supplier_quote = "supplier_quote"
    purchase_order = "purchase_order"
    order = "order"
    call_off = "call_off"


class TaskStage(Base):
    __tablename__ = "task_stages"

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(60), unique=True)
    position: Mapped[int] = mapped_column(Integer, default=0)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class Task(TimestampMixin, Base):
    __tablename__ = "tasks"
    __table_args__ = (
        check_in("status", TaskStatus),
        check_in("priority", Priority),
        check_in("source", Source),
        # The board reads a column in rank order; the unique index is that index.
        UniqueConstraint("stage_id", "rank", name="uq_tasks_stage_rank"),
        Index("ix_tasks_owner", "owner_id", "stage_id", "rank"),
        Index("ix_tasks_due_open", "due_at", postgresql_where=text("status = 'open'")),
        # One event raises one task, however often its rule runs.
        Index("uq_tasks_event_key", "event_key", unique=True, postgresql_where=text("event_key IS NOT NULL")),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    title: Mapped[str] = mapped_column(String(200))
    description: Mapped[str] = mapped_column(Text, default="")
    stage_id: Mapped[int] = mapped_column(ForeignKey("task_stages.id", ondelete="RESTRICT"))
    rank: Mapped[str] = mapped_column(RANK)
    status: Mapped[str] = mapped_column(String(20), default=TaskStatus.open.value)
    owner_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="RESTRICT"))
    due_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    priority: Mapped[str] = mapped_column(String(10), default=Priority.normal.value)
    source: Mapped[str] = mapped_column(String(10), default=Source.manual.value)
    rule_key: Mapped[str | None] = mapped_column(String(60))
    event_key: Mapped[str | None] = mapped_column(String(200))
    created_by_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    closed_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    version: Mapped[int] = mapped_column(Integer, default=1)


class TaskUser(Base):
    """An assignee or a watcher (involved) of a task."""

    __tablename__ = "task_users"
    __table_args__ = (
        check_in("role", TaskRole),
        UniqueConstraint("task_id", "user_id", "role", name="uq_task_users_task_user_role"),
        Index("ix_task_users_user_task", "user_id", "task_id"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    task_id: Mapped[int] = mapped_column(ForeignKey("tasks.id", ondelete="CASCADE"))
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"))
    role: Mapped[str] = mapped_column(String(10))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class TaskLink(Base):
    """A record the task is about (customer, quote, purchase order…)."""

    __tablename__ = "task_links"
    __table_args__ = (
        check_in("record_type", RecordType),
        UniqueConstraint("task_id", "record_type", "record_id", name="uq_task_links_task_record"),
        Index("ix_task_links_record", "record_type", "record_id"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    task_id: Mapped[int] = mapped_column(ForeignKey("tasks.id", ondelete="CASCADE"))
    record_type: Mapped[str] = mapped_column(String(20))
    record_id: Mapped[int] = mapped_column(Integer)


class TaskNote(Base):
    """The owner's log (and the rules' notes: why a task closed itself)."""

    __tablename__ = "task_notes"
    __table_args__ = (Index("ix_task_notes_task", "task_id", "created_at"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    task_id: Mapped[int] = mapped_column(ForeignKey("tasks.id", ondelete="CASCADE"))
    user_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    note: Mapped[str] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class TaskMessage(Base):
    """A message of the task's thread: @mentions and `involvedUsers` are told, attachments are shared files."""

    __tablename__ = "task_messages"
    __table_args__ = (Index("ix_task_messages_task", "task_id", "created_at"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    task_id: Mapped[int] = mapped_column(ForeignKey("tasks.id", ondelete="CASCADE"))
    user_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    message: Mapped[str] = mapped_column(Text)
    type: Mapped[str] = mapped_column(String(30), default="message")
    related_id: Mapped[int | None] = mapped_column(Integer)
    related_item: Mapped[str] = mapped_column(String(30), default="")
    involved_users: Mapped[list[int]] = mapped_column(ARRAY(Integer), default=list)
    mentioned_users: Mapped[list[int]] = mapped_column(ARRAY(Integer), default=list)
    file_ids: Mapped[list[int]] = mapped_column(ARRAY(Integer), default=list)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
