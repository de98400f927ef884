"""The rules' admin calls. Static paths under /tasks: included before the task pad's `/tasks/{x}` routes."""

from __future__ import annotations

from fastapi import APIRouter
from sqlalchemy import select
from sqlalchemy.orm import Session

from api.auth.dependencies import AdminUser, ManagerUser
from api.core.deps import SessionDep
from api.tasks.rules import engine, settings
from api.tasks.rules.schemas import RuleAssigneeOut, RulePassOut, TaskRuleEditIn, TaskRuleOut
from api.users.models import User

router = APIRouter(prefix="/tasks", tags=["tasks"])


def _out(session: Session, items: list[settings.Setting]) -> list[TaskRuleOut]:
    ids = {s.assignee_id for s in items if s.assignee_id is not None}
    names = {u.id: u.full_name for u in session.scalars(select(User).where(User.id.in_(ids)))} if ids else {}
    return [
        TaskRuleOut(
            key=s.rule.key,
            title=s.rule.title,
            kind=s.rule.kind,
            trigger=s.rule.trigger,
            closes=s.rule.closes,
            enabled=s.enabled,
            assignee=RuleAssigneeOut(id=s.assignee_id, name=names.get(s.assignee_id, ""))
            if s.assignee_id is not None
            else None,
            due_offset_days=s.due_offset_days,
            default_due_offset_days=s.rule.default_offset_days,
            priority=s.rule.priority,
            version=s.version,
            updated_at=s.updated_at,
        )
        for s in items
    ]


@router.get("/rules", response_model=list[TaskRuleOut])
def list_rules(session: SessionDep, _: ManagerUser) -> list[TaskRuleOut]:
    """The rules that raise tasks from what happens (quote accepted, call-off unconfirmed…), each with whether it
    is on, who gets its tasks and when they fall due (managers and admins)."""
    return _out(session, list(settings.effective(session).values()))


@router.put("/rules/edit", response_model=TaskRuleOut)
def edit_rule(body: TaskRuleEditIn, session: SessionDep, actor: AdminUser) -> TaskRuleOut:
    """Turn a rule on or off, choose who gets its tasks (null: the record's account manager) and its due offset in
    working days (admins). A stale `version` gets 409."""
    changes = body.model_dump(include={"enabled", "assignee_id", "due_offset_days"}, exclude_unset=True)
    updated = settings.edit(session, body.key, changes, actor=actor, version=body.version)
    return _out(session, [updated])[0]


@router.post("/rules/run", response_model=RulePassOut)
def run_rules(session: SessionDep, _: AdminUser) -> RulePassOut:
    """Run every rule now, as the scheduled pass does every 15 minutes (admins): raise what is due, close what
    cleared."""
    result = engine.run(session)
    return RulePassOut(
        raised=result.raised,
        closed=result.closed,
        total_raised=result.total_raised,
        total_closed=result.total_closed,
    )
