"""People asked for by their job title (assistant.understanding.roles, Filters.role: only the people whose title it
is, and a decline when nobody's is), details of a person or organisation nobody records (assistant.understanding.unkept,
assistant.lookups.unkept: said so, never another detail as if asked), and opinions or forecasts (read as outside the
records, assistant.understanding.offtopic)."""

from __future__ import annotations

import pytest
from sqlalchemy.orm import Session

from api.crm import Organisation
from assistant.answer import NOT_FOUND_CEILING
from assistant.grounding import grounded
from assistant.lookups import run
from assistant.understanding import roles, unkept
from assistant.understanding.cues import normalise
from assistant.understanding.offtopic import OPINION
from assistant.understanding.parse import understand
from assistant.understanding.types import Attribute, Intent, Named
from tests.assistant import dataset as ds
from tests.assistant.lookups_support import titles, understanding
from tests.assistant.seeding import Seeded
from tests.factories import make_contact


def _people(db: Session, dataset: Seeded) -> tuple[Named, Named]:
    org = db.get_one(Organisation, dataset.organisations[ds.CUSTOMER_ACME])
    jane = make_contact(db, org, first_name="Jane", last_name="Hartley", job_title="Buyer",
                        email="jane.hartley@acme.example", phone="0113 496 0101")  # fmt: skip
    raj = make_contact(db, org, first_name="Raj", last_name="Patel", job_title="Site manager",
                       email="raj.patel@acme.example")  # fmt: skip
    return Named(jane.id, "Jane Hartley"), Named(raj.id, "Raj Patel")


# --- reading a job title ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("question", "role"),
    [
        ("whos the buyr at calder", "buyer"),
        ("commercial managers email at pennine", "commercial manager"),
        ("area sales manager at ibstock email pls", "area sales manager"),
        ("whos the md at forterra", "md"),
        ("whos the QS at wharfe", "qs"),
        ("whos key accounts at forterra", "key accounts"),
        ("who does technical sales at catnic", "technical sales"),
        # a person in general, or a word of a department alone, is no title
        ("whos the rep at h+h", ""),
        ("whos the main man at calder valley", ""),
        ("pennine office number", ""),
        ("owens number", ""),
    ],
)
def test_a_job_title_is_read_from_the_question(question: str, role: str) -> None:
    assert roles.asked(normalise(question).split()) == role


def test_a_title_holds_a_role_when_it_has_each_of_its_words() -> None:
    assert roles.holds("Area sales manager", "sales manager")
    assert roles.holds("Managing director", "md")
    assert roles.holds("Trade account manager", "account manager")
    assert roles.holds("Key accounts", "key accounts")
    assert not roles.holds("Partner", "director")
    assert not roles.holds("Commercial manager", "buyer")
    assert not roles.holds("Trade account manager", "transport manager")
    assert not roles.holds("", "buyer")
    assert roles.strict("quantity surveyor") and not roles.strict("key accounts")
    assert roles.ours("account manager") and not roles.ours("trade account manager")


@pytest.mark.parametrize(
    ("question", "detail"),
    [
        ("vat number for calder valley", "VAT number"),
        ("whats marshalls website", "website"),
        ("fax number for tarmac", "fax number"),
        ("aisha khans date of birth", "date of birth"),
        ("mark dysons home address", "home address"),
        ("whats the address for pennine", ""),
        ("how much vat on q7", ""),
        ("sarah holts number", ""),
    ],
)
def test_details_nobody_records_are_named(question: str, detail: str) -> None:
    assert unkept.asked(normalise(question)) == detail


@pytest.mark.parametrize(
    ("question", "opinion"),
    [
        ("do you reckon brick prices will go up next year", True),
        ("will calder give us phase 4", True),
        ("should we knock 5% off for pennine", True),
        ("is aisha khan easy to deal with", True),
        ("when will the load arrive", False),
        ("will it be delivered tomorrow", False),
        ("who should i ring at ibstock", False),
    ],
)
def test_opinions_and_forecasts_are_told_apart(question: str, opinion: bool) -> None:
    assert (OPINION.search(normalise(question)) is not None) is opinion


# --- the contacts' look-up with a job title --------------------------------------------------------------------------


def test_only_the_person_holding_the_title_is_given(db: Session, dataset: Seeded) -> None:
    _people(db, dataset)
    question = understanding(dataset, Intent.contact_details, customer=ds.CUSTOMER_ACME)
    question.attribute, question.filters.role = Attribute.email, "site manager"
    result = run(db, question)
    assert result.found and grounded(result.text, result.cards)
    assert result.text == "Acme Construction Ltd's contacts: Raj Patel (Site manager, email raj.patel@acme.example)."
    assert titles(result) == [ds.CUSTOMER_ACME, "Raj Patel"]


