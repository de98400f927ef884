"""The product list: words matched against the product's own text and its supplier's name, filters, sorts, and a
count that stops at COUNT_CAP so a broad search over a million products stays fast.

A search in the default order ranks by relevance: the product whose code is the search, those whose name starts
with it, then the other matches by name, among the first COUNT_CAP + 1 found when more match (the page is sorted
out of those, so a broad word costs the reading of about a thousand matches, never the sorting of every one: 100,000
products hold "engineering"). Browsing without words, and an explicit sort, answer the exact order of every match.

Each request picks its way (a prepared statement's one generic plan could not):
- The count reads the first COUNT_CAP + 1 matches and keeps their sort keys (in the default order, those whose
  name starts with a common first word that starts most of its names, a maker's, first: `Plan.named_first`). When
  that is all of them (a rare word, found through its trigram index), the page is sorted out of those, in the same
  statement.
- Otherwise the matches are common, and the page is read along the sort's index, checking each row (the name's
  index holds the search text, so the check needs no table read). It stops at the sort key of the page's last
  row among the counted matches: the page among all matches ends no later. When the statistics say that key
  lies so far along the order that finding every match through the indexes and sorting them costs less (matches
  that sit together far along it: a maker's name starts its products' names), that is done instead. A page past
  the counted matches is walked for a bounded number of rows, then sorted likewise.
A word in more than COMMON of the products (by the planner's statistics) is checked row by row rather than looked
up in the trigram index, whose cost grows with the rows it finds. Suppliers whose name holds a word are looked up
first, so the word is one condition the indexes can answer.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from sqlalchemy import (
    BigInteger,
    ColumnElement,
    Integer,
    Select,
    String,
    and_,
    bindparam,
    func,
    literal,
    not_,
    or_,
    select,
    union_all,
)
from sqlalchemy.orm import Session, aliased

from api.catalogue.models import Product
from api.catalogue.schemas import ProductQuery
from api.catalogue.service import products, search_stats
from api.catalogue.service.search_where import Terms, Where, after_prefix, conditions, filter_only, where, words
from api.core.pagination import Page, order_by
from api.core.planner import planner_setting
from api.crm import Kind, Organisation
from api.crm.service.search import TRIGRAM_LENGTH, escape_like, starts_a_word_in, unindexed

COUNT_CAP = 1_000
LEADING = 100  # the exact and prefix hits put first, at most
DEFAULT_SORT = "name"
COMMON = 0.02
WALK_ROWS, MIN_WALK, MAX_WALK, SORT_COST = 400, 10_000, 50_000, 5


def _sorts(p: Any) -> dict[str, Any]:
    return {
        "name": p.name_key,
        "code": p.code,
        "list_price": p.list_price,
        "cost_price": p.cost_price,
        "lead_time_days": p.lead_time_days,
        "updated_at": p.updated_at,
    }


SORTS = _sorts(Product)
NOT_NULL = ("name", "code", "list_price", "cost_price", "updated_at")
# Sorts with an index led by a filter column: a walk keeps to that filter's part of the index.
NARROWING = {"category": ("name", "list_price"), "supplier_id": ("name",)}


def suppliers_named(session: Session, terms: Sequence[str]) -> dict[str, list[int]]:
    """For each word of a trigram or more, the suppliers with a word of their name starting with it: one query,
    through the organisations' trigram index (their search text starts with the name) where the word is plain
    ASCII."""
    long_words = [w for w in terms if len(w) >= TRIGRAM_LENGTH]
    if not long_words:
        return {}
    patterns = {f"word_{n}": f"%{escape_like(w.lower())}%" for n, w in enumerate(long_words)}
    found = session.execute(_suppliers_statement(tuple(w.isascii() for w in long_words)), patterns).all()
    return {w: [org_id for org_id, lowered in found if starts_a_word_in(lowered, w)] for w in long_words}


@lru_cache(maxsize=64)
def _suppliers_statement(ascii_words: tuple[bool, ...]) -> Select[Any]:
    """`suppliers_named`'s statement for words `:word_0`, `:word_1`... (LIKE patterns), each plain ASCII or not:
    written once per shape (building it took more CPU than the query)."""
    name = func.lower(Organisation.name)
    each = []
    for n, ascii_word in enumerate(ascii_words):
        pattern = bindparam(f"word_{n}", type_=String)
        in_name = name.like(pattern, escape="\\")
        each.append(Organisation.search_text.like(pattern, escape="\\") & in_name if ascii_word else in_name)
    return select(Organisation.id, name).where(Organisation.kind == Kind.supplier.value, or_(*each))


def common_words(session: Session, terms: Sequence[str]) -> set[str]:
    """The words in more than COMMON of the products' search text (as the planner estimates it)."""
    return {w for w in terms if len(w) >= TRIGRAM_LENGTH and search_stats.share(session, w) > COMMON}


