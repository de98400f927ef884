"""What a rule is: how it finds the events that call for a task (one query) and the tasks whose condition has
cleared (one query), and what the task it raises says."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, time, timedelta
from enum import StrEnum
from typing import Any
from zoneinfo import ZoneInfo

from sqlalchemy import text
from sqlalchemy.orm import Session

from api.core.workdays import add_working_days, is_working_day

LOCAL_TZ = ZoneInfo("Europe/London")
# Date rules look back this far: turning a rule on raises tasks for what is current, not for last year's records.
LOOKBACK_DAYS = 30
# Event rules also sweep the events of this many hours on each scheduled pass, in case a queued run was lost.
EVENT_SWEEP_HOURS = 48
# Tasks fall due at the end of the working day.
DUE_TIME = time(17, 0)


class RuleKind(StrEnum):
    event = "event"
    date = "date"


@dataclass(frozen=True)
class When:
    """The moment a pass runs: `now` in UTC and the day it is in the UK."""

    now: datetime

    @classmethod
    def at(cls, now: datetime | None = None) -> When:
        return cls((now or datetime.now(UTC)).astimezone(UTC))

    @property
    def local(self) -> datetime:
        return self.now.astimezone(LOCAL_TZ)

    @property
    def today(self) -> date:
        return self.local.date()

    @property
    def lookback(self) -> datetime:
        return self.now - timedelta(days=LOOKBACK_DAYS)

    @property
    def lookback_day(self) -> date:
        return self.today - timedelta(days=LOOKBACK_DAYS)

    @property
    def sweep_since(self) -> datetime:
        return self.now - timedelta(hours=EVENT_SWEEP_HOURS)

    def working_days_ago(self, days: int) -> datetime:
        """The moment `days` working days before now: the same time of day that many working days back. On a day
        off, as at the end of the last working day (a weekend does not count towards "after 1 working day")."""
        local = self.local
        if is_working_day(local.date()):
            return datetime.combine(add_working_days(local.date(), -days), local.timetz())
        last = add_working_days(local.date(), -1)
        return datetime.combine(add_working_days(last, -days), time.max, tzinfo=LOCAL_TZ)

    def due_at(self, offset_days: int) -> datetime:
        return datetime.combine(add_working_days(self.today, offset_days), DUE_TIME, tzinfo=LOCAL_TZ)


@dataclass
class Candidate:
    """An event that calls for a task: its key, the record's account manager, what the task says and links to."""

    event_key: str
    manager_id: int | None
    subject: str
    description: str
    links: list[tuple[str, int]] = field(default_factory=list)


@dataclass
class Cleared:
    """An open task whose condition has cleared: closed as `status`, with `reason` in its note."""

    task_id: int
    reason: str
    status: str = "done"


Finder = Callable[[Session, When, Sequence[int] | None], list[Candidate]]
Clearer = Callable[[Session, When], list[Cleared]]


@dataclass(frozen=True)
class Rule:
    key: str
    title: str
    kind: RuleKind
    # What raises the task and what closes it, as admins read them.
    trigger: str
    closes: str
    default_offset_days: int
    priority: str
    # The record type whose ids an event run hands to `find` (event rules).
    record_type: str
    find: Finder
    clear: Clearer


def rows(session: Session, sql: str, **params: Any) -> list[Any]:
    return list(session.execute(text(sql), params))


def clearing(
    session: Session, sql: str, record: str, reason: Callable[[Any], Cleared | None], **params: Any
) -> list[Cleared]:
    """The open tasks a rule's `sql` finds (each row its task's `task_id` and its record's `id`), each closed:
    cancelled where the record (`record`: "the call-off") was deleted, else as `reason` says (None: left open)."""
    out = []
    for row in rows(session, sql, **params):
        cleared = Cleared(row.task_id, f"{record} was deleted", "cancelled") if row.id is None else reason(row)
        if cleared is not None:
            out.append(cleared)
    return out


def task_for(row: Any, subject: str, description: str, links: list[tuple[str, int]]) -> Candidate:
    """The task a rule's query row calls for (the row holds its `event_key` and the record's `manager_id`)."""
    return Candidate(row.event_key, row.manager_id, subject, description, links)


def links(*pairs: tuple[str | None, int | None]) -> list[tuple[str, int]]:
    """The (record_type, record_id) pairs that are there, once each."""
    return list(dict.fromkeys((kind, rid) for kind, rid in pairs if kind and rid))


def day(value: date | datetime | None) -> str:
    """Thu 26 Nov 2026"""
    if value is None:
        return ""
    if isinstance(value, datetime):
        value = value.astimezone(LOCAL_TZ).date()
    return f"{value:%a} {value.day} {value:%b %Y}"


def open_tasks_sql(rule_key: str) -> str:
    """The open tasks of a rule with the id of their record (the third part of the event key)."""
    return (
        "SELECT t.id AS task_id, t.event_key, split_part(t.event_key, ':', 3)::int AS record_id FROM tasks t"
        f" WHERE t.rule_key = '{rule_key}' AND t.status = 'open' AND t.event_key IS NOT NULL"
    )


NOT_RAISED = "NOT EXISTS (SELECT 1 FROM tasks t WHERE t.event_key = c.event_key)"
