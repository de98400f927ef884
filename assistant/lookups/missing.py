"""A record the question names that we do not have (Understanding.unknown): the answer says so and offers the closest
records, each card labelled an alternative, found=False; never one of them as if it were the record asked about."""

from __future__ import annotations

import re
from datetime import date
from typing import Any

from sqlalchemy import func, literal, select
from sqlalchemy.orm import Session

from api.crm import Contact, Organisation
from api.projects.models import Project
from assistant.lookups import cards as c
from assistant.lookups import described
from assistant.lookups import format as fmt
from assistant.lookups.contacts import contact_card
from assistant.lookups.types import LookupResult, not_found
from assistant.schemas import CardOut
from assistant.understanding import numbers
from assistant.understanding.cues import plain_words
from assistant.understanding.types import Attribute, Intent, Understanding

CLOSEST = 3  # alternatives offered
JOB = re.compile(r"\s(?:job|site|scheme|development|contract)$")  # a job asked for by name, with the word for it
QUOTE = re.compile(r"Q-\d{6,}")
MIN_SIMILARITY = 0.15  # a name less like the one asked (trigram similarity) is no alternative

PRODUCT_INTENTS = {
    Intent.product_price,
    Intent.product_supplier,
    Intent.product_search,
    Intent.cheapest_price,
    Intent.compare,
    Intent.cheapest_in_category,
    Intent.last_quoted,
}
PRODUCT_FACTS = {
    Attribute.pallet_quantity,
    Attribute.pack_quantity,
    Attribute.weight,
    Attribute.cost_price,
    Attribute.lead_time,
    Attribute.appearance,
}
QUOTE_FACTS = {Attribute.ex_vat_total, Attribute.rejection_reason, Attribute.quote_lines}
CONTACT_FACTS = {Attribute.phone, Attribute.email, Attribute.role}
# What the answer calls the record asked about, by the kind looked for.
NOUNS = {
    "product": "a product",
    "customer": "a customer",
    "organisation": "an organisation",
    "project": "a project",
    "contact": "a contact",
    "quote": "a quote",
    "record": "a record",
    "supplier": "a supplier",
    "job": "a job or customer",
    "purchase order": "a purchase order",
    "supplier quote": "a supplier quote",
    "call-off": "a call-off",
    "order": "an order",
    "request for quotation": "a request for quotation",
}


def kind_asked(understanding: Understanding) -> str:
    """The kind of record the unknown name was asked as, from the intent (and the fact asked for)."""
    intent, attribute = understanding.intent, understanding.attribute
    number = numbers.NUMBER.fullmatch(understanding.unknown.lower())
    if number:  # a buying or delivering record's number no record has
        return numbers.PREFIXES[number.group(1)][1]
    if QUOTE.fullmatch(understanding.unknown):  # "which is bigger q9 or q27": the quote we lack
        return "quote"
    if intent not in PRODUCT_INTENTS and JOB.search(understanding.unknown):
        return "project"  # a job we have no project for ("the barnsley job", "the hunslet mills job")
    if intent in (Intent.supplier_quotes, Intent.purchase_orders):
        return "supplier"
    if intent == Intent.call_offs:
        return "job"
    if intent in PRODUCT_INTENTS:
        return "customer" if _a_party(understanding) else "product"
    if intent == Intent.record_fact:
        if attribute in PRODUCT_FACTS:
            return "product"
        if attribute == Attribute.architects:
            return "project"
        if attribute in QUOTE_FACTS:
            return "quote"
        return "contact" if attribute in CONTACT_FACTS and understanding.entities.contacts else "organisation"
    if intent == Intent.contact_details:
        return "contact"
    if intent == Intent.project_quotes:
        return "project"
    if intent == Intent.quote_status:
        return "quote"
    if intent in (Intent.customer_quotes, Intent.quote_count, Intent.quote_list):
        return "customer"
    return "record"


def _a_party(understanding: Understanding) -> bool:
    """What we last quoted a party for a product we have: the name we lack is the party's ("tradesman red for
    *persimmon*"), none of its words a product's."""
    e = understanding.entities
    if understanding.intent != Intent.last_quoted or not e.products or e.customers or e.companies or e.others:
        return False
    held = {w for n in e.products for w in plain_words(n.name)}
    return not any(w in held for w in plain_words(understanding.unknown))