def filtered(query: ProductQuery) -> Select[Any, Any]:
    """Every match with its supplier's name, unordered (the export reads them all)."""
    statement: Select[Any, Any] = select(Product, Organisation.name).join(
        Organisation, Organisation.id == Product.supplier_id
    )
    return statement.where(*conditions(Product, query))


class Plan:
    """One request's page: the query, its sort and the words' terms."""

    def __init__(self, query: ProductQuery, terms: Terms):
        order_by(query.sort, SORTS, DEFAULT_SORT)  # refuses a bad sort (422) before any query
        key = query.sort or DEFAULT_SORT
        self.query, self.terms = query, terms
        self.sort, self.descending = key.lstrip("-"), key.startswith("-")
        self.offset, self.limit = (query.page - 1) * query.items_per_page, query.items_per_page

    def ordered(self, key: Any, tiebreak: Any) -> list[Any]:
        return [key.desc() if self.descending else key.asc(), tiebreak]

    def paged(self, statement: Select[Any]) -> Select[Any]:
        return statement.limit(self.limit).offset(self.offset)

    def first_matches(self, session: Session) -> tuple[int, list[tuple[int, Any]]]:
        """The capped count and the page sorted out of the matches the count found (their ids and sort keys): the
        page itself when they are all the matches."""
        found = Where(self.query, self.terms)
        named = self.named_first(session)
        statement, past_end = _first_matches(found.shape, self.sort, self.descending, named is not None, COUNT_CAP)
        values = {**found.values, "page_limit": self.limit, "page_offset": self.offset}
        if named is None:
            rows = session.execute(statement, values).all()
        else:  # the walk stops at COUNT_CAP + 1 matches, but is planned for the whole range it may cross: in
            # parallel, the workers' start cost more than the walk (8 to 25 ms for a 3 ms walk) and read ahead
            values["named_low"], values["named_high"] = named
            with planner_setting(session, "max_parallel_workers_per_gather", "0"):
                rows = session.execute(statement, values).all()
        if rows:
            return rows[0].total, [(r.id, r.sort_key) for r in rows]
        return session.scalar(past_end, values) or 0, []  # a page past the end

    def named_first(self, session: Session) -> tuple[str, str] | None:
        """In the default order of a search whose first word is common and starts most of the names holding it (a
        maker's name: "ibstock red"), the matches whose name starts with it are found first: they sit together along
        the name's index, which holds the search text, whereas the table holds them among every other product (a
        scan reads about 8 rows for each the walk reads). The range of name keys starting with it, None otherwise:
        a rare word's trigram lookup finds its matches, and a word that starts few of its names ("red": Redland)
        would have the walk cross them for nothing."""
        first = self.terms.words[0] if self.terms.words else ""
        if not self.relevance() or first not in self.terms.common:
            return None
        end = after_prefix(first)
        if search_stats.names_between(session, first, end) < search_stats.share(session, first) / 2:
            return None
        return first, end

    def count_besides(self, session: Session, lead: int) -> int:
        """The capped count of the matches besides the `lead` leading hits (a page of leading hits only): as
        `first_matches` counts them, but with the leading hits, themselves matches, counted and taken off rather
        than left out (left out, every row read was checked against each of their ids)."""
        terms = Terms(self.query.q, self.terms.named, self.terms.common)
        found = select(Product.id).where(*conditions(Product, self.query, terms)).limit(COUNT_CAP + 1 + lead)
        return max((session.scalar(select(func.count()).select_from(found.subquery("matches"))) or 0) - lead, 0)

    def walk_to(self, session: Session, last: Any) -> list[int]:
        """The page's ids read along the sort's index up to `last`, the sort key of the page's last row among some
        of the matches: the page's rows among all the matches come no later than that."""
        key = _sorts(Product)[self.sort]
        bound = key >= last if self.descending else key <= last
        statement = select(Product.id).where(*conditions(Product, self.query, self.terms), bound)
        return list(session.scalars(self.paged(statement.order_by(*self.ordered(key, Product.id)))))

    def within(self) -> dict[str, str]:
        """An equality filter that leads an index of this sort, so a walk stays within its part of the index."""
        if len(self.query.supplier_ids) == 1 and self.sort in NARROWING["supplier_id"]:
            return {"supplier_id": str(self.query.supplier_ids[0])}
        if len(self.query.categories) == 1 and self.sort in NARROWING["category"]:
            return {"category": self.query.categories[0].value}
        return {}

    def narrowing(self, p: Any) -> list[ColumnElement[bool]]:
        return [getattr(p, column) == (int(v) if column == "supplier_id" else v) for column, v in self.within().items()]

    def walk(self, session: Session, bound: int) -> list[int]:
        """The page's ids read along the sort's index, examining at most `bound` rows."""
        inner_key = _sorts(Product)[self.sort]
        first = select(Product, inner_key.label("sort_key")).where(*self.narrowing(Product))
        walked = first.order_by(*self.ordered(inner_key, Product.id)).limit(bound).subquery("walked")
        p = aliased(Product, walked)
        statement = select(p.id).where(*conditions(p, self.query, self.terms))
        return list(session.scalars(self.paged(statement.order_by(*self.ordered(walked.c.sort_key, p.id)))))

    def sorted_matches(self, session: Session) -> list[int]:
        """The page's ids out of every match, sorted: the indexes find the matches, the trigram one through the
        rarest word only (the others' rows are checked as they are read)."""
        long_words = [w for w in self.terms.words if len(w) >= TRIGRAM_LENGTH]
        rarest = min(long_words, key=lambda w: search_stats.share(session, w), default=None)
        terms = Terms(self.query.q, self.terms.named, {w for w in long_words if w != rarest}, self.terms.exclude)
        statement = select(Product.id).where(*conditions(Product, self.query, terms))
        key = unindexed(_sorts(Product)[self.sort])
        return list(session.scalars(self.paged(statement.order_by(*self.ordered(key, Product.id)))))

    def matches_estimate(self, session: Session) -> int:
        """About how many products match, from the words' shares of the search text (filters not counted)."""
        rows = search_stats.statistics(session).rows
        for word in self.terms.words:
            if len(word) >= TRIGRAM_LENGTH:
                rows = int(rows * search_stats.share(session, word))
        return max(rows, COUNT_CAP + 1)

    def relevance(self) -> bool:
        """The default order of a search: past the leading hits, by name among the first matches found (at most
        COUNT_CAP + 1), not among every match, whose sort would read them all ("engineering": 100,000)."""
        return bool(self.terms.words) and self.sort == DEFAULT_SORT and not self.descending

    def page_ids(self, session: Session) -> tuple[int, list[int]]:
        counted, found = self.first_matches(session)
        if counted <= COUNT_CAP or self.relevance():
            return counted, [i for i, _ in found]
        if len(found) == self.limit and found[-1][1] is not None and self.sort in NOT_NULL:
            # The page ends no later than `last`: walk up to it, unless it lies so far along that finding every
            # match and sorting them costs less (about SORT_COST walked rows a match).
            last = found[-1][1]
            ahead = search_stats.rows_before(session, self.sort, last, self.descending, self.within())
            if ahead is None or ahead <= max(MAX_WALK, SORT_COST * self.matches_estimate(session)):
                return counted, self.walk_to(session, last)
            return counted, self.sorted_matches(session)
        # a page past the matches the count found: a bounded walk, else every match sorted
        bound = min(max(MIN_WALK, WALK_ROWS * (self.offset + self.limit)), MAX_WALK)
        ids = self.walk(session, bound)
        if len(ids) < self.limit:  # the matches sit further along (or the list ends): find them all and sort
            ids = self.sorted_matches(session)
        return counted, ids


