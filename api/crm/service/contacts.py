"""People at our customers, suppliers, others and companies; staff users are offered as internal contacts."""

from __future__ import annotations

from typing import Any

from sqlalchemy import and_, func, or_, select
from sqlalchemy.orm import Session

from api.core.errors import Conflict, FieldErrors, NotFound
from api.core.pagination import Page, PageParams, paginate
from api.crm.models import Contact, Kind, Organisation, Subject
from api.crm.schemas.contacts import ContactIn, ContactUpdate
from api.crm.service.organisations import LABEL
from api.crm.service.search import search_match, search_sorts, starts_with, unindexed
from api.records.service import activity
from api.records.service.rules import apply_changes, check_version, require_manager, set_archived
from api.records.service.subjects import SubjectKind
from api.users.models import User

SUBJECT = Subject.contact.value
DEFAULT_SORT = "last_name"
SORTS = {
    "last_name": func.lower(Contact.last_name),
    "first_name": func.lower(Contact.first_name),
    "email": Contact.email,
    "organisation": func.lower(Organisation.name),
    "job_title": Contact.job_title,
    "created_at": Contact.created_at,
    "updated_at": Contact.updated_at,
}


def _with_organisation() -> Any:
    return select(Contact, Organisation).join(Organisation, Organisation.id == Contact.organisation_id)


def get(session: Session, contact_id: int, *, for_update: bool = False) -> Contact:
    contact = session.get(Contact, contact_id, with_for_update=for_update)
    if contact is None:
        raise NotFound("This contact does not exist.")
    return contact


def get_with_organisation(session: Session, contact_id: int, related_id: int | None = None) -> Any:
    row = session.execute(_with_organisation().where(Contact.id == contact_id)).first()
    if row is None or (related_id is not None and row.Contact.organisation_id != related_id):
        raise NotFound("This contact does not exist.")
    return row


def list_query(params: PageParams, related_id: int | None = None) -> Any:
    """The contacts list's rows (contact, organisation), filtered as asked; the CSV export reuses it."""
    # Every contact has its organisation, so an outer join gives the same rows and lets PostgreSQL drop the join
    # from the count, which an index then answers.
    query = (
        select(Contact, Organisation)
        .outerjoin(Organisation, Organisation.id == Contact.organisation_id)
        .where(Contact.archived.is_(params.archived))
    )
    if related_id is not None:
        query = query.where(Contact.organisation_id == related_id)
    if params.q:
        query = query.where(search_match(Contact.search_text, params.q))
    return query


def list_contacts(session: Session, params: PageParams, related_id: int | None = None) -> Page[Any]:
    sorts = search_sorts(SORTS, params.q)
    query = list_query(params, related_id)
    return paginate(session, query, params, sorts, default_sort=DEFAULT_SORT, tiebreak=Contact.id, rows=True)


def for_organisations(session: Session, org_ids: list[int], *, archived: bool = False) -> list[Any]:
    return list(
        session.execute(
            _with_organisation()
            .where(Contact.organisation_id.in_(org_ids), Contact.archived.is_(archived))
            .order_by(func.lower(Contact.last_name), func.lower(Contact.first_name), Contact.id)
        ).all()
    )


def email_search(session: Session, term: str, related_id: int | None, limit: int) -> list[Any]:
    """Recipient picker: contacts with an email whose first name, last name, full name or email starts with `term`."""
    words = term.split()
    matches = [
        starts_with(func.lower(Contact.first_name), term),
        starts_with(func.lower(Contact.last_name), term),
        starts_with(func.lower(Contact.email), term),
    ]
    if len(words) > 1:
        first, last = words[0], " ".join(words[1:])
        matches.append(
            and_(starts_with(func.lower(Contact.first_name), first), starts_with(func.lower(Contact.last_name), last))
        )
    query = _with_organisation().where(Contact.archived.is_(False), Contact.email != "", or_(*matches))
    if related_id is not None:
        query = query.where(Contact.organisation_id == related_id)
    # The prefix indexes find the matches, which are then sorted: walking the first-name index until ten turn up
    # would cross most of the table for a first-name term, whose matches sit together in that order.
    order = (unindexed(func.lower(Contact.first_name)), func.lower(Contact.last_name), Contact.id)
    return list(session.execute(query.order_by(*order).limit(limit)).all())


