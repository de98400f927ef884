"""Call-off questions (the development wordings, tests/assistant/dev_calloffs.py): read as `call_offs` with the
records, plots, states and days they name, answered from the database with every figure on the call-off's card;
call-offs are documents of the index, kept fresh as they change."""

from __future__ import annotations

from datetime import date

import pytest
from sqlalchemy import select
from sqlalchemy.orm import Session

from api.schedules.models import CallOff
from assistant.grounding import grounded
from assistant.lookups import run
from assistant.understanding.parse import understand
from assistant.understanding.types import Intent, Understanding
from ingest.documents import BUILDERS
from ingest.embedder import embed_one
from ingest.tracking import _key
from tests.assistant import dev_calloffs
from tests.assistant.dataset import PROJECT_RIVERSIDE
from tests.assistant.dataset_calloffs import BY_NUMBER, shown, when
from tests.assistant.eval_set import Case
from tests.assistant.seeding import Seeded


def read(db: Session, question: str) -> Understanding:
    return understand(db, question, None, vector=embed_one(question), today=date.today())


@pytest.mark.parametrize("case", dev_calloffs.CASES, ids=[c.id for c in dev_calloffs.CASES])
def test_call_off_questions_are_read_and_answered(db: Session, dataset: Seeded, case: Case) -> None:
    understood = read(db, case.question)
    assert understood.intent == Intent.call_offs, understood
    named = understood.entities.as_dict()
    for kind, wanted in case.entities.items():
        assert set(wanted) <= set(named.get(kind, [])), understood
    result = run(db, understood)
    assert result.found, result.text
    for value in case.values:
        assert value.lower() in result.text.lower(), result.text
    cited = [(card.kind, card.record_id) for card in result.cards]
    for kind, number in case.records:
        assert (kind, dataset.call_offs[number]) in cited, result.text
    assert grounded(result.text, result.cards), result.text


def test_the_next_load_for_a_plot_is_one_call_off_with_its_day_window_and_goods(db: Session, dataset: Seeded) -> None:
    result = run(db, read(db, "next load for plot 12 at riverside quarter"))
    day = shown(when(BY_NUMBER["CO-260102"]))
    assert result.text == (
        f"CO-260102 for {PROJECT_RIVERSIDE} (Wharfe Valley Homes), plot 12: 5,500 bricks Ibstock Funton Second Hard "
        f"Stock from Ibstock Brick Ltd — confirmed for {day} AM."
    )
    [card] = result.cards
    assert (card.kind, card.link) == (
        "call_off",
        f"/call-offs/{db.get_one(CallOff, dataset.call_offs['CO-260102']).order_id}",
    )


def test_a_state_no_load_is_in_shows_the_loads_asked_about_as_they_are(db: Session, dataset: Seeded) -> None:
    result = run(db, read(db, "is the kirkstall load confirmed"))
    assert "CO-260105" in result.text and "not confirmed by the works yet" in result.text


def test_nothing_found_says_what_was_asked(db: Session, dataset: Seeded) -> None:
    result = run(db, read(db, "call offs for moorside farm barns"))
    assert not result.found
    assert result.text.startswith("I found no call-offs for Moorside Farm Barns")


def test_delivery_charges_and_times_are_not_call_off_questions(db: Session, dataset: Seeded) -> None:
    assert read(db, "what's the delivery charge on Q-260010").intent != Intent.call_offs
    assert read(db, "delivery time on the funton").intent != Intent.call_offs


def test_call_offs_are_documents_kept_fresh_as_they_change(db: Session, dataset: Seeded) -> None:
    row = db.scalars(select(CallOff).where(CallOff.number == "CO-260103")).one()
    [doc] = BUILDERS["call_off"].build(db, [row.id])
    assert doc.title == f"Call-off CO-260103 for {PROJECT_RIVERSIDE}, plot 13"
    assert "failed: No crane on site" in doc.content and "failure charge: £150.00" in doc.content
    assert doc.link == f"/call-offs/{row.order_id}"
    assert _key(row) == ("call_off", row.id)


def test_how_many_loads_counts_the_call_offs_listed_and_cites_the_count(db: Session, dataset: Seeded) -> None:
    listed = run(db, read(db, "call offs for riverside quarter"))
    loads = [card for card in listed.cards if card.kind == "call_off"]
    assert len(loads) >= 2, listed.text
    understood = read(db, "how many drops are we doing for riverside quarter")
    assert understood.intent == Intent.call_offs, understood
    counted = run(db, understood)
    assert counted.text.startswith(f"{len(loads)} call-offs for {PROJECT_RIVERSIDE}: "), counted.text
    board, *rest = counted.cards
    assert (board.link, board.facts[0].value) == ("/call-offs", f"{len(loads)} call-offs")
    assert [card.record_id for card in rest] == [card.record_id for card in loads]
    assert grounded(counted.text, counted.cards), counted.text


def test_a_half_day_named_keeps_the_loads_booked_for_it_or_any_time(db: Session, dataset: Seeded) -> None:
    afternoon = read(db, "whats going to riverside quarter pm")
    assert afternoon.filters.window == "pm", afternoon
    pm = run(db, afternoon)
    assert "CO-260102" not in pm.text  # booked for the morning
    windows = {db.get_one(CallOff, card.record_id).window for card in pm.cards if card.kind == "call_off"}
    assert windows and windows <= {"pm", "any"}, pm.text
    morning = read(db, "whats going to riverside quarter in the morning")
    assert morning.filters.window == "am" and "CO-260102" in run(db, morning).text
    assert read(db, "am i on the riverside quarter call offs").filters.window == ""