@lru_cache(maxsize=256)
def _first_matches(
    shape: tuple[Any, ...], sort: str, descending: bool, named: bool, cap: int
) -> tuple[Select[Any], Any]:
    """`Plan.first_matches`' statements for conditions of `shape`, written once: the page (`:page_limit`,
    `:page_offset`) with the count of the first `cap` + 1 matches, and that count alone for a page past the end.
    With `named`, the names from `:named_low` up to `:named_high` come first."""
    key = _sorts(Product)[sort]
    found = select(Product.id, key.label("sort_key")).where(*where(Product, shape))
    if not named:
        matches = found.limit(cap + 1).subquery("matches")
    else:  # the names starting with the first word, in name order, then the other matches, up to the cap
        in_range = [
            Product.name_key >= bindparam("named_low", type_=String),
            Product.name_key < bindparam("named_high", type_=String),
        ]
        first = found.where(*in_range).order_by(Product.name_key, Product.id).limit(cap + 1).cte("named")
        left = select(cap + 1 - func.count()).select_from(first).scalar_subquery()
        others = found.where(not_(and_(*in_range))).limit(left)
        matches = union_all(select(first.c.id, first.c.sort_key), others).subquery("matches")
    order = matches.c.sort_key.desc() if descending else matches.c.sort_key.asc()
    page = select(matches.c.id, matches.c.sort_key, func.count().over().label("total")).order_by(order, matches.c.id)
    page = page.limit(bindparam("page_limit", type_=Integer)).offset(bindparam("page_offset", type_=BigInteger))
    return page, select(func.count()).select_from(matches)


