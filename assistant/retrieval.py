"""Hybrid retrieval over the documents: nearest embeddings (cosine, HNSW) and full-text matches, merged by
reciprocal rank fusion, minus the demotions feedback asked for."""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from sqlalchemy import select, text
from sqlalchemy.orm import Session

from assistant.pipeline import Statement, pipelined
from ingest.models import Document

# Candidates taken from each list before fusion.
CANDIDATES = 50
# The most full-text matches ranked per question (see _ranked).
POOL = 1000
# The planner's estimate of the documents holding a word (see _rare).
ESTIMATE = "EXPLAIN (FORMAT JSON) SELECT 1 FROM documents WHERE search @@ to_tsquery('english', %(query)s)"
ESTIMATE_OF_KINDS = f"{ESTIMATE} AND kind = ANY(%(kinds)s)"
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
LAST = 1 << 30  # the place of a document not in a list, when ties are ordered

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
) -> list[Hit]:
    """The `limit` best documents for the question (of these kinds, when given), best first, before any demotion
    (`ranked` takes demotions off: assistant.demotions.apply)."""
    nearest, matches = _lists(session, question, vector, kinds)
    scores: dict[int, float] = {}
    keys: dict[int, tuple[str, int]] = {}
    vector_ranks: dict[int, int] = {}
    text_ranks: dict[int, int] = {}
    candidates = ([(doc_id, kind, record_id, 0.0) for doc_id, kind, record_id, _ in nearest], matches)
    for ranks, found, tied in zip((vector_ranks, text_ranks), candidates, (False, True), strict=True):
        for (doc_id, kind, record_id, _), rank in zip(found, _places(found) if tied else _count(found), strict=True):
            ranks[doc_id] = rank
            keys[doc_id] = (kind, record_id)
            scores[doc_id] = scores.get(doc_id, 0.0) + 1 / (RRF_K + rank)
    # Ties (same fused score) go to the closer embedding, then the better text match, then the older document.
    order = sorted(scores, key=lambda d: (-scores[d], vector_ranks.get(d, LAST), text_ranks.get(d, LAST), d))
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


def ranked(hits: Sequence[Hit], demoted: Mapping[tuple[str, int], float], limit: int) -> list[Hit]:
    """The `limit` best of hits retrieved without demotions once these are taken off, ordered as `retrieve` orders
    them (equal scores in the order retrieved, which is the older document first)."""
    scored = [replace(h, score=h.score - demoted.get((h.kind, h.record_id), 0.0)) for h in hits]
    order = sorted(
        range(len(scored)),
        key=lambda i: (-scored[i].score, scored[i].vector_rank or LAST, scored[i].text_rank or LAST, i),
    )
    return [scored[i] for i in order[: max(limit, 0)]]


def _count(found: Sequence[Any]) -> list[int]:
    return list(range(1, len(found) + 1))


