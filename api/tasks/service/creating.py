"""Making a task (by hand, or raised by a rule for an event: one event raises one task), and closing one."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import datetime

from sqlalchemy import select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from api.core.errors import FieldErrors
from api.tasks.models import Priority, Source, Task, TaskLink, TaskNote, TaskRole, TaskStatus
from api.tasks.service import log, people, placing, records, stages

EVENT_CONSTRAINT = "uq_tasks_event_key"


def find_by_event(session: Session, event_key: str) -> Task | None:
    return session.scalars(select(Task).where(Task.event_key == event_key)).first()


def check_links(session: Session, links: Iterable[tuple[str, int]], field: str = "links") -> list[tuple[str, int]]:
    wanted = list(dict.fromkeys((str(t), int(i)) for t, i in links))
    bad_type = [t for t, _ in wanted if t not in records.KINDS]
    if bad_type:
        raise FieldErrors({field: f"Unknown record type “{bad_type[0]}”."})
    gone = records.missing(session, wanted)
    if gone:
        record_type, record_id = gone[0]
        raise FieldErrors({field: f"No {record_type.replace('_', ' ')} has the id {record_id}."})
    return wanted


def create_task(
    session: Session,
    *,
    title: str,
    description: str | None = None,
    owner_id: int,
    assigned_ids: Sequence[int] = (),
    involved_ids: Sequence[int] = (),
    due_at: datetime | None = None,
    priority: str = Priority.normal.value,
    links: Iterable[tuple[str, int]] = (),
    source: str = Source.manual.value,
    rule_key: str | None = None,
    event_key: str | None = None,
    actor_id: int | None = None,
    stage_id: int | None = None,
) -> Task:
    """A new open task at the top of its stage (the first one by default). With an `event_key` already used,
    the task that event raised is returned and nothing is created."""
    if event_key is not None:
        existing = find_by_event(session, event_key)
        if existing is not None:
            return existing
    owner = people.check_users(session, [owner_id], "taskOwner")[0]
    assigned = people.check_users(session, assigned_ids, "assignedUsers")
    involved = people.check_users(session, involved_ids, "involvedUsers")
    checked_links = check_links(session, links)
    stage = stages.get(session, stage_id, field="stage_id") if stage_id is not None else stages.first(session)
    task = Task(
        title=title,
        description=description or "",
        stage_id=stage.id,
        status=TaskStatus.open.value,
        owner_id=owner,
        due_at=due_at,
        priority=str(priority),
        source=str(source),
        rule_key=rule_key,
        event_key=event_key,
        created_by_id=actor_id,
        version=1,
    )

    def write(rank: str) -> None:
        task.rank = rank
        session.add(task)

    try:
        placing.place(session, stage.id, write)
    except IntegrityError as exc:
        # Another run of the same rule raised this event's task at the same moment: that one stands.
        if (
            event_key is not None
            and getattr(getattr(exc.orig, "diag", None), "constraint_name", None) == EVENT_CONSTRAINT
        ):
            existing = find_by_event(session, event_key)
            if existing is not None:
                return existing
        raise
    people.add(session, task, assigned, TaskRole.assigned)
    people.add(session, task, [i for i in involved if i != owner], TaskRole.involved)
    session.add_all(TaskLink(task_id=task.id, record_type=t, record_id=i) for t, i in checked_links)
    session.flush()
    actor = log.actor_of(session, actor_id)
    made = "raised by a rule" if source == Source.rule.value else "created"
    log.record(session, task, actor, "created", f"Task “{title}” {made}", {"stage_id": [None, stage.id]})
    people.tell(session, task, [owner, *assigned], f"New task for you: {title}", actor)
    return task


def add_note(session: Session, task: Task, note: str, actor_id: int | None) -> TaskNote:
    row = TaskNote(task_id=task.id, user_id=actor_id, note=note)
    session.add(row)
    session.flush()
    return row


def close_task(
    session: Session, task: Task, *, status: str = TaskStatus.done.value, note: str, actor_id: int | None = None
) -> Task:
    """Close the task (done or cancelled) with a note saying why; it moves to the Done column."""
    from api.tasks.service import status as machine

    machine.set_status(session, task, status, log.actor_of(session, actor_id))
    add_note(session, task, note, actor_id)
    return task