def as_asked(name: str) -> str:
    """The name in quotes as the user wrote it, without words holding a number (an answer's numbers all come from
    records); "that" when nothing is left."""
    words = name.split()
    kept = [w for w in words if not fmt.NUMBER.search(w)]
    if not kept:
        return "that"
    return f"“{' '.join(kept)}{' …' if len(kept) < len(words) else ''}”"


def _similar(column: Any, name: str, *where: Any) -> Any:
    score = func.similarity(func.lower(column), literal(name.lower()))
    return score, [score >= MIN_SIMILARITY, *where]


def _organisations(session: Session, name: str, kinds: tuple[str, ...] | None) -> list[tuple[float, CardOut]]:
    score, where = _similar(Organisation.name, name, Organisation.archived.is_(False))
    if kinds:
        where.append(Organisation.kind.in_(kinds))
    rows = session.execute(select(Organisation, score).where(*where).order_by(score.desc()).limit(CLOSEST)).all()
    return [(float(s), c.organisation_card(org, ("Town", org.town))) for org, s in rows]


def _projects(session: Session, name: str) -> list[tuple[float, CardOut]]:
    score, where = _similar(Project.name, name)
    rows = session.execute(select(Project, score).where(*where).order_by(score.desc()).limit(CLOSEST)).all()
    return [(float(s), c.project_card(project, ("Reference", project.reference))) for project, s in rows]


def _contacts(session: Session, name: str) -> list[tuple[float, CardOut]]:
    full = func.concat(Contact.first_name, " ", Contact.last_name)
    score, where = _similar(full, name, Contact.archived.is_(False))
    rows = session.execute(
        select(Contact, Organisation.name, score)
        .join(Organisation, Organisation.id == Contact.organisation_id)
        .where(*where)
        .order_by(score.desc())
        .limit(CLOSEST)
    ).all()
    return [(float(s), contact_card(contact, org)) for contact, org, s in rows]


def _products(session: Session, name: str, today: date, good_only: bool = False) -> list[tuple[float, CardOut]]:
    found = described.search(session, name, CLOSEST)
    if good_only and not found.good:
        return []
    return [(found.confidence, c.product_card(p, org.name, today)) for p, org in found.rows]


def closest(session: Session, kind: str, name: str, today: date) -> list[CardOut]:
    """The records most like `name` of the kind asked (of any kind, best first, for a record of no known kind)."""
    if kind == "product":
        return [card for _, card in _products(session, name, today)]
    if kind == "customer":
        return [card for _, card in _organisations(session, name, ("customer", "company"))]
    if kind == "supplier":
        return [card for _, card in _organisations(session, name, ("supplier", "other"))]
    if kind == "job":
        found = [*_projects(session, name), *_organisations(session, name, ("customer", "company"))]
        found.sort(key=lambda pair: -pair[0])
        return [card for _, card in found[:CLOSEST]]
    if kind == "organisation":
        return [card for _, card in _organisations(session, name, None)]
    if kind == "project":
        return [card for _, card in _projects(session, name)]
    if kind == "contact":
        return [card for _, card in _contacts(session, name)]
    if kind == "quote" or kind in numbers.KINDS:
        return []
    found = [*_organisations(session, name, None), *_projects(session, name), *_contacts(session, name)]
    found.sort(key=lambda pair: -pair[0])
    return [card for _, card in found[:CLOSEST]] or [card for _, card in _products(session, name, today, True)]


def answer(session: Session, understanding: Understanding, today: date) -> LookupResult:
    """We do not have the record asked about: say so, and offer the closest ones as alternatives."""
    kind = kind_asked(understanding)
    asked = as_asked(understanding.unknown)
    shown = [c.alternative(card, asked) for card in closest(session, kind, understanding.unknown, today)]
    called = f"{NOUNS[kind]} called {asked}" if asked != "that" else f"the {NOUNS[kind].split(' ', 1)[1]} you named"
    text = f"We don't have {called}."
    if shown:
        text += f" The closest I have, as alternatives: {fmt.listing([card.title for card in shown])}."
    return not_found(text, shown)
