"""Kinds the nineteenth demo round (tests/assistant_demo/dev_ops2.py, what purchasing, transport and office staff ask)
found: loads asked by their day or phase ("tmrw pm loads", "loads in the next 7 days", "phase 3a loads", "whos
delivering tmrw"), "wk" and "arnt"; what is "booked next week" (every load still to go in it); the notes of a record
named by number ("any notes on rfq 1", "so2 notes"); the request for prices itself and only the answered supplier
quotes; supplier quotes counted; details nobody records on a supplier quote (a rebate, a fuel surcharge); "co2" as a
call-off beside its fields; a customer order's total ex VAT, plots, account manager and notes; one task's details and
priority, open tasks counted; and the asking user's own notifications."""

from __future__ import annotations

from datetime import date

from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from api.notifications import service as notifications
from api.tasks.service import create_task
from api.users.models import Role
from assistant.understanding import buying_asked, choose, cues, numbers, slots, task_cues, unkept
from assistant.understanding.cues import Cue, find, normalise
from assistant.understanding.intents import resolve
from assistant.understanding.reading import Reading
from assistant.understanding.types import Entities, Intent
from tests.assistant.conftest import ask
from tests.assistant.seeding import Seeded
from tests.factories import headers_for, make_user

TODAY = date(2026, 11, 28)  # a Saturday


def test_loads_are_asked_by_their_day_or_phase() -> None:
    for question in [
        "tmrw pm loads",
        "tmrws drops",
        "tmrw am load",
        "loads in the next 7 days",
        "dales loads this wk",
        "phase 3a loads",
        "whos delivering tmrw",
        "whats going tmrw afternoon",
    ]:
        assert Cue.call_off in find(normalise(question)), question
    # a product with "load" in its name is still a product
    assert Cue.call_off not in find(normalise("building sand loose load price"))
    assert Cue.call_off not in find(normalise("sharp sand loose load per tonne"))
    assert Cue.call_off not in find(normalise("whats the weather forecast for the oakwood drop tomorrow"))
    assert normalise("wots booked this wk") == "whats booked this week"


def test_loads_booked_next_week_are_every_load_still_to_go_in_it() -> None:
    booked = slots.filters(normalise("whats booked next week"), TODAY)
    assert booked.loads == ["planned"] and booked.date_from == date(2026, 11, 30)
    assert slots.filters(normalise("which call offs arnt booked yet"), TODAY).loads == ["unbooked"]
    assert slots.filters(normalise("is plot 32 booked"), TODAY).loads == ["booked"]  # a load's own booking


def test_a_records_notes_by_number_are_that_records() -> None:
    def intent(question: str, *found: str) -> Intent:
        normalised = normalise(question)
        reading = Reading(find(normalised), Entities(), normalised=normalised, tokens=cues.tokens(normalised))
        reading.numbers = numbers.Numbers(found=list(found))
        return resolve(reading)[0]

    assert intent("any notes on rfq 1", "RFQ-000001") == Intent.supplier_quotes
    assert intent("so2 notes", "SO-000002") == Intent.purchase_orders
    assert intent("any notes about planning") == Intent.notes_search


def test_details_nobody_records_on_supplier_quotes_and_co2_as_a_load() -> None:
    assert unkept.asked(normalise("co2 site contact")) == ""
    assert unkept.asked(normalise("co2 figure for the tradesman red")) == "carbon figure"
    assert unkept.asked(normalise("whats ibstocks rebate on rfq1")) == "rebate"
    assert unkept.asked(normalise("fuel surcharge on the dales quote")) == "fuel surcharge"


def test_the_request_itself_and_answered_supplier_quotes() -> None:
    assert buying_asked.request_filters(normalise("whos the customer on rfq1"), False) == (True, False)
    assert buying_asked.request_filters(normalise("any rfqs still open"), False) == (True, False)
    assert buying_asked.request_filters(normalise("which sqs have come back"), False) == (False, True)
    assert buying_asked.request_filters(normalise("who hasnt come back"), True) == (False, False)
    # whether one has answered is answered either way: not only the answered ones
    assert buying_asked.request_filters(normalise("has tarmac come back yet"), False) == (False, False)
    assert buying_asked.request_filters(normalise("did neil come back on the cement"), False) == (False, False)
    assert slots.filters(normalise("which sqs have come back"), TODAY).answered
    assert not slots.filters(normalise("which suppliers havent replied"), TODAY).answered
    assert slots.filters(normalise("which suppliers still owe us prices on rfq 1"), TODAY).waiting
    assert choose.SUPPLIER_QUOTES.search(normalise("how many supplier quotes have we got"))
    assert not choose.SUPPLIER_QUOTES.search(normalise("how many quotes have we got"))


def test_notifications_are_asked_beside_the_task_pad() -> None:
    assert task_cues.notifications_only(normalise("any notifications"))
    assert task_cues.notifications_only(normalise("did i get a notification about priya"))
    assert task_cues.asks_tasks(normalise("my notifications pls"))
    assert not task_cues.notifications_only(normalise("any tasks with alerts"))  # the task pad's own
    assert not task_cues.notifications_only(normalise("my tasks"))


def test_the_asking_users_own_notifications(client: TestClient, db: Session, dataset: Seeded) -> None:
    me = make_user(db, role=Role.staff, first_name="Nina", last_name="Notes")
    other = make_user(db, role=Role.admin, first_name="Olly", last_name="Other")
    notifications.notify(db, user_id=me.id, message="The Ibstock price list was imported.", link="/imports")
    notifications.notify(db, user_id=other.id, message="Someone else's news.", link="/")
    db.flush()
    body = ask(client, headers_for(db, me), "any notifications")
    assert body["intent"] == "tasks" and body["confidence_label"] != "low"
    assert body["text"].startswith("Your notifications (1 notification")
    assert "The Ibstock price list was imported." in body["text"]
    assert "Someone else's news." not in body["text"]
    assert [card["kind"] for card in body["cards"]] == ["notification"]
    assert body["cards"][0]["link"] == "/imports"
    about = ask(client, headers_for(db, me), "did i get a notification about the price list")
    assert "The Ibstock price list was imported." in about["text"]
    none = ask(client, headers_for(db, make_user(db, role=Role.staff)), "whats in my notifications")
    assert "no notifications" in none["text"]


def test_open_tasks_are_counted_and_one_task_says_what_it_is(client: TestClient, db: Session, dataset: Seeded) -> None:
    me = make_user(db, role=Role.staff, first_name="Cora", last_name="Count")
    create_task(db, title="Ring the haulier", description="Ask about the Friday slot.", owner_id=me.id, actor_id=me.id)
    create_task(db, title="Check the yard invoice", owner_id=me.id, priority="low", actor_id=me.id)
    db.flush()
    counted = ask(client, headers_for(db, me), "how many open tasks")
    assert "2 tasks" in counted["text"]
    assert counted["cards"][0]["facts"] == [{"label": "Tasks", "value": "2"}]
    one = ask(client, headers_for(db, me), "the ring the haulier task")
    assert "Ask about the Friday slot." in one["text"]
    low = ask(client, headers_for(db, me), "priority on the yard invoice task")
    assert "low priority" in low["text"]
