"""Kinds the ninth demo round (tests/assistant_demo/dev_staff4.py) found: quotes by a rolling span up to today and
"what did we send out", a period with nothing in it said as none, records named together that do not go together (a
person at an organisation not theirs, a party's job we lack, a customer's quotes on a job that is not theirs), and
details nobody records (commission, stock levels)."""

from __future__ import annotations

from datetime import date, timedelta

import pytest
from sqlalchemy.orm import Session

from api.crm import Organisation
from assistant.grounding import grounded
from assistant.lookups import run
from assistant.understanding import mismatch, slots, unkept
from assistant.understanding.cues import normalise
from assistant.understanding.parse import understand
from assistant.understanding.types import Entities, Intent, Named
from tests.assistant import dataset as ds
from tests.assistant.lookups_support import understanding
from tests.assistant.seeding import Seeded
from tests.factories import make_contact

TODAY = date(2026, 11, 27)


@pytest.mark.parametrize(
    ("question", "days"),
    [
        ("quotes sent in the last 7 days", 7),
        ("what did we send out in the past fortnight", 14),
        ("accepted in the past 2 weeks", 14),
        ("anything rejected over the past week", 7),
        ("quotes from the previous three days", 3),
    ],
)
def test_a_span_up_to_today_is_read_from_today_back(question: str, days: int) -> None:
    assert slots.period(normalise(question), TODAY) == (TODAY - timedelta(days=days), TODAY)


def test_the_calendars_last_week_is_not_a_rolling_span() -> None:
    assert slots.period("quotes sent last week", TODAY) == (date(2026, 11, 16), date(2026, 11, 22))


def test_what_we_sent_out_is_by_the_day_sent() -> None:
    found = slots.filters(normalise("what did we send out yesterday"), TODAY)
    assert (found.date_field, found.date_from, found.date_to) == (
        "sent",
        TODAY - timedelta(days=1),
        TODAY - timedelta(1),
    )
    assert slots.SENT_OUT.search(normalise("what did we send out yesterday"))
    assert not slots.SENT_OUT.search(normalise("have we sent tarmac a PO yet"))
    assert slots.OUTCOME.search(normalise("which quotes did we lose"))


@pytest.mark.parametrize(
    ("question", "detail"),
    [
        ("how much commission did ada make on q9", "commission or bonus"),
        ("whats toms bonus this year", "commission or bonus"),
        ("how many tradesman red have we got in stock", "stock level"),
        ("stock level on celcon blocks", "stock level"),
        # availability is a lead time, not a stock count
        ("is tradesman red in stock", ""),
        ("can we get celcon blocks", ""),
    ],
)
def test_commission_and_stock_are_details_nobody_records(question: str, detail: str) -> None:
    assert unkept.asked(normalise(question)) == detail


def test_a_job_named_by_words_no_record_holds() -> None:
    pennine = Entities(customers=[Named(1, "Pennine Developments")])
    assert mismatch.unheld_job("pennines quotes for the barnsley job", pennine, ["barnsley"]) == "barnsley job"
    assert mismatch.unheld_job("quotes for calder hebden heights scheme", pennine, ["hebden", "heights"]) == (
        "hebden heights job"
    )
    # the job's words are the records' own, or a project is named: no job we lack
    assert mismatch.unheld_job("pennines quotes for the pennine job", pennine, []) == ""
    with_project = Entities(customers=pennine.customers, projects=[Named(2, "Barnsley Road")])
    assert mismatch.unheld_job("pennines quotes for the barnsley job", with_project, ["barnsley"]) == ""


def test_a_person_asked_at_an_organisation_not_theirs_is_one_we_do_not_have(db: Session, dataset: Seeded) -> None:
    acme = db.get_one(Organisation, dataset.organisations[ds.CUSTOMER_ACME])
    make_contact(db, acme, first_name="Jane", last_name="Hartley", job_title="Buyer", phone="0113 496 0101")
    read = understand(db, "jane hartley at wharfe valley homes, whats her number")
    assert read.unknown and "jane hartley" in read.unknown.lower()
    result = run(db, read)
    assert not result.found and "0113 496 0101" not in result.text
    assert understand(db, "jane hartley at acme construction, whats her number").unknown == ""


def test_a_period_with_no_quotes_is_said_as_none_not_found(db: Session, dataset: Seeded) -> None:
    question = understanding(dataset, Intent.quote_list)
    question.filters.statuses = ["accepted"]
    question.filters.date_field = "decided"
    question.filters.date_from, question.filters.date_to = date(2001, 1, 1), date(2001, 1, 31)
    result = run(db, question)
    assert not result.found
    assert result.text.startswith("There are no accepted quotes decided 1 Jan 2001 to 31 Jan 2001")
    assert grounded(result.text, result.cards)


def test_a_customers_quotes_on_a_job_not_theirs_are_none(db: Session, dataset: Seeded) -> None:
    question = understanding(dataset, Intent.customer_quotes, customer=ds.CUSTOMER_ACME, project=ds.PROJECT_RIVERSIDE)
    result = run(db, question)
    assert not result.found
    assert result.text == f"I found no quotes to {ds.CUSTOMER_ACME} on {ds.PROJECT_RIVERSIDE}."
    theirs = run(db, understanding(dataset, Intent.project_quotes, customer=ds.CUSTOMER_WHARFE,
                                   project=ds.PROJECT_RIVERSIDE))  # fmt: skip
    assert theirs.found and "Q-260010" in theirs.text and grounded(theirs.text, theirs.cards)


def test_a_partys_job_we_lack_is_declined_as_a_project(db: Session, dataset: Seeded) -> None:
    """ "pennine's quotes for the barnsley job": the job is what we lack, not the customer."""
    question = understanding(dataset, Intent.customer_quotes, customer=ds.CUSTOMER_ACME)
    question.unknown = "barnsley job"
    result = run(db, question)
    assert not result.found
    assert result.text.startswith("We don't have a project called “barnsley job”"), result.text
    assert grounded(result.text, result.cards)
