"""Quotes and their versions: create, save (in place while a draft, as the next version once sent), read, list,
duplicate, replace with an earlier version, delete or withdraw."""

from __future__ import annotations

import uuid as uuid_module
from dataclasses import dataclass
from datetime import date
from typing import Any

from sqlalchemy import delete, func, select
from sqlalchemy.orm import Session

from api.core.errors import Conflict, FieldErrors, Forbidden, NotFound
from api.crm.models import Address, Contact, Kind, Organisation
from api.crm.service import activity, records
from api.crm.service.common import is_manager
from api.projects.models import Project
from api.quotes.models import NUMBER_SEQUENCE, SUBJECT, Quote, QuoteContact, QuoteVersion, Status, VersionStatus
from api.quotes.schemas import PlotsUpdate, QuoteFields, QuoteUpdateFields, ShippingUpdate
from api.quotes.service import content as content_service
from api.settings import get_settings
from api.users.models import User

LABEL = "quote"
LOCKED = (Status.accepted.value, Status.converted.value, Status.withdrawn.value)


def effective_status(quote: Quote, today: date | None = None) -> Status:
    if (
        quote.status == Status.sent.value
        and quote.valid_until is not None
        and quote.valid_until < (today or date.today())
    ):
        return Status.expired
    return Status(quote.status)


def get(session: Session, quote_id: int, *, for_update: bool = False) -> Quote:
    quote = session.get(Quote, quote_id, with_for_update=for_update or None)
    if quote is None:
        raise NotFound("This quote does not exist.")
    return quote


def by_uuid(session: Session, uuid: uuid_module.UUID, *, for_update: bool = False) -> Quote:
    query = select(Quote).where(Quote.uuid == uuid)
    quote = session.scalar(query.with_for_update() if for_update else query)
    if quote is None:
        raise NotFound("This quote does not exist.")
    return quote


def version_of(session: Session, quote: Quote, version: int | None = None) -> QuoteVersion:
    number = version or quote.current_version
    row = session.scalar(select(QuoteVersion).where(QuoteVersion.quote_id == quote.id, QuoteVersion.version == number))
    if row is None:
        raise NotFound(f"Quote {quote.number} has no version {number}.")
    return row


def check_row_version(quote: Quote, row_version: int | None) -> None:
    if row_version is not None and row_version != quote.row_version:
        raise Conflict(
            f"Quote {quote.number} was changed by someone else since you opened it. "
            "Reload to see their changes, or compare them with yours."
        )


def check_editable(quote: Quote) -> None:
    if quote.status in LOCKED:
        raise Conflict(
            f"Quote {quote.number} is {quote.status} and can no longer be changed. Duplicate it to make a new quote."
        )


def touch(quote: Quote) -> None:
    """Every change to a quote or its versions bumps the row version that saves are checked against."""
    quote.row_version += 1


@dataclass
class Header:
    values: dict[str, Any]
    contact_ids: list[int]
    delivery_address_id: int | None


def _header(session: Session, data: QuoteFields) -> Header:
    errors: dict[str, str] = {}
    customer = session.get(Organisation, data.customer_id)
    if customer is None or customer.kind not in (Kind.customer.value, Kind.company.value):
        errors["customer_id"] = "This customer does not exist."
    contact_ids = list(dict.fromkeys(data.contact_ids))
    if contact_ids:
        owners = dict(
            session.execute(select(Contact.id, Contact.organisation_id).where(Contact.id.in_(contact_ids))).all()
        )
        for i, contact_id in enumerate(contact_ids):
            if contact_id not in owners:
                errors[f"contact_ids.{i}"] = "This contact does not exist."
            elif owners[contact_id] != data.customer_id:
                errors[f"contact_ids.{i}"] = "This contact works for another organisation."
    if data.project_id is not None:
        project = session.get(Project, data.project_id)
        if project is None:
            errors["project_id"] = "This project does not exist."
        elif project.customer_id is not None and project.customer_id != data.customer_id:
            errors["project_id"] = "This project belongs to another customer."
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
    assert customer is not None
    values = {
        "customer_id": data.customer_id,
        "project_id": data.project_id,
        "account_manager_id": data.account_manager_id,
        "file_repo_url": data.file_repo_url,
        "search_text": "",  # set once the number is known
    }
    return Header(values, contact_ids, data.delivery_address_id)


def search_text(session: Session, quote: Quote) -> str:
    customer = session.get(Organisation, quote.customer_id)
    return f"{quote.number} {customer.name if customer else ''}".lower()


def _set_contacts(session: Session, quote: Quote, contact_ids: list[int]) -> None:
    session.execute(delete(QuoteContact).where(QuoteContact.quote_id == quote.id))
    session.add_all(QuoteContact(quote_id=quote.id, contact_id=c) for c in contact_ids)


