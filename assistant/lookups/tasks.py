"""The task pad's tasks (issue 17): open by default, by the records they are linked to (the customers, suppliers,
projects, quotes and call-offs named), due today, tomorrow or in a period, overdue, the asking user's own ("my
tasks", "on my plate"); each with its owner, assignees and due day. The user's role applies as on the task pad: staff
see the tasks they own, are assigned to or involved in; managers and admins every task."""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Sequence
from contextvars import ContextVar
from datetime import UTC, date, datetime, time, timedelta
from typing import Any

from sqlalchemy import ColumnElement, func, or_, select
from sqlalchemy.orm import Session

from api.orders.models import Order, OrderPlot
from api.quotes.models import Quote
from api.schedules.models import CallOff, CallOffItem
from api.tasks.models import Task, TaskLink, TaskMessage, TaskNote, TaskStage, TaskUser
from api.tasks.service import access
from api.users.models import User
from assistant.lookups import cards as c
from assistant.lookups import format as fmt
from assistant.lookups import notifications
from assistant.lookups.types import LookupResult, not_found
from assistant.schemas import CardOut
from assistant.understanding.types import Understanding

MOST = 8
TASK_LINK = "/task?id={id}"
# The user asking (set by assistant.service for the question being answered): their own tasks, and what they see.
asking: ContextVar[User | None] = ContextVar("assistant_asking_user", default=None)
LINKS = {"customers": "customer", "suppliers": "supplier", "others": "other", "companies": "company"}
# A question about what was said on a task ("any messages on the chase task", "what did priya say").
MESSAGES = re.compile(r"\b(?:messages?|msgs?|said|say|says|comments?|chat|mentioned|wrote|written)\b")


def _start(day: date) -> datetime:
    return datetime.combine(day, time.min, tzinfo=UTC)


def _conditions(
    session: Session, u: Understanding, today: date, user: User | None
) -> tuple[list[ColumnElement[bool]], str]:
    e, f = u.entities, u.filters
    out: list[ColumnElement[bool]] = []
    said: list[str] = []
    if f.done:
        out.append(Task.status == "done")
        said.append("done")
    elif not f.titled and not (_linked_only(u) and _records_named(u)):
        # open ones, unless named by their title's words or asked for by the records they are on (open first, then
        # the done ones: "tasks on mytholm meadows", "was the mytholm visit sorted")
        out.append(Task.status == "open")
    if f.stage:
        out.append(Task.stage_id.in_(select(TaskStage.id).where(func.lower(TaskStage.name) == f.stage.lower())))
        said.append(f"in {f.stage}")
    if f.priorities:  # "anything urgent on the pad", "low priority tasks"
        out.append(Task.priority.in_(f.priorities))
        said.append(f"{' or '.join(f.priorities)} priority")
    if user is not None and (seen := access.visible(user)) is not None:
        out.append(seen)
    if user is not None and f.mine:
        out.append(access.mine(user.id))
        said.append("yours")
    if f.people:  # a colleague's ("what's on priya's list"): theirs, as they see their own
        out.append(or_(*(access.mine(person) for person in f.people)))
        names = session.execute(select(User.first_name, User.last_name).where(User.id.in_(f.people))).all()
        said.append(fmt.listing([f"{first} {last}".strip() for first, last in names]) + "'s")
    out += [func.lower(Task.title).contains(word, autoescape=True) for word in f.titled]
    wanted: list[tuple[str, list[int]]] = [(kind, [n.id for n in getattr(e, slot)]) for slot, kind in LINKS.items()]
    wanted += [("quote", [n.id for n in e.quotes])]
    if numbers := [n for n in f.numbers if n.startswith("CO-")]:
        wanted.append(("call_off", list(session.scalars(select(CallOff.id).where(CallOff.number.in_(numbers))))))
    if f.plots:  # "any task on the plot 33 load": the tasks on the loads carrying those plots
        carrying = select(CallOffItem.call_off_id).join(OrderPlot, OrderPlot.id == CallOffItem.plot_id)
        wanted.append(("call_off", list(session.scalars(carrying.where(OrderPlot.plot_number.in_(f.plots))))))
    for kind, ids in wanted:
        if ids:
            linked = select(TaskLink.task_id).where(TaskLink.record_type == kind, TaskLink.record_id.in_(ids))
            out.append(Task.id.in_(linked))
    if projects := [n.id for n in e.projects]:
        out.append(Task.id.in_(_on_projects(projects)))
    if f.overdue:
        out.append(Task.due_at < _start(today))
        said.append("overdue")
    elif f.date_from is not None and f.date_to is not None:
        out.append(Task.due_at >= _start(f.date_from))
        out.append(Task.due_at < _start(f.date_to + timedelta(days=1)))
        said.append(f"due {fmt.day(f.date_from)}" if f.date_from == f.date_to else "due in that period")
    return out, " and ".join(said)


