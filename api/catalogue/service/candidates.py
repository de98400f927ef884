"""Candidate products for the lines of a name query, through the products' trigram index on `search_text`, in at
most three rounds, each one UNION ALL statement of a branch per line (up to BRANCHES_PER_STATEMENT branches; a round
of PARALLEL_MIN branches or more two such statements, read at the same time on connections of their own):

1. every word of the line in one product (`search_text LIKE '%word%'` for each), within the suppliers it names; from
   the same rows, for a line whose words match more products than a branch keeps, those with one of its sizes too;
2. for the lines that found nothing: each of the line's two most distinctive words alone, and every word without the
   named suppliers (in case a word was wrongly taken for a supplier);
3. for the words no candidate of such a line contains (misspelt: "Tradesmen", "Kasandra"): pg_trgm's word
   similarity, `word <% search_text`, whose index lookups and plan estimates cost more than LIKE's; the rows a
   LIKE shows cannot be similar enough are not compared (`_trigram_guard`).

A trigram lookup costs as much as the rows it finds, so only words in at most COMMON_SHARE of the products (by the
column's statistics, api.catalogue.service.search_stats) are looked up; common words filter what those found. Within
small suppliers their rows are read and filtered instead; a line of common words only reads BOUNDED_ROWS products.
A branch reads at most SCAN_LIMIT rows and keeps the BRANCH_LIMIT shortest (the products with the fewest words
besides the line's)."""

from __future__ import annotations

import itertools
import math
import time
from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import func, select, text
from sqlalchemy.orm import Session

from api.catalogue.models import Product
from api.catalogue.service import search_stats
from api.catalogue.service.branch_sql import canonical as _canonical
from api.catalogue.service.branch_sql import numbered as _numbered
from api.catalogue.service.branch_sql import trigram_guard as _trigram_guard
from api.catalogue.service.named_suppliers import Suppliers
from api.catalogue.service.scoring import Features, Query, features, weight
from api.core import parallel_reads, word_sample
from api.core.memo import memo
from api.core.word_sample import Sample
from api.crm import Organisation
from api.crm.service.search import escape_like

BRANCH_LIMIT = 40
SCAN_LIMIT = 200
BRANCHES_PER_STATEMENT = 150
PARALLEL_MIN = 8  # a round of this many branches or more is read as PARALLEL statements at once (`_chunks`)
PARALLEL = 2  # the machine's cores, as the server is sized (two)
SQL_WORDS = 6  # at most this many of a line's words in a branch
KEY_WORDS = 2  # the words of a line looked up alone (round 2) or by similarity (round 3)
WORD_SIMILARITY = 0.6  # pg_trgm.word_similarity_threshold for `<%`
SQL_MIN_LENGTH = 3  # shorter words have too few trigrams to look up
TYPO_MIN_LENGTH = 4  # shorter words are looked up exactly only
COMMON_SHARE = 0.05  # a word in more of the products than this is a filter, not an index lookup
INDEXED_WORDS = 4  # at most this many of a branch's words looked up in the index
BOUNDED_ROWS = 20_000  # the products a line of common words only reads
SUPPLIER_SCAN = 10_000  # a supplier with no more products is read and filtered rather than looked up by word
SIZES_SECONDS = 600  # a supplier's count of products (up to SUPPLIER_SCAN + 1) is kept this long
KEPT_SIZES = 10_000
# The costs `_cheapest` weighs, in µs (measured on 1,000,000 products): a word's trigram lookup per product holding
# it and trigram of the word; a row the lookup finds, read and checked against the line's other words.
GIN_COST = 0.03
HEAP_COST = 2.0

