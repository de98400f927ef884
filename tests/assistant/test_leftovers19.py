"""Kinds the nineteenth session's helpers left (issue 14, branch asst19): the asking user's notifications answered
at low confidence when their count was stated but held by no card; a works' answer to our request for prices asked
as "has X got back to us" (and "and tarmac" after it); "what stage is that at" after a party's one job; an order
named by its phase and its plots counted; a quote's plots by house type."""

from __future__ import annotations

from datetime import date

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from api.crm import Kind
from api.notifications import service as notifications
from api.quotes.models import Quote, QuotePlot, QuoteVersion
from api.users.models import Role
from assistant.grounding import grounded
from assistant.lookups import orders, quotes
from assistant.understanding import knn, slots
from assistant.understanding.cues import normalise
from assistant.understanding.parse import understand
from assistant.understanding.types import Attribute, Entities, Filters, Intent, Named, Understanding
from tests.assistant.conftest import ask
from tests.assistant.seeding import Seeded
from tests.factories import headers_for, make_organisation, make_project, make_user


def test_notifications_counted_are_grounded_and_not_low(client: TestClient, db: Session, dataset: Seeded) -> None:
    me = make_user(db, role=Role.staff, first_name="Nell", last_name="Newsome")
    for message in ["Welcome aboard.", "Mail goes to the outbox.", "Priya joined as a manager.", "A quote was sent."]:
        notifications.notify(db, user_id=me.id, message=message, link="/")
    db.flush()
    body = ask(client, headers_for(db, me), "any new alerts for me")
    assert body["text"].startswith("Your notifications (4 notifications")
    assert body["confidence_label"] != "low"
    assert {"label": "Your notifications in all", "value": "4"} in body["cards"][0]["facts"]
    assert all(len(card["facts"]) == 1 for card in body["cards"][1:])  # the count once, on the first card
    about = ask(client, headers_for(db, me), "did i get a notification about priya")
    assert about["text"].startswith("Your notifications mentioning priya (1 of 4, the newest first): ")
    assert about["confidence_label"] != "low"
    assert {"label": "Of them mentioning what you asked", "value": "1"} in about["cards"][0]["facts"]
    for n in range(8):  # none mention the word asked about: the newest six are said instead
        notifications.notify(db, user_id=me.id, message=f"Load {n} booked.", link="/")
    db.flush()
    none = ask(client, headers_for(db, me), "did i get a notification about zanzibar")
    assert none["text"].startswith("None of your notifications mention zanzibar. Your newest: ")
    assert len(none["cards"]) == 6


def test_a_works_got_back_to_us_is_their_quote_whatever_the_exemplars_lean_to(
    db: Session, monkeypatch: pytest.MonkeyPatch
) -> None:
    make_organisation(db, kind=Kind.supplier, name="Backward Brick Works", account_number="BBW-01")
    db.flush()
    # The exemplars near it are about a works' account number ("our account number with ibstock").
    leaning = knn.Vote(Intent.record_fact, 1.0, 0.9, Attribute.account_number)
    monkeypatch.setattr(knn, "vote", lambda *_args, **_kw: leaning)
    for question in ["has backward brick works got back to us", "did backward brick works get back to us"]:
        read = understand(db, question, vector=[0.0])
        assert read.attribute is None, question
        assert read.intent == Intent.supplier_quotes, question
    # The account number asked in so many words is still the account number.
    asked = understand(db, "backward brick works account number", vector=[0.0])
    assert asked.attribute == Attribute.account_number


def test_a_job_fact_after_a_partys_jobs_is_their_one_jobs(db: Session) -> None:
    lone = make_organisation(db, kind=Kind.customer, name="Lonejob Homes")
    make_project(db, name="Quarry Lane Lonejob", customer=lone, stage="tender")
    two = make_organisation(db, kind=Kind.customer, name="Twojobs Homes")
    make_project(db, name="Twojobs North", customer=two)
    make_project(db, name="Twojobs South", customer=two)
    db.flush()
    jobs = understand(db, "lonejob homes jobs?")
    assert jobs.intent == Intent.record_summary and [n.name for n in jobs.entities.customers] == ["Lonejob Homes"]
    stage = understand(db, "what stage is that at", jobs)
    assert [n.name for n in stage.entities.projects] == ["Quarry Lane Lonejob"]
    assert not stage.entities.customers
    # Two jobs: which one is not guessed.
    both = understand(db, "twojobs homes jobs?")
    assert not understand(db, "what stage is that at", both).entities.projects


def test_an_order_named_by_its_build_phase_is_the_customer_order_with_those_plots() -> None:
    assert slots.asks_orders(normalise("how many plots on the phase 3 order"))
    assert slots.asks_orders(normalise("whats on the ph 3a order"))
    assert not slots.asks_orders(normalise("phase 3b call offs"))
    assert not slots.asks_orders(normalise("is phase 3 in order"))
    read = Understanding(Intent.purchase_orders, Entities(), 0.9, filters=Filters(orders=True, phase="3"))
    (condition,) = orders._conditions(read)
    sql = str(condition.compile(compile_kwargs={"literal_binds": True}))
    assert "order_plots" in sql and "3[a-z]?" in sql  # phase 3: its plots of 3a and 3b too


def test_a_quotes_house_types_are_its_plots_by_house_type(db: Session, dataset: Seeded) -> None:
    quote = db.scalars(select(Quote).order_by(Quote.id)).first()
    assert quote is not None
    version = db.scalars(
        select(QuoteVersion).where(QuoteVersion.quote_id == quote.id, QuoteVersion.version == quote.current_version)
    ).one()
    for position, (number, house) in enumerate([("11", "Holme"), ("12", "Holme"), ("14", "Kinder"), ("15", "")]):
        db.add(QuotePlot(version_id=version.id, position=position, plot_number=number, house_type=house))
    db.flush()
    named = [Named(quote.id, quote.number)]
    asked = Understanding(Intent.quote_status, Entities(quotes=named, terms="house types"), 0.9)
    found = quotes.quote_status(db, asked, date.today())
    by_type = "Holme (2 plots: 11 and 12); Kinder (1 plot: 14); no house type (1 plot: 15)"
    assert f"Its 4 plots by house type: {by_type}." in found.text
    assert grounded(found.text, found.cards)
    plain = Understanding(Intent.quote_status, Entities(quotes=named), 0.9)
    assert "house type" not in quotes.quote_status(db, plain, date.today()).text  # only when asked
    for plot in db.scalars(select(QuotePlot).where(QuotePlot.version_id == version.id)):
        db.delete(plot)
    db.flush()
    assert "It records no plots or house types." in quotes.quote_status(db, asked, date.today()).text
