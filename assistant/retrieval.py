"""Hybrid retrieval over the documents: nearest embeddings (cosine, HNSW) and full-text matches, merged by
reciprocal rank fusion, minus the demotions feedback asked for."""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import ColumnElement, and_, func, literal, not_, select, text
from sqlalchemy.orm import Session

from ingest.models import Document

# Candidates taken from each list before fusion.
CANDIDATES = 50
# The most full-text matches ranked per question (see _ranked).
POOL = 1000
# The planner's estimate of the documents holding a word (see _rare).
ESTIMATE = text("EXPLAIN (FORMAT JSON) SELECT 1 FROM documents WHERE search @@ to_tsquery('english', :query)")
ESTIMATE_OF_KINDS = text(
    "EXPLAIN (FORMAT JSON) SELECT 1 FROM documents WHERE search @@ to_tsquery('english', :query) AND kind = ANY(:kinds)"
)
# The RRF constant of Cormack et al. (2009): a document's score is the sum of 1 / (RRF_K + rank) over the lists
# it is in, so first place in one list is worth 1/61 ≈ 0.0164 and first in both 2/61. Demotions are subtracted
# from that score: a demotion of FIRST_PLACE moves a top hit about as far down as losing one list's first place.
RRF_K = 60
FIRST_PLACE = 1 / (RRF_K + 1)
# The HNSW candidate list searched per query; must be at least CANDIDATES.
EF_SEARCH = 2 * CANDIDATES
# Iterative index scans (pgvector 0.8.0): a filtered search keeps scanning until it has enough matching rows.
ITERATIVE_SCAN_SINCE = (0, 8, 0)
_ITERATIVE: dict[str, bool] = {}  # database URL → whether its pgvector has them
SNIPPET_CHARS = 200

WORD = re.compile(r"[a-z0-9]+(?:[.'][a-z0-9]+)*")
# Grammar words, left out of the partial-match query and of snippets (PostgreSQL drops its own english stop
# words from the query as well).
# fmt: off
STOP_WORDS = frozenset({
    "a", "about", "all", "an", "and", "any", "are", "as", "at", "be", "by", "can", "do", "does", "for", "from", "have",
    "how", "i", "in", "is", "it", "me", "of", "on", "or", "our", "that", "the", "their", "there", "this", "to", "us",
    "we", "what", "when", "where", "which", "who", "why", "with", "you", "your",
})
# fmt: on
# Words that say what kind of answer is wanted rather than what it is about: nearly every product has a price,
# so they would only dilute the partial matches.
CUE_WORDS = frozenset({"cost", "find", "give", "list", "many", "much", "price", "show", "tell"})


@dataclass(frozen=True)
class Hit:
    kind: str
    record_id: int
    title: str
    link: str
    content: str
    # The fused score: sum of 1 / (RRF_K + rank) over both lists, less any demotion.
    score: float
    vector_rank: int | None  # 1-based place among the nearest embeddings, None when not a candidate there
    text_rank: int | None  # 1-based place among the full-text matches, None when it did not match
    # Cosine similarity to the question (1 = same direction), 0.0 when it was not a vector candidate: how close
    # the nearest documents really are, which ranks alone do not say.
    similarity: float = 0.0


