"""Each rule's settings as they stand (a stored row, else the rule's defaults) and the admins' edits of them."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from api.core.errors import Conflict, FieldErrors
from api.tasks.rules.base import Rule
from api.tasks.rules.catalogue import BY_KEY, RULES
from api.tasks.rules.models import MAX_OFFSET_DAYS, TaskRule
from api.users.models import User


@dataclass
class Setting:
    rule: Rule
    enabled: bool
    assignee_id: int | None
    due_offset_days: int
    version: int
    updated_at: datetime | None
    updated_by_id: int | None


def _setting(rule: Rule, row: TaskRule | None) -> Setting:
    if row is None:
        return Setting(rule, True, None, rule.default_offset_days, 0, None, None)
    return Setting(
        rule, row.enabled, row.assignee_id, row.due_offset_days, row.version, row.updated_at, row.updated_by_id
    )


def effective(session: Session) -> dict[str, Setting]:
    stored = {row.key: row for row in session.scalars(select(TaskRule))}
    return {rule.key: _setting(rule, stored.get(rule.key)) for rule in RULES}


def edit(session: Session, key: str, changes: dict[str, Any], *, actor: User, version: int | None = None) -> Setting:
    """Change one rule's settings: `changes` holds the fields given (`enabled`, `assignee_id`, `due_offset_days`);
    `assignee_id` None means the record's account manager again. A `version` other than the stored one is refused
    (409): someone else changed the rule meanwhile."""
    rule = BY_KEY.get(key)
    if rule is None:
        raise FieldErrors({"key": f"There is no rule “{key}”. Rules: {', '.join(BY_KEY)}."})
    errors: dict[str, str] = {}
    offset = changes.get("due_offset_days")
    if "due_offset_days" in changes and (offset is None or not 0 <= offset <= MAX_OFFSET_DAYS):
        errors["due_offset_days"] = f"Give a number of working days from 0 to {MAX_OFFSET_DAYS}."
    if "enabled" in changes and changes["enabled"] is None:
        errors["enabled"] = "Say whether the rule is on (true) or off (false)."
    assignee_id = changes.get("assignee_id")
    if assignee_id is not None:
        user = session.get(User, assignee_id)
        if user is None or not user.active:
            errors["assignee_id"] = f"No active user has the id {assignee_id}."
    if errors:
        raise FieldErrors(errors)
    row = session.get(TaskRule, key, with_for_update=True)
    current = row.version if row is not None else 0
    if version is not None and version != current:
        raise Conflict("Someone else changed this rule meanwhile: reload it and try again.")
    if row is None:
        row = TaskRule(key=key, enabled=True, assignee_id=None, due_offset_days=rule.default_offset_days, version=0)
        session.add(row)
    for name in ("enabled", "assignee_id", "due_offset_days"):
        if name in changes:
            setattr(row, name, changes[name])
    row.updated_by_id = actor.id
    row.version = current + 1
    session.flush()
    return _setting(rule, row)
