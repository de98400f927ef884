"""Kinds the nineteenth demo round (tests/assistant_demo/dev_staff12.py) found: a person named by a near spelling of
a first name or surname; a surname spell-correction would make a cue word ("pryce"); a surname's possessive over a
firm's name ("marshs"); an abbreviation's possessive ("awcs"); our cost as "X cost per ton"; "drafts" summed as
quotes; the cheapest of a kind a maker makes; a job's suppliers; "whos on q12"; "y" and "wen"; organisations of a
kind counted; a works' haulage and a haulier's loads on their quotes; "on site" as no job; an order's plots."""

from __future__ import annotations

from datetime import date

import pytest
from sqlalchemy.orm import Session

from api.crm import Kind
from assistant.lookups import run
from assistant.understanding import cues, mismatch, party_kinds, slots, works_price
from assistant.understanding.contacts import find, names_person
from assistant.understanding.cues import find as find_cues
from assistant.understanding.cues import normalise
from assistant.understanding.initials import find as find_initials
from assistant.understanding.near_names import near
from assistant.understanding.parse import understand
from assistant.understanding.reading import Reading
from assistant.understanding.types import Attribute, Entities, Intent, Named
from tests.factories import make_contact, make_organisation

TODAY = date(2026, 11, 28)


def _reading(question: str, **entities: list[Named]) -> Reading:
    normalised = normalise(question)
    return Reading(find_cues(normalised), Entities(**entities), normalised=normalised, tokens=cues.tokens(normalised))


@pytest.mark.parametrize(
    ("typed", "name"),
    [
        ("sara", "sarah"),
        ("ayesha", "aisha"),
        ("rachael", "rachel"),
        ("lucie", "lucy"),
        ("hellen", "helen"),
        ("garath", "gareth"),
        ("gareht", "gareth"),
        ("garehts", "gareth"),  # a possessive without its apostrophe
        ("dison", "dyson"),
        ("akroyd", "ackroyd"),
    ],
)
def test_a_near_spelling_of_a_persons_name_stands_for_it(typed: str, name: str) -> None:
    assert near(typed, name)
    assert names_person(typed, name)


@pytest.mark.parametrize(("typed", "name"), [("dave", "dale"), ("mark", "mike"), ("steve", "gareth"), ("tom", "tim")])
def test_another_name_is_no_near_spelling(typed: str, name: str) -> None:
    assert not near(typed, name)


def test_words_of_a_question_about_people_are_never_a_name() -> None:
    assert near("email", "emily")  # as letters go ...
    assert not names_person("email", "emily")  # ... but "email" asks for one


def test_people_are_found_by_a_near_spelling_where_they_are_one(db: Session) -> None:
    works = make_organisation(db, kind=Kind.supplier, name="Quarrendon Stone")
    make_contact(db, works, first_name="Bartholomew", last_name="Quimby")
    tokens = cues.tokens("bartolomew quimbey email")
    found, used = find(db, tokens, set(), set())
    assert [n.name for n in found] == ["Bartholomew Quimby"] and used == {0, 1}
    found, _ = find(db, cues.tokens("bartolomew email"), set(), {works.id})  # a first name alone, at its works
    assert [n.name for n in found] == ["Bartholomew Quimby"]
    found, _ = find(db, cues.tokens("zebedee email"), set(), {works.id})  # nobody there is near
    assert found == []


def test_a_surname_a_cue_word_is_near_stays_a_name_when_the_person_exists(db: Session) -> None:
    assert normalise("whos gareth pryce") == "whos gareth price"  # with no one to ask
    works = make_organisation(db, kind=Kind.supplier, name="Pryce Test Works")
    make_contact(db, works, first_name="Gethin", last_name="Pryce")
    read = understand(db, "whos gethin pryce")
    assert [n.name for n in read.entities.contacts] == ["Gethin Pryce"]
    assert read.intent == Intent.contact_details


def test_a_first_name_or_surname_of_someone_else_is_still_someone_we_lack() -> None:
    dyson = Named(1, "Mark Dyson")
    assert mismatch.other_first_name(_reading("sara dyson email", contacts=[dyson]), frozenset()) == "sara dyson"
    assert mismatch.other_first_name(_reading("marck dyson email", contacts=[dyson]), frozenset()) == ""


def test_an_abbreviations_possessive_names_the_organisation(db: Session) -> None:
    make_organisation(db, kind=Kind.customer, name="Quenby Xylo Zenith", account_number="QXZ900")
    found = find_initials(db, cues.tokens("qxzs account no"), set())
    assert [(i, name) for i, _, _, name in found] == [(0, "Quenby Xylo Zenith")]


def test_cost_per_a_unit_is_our_cost_unless_asked_what_it_costs() -> None:
    assert slots.attribute(normalise("silo mortar cost per ton")) == Attribute.cost_price
    assert slots.attribute(normalise("and what does it cost per m2")) is None
    assert slots.attribute(normalise("how much does tegula cost per m2")) is None


def test_staff_shorthand_for_why_when_and_who_is_on_a_quote() -> None:
    assert normalise("y was q5 withdrawn").startswith("why was")
    assert normalise("wen is plot 35 wanted").startswith("when is")
    assert slots.attribute(normalise("whos on q12")) == Attribute.account_manager
    assert slots.attribute(normalise("whos on site tomorrow")) is None
    assert slots.SUMMED.search(normalise("drafts total ex vat"))


@pytest.mark.parametrize(
    ("question", "kinds"),
    [
        ("how many suppliers have we got", ["supplier"]),
        ("how many customers do we have", ["customer"]),
        ("number of architects on file", ["Architect"]),
        ("how many suppliers quoted on q10", []),
        ("how many customers accepted a quote", []),
    ],
)
def test_organisations_of_a_kind_counted(question: str, kinds: list[str]) -> None:
    assert party_kinds.asked(normalise(question)) == kinds


def test_the_count_of_a_kind_is_read_by_sql(db: Session) -> None:
    make_organisation(db, kind=Kind.other, name="Yarrow Haulage Test", category="Haulier")
    read = understand(db, "how many hauliers have we got")
    assert read.intent == Intent.quote_count and read.filters.party_kinds == ["Haulier"]
    result = run(db, read)
    assert "Yarrow Haulage Test" in result.text and result.found


def test_a_works_haulage_and_a_hauliers_loads_are_their_quotes() -> None:
    ibstock, dales = Named(1, "Ibstock Brick"), Named(2, "Dales Haulage")
    reading = _reading("ibstocks haulage per load", suppliers=[ibstock], others=[dales])
    assert works_price.haulage(reading) and reading.entities.others == []
    assert not works_price.haulage(_reading("ibstock tradesman red price", suppliers=[ibstock]))
    loads = _reading("how many loads on the dales quote", others=[dales])
    assert works_price.loads_quoted(loads, Intent.call_offs)
    assert not works_price.loads_quoted(_reading("how many loads is dales doing", others=[dales]), Intent.call_offs)


def test_on_site_is_no_jobs_name() -> None:
    reading = _reading("required on site date on the rfq")
    assert mismatch.job_we_lack(reading, Intent.supplier_quotes, None, ["required", "date"]) == (
        Intent.supplier_quotes,
        "",
    )
    named = _reading("quotes on the hunslet mills job")
    assert mismatch.job_we_lack(named, Intent.customer_quotes, None, ["hunslet", "mills"])[1] == "hunslet mills job"
