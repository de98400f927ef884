"""Kinds the twentieth demo round (tests/assistant_demo/dev_ops3.py, what buyers, transport clerks and the office
ask) found: a load's state in transport words ("which drop went wrong", "any drops pulled", "which loads have been
moved", "what still needs booking in", "which plots havent got a slot yet") and a load named before its state
("which load failed", "loads delivered"); a plot's house type and phase on its load; a customer's PO named by its
digits alone ("which order is po 2291"); a customer order asked by its job ("mytholm order total"); a works' haulage
asked as what it charges for delivery, the loads a haulier priced; a site's delivery rules asked as when or how to
deliver; the task pad's words said otherwise ("to-do", "waiting on someone else"); terms nobody records on a quote or
an order (demurrage, a settlement discount, an invoice)."""

from __future__ import annotations

from datetime import date

from sqlalchemy import select
from sqlalchemy.orm import Session

from api.quotes.models import Quote
from assistant.lookups import plot_details
from assistant.understanding import load_words, numbers, slots, unkept, works_price
from assistant.understanding.cues import Cue, find, normalise
from assistant.understanding.types import Attribute
from tests.assistant.seeding import Seeded

TODAY = date(2026, 11, 28)


def _loads(question: str) -> list[str]:
    return slots.filters(normalise(question), TODAY).loads


def test_a_loads_state_in_transport_words() -> None:
    assert _loads("which drop went wrong") == ["failed"]
    assert _loads("any loads that didnt get there") == ["failed"]
    assert _loads("any drops pulled") == ["cancelled"]
    assert _loads("which loads have been moved") == ["rescheduled"]
    for question in [
        "what still needs booking in",
        "anything need booking in with dales",
        "loads still to book",
        "which plots havent got a slot yet",
    ]:
        assert _loads(question) == ["unbooked"], question
        assert Cue.call_off in find(normalise(question)), question
    # only beside a load's word: "we moved office" keeps its words
    assert load_words.spoken("we moved office") == "we moved office"
    assert load_words.spoken("the price went wrong on q3") == "the price went wrong on q3"


def test_a_load_named_before_its_state_is_a_call_off() -> None:
    for question in [
        "which load failed",
        "which drop went wrong",
        "loads delivered",
        "what did the failed delivery cost us",
        "which works are the mytholm loads from",
        "drops that have been cancelled",
    ]:
        assert Cue.call_off in find(normalise(question)), question
    # a product with "load" in its name, and its delivered price, stay the product's
    for question in [
        "building sand loose load price",
        "sharp sand loose load delivered price",
        "building sand loose load from tarmac price",
    ]:
        assert Cue.call_off not in find(normalise(question)), question
    assert normalise("next weeks deliveries") == "next week deliveries"


def test_a_plots_house_type_is_asked_by_its_words() -> None:
    for terms in ["house type", "which house", "phase", "house mix"]:
        assert plot_details.ASKED.search(terms), terms
    assert not plot_details.ASKED.search("offload")


def test_a_customers_po_by_its_digits_alone(db: Session, dataset: Seeded) -> None:
    quote = db.scalars(select(Quote).order_by(Quote.id).limit(1)).one()
    quote.po_number = "ACME-PO-004417"
    db.flush()
    found = numbers.find(db, normalise("which quote is po 4417"))
    assert ("quote", quote.id, quote.number) in found.theirs and not found.missing
    # a number too short for a customer's reference, or no one's, is still a purchase order we do not have
    assert numbers.find(db, normalise("po 7 value")).missing == [("PO-000007", "purchase order")]
    assert numbers.find(db, normalise("po 5599 total")).missing == [("PO-005599", "purchase order")]


def test_a_customer_order_by_its_job() -> None:
    for question in [
        "mytholm order total",
        "whats the order number for mytholm",
        "how many tradesman red on the mytholm order",
        "lines on the phase 3 order",
    ]:
        assert slots.asks_orders(normalise(question)), question
    assert not slots.asks_orders(normalise("calders po number on the brighouse order"))
    assert not slots.asks_orders(normalise("order some more tradesman red"))


def test_a_works_haulage_as_what_it_charges_and_loads_priced() -> None:
    assert works_price.HAULAGE.search(normalise("what are ibstock charging for delivery"))
    assert works_price.HAULAGE.search(normalise("ibstocks haulage per load"))
    assert works_price.THEIR_QUOTE.search(normalise("how many loads has dales priced"))


def test_a_sites_delivery_rules_asked_as_when_or_how_to_deliver() -> None:
    for question in [
        "what time do we have to deliver by at station parade",
        "how do we offload at mytholm",
        "when can we deliver to station parade",
    ]:
        assert slots.attribute(normalise(question)) == Attribute.site_access, question
    # the next load is the call-offs', a product's delivery its lead time
    assert slots.attribute(normalise("when can we deliver to mytholm next")) is None
    assert slots.attribute(normalise("when can we deliver the tradesman red")) != Attribute.site_access


def test_task_pad_words_said_otherwise() -> None:
    assert normalise("any to-do on tomorrows load") == "any task on tomorrows load"
    assert normalise("tasks waiting on someone else") == "tasks waiting"
    assert normalise("whats in the to-do column") == "whats in the to-do column"  # the stage keeps its name


def test_terms_nobody_records_are_declined() -> None:
    assert unkept.asked(normalise("demurrage on the dales quote")) == "demurrage or waiting time charge"
    assert unkept.asked(normalise("ibstocks settlement discount on sq1")) == "settlement discount"
    assert unkept.asked(normalise("invoice number for so2")) == "invoice"
    assert unkept.asked(normalise("has so2 been invoiced")) == "invoice"
    # a task titled with the word is the task's
    assert unkept.asked(normalise("priority on the yard invoice task")) == ""
