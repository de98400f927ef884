"""The second version's question reader (assistant.understanding.parse.understand with the question's embedding):
the new intents in wordings of their own (not the evaluation sets'), the fact asked for, short quote numbers,
pronouns in follow-ups, records we do not have, filters and periods, and what the exemplars' vote adds."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date, timedelta
from decimal import Decimal
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from api.crm import Organisation
from api.quotes.models import Quote
from assistant.understanding import knn, slots
from assistant.understanding.cues import normalise
from assistant.understanding.exemplars import EXEMPLARS
from assistant.understanding.parse import understand
from assistant.understanding.types import Attribute, Intent, Named, Understanding
from ingest.embedder import embed_one
from tests.assistant.conftest import ask
from tests.assistant.dataset import (
    CUSTOMER_ACME,
    CUSTOMER_PENNINE,
    PRODUCT_KEYBLOK,
    PRODUCT_RED_MULTI,
    PRODUCT_TEGULA,
    PRODUCT_THERMALITE,
    PRODUCT_VILLAGE_RED,
    PROJECT_RIVERSIDE,
)
from tests.assistant.seeding import Seeded
from tests.factories import make_contact

TODAY = date(2026, 11, 26)
I = Intent  # noqa: E741
A = Attribute


def read(db: Session, question: str, previous: Understanding | None = None) -> Understanding:
    return understand(db, question, previous, vector=embed_one(question), today=TODAY)


@dataclass(frozen=True)
class R:
    question: str
    intent: Intent
    entities: dict[str, tuple[str, ...]] = field(default_factory=dict)
    attribute: Attribute | None = None


NEW: list[R] = [
    # comparing
    R(
        "which works out cheaper, cheshire red multi or the forterra village red?",
        I.compare,
        {"products": (PRODUCT_RED_MULTI, PRODUCT_VILLAGE_RED)},
    ),
    R("tegula vs keyblok on price", I.compare, {"products": (PRODUCT_TEGULA, PRODUCT_KEYBLOK)}),
    # counting and summing
    R("how many quotes are still open at the minute?", I.quote_count),
    R("whats the total value of accepted quotes this year", I.quote_count),
    R("how many quotes did acme turn down", I.quote_count, {"customers": (CUSTOMER_ACME,)}),
    # lists across customers
    R("which quotes run out this month", I.quote_list),
    R("show me the rejected quotes from october", I.quote_list),
    R("any quotes over 5k still waiting?", I.quote_list),
    R("list all the rejected ones from last month", I.quote_list),
    R("hw many quotes r open", I.quote_count),
    R("value of quotes sent this month", I.quote_count),
    # the cheapest of a kind
    R("what's our cheapest paver", I.cheapest_in_category),
    R("which is the cheapest block we sell", I.cheapest_in_category),
    # facts of records
    R(
        "how many thermalite blocks on a full pallet?",
        I.record_fact,
        {"products": (PRODUCT_THERMALITE,)},
        A.pallet_quantity,
    ),
    R(
        "what do we actually pay ibstock for the cheshire red multi",
        I.record_fact,
        {"products": (PRODUCT_RED_MULTI,)},
        A.cost_price,
    ),
    R("what's the weight of a tegula paver", I.record_fact, {"products": (PRODUCT_TEGULA,)}, A.weight),
    R("Q-260003 ex vat?", I.record_fact, {"quotes": ("Q-260003",)}, A.ex_vat_total),
    R("why did they knock back quote 260005", I.record_fact, {"quotes": ("Q-260005",)}, A.rejection_reason),
    R("acme's account no. please", I.record_fact, {"customers": (CUSTOMER_ACME,)}, A.account_number),
    R("architects for the riverside quarter?", I.record_fact, {"projects": (PROJECT_RIVERSIDE,)}, A.architects),
    # contacts
    R("who do we talk to over at pennine groundworks", I.contact_details, {"customers": (CUSTOMER_PENNINE,)}),
    R("got a mobile for acme construction?", I.contact_details, {"customers": (CUSTOMER_ACME,)}, A.phone),
    # fourth session: kinds read in wordings of their own
    R("who do we know over at pennine", I.contact_details, {"customers": (CUSTOMER_PENNINE,)}),
    R("what reason did they give for turning down q8", I.record_fact, {"quotes": ("Q-260008",)}, A.rejection_reason),
    R("whats on q3", I.record_fact, {"quotes": ("Q-260003",)}, A.quote_lines),
    R("what products are on quote 260005", I.record_fact, {"quotes": ("Q-260005",)}, A.quote_lines),
    R("whats on q99", I.quote_status, {}, None),  # a number no quote has: declined as its status
    R("any drafts?", I.quote_list),
    R("keyblok v tegula", I.compare, {"products": (PRODUCT_KEYBLOK, PRODUCT_TEGULA)}),
    R("compare q3 and q7, which is bigger", I.compare, {"quotes": ("Q-260003", "Q-260007")}),
    R("cheapest supplier price we've got on the tegula", I.cheapest_price, {"products": (PRODUCT_TEGULA,)}),
]


@pytest.mark.parametrize("r", NEW, ids=[r.question for r in NEW])
def test_new_intents_in_new_wordings(db: Session, dataset: Seeded, r: R) -> None:
    understood = read(db, r.question)
    assert understood.intent == r.intent, understood
    named = understood.entities.as_dict()
    for kind, wanted in r.entities.items():
        assert set(wanted) <= set(named.get(kind, [])), understood
    if r.attribute is not None:
        assert understood.attribute == r.attribute, understood


def test_a_contact_by_name_and_their_phone(db: Session, dataset: Seeded) -> None:
    acme = db.get(Organisation, dataset.organisations[CUSTOMER_ACME])
    assert acme is not None
    sarah = make_contact(db, acme, first_name="Sarah", last_name="Lindqvist", mobile="07700 900123")
    understood = read(db, "what's Sarah Lindqvist's mobile number")
    assert understood.intent == I.contact_details
    assert understood.attribute == A.phone
    assert [n.id for n in understood.entities.contacts] == [sarah.id]
    assert understood.entities.contacts[0].name == "Sarah Lindqvist"
    at = read(db, "email for sarah at acme")
    assert at.intent == I.contact_details and at.attribute == A.email
    assert [n.id for n in at.entities.contacts] == [sarah.id]


@pytest.mark.parametrize(
    ("question", "number"),
    [
        ("status of q13", "Q-260013"),
        ("is quote 7 accepted?", "Q-260007"),
        ("where are we with #13", "Q-260013"),
        ("q-5 total", "Q-260005"),
        ("Q13 ex vat", "Q-260013"),
        ("q 6 status", "Q-260006"),
        ("why they knocked back 2", "Q-260002"),
        ("q1 status", "Q-260001"),
        ("has q260003 gone out", "Q-260003"),
        ("status 260015", "Q-260015"),
        ("8", "Q-260008"),
        ("no. 12 — what's the total", "Q-260012"),
        ("number 9 status", "Q-260009"),
    ],
)
def test_short_quote_numbers(db: Session, dataset: Seeded, question: str, number: str) -> None:
    """A short number is the quote whose number ends in it after zero padding (the dataset numbers Q-2600NN)."""
    understood = read(db, question)
    assert understood.intent in (I.quote_status, I.record_fact)
    assert [n.name for n in understood.entities.quotes] == [number]
    assert not understood.unknown


@pytest.mark.parametrize(("question", "number"), [("status of q99", "Q-000099"), ("quote 113 ex vat", "Q-000113")])
def test_a_short_number_no_quote_ends_in_is_unknown(db: Session, dataset: Seeded, question: str, number: str) -> None:
    understood = read(db, question)
    assert understood.unknown == number  # named as unknown, never another quote
    assert not understood.entities.quotes
    assert understood.confidence <= 0.4


def test_a_short_number_is_the_quote_so_numbered_in_full_before_one_ending_in_it(db: Session, dataset: Seeded) -> None:
    """One rule: the zero-padded number when a quote has it (Q-000013), else the most recent ending in the digits."""
    later = db.get(Quote, dataset.quotes["Q-260012"])
    assert later is not None
    assert [n.name for n in read(db, "status of q12").entities.quotes] == ["Q-260012"]
    padded = db.get(Quote, dataset.quotes["Q-260014"])
    assert padded is not None
    padded.number = "Q-000012"
    db.flush()
    assert [n.name for n in read(db, "status of q12").entities.quotes] == ["Q-000012"]
    # Two ending in the digits with as much padding: the most recent.
    padded.number = "Q-250012"
    padded.created_at = later.created_at + timedelta(days=1)
    db.flush()
    assert [n.name for n in read(db, "status of q12").entities.quotes] == ["Q-250012"]
    padded.created_at = later.created_at - timedelta(days=1)
    db.flush()
    assert [n.name for n in read(db, "status of q12").entities.quotes] == ["Q-260012"]
    # "…112" does not end in 12 after zero padding.
    later.number = "Q-260112"
    padded.number = "Q-260014"
    db.flush()
    assert read(db, "status of q12").unknown == "Q-000012"


def test_q1_is_a_quarter_not_a_quote(db: Session, dataset: Seeded) -> None:
    assert not read(db, "how many quotes did we win in q1").entities.quotes


def test_pronouns_take_the_previous_records_whatever_it_asked(db: Session, dataset: Seeded) -> None:
    first = read(db, "open quotes for acme")
    phone = read(db, "what's their phone number?", first)
    assert phone.intent == I.contact_details and phone.attribute == A.phone
    assert [n.name for n in phone.entities.customers] == [CUSTOMER_ACME]
    summary = read(db, "tell me about forterra village red multi")
    pallet = read(db, "how many on a pallet of them?", summary)
    assert pallet.intent == I.record_fact and pallet.attribute == A.pallet_quantity
    assert pallet.entities.products[0].name == PRODUCT_VILLAGE_RED
    who = read(db, "and who makes that one?", read(db, "weight of the keyblok charcoal paver"))
    assert who.intent == I.product_supplier
    assert who.entities.products[0].name == PRODUCT_KEYBLOK


@pytest.mark.parametrize(
    ("before", "after", "intent", "attribute", "kind", "name"),
    [
        ("price of tegula", "how many on a pallet", I.record_fact, A.pallet_quantity, "products", PRODUCT_TEGULA),
        ("status of Q-260003", "what's that ex vat", I.record_fact, A.ex_vat_total, "quotes", "Q-260003"),
        ("status of Q-260005", "why was it rejected", I.record_fact, A.rejection_reason, "quotes", "Q-260005"),
        ("status of Q-260005", "whats on it", I.record_fact, A.quote_lines, "quotes", "Q-260005"),
        ("open quotes for acme", "and who's the contact there", I.contact_details, None, "customers", CUSTOMER_ACME),
        (
            "tell me about pennine",
            "how many quotes have they got open",
            I.quote_count,
            None,
            "customers",
            CUSTOMER_PENNINE,
        ),
    ],
)
def test_a_follow_up_asking_something_else_about_the_same_records(
    db: Session,
    dataset: Seeded,
    before: str,
    after: str,
    intent: Intent,
    attribute: Attribute | None,
    kind: str,
    name: str,
) -> None:
    understood = read(db, after, read(db, before))
    assert understood.intent == intent, understood
    assert understood.attribute == attribute, understood
    assert [n.name for n in getattr(understood.entities, kind)] == [name]


def test_a_follow_up_asking_nothing_new_keeps_the_intent_and_the_fact(db: Session, dataset: Seeded) -> None:
    first = read(db, "what's the pallet quantity of the thermalite block")
    again = read(db, "and the keyblok?", first)
    assert again.intent == I.record_fact and again.attribute == A.pallet_quantity
    assert again.entities.products[0].name == PRODUCT_KEYBLOK


def test_a_count_or_a_quote_state_after_the_records_before(db: Session, dataset: Seeded) -> None:
    """ "How many have they had?" after a party's quotes counts all of theirs; "has it been accepted?" after what we
    last quoted is the state of the quote that answer was on, not of the product."""
    first = read(db, "accepted quotes for acme")
    count = read(db, "how many have they had altogether", first)
    assert count.intent == I.quote_count and [n.name for n in count.entities.customers] == [CUSTOMER_ACME]
    assert count.filters.statuses == []
    last = read(db, "what did we last quote pennine for keyblok")
    last.entities.quotes = [Named(dataset.quotes["Q-260008"], "Q-260008")]  # as the conversation keeps the answer's
    state = read(db, "did it get accepted", last)
    assert state.intent == I.quote_status and [n.name for n in state.entities.quotes] == ["Q-260008"]
    other = read(db, "and for acme?", last)
    assert other.intent == I.last_quoted and not other.entities.quotes


def test_a_count_of_its_own_does_not_take_the_previous_records(db: Session, dataset: Seeded) -> None:
    first = read(db, "tell me about acme")
    count = read(db, "how many quotes are open across all customers?", first)
    assert count.intent == I.quote_count
    assert not count.entities.customers


@pytest.mark.parametrize(
    "question",
    [
        "price of Wienerberger Smooth Blue Engineering",
        "who supplies the Ibstock Zephyr Grey",
        "lead time on glorbite",
        "price of wienerberger smooth blue",
        "price of the ibstock atlas red",  # words of two products (Atlas Blue, a red), no one product's
        "how much is the forterra ecostock red",
        "price of the thermalite 150mm",  # a size the product named does not come in
        "lead time on the keyblok tumbled",  # a finish it does not have
    ],
)
def test_a_product_we_do_not_have_is_unknown(db: Session, dataset: Seeded, question: str) -> None:
    understood = read(db, question)
    assert understood.unknown, understood
    assert understood.confidence <= 0.4


def test_a_customer_we_do_not_have_is_unknown(db: Session, dataset: Seeded) -> None:
    understood = read(db, "quotes for Bloggs and Sons")
    assert understood.intent == I.customer_quotes
    assert "bloggs" in understood.unknown
    assert not understood.entities.customers


@pytest.mark.parametrize(
    "question",
    [
        "price of ibstock cheshire red multi",
        "who supplies keyblok charcoal",
        "red multi facing brick 65mm",
        "pallet qty cheshire red multi",
        "weight of thermalite block",
        "whats the margin on tegula",
        "any quotes over 10k",
        "how many leicester reds on a pallet",  # plurals of a product's words
        "how much are the leicester red stocks",
        "price of the forterra village red multi",
    ],
)
def test_records_we_have_are_not_unknown(db: Session, dataset: Seeded, question: str) -> None:
    assert read(db, question).unknown == ""


def test_filters_and_periods() -> None:
    f = slots.filters(normalise("quotes expiring this month over 10k"), TODAY)
    # Still to expire: open quotes whose validity ends from today to the month's end.
    assert (f.date_from, f.date_to, f.date_field) == (TODAY, date(2026, 11, 30), "valid_until")
    assert f.min_total == Decimal("10000") and f.statuses == ["open"]
    month_end = date(2026, 11, 30)
    due = ["quotes due to expire this month", "which quotes expire this month", "quotes runnin out this month"]
    for question in due:
        f = slots.filters(normalise(question), TODAY)
        assert (f.date_from, f.date_to, f.date_field, f.statuses) == (TODAY, month_end, "valid_until", ["open"])
    # Already expired in the period: their validity ended in it, before today.
    f = slots.filters(normalise("quotes that expired this month"), TODAY)
    assert (f.date_from, f.date_to, f.date_field) == (date(2026, 11, 1), date(2026, 11, 25), "valid_until")
    assert f.statuses == ["expired"]
    f = slots.filters(normalise("quotes expiring next month"), TODAY)  # all of it still to come
    assert (f.date_from, f.date_to) == (date(2026, 12, 1), date(2026, 12, 31))
    f = slots.filters(normalise("how many quotes did we send last week"), TODAY)
    assert (f.date_from, f.date_to, f.date_field, f.measure) == (
        date(2026, 11, 16),
        date(2026, 11, 22),
        "sent",
        "count",
    )
    f = slots.filters(normalise("total value of accepted quotes in October"), TODAY)
    assert f.statuses == ["accepted"] and f.measure == "sum"
    assert (f.date_from, f.date_to, f.date_field) == (date(2026, 10, 1), date(2026, 10, 31), "decided")
    f = slots.filters(normalise("rejected quotes in December under £2,500"), TODAY)
    assert (f.date_from, f.date_to) == (date(2025, 12, 1), date(2025, 12, 31))  # December still to come: last year's
    assert f.max_total == Decimal("2500") and f.statuses == ["rejected"]
    f = slots.filters(normalise("live quotes"), TODAY)
    assert f.statuses == ["open"] and f.date_from is None


def test_a_reading_carries_its_filters(db: Session, dataset: Seeded) -> None:
    understood = read(db, "quotes expiring next week")
    assert understood.intent == I.quote_list
    assert understood.filters.date_field == "valid_until"
    assert (understood.filters.date_from, understood.filters.date_to) == (date(2026, 11, 30), date(2026, 12, 6))


def test_every_intent_and_fact_has_exemplars_and_they_vote_for_their_own() -> None:
    intents = {e.intent for e in EXEMPLARS}
    assert intents == set(Intent)
    assert {e.attribute for e in EXEMPLARS if e.attribute} == set(Attribute)
    assert len(EXEMPLARS) >= 250
    vote = knn.vote(embed_one("how many quotes have we got open right now"))
    assert vote.intent == I.quote_count and vote.sure
    fact = knn.vote(embed_one("which architect drew up the plans for that scheme"))
    assert fact.intent == I.record_fact and fact.attribute == A.architects


def test_confidence_is_high_only_when_intent_and_records_are_sure(db: Session, dataset: Seeded) -> None:
    sure = read(db, "price of ibstock cheshire red multi")
    assert sure.confidence >= 0.75
    vague = read(db, "what about something for a wall")
    assert vague.confidence < 0.75
    unknown = read(db, "price of the Ibstock Zephyr Grey")
    assert unknown.confidence <= 0.4


def test_an_answer_is_high_only_when_its_reading_is_sure(
    client: TestClient, headers: dict[str, str], dataset: Seeded
) -> None:
    sure = ask(client, headers, "What is the price of Ibstock Cheshire Red Multi?")
    assert sure["confidence_label"] == "high"
    for question in ["price of the Wienerberger Smooth Blue Engineering", "status of q99"]:
        answer = ask(client, headers, question)
        assert answer["confidence_label"] != "high", question


def test_the_exemplars_are_embedded_once_and_kept_on_disk(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(knn, "_cache_dir", lambda: tmp_path)
    monkeypatch.setattr(knn, "_vectors", None)
    first = knn.vectors()
    kept = list(tmp_path.glob("exemplars-*.npy"))
    assert len(kept) == 1 and first.shape == (len(EXEMPLARS), 384)
    assert knn.vectors() is first  # once per process
    monkeypatch.setattr(knn, "_vectors", None)
    monkeypatch.setattr(knn.embedder, "embed", lambda texts: pytest.fail("embedded again"))
    assert (knn.vectors() == first).all()  # read back from the disk


def test_warming_up_embeds_the_exemplars_before_any_question(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """The server's start-up thread calls warm(): the first question then finds the exemplars' vectors ready."""
    monkeypatch.setattr(knn, "_cache_dir", lambda: tmp_path)
    monkeypatch.setattr(knn, "_vectors", None)
    knn.warm()
    assert knn._vectors is not None and knn._vectors.shape == (len(EXEMPLARS), 384)
    assert list(tmp_path.glob("exemplars-*.npy"))


def test_her_and_there_after_an_answer_naming_people_or_a_supplier(
    client: TestClient, headers: dict[str, str], dataset: Seeded
) -> None:
    """A pronoun after an answer that named a person (an organisation's contacts) or a supplier (who supplies a
    product) means that person or supplier."""
    first = ask(client, headers, "contact at wharfe")
    assert "Claire Booth" in first["text"]
    email = ask(client, headers, "whats her email", first["conversation_id"])
    assert email["intent"] == I.contact_details.value and email["entities"]["contacts"] == ["Claire Booth"]
    assert "claire.booth@wharfevalley.example.com" in email["text"]
    supplier = ask(client, headers, "supplier for tegula")
    there = ask(client, headers, "whos our contact there", supplier["conversation_id"])
    assert there["intent"] == I.contact_details.value
    assert "Paul Newton" in there["text"]
