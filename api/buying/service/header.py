"""A supplier quote's header as a request gives it: the party (a supplier, or an other such as a haulier), its
contacts, the project, the delivery site and the customer quotes it prices; checked against each other."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from typing import Any

from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from api.buying.models import SupplierQuote, SupplierQuoteContact, SupplierQuoteCustomerQuote
from api.buying.schemas.requests import SiteFields
from api.core.errors import FieldErrors
from api.core.fields import normalise_postcode
from api.crm import Address, Contact, Kind, Organisation
from api.projects.models import Project
from api.quotes.models import Quote
from api.users.models import User

REPLY_BY_PASSED = "The reply-by date has passed: choose today or a later day."

PARTY_WORDS = {Kind.supplier.value: "a supplier", Kind.other.value: "an other (a haulier, crane hire, ...)"}


def check_party(party: Organisation | None, kind: str, current_id: int | None = None) -> str | None:
    """Why the organisation cannot be asked for prices as `kind` (supplier or other), or None. An archived one
    keeps its quotes (`current_id`) but gets no new ones."""
    if party is None:
        return f"This {'supplier' if kind == Kind.supplier.value else 'organisation'} does not exist."
    if party.kind != kind:
        return f"This organisation is not {PARTY_WORDS[kind]}."
    if party.archived and party.id != current_id:
        return f"{party.name} is archived: restore it before asking it for prices."
    return None


def reply_by_passed(deadline: date | None) -> bool:
    """A reply-by date before today: a request sent with it would open closed on the supplier's page."""
    return deadline is not None and deadline < date.today()


def check_contacts(
    session: Session, requested: list[int], owners_allowed: set[int], errors: dict[str, str], at: str = "contact_ids"
) -> dict[int, int]:
    """{contact id: its organisation} for the requested contacts; errors name each bad one by its place."""
    ids = list(dict.fromkeys(requested))
    if not ids:
        return {}
    owners = dict(session.execute(select(Contact.id, Contact.organisation_id).where(Contact.id.in_(ids))).all())
    for i, contact_id in enumerate(requested):
        if contact_id not in owners:
            errors[f"{at}.{i}"] = "This contact does not exist."
        elif owners[contact_id] not in owners_allowed:
            errors[f"{at}.{i}"] = "This contact works for another organisation."
    return {c: o for c, o in owners.items() if o in owners_allowed}


def site_values(session: Session, data: SiteFields, errors: dict[str, str]) -> dict[str, Any]:
    """The request's shared values (project, site, dates, offload, load, notes) checked; an address record gives
    the site text and postcode when they are left empty."""
    if data.project_id is not None and session.get(Project, data.project_id) is None:
        errors["project_id"] = "This project does not exist."
    site_address, postcode = data.site_address, data.site_postcode
    if data.site_address_id is not None:
        address = session.get(Address, data.site_address_id)
        if address is None:
            errors["site_address_id"] = "This address does not exist."
        else:
            site_address = site_address or ", ".join(
                part for part in (address.line1, address.line2, address.town, address.county) if part
            )
            postcode = postcode or address.postcode
    if postcode:
        normal = normalise_postcode(postcode)
        if normal is None:
            errors["site_postcode"] = "Please enter a valid UK postcode"
        postcode = normal or postcode
    if data.required_on_site and data.response_deadline and data.response_deadline > data.required_on_site:
        errors["response_deadline"] = "The response deadline must come before the required-on-site date"
    return {
        "project_id": data.project_id,
        "site_address_id": data.site_address_id,
        "site_address": site_address,
        "site_postcode": postcode,
        "required_on_site": data.required_on_site,
        "response_deadline": data.response_deadline,
        "offload_method": data.offload_method.value if data.offload_method else None,
        "load_preference": data.load_preference.value,
        "notes": data.notes,
    }


def check_customer_quotes(session: Session, ids: list[int], errors: dict[str, str], at: str) -> list[int]:
    unique = list(dict.fromkeys(ids))
    found = set(session.scalars(select(Quote.id).where(Quote.id.in_(unique)))) if unique else set()
    for i, quote_id in enumerate(ids):
        if quote_id not in found:
            errors[f"{at}.{i}"] = "This customer quote does not exist."
    return unique


@dataclass
class Header:
    values: dict[str, Any]
    contact_ids: list[int]
    customer_quote_ids: list[int]


def check(
    session: Session,
    data: Any,
    kind: str,
    current_party_id: int | None = None,
    errors: dict[str, str] | None = None,
) -> Header:
    """A whole quote's header (`SupplierQuoteFields`); 422 names every field that does not fit. With `errors`, the
    messages are added there instead (the caller raises them with its own)."""
    found: dict[str, str] = {} if errors is None else errors
    party = session.get(Organisation, data.supplier_id)
    party_error = check_party(party, kind, current_party_id)
    if party_error:
        found["supplier_id"] = party_error
    check_contacts(session, data.contact_ids, {data.supplier_id}, found)
    values = site_values(session, data, found)
    quote_ids = check_customer_quotes(session, data.customer_quote_ids, found, "customer_quote_ids")
    if found and errors is None:
        raise FieldErrors(found)
    values.update(supplier_id=data.supplier_id, internal_notes=data.internal_notes)
    return Header(values, list(dict.fromkeys(data.contact_ids)), quote_ids)


def set_contacts(session: Session, quote: SupplierQuote, contact_ids: list[int]) -> None:
    session.execute(delete(SupplierQuoteContact).where(SupplierQuoteContact.supplier_quote_id == quote.id))
    add_contacts(session, quote, contact_ids)


def add_contacts(session: Session, quote: SupplierQuote, contact_ids: list[int]) -> None:
    """Contacts for a new quote (one that has none yet)."""
    session.add_all(SupplierQuoteContact(supplier_quote_id=quote.id, contact_id=c) for c in contact_ids)


def set_customer_quotes(session: Session, quote: SupplierQuote, quote_ids: list[int], actor: User) -> None:
    """Link the supplier quote to exactly these customer quotes (links kept keep who made them)."""
    existing = set(
        session.scalars(
            select(SupplierQuoteCustomerQuote.quote_id).where(SupplierQuoteCustomerQuote.supplier_quote_id == quote.id)
        )
    )
    gone = existing - set(quote_ids)
    if gone:
        session.execute(
            delete(SupplierQuoteCustomerQuote).where(
                SupplierQuoteCustomerQuote.supplier_quote_id == quote.id, SupplierQuoteCustomerQuote.quote_id.in_(gone)
            )
        )
    session.add_all(
        SupplierQuoteCustomerQuote(supplier_quote_id=quote.id, quote_id=q, created_by_id=actor.id)
        for q in quote_ids
        if q not in existing
    )


def add_customer_quotes(session: Session, quote: SupplierQuote, quote_ids: list[int], actor: User) -> None:
    """Links for a new quote (one that has none yet)."""
    session.add_all(
        SupplierQuoteCustomerQuote(supplier_quote_id=quote.id, quote_id=q, created_by_id=actor.id) for q in quote_ids
    )
