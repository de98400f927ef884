"""Questions about the task pad (issue 17, "Brickmate knows it"): a user's own tasks ("what's on my plate today?"),
who is chasing a record's task, overdue ones, by linked record; the user's role applies as on the task pad (staff
see the tasks they own, are assigned to or involved in). Wordings of their own, not the evaluation sets'."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta

from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from api.tasks.service import close_task, create_task
from api.users.models import Role
from tests.assistant.conftest import ASK, ask
from tests.assistant.dataset import CUSTOMER_CALDER
from tests.assistant.seeding import Seeded
from tests.factories import headers_for, make_user


def _noon(days: int) -> datetime:
    return datetime.combine(date.today() + timedelta(days=days), datetime.min.time(), tzinfo=UTC).replace(hour=12)


def test_asking_about_tasks_needs_a_token(client: TestClient) -> None:
    assert client.post(ASK, json={"question": "whats on my plate today"}).status_code == 401


def test_my_plate_today_is_the_users_own_open_tasks_due_today_or_overdue(
    client: TestClient, db: Session, dataset: Seeded
) -> None:
    me = make_user(db, role=Role.staff, first_name="Pia", last_name="Plate")
    other = make_user(db, role=Role.staff, first_name="Oli", last_name="Other")
    create_task(db, title="Ring the Calder buyer", owner_id=me.id, due_at=_noon(0), actor_id=me.id)
    create_task(db, title="Someone else's errand", owner_id=other.id, due_at=_noon(0), actor_id=other.id)
    create_task(db, title="Help Oli with the order", owner_id=other.id, assigned_ids=[me.id], due_at=_noon(-3))
    db.flush()
    body = ask(client, headers_for(db, me), "whats on my plate today")
    assert body["intent"] == "tasks"
    assert "Ring the Calder buyer" in body["text"]
    assert "Someone else's errand" not in body["text"]
    overdue = ask(client, headers_for(db, me), "my overdue tasks")
    assert "Help Oli with the order" in overdue["text"] and "Ring the Calder buyer" not in overdue["text"]
    assert [c["kind"] for c in overdue["cards"]] == ["task"]
    assert overdue["cards"][0]["link"].startswith("/task?id=")


def test_who_is_chasing_a_customers_quote(client: TestClient, db: Session, dataset: Seeded) -> None:
    manager = make_user(db, role=Role.manager)
    body = ask(client, headers_for(db, manager), f"who is chasing the {CUSTOMER_CALDER} quote")
    assert body["intent"] == "tasks"
    assert "Chase Calder Civils about Q-260014" in body["text"] and "Dana Hughes" in body["text"]
    # Staff who take no part in it do not see it.
    stranger = ask(
        client, headers_for(db, make_user(db, role=Role.staff)), f"who is chasing the {CUSTOMER_CALDER} quote"
    )
    assert "Chase Calder Civils" not in stranger["text"]
    assert "no open tasks" in stranger["text"]


def test_a_colleagues_tasks_by_first_name_and_a_done_tasks_closing_note(
    client: TestClient, db: Session, dataset: Seeded
) -> None:
    manager = make_user(db, role=Role.manager, first_name="Mo", last_name="Manager")
    zara = make_user(db, role=Role.staff, first_name="Zara", last_name="Quill")
    other = make_user(db, role=Role.staff, first_name="Oli", last_name="Other")
    create_task(db, title="Send the Quill samples", owner_id=zara.id, due_at=_noon(2), actor_id=zara.id)
    create_task(db, title="Help Zara with the order", owner_id=other.id, assigned_ids=[zara.id], due_at=_noon(-2))
    create_task(db, title="Oli's own errand", owner_id=other.id, due_at=_noon(1), actor_id=other.id)
    visit = create_task(db, title="Book the kiln visit", owner_id=other.id, actor_id=other.id)
    close_task(db, visit, note="Booked for Thursday with the works.", actor_id=other.id)
    db.flush()
    me = headers_for(db, manager)
    listed = ask(client, me, "what's on zara's list")
    assert listed["intent"] == "tasks"
    assert "Send the Quill samples" in listed["text"] and "Help Zara with the order" in listed["text"]
    assert "Oli's own errand" not in listed["text"]
    late = ask(client, me, "is zara behind on anything")
    assert late["intent"] == "tasks"
    assert "Help Zara with the order" in late["text"] and "Send the Quill samples" not in late["text"]
    closed = ask(client, me, "how was the kiln visit task closed")
    assert "Booked for Thursday with the works." in closed["text"]
    assert ask(client, me, "what's on yasmin's list")["confidence_label"] == "low"  # no colleague of that name


def test_a_task_asked_by_its_titles_words_without_saying_task(client: TestClient, db: Session, dataset: Seeded) -> None:
    manager = make_user(db, role=Role.manager, first_name="Mo", last_name="Manager")
    visit = create_task(db, title="Arrange the quarry visit", owner_id=manager.id, actor_id=manager.id)
    close_task(db, visit, note="Arranged for Friday with the quarry manager.", actor_id=manager.id)
    create_task(db, title="Ring the quarry about pallets", owner_id=manager.id, due_at=_noon(1), actor_id=manager.id)
    db.flush()
    me = headers_for(db, manager)
    body = ask(client, me, "did the quarry visit get arranged")  # "arranged": the title's "arrange"
    assert body["intent"] == "tasks"
    assert "Arranged for Friday with the quarry manager." in body["text"]
    assert "Ring the quarry about pallets" not in body["text"]
    # words no task's title holds all of are no task's
    assert ask(client, me, "did the quarry survey get arranged")["intent"] != "tasks"