def retrieve(
    session: Session,
    question: str,
    vector: list[float],
    *,
    kinds: Sequence[str] = (),
    limit: int = 10,
    demoted: Mapping[tuple[str, int], float] | None = None,
) -> list[Hit]:
    """The `limit` best documents for the question (of these kinds, when given), best first."""
    demoted = demoted or {}
    nearest = _nearest(session, vector, kinds)
    matches = _matches(session, question, kinds)
    scores: dict[int, float] = {}
    keys: dict[int, tuple[str, int]] = {}
    vector_ranks: dict[int, int] = {}
    text_ranks: dict[int, int] = {}
    candidates = ([(doc_id, kind, record_id) for doc_id, kind, record_id, _ in nearest], matches)
    for ranks, found in zip((vector_ranks, text_ranks), candidates, strict=True):
        for rank, (doc_id, kind, record_id) in enumerate(found, start=1):
            ranks[doc_id] = rank
            keys[doc_id] = (kind, record_id)
            scores[doc_id] = scores.get(doc_id, 0.0) + 1 / (RRF_K + rank)
    for doc_id, key in keys.items():
        scores[doc_id] -= demoted.get(key, 0.0)
    # Ties (same fused score) go to the closer embedding, then the better text match, then the older document.
    order = sorted(scores, key=lambda d: (-scores[d], vector_ranks.get(d, 1 << 30), text_ranks.get(d, 1 << 30), d))
    best = order[: max(limit, 0)]
    if not best:
        return []
    similarity = {doc_id: 1 - distance for doc_id, _, _, distance in nearest}
    rows = {
        row.id: row
        for row in session.execute(
            select(
                Document.id, Document.kind, Document.record_id, Document.title, Document.link, Document.content
            ).where(Document.id.in_(best))
        )
    }
    return [
        Hit(
            kind=rows[d].kind,
            record_id=rows[d].record_id,
            title=rows[d].title,
            link=rows[d].link,
            content=rows[d].content,
            score=scores[d],
            vector_rank=vector_ranks.get(d),
            text_rank=text_ranks.get(d),
            similarity=similarity.get(d, 0.0),
        )
        for d in best
        if d in rows
    ]


def _of_kinds(kinds: Sequence[str]) -> list[ColumnElement[bool]]:
    return [Document.kind.in_(list(kinds))] if kinds else []


def _nearest(session: Session, vector: list[float], kinds: Sequence[str]) -> list[tuple[int, str, int, float]]:
    """The CANDIDATES nearest documents by cosine distance: (id, kind, record id, distance), nearest first."""
    distance: ColumnElement[float] = Document.embedding.cosine_distance(vector)
    session.execute(text("SELECT set_config('hnsw.ef_search', :v, true)"), {"v": str(EF_SEARCH)})
    if kinds and iterative_scans(session):
        # An HNSW scan returns ef_search rows before the filter; without iterating, a kind with few documents
        # would come back with fewer than it has. relaxed_order may return rows slightly out of distance order,
        # so they are sorted again below.
        session.execute(text("SELECT set_config('hnsw.iterative_scan', 'relaxed_order', true)"))
    elif kinds:
        # Older pgvector: an expression the index cannot serve makes the planner search exactly (filter, then
        # sort), so the filter costs speed instead of recall.
        distance = distance + literal(0.0)
    rows = session.execute(
        select(Document.id, Document.kind, Document.record_id, distance.label("distance"))
        .where(*_of_kinds(kinds))
        .order_by(distance)
        .limit(CANDIDATES)
    )
    found = [(row.id, row.kind, row.record_id, float(row.distance)) for row in rows]
    return sorted(found, key=lambda r: (r[3], r[0]))


def iterative_scans(session: Session) -> bool:
    """Whether this server's pgvector has iterative index scans (known per server, asked once)."""
    url = str(session.connection().engine.url)
    if url not in _ITERATIVE:
        version = session.scalar(text("SELECT extversion FROM pg_extension WHERE extname = 'vector'")) or "0"
        parts = tuple(int(p) for p in re.findall(r"\d+", version)[:3])
        _ITERATIVE[url] = parts >= ITERATIVE_SCAN_SINCE
    return _ITERATIVE[url]


def words(question: str, *, cues: bool = True) -> list[str]:
    """The question's significant words, lower case, in order, without repeats (without cue words unless
    `cues`)."""
    seen: dict[str, None] = {}
    for word in WORD.findall(question.lower()):
        if word in STOP_WORDS or (not cues and word in CUE_WORDS):
            continue
        if len(word) > 1 or word.isdigit():
            seen.setdefault(word, None)
    return list(seen)


def _matches(session: Session, question: str, kinds: Sequence[str]) -> list[tuple[int, str, int]]:
    """Full-text matches, best first: documents with every word of the question (websearch syntax: quotes,
    or, -word) ahead of those with only some of its significant words, each group by cover density."""
    significant = words(question, cues=False)
    if not significant:
        return []
    every = func.websearch_to_tsquery("english", question)
    complete = _ranked(session, _match(every), every, kinds, CANDIDATES)
    if len(complete) == CANDIDATES:
        return complete
    rare = _rare(session, significant, kinds)
    if not rare:
        return complete
    partial = _ranked(
        session, and_(_match(_any(rare)), not_(_match(every))), _any(significant), kinds, CANDIDATES - len(complete)
    )
    return complete + partial


