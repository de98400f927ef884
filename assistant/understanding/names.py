"""Customers, suppliers, other organisations, companies and projects a question names, typos tolerated ("Acme",
"Ibstok", "the Riverside job").

The question's name-like words (not cue words, stopwords, quote states or trade vocabulary) are looked up in one
statement through the trigram indexes on organisations.search_text and projects.search_text: each word as it is
(`LIKE '%word%'`) and, from TYPO_MIN_LENGTH letters, as it may be misspelt (`word <% search_text`). Each branch
keeps at most BRANCH_LIMIT rows. The rows found are then checked in Python against their own name: how much of the
name's distinctive words (not "Ltd", "Builders", "Homes"…) the question gives, exactly, as their start or with a typo
(`similarity`), and that one of the words matched is no common word ("red", "open", "quote"). A question giving more
of one name than of another with the same words names the first (`chosen`)."""

# ruff: noqa: SIM905 (word lists read better as strings)

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from sqlalchemy.orm import Session

from api.catalogue.service.lines import words
from api.catalogue.service.scoring import KIND_WORDS, SUPPLIER_FILLER, TRADE_WORDS, edit_distance
from api.crm.service.search import escape_like
from assistant.pipeline import pipelined
from assistant.understanding.cues import STATUS_WORDS, STOPWORDS, Token

BRANCH_LIMIT = 25
WORD_SIMILARITY = 0.5  # pg_trgm.word_similarity_threshold for `<%`: "Hansen" finds "Hanson" (0.57)
TYPO_MIN_LENGTH = 5  # shorter words are looked up as they are (a typo in four letters is another word)
MIN_LENGTH = 3
MATCH = 0.78  # the least similarity of two words taken for one (scoring.similarity's typo floor)
MIN_SHARE = 0.5  # the least share of a name's distinctive words a question must give
# A project called by one word of its name with a word saying it is one ("the barns job", "the riverside site"):
# the least share then, the word given whole (no start, no typo) and of JOB_WORD_LENGTH letters at least (as the
# catalogue's words write it: "barns" is "barn").
JOB_SHARE = 0.3
JOB_WORD_LENGTH = 4
ALONE = 5  # the least letters of a project's first word naming it alone ("when does mytholm finish", "and kirkstall")
JOB_WORDS = frozenset("job jobs project projects site sites scheme schemes development contract".split())
MAX_WORDS = 6  # the question's name-like words looked up (two index probes each, in each table)
# A word looked up by similarity, as the planner sees it: a parameter of its own (an InitPlan), not a constant. With a
# constant, the planner estimates `<%` by computing the word's similarity to each of the column's 100 histogram
# entries, for every branch: 10 ms of a question's planning (bench/assistant.py). And on a small table (a merchant
# with a few hundred organisations) it would read every row, computing the similarity on each (4 to 15 ms a word on
# 200 organisations), where the trigram index answers in a tenth of a millisecond: the statement is planned with
# sequential scans off (and the setting put back after it). The rows found are the same (42 ms → 1.5 ms).
TYPO_WORD = "(SELECT CAST(%(t{n})s AS text))"
TYPO_SETTINGS = (
    "SELECT set_config('brickmate.enable_seqscan', current_setting('enable_seqscan'), true), "
    "set_config('pg_trgm.word_similarity_threshold', %(threshold)s, true), set_config('enable_seqscan', 'off', true)"
)
SEQSCAN_BACK: tuple[str, dict[str, str]] = (
    "SELECT set_config('enable_seqscan', current_setting('brickmate.enable_seqscan'), true)",
    {},
)
LEGAL = frozenset(["ltd", "limited", "plc", "llp", "inc", "co", "uk", "the"])  # what a name need not be said with

# Words of organisation and project names that say little about which one it is.
NAME_FILLER = SUPPLIER_FILLER | frozenset(
    "home housing homes construction contractor contracting developments development developer builder builders "
    "property properties estate estates service services solution solutions partnership partner associates design "
    "architect architects civil civils engineering groundwork groundworks build building project scheme phase "
    "site plot plots house road lane street avenue close way park court place view school primary secondary "
    "academy college hospital centre center extension refurbishment new old north south east west upper lower "
    "st saint landscape landscaping merchant".split()
)
# Words of a question that never name a record on their own: they may complete a name but never find one.
COMMON = (
    STOPWORDS
    | STATUS_WORDS
    | TRADE_WORDS
    | KIND_WORDS
    | frozenset(
        "bricks blocks tiles brick block tile lintels lintel mortar sand cement paving pavers slabs thousand pallet "
        "pack week weeks month months year years day days morning afternoon yesterday tomorrow".split()
    )
)


