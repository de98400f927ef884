"""The quotes list: search by number or customer, filters, sorts; each row with its newest version's total and
its sent version's date."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta
from typing import Any

from sqlalchemy import and_, case, func, or_, select
from sqlalchemy.orm import Session, aliased

from api.core.pagination import Page, PageParams, paginate
from api.crm import Organisation
from api.projects.models import Project
from api.quotes.models import Quote, QuoteStatus, QuoteVersion
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


def _select() -> Any:
    """Rows of (quote, its newest version, customer name and kind, project name, account manager, sent version's
    sent_at)."""
    return (
        select(Quote, QuoteVersion, Organisation.name, Organisation.kind, Project.name, Manager, Sent.sent_at)
        .join(QuoteVersion, and_(QuoteVersion.quote_id == Quote.id, QuoteVersion.version == Quote.current_version))
        .join(Organisation, Organisation.id == Quote.customer_id)
        .outerjoin(Project, Project.id == Quote.project_id)
        .outerjoin(Manager, Manager.id == Quote.account_manager_id)
        .outerjoin(Sent, and_(Sent.quote_id == Quote.id, Sent.version == Quote.sent_version))
    )


def _word(word: str) -> Any:
    """A word of the number or of the customer's name as it is now (search_text keeps the name the quote was
    saved with; a customer renamed since is found by its new name)."""
    customers = select(Organisation.id).where(func.lower(Organisation.name).contains(word, autoescape=True))
    return or_(func.lower(Quote.number).contains(word, autoescape=True), Quote.customer_id.in_(customers))


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
    """The sort fields (built per request: the status sort depends on today's date)."""
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