UNINDEXED = "(search_text || '')"  # the search text in a form the trigram index does not answer
# Each supplier's products, counted up to :cap (an index-only scan of the supplier's part of the index).
SUPPLIER_SIZES = text(
    "SELECT s.id, (SELECT count(*) FROM (SELECT 1 FROM products p WHERE p.supplier_id = s.id LIMIT :cap) AS c) "
    "FROM unnest(CAST(:ids AS integer[])) AS s(id)"
)
FEATURE_COLUMNS = (
    Product.id,
    Product.supplier_id,
    Product.code,
    Product.name,
    Product.manufacturer_ref,
    Product.colour,
    Product.texture,
    Product.category,
    Product.length_mm,
    Product.width_mm,
    Product.height_mm,
    Product.selling_unit,
    Product.status,
    Product.search_text,
)
PRODUCT_COLUMNS = ", ".join(f"p.{column.key}" for column in FEATURE_COLUMNS)
JOINED = "JOIN products p ON p.id = c.id"  # a round's ids, with the columns their features need


@dataclass
class Plan:
    """A line's query and the words its candidates are looked up by (longest distinctive first)."""

    index: int
    query: Query
    words: list[str]
    sizes: list[str]  # the sizes and bare numbers the line gives, as a product's name would write them
    within: frozenset[int]  # the named suppliers, else the request's supplier filter
    only: frozenset[int]  # the request's supplier filter
    lookup: Lookup = field(default_factory=lambda: Lookup())


@dataclass
class Lookup:
    """What the request knows of the catalogue to choose its index lookups."""

    shares: Mapping[str, float] = field(default_factory=dict)  # word → share of the products holding it (estimate)
    small: frozenset[int] = frozenset()  # suppliers with at most SUPPLIER_SCAN products
    sample: Sample | None = None  # to tell how many products hold a few words together


def _survey(session: Session, plans: list[Plan]) -> Lookup:
    """How common the lines' words are, and which of their suppliers are small."""
    words = {w for plan in plans for w in plan.words}
    suppliers = sorted({s for plan in plans for s in plan.within})
    return Lookup(
        {w: search_stats.share(session, w) for w in words}, _small(session, suppliers), word_sample.sample(session)
    )


_sizes: dict[int, tuple[int, float]] = {}  # supplier → its products counted up to the cap, and until when kept


def _small(session: Session, suppliers: Sequence[int]) -> frozenset[int]:
    """Those of `suppliers` with at most SUPPLIER_SCAN products, each counted once in SIZES_SECONDS (a supplier's
    products come and go by price lists, not by the minute; a count out of date only chooses the other way of
    reading the supplier's rows, which the supplier's count was read for: 3 to 9 ms a paste at a million products)."""
    now = time.monotonic()
    if len(_sizes) >= KEPT_SIZES:
        _sizes.clear()
    unknown = [s for s in suppliers if _sizes.get(s, (0, 0.0))[1] <= now]
    if unknown:
        counted = session.execute(SUPPLIER_SIZES, {"ids": unknown, "cap": SUPPLIER_SCAN + 1})
        _sizes.update((sid, (size, now + SIZES_SECONDS)) for sid, size in counted)
    return frozenset(s for s in suppliers if _sizes[s][0] <= SUPPLIER_SCAN)


def plan(index: int, query: Query, supplier_words_: frozenset[str], only: Sequence[int]) -> Plan:
    """The lookup of line `index`: its words but those that named a supplier (not in the products' text) and its
    sizes (which a name may not carry), most distinctive first."""
    wanted = [
        w for w in query.line.words if w not in supplier_words_ and w not in query.numbers and len(w) >= SQL_MIN_LENGTH
    ]
    ranked = sorted(wanted, key=lambda w: (-weight(w), -len(w)))
    sizes = [str(int(d)) for d in query.line.dims if d.is_integer() and d >= 20] + list(query.numbers)
    return Plan(
        index, query, ranked, list(dict.fromkeys(sizes)), query.supplier_ids or frozenset(only), frozenset(only)
    )


Branch = tuple[str, dict[str, Any]]  # one `(SELECT line, id … LIMIT n)` of a UNION ALL, and its parameters
_names = itertools.count()


