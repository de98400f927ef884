"""Whom a mail about a record goes to (a customer quote, a request for prices, a call-off schedule): the contacts
the sender picked, each checked to be the party's, else the record's own."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from sqlalchemy import select
from sqlalchemy.orm import Session

from api.core.errors import FieldErrors
from api.crm.models import Contact


@dataclass
class Recipient:
    contact_id: int
    name: str
    first_name: str
    email: str


def recipients(
    session: Session,
    party_id: int,
    asked: list[int] | None,
    own: Callable[[], list[int]],
    known: Mapping[int, Contact] | None = None,
) -> list[Recipient]:
    """The contacts `asked` for, each the party's (one unknown, another organisation's or archived is a 422 on
    `contact_ids.N`), else the record's own (`own()`, or `known` when they were read already) by last name. Those
    without an email, archived or since moved to another organisation are left out."""
    picked = list(dict.fromkeys(asked or []))
    if picked or known is None:
        ids = picked or own()
        known = {c.id: c for c in session.scalars(select(Contact).where(Contact.id.in_(ids)))} if ids else {}
    rows = known
    errors: dict[str, str] = {}
    for i, contact_id in enumerate(picked):
        contact = rows.get(contact_id)
        if contact is None:
            errors[f"contact_ids.{i}"] = "This contact does not exist."
        elif contact.organisation_id != party_id:
            errors[f"contact_ids.{i}"] = "This contact works for another organisation."
        elif contact.archived:
            errors[f"contact_ids.{i}"] = "This contact is archived."
    if errors:
        raise FieldErrors(errors)
    order = picked or sorted(rows, key=lambda i: (rows[i].last_name.lower(), i))
    chosen = (rows[i] for i in order if i in rows)
    return [
        Recipient(c.id, f"{c.first_name} {c.last_name}".strip(), c.first_name.strip(), c.email.strip())
        for c in chosen
        if c.email and not c.archived and c.organisation_id == party_id
    ]
