"""Kinds the second decline rounds (tests/assistant/dev_declines2.py, tests/assistant_demo/dev_declines2.py) found: a
follow-up about a record we do not have, a person by a first name the contact of that surname does not have, a
person's own surname standing for an organisation, a job no project is, a year by its number, loads in a state none
is in, details nobody records (the driver, the lorry, pay, another firm's margin, test figures), a colour the
product's record holds, the intent a missing record's number gives, a fact of a record we lack, and questions outside
the business."""

from __future__ import annotations

from datetime import date

import pytest
from sqlalchemy.orm import Session

from api.crm import Organisation
from assistant.grounding import grounded
from assistant.lookups import run
from assistant.understanding import slots, unkept
from assistant.understanding.cues import normalise
from assistant.understanding.parse import understand
from assistant.understanding.types import Intent
from tests.assistant import dataset as ds
from tests.assistant import dataset_more as more
from tests.assistant.seeding import Seeded
from tests.factories import make_contact

TODAY = date(2026, 11, 27)


@pytest.mark.parametrize(
    ("question", "period"),
    [
        ("quotes accepted in 2025", (date(2025, 1, 1), date(2025, 12, 31))),
        ("quotes sent in 2024", (date(2024, 1, 1), date(2024, 12, 31))),
        ("quotes raised in march 2025", (date(2025, 3, 1), date(2025, 3, 31))),
        ("quotes raised in march", (date(2026, 3, 1), date(2026, 3, 31))),
        ("catnic 2100 lintel price", (None, None)),  # a length, not a year
    ],
)
def test_a_year_by_its_number_is_a_period(question: str, period: tuple[date | None, date | None]) -> None:
    assert slots.period(normalise(question), TODAY) == period


@pytest.mark.parametrize(
    ("question", "detail"),
    [
        ("whats the drivers name for the riverside load tomorrow", "driver's name"),
        ("whos driving plot 32s load", "driver's name"),
        ("registration of the lorry for plot 12 at riverside", "vehicle registration"),
        ("van reg for tomorrows delivery to mytholm", "vehicle registration"),
        ("what's dana hughes paid", "salary"),
        ("what does tom hughes earn", "salary"),
        ("what margin does wienerberger make on the kassandra", "figure for their own margin"),
        ("ivanhoe cream carbon footprint per brick", "carbon figure"),
        ("compressive strength of the funton", "technical rating"),
        # what is recorded: our own margin, a range called Driveline, what a customer paid us, a strength in a name
        ("whats our margin on tegula, cost v list", ""),
        ("what margin do we make on the tegula", ""),
        ("driveline 50 charcoal price", ""),
        ("what did pennine pay for the birtley", ""),
        ("hi-strength 7 block 140mm price", ""),
        ("vat reg for calder", "VAT number"),
    ],
)
def test_details_nobody_records(question: str, detail: str) -> None:
    assert unkept.asked(normalise(question)) == detail


def test_loads_asked_as_a_list_of_a_state_are_not_asked_whether_in_it() -> None:
    assert slots.filters(normalise("cancelled deliveries for riverside"), TODAY).listed
    assert slots.filters(normalise("any failed drops at oakwood"), TODAY).listed
    assert not slots.filters(normalise("is the kirkstall load confirmed"), TODAY).listed
    assert not slots.filters(normalise("deliveries for riverside"), TODAY).listed  # no state asked


def test_a_follow_up_about_a_record_we_do_not_have_is_declined_as_it_was(db: Session, dataset: Seeded) -> None:
    first = understand(db, "price of the ibstock ivanhoe ebony")
    assert first.unknown
    then = understand(db, "and its lead time?", first)
    assert (then.intent, then.unknown) == (first.intent, first.unknown)
    assert not run(db, then).found
    # a question of its own, or naming a record of its own, is not about the missing one
    assert understand(db, "how many quotes are open", first).unknown == ""
    assert understand(db, "and the ivanhoe cream?", first).unknown == ""
    missing_sq = understand(db, "SQ-260006 status")
    assert missing_sq.intent == Intent.supplier_quotes and missing_sq.unknown == "SQ-260006"
    ordered = understand(db, "has it been ordered", missing_sq)
    assert ordered.unknown == "SQ-260006" and not run(db, ordered).found


