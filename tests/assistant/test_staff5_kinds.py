"""Kinds the tenth demo round (tests/assistant_demo/dev_staff5.py) and the known development misses found: a
colleague's quotes counted and listed, the order a quote became, our customer orders, what is left to call off,
loads not booked or planned in a period, tasks by priority, staff pay, and "the other one" after a comparison or a
pick among records listed before."""

from __future__ import annotations

from datetime import date, timedelta

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from api.orders.models import Order
from api.users.models import User
from assistant.grounding import grounded
from assistant.lookups import run
from assistant.understanding import slots, unkept
from assistant.understanding.cues import normalise
from assistant.understanding.parse import understand
from assistant.understanding.types import Filters, Intent
from tests.assistant import dataset as ds
from tests.assistant.conftest import ask
from tests.assistant.lookups_support import understanding
from tests.assistant.seeding import Seeded

TODAY = date(2026, 11, 27)


def _filters(question: str) -> Filters:
    return slots.filters(normalise(question), TODAY)


def test_a_colleagues_open_quotes_are_those_they_look_after(db: Session, dataset: Seeded) -> None:
    dana = db.scalars(select(User).where(User.first_name == "Dana")).one()
    read = understand(db, "how many open quotes has dana got", today=date.today())
    assert (read.intent, read.filters.people, read.unknown) == (Intent.quote_count, [dana.id], "")
    result = run(db, read)
    assert "open quotes looked after by Dana Hughes" in result.text and grounded(result.text, result.cards)
    everyone = run(db, understand(db, "how many open quotes are there", today=date.today()))
    assert result.cards[0].facts == everyone.cards[0].facts  # every dataset quote is Dana's
    none = run(db, understand(db, "which quotes is tom looking after", today=date.today()))
    assert none.text == "There are no quotes looked after by Tom Okafor."


def test_a_converted_quote_names_the_order_it_became(db: Session, dataset: Seeded) -> None:
    result = run(db, understanding(dataset, Intent.quote_status, quote="Q-260010"))
    assert "It became order SO-260101." in result.text and grounded(result.text, result.cards)
    assert {"label": "Order", "value": "SO-260101"} in [f.model_dump() for f in result.cards[0].facts]


@pytest.mark.parametrize(
    ("question", "orders"),
    [
        ("calder valleys orders", True),
        ("how many orders have we got", True),
        ("whats on SO-000001", True),
        ("customer po on SO-000002", False),
        ("any purchase orders out to marshalls", False),
        ("their order ref on SO-000001", False),
        ("which order did q1 turn into", False),
    ],
)
def test_our_customer_orders_are_asked_for_apart_from_a_po_on_them(question: str, orders: bool) -> None:
    assert slots.asks_orders(normalise(question)) is orders


def test_customer_orders_are_answered_with_their_quote_po_value_and_lines(db: Session, dataset: Seeded) -> None:
    read = understand(db, f"orders for {ds.PROJECT_RIVERSIDE}", today=date.today())
    assert read.intent == Intent.purchase_orders and read.filters.orders
    result = run(db, read)
    assert "SO-260101" in result.text and "from Q-260010" in result.text and "SO-260102" not in result.text
    assert grounded(result.text, result.cards)
    every = run(db, understand(db, "how many orders have we got", today=date.today()))
    assert every.text.startswith("There are 2 orders") and grounded(every.text, every.cards)


def test_what_is_left_to_call_off_is_the_orders_balance(db: Session, dataset: Seeded) -> None:
    read = understand(db, "whats left to call off on SO-260102", today=date.today())
    assert (read.intent, read.filters.left) == (Intent.call_offs, True)
    result = run(db, read)
    assert "still to call off" in result.text and "plots not called off in full: B" in result.text
    assert grounded(result.text, result.cards)
    done = run(db, understand(db, "anything still to call off on SO-260101", today=date.today()))
    assert done.text.endswith("everything ordered has been called off.")  # the failed load counts as called off
    order = db.scalars(select(Order).where(Order.number == "SO-260101")).one()
    assert order.number in done.cards[0].title


@pytest.mark.parametrize(
    ("question", "loads"),
    [
        ("any loads not booked in with the works yet", ["unbooked"]),
        ("what still needs booking", ["unbooked"]),
        ("deliveries booked for the next 3 weeks", ["planned"]),
        ("is plot 33 booked", ["booked"]),
        ("which loads are booked and confirmed", ["confirmed", "booked"]),
    ],
)
def test_loads_not_booked_and_loads_booked_for_a_period(question: str, loads: list[str]) -> None:
    assert _filters(question).loads == loads


def test_plots_in_a_plural_are_no_plot_s_and_the_last_week_is_rolling() -> None:
    found = _filters("which plots havent been called off yet at mytholm")
    assert (found.plots, found.left) == ([], True)
    assert _filters("whats been delivered in the last week").date_from == TODAY - timedelta(days=7)
    assert _filters("quotes sent last week").date_from == date(2026, 11, 16)  # the calendar's week


def test_tasks_by_priority(db: Session, dataset: Seeded) -> None:
    assert _filters("anything urgent on the pad").priorities == ["urgent"]
    assert _filters("high priority tasks").priorities == ["high"]
    assert _filters("low priority stuff on the pad").priorities == ["low"]
    read = understand(db, "anything urgent on the pad", today=date.today())
    assert (read.intent, read.unknown) == (Intent.tasks, "")


@pytest.mark.parametrize(
    ("question", "detail"),
    [("what does tom hughes earn", "salary"), ("how much overtime did tom do last month", "overtime")],
)
def test_staff_pay_is_not_recorded_and_asks_nothing_else(db: Session, question: str, detail: str) -> None:
    assert unkept.asked(normalise(question)) == detail
    read = understand(db, question, today=date.today())
    assert (read.intent, read.unkept, read.unknown) == (Intent.general, detail, "")


def test_the_other_one_after_a_comparison_is_the_one_that_lost(client: TestClient, headers: dict[str, str]) -> None:
    first = ask(client, headers, "which is bigger, Q-260003 or Q-260007")
    assert first["intent"] == "compare"
    loser = [card["title"] for card in first["cards"]][1].split()[-1]
    other = ask(client, headers, "when does the other one run out", first["conversation_id"])
    assert other["intent"] == "quote_status" and other["entities"]["quotes"] == [loser]