def contact_ids(session: Session, quote_id: int) -> list[int]:
    return list(session.scalars(select(QuoteContact.contact_id).where(QuoteContact.quote_id == quote_id)))


def _version_values(data: QuoteFields, header: Header) -> dict[str, Any]:
    return {
        "delivery_address_id": header.delivery_address_id,
        "valid_until": data.valid_until,
        "vat_rate": data.vat_rate if data.vat_rate is not None else get_settings().default_vat_rate,
        "customer_notes": data.customer_notes,
    }


def create(session: Session, data: QuoteFields, notes: str, actor: User) -> Quote:
    header = _header(session, data)
    body = content_service.from_request(session, data.lines, data.plots, data.shipping)
    number = session.execute(NUMBER_SEQUENCE.next_value()).scalar_one()
    quote = Quote(**header.values, number=f"Q-{number:06d}", internal_notes=notes, created_by_id=actor.id)
    if quote.account_manager_id is None:
        quote.account_manager_id = actor.id
    session.add(quote)
    session.flush()
    quote.search_text = search_text(session, quote)
    _set_contacts(session, quote, header.contact_ids)
    version = QuoteVersion(
        quote_id=quote.id, version=1, created_by_id=actor.id, updated_by_id=actor.id, **_version_values(data, header)
    )
    session.add(version)
    session.flush()
    content_service.write(session, version, body)
    activity.record(session, SUBJECT, quote.id, actor, "create", f"Quote {quote.number} created")
    return quote


def save(session: Session, data: QuoteUpdateFields, notes: str, actor: User) -> Quote:
    """A draft version is saved in place; a sent (or decided) one is kept and the changes become the next version."""
    quote = get(session, data.quote_id, for_update=True)
    check_row_version(quote, data.row_version)
    check_editable(quote)
    header = _header(session, data)
    body = content_service.from_request(session, data.lines, data.plots, data.shipping)
    changes: dict[str, list[Any]] = {}
    for field, new in {**header.values, "internal_notes": notes}.items():
        if field != "search_text" and getattr(quote, field) != new:
            changes[field] = [getattr(quote, field), new]
            setattr(quote, field, new)
    if set(contact_ids(session, quote.id)) != set(header.contact_ids):
        changes["contacts"] = ["", ", ".join(map(str, header.contact_ids))]
        _set_contacts(session, quote, header.contact_ids)
    quote.search_text = search_text(session, quote)
    put_content(session, quote, _version_values(data, header), body, actor, changes)
    return quote


def put_content(
    session: Session,
    quote: Quote,
    values: dict[str, Any],
    body: content_service.Content,
    actor: User,
    changes: dict[str, list[Any]] | None = None,
) -> QuoteVersion:
    """Write a version's values and content: in place on a draft, else as the next version. Logs and bumps."""
    changes = dict(changes or {})
    current = version_of(session, quote)
    before = content_service.read(session, current)
    content_changed = before.key() != body.key() or any(getattr(current, f) != v for f, v in values.items())
    if current.status == VersionStatus.draft.value:
        version = current
        for field, value in values.items():
            setattr(version, field, value)
        version.updated_by_id = actor.id
        if content_changed:
            version.checked_by_id = None
            version.checked_at = None
    elif content_changed:
        version = QuoteVersion(
            quote_id=quote.id,
            version=quote.current_version + 1,
            created_by_id=actor.id,
            updated_by_id=actor.id,
            **values,
        )
        session.add(version)
        session.flush()
        quote.current_version = version.version
        changes["version"] = [current.version, version.version]
    else:
        version = current
    if content_changed:
        content_service.write(session, version, body)
        changes["content"] = ["", f"version {version.version}"]
    if changes:
        touch(quote)
        summary = (
            f"Quote {quote.number} version {version.version} started"
            if "version" in changes
            else f"Quote {quote.number} saved"
        )
        activity.record(session, SUBJECT, quote.id, actor, "update", summary, changes)
    return version


def copy_content(session: Session, version: QuoteVersion) -> tuple[dict[str, Any], content_service.Content]:
    values = {f: getattr(version, f) for f in ("delivery_address_id", "valid_until", "vat_rate", "customer_notes")}
    return values, content_service.read(session, version)


def replace_with(session: Session, quote_id: int, number: int, actor: User, row_version: int | None) -> Quote:
    """Make an earlier version current: its content becomes the draft (a new version when the newest was sent)."""
    quote = get(session, quote_id, for_update=True)
    check_row_version(quote, row_version)
    check_editable(quote)
    if number == quote.current_version:
        raise Conflict(f"Version {number} is already the current version.")
    values, body = copy_content(session, version_of(session, quote, number))
    put_content(session, quote, values, body, actor, {"restored": ["", f"version {number}"]})
    return quote


