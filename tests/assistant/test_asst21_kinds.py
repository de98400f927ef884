"""Kinds the seventh conversations round (tests/assistant_demo/dev_convo7.py) found: follow-ups naming nothing after a
supplier quote or a request for prices ("whos replied", "haulage?", "offload?", "when are the rest due back"); a
colleague's tasks asked by first name after a name we do not have ("whats sam got on", then "and whats priya got
on"), "ok toms then", "when due"; a plot's load asked after a quote (a topic switch); and quantities in chat actions
read as said and said as read ("10 thousand", "500 blocks" of a product sold by the pack of 72, "25m" of paving,
"10m" of bricks), a colour the nearest product lacks unmatched, and "quote <party> <lines>" naming both."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from api.crm import Kind
from api.tasks.service import create_task
from api.users.models import Role
from assistant.actions import units_said
from assistant.actions.quantities import Packing, convert
from assistant.understanding import buying_followups, colleague_turn, cues, topic_switch
from assistant.understanding.cues import find, normalise
from assistant.understanding.reading import Reading
from assistant.understanding.types import Entities, Filters, Intent, Named, Understanding
from tests.assistant.conftest import ask
from tests.factories import headers_for, make_organisation, make_product, make_user

BLOCKS = Packing("pack", 72, 144)
SAND_M2 = Packing("m2", None, None)
BRICKS = Packing("per_1000", 500, 500)


def _reading(question: str, **named: list[Named]) -> Reading:
    normalised = normalise(question)
    return Reading(find(normalised), Entities(**named), normalised=normalised, tokens=cues.tokens(normalised))


def test_follow_ups_naming_nothing_stay_on_the_supplier_quotes_before() -> None:
    request = Understanding(Intent.supplier_quotes, Entities(), 0.9, filters=Filters(numbers=["RFQ-000001"]))
    request.filters.requests = True
    replied = buying_followups.asked(_reading("whos replied"), request)
    assert replied is not None and replied[1].answered and not replied[1].waiting
    assert replied[1].numbers == ["RFQ-000001"] and replied[1].requests
    rest = buying_followups.asked(_reading("when are the rest due back"), request)
    assert rest is not None and rest[1].waiting and rest[1].requests
    assert buying_followups.asked(_reading("whos still to reply"), request) is not None
    # "haulage" names Dales Haulage: not the haulier when only the word is said
    dales = Named(9, "Dales Haulage")
    ibstock = Understanding(Intent.supplier_quotes, Entities(suppliers=[Named(4, "Ibstock Brick")]), 0.9)
    haulage = buying_followups.asked(_reading("haulage?", others=[dales]), ibstock)
    assert haulage is not None and haulage[0].suppliers[0].name == "Ibstock Brick" and not haulage[0].others
    assert buying_followups.asked(_reading("dales haulage?", others=[dales]), ibstock) is None
    for question in ["offload?", "valid til", "lead time?", "how many loads", "who rang it in", "any notes on it"]:
        assert buying_followups.asked(_reading(question), ibstock) is not None, question
    # words of their own, or after anything but supplier quotes: not this kind
    assert buying_followups.asked(_reading("and the cement"), ibstock) is None
    assert buying_followups.asked(_reading("whats on it"), ibstock) is None
    assert buying_followups.asked(_reading("haulage?"), Understanding(Intent.call_offs, Entities())) is None


def test_a_plots_load_after_a_quote_is_read_on_its_own() -> None:
    quote = Understanding(Intent.record_fact, Entities(quotes=[Named(7, "Q-000007")]))
    plot = _reading("whens plot 34 rebooked for")
    assert topic_switch.afresh(plot, quote, Filters(plots=["34"]))
    assert not topic_switch.afresh(plot, Understanding(Intent.call_offs, Entities()), Filters(plots=["34"]))
    assert not topic_switch.afresh(_reading("house type on plot 3"), quote, Filters(plots=["3"]))


def test_when_due_after_a_task() -> None:
    tasks = Understanding(Intent.tasks, Entities())
    assert colleague_turn.due_after(_reading("when due"), tasks)
    assert colleague_turn.due_after(_reading("whens it due?"), tasks)
    assert not colleague_turn.due_after(_reading("when due"), Understanding(Intent.quote_status, Entities()))


def test_quantities_are_read_as_said_and_said_as_read() -> None:
    assert units_said.written("10 thousand staffs blue") == "10000 staffs blue"
    assert units_said.written("2.5 thousand red") == "2500 red"
    # blocks counted in pieces for a product sold by the pack of 72: packs, rounded up, and said so
    unit, said = units_said.read_as("500 blocks", Decimal(500), None, BLOCKS)
    converted = convert(Decimal(500), unit, BLOCKS)
    assert converted.quantity == 7 and converted.note == "500 each = 7 packs (rounded up)" and not said
    # a bare number of it: packs, said so
    assert units_said.read_as("3 wharfedale", Decimal(3), None, BLOCKS) == (None, "3 read as packs of 72: check it")
    assert units_said.read_as("2 packs of blocks", Decimal(2), "pack", BLOCKS) == ("pack", "")
    # "m" by context: square metres of paving, a number to check for bricks
    assert units_said.read_as("25m of saxon", Decimal(25), None, SAND_M2) == ("m2", "25m read as 25 m²")
    assert "check it" in units_said.read_as("10m red", Decimal(10), None, BRICKS)[1]
    assert units_said.read_as("60m2 tegula", Decimal(60), None, SAND_M2) == (None, "")
    assert convert(Decimal(2), "pallet", Packing("pack", None, 56)).note == "2 pallets = 112 packs"
    assert units_said.colour_lacked("10k tradesman blue", "Tradesman Light", "Light red")
    assert not units_said.colour_lacked("10k tradesman red", "Tradesman Red", "Red")


def _proposed(client: TestClient, headers: dict[str, str], question: str) -> dict[str, Any]:
    body = ask(client, headers, question)
    assert body["proposal"] is not None, f"{question!r}: {body['text']}"
    proposal: dict[str, Any] = body["proposal"]
    return proposal


def test_quote_a_party_lines_in_chat_words(client: TestClient, db: Session) -> None:
    me = make_user(db, role=Role.staff, first_name="Una", last_name="Units")
    make_organisation(db, name="Tolvaddon Homes Ltd")
    works = make_organisation(db, kind=Kind.supplier, name="Wharfedale Blocks Ltd")
    make_product(db, works, code="WB-7N", name="Wharfedale 7N Dense Block 100mm", category="block",
                 selling_unit="pack", units_per_pack=72, units_per_pallet=144)  # fmt: skip
    make_product(db, works, code="WB-RED", name="Wharfedale Smooth Red", list_price="600.00")
    db.flush()
    headers = headers_for(db, me)
    blocks = _proposed(client, headers, "quote tolvaddon 500 wharfedale 7n blocks")
    assert blocks["payload"]["lines"][0]["quantity"] == "7"
    assert "500 each = 7 packs (rounded up)" in blocks["summary"]
    thousand = _proposed(client, headers, "quote tolvaddon for 10 thousand wharfedale smooth red")
    assert thousand["payload"]["lines"][0]["quantity"] == "10000"
    metres = _proposed(client, headers, "quote tolvaddon 10m wharfedale smooth red")
    assert "10m read as 10: check it" in metres["summary"]
    lacked = ask(client, headers, "quote tolvaddon 10k wharfedale smooth blue")
    assert lacked["proposal"] is None and "could not find wharfedale smooth blue" in lacked["text"]
    for question in ["quote no 3 who for", "quote no. 13 where we at"]:  # a quote asked about by number
        assert ask(client, headers, question)["proposal"] is None, question


def test_a_colleagues_tasks_after_a_name_we_lack(client: TestClient, db: Session) -> None:
    me = make_user(db, role=Role.admin, first_name="Gail", last_name="Asker")  # sees a colleague's tasks
    priya = make_user(db, role=Role.staff, first_name="Priya", last_name="Pad")
    create_task(db, title="Raise the yard orders", owner_id=priya.id, actor_id=priya.id)
    db.flush()
    headers = headers_for(db, me)
    lacked = ask(client, headers, "whats zed got on")
    assert lacked["intent"] == "tasks" and lacked["confidence_label"] != "high"
    hers = ask(client, headers, "and whats priya got on", lacked["conversation_id"])
    assert hers["intent"] == "tasks" and "Raise the yard orders" in hers["text"]
    assert hers["confidence_label"] != "low"
