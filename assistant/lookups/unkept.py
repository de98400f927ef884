"""A detail of a person or an organisation the look-ups do not give (Understanding.unkept: a VAT number, a website, a
fax number, a home address, a date of birth…): an organisation's VAT number or website when its record has one,
otherwise that none is recorded for the records named, with their cards (phone and email) beside it, found=False;
never another detail (the phone for a fax, the head office for a home) as if it were the one asked for."""

from __future__ import annotations

from datetime import date

from sqlalchemy import select
from sqlalchemy.orm import Session

from api.crm import Organisation
from assistant.lookups import cards as c
from assistant.lookups import format as fmt
from assistant.lookups.contacts import contact_card, named_contacts
from assistant.lookups.types import LookupResult, not_found
from assistant.schemas import CardOut
from assistant.understanding.types import Understanding
from assistant.understanding.unkept import COLUMNS
from ingest.documents.people import full_name

MAX_RECORDS = 3


def _organisations(session: Session, understanding: Understanding) -> list[Organisation]:
    e = understanding.entities
    ids = [n.id for n in (*e.customers, *e.suppliers, *e.companies, *e.others)][:MAX_RECORDS]
    found = {o.id: o for o in session.scalars(select(Organisation).where(Organisation.id.in_(ids)))} if ids else {}
    return [found[i] for i in ids if i in found]


def answer(session: Session, understanding: Understanding, today: date) -> LookupResult:
    detail = understanding.unkept
    people = named_contacts(session, understanding)
    orgs = [] if people else _organisations(session, understanding)
    column = COLUMNS.get(detail)
    held = [(org, str(getattr(org, column))) for org in orgs if column and getattr(org, column)]
    if held:
        text = " ".join(f"{fmt.possessive(org.name)} {detail} is {value}." for org, value in held)
        found = [c.organisation_card(org, (detail.capitalize(), value)) for org, value in held]
        return LookupResult(text, found, True, understanding.confidence)
    cards: list[CardOut] = [contact_card(contact, org.name) for contact, org in people]
    cards += [c.organisation_card(org, ("Phone", org.phone), ("Email", org.email), ("Town", org.town)) for org in orgs]
    named = [full_name(contact) for contact, _ in people] + [org.name for org in orgs]
    if not named:
        return not_found(f"No {detail} is recorded in Brickmate.")
    return not_found(f"No {detail} is recorded for {fmt.listing(named)}.", cards)
