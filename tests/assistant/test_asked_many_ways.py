"""Questions asked the many ways staff ask them (issue 14, second round): a contact by nickname or a possessive without
its apostrophe, "who haven't we heard back from", "has the works priced it yet", the customer's PO when we have no
purchase order, why a call-off was cancelled, "what's on my list", and tasks of a customer we do not have."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta

from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from api.quotes.models import Quote
from api.schedules.models import CallOff, CallOffEvent
from api.tasks.service import create_task
from api.users.models import Role
from assistant.grounding import grounded
from assistant.lookups import run
from assistant.understanding import contacts, slots
from assistant.understanding.parse import understand
from assistant.understanding.types import Attribute, Intent, Understanding
from ingest.embedder import embed_one
from tests.assistant.conftest import ask
from tests.assistant.dataset import PRODUCT_KASSANDRA, PROJECT_MOORSIDE, SUPPLIER_WIENERBERGER
from tests.assistant.dataset_more import CONTACT_SHAW
from tests.assistant.seeding import Seeded
from tests.factories import headers_for, make_user


def read(db: Session, question: str) -> Understanding:
    return understand(db, question, None, vector=embed_one(question), today=date.today())


def test_a_nickname_or_a_possessive_stands_for_the_name() -> None:
    assert {"gareth", "gary"} <= contacts.variants("gaz")
    assert "oliver" in contacts.variants("ollie")
    assert "kev" in contacts.variants("kevin")
    assert "holt" in contacts.variants("holts")
    assert contacts.variants("sue") == contacts.variants("susan")


def test_a_persons_number_is_a_phone_but_a_po_or_quote_number_is_not() -> None:
    assert slots.attribute("sarah holts number") == Attribute.phone
    assert slots.attribute("whats calders po number") is None
    assert slots.attribute("whats the quote number") is None


def test_waiting_on_suppliers_is_a_filter() -> None:
    today = date.today()
    assert slots.filters("which suppliers havent replied to rfq-000001", today).waiting
    assert slots.filters("who havent we heard back from on q10", today).waiting
    assert not slots.filters("any prices back from tarmac", today).waiting


def test_a_contact_is_found_by_a_possessive_without_its_apostrophe(db: Session, dataset: Seeded) -> None:
    understood = read(db, "becky shaws number")
    assert understood.intent == Intent.contact_details, understood
    assert [n.name for n in understood.entities.contacts] == [CONTACT_SHAW]
    result = run(db, understood)
    assert "01422 496 0501" in result.text, result.text


def test_who_has_not_answered_lists_only_the_unanswered(db: Session, dataset: Seeded) -> None:
    understood = read(db, "who havent we heard back from on meadow view")
    assert understood.intent == Intent.supplier_quotes, understood
    result = run(db, understood)
    assert "SQ-260003" in result.text and "not answered yet" in result.text, result.text
    riverside = run(db, read(db, "which suppliers havent come back on Q-260010"))
    assert not riverside.found, riverside.text  # both answered: nobody is still to reply
    assert "SQ-26000" not in riverside.text


def test_has_the_works_priced_it_yet_is_a_supplier_quote_question(db: Session, dataset: Seeded) -> None:
    understood = read(db, "has wienerberger priced the kassandra yet")
    assert understood.intent == Intent.supplier_quotes, understood
    assert SUPPLIER_WIENERBERGER in understood.entities.as_dict()["suppliers"]
    assert PRODUCT_KASSANDRA in understood.entities.as_dict()["products"]
    result = run(db, understood)
    assert "SQ-260003" in result.text and "not answered yet" in result.text, result.text


def test_the_po_of_a_job_without_purchase_orders_is_the_customers(db: Session, dataset: Seeded) -> None:
    quote = db.scalars(select(Quote).where(Quote.number == "Q-260016")).one()
    quote.po_number = "MFB-PO-77"
    db.flush()
    understood = read(db, "whats the po for moorside farm barns")
    assert understood.intent == Intent.purchase_orders, understood
    assert PROJECT_MOORSIDE in understood.entities.as_dict()["projects"]
    result = run(db, understood)
    assert result.found, result.text
    assert "no purchase orders to suppliers" in result.text and "MFB-PO-77 on Q-260016" in result.text, result.text
    assert [(card.kind, card.record_id) for card in result.cards] == [("quote", dataset.quotes["Q-260016"])]
    assert grounded(result.text, result.cards), result.text


def test_why_a_call_off_was_cancelled(db: Session, dataset: Seeded) -> None:
    row = db.scalars(select(CallOff).where(CallOff.number == "CO-260106")).one()
    db.add(CallOffEvent(call_off_id=row.id, from_status="requested", to_status="cancelled", note="Block B on hold"))
    db.flush()
    understood = read(db, "why was block b cancelled")
    assert understood.intent == Intent.call_offs, understood
    result = run(db, understood)
    assert "CO-260106" in result.text and "Block B on hold" in result.text, result.text


def test_whats_on_my_list_is_the_users_own_tasks(client: TestClient, db: Session, dataset: Seeded) -> None:
    me = make_user(db, role=Role.staff, first_name="Lia", last_name="List")
    other = make_user(db, role=Role.manager, first_name="Oz", last_name="Other")
    due = datetime.now(UTC) + timedelta(days=2)
    create_task(db, title="Ring the Moorside owner", owner_id=me.id, due_at=due, actor_id=me.id)
    create_task(db, title="Not mine at all", owner_id=other.id, due_at=due, actor_id=other.id)
    db.flush()
    body = ask(client, headers_for(db, me), "whats on my list")
    assert body["intent"] == "tasks"
    assert "Ring the Moorside owner" in body["text"]
    assert "Not mine at all" not in body["text"]


def test_tasks_for_a_customer_we_do_not_have_are_declined(db: Session, dataset: Seeded) -> None:
    understood = read(db, "tasks for bellway")
    assert understood.intent == Intent.tasks, understood
    assert understood.unknown == "bellway"
    result = run(db, understood)
    assert not result.found and "We don't have" in result.text, result.text


def test_a_question_outside_the_business_is_general_unless_it_names_our_records(db: Session, dataset: Seeded) -> None:
    asked = ("is it going to rain at the weekend", "did leeds win on saturday", "tell us a joke", "rain at riverside?")
    for question in asked:
        understood = read(db, question)
        assert understood.intent == Intent.general, (question, understood)
        assert not understood.entities.as_dict(), understood
    assert read(db, "will the rain hold up the riverside quarter call offs").intent == Intent.call_offs


def test_a_first_name_of_nobody_at_the_organisation_named_is_not_someone_elses(db: Session, dataset: Seeded) -> None:
    understood = read(db, "rebecca at pennine groundworks email")  # Rebecca Shaw is at Calder Civils
    assert not understood.entities.contacts, understood
    assert understood.unknown == "rebecca", understood
    result = run(db, understood)
    assert not result.found and "rebecca.shaw" not in result.text.lower(), result.text


def test_anything_cancelled_at_a_job_is_about_its_call_offs(db: Session, dataset: Seeded) -> None:
    understood = read(db, "anything cancelled at oakwood")
    assert understood.intent == Intent.call_offs, understood
    assert "CO-260106" in run(db, understood).text