@dataclass
class Found:
    """A record a question names: `share` of its name's distinctive words given (1: the whole name), `exact` when
    the question holds the name as it is written, and the question's tokens that named it."""

    source: str  # an organisation's kind, or "project"
    id: int
    name: str
    share: float
    exact: bool
    tokens: frozenset[int]  # the question's tokens that gave the name's distinctive words
    claimed: frozenset[int]  # those and the words of the name beside them ("Builders Ltd")
    fullness: float = 0.0  # the share of all the name's words (legal ones aside) the question gives
    archived: bool = False

    @property
    def rank(self) -> tuple[Any, ...]:
        return (-self.exact, -round(self.share, 3), -round(self.fullness, 3), self.archived, len(self.name), self.id)


@lru_cache(maxsize=65536)
def similarity(asked: str, word: str) -> float:
    """How well a question's word stands for a word of a name: 1 the same, 0.85 its start (4 letters at least:
    "Acme Constr"), else the edit similarity of a typo from MATCH ("Ibstok", "Wienerburger"), else 0. Unlike
    the catalogue's comparison, a longer word never stands for the name's start ("Calderdale" is not "Calder")."""
    if asked == word:
        return 1.0
    if asked.isdigit() or word.isdigit():
        return 0.0
    if len(asked) >= 4 and word.startswith(asked):
        return 0.85
    if min(len(asked), len(word)) < TYPO_MIN_LENGTH or abs(len(asked) - len(word)) > 2:
        return 0.0
    ratio = 1 - edit_distance(asked, word) / max(len(asked), len(word))
    return round(ratio, 3) if ratio >= MATCH else 0.0


