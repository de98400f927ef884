"""Follow-ups and corrections by kind (assistant/understanding/followups.py, assistant/feedback.py), pure functions:
"it" after an answer about a person is the record before; a follow-up's job title is kept; a follow-up after loads,
tasks or supplier quotes that reads as a product's price stays on them; a correction's own words for a record we
lack reach a question giving those words with how the price is asked, and never another record's words."""

from __future__ import annotations

from assistant.feedback import _named_so
from assistant.understanding.followups import counts_afresh, stays_on_records, thing_not_person, with_role
from assistant.understanding.types import Attribute, Entities, Filters, Intent, Named, Understanding

EBONY, SAHARA = Named(7, "Ivanhoe Ebony"), Named(8, "Ivanhoe Sahara")


def _contact() -> Understanding:
    return Understanding(Intent.contact_details, Entities(customers=[Named(3, "Pennine Developments")]))


def test_it_after_a_person_is_the_thing_before() -> None:
    assert thing_not_person("and when does it run out", _contact())
    assert thing_not_person("which job's it for", _contact())
    assert not thing_not_person("and her email?", _contact())
    assert not thing_not_person("whats his number", _contact())
    assert not thing_not_person("when does it run out", Understanding(Intent.quote_status, Entities()))


def test_a_follow_ups_job_title_is_kept() -> None:
    assert with_role(Filters(), Filters(role="buyer")).role == "buyer"
    assert with_role(Filters(role="buyer"), Filters()).role == "buyer"
    assert with_role(Filters(statuses=["sent"]), Filters(role="quantity surveyor")).statuses == ["sent"]


def test_a_follow_up_about_loads_stays_on_them() -> None:
    loads = Understanding(Intent.call_offs, Entities(terms="going"))
    reading = type("R", (), {"entities": Entities()})()
    assert stays_on_records(reading, loads, Intent.product_price) == Intent.call_offs
    assert stays_on_records(reading, loads, Intent.contact_details) == Intent.contact_details
    priced = Understanding(Intent.product_price, Entities(products=[EBONY]))
    assert stays_on_records(reading, priced, Intent.product_price) == Intent.product_price


def test_a_corrections_own_words_reach_the_same_words_only() -> None:
    before = Understanding(Intent.product_price, Entities(products=[EBONY], terms="black ivanhoe"))
    kept = Understanding(Intent.product_price, Entities(products=[EBONY]))

    def now(unknown: str, *found: Named) -> Understanding:
        return Understanding(Intent.product_search, Entities(products=list(found)), unknown=unknown)

    assert _named_so(now("black ivanhoe per thou", EBONY), before, kept)
    assert _named_so(now("black ivanhoe price", EBONY, SAHARA), before, kept)
    assert not _named_so(now("black ivanhoe lead time", EBONY), before, kept)  # another question
    assert not _named_so(now("buff ivanhoe per thou", SAHARA), before, kept)  # other words, another record
    assert not _named_so(now("black ivanhoe per thou", SAHARA), before, kept)  # the corrected record not near
    assert not _named_so(now("", EBONY), before, kept)  # found on its own: read as it is


def test_how_many_after_a_jobs_architect_asks_the_job() -> None:
    job = Entities(projects=[Named(4, "Holmfirth Road, Meltham")], others=[Named(9, "Whitfield Architects")])
    architect = Understanding(Intent.record_fact, job, attribute=Attribute.architects)

    def asked(question: str) -> object:
        return type("R", (), {"normalised": question, "entities": job})()

    assert counts_afresh(asked("and how many plots"), architect, None)  # type: ignore[arg-type]
    assert not counts_afresh(asked("and their number"), architect, None)  # type: ignore[arg-type]
    assert not counts_afresh(asked("and how many plots"), architect, Attribute.phone)  # type: ignore[arg-type]
    summary = Understanding(Intent.record_fact, job)
    assert not counts_afresh(asked("and how many plots"), summary, None)  # type: ignore[arg-type]
