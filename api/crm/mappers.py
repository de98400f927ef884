"""CRM rows → response shapes (pure mapping, no queries)."""

from __future__ import annotations

from typing import Any

import pydantic_core

from api.core.pagination import Page
from api.crm.models import AddressType, Kind, Organisation
from api.crm.schemas.addresses import AddressOut
from api.crm.schemas.contacts import ContactOut, InternalContactOut
from api.crm.schemas.organisations import CompanyOut, CustomerOut, OrganisationOut, OtherOut, SupplierOut
from api.users.columns import full_name
from api.users.models import User

OUT: dict[Kind, tuple[type[OrganisationOut], str]] = {
    Kind.customer: (CustomerOut, "customer_id"),
    Kind.supplier: (SupplierOut, "supplier_id"),
    Kind.other: (OtherOut, "otherId"),
    Kind.company: (CompanyOut, "company_id"),
}


# The organisation's columns the shapes below read (`organisations.list_query` reads just these).
READ = (
    "id",
    "kind",
    "name",
    "account_number",
    "category",
    "email",
    "phone",
    "website",
    "vat_number",
    "description",
    "town",
    "postcode",
    "account_manager_id",
    "archived",
    "archived_at",
    "version",
    "created_at",
    "updated_at",
)


# Each kind's fields in its model's order: OrganisationOut's, then the kind's own id.
FIELDS = {kind: tuple(model.model_fields) for kind, (model, _) in OUT.items()}


def organisations_json(kind: Kind, page: Page[Any]) -> bytes:
    """A page of the kind's list (rows of `organisations.list_organisations`: `READ`'s columns first, then the
    account manager's) as its `SearchedListResponse` writes it, byte for byte: without a model built and validated
    a row, then the page dumped and validated again against the route's `response_model`, which cost more CPU than
    the page's statements. The rows' values are of the fields' types already."""
    fields, id_field, width = FIELDS[kind], OUT[kind][1], len(READ)
    items = []
    for row in page.items:
        values = dict(zip(READ, row[:width], strict=True))
        values["account_number"] = values["account_number"] or ""
        values["account_manager_name"] = full_name(row, "manager")
        values[id_field] = values["id"]
        items.append({name: values[name] for name in fields})
    around = {"total": page.total, "page": page.page, "items_per_page": page.items_per_page}
    return pydantic_core.to_json({"items": items, **around, "total_is_estimate": page.estimated})


def organisation_out(org: Organisation, manager: User | None) -> Any:
    return _organisation_out(org, manager.full_name if manager else None)


def organisation_row(row: Any) -> Any:
    """A row of the organisation's columns (`READ`) and its account manager's (`organisations.list_query`)."""
    return _organisation_out(row, full_name(row, "manager"))


def _organisation_out(org: Any, manager_name: str | None) -> Any:
    model, id_field = OUT[Kind(org.kind)]
    return model.model_validate(
        {
            id_field: org.id,
            "id": org.id,
            "kind": org.kind,
            "name": org.name,
            "account_number": org.account_number or "",
            "category": org.category,
            "email": org.email,
            "phone": org.phone,
            "website": org.website,
            "vat_number": org.vat_number,
            "description": org.description,
            "town": org.town,
            "postcode": org.postcode,
            "account_manager_id": org.account_manager_id,
            "account_manager_name": manager_name,
            "archived": org.archived,
            "archived_at": org.archived_at,
            "version": org.version,
            "created_at": org.created_at,
            "updated_at": org.updated_at,
        }
    )


def contact_out(row: Any) -> ContactOut:
    contact, org = row[0], row[1]
    return ContactOut(
        contact_id=contact.id,
        related_id=org.id,
        related_type=org.kind,
        related_name=org.name,
        first_name=contact.first_name,
        last_name=contact.last_name,
        full_name=f"{contact.first_name} {contact.last_name}".strip(),
        job_title=contact.job_title,
        email=contact.email,
        phone=contact.phone,
        mobile=contact.mobile,
        archived=contact.archived,
        version=contact.version,
        created_at=contact.created_at,
        updated_at=contact.updated_at,
    )


def internal_contact_out(user: User) -> InternalContactOut:
    return InternalContactOut(
        user_id=user.id,
        first_name=user.first_name,
        last_name=user.last_name,
        full_name=user.full_name,
        email=user.email,
        phone=user.phone,
        role=user.role,
    )


def address_out(row: Any) -> AddressOut:
    address, org = row[0], row[1]
    return AddressOut(
        address_id=address.id,
        related_id=org.id,
        related_type=org.kind,
        related_name=org.name,
        address_type=AddressType(address.address_type),
        label=address.label,
        line1=address.line1,
        line2=address.line2,
        town=address.town,
        county=address.county,
        postcode=address.postcode,
        country=address.country,
        delivery_notes=address.delivery_notes,
        archived=address.archived,
        version=address.version,
        created_at=address.created_at,
        updated_at=address.updated_at,
    )
