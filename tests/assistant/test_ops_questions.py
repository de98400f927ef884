"""Delivering, task pad and buying questions as staff ask them (issue 14; the kinds of the seventh demo round,
tests/assistant_demo/dev_ops.py): the haulier and site contact of a load, a span of days from today, a follow-up
about the loads an answer gave, tasks by their stage and by their project's name with the words of their title, a
task named by words no task has, what a customer got "it" at after a product question, and a reading kept whole
(flags, plots, states, window) between the questions of a conversation."""

from __future__ import annotations

from datetime import date

from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from api.crm import Kind
from api.projects.models import Project
from api.schedules.models import CallOff
from api.tasks.models import TaskStage
from api.tasks.service import close_task, create_task
from api.users.models import User
from assistant.grounding import grounded
from assistant.lookups import run
from assistant.understanding import slots
from assistant.understanding.parse import understand
from assistant.understanding.stored import reading_from_json, reading_to_json
from assistant.understanding.types import Entities, Filters, Intent, Understanding
from ingest.embedder import embed_one
from tests.assistant.conftest import ASK, ask
from tests.assistant.dataset import CUSTOMER_ACME, PRODUCT_RED_MULTI, PROJECT_RIVERSIDE
from tests.assistant.seeding import Seeded
from tests.factories import make_organisation


def test_a_span_of_days_or_weeks_runs_from_today() -> None:
    today = date(2026, 11, 27)
    assert slots.period("whats due in over the next 10 days", today) == (today, date(2026, 12, 7))
    assert slots.period("deliveries for the coming 3 weeks", today) == (today, date(2026, 12, 18))
    assert slots.period("the next couple of weeks", today) == (today, date(2026, 12, 11))
    assert slots.period("next week", today) == (date(2026, 11, 30), date(2026, 12, 6))  # unchanged
    assert slots.filters("the next load to riverside", today).next_only  # "next" alone: the first one


def test_a_reading_keeps_its_flags_and_conditions_between_questions() -> None:
    filters = Filters(plots=["12"], loads=["failed"], window="am", numbers=["CO-000002"], stage="Waiting", phase="2")
    kept = reading_from_json("call_offs", reading_to_json(Understanding(Intent.call_offs, Entities(), filters=filters)))
    assert kept.filters == filters
    assert not (kept.filters.mine or kept.filters.overdue or kept.filters.done or kept.filters.next_only)
    flagged = Filters(mine=True, done=True, next_only=True, waiting=True)
    again = reading_from_json("tasks", reading_to_json(Understanding(Intent.tasks, Entities(), filters=flagged)))
    assert (again.filters.mine, again.filters.overdue, again.filters.done) == (True, False, True)
    assert again.filters.next_only and again.filters.waiting


def test_a_call_off_answer_names_its_haulier_and_site_contact(db: Session, dataset: Seeded) -> None:
    haulier = make_organisation(db, kind=Kind.other, name="Pennine Haulage Test", category="Haulier")
    row = db.get_one(CallOff, dataset.call_offs["CO-260102"])
    row.haulier_id, row.site_contact_name = haulier.id, "Gary Gate"
    db.flush()
    question = "whos hauling plot 12 at riverside quarter"
    result = run(db, understand(db, question, vector=embed_one(question), today=date.today()))
    assert "CO-260102" in result.text and "hauled by Pennine Haulage Test" in result.text, result.text
    card = next(card for card in result.cards if card.record_id == row.id)
    facts = {fact.label: fact.value for fact in card.facts}
    assert (facts["Haulier"], facts["Site contact"]) == ("Pennine Haulage Test", "Gary Gate")
    assert grounded(result.text, result.cards), result.text


def test_a_follow_up_about_the_loads_an_answer_gave_keeps_to_them(
    client: TestClient, db: Session, dataset: Seeded, headers: dict[str, str]
) -> None:
    first = ask(client, headers, "any failed drops")
    assert "CO-260103" in first["text"] and "CO-260102" not in first["text"], first["text"]
    then = ask(client, headers, "which plot was that", first["conversation_id"])
    assert then["intent"] == "call_offs", then
    assert "CO-260103" in then["text"] and "plot 13" in then["text"], then["text"]
    assert "CO-260102" not in then["text"] and "CO-260104" not in then["text"], then["text"]


def _stage(db: Session, name: str) -> int:
    return db.scalars(select(TaskStage.id).where(TaskStage.name == name)).one()


def test_tasks_by_their_stage_say_the_stage(
    client: TestClient, db: Session, dataset: Seeded, admin: User, admin_headers: dict[str, str]
) -> None:
    create_task(db, title="Chase the Leeds works for a slot", owner_id=admin.id, stage_id=_stage(db, "Waiting"))
    create_task(db, title="Tidy the sample shelf", owner_id=admin.id, stage_id=_stage(db, "To do"))
    db.flush()
    body = ask(client, admin_headers, "whats in the waiting column")
    assert body["intent"] == "tasks", body
    assert "Chase the Leeds works for a slot" in body["text"] and "Tidy the sample shelf" not in body["text"]
    assert "Waiting" in body["text"], body["text"]


def test_a_task_on_a_project_is_found_by_the_projects_name_and_its_titles_words(
    client: TestClient, db: Session, dataset: Seeded, admin: User, admin_headers: dict[str, str]
) -> None:
    project = db.scalars(select(Project).where(Project.name == PROJECT_RIVERSIDE)).one()
    title = "Book the crane lift for the tower"
    task = create_task(db, title=title, owner_id=admin.id, links=[("project", project.id)])
    close_task(db, task, note="Crane booked with Ainscough.", actor_id=admin.id)
    db.flush()
    body = ask(client, admin_headers, "was the riverside quarter crane lift ever sorted")
    assert body["intent"] == "tasks", body
    assert "Book the crane lift for the tower" in body["text"] and "Crane booked with Ainscough" in body["text"]
    unknown = ask(client, admin_headers, "whos doing the riverside quarter snagging task")
    assert unknown["confidence_label"] != "high" and "Book the crane lift" not in unknown["text"], unknown


def test_what_a_customer_got_it_at_follows_the_product_asked_about(
    client: TestClient, db: Session, dataset: Seeded, headers: dict[str, str]
) -> None:
    first = ask(client, headers, "price of the cheshire red multi")
    then = ask(client, headers, "what did acme get it at", first["conversation_id"])
    assert then["intent"] == "last_quoted", then
    assert then["entities"].get("products") == [PRODUCT_RED_MULTI], then["entities"]
    assert then["entities"].get("customers") == [CUSTOMER_ACME], then["entities"]
    assert "£690.00" in then["text"] and "Q-260003" in then["text"], then["text"]


def test_asking_needs_a_token(client: TestClient) -> None:
    assert client.post(ASK, json={"question": "whos hauling plot 12"}).status_code == 401


def test_a_jobs_phase_quotes_are_those_whose_notes_name_the_phase(db: Session, dataset: Seeded) -> None:
    question = "meadow view phase 2 quotes"  # the project's own name says "phase 2": no filter
    named = understand(db, question, vector=embed_one(question), today=date.today())
    assert named.intent == Intent.project_quotes and named.filters.phase == "2", named
    assert run(db, named).found
    other = understand(db, "riverside quarter phase 7 quotes", vector=embed_one("riverside quarter phase 7 quotes"))
    result = run(db, other)
    assert not result.found and "phase 7" in result.text, result.text
