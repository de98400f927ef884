"""Follow-ups by kind, third round (branch asst11), pure functions: a short question about a load's detail after
one load stays on it (its customer's PO asked for goes to the PO on its order); "the X one" after tasks picks a task
by a word of its title; what a works' quote gives beside its prices ("their lead time", "their haulage") stays on the
supplier's quote; "what job is it for", "what job", "who was it for" ask the one quote's job, never the fact asked of
it before; "any other quotes on that job" asks every quote of the job; a size after a product named without one
("and the 73mm one", "and in 80mm") is that product in that size; a request for a quote naming its party and pointing
back at the product ("quote calder for 4000 of it") reads as a request."""

from __future__ import annotations

from assistant.actions.followup import _NAMED_QUOTE_SHAPES, _PRODUCT_WORDS
from assistant.understanding.cues import Cues
from assistant.understanding.followups import (
    CUSTOMER_PO,
    ITS_JOB,
    LOAD_DETAIL,
    ONE_OF,
    OTHER_QUOTES,
    SIZE_ONLY,
    asks_its_job,
    stays_on_records,
)
from assistant.understanding.reading import Reading
from assistant.understanding.types import Entities, Intent, Named, Understanding

STAFFS = Named(13, "Staffordshire Blue Solid Class B Engineering")


def _reading(normalised: str, entities: Entities | None = None) -> Reading:
    return Reading(cues=Cues({}), entities=entities or Entities(), normalised=normalised)


def test_a_loads_detail_is_asked_of_that_load() -> None:
    for asked in ["am or pm", "which order is it off", "how many pallets was it", "what did that cost us"]:
        assert LOAD_DETAIL.search(asked), asked
    assert CUSTOMER_PO.search("whats the customer po on that")
    assert not LOAD_DETAIL.search("whos the contact there")


def test_the_x_one_after_tasks_is_a_word_of_a_title() -> None:
    assert ONE_OF.search("whens the calder one due").group(1) == "calder"  # type: ignore[union-attr]
    assert ONE_OF.search("and the works one").group(1) == "works"  # type: ignore[union-attr]
    assert ONE_OF.search("what about the pennine task").group(1) == "pennine"  # type: ignore[union-attr]
    assert ONE_OF.search("whats tom got on") is None


def test_a_works_lead_time_and_haulage_stay_on_their_quote() -> None:
    theirs = Understanding(Intent.supplier_quotes, Entities(products=[STAFFS]))
    carried = Entities(products=[STAFFS])
    assert stays_on_records(_reading("whats the lead time on that", carried), theirs, Intent.product_price) == (
        Intent.supplier_quotes
    )
    assert stays_on_records(_reading("and their haulage", carried), theirs, Intent.product_price) == (
        Intent.supplier_quotes
    )
    own = Entities(products=[STAFFS, Named(14, "Staffordshire Blue Perforated Class B Engineering")])
    assert stays_on_records(_reading("lead time on the perforated", own), theirs, Intent.product_price) == (
        Intent.product_price
    )
    assert stays_on_records(_reading("whats the list price", carried), theirs, Intent.product_price) == (
        Intent.product_price
    )


def test_the_job_of_the_one_quote_is_asked_not_the_fact_before() -> None:
    for asked in ["what job is it for", "what job", "which job is that for", "who was it for", "whos it for"]:
        assert ITS_JOB.match(asked), asked
    assert not ITS_JOB.match("what jobs have we got with calder")
    one = Understanding(Intent.record_fact, Entities(quotes=[Named(6, "Q-000006")]))
    assert asks_its_job(_reading("what job is it for"), one)
    assert not asks_its_job(_reading("what job is it for"), Understanding(Intent.record_fact, Entities()))


def test_other_quotes_on_the_job_and_sizes_of_an_unsized_product() -> None:
    assert OTHER_QUOTES.search("any other quotes on that job")
    assert not OTHER_QUOTES.search("whats the po on that job")
    for asked, size in [("73mm one", "73"), ("in 80mm", "80"), ("100", "100"), ("the 1200mm", "1200")]:
        found = SIZE_ONLY.match(asked)
        assert found and found.group(1) == size, asked
    assert not SIZE_ONLY.match("73mm tradesman")


def test_a_quote_for_a_named_party_of_the_product_before() -> None:
    def shape(question: str) -> tuple[str, str] | None:
        found = next((m for p in _NAMED_QUOTE_SHAPES if (m := p.match(question))), None)
        return (found.group("named"), found.group("lines")) if found else None

    assert shape("quote calder for 4000 of it") == ("calder", "4000 of it")
    assert shape("send pennine a quote for 5k of those") == ("pennine", "5k of those")
    assert _PRODUCT_WORDS.search("4000 of it")
    assert not _PRODUCT_WORDS.search("2000 tradesman red")
