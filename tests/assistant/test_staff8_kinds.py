"""Kinds the thirteenth demo round (tests/assistant_demo/dev_staff8.py) and the fourteenth session's leftovers found:
drafts asked as quotes waiting to go out, quotes "we have sent" a party whatever became of them, "since monday",
"whats urgent" on the task pad, the cost "on" a product, our person at a works ("who looks after us at", "main
person at"), loads "dropped" on a plot, a supplier that has not "replied yet"."""

from __future__ import annotations

from datetime import date

from assistant.understanding import choose, periods, slots, task_cues
from assistant.understanding.cues import Cue, find, normalise
from assistant.understanding.types import Attribute, Filters

TODAY = date(2026, 11, 27)  # a Friday


def _filters(question: str) -> Filters:
    return slots.filters(normalise(question), TODAY)


def test_drafts_waiting_to_go_out_are_drafts_not_open_quotes() -> None:
    for question in ("drafts waiting to go out", "drafts not sent yet", "which quotes are still to go out"):
        assert _filters(question).statuses == ["draft"], question
    assert _filters("quotes waiting on the customer").statuses == ["open"]


def test_quotes_we_have_sent_a_party_are_every_one_that_went_out() -> None:
    assert _filters("how many quotes have we sent pennine").statuses == [slots.EVER_SENT]
    assert _filters("how many sent quotes for pennine").statuses == ["sent"]


def test_since_a_day_of_the_week_runs_from_its_last_one_to_today() -> None:
    assert periods.period(normalise("any new quotes since monday"), TODAY) == (date(2026, 11, 23), TODAY)
    assert periods.period(normalise("anything since friday"), TODAY) == (TODAY, TODAY)
    assert slots.period("quotes sent last week", TODAY) == (date(2026, 11, 16), date(2026, 11, 22))  # unchanged
    assert {"since", "monday"} <= choose.FILTER_WORDS


def test_whats_urgent_asks_the_task_pad() -> None:
    for question in ("whats urgent", "anything urgent", "any thing urgent for me"):
        assert task_cues.asks_tasks(normalise(question)), question
    assert not task_cues.asks_tasks(normalise("any urgent quotes"))
    assert not task_cues.asks_tasks(normalise("urgent price on tradesman red"))


def test_the_cost_on_a_product_is_its_cost_price() -> None:
    assert slots.attribute(normalise("cost on the birtley buff")) == Attribute.cost_price
    assert slots.attribute(normalise("what does it cost us")) == Attribute.cost_price
    assert slots.attribute(normalise("price on the birtley buff")) is None


def test_our_person_at_a_works_is_a_contact_not_our_account_manager() -> None:
    for question in ("who looks after us at marshalls", "main person at pennine devs", "who deals with us at tarmac"):
        assert slots.asks_contact(normalise(question)), question
        assert slots.attribute(normalise(question)) != Attribute.account_manager, question
    assert slots.attribute(normalise("who looks after calder")) == Attribute.account_manager
    assert {"after", "numbers"} <= choose.ROLE_WORDS


def test_loads_dropped_and_suppliers_not_replied_yet() -> None:
    assert "delivered" in _filters("pallets dropped on plot 31").loads
    assert "dropped" in choose.DEALING_WORDS
    assert Cue.supplier_quoted in find(normalise("tarmac replied yet?"))