@lru_cache(maxsize=16384)
def name_words(name: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """A name's words (normalised as the catalogue does) and its distinctive ones (all when none is)."""
    every = tuple(w for w in words(name) if w not in ("&", "+"))
    distinctive = tuple(w for w in every if w not in NAME_FILLER and len(w) > 1)
    return every, distinctive or every


def looked_up(
    tokens: Sequence[Token], skip: set[int], capitalised: frozenset[str] = frozenset()
) -> list[tuple[int, str]]:
    """The question's tokens that may be (part of) a name, by index, normalised: at most MAX_WORDS, those the
    question writes with a capital first."""
    out: list[tuple[int, str]] = []
    for index, token in enumerate(tokens):
        if index in skip:
            continue
        normal = words(token.text)
        word = normal[0] if len(normal) == 1 else token.text
        if len(word) < MIN_LENGTH or word.isdigit() or {word, token.text} & (COMMON | NAME_FILLER):
            continue
        out.append((index, word))
    out.sort(key=lambda pair: tokens[pair[0]].text not in capitalised)  # stable: in order otherwise
    return out[:MAX_WORDS]


def _statement(wanted: Sequence[str]) -> tuple[str, dict[str, Any]]:
    branches: list[str] = []
    params: dict[str, Any] = {}
    for n, word in enumerate(dict.fromkeys(wanted)):
        params[f"l{n}"] = f"%{escape_like(word)}%"
        conditions = [f"search_text LIKE %(l{n})s ESCAPE '\\'"]
        if len(word) >= TYPO_MIN_LENGTH:
            params[f"t{n}"] = word
            conditions.append(f"{TYPO_WORD.format(n=n)} <%% search_text")  # psycopg: %% is %
        for condition in conditions:
            branches.append(
                f"(SELECT kind AS source, id, name, archived FROM organisations WHERE {condition} LIMIT {BRANCH_LIMIT})"
            )
            branches.append(f"(SELECT 'project', id, name, false FROM projects WHERE {condition} LIMIT {BRANCH_LIMIT})")
    return " UNION ALL ".join(branches), params


def _match(
    name: str, given: dict[int, str], phrase: str, least: float = MIN_SHARE, leads: frozenset[int] = frozenset()
) -> tuple[float, bool, frozenset[int]] | None:
    """How much of the name the question gives (None: too little): `least`, the least share of its distinctive
    words; below MIN_SHARE, only words given whole count. `leads`: the tokens right before a word saying a job ("the
    *elland* job"): the name's first word given whole there will do whatever the share ("Elland Bridge Retail
    Units"), and only its first ("the sowerby *bridge* job" is not Elland Bridge's)."""
    every, distinctive = name_words(name)
    if not distinctive:
        return None
    total = matched = whole = 0.0
    used: set[int] = set()
    telling = False
    for word in distinctive:
        weight = 0.4 if word in COMMON else 1.0
        total += weight
        best, at = 0.0, -1
        for index, asked in given.items():
            s = similarity(asked, word)
            if s > best:
                best, at = s, index
        if best >= MATCH:
            matched += weight * best
            whole += weight if best == 1.0 and len(word) >= JOB_WORD_LENGTH else 0.0
            used.add(at)
            telling = telling or (word not in COMMON and given[at] not in COMMON)
    if not telling or not total:
        return None
    share = matched / total
    first = distinctive[0]
    led = len(first) >= JOB_WORD_LENGTH and first not in COMMON and any(given.get(i) == first for i in leads)
    if share < MIN_SHARE and (least >= MIN_SHARE or whole / total < least) and not led:
        return None
    exact = f" {' '.join(_core(every))} " in f" {phrase} "
    return share, exact, frozenset(used)


def _core(every: Sequence[str]) -> Sequence[str]:
    """A name without its legal words ("Acme Roofing Ltd": acme roofing)."""
    return [w for w in every if w not in LEGAL] or every


def _with_filler(used: frozenset[int], given: dict[int, str], every: Sequence[str]) -> frozenset[int]:
    """The tokens that named a record and the words of its name beside them ("Acme Builders Ltd": "builders ltd")."""
    claimed = set(used)
    for start in used:
        for step in (-1, 1):
            at = start + step
            while at in given and given[at] in every and at not in claimed:
                claimed.add(at)
                at += step
    return frozenset(claimed)


def find(
    session: Session, tokens: Sequence[Token], skip: set[int], capitalised: frozenset[str] = frozenset()
) -> list[Found]:
    """The records the question's tokens (but those of `skip`) name, best first; `capitalised`: the words the
    question wrote with a capital (looked up first)."""
    wanted = looked_up(tokens, skip, capitalised)
    if not wanted:
        return []
    sql, params = _statement([w for _, w in wanted])
    if any(name.startswith("t") for name in params):  # with the settings, sent together (assistant.pipeline)
        rows = pipelined(session, [(TYPO_SETTINGS, {"threshold": str(WORD_SIMILARITY)}), (sql, params), SEQSCAN_BACK])[
            1
        ]
    else:
        (rows,) = pipelined(session, [(sql, params)])
    # Every token but the skipped ones may complete a name ("Acme Builders": "builders" is looked up by nothing).
    given = {i: w for i, t in enumerate(tokens) if i not in skip for w in words(t.text)[:1]}
    phrase = " ".join(w for i, t in enumerate(tokens) if i not in skip for w in words(t.text))
    job = any(t.text in JOB_WORDS for t in tokens)  # "the barns job": one word of a project's name will do
    leads = frozenset(i for i in range(len(tokens) - 1) if tokens[i + 1].text in JOB_WORDS)
    found: dict[tuple[str, int], Found] = {}
    loose: dict[tuple[str, int], Found] = {}  # projects by the first word of their name alone ("the elland one")
    for source, row_id, name, archived in rows:
        if (source, row_id) in found:
            continue
        project = job and source == "project"
        matched = _match(name, given, phrase, JOB_SHARE if project else MIN_SHARE, leads if project else frozenset())
        alone = None
        first = name_words(name)[1][0] if name_words(name)[1] else ""
        if matched is None and source == "project" and len(first) >= ALONE and first in given.values():
            alone = _match(name, given, phrase, JOB_SHARE, frozenset(i for i, w in given.items() if w == first))
        if alone is not None:
            share, exact, used = alone
            loose[(source, row_id)] = Found(source, row_id, name, share, exact, used, used, 0.0, bool(archived))
        if matched is None:
            continue
        share, exact, used = matched
        every = name_words(name)[0]
        claimed = _with_filler(used, given, every)
        core = _core(every)
        fullness = (len(used) + len([i for i in claimed - used if given[i] in core])) / len(core)
        found[(source, row_id)] = Found(source, row_id, name, share, exact, used, claimed, fullness, bool(archived))
    # A project called by its first word alone is named only when nothing else the question names has that word.
    taken = {i for f in found.values() for i in f.claimed}
    for key, record in loose.items():
        if key not in found and not record.tokens & taken:
            found[key] = record
    return chosen(sorted(found.values(), key=lambda f: f.rank))


def chosen(ranked: Sequence[Found], keep: int = 3) -> list[Found]:
    """The records a question most likely names, best first, at most `keep` a kind. A record is left out when the
    question gives more of another's name with the same words, whatever their kinds ("quotes for Acme Roofing":
    not Acme Construction; "the Moorside Farm Barns project": not the customer Moorside Developments). Records
    the question's words tell no further apart stay, best first: the question is ambiguous."""
    kept: list[Found] = []
    for record in ranked:
        if any(other.claimed > record.claimed for other in ranked):
            continue
        if len([other for other in kept if other.source == record.source]) < keep:
            kept.append(record)
    return kept
