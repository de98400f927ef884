"""Kinds the seventeenth demo round (tests/assistant_demo/dev_staff10.py) and the sixteenth session's leftovers found:
text-speak ("px", "ea", "n", "nett", "£?", "per sq m"); "what r we paying for" as our cost; a vowelless typo of a
product's word; "q7 lines"; "accept" and "decided" as quote states; the dearest of a kind; a product's colour,
texture, size and code; "what went out in the past 7 days"; a Glenigan number is no phone; a reply deadline; a
customer's quote described without the word quote, a range of plots; a customer order named by its notes; the request
for prices of a customer quote and a works' notes on its quote; a quote's own notes; a project's facts."""

from __future__ import annotations

from datetime import date

from assistant.lookups.quote_notes import of_quote
from assistant.understanding import buying_asked, cues, order_notes, quote_notes, slots, summaries, unheld
from assistant.understanding.cues import Cue, find, normalise
from assistant.understanding.reading import Reading
from assistant.understanding.types import Attribute, Entities, Intent, Named, Understanding

TODAY = date(2026, 11, 28)


def _reading(question: str, named: set[int] | None = None, **entities: list[Named]) -> Reading:
    normalised = normalise(question)
    reading = Reading(find(normalised), Entities(**entities), normalised=normalised, tokens=cues.tokens(normalised))
    reading.named_tokens = named or set()
    return reading


def test_text_speak_is_read_as_the_words_it_stands_for() -> None:
    assert normalise("tradesmn red multi px") == "tradesmn red multi price"
    assert normalise("thermalite shield 140 ea") == "thermalite shield 140 each"
    assert normalise("cost n sell on celcon standard") == "cost and sell on celcon standard"
    assert normalise("nett cost of dry ridge kit") == "net cost of dry ridge kit"
    assert normalise("aldridge brwn blend £?") == "aldridge brwn blend price"
    assert normalise("pennant grey tegula per sq m") == "pennant grey tegula per m2"
    assert normalise("h n h blocks") == "h+h blocks"
    assert normalise("£2.35 each") == "2.35 each"  # a sum of money keeps its figure
    for question in ("wats the lbc heather go for", "tradesmn red multi px", "thermalite shield 140 ea"):
        assert Cue.price in find(normalise(question)), question


def test_cost_words_ask_our_cost() -> None:
    for question in ("what r we paying for lbc heather", "cost n sell on celcon", "nett cost of dry ridge kit"):
        assert slots.attribute(normalise(question)) == Attribute.cost_price, question


def test_a_vowelless_typo_is_a_word_of_the_product() -> None:
    assert unheld._held("brwn", "Aldridge Brown Blend")
    assert unheld._held("tradesmn", "Tradesman Red")
    assert not unheld._held("rd", "Red")  # too short to tell
    assert not unheld._held("brwnish", "Aldridge Brown Blend")


def test_quote_lines_and_states() -> None:
    assert slots.attribute(normalise("q7 lines")) == Attribute.quote_lines
    assert slots.attribute(normalise("quote 7 items")) == Attribute.quote_lines
    assert slots.filters(normalise("how many quotes did harrogate accept"), TODAY).statuses == ["accepted"]
    decided = slots.filters(normalise("quotes decided in the last 2 weeks"), TODAY)
    assert decided.statuses == ["decided"] and decided.date_field == "decided"
    assert "decided" not in slots.filters(normalise("quotes not decided yet"), TODAY).statuses


def test_the_dearest_of_a_kind_and_a_products_look() -> None:
    assert slots.filters(normalise("most expensive facing brick"), TODAY).dearest
    assert slots.filters(normalise("priciest roof tile"), TODAY).dearest
    assert not slots.filters(normalise("cheapest roof tile"), TODAY).dearest
    for question in ("texture of aldridge brown blend", "what colour is kassandra", "whats the code for hampton"):
        assert slots.attribute(normalise(question)) == Attribute.appearance, question
    assert slots.attribute(normalise("when does mytholm finish")) != Attribute.appearance


def test_what_went_out_a_glenigan_number_and_a_reply_deadline() -> None:
    assert slots.SENT_OUT.search(normalise("what went out in the past 7 days"))
    assert not slots.SENT_OUT.search(normalise("what went out to mytholm"))
    assert slots.attribute(normalise("kirkstall forge glenigan number")) is None
    assert slots.attribute(normalise("sarah holts number")) == Attribute.phone
    assert Cue.supplier_quoted in find(normalise("when do tarmac need to reply by"))
    assert Cue.supplier_quoted in find(normalise("tarmac reply deadline"))
    assert summaries.PROJECT_FACT.search(normalise("how many plots at mytholm"))


def test_a_customers_quote_described_without_the_word_quote() -> None:
    harrogate = Named(1, "Harrogate Living Ltd")
    reading = _reading("status of the rear courtyard paving for harrogate", {7}, companies=[harrogate])
    assert [[w for _, w in run] for run in quote_notes._runs(reading)] == [["rear", "courtyard", "paving"]]
    reading = _reading("the drainage chambers job - did awc accept", {5})
    assert next([w for _, w in run] for run in quote_notes._runs(reading)) == ["drainage", "chambers"]
    reading = _reading("calder quotes last month", {0})
    assert quote_notes._runs(reading) == []  # a period says when, not what for
    assert quote_notes.regex(["plots", "1-6"]) == r"\mplots\s+1\s+(?:to\s+)?6\M"


def test_a_customer_order_named_by_its_notes() -> None:
    assert order_notes._phrase(_reading("po number on the phase 3 order")) == ["phase", "3"]
    assert order_notes._phrase(_reading("customer po for the plots 31 to 36 order")) == ["plots", "31", "to", "36"]
    assert order_notes._phrase(_reading("calder po")) == []


def test_buying_asked_of_a_customer_quote_and_a_works_notes() -> None:
    q10, ibstock = Named(10, "Q-000010"), Named(4, "Ibstock Brick")
    reading = _reading("which suppliers did we ask for prices on q10", quotes=[q10])
    assert buying_asked.asked(reading, Intent.quote_status, None)
    reading = _reading("when do we need the q10 stuff on site", quotes=[q10])
    assert buying_asked.asked(reading, Intent.quote_status, None)
    assert not buying_asked.asked(_reading("q10 total", quotes=[q10]), Intent.quote_status, None)
    reading = _reading("ibstock quote notes", suppliers=[ibstock])
    assert buying_asked.asked(reading, Intent.notes_search, None)
    assert not buying_asked.asked(_reading("notes on ibstock", suppliers=[ibstock]), Intent.notes_search, None)


def test_a_quotes_own_notes_are_asked_by_which() -> None:
    def asked(terms: str) -> bool:
        return of_quote(Understanding(Intent.notes_search, Entities(quotes=[Named(11, "Q-000011")], terms=terms)))

    assert asked("internal") and asked("customer") and asked("")
    assert not asked("kerb count")  # a word to find in notes: the notes search