def internal(session: Session) -> list[User]:
    return list(
        session.scalars(
            select(User).where(User.active.is_(True)).order_by(func.lower(User.last_name), func.lower(User.first_name))
        ).all()
    )


def _organisation(session: Session, related_id: int) -> Organisation:
    org = session.get(Organisation, related_id)
    if org is None:
        raise FieldErrors({"related_id": "Choose the organisation this contact works for"})
    return org


def _values(session: Session, data: ContactIn, *, except_id: int | None = None) -> dict[str, Any]:
    _organisation(session, data.related_id)
    if data.email:
        query = select(Contact.id).where(
            Contact.organisation_id == data.related_id, func.lower(Contact.email) == data.email.lower()
        )
        if except_id is not None:
            query = query.where(Contact.id != except_id)
        if session.scalar(query) is not None:
            raise Conflict(
                "A contact with this email already exists at this organisation.",
                [{"field": "email", "message": "This email is in use at this organisation"}],
            )
    values = data.model_dump(include=set(ContactIn.model_fields) - {"related_id"})
    values["organisation_id"] = data.related_id
    return values


def _refresh(contact: Contact) -> None:
    parts = [contact.first_name, contact.last_name, contact.email, contact.phone, contact.mobile, contact.job_title]
    contact.search_text = " ".join(p for p in parts if p).lower()


def full_name(contact: Contact) -> str:
    return f"{contact.first_name} {contact.last_name}".strip()


def create(session: Session, data: ContactIn, actor: User) -> Contact:
    contact = Contact(created_by_id=actor.id, **_values(session, data))
    _refresh(contact)
    session.add(contact)
    session.flush()
    activity.record(session, SUBJECT, contact.id, actor, "created", f"Created contact {full_name(contact)}")
    activity.record(
        session,
        Subject.organisation.value,
        contact.organisation_id,
        actor,
        "contact_added",
        f"Added contact {full_name(contact)}",
    )
    return contact


def update(session: Session, data: ContactUpdate, actor: User) -> Contact:
    contact = get(session, data.contact_id, for_update=True)
    check_version(contact, data.version, "contact")
    changes = apply_changes(contact, _values(session, data, except_id=contact.id))
    if changes:
        _refresh(contact)
        activity.record(session, SUBJECT, contact.id, actor, "updated", f"Updated {', '.join(changes)}", changes)
    return contact


def archive(session: Session, contact_id: int, archived: bool, actor: User, version: int | None = None) -> Contact:
    contact = get(session, contact_id, for_update=True)
    check_version(contact, version, "contact")
    if set_archived(contact, archived):
        action = "archived" if archived else "restored"
        activity.record(session, SUBJECT, contact.id, actor, action, f"{action.capitalize()} {full_name(contact)}")
    return contact


def delete(session: Session, kind: Kind, contact_id: int, related_id: int, actor: User) -> None:
    """The typed deletes: the contact must belong to `related_id`, an organisation of `kind`."""
    require_manager(actor, "delete a contact")
    contact = get(session, contact_id, for_update=True)
    org = session.get(Organisation, related_id)
    if contact.organisation_id != related_id or org is None or org.kind != kind:
        raise NotFound(f"This contact does not belong to that {LABEL[kind]}.")
    activity.record(session, SUBJECT, contact.id, actor, "deleted", f"Deleted contact {full_name(contact)}")
    activity.record(
        session, Subject.organisation.value, org.id, actor, "contact_deleted", f"Deleted contact {full_name(contact)}"
    )
    session.delete(contact)


SUBJECT_KIND = SubjectKind(SUBJECT, get)