def _like(word: str, params: dict[str, Any], indexed: bool, key: str = "") -> str:
    """`search_text LIKE '%word%'`. Not `indexed`, it reads `search_text || ''`, out of the trigram index's reach (as
    api.crm.service.search does): it filters what the other conditions found. A trigram index lookup costs as much as
    the rows it finds, so a common word (red, brick) or one shorter than a trigram is a filter. `key`: a part of the
    word the index looks up instead (`_key`), the word itself then a filter."""
    if indexed and key and key != word:
        return f"{_like(key, params, True)} AND {_like(word, params, False)}"
    name = f"w{next(_names)}"
    params[name] = f"%{escape_like(word.lower())}%"
    column = "search_text" if indexed and len(word) >= SQL_MIN_LENGTH else UNINDEXED
    return f"{column} LIKE :{name} ESCAPE '\\'"


def _key(word: str, sample: Sample | None) -> str:
    """What the trigram index looks `word` up by (`Sample.key`): the word itself with no sample to tell."""
    return sample.key(word) if sample is not None else word


def _indexed(like: Sequence[str], lookup: Lookup) -> set[str]:
    """The words the trigram index looks up: of the INDEXED_WORDS rarest of those not common, the cheapest to look up
    (`_cheapest`). A lookup costs as much as the rows it finds: a common word (red, smooth, brick) is a filter. How
    common, by the sample where there is one: ANALYZE's hundred texts tell a word in 2% of the products ("heather")
    from one in 8% no better than its ten thousand rows do, and a word wrongly held common leaves the lookup to the
    others (LBC's 8,000 products read for a Heather facing brick)."""
    sample = lookup.sample
    shares = {w: sample.share(w) for w in like} if sample is not None else lookup.shares
    long_words = sorted((w for w in like if len(w) >= SQL_MIN_LENGTH), key=lambda w: (shares.get(w, 0.0), -len(w)))
    eligible = [w for w in long_words if shares.get(w, 0.0) <= COMMON_SHARE][:INDEXED_WORDS]
    # A word pg_trgm reads as parts ("20/20", "7.3n") has its parts' trigrams, which the sample cannot weigh.
    if lookup.sample is None or len(eligible) < 2 or not all(w.isalnum() for w in eligible):
        return set(eligible)
    return set(_cheapest(eligible, like, lookup.sample))


def _cheapest(eligible: Sequence[str], like: Sequence[str], sample: Sample) -> tuple[str, ...]:
    """Of `eligible`, the words whose lookup costs least, by the sample: each word looked up costs its trigrams'
    posting lists (about as long as the products holding it: GIN_COST each, per trigram); then the rows the words
    looked up find are read and checked against the line's other words (HEAP_COST each) until SCAN_LIMIT pass. So a
    range whose words come together ("Thermalite Shield") looks up its rarest word alone, and a line whose words
    seldom do ("LBC Heather facing") two of them."""
    wanted = sample.rows(eligible, also=[w for w in like if w not in eligible])

    def cost(chosen: tuple[str, ...]) -> float:
        found = sample.rows(chosen)
        keys = [_key(w, sample) for w in chosen]
        index = sum(GIN_COST * sample.rows([k]) * max(1, len(k) - 2) for k in keys)
        return index + HEAP_COST * min(found, SCAN_LIMIT * found / wanted)

    subsets = (c for size in range(1, len(eligible) + 1) for c in itertools.combinations(eligible, size))
    return min(subsets, key=cost)


