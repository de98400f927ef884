"""The kinds of record a task links to: how each is found, named and where its activity lives."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from sqlalchemy import Integer, bindparam, func, null, select
from sqlalchemy.dialects.postgresql import ARRAY
from sqlalchemy.orm import Session
from sqlalchemy.sql.elements import ColumnElement

from api.buying.models import PurchaseOrder, SupplierQuote
from api.core.errors import NotFound
from api.crm import Contact, Organisation
from api.orders.models import Order
from api.projects.models import Project
from api.quotes.models import Quote
from api.schedules.models import CallOff
from api.tasks.models import RecordType


@dataclass(frozen=True)
class Kind:
    model: Any
    # The record's name or number, as SQL.
    label: Callable[[], Any]
    # The activity log's subject type of such a record.
    subject: str
    where: Callable[[], ColumnElement[bool] | None] = lambda: None
    # The record whose screen shows this one, as SQL (a call-off's order: its schedule page), or None.
    parent: Callable[[], Any] | None = None


def _org(kind: str) -> Kind:
    return Kind(Organisation, lambda: Organisation.name, "organisation", lambda: Organisation.kind == kind)


def _numbered(model: Any, subject: str) -> Kind:
    return Kind(model, lambda: model.number, subject)


KINDS: dict[str, Kind] = {
    RecordType.customer: _org("customer"),
    RecordType.supplier: _org("supplier"),
    RecordType.other: _org("other"),
    RecordType.company: _org("company"),
    RecordType.contact: Kind(Contact, lambda: func.trim(Contact.first_name + " " + Contact.last_name), "contact"),
    RecordType.project: Kind(Project, lambda: Project.name, "project"),
    RecordType.quote: _numbered(Quote, "quote"),
    RecordType.supplier_quote: _numbered(SupplierQuote, "supplier_quote"),
    RecordType.purchase_order: _numbered(PurchaseOrder, "purchase_order"),
    RecordType.order: _numbered(Order, "order"),
    RecordType.call_off: Kind(CallOff, lambda: CallOff.number, "call_off", parent=lambda: CallOff.order_id),
}
# The record types an activity subject type stands for (a customer's routes read `organisation` rows).
TYPES_OF_SUBJECT: dict[str, tuple[str, ...]] = {}
for _type, _kind in KINDS.items():
    TYPES_OF_SUBJECT.setdefault(_kind.subject, ())
    TYPES_OF_SUBJECT[_kind.subject] += (str(_type),)


def named(session: Session, links: Iterable[tuple[str, int]]) -> dict[tuple[str, int], tuple[str, int | None]]:
    """(record_type, record_id) → the record's name or number and the record whose screen shows it (a call-off's
    order; None for the others); one query per kind. Missing records are left out."""
    wanted: dict[str, set[int]] = {}
    for record_type, record_id in links:
        wanted.setdefault(record_type, set()).add(record_id)
    found: dict[tuple[str, int], tuple[str, int | None]] = {}
    for record_type, ids in wanted.items():
        kind = KINDS.get(record_type)
        if kind is None:
            continue
        parent = kind.parent() if kind.parent is not None else null()
        query = select(kind.model.id, kind.label(), parent).where(
            kind.model.id == func.any(bindparam("ids", sorted(ids), type_=ARRAY(Integer)))
        )
        condition = kind.where()
        if condition is not None:
            query = query.where(condition)
        for record_id, label, parent_id in session.execute(query):
            found[(record_type, record_id)] = (label, parent_id)
    return found


def labels(session: Session, links: Iterable[tuple[str, int]]) -> dict[tuple[str, int], str]:
    """(record_type, record_id) → the record's name or number; one query per kind. Missing records are left out."""
    return {key: label for key, (label, _) in named(session, links).items()}


def missing(session: Session, links: Iterable[tuple[str, int]]) -> list[tuple[str, int]]:
    """The links whose record does not exist (or is not of that kind)."""
    wanted = list(dict.fromkeys(links))
    known = labels(session, wanted)
    return [link for link in wanted if link not in known]


def check_exists(session: Session, record_type: str, record_id: int) -> None:
    if missing(session, [(record_type, record_id)]):
        raise NotFound(f"This {record_type.replace('_', ' ')} does not exist.")
