"""The quotes list: search by number, PO number, customer or project, filters, sorts; each row with its newest
version's total and its sent version's date."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta
from functools import cache, lru_cache
from typing import Any

from sqlalchemy import Date, Integer, String, and_, bindparam, case, func, or_, select
from sqlalchemy.orm import Session, aliased
from sqlalchemy.sql.elements import ColumnElement

from api.catalogue.models import Product, Status
from api.core.pagination import Page, Paged, PageParams, autoescaped
from api.crm import Organisation
from api.crm.service.search import matches_anywhere, word_start, word_start_values
from api.projects.models import Project
from api.quotes.models import Quote, QuoteLine, QuoteStatus, QuoteVersion
from api.users.columns import name_columns
from api.users.models import User

Manager = aliased(User)
Sent = aliased(QuoteVersion)


def status_expression(today: date | ColumnElement[date] | None = None) -> Any:
    """The quote's status as people read it: a sent quote past its valid-until date is expired (on `today`, a date or
    a bind parameter)."""
    day = date.today() if today is None else today
    return case(
        (
            and_(Quote.status == QuoteStatus.sent.value, Quote.valid_until < day),
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


# What a request changes, bound on each run of a list written once for its shape (`_paged`).
_TODAY = bindparam("today", type_=Date)
_FILTERS = {
    "statuses": status_expression(_TODAY).in_(bindparam("statuses", expanding=True)),
    "customer_id": Quote.customer_id == bindparam("customer_id", type_=Integer),
    "project_id": Quote.project_id == bindparam("project_id", type_=Integer),
    "account_manager_id": Quote.account_manager_id == bindparam("account_manager_id", type_=Integer),
    "created_from": func.date(Quote.created_at) >= bindparam("created_from", type_=Date),
    "created_to": func.date(Quote.created_at) <= bindparam("created_to", type_=Date),
}


def _text_has(column: Any, word: int, anywhere: bool) -> Any:
    """A word of `column` (any case) starts with the search's `word`-th word; a word holding a digit (`anywhere`) is
    found anywhere (numbers, PO numbers: "000013", "2231")."""
    lowered = func.lower(column)
    found = lowered.contains(bindparam(f"word{word}", type_=String), escape="/")
    if anywhere:
        return found
    start, after, pattern = (bindparam(f"{name}{word}", type_=String) for name in ("start", "after", "pattern"))
    return and_(found, word_start(lowered, start, after, pattern))


def _word(word: int, anywhere: bool) -> Any:
    """The search's `word`-th word in the number, the PO number, or the name of the customer or the project as they
    are now (a customer or project renamed since is found by its new name). Words match where they start a word:
    "omes" does not find "Acme Homes"."""
    customers = select(Organisation.id).where(_text_has(Organisation.name, word, anywhere))
    projects = select(Project.id).where(_text_has(Project.name, word, anywhere))
    return or_(
        _text_has(Quote.number, word, anywhere),
        _text_has(Quote.po_number, word, anywhere),
        Quote.customer_id.in_(customers),
        Quote.project_id.in_(projects),
    )


@dataclass(frozen=True)
class _Shape:
    """What a list's statement holds, not the values it is run with: its search words (each found anywhere, or
    where a word starts) and its filters' names."""

    words: tuple[bool, ...]
    filters: tuple[str, ...]


def _shaped(q: str | None, filters: Filters) -> tuple[_Shape, dict[str, Any]]:
    """The shape of the search `q` and `filters`, and the values its statement is run with."""
    values: dict[str, Any] = {"today": date.today()}
    words = q.lower().split() if q else []
    for n, word in enumerate(words):
        values[f"word{n}"] = autoescaped(word)
        if not matches_anywhere(word):
            values[f"start{n}"], values[f"after{n}"], values[f"pattern{n}"] = word_start_values(word)
    if filters.statuses:
        values["statuses"] = [s.value for s in filters.statuses]
    for name in ("customer_id", "project_id", "account_manager_id", "created_from", "created_to"):
        if getattr(filters, name) is not None:
            values[name] = getattr(filters, name)
    shape = _Shape(tuple(matches_anywhere(w) for w in words), tuple(name for name in _FILTERS if name in values))
    return shape, values


def _conditions(shape: _Shape) -> list[Any]:
    return [_word(n, anywhere) for n, anywhere in enumerate(shape.words)] + [_FILTERS[f] for f in shape.filters]


def filtered(query: Any, q: str | None, filters: Filters) -> Any:
    """`query` (any select over Quote) narrowed by the search words and the filters, their values bound in it."""
    shape, values = _shaped(q, filters)
    conditions = _conditions(shape)
    return query.where(*conditions).params(values) if conditions else query


@cache
def _sorts() -> dict[str, Any]:
    """The sort fields (the status sort depends on the `today` bound)."""
    return {
        "number": Quote.id,
        "created_at": Quote.created_at,
        "updated_at": Quote.updated_at,
        "customer": func.lower(Organisation.name),
        "total": QuoteVersion.total,
        # As the list shows them: a draft's planned date; a sent quote past its date as expired.
        "valid_until": func.coalesce(Quote.valid_until, QuoteVersion.valid_until),
        "status": status_expression(_TODAY),
    }


@lru_cache(maxsize=256)
def _paged(shape: _Shape) -> Paged:
    """The list's count and pages for one shape of search and filters, written once."""
    query = _select().where(*_conditions(shape))
    return Paged(query, _sorts(), default_sort="-updated_at", tiebreak=Quote.id.desc(), rows=True)


def list_quotes(session: Session, params: PageParams, filters: Filters) -> Page[Any]:
    shape, values = _shaped(params.q, filters)
    return _paged(shape)(session, params, values)


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