def _places(found: Sequence[tuple[int, str, int, float]]) -> list[int]:
    """The places of a ranked list whose last field is its score, documents of equal score sharing the middle of their
    places: a word every quote holds once ranks them all alike, and the order they were written in (their ids, which
    follow the order a query returned their records in) must not decide which of them is fused higher."""
    places: list[int] = []
    start = 0
    while start < len(found):
        end = start
        while end + 1 < len(found) and found[end + 1][3] == found[start][3]:
            end += 1
        places += [(start + end) // 2 + 1] * (end - start + 1)
        start = end + 1
    return places


def _lists(
    session: Session, question: str, vector: list[float], kinds: Sequence[str]
) -> tuple[list[tuple[int, str, int, float]], list[tuple[int, str, int, float]]]:
    """The nearest embeddings (id, kind, record id, distance) and the full-text matches (id, kind, record id, a score
    equal only for documents ranked alike), best first, in at most three waits on the server: the nearest, the
    documents with every word and the planner's estimate for each word, together; then, when fewer than CANDIDATES
    have every word, the rare words' counts; then the partial matches (see _matches)."""
    iterative = bool(kinds) and iterative_scans(session)
    significant = words(question, cues=False)
    every = ("websearch_to_tsquery('english', %(question)s)", {"question": question})
    settings = _settings(iterative)
    statements = [*settings, _nearest(vector, kinds, iterative)]
    if significant:
        statements += [_ranked(every, every, kinds, CANDIDATES), *(_estimate(w, kinds) for w in significant)]
    results = pipelined(session, statements)[len(settings) :]
    nearest = sorted(((int(i), str(k), int(r), float(d)) for i, k, r, d in results[0]), key=lambda r: (r[3], r[0]))
    if not significant:
        return nearest, []
    return nearest, _matches(session, significant, every, kinds, results[1], [rows[0][0] for rows in results[2:]])


def _settings(iterative: bool) -> list[Statement]:
    """The HNSW candidate list, and iterative scans for a filtered search where the server has them: an HNSW scan
    returns ef_search rows before the filter, so without iterating a kind with few documents would come back with
    fewer than it has."""
    settings = [("SELECT set_config('hnsw.ef_search', %(v)s, true)", {"v": str(EF_SEARCH)})]
    if iterative:
        settings.append(("SELECT set_config('hnsw.iterative_scan', 'relaxed_order', true)", {}))
    return settings


def _of_kinds(kinds: Sequence[str], params: dict[str, Any]) -> list[str]:
    if not kinds:
        return []
    params["kinds"] = list(kinds)
    return ["kind = ANY(CAST(%(kinds)s AS varchar[]))"]


def _nearest(vector: list[float], kinds: Sequence[str], iterative: bool) -> Statement:
    """The CANDIDATES nearest documents by cosine distance (iterative scans in relaxed order may return them slightly
    out of order: they are sorted again)."""
    distance = "embedding <=> CAST(%(vector)s AS vector)"
    if kinds and not iterative:
        # Older pgvector: an expression the index cannot serve makes the planner search exactly (filter, then
        # sort), so the filter costs speed instead of recall.
        distance = f"({distance}) + 0.0"
    params: dict[str, Any] = {"vector": vector_text(vector), "n": CANDIDATES}
    where = " AND ".join(_of_kinds(kinds, params))
    sql = f"SELECT id, kind, record_id, {distance} AS distance FROM documents"
    return f"{sql}{f' WHERE {where}' if where else ''} ORDER BY {distance} LIMIT %(n)s", params


def iterative_scans(session: Session) -> bool:
    """Whether this server's pgvector has iterative index scans (known per server, asked once)."""
    url = str(session.connection().engine.url)
    if url not in _ITERATIVE:
        version = session.scalar(text("SELECT extversion FROM pg_extension WHERE extname = 'vector'")) or "0"
        parts = tuple(int(p) for p in re.findall(r"\d+", version)[:3])
        _ITERATIVE[url] = parts >= ITERATIVE_SCAN_SINCE
    return _ITERATIVE[url]


def vector_text(vector: Sequence[float]) -> str:
    """A vector as pgvector reads it, written as pgvector's own SQLAlchemy type writes it."""
    return "[" + ",".join(str(float(v)) for v in vector) + "]"


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


def _matches(
    session: Session,
    significant: Sequence[str],
    every: tuple[str, dict[str, Any]],
    kinds: Sequence[str],
    complete_rows: Sequence[Any],
    plans: Sequence[Any],
) -> list[tuple[int, str, int, float]]:
    """Full-text matches, best first: documents with every word of the question (websearch syntax: quotes, or,
    -word) ahead of those with only some of its significant words (the rare ones, see _rare), each group by cover
    density (the score: the partial matches' below every complete match's)."""
    complete = [(int(i), str(k), int(r), 1.0 + float(s)) for i, k, r, s in complete_rows]
    if len(complete) >= CANDIDATES:
        return complete
    rare = _rare(session, [w for w, plan in zip(significant, plans, strict=True) if _plan_rows(plan) <= POOL], kinds)
    if not rare:
        return complete
    some = ("to_tsquery('english', %(rare)s)", {"rare": _any(rare)})
    ranking = ("to_tsquery('english', %(significant)s)", {"significant": _any(significant)})
    (rows,) = pipelined(session, [_ranked(some, ranking, kinds, CANDIDATES - len(complete), without=every)])
    return complete + [(int(i), str(k), int(r), -1.0 / (1.0 + float(s))) for i, k, r, s in rows]


def _any(words: Sequence[str]) -> str:
    """A tsquery matching any of the words."""
    return " | ".join(_quoted(w) for w in words)


def _quoted(word: str) -> str:
    """A word (of [a-z0-9.'] only) quoted for to_tsquery, which then reads no operators into it."""
    return "'" + word.replace("'", "''") + "'"


def _ranked(
    match: tuple[str, dict[str, Any]],
    rank: tuple[str, dict[str, Any]],
    kinds: Sequence[str],
    limit: int,
    without: tuple[str, dict[str, Any]] | None = None,
) -> Statement:
    """The documents matching the tsquery `match` (and not `without`), best first by cover density against the
    tsquery `rank`: the `limit` best, and the whole of a tie (documents scoring the same) the cut would split, so
    which of equally ranked documents are candidates never goes by their ids (the order they were written in). At
    most POOL of them are ranked: words common to most of a large index would otherwise rank it all on every
    question, and such words say little that the nearest embeddings have not said."""
    params: dict[str, Any] = {**match[1], **rank[1], "pool": POOL, "limit": limit}
    where = [*_of_kinds(kinds, params), f"(search @@ {match[0]})"]
    if without is not None:
        where.append(f"NOT (search @@ {without[0]})")
        params |= without[1]
    pool = f"SELECT id, kind, record_id, search FROM documents WHERE {' AND '.join(where)} LIMIT %(pool)s"
    score = f"ts_rank_cd(search, {rank[0]})"
    scored = f"SELECT id, kind, record_id, {score} AS score, rank() OVER (ORDER BY {score} DESC) AS place"
    ranked = f"{scored} FROM ({pool}) AS pool"
    kept = f"SELECT id, kind, record_id, score FROM ({ranked}) AS ranked WHERE place <= %(limit)s"
    return f"{kept} ORDER BY score DESC, id", params


def _rare(session: Session, likely: Sequence[str], kinds: Sequence[str]) -> list[str]:
    """Of the words the planner expects in at most POOL documents, those that are: the partial matches go by these,
    so a question's one distinctive word (a name, a code) finds its documents whatever else the question says.
    The planner's estimate (from the column's statistics, no rows read) rules out the common words; the others are
    counted, no further than POOL."""
    if not likely:
        return []
    params: dict[str, Any] = {"cap": POOL + 1}
    kind = _of_kinds(kinds, params)
    counts = []
    for n, word in enumerate(likely):
        params[f"w{n}"] = _quoted(word)
        where = " AND ".join([*kind, f"search @@ to_tsquery('english', %(w{n})s)"])
        counts.append(f"(SELECT count(*) FROM (SELECT id FROM documents WHERE {where} LIMIT %(cap)s) AS c{n})")
    (rows,) = pipelined(session, [(f"SELECT {', '.join(counts)}", params)])
    return [word for word, count in zip(likely, rows[0], strict=True) if count <= POOL]


def _estimate(word: str, kinds: Sequence[str]) -> Statement:
    """The plan of a search for the word (among these kinds): how many documents the planner expects to hold it."""
    if kinds:
        return ESTIMATE_OF_KINDS, {"query": _quoted(word), "kinds": list(kinds)}
    return ESTIMATE, {"query": _quoted(word)}


def _plan_rows(plan: Any) -> float:
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
