"""Demo tasks for the embedded demo mode: a handful on the demo's customers, quotes, order, call-off and project,
for the demo admin and colleagues — due today, overdue, waiting on the works, a watched one, a done one — and a
message with an @mention. Adds records only; nothing when there are tasks already or the demo records are missing."""

from __future__ import annotations

from datetime import datetime, time, timedelta
from typing import Any
from zoneinfo import ZoneInfo

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.crm import Organisation
from api.orders.models import Order
from api.projects.models import Project
from api.quotes.models import Quote, QuoteStatus
from api.schedules.models import CallOff
from api.tasks.models import Task, TaskStage
from api.tasks.service import close_task, create_task, messages
from api.users.models import User

LOCAL = ZoneInfo("Europe/London")
ADMIN, PRIYA, TOM = "admin@example.com", "priya.shah@example.com", "tom.hughes@example.com"


def _at(days: int, hour: int) -> datetime:
    today = datetime.now(LOCAL).date()
    return datetime.combine(today + timedelta(days=days), time(hour), LOCAL)


def _first(session: Session, query: Any) -> Any:
    return session.scalars(query.limit(1)).first()


def seed_tasks(session: Session, admin: User) -> list[Task]:
    if session.scalar(select(func.count()).select_from(Task)):
        return []
    users = {u.email: u for u in session.scalars(select(User).where(User.email.in_([ADMIN, PRIYA, TOM])))}
    calder = _first(session, select(Organisation).where(Organisation.name == "Calder Valley Homes"))
    pennine = _first(session, select(Organisation).where(Organisation.name == "Pennine Developments"))
    if len(users) < 3 or calder is None or pennine is None:
        return []
    tom, priya = users[TOM], users[PRIYA]
    stage = {s.name: s.id for s in session.scalars(select(TaskStage))}
    sent = _first(
        session,
        select(Quote).where(Quote.customer_id == calder.id, Quote.status == QuoteStatus.sent.value).order_by(Quote.id),
    )
    converted = _first(session, select(Quote).where(Quote.status == QuoteStatus.converted.value).order_by(Quote.id))
    order = _first(session, select(Order).where(Order.quote_id.is_not(None)).order_by(Order.id))
    call_off = _first(session, select(CallOff).where(CallOff.status == "booked").order_by(CallOff.id))
    project = _first(session, select(Project).where(Project.name == "Mytholm Meadows"))

    def links(*pairs: tuple[str, Any]) -> list[tuple[str, int]]:
        return [(kind, row.id) for kind, row in pairs if row is not None]

    made: list[Task] = []
    chase = create_task(
        session,
        title="Chase Calder Valley about their open quote",
        description="Sarah Holt said she would confirm after the site meeting.",
        owner_id=tom.id,
        involved_ids=[priya.id],
        due_at=_at(0, 16),
        priority="high",
        links=links(("customer", calder), ("quote", sent)),
        actor_id=tom.id,
    )
    made.append(chase)
    made.append(
        create_task(
            session,
            title="Raise the purchase orders for Brighouse Wharf Mews",
            owner_id=priya.id,
            assigned_ids=[tom.id],
            due_at=_at(-1, 12),
            priority="urgent",
            links=links(("customer", calder), ("quote", converted), ("order", order)),
            actor_id=priya.id,
            stage_id=stage.get("In progress"),
        )
    )
    made.append(
        create_task(
            session,
            title="Confirm tomorrow's load with the works",
            owner_id=admin.id,
            assigned_ids=[tom.id],
            due_at=_at(1, 10),
            links=links(("call_off", call_off)),
            actor_id=admin.id,
            stage_id=stage.get("Waiting"),
        )
    )
    made.append(
        create_task(
            session,
            title="Send Pennine the revised brick samples",
            owner_id=tom.id,
            involved_ids=[admin.id],
            due_at=_at(3, 9),
            priority="low",
            links=links(("customer", pennine)),
            actor_id=tom.id,
        )
    )
    visit = create_task(
        session,
        title="Book the site visit at Mytholm Meadows",
        owner_id=admin.id,
        links=links(("project", project)),
        actor_id=admin.id,
    )
    close_task(session, visit, note="Booked with the site manager for Tuesday.", actor_id=admin.id)
    made.append(visit)
    messages.add(session, chase, priya, message="@Tom Hughes they asked for the Ibstock alternative too.")
    session.flush()
    return made
