"""Questions about the task pad (issue 17, "Brickmate knows it"): a user's own tasks ("what's on my plate today?"),
who is chasing a record's task, overdue ones, by linked record; the user's role applies as on the task pad (staff
see the tasks they own, are assigned to or involved in). Wordings of their own, not the evaluation sets'."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta

from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from api.tasks.service import create_task
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