def _branch(
    index: int,
    suppliers: Iterable[int],
    like: Sequence[str] = (),
    resembles: Sequence[str] = (),
    sized: Sequence[str] = (),
    lookup: Lookup | None = None,
    word_similarity: float = WORD_SIMILARITY,
) -> Branch:
    """Written as SQL text: a statement of a few hundred branches costs far less to build and compile so. Within
    small suppliers, their rows are read and filtered: cheaper than any trigram lookup. `sized`: the line's sizes;
    the BRANCH_LIMIT shortest rows holding one of them are kept too, from the same rows read."""
    lookup = lookup or Lookup()
    where: list[str] = []
    params: dict[str, Any] = {}
    if ids := sorted({int(s) for s in suppliers}):
        where.append(f"supplier_id IN ({', '.join(map(str, ids))})")
    small = bool(ids) and set(ids) <= lookup.small
    indexed = set() if small else _indexed(like, lookup)
    keys = {word: _key(word, lookup.sample) for word in indexed}
    where += [_like(word, params, word in indexed, keys.get(word, "")) for word in like]
    column = UNINDEXED if small else "search_text"
    for word in resembles:
        name = f"w{next(_names)}"
        params[name] = word
        guard = _trigram_guard(word, word_similarity) if small else []
        if not guard:
            where.append(f":{name} <% {column}")
            continue
        parts = {f"w{next(_names)}": part for part in guard}
        params.update(parts)
        # CASE: the guard first (the planner would order the similarity, which it thinks no dearer, before it)
        held = " OR ".join(f"strpos(search_text, :{part}) > 0" for part in parts)
        where.append(f"CASE WHEN {held} THEN :{name} <% {column} END")
    clause = f" WHERE {' AND '.join(where)}" if where else ""
    # Only common words and nothing narrowing: the products they all name are many, or none; either way the first
    # BOUNDED_ROWS products are read, no more (a vague line gets a vague answer, at a bounded cost).
    bounded = like and not indexed and not ids and not resembles
    source = f"(SELECT id, search_text FROM products LIMIT {BOUNDED_ROWS}) AS p" if bounded else "products"
    if not sized:
        scan = f"SELECT id, search_text FROM {source}{clause} LIMIT {SCAN_LIMIT}"
        return (
            f"(SELECT {int(index)} AS line, id FROM ({scan}) AS s "
            f"ORDER BY length(search_text), id LIMIT {BRANCH_LIMIT})",
            params,
        )
    # A broad line's words match more products than a branch keeps ("CG90/100 2100" among a thousand CG90/100
    # lintels): the shortest of those giving one of its sizes are kept beside the shortest of all, from the one scan.
    has_size = f"({' OR '.join(_like(size, params, False) for size in sized)})"
    scan = f"SELECT id, search_text, {has_size} AS sized FROM {source}{clause} LIMIT {SCAN_LIMIT}"
    order = "ORDER BY length(search_text), id"
    ranked = (
        f"SELECT id, sized, row_number() OVER ({order}) AS n, row_number() OVER (PARTITION BY sized {order}) AS m "
        f"FROM ({scan}) AS s"
    )
    return (
        f"(SELECT {int(index)} AS line, id FROM ({ranked}) AS r "
        f"WHERE n <= {BRANCH_LIMIT} OR (sized AND m <= {BRANCH_LIMIT}) LIMIT {2 * BRANCH_LIMIT})",
        params,
    )


def _first(plan: Plan) -> list[Branch]:
    """Every word together, within the named suppliers, with the shortest rows giving one of the line's sizes kept
    too; naming nothing else, the named suppliers' products."""
    if not plan.words:
        return [_branch(plan.index, plan.within, lookup=plan.lookup)] if plan.query.supplier_ids else []
    return [_branch(plan.index, plan.within, like=plan.words[:SQL_WORDS], sized=plan.sizes, lookup=plan.lookup)]


def _second(plan: Plan) -> list[Branch]:
    """Each key word alone within the named suppliers, and every word at any supplier."""
    branches = [_branch(plan.index, plan.within, like=[w], lookup=plan.lookup) for w in plan.words[:KEY_WORDS]]
    if plan.query.supplier_ids and len(plan.words) > 1:
        branches.append(_branch(plan.index, plan.only, like=plan.words[:SQL_WORDS], lookup=plan.lookup))
    return branches


def _unfound(plan: Plan, ids: Iterable[int], offers: dict[int, Features]) -> list[str]:
    """The line's words no candidate contains: misspelt, most likely."""
    texts = [offers[i].product.search_text for i in ids if i in offers]
    common = {w for w in plan.words if plan.lookup.shares.get(w, 0.0) > COMMON_SHARE}  # found often: not misspelt
    return [
        w for w in plan.words if len(w) >= TYPO_MIN_LENGTH and w not in common and not any(w in text for text in texts)
    ]