def _records_named(u: Understanding) -> bool:
    e = u.entities
    return any((e.customers, e.suppliers, e.others, e.companies, e.projects, e.quotes, u.filters.plots)) or any(
        n.startswith("CO-") for n in u.filters.numbers
    )


def _linked_only(u: Understanding) -> bool:
    """Asked for by the records they are on and nothing else (no state such as "open", period, stage, person or
    "mine")."""
    f = u.filters
    return not (f.overdue or f.mine or f.people or f.stage or f.statuses or f.date_from or f.date_to or f.priorities)


def _on_projects(projects: Sequence[int]) -> Any:
    """The tasks on these projects: linked to a project, or to one of its quotes, orders or orders' call-offs."""
    quotes = select(Quote.id).where(Quote.project_id.in_(projects))
    orders = select(Order.id).where(Order.project_id.in_(projects))
    call_offs = select(CallOff.id).where(CallOff.order_id.in_(orders))
    return select(TaskLink.task_id).where(
        or_(
            (TaskLink.record_type == "project") & TaskLink.record_id.in_(projects),
            (TaskLink.record_type == "quote") & TaskLink.record_id.in_(quotes),
            (TaskLink.record_type == "order") & TaskLink.record_id.in_(orders),
            (TaskLink.record_type == "call_off") & TaskLink.record_id.in_(call_offs),
        )
    )


def _people(session: Session, ids: Sequence[int]) -> dict[int, dict[str, list[str]]]:
    """Per task, the colleagues assigned to it and those involved in it, by role."""
    rows = session.execute(
        select(TaskUser.task_id, TaskUser.role, User.first_name, User.last_name)
        .join(User, User.id == TaskUser.user_id)
        .where(TaskUser.task_id.in_(ids), TaskUser.role.in_(("assigned", "involved")))
        .order_by(TaskUser.id)
    )
    out: dict[int, dict[str, list[str]]] = defaultdict(lambda: defaultdict(list))
    for task_id, role, first, last in rows:
        out[task_id][role].append(f"{first} {last}".strip())
    return out


def _last_messages(session: Session, ids: Sequence[int]) -> dict[int, str]:
    """Each task's latest message, with who wrote it ("Priya Shah: @Tom Hughes they asked for…")."""
    if not ids:
        return {}
    rows = session.execute(
        select(TaskMessage.task_id, User.first_name, User.last_name, TaskMessage.message)
        .outerjoin(User, User.id == TaskMessage.user_id)
        .where(TaskMessage.task_id.in_(ids), TaskMessage.type == "message")
        .order_by(TaskMessage.task_id, TaskMessage.created_at.desc(), TaskMessage.id.desc())
        .distinct(TaskMessage.task_id)
    )
    return {task_id: f"{first or ''} {last or ''}".strip() + f": {message}" for task_id, first, last, message in rows}


def _closing_notes(session: Session, ids: Sequence[int]) -> dict[int, str]:
    """Each closed task's last note: why it was closed ("Booked with the site manager for Tuesday.")."""
    if not ids:
        return {}
    rows = session.execute(
        select(TaskNote.task_id, TaskNote.note)
        .where(TaskNote.task_id.in_(ids))
        .order_by(TaskNote.task_id, TaskNote.created_at.desc(), TaskNote.id.desc())
        .distinct(TaskNote.task_id)
    )
    return {task_id: note for task_id, note in rows}


