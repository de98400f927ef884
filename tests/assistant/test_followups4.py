"""Follow-ups by kind, fourth round (branch asst13), pure functions: who a person works for; what is open with a
party; a bare "why" after a load or one quote; a supplier's cheapest of a kind; a number alone after a sized product
read as a size; whether a works has answered us; people "for that" product; a quote's job's facts and a job's
customer; a quote picked by its state; who handles a quote and what we put on it; and a quote asked for in more
shapes ("put them a quote together for 8000 of those", "quote awc 2500 of them")."""

from __future__ import annotations

from assistant.actions.followup import _NAMED_QUOTE_SHAPES, _QUOTE_SHAPES
from assistant.conversations import BY_STATE
from assistant.understanding import slots
from assistant.understanding.cues import Cue, Cues
from assistant.understanding.followups import QUOTE_FACT
from assistant.understanding.pointing import (
    BARE_WHY,
    FOR_IT,
    ITS_CUSTOMER,
    JOB_FACT,
    LINES_ASKED,
    NOT_A_NAME,
    OPEN_WITH,
    OWN_NAME,
    QUOTE_STATE,
    STATE_OF,
    WAITING,
    WORKS_FOR,
    as_quote,
    as_size,
    bare_why,
    jobs_customer,
    open_with_them,
    their_cheapest,
    waiting_on,
    works_for,
)
from assistant.understanding.reading import Reading
from assistant.understanding.types import Attribute, Entities, Intent, Named, Understanding

HOLT = Named(1, "Sarah Holt")
CALDER = Named(2, "Calder Valley Homes")
WIENERBERGER = Named(3, "Wienerberger")
TARMAC = Named(4, "Tarmac")
LINTEL = Named(5, "Catnic CG90/100 Cavity Lintel 2100mm")
KIRKSTALL = Named(6, "Kirkstall Forge Apartments, Block C")


def _reading(normalised: str, entities: Entities | None = None, *cues: Cue) -> Reading:
    return Reading(cues=Cues({cue: [(0, 0)] for cue in cues}), entities=entities or Entities(), normalised=normalised)


def test_who_a_person_works_for_is_that_person() -> None:
    for asked in ["who does she work for", "where does he work", "which firm is she with", "whos he with"]:
        assert WORKS_FOR.search(asked), asked
    assert not WORKS_FOR.search("who works at calder")
    them = Understanding(Intent.contact_details, Entities(contacts=[HOLT]))
    assert works_for(_reading("who does she work for"), them) == [HOLT]
    assert works_for(_reading("who does she work for"), Understanding(Intent.contact_details, Entities())) == []


def test_a_first_name_before_a_detail_is_read() -> None:
    found = OWN_NAME.search("and steves number there")
    assert found and found.group(1) == "steves"
    assert OWN_NAME.search("whats jims mobile")
    words = [m.group(1) for m in OWN_NAME.finditer("whats the number there, her email or their phone")]
    assert words and set(words) <= NOT_A_NAME  # no first name: the question's own words


def test_whats_open_with_them_is_the_partys_open_quotes() -> None:
    for asked in ["whats open with them", "anything outstanding for them", "what have we got live with them"]:
        assert OPEN_WITH.search(asked), asked
    fact = Understanding(Intent.record_fact, Entities(customers=[CALDER]), attribute=Attribute.account_number)
    assert open_with_them(_reading("whats open with them"), fact) == [CALDER]
    assert open_with_them(_reading("whats open with them"), Understanding(Intent.record_fact, Entities())) == []


def test_a_bare_why_is_the_reason_before() -> None:
    for asked in ["why", "why?", "how come", "and why", "whys that"]:
        assert BARE_WHY.match(asked.strip("?")), asked
    assert not BARE_WHY.match("why was it cancelled")
    load = Understanding(Intent.call_offs, Entities())
    assert bare_why(_reading("why"), load) == (Intent.call_offs, None)
    one = Understanding(Intent.quote_status, Entities(quotes=[Named(3, "Q-000003")]))
    assert bare_why(_reading("why"), one) == (Intent.record_fact, Attribute.rejection_reason)
    assert bare_why(_reading("why"), Understanding(Intent.product_price, Entities())) is None


