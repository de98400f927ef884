"""Contacts (people at organisations) as documents: their name, role, organisation, phone, mobile and email."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from sqlalchemy import select
from sqlalchemy.orm import Session

from api.crm import Contact, Kind, Organisation
from ingest.documents.base import Builder, Doc
from ingest.documents.crm import LABELS

KIND = "contact"


def contact_link(contact_id: int) -> str:
    return f"/contact?id={contact_id}"


def full_name(contact: Contact) -> str:
    return " ".join(part for part in (contact.first_name, contact.last_name) if part)


def _ids(session: Session) -> Iterable[int]:
    return session.scalars(select(Contact.id).order_by(Contact.id))


def _build(session: Session, wanted: Sequence[int]) -> list[Doc]:
    rows = session.execute(
        select(Contact, Organisation)
        .join(Organisation, Organisation.id == Contact.organisation_id)
        .where(Contact.id.in_(wanted))
    ).all()
    return [
        Doc(
            kind=KIND,
            record_id=contact.id,
            title=f"Contact: {full_name(contact)}",
            meta={
                "role": contact.job_title,
                "organisation": org.name,
                "organisation kind": LABELS[Kind(org.kind)].lower(),
                "phone": contact.phone,
                "mobile": contact.mobile,
                "email": contact.email,
                "archived": "yes" if contact.archived else "",
            },
            text=f"{full_name(contact)} works at {org.name}"
            + (f" as {contact.job_title}." if contact.job_title else "."),
            link=contact_link(contact.id),
        )
        for contact, org in rows
    ]


def contacts_of(session: Session, organisation_ids: Iterable[int]) -> list[int]:
    """The contacts of these organisations (their documents name the organisation)."""
    ids = sorted(set(organisation_ids))
    if not ids:
        return []
    return list(session.scalars(select(Contact.id).where(Contact.organisation_id.in_(ids)).order_by(Contact.id)))


CONTACTS = Builder(KIND, _ids, _build)
