"""Follow-ups by kind, sixth round (branch asst17), pure functions: a works' person asked "there" after the works or
one of its products; who deals with one quote, what is in it, why it was turned down; a job picked by its stage
("which is still on site", "which one's still a lead"); a person's firm's jobs; a job's customer "on that"; a size
asked as "do we get it in N"; a works asked for "any answer"; a product we lack whose words found only the product
before, or none of the same kind; someone's tasks by a first name some task's title holds; a works named in a
follow-up drops the haulier carried; a party's withdrawn quotes listed."""

from __future__ import annotations

from typing import cast

from sqlalchemy.orm import Session

from assistant.lookups.quotes import GROUP_WORDS, LISTED_ONLY, STATE_GROUPS
from assistant.understanding.carrying import merged
from assistant.understanding.chains import CONTENTS, DEALING, REP, one_quote, works_person
from assistant.understanding.followups import GOT_ON, lacks_product, one_quote_meant
from assistant.understanding.pointing import (
    COMES_IN,
    PERSONS_JOBS,
    STAGE_SAID,
    WAITING,
    WHICH_JOB,
    as_size,
    jobs_customer,
    waiting_on,
)
from assistant.understanding.product_before import only_the_product_before, same_kind_words
from assistant.understanding.types import Attribute, Entities, Intent, Named, Understanding
from tests.assistant.test_followups4 import _reading

NO_SESSION = cast(Session, None)  # the rules below never look anything up for these readings
FORTERRA = Named(1, "Forterra")
DALES = Named(2, "Dales Haulage")
CALDER = Named(3, "Calder Valley Homes")
Q6 = Named(4, "Q-000006")
DRY_RIDGE = Named(5, "Dry Ridge Kit Universal")
HEMELITE = Named(6, "Hemelite Medium Density Block 3.6N 100mm")
HOLMFIRTH = Named(7, "Holmfirth Road, Meltham")
WIENERBERGER = Named(8, "Wienerberger")
IBSTOCK = Named(9, "Ibstock Brick")


def test_a_works_person_asked_there_is_the_works() -> None:
    for asked in ["whos our rep there", "rep there", "and the rep there", "whos the contact there", "our man there"]:
        assert REP.search(asked), asked
    maker = Understanding(Intent.record_fact, Entities(suppliers=[FORTERRA]), attribute=Attribute.account_number)
    found = works_person(NO_SESSION, _reading("whos our rep there"), maker)
    assert found is not None and found.suppliers == [FORTERRA]
    assert works_person(NO_SESSION, _reading("and her mobile"), maker) is None
    customer = Understanding(Intent.record_fact, Entities(customers=[CALDER]))
    assert works_person(NO_SESSION, _reading("whos our rep there"), customer) is None  # ours: an account manager
    assert works_person(NO_SESSION, _reading("whos the rep at calder", Entities(customers=[CALDER])), maker) is None


def test_who_deals_with_one_quote_what_is_in_it_and_why() -> None:
    for asked in ["whos dealing with it", "who handled that one", "whos doing it", "who was looking after it"]:
        assert DEALING.match(asked), asked
    assert not DEALING.match("who turned it down")
    for asked in ["whats in it", "what's in that", "what was in it"]:
        assert CONTENTS.match(asked), asked
    quote = Understanding(Intent.record_fact, Entities(quotes=[Q6]), attribute=Attribute.quote_lines)
    assert one_quote(_reading("whos dealing with it"), quote) == (Intent.record_fact, Attribute.account_manager)
    assert one_quote(_reading("whats in it"), quote) == (Intent.record_fact, Attribute.quote_lines)
    assert one_quote(_reading("whats the reason on that one"), quote) == (
        Intent.record_fact,
        Attribute.rejection_reason,
    )
    assert one_quote(_reading("whos dealing with it"), Understanding(Intent.record_fact, Entities())) is None
    listed = Understanding(Intent.project_quotes, Entities(projects=[HOLMFIRTH]))
    assert one_quote_meant("what's in that", listed) and one_quote_meant("whats the reason on that one", listed)


def test_a_job_by_its_stage_and_its_customer_on_that() -> None:
    for asked, stage in [("which is still on site", "on_site"), ("which one's still a lead", "lead")]:
        assert WHICH_JOB.match(asked), asked
        assert next(s for said, s in STAGE_SAID if said.search(asked)) == stage, asked
    assert not any(said.search("whats the lead time") for said, _ in STAGE_SAID[-1:])
    assert PERSONS_JOBS.search("what jobs is his firm on")
    job = Understanding(Intent.record_summary, Entities(projects=[HOLMFIRTH]))
    assert jobs_customer(_reading("whos the customer on that"), job) == [HOLMFIRTH]
    assert jobs_customer(_reading("whos the customer on q6", Entities(quotes=[Q6])), job) == []


def test_do_we_get_it_in_a_size() -> None:
    block = Understanding(Intent.product_price, Entities(products=[HEMELITE]))
    for asked in ["do we get it in 140", "can i get that in 140mm", "do they do it in 140"]:
        assert COMES_IN.match(asked), asked
        assert as_size(asked, block) == "and the 140mm", asked


def test_any_answer_from_a_works() -> None:
    assert WAITING.search("any answer from tarmac yet") and not WAITING.search("answer the phone")
    tarmac = _reading("any answer from tarmac yet", Entities(suppliers=[FORTERRA]))
    assert waiting_on(tarmac, Intent.product_search)
    assert not waiting_on(_reading("any answer from tarmac yet", Entities(products=[HEMELITE])), Intent.product_search)


def test_a_product_we_lack_after_the_product_before() -> None:
    price = Understanding(Intent.product_price, Entities(products=[DRY_RIDGE]))
    eaves = _reading("and the eaves vent kit")
    eaves.product_words = "eaves vent kit"
    assert same_kind_words(eaves, price)
    ridge = _reading("and the ridge kit")
    ridge.product_words = "ridge kit"
    assert not same_kind_words(ridge, price) and lacks_product(ridge, price) == ""
    other = _reading("and the hemelite", Entities(products=[HEMELITE]))
    assert not same_kind_words(other, price) and not only_the_product_before(other, price)
    again = _reading("and the dry verge kit", Entities(products=[DRY_RIDGE]))
    assert only_the_product_before(again, price)
    with_party = _reading("and the dry verge kit for calder", Entities(products=[DRY_RIDGE], customers=[CALDER]))
    assert not only_the_product_before(with_party, price) and lacks_product(with_party, price) == ""


def test_someones_tasks_by_a_first_name() -> None:
    found = GOT_ON.search("and whats sam got on")
    assert found and found.group(1) == "sam"
    assert not GOT_ON.search("whats going on at mytholm")


def test_a_works_named_drops_the_haulier_carried() -> None:
    before = Entities(suppliers=[IBSTOCK], others=[DALES])
    assert merged(before, Entities(suppliers=[WIENERBERGER])).others == []
    assert merged(before, Entities(others=[DALES])).suppliers == [IBSTOCK]


def test_withdrawn_quotes_are_listed_as_their_group() -> None:
    assert STATE_GROUPS["withdrawn"] == GROUP_WORDS["withdrawn"] == "Withdrawn" and "Withdrawn" in LISTED_ONLY
