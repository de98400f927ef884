"""The organisation lists' statements, written once on the tables with bind parameters for what a request changes
(`kind`, `pattern`, `cap`, `limit`, `offset`, the last row's `last_key` and `last_id`).

A page of a search used to build its statements again on every request, and SQLAlchemy worked out each one's cache
key and compiled each EXPLAIN afresh: more CPU than PostgreSQL spent answering them. Each statement here sends the
very SQL the list sent before (one set for each archived filter and search form: `statements`), so its plans are
the same. Written on the tables, not on the mapped classes: a statement naming no mapped class runs as a plain Core
statement, with no ORM compile state set up for each run."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from typing import Any

from sqlalchemy import BigInteger, Integer, Select, String, bindparam, func, select, tuple_
from sqlalchemy.sql.elements import ColumnElement

from api.core.pagination import PlannedRows, order_by
from api.crm import mappers
from api.crm.models import Organisation
from api.crm.service.search import sort_keys, unindexed
from api.users.columns import name_columns
from api.users.models import User

ORGS, USERS = Organisation.__table__.c, User.__table__.c
NAME_KEY = func.lower(ORGS.name)
SORTED_BY = ("account_number", "category", "email", "town", "postcode", "created_at", "updated_at")
SORTS: dict[str, Any] = {"name": NAME_KEY, **{name: ORGS[name] for name in SORTED_BY}}
# The columns a record shows (`mappers.READ`) and its account manager's `manager_id`, `manager_first_name` and
# `manager_last_name` (None when there is none), in that order: `mappers.organisations_json` reads them by position.
ROWS = (
    select(*(ORGS[name] for name in mappers.READ), *name_columns(USERS, "manager"))
    .select_from(Organisation.__table__)
    .outerjoin(User.__table__, USERS.id == ORGS.account_manager_id)
)
_KIND = bindparam("kind", type_=String)
_PATTERN = bindparam("pattern", type_=String)
_KEY = bindparam("key", type_=String)  # the part of the pattern the trigram index looks up ("keyed")
_LIMIT, _OFFSET = bindparam("limit", type_=Integer), bindparam("offset", type_=BigInteger)
# Rows up to the page's last one along the name's index: (its name's key, its id).
_UP_TO_LAST = tuple_(NAME_KEY, ORGS.id) <= tuple_(
    bindparam("last_key", type_=String), bindparam("last_id", type_=Integer)
)


@dataclass(frozen=True, eq=False)
class Statements:
    """A list's statements for one archived filter and one form of search (`search`: None, "indexed" through the
    trigram index, "keyed" through it by a part of the term (`key`, the term then a filter), or "unindexed" for a
    term too short for it)."""

    archived: bool
    search: str | None
    count: Select[Any]  # every row (no search), or the first `cap` matches (a search)
    first: Select[Any] | None = None  # a search's page among its first `cap` matches, each with their `counted`
    walk: Select[Any] | None = None  # the page read along the name's index, up to `last_key`, `last_id`
    planned_walk: PlannedRows | None = None  # the estimated matches, and the rows that walk would read
    planned: PlannedRows | None = None  # the estimated matches (a search in another order)
    pages: dict[str, Select[Any]] = field(default_factory=dict)  # by sort, written at their first use

    def page(self, sort: str | None) -> Select[Any]:
        """A page in the order `sort` asks for (`order_by` refuses a sort it does not know: a 422); a search's sort
        keys as `search.search_sorts` writes them."""
        key = sort or "name"
        key = f"-{key.lstrip('-')}" if key.startswith("-") else key  # "--name" sorts as "-name"
        statement = self.pages.get(key)
        if statement is None:
            ordering = order_by(key, sort_keys(SORTS, self.search in ("indexed", "keyed")), "name")
            rows = ROWS.where(*_where(self.archived, self.search))
            statement = self.pages[key] = rows.order_by(ordering, ORGS.id).limit(_LIMIT).offset(_OFFSET)
        return statement


def _where(archived: bool, search: str | None, *more: ColumnElement[bool]) -> list[ColumnElement[bool]]:
    """The list's conditions: the kind, the archived filter, the search as `search.search_match` writes it (through
    the trigram index, or on `search_text || ''`; "keyed": the index looks up `key`, a part of the pattern, and the
    pattern is checked on the rows it finds), and `more`."""
    conditions = [ORGS.kind == _KIND, ORGS.archived.is_(archived)]
    if search == "keyed":
        conditions.append(ORGS.search_text.like(_KEY, escape="\\"))
        conditions.append(unindexed(ORGS.search_text).like(_PATTERN, escape="\\"))
    elif search is not None:
        column = ORGS.search_text if search == "indexed" else unindexed(ORGS.search_text)
        conditions.append(column.like(_PATTERN, escape="\\"))
    return [*conditions, *more]


@cache
def statements(archived: bool, search: str | None) -> Statements:
    """The statements of a list (`search`: None, "indexed", "keyed" or "unindexed")."""
    if search is None:
        count = select(func.count()).select_from(ROWS.where(*_where(archived, None)).subquery())
        return Statements(archived, search, count)
    matches = (
        select(ORGS.id, NAME_KEY.label("key"))
        .where(*_where(archived, search))
        .limit(bindparam("cap", type_=Integer))
        .subquery("matches")
    )
    first_page = (
        select(matches.c.id, matches.c.key, func.count().over().label("counted"))
        .order_by(matches.c.key, matches.c.id)
        .limit(_LIMIT)
        .offset(_OFFSET)
        .subquery("first_page")
    )
    first = (
        ROWS.add_columns(first_page.c.key, first_page.c.counted)
        .join(first_page, first_page.c.id == ORGS.id)
        .order_by(first_page.c.key, first_page.c.id)
    )
    walk = ROWS.where(*_where(archived, "unindexed", _UP_TO_LAST)).order_by(NAME_KEY, ORGS.id)
    estimate = select(ORGS.id).where(*_where(archived, "indexed"))
    before = select(ORGS.id).where(*_where(archived, None, _UP_TO_LAST))
    return Statements(
        archived,
        search,
        count=select(func.count()).select_from(matches),
        first=first,
        walk=walk.limit(_LIMIT).offset(_OFFSET),
        planned_walk=PlannedRows(estimate, before),
        planned=PlannedRows(ROWS.where(*_where(archived, "indexed"))),
    )
