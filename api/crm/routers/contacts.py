from __future__ import annotations

from typing import Any

from fastapi import APIRouter, status
from sqlalchemy.orm import Session

from api.auth.dependencies import CurrentUser
from api.core.deps import SessionDep
from api.core.pagination import ListResponse, PageParamsDep, PagePath, at_page, list_response
from api.crm import mappers
from api.crm.models import Kind
from api.crm.schemas.contacts import (
    ContactArchive,
    ContactIn,
    ContactOut,
    ContactUpdate,
    EmailSearch,
    InternalContactOut,
    SupplierContactsQuery,
)
from api.crm.service import contacts as service
from api.crm.service import organisations
from api.records.router import RecordRoutes, add_record_routes
from api.records.service.rules import check_actor

router = APIRouter(prefix="/contacts", tags=["contacts"])


def _of(session: Session, kind: Kind, org_id: int, archived: bool) -> list[ContactOut]:
    organisations.get(session, kind, org_id)
    return [mappers.contact_out(row) for row in service.for_organisations(session, [org_id], archived=archived)]


@router.get("/all/{x}", response_model=ListResponse[ContactOut])
def list_contacts(
    x: PagePath, params: PageParamsDep, session: SessionDep, _: CurrentUser, related_id: int | None = None
) -> Any:
    """One page (`x`, from 1) of every contact, or of organisation `related_id`'s; search by name, email, phone
    or job title."""
    page = at_page(x, params)
    return list_response(service.list_contacts(session, page, related_id), mappers.contact_out)


@router.put("/emailSearch", response_model=list[ContactOut])
def email_search(body: EmailSearch, session: SessionDep, _: CurrentUser) -> Any:
    """Recipient picker: contacts with an email whose name or email starts with `term`."""
    return [mappers.contact_out(row) for row in service.email_search(session, body.term, body.related_id, body.limit)]


@router.get("/customer/{id}", response_model=list[ContactOut])
def customer_contacts(id: int, session: SessionDep, _: CurrentUser, archived: bool = False) -> Any:
    return _of(session, Kind.customer, id, archived)


@router.get("/supplier/{id}", response_model=list[ContactOut])
def supplier_contacts(id: int, session: SessionDep, _: CurrentUser, archived: bool = False) -> Any:
    return _of(session, Kind.supplier, id, archived)


@router.get("/architect/{id}", response_model=list[ContactOut])
def architect_contacts(id: int, session: SessionDep, _: CurrentUser, archived: bool = False) -> Any:
    """Contacts of an architect's practice (an `other`)."""
    return _of(session, Kind.other, id, archived)


@router.get("/quote/{id}", response_model=list[ContactOut])
def quote_contacts(id: int, session: SessionDep, _: CurrentUser) -> Any:
    """Who can receive a quote for customer or company `id`: its active contacts that have an email."""
    org = organisations.get_any(session, id)
    return [mappers.contact_out(row) for row in service.for_organisations(session, [org.id]) if row.Contact.email]


@router.put("/supplier/multiple", response_model=list[ContactOut])
def suppliers_contacts(body: SupplierContactsQuery, session: SessionDep, _: CurrentUser) -> Any:
    """The active contacts of several suppliers at once (requests for prices)."""
    rows = service.for_organisations(session, body.supplierIdArray)
    return [mappers.contact_out(row) for row in rows if row.Organisation.kind == Kind.supplier]


@router.get("/internal", response_model=list[InternalContactOut])
def internal_contacts(session: SessionDep, _: CurrentUser) -> Any:
    """Active staff users, offered as contacts."""
    return [mappers.internal_contact_out(user) for user in service.internal(session)]


@router.post("/add", status_code=status.HTTP_201_CREATED, response_model=ContactOut)
def add_contact(body: ContactIn, session: SessionDep, user: CurrentUser) -> Any:
    """A new contact at an organisation; the same email twice at one organisation is refused (409)."""
    contact = service.create(session, body, user)
    return mappers.contact_out(service.get_with_organisation(session, contact.id))


@router.post("/update", response_model=ContactOut)
def update_contact(body: ContactUpdate, session: SessionDep, user: CurrentUser) -> Any:
    """Edit; `version` guards against overwriting someone else's change (409)."""
    contact = service.update(session, body, user)
    return mappers.contact_out(service.get_with_organisation(session, contact.id))


@router.put("/archive", response_model=ContactOut)
def archive_contact(body: ContactArchive, session: SessionDep, user: CurrentUser) -> Any:
    """Archive, or with `archived: false` restore; with `version`, one changed since is a 409."""
    check_actor(user, body.user_id)
    contact = service.archive(session, body.contact_id, body.archived, user, body.version)
    return mappers.contact_out(service.get_with_organisation(session, contact.id))


def _delete(session: Session, kind: Kind, contact_id: int, related_id: int, user: Any, user_id: int | None) -> None:
    check_actor(user, user_id)
    service.delete(session, kind, contact_id, related_id, user)


@router.delete("/customer", status_code=status.HTTP_204_NO_CONTENT)
def delete_customer_contact(
    contact_id: int, related_id: int, session: SessionDep, user: CurrentUser, user_id: int | None = None
) -> None:
    """Delete a contact of customer `related_id` (managers and admins)."""
    _delete(session, Kind.customer, contact_id, related_id, user, user_id)


@router.delete("/supplier", status_code=status.HTTP_204_NO_CONTENT)
def delete_supplier_contact(
    contact_id: int, related_id: int, session: SessionDep, user: CurrentUser, user_id: int | None = None
) -> None:
    """Delete a contact of supplier `related_id` (managers and admins)."""
    _delete(session, Kind.supplier, contact_id, related_id, user, user_id)


@router.delete("/other", status_code=status.HTTP_204_NO_CONTENT)
def delete_other_contact(
    contact_id: int, related_id: int, session: SessionDep, user: CurrentUser, user_id: int | None = None
) -> None:
    """Delete a contact of other `related_id` (managers and admins)."""
    _delete(session, Kind.other, contact_id, related_id, user, user_id)


add_record_routes(
    router,
    RecordRoutes(
        service.SUBJECT_KIND,
        "contact",
        parts=("activity",),
        docs={"activity": "Who did what to the contact and when, newest first, with the fields each edit changed."},
    ),
)


@router.get("/{x}/{y}", response_model=ContactOut)
def get_contact(x: int, y: int, session: SessionDep, _: CurrentUser) -> Any:
    """Contact `x` of organisation `y`."""
    return mappers.contact_out(service.get_with_organisation(session, x, y))