def test_their_cheapest_is_the_suppliers() -> None:
    rep = Understanding(Intent.contact_details, Entities(suppliers=[WIENERBERGER]))
    asked = _reading("whats their cheapest brick", Entities(terms="brick"), Cue.cheapest)
    assert their_cheapest(None, asked, rep) == [WIENERBERGER]  # type: ignore[arg-type]
    plain = _reading("whats the cheapest brick", Entities(terms="brick"), Cue.cheapest)
    assert their_cheapest(None, plain, rep) == []  # type: ignore[arg-type]


def test_a_number_after_a_sized_product_is_a_size() -> None:
    lintel = Understanding(Intent.product_price, Entities(products=[LINTEL]))
    assert as_size("and 2400", lintel) == "and the 2400mm"
    assert as_size("ok the 1500 then", lintel) == "and the 1500mm"
    assert as_size("and q14", lintel) == "and q14"
    assert as_size("and 2400", Understanding(Intent.quote_status, Entities())) == "and 2400"
    one = Understanding(Intent.record_fact, Entities(quotes=[Named(3, "Q-000003")]))
    assert as_quote("same for q2", one) == "same for q-2"
    assert as_quote("quotes sent in q2", Understanding(Intent.quote_list, Entities())) == "quotes sent in q2"


def test_waiting_on_a_works_is_their_quotes() -> None:
    for asked in ["are we still waiting on tarmac", "anything still outstanding from tarmac", "have tarmac got back"]:
        assert WAITING.search(asked), asked
    works = _reading("are we still waiting on tarmac", Entities(suppliers=[TARMAC]))
    assert waiting_on(works, Intent.record_summary)
    assert not waiting_on(_reading("tell me about tarmac", Entities(suppliers=[TARMAC])), Intent.record_summary)


def test_people_for_that_product_and_a_jobs_facts() -> None:
    assert FOR_IT.search("whos the rep for that")
    assert not FOR_IT.search("whos the rep at ibstock")
    for asked in ["what stage is it at", "whos the architect", "how many plots"]:
        assert JOB_FACT.search(asked), asked
    for asked in ["whos the customer", "who is the client", "whose job is it"]:
        assert ITS_CUSTOMER.match(asked), asked
    job = Understanding(Intent.record_summary, Entities(projects=[KIRKSTALL]))
    assert jobs_customer(_reading("whos the customer"), job) == [KIRKSTALL]


def test_a_quote_by_its_state_and_who_handles_it() -> None:
    picked = BY_STATE.search("whats the accepted one worth ex vat")
    assert picked and picked.group(1) == "accepted"
    assert BY_STATE.search("and the draft quote")
    assert slots.attribute("whos handling q10") == Attribute.account_manager
    assert slots.attribute("back to q6 whos looking after it") == Attribute.account_manager
    assert slots.attribute("what did we put on q3") == Attribute.quote_lines


def test_a_quote_asked_for_in_more_shapes() -> None:
    together = [p.match("put them a quote together for 8000 of those") for p in _QUOTE_SHAPES]
    assert any(m and m.group("lines") == "8000 of those" for m in together)
    named = [p.match("quote awc 2500 of them") for p in _NAMED_QUOTE_SHAPES]
    assert any(m and m.group("named") == "awc" and m.group("lines") == "2500 of them" for m in named)
    assert not any(p.match("quote awc") for p in _NAMED_QUOTE_SHAPES)


def test_what_is_on_a_partys_quote_by_its_state() -> None:
    for asked in ["what was on awcs withdrawn quote", "lines on the pennine quote that lapsed", "whats on it"]:
        assert LINES_ASKED.search(asked), asked
    assert QUOTE_STATE.search("the aire and wharfe quote we pulled").group(1) == "pulled"  # type: ignore[union-attr]
    assert STATE_OF["lapsed"] == "expired" and STATE_OF["pulled"] == "withdrawn"


def test_whats_on_it_after_a_list_is_the_one_quote_not_any_question_about_it() -> None:
    assert QUOTE_FACT.search("whats on it") and QUOTE_FACT.search("whos looking after it")
    assert not QUOTE_FACT.search("whos the architect on it")