def _run(
    session: Session, branches: list[Branch], found: dict[int, set[int]], rows: dict[int, Any], setting: object = None
) -> None:
    """The branches' products (into `rows` by id, with the columns their features need), a statement asked again in
    the same request (the same words looked up: the assistant reads a question's products, then may match its words
    again) read once; `setting`: what else its rows depend on (the word similarity threshold). The products' columns
    come with the ids found, joined by primary key (a second statement of the ids read them before: a round trip
    and a statement of several hundred parameters to write and plan). A round of PARALLEL_MIN branches or more is
    sent as PARALLEL statements, read at the same time on connections of their own (api.core.parallel_reads): each
    branch is a lookup of its own, so the round waits for the slower half rather than the whole."""
    kept = memo(session)
    keys: list[tuple[Any, ...]] = []
    wanted: dict[tuple[Any, ...], tuple[str, dict[str, Any]]] = {}
    for chunk in _chunks(branches):
        params = {name: value for _, values in chunk for name, value in values.items()}
        sql, params = _numbered(" UNION ALL ".join(sql for sql, _ in chunk), params)
        keys.append(key := ("candidates", setting, *_canonical(sql, params)))
        if key not in kept:
            wanted[key] = (f"SELECT c.line, {PRODUCT_COLUMNS} FROM ({sql}) AS c {JOINED}", params)
    read = parallel_reads.read_all(session, [(text(sql), params) for sql, params in wanted.values()])
    kept.update(zip(wanted, read, strict=True))
    for key in keys:
        for row in kept[key]:
            found[row.line].add(row.id)
            rows.setdefault(row.id, row)


def _chunks(branches: list[Branch]) -> list[list[Branch]]:
    """The branches as statements: at most BRANCHES_PER_STATEMENT each, and at least PARALLEL of a round of
    PARALLEL_MIN or more, alternately (a paste's costly lines are not all at one end)."""
    count = math.ceil(len(branches) / BRANCHES_PER_STATEMENT)
    if len(branches) >= PARALLEL_MIN:
        count = max(count, PARALLEL)
    return [branches[start::count] for start in range(count)]


def _features(session: Session, rows: Mapping[int, Any], suppliers: Suppliers, into: dict[int, Features]) -> None:
    """The features of the products read (`rows` by id), those built before in the same request not built again."""
    kept: dict[int, Features] = memo(session).setdefault("candidates.features", {})
    wanted = [i for i in rows if i not in into]
    into.update((i, kept[i]) for i in wanted if i in kept)
    fresh = [rows[i] for i in wanted if i not in kept]
    if not fresh:
        return
    names = {sid: s.name for sid, s in suppliers.by_id.items()}
    missing = {row.supplier_id for row in fresh} - names.keys()
    if missing:
        names.update(session.execute(select(Organisation.id, Organisation.name).where(Organisation.id.in_(missing))))
    built = {row.id: features(row, names[row.supplier_id]) for row in fresh}
    kept.update(built)
    into.update(built)


def find(
    session: Session, plans: list[Plan], suppliers: Suppliers, word_similarity: float = WORD_SIMILARITY
) -> tuple[dict[int, set[int]], dict[int, Features]]:
    """Each line's candidate products (by line index) and their features: the three rounds of the module's doc.
    `word_similarity`: the third round's threshold (the assistant reads a lone misspelt name more loosely)."""
    known = _survey(session, plans)
    for each in plans:
        each.lookup = known
    found: dict[int, set[int]] = defaultdict(set)
    rows: dict[int, Any] = {}
    offers: dict[int, Features] = {}
    _run(session, [b for plan in plans for b in _first(plan)], found, rows)
    missed = [plan for plan in plans if plan.words and not found[plan.index]]
    if missed:
        _run(session, [b for plan in missed for b in _second(plan)], found, rows)
    _features(session, rows, suppliers, offers)
    fuzzy = [
        _branch(plan.index, plan.within, resembles=[word], lookup=plan.lookup, word_similarity=word_similarity)
        for plan in missed
        for word in _unfound(plan, found[plan.index], offers)[:KEY_WORDS]
    ]
    if fuzzy:
        session.execute(select(func.set_config("pg_trgm.word_similarity_threshold", str(word_similarity), True)))
        _run(session, fuzzy, found, rows, ("word_similarity", word_similarity))
        _features(session, rows, suppliers, offers)
    return found, offers