@pytest.mark.parametrize(
    ("question", "lacked"),
    [
        ("phone number for sarah pickles", "sarah pickles"),
        ("email for dave booth at wharfe valley", "dave booth"),
        ("jo pickles at northern, her number", ""),
        ("phone number for claire booth", ""),
        ("ring booth at wharfe valley", ""),  # a word of asking, not a first name
    ],
)
def test_a_first_name_the_contact_of_that_surname_does_not_have(
    db: Session, dataset: Seeded, question: str, lacked: str
) -> None:
    read = understand(db, question)
    assert read.unknown == lacked
    if lacked:
        result = run(db, read)
        assert not result.found and result.text.startswith(f"We don't have a contact called “{lacked}”")
        assert more.CONTACT_PICKLES in result.text or more.CONTACT_BOOTH in result.text  # offered as an alternative


def test_a_persons_own_surname_does_not_name_an_organisation_they_are_asked_at(db: Session, dataset: Seeded) -> None:
    """ "oliver whitfield at dales haulage": Whitfield Architects is named only by his surname."""
    dalesway = db.get_one(Organisation, dataset.organisations[more.ARCHITECT_DALESWAY])
    make_contact(db, dalesway, first_name="Rory", last_name="Dalesway", email="rory@dalesway.example.com")
    assert "rory dalesway" in understand(db, "rory dalesway at northgate design partnership, his email").unknown.lower()
    assert understand(db, "rory dalesway at dalesway architects, his email").unknown == ""
    assert understand(db, "rory dalesways email").unknown == ""


@pytest.mark.parametrize(
    ("question", "intent", "lacked"),
    [
        ("quotes on the hunslet mills job", Intent.project_quotes, "hunslet mills job"),
        ("quotes on the kingsway park job", Intent.project_quotes, "kingsway park job"),
        ("whos the architect on the kirkstall forge job", Intent.record_fact, "kirkstall forge job"),
        ("has ibstock priced the barnsley job", Intent.supplier_quotes, "barnsley job"),
        ("quotes for the meadow view job", Intent.project_quotes, ""),
    ],
)
def test_a_job_no_project_is_one_we_do_not_have(
    db: Session, dataset: Seeded, question: str, intent: Intent, lacked: str
) -> None:
    read = understand(db, question)
    assert (read.intent, read.unknown) == (intent, lacked)
    if lacked:
        result = run(db, read)
        assert not result.found and result.text.startswith(f"We don't have a project called “{lacked}”")
        assert grounded(result.text, result.cards)


def test_a_colour_the_products_record_holds_is_no_product_we_lack(db: Session, dataset: Seeded) -> None:
    """The Anglia block's colour is charcoal, though its name does not say so; it comes in no buff."""
    assert understand(db, "anglia retaining wall block in charcoal, how much").unknown == ""
    assert understand(db, "anglia retaining wall block in buff, how much").unknown


def test_loads_in_a_state_none_is_in_are_none(db: Session, dataset: Seeded) -> None:
    result = run(db, understand(db, "cancelled deliveries for riverside"))
    assert not result.found and result.text == f"I found no cancelled call-offs for {ds.PROJECT_RIVERSIDE}."
    asked = run(db, understand(db, "is the kirkstall load confirmed"))  # whether: the loads as they are
    assert asked.found and "CO-260105" in asked.text


def test_a_fact_of_a_record_we_do_not_have_is_declined(db: Session, dataset: Seeded) -> None:
    read = understand(db, "account number for strata homes")
    assert (read.intent, read.unknown) == (Intent.record_fact, "strata homes")
    assert not run(db, read).found


@pytest.mark.parametrize(
    "question", ["whats the euro exchange rate today", "who is the prime minister", "recommend a good film"]
)
def test_money_markets_politics_and_films_are_outside_the_business(db: Session, dataset: Seeded, question: str) -> None:
    assert understand(db, question).intent == Intent.general


def test_a_party_we_lack_paying_for_it_in_the_same_question(db: Session, dataset: Seeded) -> None:
    """ "cheshire red multi - what did keepmoat get it at": the party is what we lack, never the product searched."""
    read = understand(db, "cheshire red multi - what did keepmoat get it at")
    assert (read.intent, read.unknown) == (Intent.last_quoted, "keepmoat")
    result = run(db, read)
    assert not result.found and result.text.startswith("We don't have a customer called “keepmoat”")
    ours = understand(db, "cheshire red multi - what did acme get it at")
    assert (ours.intent, ours.unknown) == (Intent.last_quoted, "")
    assert "Q-260003" in run(db, ours).text