def _standing(task: Task, today: date) -> str:
    if task.status != "open":
        return task.status
    if task.due_at is None:
        return "open, no due date"
    due = task.due_at.date()
    if due < today:
        return f"overdue since {fmt.day(due)}"
    if due == today:
        return f"due today, {fmt.day(due)}"
    return f"due {fmt.day(due)}"


def tasks(session: Session, u: Understanding, today: date) -> LookupResult:
    f = u.filters
    user = asking.get()
    if f.notifications:  # "any notifications": the asking user's own, read beside their tasks
        return notifications.notifications(session, u, today, user.id if user else None)
    conditions, said = _conditions(session, u, today, user)
    owner = User.__table__.alias("owner")
    rows = session.execute(
        select(Task, func.concat(owner.c.first_name, " ", owner.c.last_name), TaskStage.name)
        .join(owner, owner.c.id == Task.owner_id)
        .join(TaskStage, TaskStage.id == Task.stage_id)
        .where(*conditions)
        .order_by((Task.status != "open").asc(), Task.due_at.asc().nulls_last(), Task.id)
        .limit(MOST + 1)
    ).all()
    if not rows:
        return not_found(f"I found no {'open ' if 'done' not in said else ''}tasks{f' ({said})' if said else ''}.", [])
    ids = [task.id for task, _, _ in rows[:MOST]]
    people_of = _people(session, ids)
    closed = _closing_notes(session, [task.id for task, _, _ in rows[:MOST] if task.status != "open"])
    messages = _last_messages(session, ids)
    asks_messages = MESSAGES.search(u.entities.terms + " " + " ".join(f.titled)) is not None or len(ids) == 1
    sentences: list[str] = []
    cards: list[CardOut] = []
    for task, owner_name, stage in rows[:MOST]:
        people, involved = people_of[task.id]["assigned"], people_of[task.id]["involved"]
        standing = _standing(task, today)
        who = f"owner {owner_name}" + (f", assigned to {fmt.listing(people)}" if people else "")
        who += f", involving {fmt.listing(involved)}" if involved else ""
        where = f"{stage}, " if task.status == "open" else ""
        one = len(rows) == 1  # one task asked about: its priority whatever it is, and what it says
        urgent = f", {task.priority} priority" if task.priority in ("high", "urgent") or one else ""
        said_on = f" (details: “{task.description.strip()}”)" if one and (task.description or "").strip() else ""
        note = closed.get(task.id)
        message = messages.get(task.id) if asks_messages else None
        sentences.append(
            f"“{task.title}” — {who}; {where}{standing}{urgent}{said_on}"
            + (f" (closing note: “{note}”)" if note else "")
            + (f" (last message, {message.split(': ', 1)[0]}: “{message.split(': ', 1)[1]}”)" if message else "")
        )
        cards.append(
            CardOut(
                kind="task",
                record_id=task.id,
                title=task.title,
                link=TASK_LINK.format(id=task.id),
                facts=c.facts(
                    ("Owner", owner_name),
                    ("Assigned", ", ".join(people) or None),
                    ("Involved", ", ".join(involved) or None),
                    ("Stage", stage if task.status == "open" else None),
                    ("Priority", task.priority.capitalize()),
                    ("Due", fmt.day(task.due_at) if task.due_at else None),
                    ("Status", standing),
                    ("Closing note", note),
                    ("Last message", messages.get(task.id)),
                    ("Details", (task.description or "").strip() or None),
                ),
            )
        )
    more = " (more on the task pad)" if len(rows) > MOST else ""
    if f.measure == "count":  # "how many open tasks": their number first, then the first of them
        counted = session.scalar(select(func.count()).select_from(Task).where(*conditions)) or 0
        more = f", {fmt.count(counted, 'task')}" + (" (the first listed)" if counted > MOST else "")
        cards.insert(0, c.summary_card("task", 0, "Tasks", "/taskpad", ("Tasks", str(counted))))
    heading = f"Tasks{f' ({said})' if said else ''}{more}: "
    return LookupResult(heading + "; ".join(sentences) + ".", cards, True, u.confidence)
