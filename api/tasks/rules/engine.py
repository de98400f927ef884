"""A rule pass: for each rule, close its open tasks whose condition has cleared (one query), then raise a task for
each event that calls for one and has none yet (one query; the event key makes a rerun raise nothing). Passes
take turns (an advisory lock), so the beat's pass and an event's run never raise the same event twice."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from sqlalchemy import select, text
from sqlalchemy.orm import Session

from api.tasks.models import Source, Task
from api.tasks.rules import settings as rule_settings
from api.tasks.rules.base import Candidate, Rule, RuleKind, When
from api.tasks.rules.catalogue import RULES
from api.tasks.service import close_task, create_task
from api.users.models import Role, User

LOCK_KEY = 0x7A5C_0017  # pg_advisory_xact_lock key of the rule passes
NOTE = "Closed automatically: {reason}."
TITLE_MAX = 200


@dataclass
class PassResult:
    raised: dict[str, int] = field(default_factory=dict)
    closed: dict[str, int] = field(default_factory=dict)
    task_ids: list[int] = field(default_factory=list)

    @property
    def total_raised(self) -> int:
        return sum(self.raised.values())

    @property
    def total_closed(self) -> int:
        return sum(self.closed.values())


def _active(session: Session, ids: Iterable[int | None]) -> set[int]:
    wanted = {i for i in ids if i is not None}
    if not wanted:
        return set()
    return set(session.scalars(select(User.id).where(User.id.in_(wanted), User.active.is_(True))))


def _fallback(session: Session) -> int | None:
    """Who gets a task when its record has no account manager (nor creator) still active: the first admin, else
    the first manager."""
    first_admin = User.role != Role.admin.value  # False sorts first
    return session.scalar(
        select(User.id)
        .where(User.active.is_(True), User.role.in_([Role.admin.value, Role.manager.value]))
        .order_by(first_admin, User.id)
        .limit(1)
    )


def close_cleared(session: Session, rule: Rule, when: When) -> int:
    cleared = rule.clear(session, when)
    if not cleared:
        return 0
    tasks = {t.id: t for t in session.scalars(select(Task).where(Task.id.in_([c.task_id for c in cleared])))}
    for item in cleared:
        task = tasks.get(item.task_id)
        if task is not None and task.status == "open":
            close_task(session, task, status=item.status, note=NOTE.format(reason=item.reason))
    return len(cleared)


def raise_tasks(
    session: Session, rule: Rule, setting: rule_settings.Setting, found: Sequence[Candidate], when: When
) -> list[Task]:
    if not found:
        return []
    active = _active(session, [setting.assignee_id, *(c.manager_id for c in found)])
    fallback: int | None = None
    made = []
    for candidate in found:
        owner = next((i for i in (setting.assignee_id, candidate.manager_id) if i in active), None)
        if owner is None:
            fallback = fallback or _fallback(session)
            owner = fallback
        if owner is None:
            continue
        made.append(
            create_task(
                session,
                title=f"{rule.title} — {candidate.subject}"[:TITLE_MAX],
                description=candidate.description,
                owner_id=owner,
                assigned_ids=[owner],
                due_at=when.due_at(setting.due_offset_days),
                priority=rule.priority,
                links=candidate.links,
                source=Source.rule.value,
                rule_key=rule.key,
                event_key=candidate.event_key,
            )
        )
    return made


def run(
    session: Session,
    when: When | None = None,
    *,
    events: dict[str, list[int]] | None = None,
    only: Iterable[str] | None = None,
) -> PassResult:
    """A full pass (the beat's): every rule closes what cleared and raises what is due; event rules sweep the
    last hours' events. With `events` (record type → ids changed by a commit): every rule closes what cleared and
    the event rules raise for those records only."""
    when = when or When.at()
    session.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": LOCK_KEY})
    configured = rule_settings.effective(session)
    keys = set(only) if only is not None else None
    result = PassResult()
    for rule in RULES:
        if keys is not None and rule.key not in keys:
            continue
        result.closed[rule.key] = close_cleared(session, rule, when)
        setting = configured[rule.key]
        if not setting.enabled:
            continue
        ids: list[int] | None = None
        if events is not None:
            if rule.kind is not RuleKind.event or not events.get(rule.record_type):
                continue
            ids = events[rule.record_type]
        made = raise_tasks(session, rule, setting, rule.find(session, when, ids), when)
        result.raised[rule.key] = len(made)
        result.task_ids += [task.id for task in made]
    session.flush()
    return result
