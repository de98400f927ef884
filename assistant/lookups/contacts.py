"""Contacts: an organisation's people with their role, phone, mobile and email, or one named person's details (all
of them, or the one asked for: phone, email, role). A job title asked for ("the buyer at pennine", Filters.role) names
only the people whose title it is; when nobody's is, the answer says so and lists who is recorded, found=False: never
another person given as if they held it."""

from __future__ import annotations

from datetime import date

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.crm import Contact, Organisation
from api.projects.models import Project
from assistant.lookups import cards as c
from assistant.lookups import format as fmt
from assistant.lookups.types import LookupResult, not_found
from assistant.schemas import CardOut
from assistant.understanding import roles
from assistant.understanding.types import Attribute, Understanding
from ingest.documents.people import contact_link, full_name

LISTED = 8  # contacts of one organisation listed
WITH_ROLE = 200  # contacts of one organisation read when a job title is asked for (only its holders are listed)
MAX_NAMED = 3


def contact_card(contact: Contact, organisation: str, *pairs: tuple[str, str | None]) -> CardOut:
    """A person at an organisation: their role, organisation, phone, mobile and email."""
    return CardOut(
        kind="contact",
        record_id=contact.id,
        title=full_name(contact),
        link=contact_link(contact.id),
        facts=c.facts(
            ("Role", contact.job_title),
            ("Organisation", organisation),
            ("Phone", contact.phone),
            ("Mobile", contact.mobile),
            ("Email", contact.email),
            *pairs,
        ),
    )


def _details(contact: Contact, attribute: Attribute | None) -> str:
    """`phone 0113 496 0000, mobile 07700 900123`: the details asked for that are recorded ("" when none is)."""
    phone = [("phone", contact.phone), ("mobile", contact.mobile)]
    email = [("email", contact.email)]
    wanted = phone if attribute == Attribute.phone else email if attribute == Attribute.email else phone + email
    return ", ".join(f"{label} {value}" for label, value in wanted if value)


def _what(attribute: Attribute | None) -> str:
    return {Attribute.phone: "phone number", Attribute.email: "email address", Attribute.role: "role"}.get(
        attribute or Attribute.phone, "contact details"
    )


def _person(contact: Contact, org: str, attribute: Attribute | None) -> str:
    name = full_name(contact)
    role = f"{contact.job_title} at {org}" if contact.job_title else f"at {org}"
    if attribute == Attribute.role:
        if contact.job_title:
            return f"{name} is {contact.job_title} at {org}."
        return f"No role is recorded for {name} ({org})."
    details = _details(contact, attribute)
    if not details:
        if attribute in (Attribute.phone, Attribute.email):
            other = _details(contact, None)
            return f"No {_what(attribute)} is recorded for {name} ({org})" + (f"; {other}." if other else ".")
        return f"{name} is {role}; no phone or email is recorded."
    return f"{name} ({role}): {details}."


def named_contacts(session: Session, understanding: Understanding) -> list[tuple[Contact, Organisation]]:
    """The contacts the question names (the first few), in its order, each with its organisation."""
    ids = [n.id for n in understanding.entities.contacts[:MAX_NAMED]]
    if not ids:
        return []
    rows = session.execute(
        select(Contact, Organisation)
        .join(Organisation, Organisation.id == Contact.organisation_id)
        .where(Contact.id.in_(ids))
    ).all()
    found = {contact.id: (contact, org) for contact, org in rows}
    return [found[i] for i in ids if i in found]


def _named(session: Session, understanding: Understanding) -> LookupResult:
    ordered = named_contacts(session, understanding)
    if not ordered:
        return not_found("I couldn't find that contact.")
    attribute = understanding.attribute
    role = understanding.filters.role
    held = any(roles.holds(contact.job_title, role) for contact, _ in ordered)
    if role and attribute != Attribute.role and roles.strict(role) and not held:
        # "the director, oliver whitfield's email": someone who is not the director is not the one asked for
        said = " ".join(_person(contact, org.name, Attribute.role) for contact, org in ordered)
        cards = [contact_card(contact, org.name) for contact, org in ordered]
        return not_found(f"{said} No one named is recorded as {_a(role)}.", cards)
    text = " ".join(_person(contact, org.name, attribute) for contact, org in ordered)
    cards = [contact_card(contact, org.name) for contact, org in ordered]
    return LookupResult(text, cards, True, understanding.confidence)


