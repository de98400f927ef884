"""Every number in an answer comes from a cited record: the figures of a text, the grounding check, and how an
answer is composed from its look-up and its hits (no database needed)."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

import pytest

from assistant.answer import (
    NOT_FOUND_CEILING,
    NOTHING_FOUND,
    compose,
    confidence_label,
    figures,
    grounded,
    source_card,
)
from assistant.lookups.types import LookupResult
from assistant.retrieval import Hit
from assistant.schemas import CardOut, FactOut, SourceOut
from assistant.understanding.types import Entities, Intent, Named, Understanding


def card(*values: str, title: str = "Ibstock Cheshire Red Multi", record_id: int = 1) -> CardOut:
    return CardOut(
        kind="product",
        record_id=record_id,
        title=title,
        link=f"/products/{record_id}",
        facts=[FactOut(label=f"Fact {i}", value=v) for i, v in enumerate(values)],
    )


def source(snippet: str, title: str = "Quote Q-260001 for Acme Construction Ltd") -> SourceOut:
    return SourceOut(kind="quote", record_id=9, title=title, link="/quotes/editor/9", snippet=snippet, score=0.03)


def hit(record_id: int, title: str, content: str, *, kind: str = "product", similarity: float = 0.6) -> Hit:
    return Hit(
        kind=kind,
        record_id=record_id,
        title=title,
        link=f"/products/{record_id}",
        content=content,
        score=0.03,
        vector_rank=1,
        text_rank=1,
        similarity=similarity,
    )


# ---- figures ---------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "numbers"),
    [
        ("£1,234.50", {"1234.5"}),
        ("1234.50 and 1,234.5", {"1234.5"}),
        ("12,500 bricks", {"12500"}),
        ("a 21.5 % margin", {"21.5"}),
        ("Q-000123", {"123"}),
        ("65mm, 215x102.5x65 mm", {"65", "215", "102.5"}),
        ("1,2 is two numbers", {"1", "2"}),
        ("1,2345 is not a thousands group", {"1", "2345"}),
        ("costs £12.50.", {"12.5"}),
        ("no numbers at all", set()),
    ],
)
def test_figures_normalise_numbers(text: str, numbers: set[str]) -> None:
    assert figures(text).numbers == {Decimal(n) for n in numbers}


@pytest.mark.parametrize(
    "text",
    [
        "3 Nov 2026",
        "3rd November 2026",
        "3 of Nov, 2026",
        "November 3, 2026",
        "2026-11-03",
        "03/11/2026",
        "3 nov. 2026",
    ],
)
def test_dates_in_any_common_form_are_one_date(text: str) -> None:
    found = figures(f"quoted on {text} for £10.00")
    assert found.dates == {date(2026, 11, 3)}
    assert found.numbers == {Decimal(10)}  # the date's day and year are not numbers of their own


def test_an_impossible_date_is_read_as_numbers() -> None:
    assert figures("31 Feb 2026").dates == set()
    assert figures("31 Feb 2026").numbers == {Decimal(31), Decimal(2026)}


# ---- grounded --------------------------------------------------------------------------------------------------


def test_every_number_from_the_card_is_grounded() -> None:
    text = "Ibstock Cheshire Red Multi costs £675.00 per 1,000, lead time 10 days, valid until 31 Dec 2026."
    assert grounded(text, [card("£675.00 per 1,000", "10 days", "31 Dec 2026")], [])


def test_a_number_in_no_card_or_source_is_not_grounded() -> None:
    cards = [card("£675.00 per 1,000", "10 days")]
    assert not grounded("It costs £657.00 per 1,000.", cards, [])
    assert not grounded("Lead time 12 days.", cards, [])


def test_a_date_must_be_the_cited_date() -> None:
    cards = [card("3 Nov 2026")]
    assert grounded("Last quoted on 2026-11-03.", cards, [])
    assert not grounded("Last quoted on 4 Nov 2026.", cards, [])
    # the year of a cited date supports the year alone
    assert grounded("Quoted in 2026.", cards, [])
    # but a day number is not supported by a date's day
    assert not grounded("3 pallets", cards, [])


def test_formatting_differences_do_not_matter() -> None:
    cards = [card("£1,234.50", "12,500")]
    assert grounded("Total 1234.5 for 12500 bricks.", cards, [])


def test_sources_and_titles_ground_numbers() -> None:
    assert grounded("Quote Q-260001 was sent on 12 Mar 2026.", [], [source("sent: 2026-03-12 · total: £9,000.00")])
    assert grounded(
        "The closest record is Northern Red Multi Stock 65mm.", [card(title="Northern Red Multi Stock 65mm")], []
    )
    assert not grounded("Quote Q-260002.", [], [source("total: £9,000.00")])


def test_a_text_without_numbers_is_grounded() -> None:
    assert grounded("I couldn't find that product.", [], [])


# ---- composing -------------------------------------------------------------------------------------------------

PRODUCT = "Ibstock Cheshire Red Multi"
PRICE_TEXT = f"{PRODUCT} costs £675.00 per 1,000, lead time 10 days."
UNDERSTOOD = Understanding(Intent.product_price, Entities(products=[Named(1, PRODUCT)]), confidence=0.9)
CONTENT = (
    f"Product: {PRODUCT}\ncode: IB-CRM\nprice: £675.00 per 1,000\nprice valid until: 2026-12-31\nA red multi brick."
)


def found(text: str = PRICE_TEXT, confidence: float = 0.95) -> LookupResult:
    return LookupResult(text, [card("£675.00 per 1,000", "10 days")], found=True, confidence=confidence)


def test_a_found_look_up_answers_with_its_text_and_cards() -> None:
    composed = compose("price of red multi", UNDERSTOOD, found(), [hit(1, f"Product: {PRODUCT}", CONTENT)])
    assert composed.text == PRICE_TEXT
    assert [(c.kind, c.record_id) for c in composed.cards] == [("product", 1)]
    assert [(s.kind, s.record_id, s.title) for s in composed.sources] == [("product", 1, f"Product: {PRODUCT}")]
    assert "£675.00 per 1,000" in composed.sources[0].snippet
    assert composed.label == "high"


def test_agreement_of_retrieval_raises_confidence() -> None:
    agreeing = compose("q", UNDERSTOOD, found(), [hit(1, "Product: A", CONTENT)]).confidence
    elsewhere = compose("q", UNDERSTOOD, found(), [hit(2, "Product: B", CONTENT)]).confidence
    unsure = Understanding(UNDERSTOOD.intent, UNDERSTOOD.entities, confidence=0.2)
    unsure_reading = compose("q", unsure, found(), [hit(2, "Product: B", CONTENT)]).confidence
    assert agreeing > elsewhere > unsure_reading
    assert confidence_label(agreeing) == "high"


def test_an_ungrounded_look_up_text_falls_back_to_the_closest_records() -> None:
    wrong = LookupResult("It costs £999.00.", [card("£675.00 per 1,000")], found=True, confidence=0.95)
    composed = compose("price of red multi", UNDERSTOOD, wrong, [hit(1, f"Product: {PRODUCT}", CONTENT)])
    assert "999" not in composed.text
    assert composed.text.startswith(NOTHING_FOUND)
    assert composed.label == "low"
    assert grounded(composed.text, composed.cards, composed.sources)


def test_a_found_answer_on_an_unsure_reading_is_offered_as_a_closest_record() -> None:
    # "what colour is the sky on Mars?" read as a summary of Marshalls: the look-up found Marshalls, on a guess
    guessed = Understanding(Intent.record_summary, Entities(suppliers=[Named(4, "Marshalls")]), confidence=0.3)
    summary = LookupResult("Marshalls is a supplier of 6 products.", [card(title="Marshalls", record_id=4)], True, 0.5)
    composed = compose("what colour is the sky on Mars?", guessed, summary, [hit(1, f"Product: {PRODUCT}", CONTENT)])
    assert composed.text == f"{NOTHING_FOUND} The closest records are: Marshalls and Product: {PRODUCT}."
    assert "6" not in composed.text
    assert [c.record_id for c in composed.cards] == [4, 1]
    assert composed.label == "low"


def test_nothing_found_says_so_and_lists_the_closest_records_as_cards() -> None:
    missing = LookupResult("I couldn't find a product called “purple brick”.", [], found=False, confidence=0.1)
    hits = [
        hit(1, f"Product: {PRODUCT}", CONTENT, similarity=0.55),
        hit(2, "Product: Northern Red Multi Stock 65mm", "Product: Northern Red Multi Stock 65mm\ncode: NB-65"),
    ]
    composed = compose("price of purple brick", UNDERSTOOD, missing, hits)
    assert composed.text == (
        "I couldn't find a product called “purple brick”. The closest records are: "
        f"Product: {PRODUCT} and Product: Northern Red Multi Stock 65mm."
    )
    assert [c.record_id for c in composed.cards] == [1, 2]
    # the source card carries the document's key: value lines, dates as the look-ups write them
    assert [(f.label, f.value) for f in composed.cards[0].facts] == [
        ("Code", "IB-CRM"),
        ("Price", "£675.00 per 1,000"),
        ("Price valid until", "31 Dec 2026"),
    ]
    assert composed.confidence <= NOT_FOUND_CEILING
    assert composed.label == "low"
    assert grounded(composed.text, composed.cards, composed.sources)


def test_nothing_found_and_nothing_close() -> None:
    missing = LookupResult("", [], found=False, confidence=0.1)
    composed = compose("what is the meaning of life", UNDERSTOOD, missing, [])
    assert composed.text == f"{NOTHING_FOUND} No records come close to the question."
    assert composed.cards == [] and composed.sources == []
    assert composed.label == "low"


def test_a_not_found_text_with_an_uncited_number_is_replaced() -> None:
    # the user's own number is not a record's: it must not be echoed as if it were
    missing = LookupResult("There is no quote Q-999999.", [], found=False, confidence=0.1)
    composed = compose("status of Q-999999", UNDERSTOOD, missing, [hit(1, f"Product: {PRODUCT}", CONTENT)])
    assert "999999" not in composed.text
    assert composed.text.startswith(NOTHING_FOUND)


def test_source_card_stops_at_the_text() -> None:
    built = source_card("note", 4, "Note on Acme", "/customer?id=2", "Note on Acme\nauthor: Dana Hughes\nCrane: booked")
    assert [(f.label, f.value) for f in built.facts] == [("Author", "Dana Hughes")]
