"""create_task, close_task and find_by_event: what the rules and the assistant call."""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.orm import Session

from api.records.models import Activity
from api.tasks.models import Task, TaskLink, TaskNote, TaskStage, TaskUser
from api.tasks.service import close_task, create_task, find_by_event
from api.users.models import User
from tests.factories import make_organisation


def test_default_stages_are_seeded(db: Session) -> None:
    names = db.scalars(select(TaskStage.name).order_by(TaskStage.position)).all()
    assert names[:4] == ["To do", "In progress", "Waiting", "Done"]


def test_create_task_with_people_and_links(db: Session, staff: User, manager: User) -> None:
    customer = make_organisation(db, kind="customer")
    task = create_task(
        db,
        title="Chase the customer",
        owner_id=staff.id,
        assigned_ids=[manager.id],
        involved_ids=[staff.id, manager.id],
        links=[("customer", customer.id)],
        actor_id=manager.id,
    )
    assert task.id and task.rank and task.status == "open"
    roles = {(r.user_id, r.role) for r in db.scalars(select(TaskUser).where(TaskUser.task_id == task.id))}
    assert roles == {(manager.id, "assigned"), (manager.id, "involved")}
    link = db.scalars(select(TaskLink).where(TaskLink.task_id == task.id)).one()
    assert (link.record_type, link.record_id) == ("customer", customer.id)
    mirrored = db.scalars(
        select(Activity).where(Activity.subject_type == "organisation", Activity.subject_id == customer.id)
    ).all()
    assert any(a.action == "task_created" for a in mirrored)


def test_one_event_raises_one_task(db: Session, staff: User) -> None:
    first = create_task(db, title="Raise the POs", owner_id=staff.id, source="rule", rule_key="r", event_key="q:1")
    again = create_task(db, title="Raise the POs", owner_id=staff.id, source="rule", rule_key="r", event_key="q:1")
    assert again.id == first.id
    assert find_by_event(db, "q:1") is first
    assert find_by_event(db, "q:2") is None


def test_close_task_adds_a_note_and_moves_to_done(db: Session, staff: User) -> None:
    task = create_task(db, title="Chase the works", owner_id=staff.id)
    close_task(db, task, note="The PO was acknowledged.")
    assert task.status == "done" and task.closed_at is not None
    done = db.scalars(select(TaskStage).where(TaskStage.name == "Done")).one()
    assert task.stage_id == done.id
    assert db.scalars(select(TaskNote.note).where(TaskNote.task_id == task.id)).all() == ["The PO was acknowledged."]
    db.refresh(task)
    assert db.get(Task, task.id) is not None
