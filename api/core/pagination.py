"""List parameters and server-side pagination shared by every list call."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Annotated, Any, Generic, TypeVar

from fastapi import Depends, Path, Query
from pydantic import BaseModel, Field
from sqlalchemy import BigInteger, Integer, Select, String, bindparam, func, select, union_all
from sqlalchemy.orm import InstrumentedAttribute, Session
from sqlalchemy.sql.elements import ColumnElement, SQLColumnExpression

from api.core.errors import FieldErrors
from api.core.fields import MAX_ID

T = TypeVar("T")
Sortable = InstrumentedAttribute[Any] | SQLColumnExpression[Any]
MAX_PAGE_SIZE = 200
# A search's matches are counted up to this many; past it, the total is the planner's estimate.
COUNT_CAP = 1_000
# The shapes of search and filters a `FilteredList` keeps the statements of (past it, it starts again).
MAX_SHAPES = 256
# A page's rows: bound on each request to a statement written once (`Paged`).
_LIMIT, _OFFSET = bindparam("limit", type_=Integer), bindparam("offset", type_=BigInteger)


@dataclass(frozen=True)
class PageParams:
    page: int = 1
    items_per_page: int = 25
    q: str | None = None
    sort: str | None = None
    archived: bool = False


# A list's page as a query parameter, bounded as an id is: a page past it (`?page=99999999999`) is a 422 naming `page`,
# as `?page=0` is (unbounded, the guard for numbers no column holds answered a 400). Every list's `page` is this one.
PageQuery = Annotated[int, Query(ge=1, le=MAX_ID, description="1-based page number")]


def page_params(
    page: PageQuery = 1,
    items_per_page: Annotated[int, Query(ge=1, le=MAX_PAGE_SIZE)] = 25,
    q: Annotated[str | None, Query(max_length=200, description="search text")] = None,
    sort: Annotated[str | None, Query(max_length=50, description="field name, '-' prefix for descending")] = None,
    archived: Annotated[bool, Query(description="list archived records instead of active ones")] = False,
) -> PageParams:
    return PageParams(page, items_per_page, (q or "").strip() or None, sort, archived)


PageParamsDep = Annotated[PageParams, Depends(page_params)]
# The page as the spec's `/…/all/{x}` paths carry it: below 1 is a 422 naming it, as `?page=0` is (not page 1).
PagePath = Annotated[int, Path(ge=1, le=MAX_ID, description="1-based page number")]


def at_page(x: int, params: PageParams) -> PageParams:
    """`params` with the page of the path."""
    return PageParams(x, params.items_per_page, params.q, params.sort, params.archived)


@dataclass
class Page(Generic[T]):
    items: list[T]
    total: int
    page: int
    items_per_page: int
    estimated: bool = False


class ListResponse(BaseModel, Generic[T]):
    items: list[T]
    total: int
    page: int
    items_per_page: int


class SearchedListResponse(ListResponse[T], Generic[T]):
    """A list whose search counts its matches up to COUNT_CAP and estimates past it."""

    total_is_estimate: bool = Field(
        description=f"true when the search matched more than {COUNT_CAP:,} rows: `total` is then the database's "
        'estimate (shown as "about N"), not a count'
    )


def list_response(page: Page[Any], to_out: Callable[[Any], T]) -> ListResponse[T]:
    return ListResponse[T](
        items=[to_out(row) for row in page.items],
        total=page.total,
        page=page.page,
        items_per_page=page.items_per_page,
    )


def planned_rows(session: Session, query: Select[Any] | Select[Any, Any]) -> int:
    """The rows the planner expects `query` to answer (EXPLAIN, not run: a fraction of a millisecond)."""
    plan = _explained(session, query.order_by(None))
    return int(plan[0]["Plan"]["Plan Rows"]) if plan else 0


def planned_rows_each(session: Session, *queries: Select[Any]) -> list[int]:
    """`planned_rows` of each of `queries` (of one column each) from one EXPLAIN (not run) of their UNION ALL, whose
    Append plans a branch a query: one statement written and one round trip, not one a query. Each on its own should
    the planner not answer an Append of them all."""
    rows = _branch_rows(_explained(session, union_all(*queries)), len(queries))
    return rows if rows is not None else [planned_rows(session, query) for query in queries]


def _branch_rows(plan: Any, branches_wanted: int) -> list[int] | None:
    """The planned rows of each branch of a UNION ALL's JSON plan; None when the planner did not answer an Append
    of `branches_wanted` branches (the queries are then planned each on its own)."""
    top = plan[0]["Plan"] if plan else {}
    branches = top.get("Plans", []) if top.get("Node Type") == "Append" else []
    return [int(branch["Plan Rows"]) for branch in branches] if len(branches) == branches_wanted else None


class PlannedRows:
    """`planned_rows_each` of statements written once (bind parameters for what a request changes): their UNION ALL
    (or the one statement) is compiled at its first use and kept, and each use sends its EXPLAIN with the request's
    values. Compiling a statement afresh cost more CPU than PostgreSQL's planning of it."""

    def __init__(self, *queries: Select[Any]) -> None:
        self.queries = queries
        self.statement = union_all(*queries) if len(queries) > 1 else queries[0].order_by(None)
        self._compiled: dict[str, Any] = {}  # by dialect name: (EXPLAIN text, compiled statement)

    def __call__(self, session: Session, values: Mapping[str, Any]) -> list[int]:
        connection = session.connection()
        kept = self._compiled.get(connection.dialect.name)
        if kept is None:
            compiled = self.statement.compile(dialect=connection.dialect)
            kept = self._compiled[connection.dialect.name] = (f"EXPLAIN (FORMAT JSON) {compiled.string}", compiled)
        plan = connection.exec_driver_sql(kept[0], kept[1].construct_params(values)).scalar()
        if len(self.queries) == 1:
            return [int(plan[0]["Plan"]["Plan Rows"]) if plan else 0]
        rows = _branch_rows(plan, len(self.queries))  # as `planned_rows_each`: else each on its own
        return rows if rows is not None else [PlannedRows(query)(session, values)[0] for query in self.queries]


