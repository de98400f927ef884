"""The quotes list: search by number, PO number, customer or project, filters, sorts; each row with its newest
version's total and its sent version's date."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta
from functools import cache, lru_cache
from typing import Any

from sqlalchemy import and_, case, func, or_, select
from sqlalchemy.orm import Session, aliased

from api.catalogue.models import Product, Status
from api.core.pagination import Page, PageParams, paginate
from api.crm import Organisation
from api.crm.service.search import starts_a_word
from api.projects.models import Project
from api.quotes.models import Quote, QuoteLine, QuoteStatus, QuoteVersion
from api.users.columns import name_columns
from api.users.models import User

Manager = aliased(User)
Sent = aliased(QuoteVersion)


def status_expression(today: date | None = None) -> Any:
    """The quote's status as people read it: a sent quote past its valid-until date is expired."""
    return case(
        (
            and_(Quote.status == QuoteStatus.sent.value, Quote.valid_until < (today or date.today())),
            QuoteStatus.expired.value,
        ),
        else_=Quote.status,
    )


@dataclass(frozen=True)
class Filters:
    statuses: tuple[QuoteStatus, ...] = ()
    customer_id: int | None = None
    project_id: int | None = None
    account_manager_id: int | None = None
    created_from: date | None = None
    created_to: date | None = None


def discontinued_lines() -> Any:
    """How many lines of the newest version (QuoteVersion in the query) hold a product discontinued now."""
    return (
        select(func.count())
        .select_from(QuoteLine)
        .join(Product, Product.id == QuoteLine.product_id)
        .where(QuoteLine.version_id == QuoteVersion.id, Product.status == Status.discontinued.value)
        .correlate(QuoteVersion)
        .scalar_subquery()
    )


@cache
def _select() -> Any:
    """Rows of the quote's list columns, its newest version's (`version_id`, `version_valid_until`, `total`,
    `subtotal`, `cost_total`), its customer's name and kind, its project's name, its account manager's id and
    names, its sent version's `sent_at` and the newest version's lines of discontinued products. Plain columns, not
    ORM objects: a page built three objects a row. Written once (`.where` and `.order_by` make new statements)."""
    return (
        select(
            Quote.id,
            Quote.number,
            Quote.uuid,
            Quote.status,
            Quote.current_version,
            Quote.sent_version,
            Quote.valid_until,
            Quote.customer_id,
            Quote.project_id,
            Quote.created_at,
            Quote.updated_at,
            QuoteVersion.id.label("version_id"),
            QuoteVersion.valid_until.label("version_valid_until"),
            QuoteVersion.total,
            QuoteVersion.subtotal,
            QuoteVersion.cost_total,
            Organisation.name.label("customer_name"),
            Organisation.kind.label("customer_kind"),
            Project.name.label("project_name"),
            *name_columns(Manager, "manager"),
            Sent.sent_at,
            discontinued_lines().label("discontinued_lines"),
        )
        .select_from(Quote)
        .join(QuoteVersion, and_(QuoteVersion.quote_id == Quote.id, QuoteVersion.version == Quote.current_version))
        .join(Organisation, Organisation.id == Quote.customer_id)
        .outerjoin(Project, Project.id == Quote.project_id)
        .outerjoin(Manager, Manager.id == Quote.account_manager_id)
        .outerjoin(Sent, and_(Sent.quote_id == Quote.id, Sent.version == Quote.sent_version))
    )


def _text_has(column: Any, word: str) -> Any:
    """A word of `column` (any case) starts with `word`; a word holding a digit is found anywhere (numbers, PO
    numbers: "000013", "2231")."""
    lowered = func.lower(column)
    return and_(lowered.contains(word, autoescape=True), starts_a_word(lowered, word))


def _word(word: str) -> Any:
    """A word of the number, the PO number, or the name of the customer or the project as they are now (a customer
    or project renamed since is found by its new name). Words match where they start a word: "omes" does not find
    "Acme Homes"."""
    customers = select(Organisation.id).where(_text_has(Organisation.name, word))
    projects = select(Project.id).where(_text_has(Project.name, word))
    return or_(
        _text_has(Quote.number, word),
        _text_has(Quote.po_number, word),
        Quote.customer_id.in_(customers),
        Quote.project_id.in_(projects),
    )


def filtered(query: Any, q: str | None, filters: Filters) -> Any:
    """`query` (any select over Quote) narrowed by the search words and the filters."""
    if q:
        query = query.where(*[_word(w) for w in q.lower().split()])
    if filters.statuses:
        query = query.where(status_expression().in_([s.value for s in filters.statuses]))
    if filters.customer_id is not None:
        query = query.where(Quote.customer_id == filters.customer_id)
    if filters.project_id is not None:
        query = query.where(Quote.project_id == filters.project_id)
    if filters.account_manager_id is not None:
        query = query.where(Quote.account_manager_id == filters.account_manager_id)
    if filters.created_from is not None:
        query = query.where(func.date(Quote.created_at) >= filters.created_from)
    if filters.created_to is not None:
        query = query.where(func.date(Quote.created_at) <= filters.created_to)
    return query


def sorts(today: date | None = None) -> dict[str, Any]:
    """The sort fields (the status sort depends on today's date): written once a day."""
    return _sorts(today or date.today())


@lru_cache(maxsize=2)
def _sorts(today: date) -> dict[str, Any]:
    return {
        "number": Quote.id,
        "created_at": Quote.created_at,
        "updated_at": Quote.updated_at,
        "customer": func.lower(Organisation.name),
        "total": QuoteVersion.total,
        # As the list shows them: a draft's planned date; a sent quote past its date as expired.
        "valid_until": func.coalesce(Quote.valid_until, QuoteVersion.valid_until),
        "status": status_expression(today),
    }


def list_quotes(session: Session, params: PageParams, filters: Filters) -> Page[Any]:
    query = filtered(_select(), params.q, filters)
    return paginate(session, query, params, sorts(), default_sort="-updated_at", tiebreak=Quote.id.desc(), rows=True)


# How far ahead Home's "Quotes expiring" looks.
EXPIRING_DAYS = 7
DAY_LIMIT = 50


def _open_for(user_id: int, day: date) -> Any:
    """Sent quotes still awaiting the customer's decision on `day` that the user looks after or wrote."""
    return _select().where(
        Quote.status == QuoteStatus.sent.value,
        Quote.decided_at.is_(None),
        Quote.valid_until >= day,
        or_(Quote.account_manager_id == user_id, Quote.created_by_id == user_id),
    )


def awaiting_reply(session: Session, user_id: int, day: date) -> list[Any]:
    """The user's sent quotes not yet accepted, rejected or expired, sent longest ago first."""
    query = _open_for(user_id, day).order_by(Sent.sent_at.asc().nulls_last(), Quote.id).limit(DAY_LIMIT)
    return list(session.execute(query).all())


def expiring(session: Session, user_id: int, day: date, days: int = EXPIRING_DAYS) -> list[Any]:
    """The user's sent, undecided quotes whose valid-until date falls within `days` of `day`, soonest first."""
    query = (
        _open_for(user_id, day)
        .where(Quote.valid_until <= day + timedelta(days=days))
        .order_by(Quote.valid_until, Quote.id)
        .limit(DAY_LIMIT)
    )
    return list(session.execute(query).all())