def leading(session: Session, query: ProductQuery, terms: Terms) -> list[int]:
    """The exact and prefix hits a search in the default order puts first: the products whose code is the search,
    then those whose name starts with it (in name order, so the name that is the search comes first, then those
    where it is a whole word: "red multi" before "redland"), at most LEADING. One statement: the code's index, and
    a walk of the name's index over the names starting with the search (a maker's name may start thousands)."""
    if not terms.words or (query.sort or DEFAULT_SORT) != DEFAULT_SORT:
        return []
    typed = " ".join(terms.words)
    found = Where(query, terms)
    values = {
        **found.values,
        "typed": typed,
        "typed_end": after_prefix(typed),
        "typed_start": f"{escape_like(typed.lower())}%",
    }
    return list(dict.fromkeys(session.scalars(_leading(found.shape, LEADING), values)))[:LEADING]


@lru_cache(maxsize=256)
def _leading(shape: tuple[Any, ...], most: int) -> Select[Any]:
    """`leading`'s statement for conditions of `shape`, written once: at most `most` hits each way; the search is
    `:typed`, the names starting with it lie from it up to `:typed_end` and are those LIKE `:typed_start`."""
    conditions = where(Product, shape)
    typed = bindparam("typed", type_=String)
    ordered = (Product.name_key, Product.id)
    by_code = (
        select(literal(0).label("rank"), Product.name_key, Product.id)
        .where(func.lower(Product.code) == typed, *conditions)
        .order_by(*ordered)
        .limit(most)
    )
    by_name = (
        select(literal(1).label("rank"), Product.name_key, Product.id)
        .where(
            Product.name_key >= typed,
            Product.name_key < bindparam("typed_end", type_=String),
            filter_only(Product.name_key.like(bindparam("typed_start", type_=String), escape="\\")),
            *conditions,
        )
        .order_by(*ordered)
        .limit(most)
    )
    hits = union_all(by_code, by_name).subquery("hits")
    return select(hits.c.id).order_by(hits.c.rank, hits.c.name_key, hits.c.id)


def search(session: Session, query: ProductQuery) -> tuple[Page[Any], bool]:
    """One page of matches and whether the total is exact (false: more than COUNT_CAP matched). In the default order
    a search's exact and prefix hits come first (`leading`), then the other matches by name (past COUNT_CAP, among
    the first found: `Plan.relevance`)."""
    terms = words(query.q)
    named, common = suppliers_named(session, terms), common_words(session, terms)
    lead = leading(session, query, Terms(query.q, named, common))
    plan = Plan(query, Terms(query.q, named, common, lead))
    first = lead[plan.offset : plan.offset + plan.limit]
    plan.offset, plan.limit = max(plan.offset - len(lead), 0), plan.limit - len(first)
    if plan.limit > 0:
        counted, ids = plan.page_ids(session)
    else:
        counted, ids = plan.count_besides(session, len(lead)), []
    ids = first + ids
    rows = products.by_ids(session, ids)
    items = [rows[i] for i in ids if i in rows]
    total = counted + len(lead)
    exact = total <= COUNT_CAP
    return Page(items, min(total, COUNT_CAP), query.page, query.items_per_page), exact
