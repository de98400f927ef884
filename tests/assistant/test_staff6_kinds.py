"""Kinds the eleventh demo round (tests/assistant_demo/dev_staff6.py) and the known misreadings of issue 14 found:
"the other one" after a pick from two records of any kind, our orders' cards as orders, a bare "high" that is no
task's priority, the new party of "what did X get it at" replacing the old, a count "for" a party we do not have, a
fact no record holds said as such, rolling "last month" spans and delivery slang."""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any, cast

from sqlalchemy import select
from sqlalchemy.orm import Session

from api.orders.models import Order
from assistant.conversations import _the_other
from assistant.lookups import run
from assistant.models import Exchange
from assistant.understanding import periods, priorities, slots
from assistant.understanding.cues import normalise
from assistant.understanding.parse import understand
from assistant.understanding.types import Entities, Filters, Intent, Named, Understanding
from tests.assistant import dataset as ds
from tests.assistant.seeding import Seeded

TODAY = date(2026, 11, 27)


def _filters(question: str) -> Filters:
    return slots.filters(normalise(question), TODAY)


def _answer(*cards: tuple[str, int, str]) -> Exchange:
    return Exchange(answer={"cards": [{"kind": k, "record_id": i, "title": t, "facts": []} for k, i, t in cards]})


def _other(intent: Intent, before: Exchange, last: Exchange, **filters: Any) -> Understanding:
    # Every case here picks among the records the answer before listed: the database is never read (None would fail).
    understanding = Understanding(intent, Entities(), 0.8, filters=Filters(**filters))
    return _the_other(cast(Session, None), understanding, last, before)


def test_a_bare_high_is_a_priority_only_in_a_question_about_tasks() -> None:
    assert _filters("which open quotes are high value").priorities == []
    assert _filters("how high is a pallet of tradesman red").priorities == []
    assert _filters("high priority tasks").priorities == ["high"]
    assert _filters("anything high on the pad").priorities == ["high"]
    assert _filters("top priority stuff").priorities == ["high"]
    assert priorities.named("urgent quote for calder", about_tasks=False) == ["urgent"]  # said in so many words


def test_the_other_one_after_a_pick_from_two_loads_is_the_load_left() -> None:
    listed = _answer(
        ("call_off", 0, "Call-offs tomorrow"),
        ("call_off", 2, "Call-off CO-000002"),
        ("call_off", 3, "Call-off CO-000003"),
    )
    picked = _answer(("call_off", 2, "Call-off CO-000002"))
    other = _other(Intent.call_offs, listed, picked, plots=["32"], loads=["confirmed"])
    assert (other.filters.numbers, other.filters.plots, other.filters.loads) == (["CO-000003"], [], [])


def test_the_other_one_of_tasks_jobs_supplier_quotes_and_orders() -> None:
    tasks = _answer(("task", 1, "Chase Calder Valley about their open quote"), ("task", 2, "Raise the POs"))
    other = _other(Intent.tasks, tasks, _answer(("task", 2, "Raise the POs")), priorities=["urgent"])
    assert (other.filters.titled, other.filters.priorities) == (
        ["chase", "calder", "valley", "about", "their", "open", "quote"],
        [],
    )
    jobs = _answer(
        ("customer", 5, "Calder Valley Homes"),
        ("project", 7, "Mytholm Meadows"),
        ("project", 8, "Brighouse Wharf Mews"),
    )
    other = _other(Intent.record_summary, jobs, _answer(("project", 8, "Brighouse Wharf Mews")))
    assert other.entities.projects == [Named(7, "Mytholm Meadows")]
    quotes = _answer(
        ("supplier_quote", 1, "Supplier quote SQ-000001"), ("supplier_quote", 2, "Supplier quote SQ-000002")
    )
    other = _other(Intent.supplier_quotes, quotes, _answer(("supplier_quote", 1, "Supplier quote SQ-000001")))
    assert other.filters.numbers == ["SQ-000002"]
    orders = _answer(("order", 0, "Orders"), ("order", 1, "Order SO-000001"), ("order", 2, "Order SO-000002"))
    other = _other(Intent.purchase_orders, orders, _answer(("order", 2, "Order SO-000002")), orders=True)
    assert (other.filters.numbers, other.filters.orders) == (["SO-000001"], True)
    # two left, or nothing picked: no one record is meant, the understanding stays as it was
    three = _answer(("task", 1, "A"), ("task", 2, "B"), ("task", 3, "C"))
    assert _other(Intent.tasks, three, _answer(("task", 1, "A")), mine=True).filters.mine


def test_our_orders_are_shown_as_orders(db: Session, dataset: Seeded) -> None:
    result = run(db, understand(db, "how many orders have we got", today=date.today()))
    ids = set(db.scalars(select(Order.id)))
    assert {card.kind for card in result.cards} == {"order"}
    assert {card.record_id for card in result.cards if card.record_id} <= ids


def test_the_party_named_now_replaces_the_one_before(db: Session, dataset: Seeded) -> None:
    price = understand(db, f"price of {ds.PRODUCT_RED_MULTI}")
    calder = understand(db, "what did calder get it at", price)
    assert calder.intent == Intent.last_quoted and [n.name for n in calder.entities.customers] == [ds.CUSTOMER_CALDER]
    persimmon = understand(db, "what did persimmon get it at", calder)
    assert (persimmon.intent, persimmon.unknown, persimmon.entities.customers) == (Intent.last_quoted, "persimmon", [])
    assert not run(db, persimmon).found


def test_a_count_for_a_party_we_do_not_have_is_declined(db: Session, dataset: Seeded) -> None:
    read = understand(db, "how many quotes for redrow", today=date.today())
    assert (read.intent, read.unknown) == (Intent.quote_count, "redrow")
    assert understand(db, "how many quotes for acme", today=date.today()).unknown == ""


def test_rolling_spans_and_delivery_slang() -> None:
    assert periods.period("quotes sent in the last month", TODAY) == (TODAY - timedelta(days=30), TODAY)
    assert periods.period("what went out this last week", TODAY) == (TODAY - timedelta(days=7), TODAY)
    assert normalise("dels for tmrw") == "deliveries for tomorrow"
    assert normalise("whys the plot 31 del late") == "why the plot 31 delivery late"
