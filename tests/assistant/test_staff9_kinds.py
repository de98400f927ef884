"""Kinds the fifteenth demo round (tests/assistant_demo/dev_staff9.py) and the fifteenth session's leftovers found:
"per thou" and "a thou" after a product (misspelt maker or not), "whats it go for", a price "each"; a quantity and its
unit before the product ("500 conbloc 140 blocks"), never a size; a quote named by the words before "quote"; a works'
own price on a product ("ibstocks price on the mastercrete"); a U value, never "you value"; "h&h", "std"; "whats it
cost us for", "costing us"; loads "booked for tmrw"; a count of a works' products."""

from __future__ import annotations

from api.catalogue.service.lines import parse
from assistant.understanding import cues, products, quote_notes, slots, summaries, unheld, unkept, works_price
from assistant.understanding.cues import Cue, find, normalise
from assistant.understanding.reading import Reading
from assistant.understanding.types import Attribute, Entities, Named


def _reading(question: str, **entities: list[Named]) -> Reading:
    normalised = normalise(question)
    return Reading(find(normalised), Entities(**entities), normalised=normalised, tokens=cues.tokens(normalised))


def test_per_thou_and_a_thou_are_prices_whatever_the_maker_is_called() -> None:
    assert normalise("ibstok trademan red per thou") == "ibstok trademan red per thousand"
    for question in (
        "ibstok trademan red per thou",
        "weinerburger terca dorket red per thou",
        "cottage red multi stock - what is it a thou",
        "aldrige brown blend whats it go for",
        "thermolite turbo 100 each",
    ):
        assert Cue.price in find(normalise(question)), question
    assert Cue.price not in find(normalise("how many on each pallet of celcon"))


def test_a_quantity_before_the_product_is_no_size() -> None:
    assert products._bare_size(parse("500 conbloc 140 blocks")) is None
    assert products._bare_size(parse("3000 ivanhoe sahara")) is None
    assert products._bare_size(parse("2100 lintel")) == 2100  # a kind of product after it: its size
    assert products._bare_size(parse("celcon 140")) == 140
    assert unheld.without_quantity("500 conbloc 140 blocks") == "conbloc 140 blocks"
    assert unheld.without_quantity("60m2 driveline 50 brindle") == "driveline 50 brindle"
    assert unheld.without_quantity("20 bags of mastercrete") == "mastercrete"
    assert unheld.without_quantity("10k lbc commons") == "lbc commons"
    assert unheld.without_quantity("2100 lintel") == "2100 lintel"


def test_a_quote_is_named_by_the_words_before_quote() -> None:
    def phrase(question: str) -> list[str]:
        return [w for _, w in quote_notes._phrase(_reading(question))]

    assert phrase("the drainage chambers quote - status?") == ["drainage", "chambers"]
    assert phrase("has the phase 2 top up quote been accepted") == ["phase", "2", "top", "up"]
    assert phrase("shared surfaces and drives quote total") == ["shared", "surfaces", "and", "drives"]
    assert phrase("what did we last quote calder for") == ["last"]
    assert not quote_notes._telling([(0, "last")], set())  # which of a party's quotes, not what it is for
    assert not quote_notes._telling([(0, "open")], set())
    assert quote_notes._telling([(0, "patio")], set())
    assert not quote_notes._telling([(0, "calder")], {0})  # a customer's name says whose, not what


def test_a_works_price_in_the_possessive_is_what_they_quoted_us() -> None:
    ibstock, tarmac = Named(1, "Ibstock Brick"), Named(2, "Tarmac")
    assert works_price._possessive(_reading("ibstocks price on the mastercrete", suppliers=[ibstock]))
    assert works_price._possessive(_reading("tarmacs price on the mastercrete", suppliers=[tarmac]))
    assert works_price._possessive(_reading("ibstocks price per thou on the engineering bricks", suppliers=[ibstock]))
    assert not works_price._possessive(_reading("ibstock tradesman red price", suppliers=[ibstock]))
    assert not works_price._possessive(_reading("tarmac products", suppliers=[tarmac]))


def test_a_u_value_is_a_technical_figure_we_do_not_record() -> None:
    assert normalise("u value of thermalite shield") == "u-value of thermalite shield"
    assert unkept.asked(normalise("u value of a celcon standard block")) == "technical rating"
    assert normalise("can u send it") == "can you send it"


def test_shortened_makers_and_ranges() -> None:
    assert normalise("h&h celcon std price") == "h+h celcon standard price"
    assert normalise("h and h blocks") == "h+h blocks"
    assert normalise("staffs blue perf") == "staffs blue perforated"


def test_what_it_costs_us_is_the_cost_price() -> None:
    for question in ("whats it cost us for kassandra", "whats the hampton costing us", "what does it cost us"):
        assert slots.attribute(normalise(question)) == Attribute.cost_price, question
    assert slots.attribute(normalise("how much does the kassandra cost")) is None


def test_loads_booked_for_a_day() -> None:
    for question in ("whats booked for tmrw", "anything booked in for monday", "whats booked for today"):
        assert Cue.call_off in find(normalise(question)), question
    assert Cue.call_off not in find(normalise("is the site visit booked"))


def test_a_count_of_a_works_products() -> None:
    for question in ("how many products do we get from wienerburger", "wienerburgr product count"):
        assert summaries.PRODUCT_COUNT.search(normalise(question)), question
    assert not summaries.PRODUCT_COUNT.search(normalise("how many quotes for calder"))
