"""Putting a task on the task pad from the chat: "remind me to chase Calder Valley on Friday" is answered with a
proposal (nothing made); confirming makes the user's task, due that day and linked to the records named."""

from __future__ import annotations

from datetime import date

from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from api.crm import Kind
from api.tasks.models import Task, TaskLink
from api.users.models import User
from assistant.actions.create_task import due_day, split
from tests.factories import make_organisation

ASK = "/api/brickmate/askQuestion"
CONFIRM = "/api/brickmate/actions/confirm"
THURSDAY = date(2026, 11, 26)


def test_the_request_is_read_into_what_and_when() -> None:
    assert split("remind me to chase Calder Valley on Friday") == ("chase Calder Valley", "friday")
    assert split("Please add a task to call the works tomorrow.") == ("call the works", "tomorrow")
    assert split("task: send the site plan to Pennine by 4 December") == ("send the site plan to Pennine", "4 december")
    assert split("remind me to chase Calder Valley") == ("chase Calder Valley", None)
    assert split("remind me what we last quoted Kirkstall for the Atlas Blue") is None
    assert split("who is chasing the Calder Valley quote?") is None


def test_days_are_the_next_to_come() -> None:
    assert due_day("friday", THURSDAY) == date(2026, 11, 27)
    assert due_day("thursday", THURSDAY) == date(2026, 12, 3)  # a weekday is never today
    assert due_day("next wed", THURSDAY) == date(2026, 12, 2)
    assert due_day("today", THURSDAY) == THURSDAY
    assert due_day("4 december", THURSDAY) == date(2026, 12, 4)
    assert due_day("3rd of january", THURSDAY) == date(2027, 1, 3)
    assert due_day("2026-13-01", THURSDAY) is None
    assert due_day("31 february", THURSDAY) is None


def test_proposed_then_confirmed_makes_the_users_task(
    client: TestClient, db: Session, headers: dict[str, str], staff: User
) -> None:
    calder = make_organisation(db, kind=Kind.customer, name="Calder Valley Homes")
    response = client.post(ASK, json={"question": "remind me to chase Calder Valley Homes on Friday"}, headers=headers)
    assert response.status_code == 200, response.text
    proposal = response.json()["proposal"]
    assert proposal["kind"] == "create_task" and proposal["status"] == "pending"
    assert proposal["payload"]["title"] == "Chase Calder Valley Homes"
    assert proposal["payload"]["links"] == [
        {"record_type": "customer", "record_id": calder.id, "label": "Calder Valley Homes"}
    ]
    assert 'Put "Chase Calder Valley Homes" on your task pad, due Friday' in proposal["summary"]
    assert db.scalars(select(Task).where(Task.owner_id == staff.id)).all() == []  # nothing before confirming

    confirmed = client.post(CONFIRM, json={"proposal_id": proposal["proposal_id"]}, headers=headers)
    assert confirmed.status_code == 200, confirmed.text
    result = confirmed.json()["result"]
    [task] = db.scalars(select(Task).where(Task.owner_id == staff.id)).all()
    assert (task.title, task.source, task.status) == ("Chase Calder Valley Homes", "manual", "open")
    assert task.due_at is not None and task.due_at.weekday() == 4
    links = db.scalars(select(TaskLink).where(TaskLink.task_id == task.id)).all()
    assert [(link.record_type, link.record_id) for link in links] == [("customer", calder.id)]
    assert result == {
        "text": 'Task "Chase Calder Valley Homes" is on your task pad.',
        "link": f"/task?id={task.id}",
        "record_kind": "task",
        "record_id": task.id,
    }
    again = client.post(CONFIRM, json={"proposal_id": proposal["proposal_id"]}, headers=headers)
    assert again.status_code == 409
    assert len(db.scalars(select(Task).where(Task.owner_id == staff.id)).all()) == 1


def test_a_day_that_cannot_be_read_is_said_and_nothing_proposed(client: TestClient, headers: dict[str, str]) -> None:
    response = client.post(ASK, json={"question": "remind me to order sand on 31 february"}, headers=headers)
    assert response.status_code == 200, response.text
    assert response.json()["proposal"] is None
    assert 'I could not read "31 february" as a day.' in response.json()["text"]