def _any(words: Sequence[str]) -> ColumnElement[Any]:
    """A tsquery matching any of the words."""
    return func.to_tsquery("english", " | ".join(_quoted(w) for w in words))


def _quoted(word: str) -> str:
    """A word (of [a-z0-9.'] only) quoted for to_tsquery, which then reads no operators into it."""
    return "'" + word.replace("'", "''") + "'"


def _match(query: ColumnElement[Any]) -> ColumnElement[bool]:
    return Document.search.op("@@")(query)


def _ranked(
    session: Session, condition: ColumnElement[bool], query: ColumnElement[Any], kinds: Sequence[str], limit: int
) -> list[tuple[int, str, int]]:
    """The documents meeting the condition, best first by cover density against the query. At most POOL of them
    are ranked: words common to most of a large index would otherwise rank it all on every question, and such
    words say little that the nearest embeddings have not said."""
    pool = (
        select(Document.id, Document.kind, Document.record_id, Document.search)
        .where(*_of_kinds(kinds), condition)
        .limit(POOL)
        .subquery()
    )
    rank = func.ts_rank_cd(pool.c.search, query)
    rows = session.execute(
        select(pool.c.id, pool.c.kind, pool.c.record_id).order_by(rank.desc(), pool.c.id).limit(limit)
    )
    return [(row.id, row.kind, row.record_id) for row in rows]


def _rare(session: Session, significant: Sequence[str], kinds: Sequence[str]) -> list[str]:
    """The words in at most POOL documents: the partial matches go by these, so a question's one distinctive word (a
    name, a code) finds its documents whatever else the question says. The planner's estimate (from the column's
    statistics, no rows read) rules out the common words; the others are counted, no further than POOL."""
    likely = [word for word in significant if _estimate(session, word, kinds) <= POOL]
    if not likely:
        return []
    counts = [
        select(func.count())
        .select_from(select(Document.id).where(*_of_kinds(kinds), _match(_any([word]))).limit(POOL + 1).subquery())
        .scalar_subquery()
        for word in likely
    ]
    found = session.execute(select(*counts)).one()
    return [word for word, count in zip(likely, found, strict=True) if count <= POOL]


def _estimate(session: Session, word: str, kinds: Sequence[str]) -> float:
    """How many documents (of these kinds) the planner expects to hold the word."""
    if kinds:
        plan = session.scalar(ESTIMATE_OF_KINDS, {"query": _quoted(word), "kinds": list(kinds)})
    else:
        plan = session.scalar(ESTIMATE, {"query": _quoted(word)})
    if isinstance(plan, str):
        plan = json.loads(plan)
    return float(plan[0]["Plan"]["Plan Rows"])


def snippet(content: str, question: str) -> str:
    """The lines of a document that share words with the question (its title left out), at most
    SNIPPET_CHARS long; the first lines after the title when none do."""
    lines = [line.strip() for line in content.splitlines()[1:] if line.strip()]
    wanted = {_stem(w) for w in words(question)}
    chosen = [_around(line, wanted) for line in lines if wanted & {_stem(w) for w in WORD.findall(line.lower())}]
    return _cut(" · ".join(chosen or lines))


def _stem(word: str) -> str:
    """Plural and tense endings off, so "bricks" meets "brick" and "quoted" meets "quotes"."""
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    for ending in ("s", "ed", "ing"):
        if word.endswith(ending) and not word.endswith("ss") and len(word) - len(ending) >= 3:
            word = word[: -len(ending)]
            break
    return word[:-1] if word.endswith("e") and len(word) > 3 else word


def _around(line: str, wanted: set[str]) -> str:
    """A long line cut to the stretch starting a little before its first wanted word."""
    if len(line) <= SNIPPET_CHARS:
        return line
    lower = line.lower()
    starts = [m.start() for m in WORD.finditer(lower) if _stem(m.group()) in wanted]
    start = max(0, starts[0] - 40) if starts else 0
    if start:
        space = line.find(" ", start)
        start = space + 1 if 0 <= space < starts[0] else start
    return ("…" if start else "") + line[start:]


def _cut(value: str) -> str:
    if len(value) <= SNIPPET_CHARS:
        return value
    return value[: SNIPPET_CHARS - 1].rsplit(" ", 1)[0] + "…"