def _explained(session: Session, statement: Any) -> Any:
    """The JSON plan of `statement` (EXPLAIN, not run)."""
    compiled = statement.compile(dialect=session.get_bind().dialect, compile_kwargs={"render_postcompile": True})
    return session.connection().exec_driver_sql(f"EXPLAIN (FORMAT JSON) {compiled.string}", compiled.params).scalar()


def capped_total(
    session: Session, counted: int, estimate_of: Select[Any] | Select[Any, Any], cap: int = COUNT_CAP
) -> tuple[int, bool]:
    """The total of a search whose matches were counted up to `cap` + 1 (`counted`), and whether it is an
    estimate: past the cap, the planner's estimate of `estimate_of` (never below what was counted)."""
    if counted <= cap:
        return counted, False
    return max(planned_rows(session, estimate_of), counted), True


def order_by(sort: str | None, sorts: Mapping[str, Sortable], default_sort: str) -> ColumnElement[Any]:
    key = sort or default_sort
    descending = key.startswith("-")
    column = sorts.get(key.lstrip("-"))
    if column is None:
        raise FieldErrors({"sort": f"Sort by one of: {', '.join(sorted(sorts))}"})
    return column.desc() if descending else column.asc()


class Paged:
    """A list's count and pages written once for one shape of its filters (the conditions it has; bind parameters
    carry their values), as the CRM lists' statements are (api/crm/service/listing.py): building a list's statements
    on each request, and SQLAlchemy working out each one's cache key, cost more CPU than PostgreSQL answering them.
    A page in each order is written at its first use, with `limit` and `offset` bind parameters."""

    def __init__(
        self,
        query: Select[Any] | Select[Any, Any],
        sorts: Mapping[str, Sortable],
        *,
        default_sort: str,
        tiebreak: Sortable | ColumnElement[Any],
        rows: bool = False,
    ) -> None:
        self.query: Any = query  # Select[Any] or Select[Any, Any]: one or several columns
        self.sorts = sorts
        self.default_sort = default_sort
        self.tiebreak = tiebreak
        self.rows = rows
        self.count = select(func.count()).select_from(query.order_by(None).subquery())
        self._pages: dict[str, Select[Any]] = {}

    def page(self, sort: str | None) -> Select[Any]:
        """The page in the order `sort` asks for (`order_by` refuses a sort it does not know: a 422)."""
        key = sort or self.default_sort
        key = f"-{key.lstrip('-')}" if key.startswith("-") else key  # "--name" sorts as "-name"
        statement = self._pages.get(key)
        if statement is None:
            ordering = order_by(key, self.sorts, self.default_sort)
            statement = self._pages[key] = self.query.order_by(ordering, self.tiebreak).limit(_LIMIT).offset(_OFFSET)
        return statement

    def __call__(self, session: Session, params: PageParams, values: Mapping[str, Any] | None = None) -> Page[Any]:
        """One page, its filters' `values` bound. With `rows`, the items are whole result rows (for queries selecting
        several entities or columns) rather than their first column."""
        page_statement = self.page(params.sort)  # refuses a bad sort (422) first
        total = session.scalar(self.count, dict(values or {})) or 0
        bound = {
            **(values or {}),
            "limit": params.items_per_page,
            "offset": (params.page - 1) * params.items_per_page,
        }
        result = session.execute(page_statement, bound)
        items = list(result.all()) if self.rows else list(result.scalars().all())
        return Page(items, total, params.page, params.items_per_page)


