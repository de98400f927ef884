"""Factories for test data: real rows through the ORM, never fixture files."""

from __future__ import annotations

import itertools
import re
from datetime import datetime, timedelta
from decimal import Decimal
from typing import Any

from sqlalchemy.orm import Session

from api.auth.models import AuthToken, PasswordResetToken
from api.auth.service import issue_session_token
from api.catalogue.models import Product
from api.catalogue.service import products as products_service
from api.core.security import hash_password, new_token
from api.crm import Address, AddressType, Contact, Kind, Organisation, Subject
from api.crm.service import addresses as addresses_service
from api.crm.service import contacts as contacts_service
from api.crm.service.organisations import refresh_derived
from api.db import utcnow
from api.mail.models import OutboxMessage
from api.notifications.models import Notification
from api.projects.models import Project
from api.records.models import Note, StoredFile
from api.users.models import Role, User

PASSWORD = "correct-horse-42"
_seq = itertools.count(1)
_hash_cache: dict[str, str] = {}


def make_user(
    db: Session,
    *,
    role: Role = Role.staff,
    email: str | None = None,
    password: str = PASSWORD,
    first_name: str = "Sam",
    last_name: str | None = None,
    active: bool = True,
) -> User:
    n = next(_seq)
    if password not in _hash_cache:
        _hash_cache[password] = hash_password(password)
    user = User(
        first_name=first_name,
        last_name=last_name or f"Tester{n}",
        email=email or f"user{n}@example.com",
        phone="0113 496 0000",
        role=role.value,
        active=active,
        password_hash=_hash_cache[password],
    )
    db.add(user)
    db.flush()
    return user


def token_for(db: Session, user: User) -> str:
    raw, _ = issue_session_token(db, user)
    db.flush()
    return raw


def headers_for(db: Session, user: User) -> dict[str, str]:
    return {"Authorization": f"Bearer {token_for(db, user)}"}


def expired_headers(db: Session, user: User) -> dict[str, str]:
    raw, hashed = new_token()
    db.add(AuthToken(user_id=user.id, token_hash=hashed, expires_at=utcnow() - timedelta(minutes=1)))
    db.flush()
    return {"Authorization": f"Bearer {raw}"}


def make_notification(
    db: Session,
    user: User,
    *,
    message: str = "Quote Q-1001 needs checking",
    link: str = "/quotes",
    created_at: datetime | None = None,
    created_by: User | None = None,
) -> Notification:
    row = Notification(
        user_id=user.id,
        message=message,
        link=link,
        created_by_id=created_by.id if created_by else None,
        created_at=created_at or utcnow(),
    )
    db.add(row)
    db.flush()
    return row


def make_outbox_message(
    db: Session,
    *,
    to: str = "someone@example.com",
    subject: str = "Your Brickmate account",
    text: str = "Hello",
    html: str = "<p>Hello</p>",
    created_at: datetime | None = None,
) -> OutboxMessage:
    row = OutboxMessage(
        to=to,
        subject=subject,
        text_body=text,
        html_body=html,
        transport="outbox",
        status="outbox",
        attempts=0,
        created_at=created_at or utcnow(),
    )
    db.add(row)
    db.flush()
    return row


def make_reset_token(db: Session, user: User, *, minutes: int = 60, used: bool = False) -> str:
    """A password reset token as the mailed link carries it; `minutes` < 0 makes an expired one."""
    raw, hashed = new_token()
    now = utcnow()
    db.add(
        PasswordResetToken(
            user_id=user.id,
            token_hash=hashed,
            expires_at=now + timedelta(minutes=minutes),
            used_at=now if used else None,
        )
    )
    db.flush()
    return raw


RESET_LINK = re.compile(r"/password-reset/([A-Za-z0-9_-]+)")


def reset_token_in(text: str) -> str:
    """The token of the /password-reset/<token> link in a mail body."""
    match = RESET_LINK.search(text)
    assert match is not None, f"no reset link in {text!r}"
    return match.group(1)


# --- CRM -------------------------------------------------------------------------------------------------------------