def _a(role: str) -> str:
    return f"{'an' if role[:1] in 'aeiou' else 'a'} {role}"


def _nobody(org: Organisation, role: str, contacts: list[Contact], org_card: CardOut) -> LookupResult:
    """Nobody at the organisation holds the job title asked for: said, with the people who are recorded."""
    people = [f"{full_name(k)} ({k.job_title})" if k.job_title else full_name(k) for k in contacts[:LISTED]]
    text = f"No one at {org.name} is recorded as {_a(role)}."
    if people:
        text += f" Recorded there: {fmt.listing(people)}."
    return not_found(text, [org_card, *(contact_card(k, org.name) for k in contacts[:LISTED])])


def _organisation(session: Session, understanding: Understanding, org: Organisation) -> LookupResult:
    attribute = understanding.attribute
    role = understanding.filters.role
    contacts = list(
        session.scalars(
            select(Contact)
            .where(Contact.organisation_id == org.id, Contact.archived.is_(False))
            .order_by(func.lower(Contact.last_name), func.lower(Contact.first_name), Contact.id)
            .limit(WITH_ROLE if role else LISTED + 1)
        ).all()
    )
    org_card = c.organisation_card(org, ("Phone", org.phone), ("Email", org.email), ("Town", org.town))
    if role:
        holding = [k for k in contacts if roles.holds(k.job_title, role)]
        if not holding and roles.strict(role):
            return _nobody(org, role, contacts, org_card)
        contacts = holding or contacts
    cards: list[CardOut] = [org_card, *(contact_card(k, org.name) for k in contacts[:LISTED])]
    own = _details_of_org(org, attribute)
    if not contacts:
        text = f"No contacts are recorded for {org.name}."
        text += f" Its own {own[0]} is {own[1]}." if own else ""
        # Nobody to give the details of: an answer only when the organisation's own details are the ones asked for.
        return LookupResult(text, cards, bool(own), understanding.confidence)
    people = []
    for contact in contacts[:LISTED]:
        details = contact.job_title if attribute == Attribute.role else _details(contact, attribute)
        role = contact.job_title if attribute != Attribute.role and contact.job_title else ""
        inside = ", ".join(part for part in (role, details) if part)
        people.append(f"{full_name(contact)}" + (f" ({inside})" if inside else ""))
    more = " among others" if len(contacts) > LISTED else ""
    text = f"{fmt.possessive(org.name)} contacts{more}: {fmt.listing(people)}."
    if own:
        text += f" {fmt.possessive(org.name)} own {own[0]} is {own[1]}."
    return LookupResult(text, cards, True, understanding.confidence)


def _details_of_org(org: Organisation, attribute: Attribute | None) -> tuple[str, str] | None:
    """The organisation's own phone (or email, when that is asked for), when it has one."""
    if attribute == Attribute.email:
        return ("email", org.email) if org.email else None
    if attribute in (Attribute.phone, None):
        return ("phone", org.phone) if org.phone else None
    return None


def contact_details(session: Session, understanding: Understanding, today: date) -> LookupResult:
    e = understanding.entities
    if e.contacts:
        return _named(session, understanding)
    named = [*e.customers, *e.suppliers, *e.companies, *e.others]
    if len({n.id for n in named}) > 1:  # "phone numbers for ibstock and forterra": each one's, in turn
        return _each(session, understanding, list(dict.fromkeys(n.id for n in named))[:EACH])
    org_id = named[0].id if named else None
    if org_id is None and e.projects:
        project = session.get(Project, e.projects[0].id)
        org_id = project.customer_id if project else None
    org = session.get(Organisation, org_id) if org_id is not None else None
    if org is None:
        return not_found("I couldn't tell whose contacts you mean: name the customer, supplier or contact.")
    return _organisation(session, understanding, org)


EACH = 3  # organisations answered in one question at most


def _each(session: Session, understanding: Understanding, ids: list[int]) -> LookupResult:
    found = {o.id: o for o in session.scalars(select(Organisation).where(Organisation.id.in_(ids)))}
    results = [_organisation(session, understanding, found[i]) for i in ids if i in found]
    if not results:
        return not_found("I couldn't tell whose contacts you mean: name the customer, supplier or contact.")
    answered = [r for r in results if r.found] or results
    cards = [card for r in answered for card in r.cards]
    return LookupResult(
        " ".join(r.text for r in answered), cards, any(r.found for r in results), min(r.confidence for r in answered)
    )
