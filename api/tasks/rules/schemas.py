"""What the rules' admin calls read and send."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated

from pydantic import BaseModel, Field

from api.core.fields import Id, Trimmed
from api.tasks.rules.base import RuleKind


class RuleAssigneeOut(BaseModel):
    id: int
    name: str


class TaskRuleOut(BaseModel):
    key: str = Field(description="the rule's name, e.g. quote_accepted")
    title: str = Field(description="the title of the tasks it raises (followed by the record's number)")
    kind: RuleKind = Field(description="event: acts after the commit that changed the record; date: the scheduled pass")
    trigger: str = Field(description="what raises a task")
    closes: str = Field(description="what closes the task by itself")
    enabled: bool
    assignee: RuleAssigneeOut | None = Field(description="who gets the tasks; empty: the record's account manager")
    due_offset_days: int = Field(description="due this many UK working days after the event (bank holidays known)")
    default_due_offset_days: int
    priority: str
    version: int = Field(description="0 while the rule has its defaults; send it back with an edit")
    updated_at: datetime | None


class TaskRuleEditIn(BaseModel):
    """Send only what changes. `assignee_id` null: back to the record's account manager."""

    key: Annotated[Trimmed, Field(min_length=1, max_length=40)]
    enabled: bool | None = None
    assignee_id: Id | None = None
    due_offset_days: int | None = Field(default=None, description="0 to 60 working days")
    version: int | None = Field(default=None, description="the version read; another one gets 409")


class RulePassOut(BaseModel):
    raised: dict[str, int] = Field(description="tasks raised, by rule")
    closed: dict[str, int] = Field(description="tasks closed because their condition cleared, by rule")
    total_raised: int
    total_closed: int
