"""CSV export of a CRM list as currently filtered and sorted: every row, not one page, streamed in batches from a
server-side cursor so a list of 100,000 never sits in memory. The headers are the import's field labels, so an
export imports back."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import select, true
from sqlalchemy.orm import Session

from api.core import csvfile
from api.core.pagination import PageParams, order_by
from api.crm.models import Address, AddressType, Contact, Kind, Organisation
from api.crm.schemas.transfer import ExportKind
from api.crm.service import addresses, contacts, organisations
from api.crm.service.import_fields import ADDRESS_FIELDS, CONTACT_FIELDS, ORGANISATION_FIELDS
from api.crm.service.search import search_sorts
from api.users.models import User

BATCH = csvfile.BATCH
KINDS = {
    ExportKind.customers: Kind.customer,
    ExportKind.suppliers: Kind.supplier,
    ExportKind.others: Kind.other,
    ExportKind.companies: Kind.company,
}
ADDRESS_TYPES = {
    AddressType.head_office.value: "Head office",
    AddressType.invoice.value: "Invoice",
    AddressType.depot.value: "Depot/works",
    AddressType.site.value: "Site",
}


@dataclass(frozen=True)
class Export:
    headers: list[str]
    query: Any  # the SELECT, filtered and ordered as the list is
    row: Callable[[Any], Sequence[Any]]


def filename(kind: ExportKind) -> str:
    return csvfile.filename(kind.value)


def prepare(kind: ExportKind, params: PageParams) -> Export:
    """The export's headers and query; a bad sort is refused (422) here, before the answer starts streaming."""
    if kind is ExportKind.contacts:
        return _contacts(params)
    if kind is ExportKind.addresses:
        return _addresses(params)
    return _organisations(KINDS[kind], params)


def _organisations(kind: Kind, params: PageParams) -> Export:
    """The list's own query (kind, archived, search), with the main address (head office, else the first: the one
    the list's town and postcode come from) and the account manager's name."""
    ordering = order_by(params.sort, search_sorts(organisations.SORTS, params.q), "name")
    main = (
        select(Address.line1, Address.line2, Address.town, Address.county, Address.postcode)
        .where(Address.organisation_id == Organisation.id, Address.archived.is_(False))
        .order_by(Address.address_type != AddressType.head_office.value, Address.id)
        .limit(1)
        .lateral("main_address")
    )
    columns = [
        main.c[f.name] if f.name in ADDRESS_FIELDS else getattr(Organisation, f.name) for f in ORGANISATION_FIELDS
    ]
    query = (
        organisations.list_query(kind, params)
        .outerjoin(main, true())
        .with_only_columns(*columns, User.first_name, User.last_name)
        .order_by(ordering, Organisation.id)
    )
    headers = [f.label for f in ORGANISATION_FIELDS] + ["Account manager"]

    def row(r: Any) -> list[Any]:
        manager = f"{r.first_name} {r.last_name}" if r.first_name is not None else ""
        return [*r[: len(ORGANISATION_FIELDS)], manager]

    return Export(headers, query, row)


def _contacts(params: PageParams) -> Export:
    """The contacts list's filters (archived, search) and sorts, with the organisation each belongs to."""
    ordering = order_by(params.sort, search_sorts(contacts.SORTS, params.q), contacts.DEFAULT_SORT)
    query = (
        contacts.list_query(params)
        .with_only_columns(
            Contact.first_name,
            Contact.last_name,
            Contact.job_title,
            Contact.email,
            Contact.phone,
            Contact.mobile,
            Organisation.name,
            Organisation.account_number,
            Organisation.kind,
        )
        .order_by(ordering, Contact.id)
    )
    headers = [f.label for f in CONTACT_FIELDS] + ["Organisation type"]
    return Export(headers, query, lambda r: [*r[:-1], r.kind.capitalize()])


def _addresses(params: PageParams) -> Export:
    """The addresses list's filters (archived, search) and sorts, with the organisation each belongs to."""
    ordering = order_by(params.sort, search_sorts(addresses.SORTS, params.q), addresses.DEFAULT_SORT)
    query = (
        addresses.list_query(params)
        .with_only_columns(
            Organisation.name,
            Organisation.account_number,
            Organisation.kind,
            Address.address_type,
            Address.label,
            Address.line1,
            Address.line2,
            Address.town,
            Address.county,
            Address.postcode,
            Address.country,
            Address.delivery_notes,
        )
        .order_by(ordering, Address.id)
    )
    headers = [
        "Organisation",
        "Organisation account number",
        "Organisation type",
        "Address type",
        "Label",
        "Address line 1",
        "Address line 2",
        "Town",
        "County",
        "Postcode",
        "Country",
        "Delivery notes",
    ]

    def row(r: Any) -> list[Any]:
        return [r.name, r.account_number, r.kind.capitalize(), ADDRESS_TYPES.get(r.address_type), *r[4:]]

    return Export(headers, query, row)


def stream(session: Session, export: Export) -> Iterator[bytes]:
    """The CSV (UTF-8 with a byte-order mark, so Excel reads £ and accents right), one batch of rows at a time."""
    return csvfile.stream_query(session, export.query, export.headers, export.row, BATCH)
