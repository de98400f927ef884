"""Kinds the eighteenth demo round (tests/assistant_demo/dev_staff11.py) and the seventeenth session's leftovers
found: projects asked for by their board stage; "buy in price" as our cost; "... quid" as a price; "co4" as a
call-off; "loads are not booked" as loads; "out with customers" as open; "the sent quotes" as ours and "sq" as a
supplier quote; a state word with a party ("any drafts for calder"); the dearest of a kind said "most expensive";
an organisation's type; a load's vehicle; a first name nobody at an organisation has; a blank Glenigan number; a
product named whole in a size only a shade of it comes in; a quote's loads; a person's job; a category counted."""

from __future__ import annotations

from datetime import date

from assistant.lookups import calloffs, records
from assistant.understanding import choose, cues, job_stages, mismatch, numbers, slots, summaries, unheld
from assistant.understanding.cues import Cue, find, normalise
from assistant.understanding.products import Match
from assistant.understanding.reading import Reading
from assistant.understanding.types import Attribute, Entities, Named

TODAY = date(2026, 11, 28)


def _reading(question: str, **entities: list[Named]) -> Reading:
    normalised = normalise(question)
    return Reading(find(normalised), Entities(**entities), normalised=normalised, tokens=cues.tokens(normalised))


def test_projects_are_asked_for_by_their_stage() -> None:
    assert job_stages.asked(_reading("which jobs are at tender")) == ["tender"]
    assert job_stages.asked(_reading("which jobs did we lose")) == ["lost"]
    assert job_stages.asked(_reading("jobs on site at the moment")) == ["on_site"]
    assert job_stages.asked(_reading("which projects have we won")) == ["won"]
    assert job_stages.asked(_reading("what jobs are still at lead stage")) == ["lead"]
    # a named project, quotes, tasks or a lead time are other questions
    mytholm = Named(1, "Mytholm Meadows")
    assert job_stages.asked(_reading("is mytholm on site yet", projects=[mytholm])) == []
    assert job_stages.asked(_reading("which quotes did we lose")) == []
    assert job_stages.asked(_reading("any tasks on jobs done")) == []
    assert job_stages.asked(_reading("whats the lead time on jobs")) == []


def test_shorthand_for_cost_price_and_records() -> None:
    assert normalise("cn92 1800 quid") == "cn92 1800 price"
    assert "quid" in normalise("20 quid off it for calder")  # a sum, not the price asked
    assert slots.attribute(normalise("buy in price keykerb")) == Attribute.cost_price
    assert slots.attribute(normalise("buy-in price on the keykerb")) == Attribute.cost_price
    assert slots.attribute(normalise("keykerb price")) is None
    assert numbers.NUMBER.search("co4 wot happened") is not None
    assert Cue.call_off in find(normalise("what loads are not booked yet"))
    assert Cue.call_off not in find(normalise("building sand loose load price"))


def test_quote_states_and_supplier_quotes_in_staff_words() -> None:
    assert slots.filters(normalise("how many quotes r out with customers"), TODAY).statuses == ["open"]
    assert Cue.supplier_quoted not in find(normalise("show me the sent quotes"))
    assert Cue.supplier_quoted in find(normalise("has ibstock sent us a quote"))
    assert Cue.supplier_quoted in find(normalise("has tarmac sent their prices"))
    assert Cue.supplier_quoted in find(normalise("ibstock sq total"))
    assert Cue.supplier_quoted in find(normalise("ibstock lead time on the sq"))
    assert Cue.supplier_quoted not in find(normalise("pennant grey tegula per sq m"))  # square metres


def test_the_dearest_and_a_category_counted_ask_for_a_kind() -> None:
    assert "expensive" in choose.DEAREST_WORDS and "lintel" not in choose.DEAREST_WORDS
    reading = _reading("lintel count")
    reading.product_words = "lintel count"
    assert choose.counts_a_kind(reading)
    reading.product_words = "tradesman count"  # a range's name, not a kind
    assert not choose.counts_a_kind(reading)
    assert summaries.GLENIGAN.search(normalise("glenigan ref for station parade"))
    assert summaries.GLENIGAN.search(normalise("glennigan no for mytholm"))


def test_an_organisations_type_and_a_loads_vehicle_are_asked() -> None:
    assert records.TYPE_ASKED.search("type")
    assert not records.TYPE_ASKED.search("typed count")
    assert calloffs.VEHICLE_ASKED.search("vehicle")
    assert calloffs.VEHICLE_ASKED.search("crane offload")
    assert not calloffs.VEHICLE_ASKED.search("tomorrow")


def test_a_first_name_nobody_at_the_organisation_has() -> None:
    calder = Named(1, "Calder Valley Homes")
    assert mismatch.person_at_party(_reading("whos dave at calder", customers=[calder]), choose.ROLE_WORDS) == "dave"
    # a role, a stopword or a contact named is no unknown person
    assert mismatch.person_at_party(_reading("whos the buyer at calder", customers=[calder]), choose.ROLE_WORDS) == ""
    holt = Named(1, "Sarah Holt")
    reading = _reading("whos sarah at calder", customers=[calder], contacts=[holt])
    assert mismatch.person_at_party(reading, choose.ROLE_WORDS) == ""
    assert mismatch.person_at_party(_reading("whos dave at calder"), choose.ROLE_WORDS) == ""  # no organisation


def test_a_product_red_only_by_its_recorded_colour_and_a_shade_in_its_name() -> None:
    light73 = Match(4, "Tradesman Light 73mm", 1, 0.9, "IBT-TRL73", colour="Light red")
    assert unheld._recoloured(light73, ["tradesman", "red"], "ibstock tradesman red 73mm price")
    assert not unheld._recoloured(light73, ["tradesman", "light", "red"], "tradesman light red 73mm price")
    anglia = Match(9, "Anglia Blend", 1, 0.9, "X-AB", colour="Charcoal")
    assert not unheld._recoloured(anglia, ["anglia", "charcoal"], "anglia in charcoal")


def test_a_quotes_loads_and_a_persons_job() -> None:
    assert slots.QUOTE_LOADS.search(normalise("how many loads on q1"))
    assert slots.QUOTE_LOADS.search(normalise("delivery charge on q7"))
    assert not slots.QUOTE_LOADS.search(normalise("loads going out tomorrow"))
    assert choose.PERSONS_ROLE.match(normalise("aisha khans job"))
    assert choose.PERSONS_ROLE.match(normalise("whats mark dysons role"))
    assert not choose.PERSONS_ROLE.match(normalise("whats on the mytholm meadows job today"))