def make_organisation(
    db: Session,
    *,
    kind: Kind | str = Kind.customer,
    name: str | None = None,
    created_by: User | None = None,
    **fields: Any,
) -> Organisation:
    """An organisation of `kind`; its list columns (town, postcode, search text) set as the service sets them."""
    n = next(_seq)
    org = Organisation(
        kind=Kind(kind).value, name=name or f"Organisation {n}", created_by_id=created_by.id if created_by else None
    )
    for field, value in fields.items():
        setattr(org, field, value)
    db.add(org)
    db.flush()
    refresh_derived(db, org)
    db.flush()
    return org


def make_contact(
    db: Session,
    org: Organisation,
    *,
    first_name: str = "Alex",
    last_name: str | None = None,
    email: str | None = None,
    **fields: Any,
) -> Contact:
    """A contact of `org`; `email=""` makes one without an email."""
    n = next(_seq)
    contact = Contact(
        organisation_id=org.id,
        first_name=first_name,
        last_name=f"Contact{n}" if last_name is None else last_name,
        email=f"contact{n}@example.com" if email is None else email,
    )
    for field, value in fields.items():
        setattr(contact, field, value)
    contacts_service._refresh(contact)
    db.add(contact)
    db.flush()
    return contact


def make_address(
    db: Session,
    org: Organisation,
    *,
    address_type: AddressType | str = AddressType.head_office,
    line1: str = "1 Kirkstall Road",
    town: str = "Leeds",
    postcode: str = "LS3 1LH",
    **fields: Any,
) -> Address:
    """An address of `org` (postcode as stored: normalised); the organisation's town and postcode follow."""
    address = Address(
        organisation_id=org.id, address_type=AddressType(address_type).value, line1=line1, town=town, postcode=postcode
    )
    for field, value in fields.items():
        setattr(address, field, value)
    addresses_service._refresh(address)
    db.add(address)
    db.flush()
    refresh_derived(db, org)
    db.flush()
    return address


def make_note(
    db: Session,
    subject_id: int,
    author: User | None,
    *,
    body: str = "Called about the spring order",
    subject_type: Subject = Subject.organisation,
    created_at: datetime | None = None,
) -> Note:
    note = Note(
        subject_type=subject_type.value,
        subject_id=subject_id,
        author_id=author.id if author else None,
        body=body,
        created_at=created_at or utcnow(),
    )
    db.add(note)
    db.flush()
    return note


def make_link(
    db: Session,
    subject_id: int,
    *,
    url: str = "https://drive.example.com/site-plan",
    name: str = "Site plan",
    subject_type: Subject = Subject.organisation,
    uploaded_by: User | None = None,
) -> StoredFile:
    """A recorded link (a file row without stored content)."""
    row = StoredFile(
        subject_type=subject_type.value,
        subject_id=subject_id,
        name=name,
        url=url,
        uploaded_by_id=uploaded_by.id if uploaded_by else None,
    )
    db.add(row)
    db.flush()
    return row


def make_product(
    db: Session,
    supplier: Organisation | None = None,
    *,
    code: str | None = None,
    name: str | None = None,
    category: str = "facing_brick",
    selling_unit: str = "per_1000",
    cost_price: str = "400.00",
    list_price: str = "520.00",
    **fields: Any,
) -> Product:
    """A product of `supplier` (a new supplier when none), its search text set as the service sets it."""
    n = next(_seq)
    supplier = supplier or make_organisation(db, kind=Kind.supplier)
    values: dict[str, Any] = {
        "code": code or f"P{n:05d}",
        "name": name or f"Product {n}",
        "supplier_id": supplier.id,
        "category": category,
        "selling_unit": selling_unit,
        "cost_price": Decimal(cost_price),
        "list_price": Decimal(list_price),
        **fields,
    }
    product = Product(**values)
    product.search_text = products_service.search_text(values)
    db.add(product)
    db.flush()
    return product


def make_project(
    db: Session,
    *,
    name: str | None = None,
    customer: Organisation | None = None,
    stage: str = "lead",
    position: int | None = None,
    **fields: Any,
) -> Project:
    n = next(_seq)
    project = Project(
        name=name or f"Project {n}",
        stage=stage,
        position=n * 1024 if position is None else position,
        customer_id=customer.id if customer else None,
        **fields,
    )
    project.search_text = " ".join(
        v for v in (project.name, fields.get("reference", ""), fields.get("glenigan_id", "")) if v
    ).lower()
    db.add(project)
    db.flush()
    return project
