"""A quote's header as a request gives it: who it is for (customer, contacts, project, site address), who looks
after it, checked against each other; and the search text and recipients that follow from it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from api.core.errors import FieldErrors
from api.crm import Address, Contact, Kind, Organisation
from api.projects.models import Project
from api.quotes.models import Quote, QuoteContact
from api.quotes.schemas import QuoteFields
from api.users.models import User

# Companies (groups of customers) are quoted to like customers.
CUSTOMER_KINDS = (Kind.customer.value, Kind.company.value)


def check_customer(customer: Organisation | None, current_id: int | None = None) -> str | None:
    """Why the organisation cannot be quoted to, or None. An archived customer keeps its quotes (`current_id`)
    but gets no new ones."""
    if customer is None:
        return "This customer does not exist."
    if customer.kind not in CUSTOMER_KINDS:
        return "This organisation is not a customer."
    if customer.archived and customer.id != current_id:
        return "This customer is archived: restore it before quoting to it."
    return None


def check_project(session: Session, project_id: int, customer_id: int) -> str | None:
    """Why the project cannot be used for the customer's quote, or None. A project without a customer suits any."""
    project = session.get(Project, project_id)
    if project is None:
        return "This project does not exist."
    if project.customer_id is not None and project.customer_id != customer_id:
        return "This project belongs to another customer."
    return None


@dataclass
class Header:
    values: dict[str, Any]
    contact_ids: list[int]
    delivery_address_id: int | None


def _contact_errors(session: Session, requested: list[int], customer_id: int, errors: dict[str, str]) -> list[int]:
    """The contacts without repeats; errors name each bad one by its place in the request."""
    ids = list(dict.fromkeys(requested))
    if not ids:
        return ids
    owners = dict(session.execute(select(Contact.id, Contact.organisation_id).where(Contact.id.in_(ids))).all())
    seen: set[int] = set()
    for i, contact_id in enumerate(requested):
        if contact_id in seen:
            continue
        seen.add(contact_id)
        if contact_id not in owners:
            errors[f"contact_ids.{i}"] = "This contact does not exist."
        elif owners[contact_id] != customer_id:
            errors[f"contact_ids.{i}"] = "This contact works for another organisation."
    return ids


def check(session: Session, data: QuoteFields, current_customer_id: int | None = None) -> Header:
    """The header's values for the quote row; 422 names every field that does not fit the customer."""
    errors: dict[str, str] = {}
    customer_error = check_customer(session.get(Organisation, data.customer_id), current_customer_id)
    if customer_error:
        errors["customer_id"] = customer_error
    ids = _contact_errors(session, data.contact_ids, data.customer_id, errors)
    if data.project_id is not None:
        project_error = check_project(session, data.project_id, data.customer_id)
        if project_error:
            errors["project_id"] = project_error
    if data.delivery_address_id is not None:
        address = session.get(Address, data.delivery_address_id)
        if address is None:
            errors["delivery_address_id"] = "This address does not exist."
        elif address.organisation_id != data.customer_id:
            errors["delivery_address_id"] = "This address belongs to another organisation."
    if data.account_manager_id is not None:
        manager = session.get(User, data.account_manager_id)
        if manager is None or not manager.active:
            errors["account_manager_id"] = "This user does not exist."
    if errors:
        raise FieldErrors(errors)
    values = {
        "customer_id": data.customer_id,
        "project_id": data.project_id,
        "account_manager_id": data.account_manager_id,
        "file_repo_url": data.file_repo_url,
        "search_text": "",  # set once the number is known
    }
    return Header(values, ids, data.delivery_address_id)


def search_text(session: Session, quote: Quote) -> str:
    customer = session.get(Organisation, quote.customer_id)
    return f"{quote.number} {customer.name if customer else ''}".lower()


def set_contacts(session: Session, quote: Quote, contact_ids: list[int]) -> None:
    session.execute(delete(QuoteContact).where(QuoteContact.quote_id == quote.id))
    session.add_all(QuoteContact(quote_id=quote.id, contact_id=c) for c in contact_ids)


def contact_ids(session: Session, quote_id: int) -> list[int]:
    return list(session.scalars(select(QuoteContact.contact_id).where(QuoteContact.quote_id == quote_id)))