def test_a_title_nobody_holds_is_declined_with_who_is_recorded(db: Session, dataset: Seeded) -> None:
    _people(db, dataset)
    question = understanding(dataset, Intent.contact_details, customer=ds.CUSTOMER_ACME)
    question.filters.role = "quantity surveyor"
    result = run(db, question)
    assert not result.found and result.confidence <= NOT_FOUND_CEILING
    assert result.text == (
        "No one at Acme Construction Ltd is recorded as a quantity surveyor. "
        "Recorded there: Jane Hartley (Buyer) and Raj Patel (Site manager)."
    )
    assert titles(result) == [ds.CUSTOMER_ACME, "Jane Hartley", "Raj Patel"]


def test_a_departments_words_narrow_the_people_but_never_decline(db: Session, dataset: Seeded) -> None:
    _people(db, dataset)
    question = understanding(dataset, Intent.contact_details, customer=ds.CUSTOMER_ACME)
    question.filters.role = "key accounts"
    result = run(db, question)
    assert result.found
    assert titles(result) == [ds.CUSTOMER_ACME, "Jane Hartley", "Raj Patel"]


def test_a_named_person_who_does_not_hold_the_title_is_not_given_as_if_they_did(db: Session, dataset: Seeded) -> None:
    jane, _ = _people(db, dataset)
    question = understanding(dataset, Intent.contact_details)
    question.entities.contacts = [jane]
    question.attribute, question.filters.role = Attribute.email, "site manager"
    result = run(db, question)
    assert not result.found
    assert result.text == "Jane Hartley is Buyer at Acme Construction Ltd. No one named is recorded as a site manager."
    question.filters.role = "buyer"
    assert run(db, question).text == "Jane Hartley (Buyer at Acme Construction Ltd): email jane.hartley@acme.example."


# --- details nobody records -------------------------------------------------------------------------------------------


def test_a_vat_number_is_given_when_recorded_and_said_missing_otherwise(db: Session, dataset: Seeded) -> None:
    question = understanding(dataset, Intent.record_fact, customer=ds.CUSTOMER_ACME)
    question.unkept = "VAT number"
    result = run(db, question)
    assert not result.found
    assert result.text == "No VAT number is recorded for Acme Construction Ltd."
    assert titles(result) == [ds.CUSTOMER_ACME]
    db.get_one(Organisation, dataset.organisations[ds.CUSTOMER_ACME]).vat_number = "GB 123 4567 89"
    result = run(db, question)
    assert result.found and grounded(result.text, result.cards)
    assert result.text == "Acme Construction Ltd's VAT number is GB 123 4567 89."


def test_a_detail_nobody_keeps_is_never_another_detail(db: Session, dataset: Seeded) -> None:
    jane, _ = _people(db, dataset)
    question = understanding(dataset, Intent.contact_details)
    question.entities.contacts = [jane]
    question.attribute, question.unkept = Attribute.phone, "fax number"
    result = run(db, question)
    assert not result.found and "0113 496 0101" not in result.text
    assert result.text == "No fax number is recorded for Jane Hartley."


# --- the reader ---------------------------------------------------------------------------------------------------


def test_a_job_title_at_an_organisation_asks_for_its_holder(db: Session, dataset: Seeded) -> None:
    read = understand(db, "whos the quantity surveyor at acme construction")
    assert (read.intent, read.filters.role, read.unknown) == (Intent.contact_details, "quantity surveyor", "")
    read = understand(db, "area sales manager at ibstock email pls")
    assert (read.intent, read.attribute, read.filters.role) == (
        Intent.contact_details,
        Attribute.email,
        "area sales manager",
    )
    read = understand(db, "who's the account manager for acme construction")
    assert (read.intent, read.attribute) == (Intent.record_fact, Attribute.account_manager)
    # a title beside an account manager's cue is the person holding it, not our account manager
    read = understand(db, "who handles regional sales at acme construction")
    assert (read.intent, read.attribute, read.filters.role, read.unknown) == (
        Intent.contact_details,
        None,
        "regional sales",
        "",
    )


def test_details_nobody_keeps_and_opinions_are_read_so(db: Session, dataset: Seeded) -> None:
    assert understand(db, "fax number for acme construction").unkept == "fax number"
    assert understand(db, "acme construction phone number").unkept == ""
    assert understand(db, "do you reckon acme construction will give us the job").intent == Intent.general
