"""The quotes list: search by number or customer, filters, sorts; each row with its newest version's total."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from typing import Any

from sqlalchemy import and_, case, func, select
from sqlalchemy.orm import Session, aliased

from api.core.pagination import Page, PageParams, paginate
from api.crm.models import Organisation
from api.projects.models import Project
from api.quotes.models import Quote, QuoteVersion, Status
from api.users.models import User

Manager = aliased(User)


def status_expression(today: date | None = None) -> Any:
    """The quote's status as people read it: a sent quote past its valid-until date is expired."""
    return case(
        (and_(Quote.status == Status.sent.value, Quote.valid_until < (today or date.today())), Status.expired.value),
        else_=Quote.status,
    )


@dataclass(frozen=True)
class Filters:
    statuses: tuple[Status, ...] = ()
    customer_id: int | None = None
    project_id: int | None = None
    account_manager_id: int | None = None
    created_from: date | None = None
    created_to: date | None = None


def _select() -> Any:
    return (
        select(Quote, QuoteVersion, Organisation.name, Project.name, Manager)
        .join(QuoteVersion, and_(QuoteVersion.quote_id == Quote.id, QuoteVersion.version == Quote.current_version))
        .join(Organisation, Organisation.id == Quote.customer_id)
        .outerjoin(Project, Project.id == Quote.project_id)
        .outerjoin(Manager, Manager.id == Quote.account_manager_id)
    )


def filtered(query: Any, q: str | None, filters: Filters) -> Any:
    if q:
        words = [w for w in q.lower().split() if w]
        query = query.where(*[Quote.search_text.contains(w, autoescape=True) for w in words])
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


SORTS = {
    "number": Quote.id,
    "created_at": Quote.created_at,
    "updated_at": Quote.updated_at,
    "customer": func.lower(Organisation.name),
    "total": QuoteVersion.total,
    "valid_until": Quote.valid_until,
    "status": Quote.status,
}


def list_quotes(session: Session, params: PageParams, filters: Filters) -> Page[Any]:
    query = filtered(_select(), params.q, filters)
    return paginate(session, query, params, SORTS, default_sort="-updated_at", tiebreak=Quote.id.desc(), rows=True)
