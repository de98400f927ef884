"""Follow-ups by kind, fifth round (branch asst15), pure functions: a product we lack kept off other records; a
correction with stacked openings; "where are they"; a party's job picked by its stage; a person's firm's jobs; the
person on one quote; a count narrowed to a list; a size asked as "have we got it in N"; a job we lack after a job;
"a draft for" a job or party; and the words of who looks after a quote, never a name."""

from __future__ import annotations

from assistant.understanding import choose, slots
from assistant.understanding.followups import (
    A_JOB,
    CORRECTION,
    lacks_product,
    listed,
    other_job,
    quotes_person,
    rewritten,
)
from assistant.understanding.pointing import (
    COMES_IN,
    PERSONS_JOBS,
    STAGE_SAID,
    THERE,
    WHICH_JOB,
    WORKS_FOR,
    as_size,
    drafts_for,
)
from assistant.understanding.types import Attribute, Entities, Intent, Named, Understanding
from tests.assistant.test_followups4 import _reading

DRY_RIDGE = Named(1, "Dry Ridge Kit Universal")
MARLEY = Named(2, "Marley")
CALDER = Named(3, "Calder Valley Homes")
MYTHOLM = Named(4, "Mytholm Meadows")
Q7 = Named(5, "Q-000007")
DYSON = Named(6, "Mark Dyson")
LINTEL = Named(7, "Catnic CN92 Single Leaf Lintel 1200mm")


def test_a_product_we_lack_after_a_products_maker_keeps_off_other_records() -> None:
    """A follow-up naming a party, a quote, or following no product question is never a product we lack (the rule
    widened to fire whenever products were matched was withdrawn: see the README's section on branch asst15)."""
    maker = Understanding(Intent.product_supplier, Entities(products=[DRY_RIDGE], suppliers=[MARLEY]))
    with_party = _reading("and the dry verge kit for calder", Entities(products=[DRY_RIDGE], customers=[CALDER]))
    assert lacks_product(with_party, maker) == ""
    with_quote = _reading("and the dry verge kit on q7", Entities(products=[DRY_RIDGE], quotes=[Q7]))
    assert lacks_product(with_quote, maker) == ""
    about_a_job = Understanding(Intent.record_summary, Entities(projects=[MYTHOLM]))
    assert lacks_product(_reading("and the dry verge kit", Entities(products=[DRY_RIDGE])), about_a_job) == ""


def test_a_correction_may_open_with_more_than_one_word() -> None:
    price = Understanding(Intent.product_price, Entities(products=[DRY_RIDGE]))
    for said in ["no sorry i meant dapple light", "sorry no i meant dapple light", "no, i meant dapple light"]:
        assert CORRECTION.match(said), said
        assert rewritten(said, price) == "and dapple light", said
    assert rewritten("i meant it", None) == "i meant it"


def test_where_are_they_asks_an_address() -> None:
    for asked in ["where are they", "where is she", "wheres he", "where are they?"]:
        assert slots.attribute(asked) == Attribute.address, asked
    assert slots.attribute("where are they going") != Attribute.address


def test_which_company_a_person_is_with() -> None:
    for asked in ["which company's he with", "which firm is she with", "which companys she with"]:
        assert WORKS_FOR.search(asked), asked


def test_a_partys_job_by_its_stage() -> None:
    for asked, stage in [
        ("which ones finished", "complete"),
        ("which one did we lose", "lost"),
        ("which job's on site", "on_site"),
        ("what ones are at tender", "tender"),
    ]:
        assert WHICH_JOB.match(asked), asked
        assert next(s for said, s in STAGE_SAID if said.search(asked)) == stage, asked
    assert not WHICH_JOB.match("who finished it")


def test_a_persons_jobs_are_asked_with_a_pronoun() -> None:
    for asked in ["what jobs are they on", "which projects is he on", "any sites she looks after"]:
        assert PERSONS_JOBS.search(asked), asked
    assert not PERSONS_JOBS.search("what jobs have we got with calder")


def test_the_person_on_one_quote() -> None:
    quote = Understanding(Intent.record_fact, Entities(quotes=[Q7]), attribute=Attribute.ex_vat_total)
    asked = _reading("and whos the contact there", Entities(terms="contact"))
    assert quotes_person(asked, quote)
    assert not quotes_person(asked, Understanding(Intent.record_fact, Entities(customers=[CALDER])))
    assert not quotes_person(_reading("whos the contact at calder", Entities(customers=[CALDER])), quote)
    assert not quotes_person(_reading("and the contact for the haulage", Entities(terms="contact haulage")), quote)


def test_a_count_narrowed_is_a_list() -> None:
    assert listed(Understanding(Intent.quote_count, Entities(customers=[CALDER]))) == Intent.customer_quotes
    assert listed(Understanding(Intent.quote_count, Entities(projects=[MYTHOLM]))) == Intent.project_quotes
    assert listed(Understanding(Intent.project_quotes, Entities(projects=[MYTHOLM]))) == Intent.project_quotes


def test_have_we_got_it_in_a_size() -> None:
    lintel = Understanding(Intent.product_price, Entities(products=[LINTEL]))
    for asked in ["have we got it in 2100", "do we do that in a 2100", "does it come in 2100mm?"]:
        assert COMES_IN.match(asked), asked
        assert as_size(asked, lintel) == "and the 2100mm", asked
    assert as_size("have we got it in 2100", Understanding(Intent.tasks, Entities())) == "have we got it in 2100"


def test_a_job_we_lack_after_a_job() -> None:
    job = Understanding(Intent.record_fact, Entities(projects=[MYTHOLM]), attribute=Attribute.architects)
    assert other_job(_reading("and the bradford job"), job) == "bradford job"
    assert other_job(_reading("what about the canal site"), job) == "canal job"
    assert other_job(_reading("and the bradford job"), Understanding(Intent.record_fact, Entities())) == ""
    assert other_job(_reading("and the mytholm job", Entities(projects=[MYTHOLM])), job) == ""
    assert A_JOB.match("and the job") and other_job(_reading("and the job"), job) == ""


def test_a_draft_for_a_job_or_party_is_their_quotes() -> None:
    assert drafts_for(
        _reading("is there a draft for mytholm", Entities(projects=[MYTHOLM])), Intent.product_search
    ) == (Intent.project_quotes)
    assert drafts_for(_reading("any drafts for calder", Entities(customers=[CALDER])), Intent.general) == (
        Intent.customer_quotes
    )
    assert drafts_for(_reading("draft a quote for calder", Entities(customers=[CALDER])), Intent.general) is None
    assert drafts_for(_reading("is there a draft for mytholm"), Intent.general) is None


def test_who_looks_after_a_quote_names_nobody() -> None:
    assert {"looking", "after", "handling"} <= choose.ATTRIBUTE_WORDS


def test_a_first_name_there_is_the_organisation_befores() -> None:
    for asked in ["and kev's email there", "steves number at them"]:
        assert THERE.search(asked), asked
    assert not THERE.search("whats kevs email")
