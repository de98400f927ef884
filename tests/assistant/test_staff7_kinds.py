"""Kinds the twelfth demo round (tests/assistant_demo/dev_staff7.py) and issue 14's known misses found: comparing on
what a product costs us, a compared product we do not have said so (never swapped for a near one), why quotes were
lost or withdrawn asked without naming one, quotes to prospects, the task pad's stages in words, a range's cheapest
of a kind, a price asked in a unit, a project called by the first word of its name."""

from __future__ import annotations

from datetime import date

from sqlalchemy.orm import Session

from assistant.lookups import category, run
from assistant.understanding import choose, intents, slots, task_cues, taskpad
from assistant.understanding.cues import normalise
from assistant.understanding.parse import understand
from assistant.understanding.types import Attribute, Filters, Intent
from tests.assistant import dataset as ds
from tests.assistant.seeding import Seeded

TODAY = date(2026, 11, 27)


def _filters(question: str) -> Filters:
    return slots.filters(normalise(question), TODAY)


def _attribute(question: str) -> Attribute | None:
    return slots.attribute(normalise(question))


def test_what_a_product_costs_us_is_its_cost_price() -> None:
    assert _attribute("which costs us less, a or b") == Attribute.cost_price
    assert _attribute("cheaper for us to buy in - a or b") == Attribute.cost_price
    assert _attribute("which is cheaper, a or b") is None


def test_why_quotes_were_lost_or_withdrawn_without_naming_one() -> None:
    for question in ("what did we lose and why", "knock backs - reasons", "withdrawn ones + why", "why was q5 pulled"):
        assert _attribute(question) == Attribute.rejection_reason, question
    assert _filters("why was q5 pulled").statuses == ["withdrawn"]
    assert "rejected" in _filters("knock backs - reasons").statuses


def test_prospects_and_units_and_task_stages_in_words() -> None:
    assert _filters("prospects weve sent quotes to").prospects
    assert _filters("prospects weve sent quotes to").statuses == []
    assert _filters("which companies that arent customers yet have we quoted").prospects
    assert not _filters("quotes for our customers").prospects
    assert _filters("cheapest sand per tonne").unit == "tonne"
    assert _filters("cheapest sand").unit == ""
    for question in ("whats in waiting", "anything stuck waiting on the works"):
        assert task_cues.asks_tasks(normalise(question)), question
        out = _filters(question)
        task_cues.task_filters(normalise(question), out)
        assert out.stage == "Waiting", question
    assert task_cues.asks_tasks(normalise("whats been ticked off"))


def test_a_category_word_before_another_describes_it() -> None:
    assert category.categories(["block", "paving"]) == (["paver"], ["block"])
    assert category.categories(["engineering", "brick"])[0] == ["engineering_brick"]


def test_a_compared_product_we_do_not_have_is_said_so(db: Session, dataset: Seeded) -> None:
    read = understand(db, "is ibstock cheshire red multi cheaper than ibstock cheshire purple multi")
    assert read.intent == Intent.compare and "purple" in read.unknown
    assert not run(db, read).found
    both = understand(db, f"which is cheaper, {ds.PRODUCT_RED_MULTI} or {ds.PRODUCT_KASSANDRA}")
    assert (both.intent, both.unknown) == (Intent.compare, "")


def test_comparing_on_cost_gives_the_cost_prices(db: Session, dataset: Seeded) -> None:
    read = understand(db, f"which costs us less, {ds.PRODUCT_RED_MULTI} or {ds.PRODUCT_KASSANDRA}")
    assert (read.intent, read.attribute) == (Intent.compare, Attribute.cost_price)
    result = run(db, read)
    assert result.found and "costs us less" in result.text
    assert all(any(f.label == "Cost price" for f in card.facts) for card in result.cards)


def test_reasons_across_quotes_and_a_party_we_do_not_have(db: Session, dataset: Seeded) -> None:
    every = understand(db, "what did we lose and why")
    assert (every.intent, every.attribute, every.unknown) == (Intent.record_fact, Attribute.rejection_reason, "")
    assert run(db, every).found
    lacked = understand(db, "why did persimmon reject our quote")
    assert lacked.unknown == "persimmon"


def test_what_a_party_paid_a_jobs_dates_and_a_task_by_its_subject() -> None:
    for question in ("cg90 1200 - what did awc get it at", "wot did calder pay for it", "what did they have them for"):
        assert intents.PAID.search(normalise(question)), question
    assert not intents.PAID.search(normalise("what did we get from ibstock"))
    assert choose.PROJECT_DATES.search(normalise("when does mytholm finish"))
    assert choose.PROJECT_DATES.search(normalise("start date for the elland one"))
    assert not choose.PROJECT_DATES.search(normalise("when does the calder quote run out"))
    assert taskpad.DEALT_WITH.search(normalise("what did priya say on the calder chase"))