def autoescaped(term: str) -> str:
    """`term` escaped as `contains(term, autoescape=True)` escapes it, for a bind parameter of a statement written
    once as `contains(bindparam(...), escape="/")` (the same SQL)."""
    return term.replace("/", "//").replace("%", "/%").replace("_", "/_")


class FilteredList:
    """A list searched and filtered, its `Paged` written once for each shape of its search and filters (how many
    search words, which filters are given): `searched` is the condition a search word (the bind parameter it is
    given, escaped for `contains(..., escape="/")`) puts on a row, every word of `q` at once, or `q` whole as one
    word (`split=False`); `conditions` are the filters' conditions by name, each on a bind parameter of its name."""

    def __init__(
        self,
        query: Select[Any] | Select[Any, Any],
        sorts: Mapping[str, Sortable],
        *,
        searched: Callable[[Any], ColumnElement[bool]],
        conditions: Mapping[str, ColumnElement[bool]] | None = None,
        split: bool = True,
        default_sort: str,
        tiebreak: Sortable | ColumnElement[Any],
        rows: bool = False,
    ) -> None:
        self.query: Any = query
        self.sorts = sorts
        self.searched = searched
        self.conditions = dict(conditions or {})
        self.split = split
        self.default_sort = default_sort
        self.tiebreak = tiebreak
        self.rows = rows
        self._paged: dict[tuple[int, tuple[str, ...]], Paged] = {}

    def paged(self, words: int, names: tuple[str, ...]) -> Paged:
        """The list's count and pages for `words` search words and the filters `names`, written at their first use."""
        key = (words, names)
        paged = self._paged.get(key)
        if paged is None:
            if len(self._paged) >= MAX_SHAPES:
                self._paged.clear()
            searched = [self.searched(bindparam(f"word{n}", type_=String)) for n in range(words)]
            query = self.query.where(*searched, *(self.conditions[name] for name in names))
            paged = Paged(query, self.sorts, default_sort=self.default_sort, tiebreak=self.tiebreak, rows=self.rows)
            self._paged[key] = paged
        return paged

    def __call__(self, session: Session, params: PageParams, filters: Mapping[str, Any] | None = None) -> Page[Any]:
        """A page: `params.q` searched, and the `filters` given (None or an empty tuple: not given; a tuple is bound
        as a list)."""
        words = (params.q.lower().split() if self.split else [params.q.lower()]) if params.q else []
        values: dict[str, Any] = {f"word{n}": autoescaped(word) for n, word in enumerate(words)}
        given = {name: value for name, value in (filters or {}).items() if value is not None and value != ()}
        names = tuple(name for name in self.conditions if name in given)
        values.update({name: list(given[name]) if isinstance(given[name], tuple) else given[name] for name in names})
        return self.paged(len(words), names)(session, params, values)


def paginate(
    session: Session,
    query: Select[Any] | Select[Any, Any],
    params: PageParams,
    sorts: Mapping[str, Sortable],
    *,
    default_sort: str,
    tiebreak: Sortable | ColumnElement[Any],
    rows: bool = False,
) -> Page[Any]:
    """One page of `query` (its values bound in it), ordered by an allowed sort field with a stable tiebreak: `Paged`
    written for this request alone (a list asked for often keeps its `Paged` for each shape of its filters)."""
    return Paged(query, sorts, default_sort=default_sort, tiebreak=tiebreak, rows=rows)(session, params)