def duplicate(
    session: Session, quote_id: int, version: int | None, customer_id: int | None, project_id: int | None, actor: User
) -> Quote:
    source = get(session, quote_id)
    source_version = version_of(session, source, version)
    values, body = copy_content(session, source_version)
    same_customer = customer_id is None or customer_id == source.customer_id
    target_customer = source.customer_id if customer_id is None else customer_id
    errors: dict[str, str] = {}
    customer = session.get(Organisation, target_customer)
    if customer is None or customer.kind not in (Kind.customer.value, Kind.company.value):
        errors["customer_id"] = "This customer does not exist."
    project = project_id if project_id is not None else (source.project_id if same_customer else None)
    if project_id is not None:
        row = session.get(Project, project_id)
        if row is None:
            errors["project_id"] = "This project does not exist."
        elif row.customer_id is not None and row.customer_id != target_customer:
            errors["project_id"] = "This project belongs to another customer."
    if errors:
        raise FieldErrors(errors)
    number = session.execute(NUMBER_SEQUENCE.next_value()).scalar_one()
    quote = Quote(
        number=f"Q-{number:06d}",
        customer_id=target_customer,
        project_id=project,
        account_manager_id=source.account_manager_id if same_customer else actor.id,
        internal_notes=source.internal_notes,
        file_repo_url=source.file_repo_url if same_customer else "",
        created_by_id=actor.id,
    )
    session.add(quote)
    session.flush()
    quote.search_text = search_text(session, quote)
    if same_customer:
        _set_contacts(session, quote, contact_ids(session, source.id))
    else:
        values["delivery_address_id"] = None
    values["valid_until"] = None
    for line in body.lines:
        if line["optional"]:
            line["selected"] = False
    new_version = QuoteVersion(quote_id=quote.id, version=1, created_by_id=actor.id, updated_by_id=actor.id, **values)
    session.add(new_version)
    session.flush()
    content_service.write(session, new_version, body)
    activity.record(
        session, SUBJECT, quote.id, actor, "create", f"Quote {quote.number} created as a copy of {source.number}"
    )
    activity.record(
        session, SUBJECT, source.id, actor, "duplicate", f"Copied to {quote.number} (version {source_version.version})"
    )
    return quote


def delete_quote(session: Session, quote_id: int, actor: User) -> str:
    """A quote never sent is deleted; a sent one is withdrawn (kept, and its public page says so).
    Accepted and converted quotes stay: they are the record of a sale. Returns what happened."""
    quote = get(session, quote_id, for_update=True)
    if quote.status in (Status.accepted.value, Status.converted.value):
        raise Conflict(f"Quote {quote.number} is {quote.status} and cannot be deleted or withdrawn.")
    if quote.sent_version is None:
        if quote.created_by_id != actor.id and not is_manager(actor):
            raise Forbidden("Only the quote's author, a manager or an admin can delete a draft quote.")
        records.delete_owned(session, SUBJECT, quote.id)
        session.delete(quote)
        session.flush()
        return "deleted"
    if quote.status == Status.withdrawn.value:
        raise Conflict(f"Quote {quote.number} is already withdrawn.")
    quote.status = Status.withdrawn.value
    touch(quote)
    activity.record(session, SUBJECT, quote.id, actor, "withdraw", f"Quote {quote.number} withdrawn")
    return "withdrawn"


def count_for(session: Session, column: Any, value: int) -> int:
    return session.scalar(select(func.count()).select_from(Quote).where(column == value)) or 0


def set_shipping(session: Session, data: ShippingUpdate, actor: User) -> Quote:
    quote = get(session, data.quote_id, for_update=True)
    check_row_version(quote, data.row_version)
    check_editable(quote)
    values, body = copy_content(session, version_of(session, quote))
    body.shipping = data.model_dump(include=set(content_service.SHIPPING_FIELDS))
    put_content(session, quote, values, body, actor)
    return quote


def set_plots(session: Session, data: PlotsUpdate, actor: User) -> Quote:
    quote = get(session, data.quote_id, for_update=True)
    check_row_version(quote, data.row_version)
    check_editable(quote)
    values, body = copy_content(session, version_of(session, quote))
    errors: dict[str, str] = {}
    body.plots = content_service.plots_from_request(data.plots, len(body.lines), errors)
    if errors:
        raise FieldErrors(errors)
    put_content(session, quote, values, body, actor)
    return quote


def set_file_repo_url(session: Session, uuid: uuid_module.UUID, url: str, actor: User) -> Quote:
    quote = by_uuid(session, uuid, for_update=True)
    if quote.file_repo_url != url:
        activity.record(
            session,
            SUBJECT,
            quote.id,
            actor,
            "update",
            "File repository link changed",
            {"file_repo_url": [quote.file_repo_url, url]},
        )
        quote.file_repo_url = url
        touch(quote)
    return quote
