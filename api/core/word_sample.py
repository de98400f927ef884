"""A sample of the products' search text, kept a few minutes: about how many products hold a word, or several words
together, so that a name-matching line looks up in the trigram index only the words worth it
(api.catalogue.service.candidates), each by its rarest trigram (`Sample.key`); and one of the organisations', for
the CRM lists' searches (api.crm.service.organisations). Estimates only: a wrong one costs time, never a different
answer.

ANALYZE's histogram of the search text (api.catalogue.service.search_stats) holds about a hundred texts, too few to
tell a word in 0.7% of the products from one in 3%, or whether two words come together; this sample holds up to
SAMPLE_ROWS (a few pages' worth of rows read at random, `TABLESAMPLE SYSTEM`; every row of a smaller catalogue)."""

from __future__ import annotations

import bisect
import time
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cache

from sqlalchemy import TextClause, text
from sqlalchemy.orm import Session

SAMPLE_ROWS = 10_000
SECONDS = 600
KEPT_WORDS = 20_000  # words whose rows are remembered for the sample's life
KEY_SLACK = 1.1  # a word's trigram held by at most this many times the word's sampled rows is looked up for it
# The tables sampled (each with a search_text under a trigram index), and the rows sampled of each: the
# organisations' only choose a search term's trigram (`Sample.key`), which a smaller sample tells as well, read and
# counted in half the time (the sample and its first keys about 50 ms of CPU every SECONDS, at 120,000 organisations).
TABLES = {"products": SAMPLE_ROWS, "organisations": SAMPLE_ROWS // 2}


@cache
def _statements(table: str) -> tuple[TextClause, TextClause, TextClause]:
    """The table's estimated rows, its first rows, and a sample of its pages' rows."""
    if table not in TABLES:
        raise ValueError(f"no sample of {table}")
    return (
        text(f"SELECT greatest(reltuples, 0)::bigint FROM pg_class WHERE oid = '{table}'::regclass"),
        text(f"SELECT search_text FROM {table} LIMIT :cap"),  # statistics older than the rows: still bounded
        text(f"SELECT search_text FROM {table} TABLESAMPLE SYSTEM (:percent)"),
    )


@dataclass
class Sample:
    texts: list[str]
    scale: float  # products per sampled row
    until: float
    _joined: str = ""
    _starts: list[int] = field(default_factory=list)
    _rows: dict[str, int] = field(default_factory=dict)  # word → the sampled rows holding it, as bits

    def __post_init__(self) -> None:
        self._joined = "\n".join(self.texts)
        self._starts = list(_starts(self.texts))

    def holding(self, word: str) -> int:
        """The sampled rows whose text holds `word`, one bit each (kept: requests on other threads may ask too)."""
        bits = self._rows.get(word)
        if bits is None:
            bits = 0
            position = self._joined.find(word)
            while position != -1:
                row = bisect.bisect_right(self._starts, position) - 1
                bits |= 1 << row
                following = self._starts[row + 1] if row + 1 < len(self._starts) else len(self._joined)
                position = self._joined.find(word, following)
            if len(self._rows) >= KEPT_WORDS:
                self._rows.clear()
            self._rows[word] = bits
        return bits

    def rows(self, words: Iterable[str], also: Iterable[str] = ()) -> float:
        """About how many products hold every one of `words` and of `also` (common words: checked in the texts of the
        rows holding `words` rather than found in every text): half a sampled row's worth when none sampled does."""
        bits = -1
        for word in words:
            bits &= self.holding(word)
        checked = list(also)
        if bits == -1:
            count = sum(all(w in one for w in checked) for one in self.texts)
        else:
            count = (
                sum(all(w in self.texts[row] for w in checked) for row in _ones(bits)) if checked else bits.bit_count()
            )
        return max(count, 0.5) * self.scale

    def key(self, word: str) -> str:
        """What the trigram index looks `word` up by: the one of its trigrams the fewest sampled rows hold, when no
        more of them hold it than hold the word (KEY_SLACK); else the word. A lookup reads a list of rows for each
        trigram, and a word's rows are a fraction of its trigrams' ("perforated"'s eight include "for", in one product
        in six; "huddersfield"'s "der" and "eld" are in builders and Sheffield): one trigram as rare as the word finds
        the same rows for a fraction of the reading. Not for a word pg_trgm reads as parts ("20/20", "7.3n", "calder
        homes"), nor one of a trigram or shorter."""
        if len(word) <= 3 or not (word.isascii() and word.isalnum()):
            return word
        word = word.lower()
        rarest = min(sorted({word[i : i + 3] for i in range(len(word) - 2)}), key=lambda t: self.rows([t]))
        return rarest if self.rows([rarest]) <= KEY_SLACK * self.rows([word]) else word

    def share(self, word: str) -> float:
        """About what share of the products hold `word` (as `rows`: half a sampled row's worth when none does)."""
        return self.rows([word]) / (len(self.texts) * self.scale) if self.texts else 0.0


def _ones(bits: int) -> Iterable[int]:
    while bits:
        lowest = bits & -bits
        yield lowest.bit_length() - 1
        bits ^= lowest


def _starts(texts: list[str]) -> Iterable[int]:
    position = 0
    for one in texts:
        yield position
        position += len(one) + 1


_cached: dict[str, Sample] = {}  # by table


def sample(session: Session, table: str = "products") -> Sample:
    """The sample of `table`'s search text (one of TABLES), read again once SECONDS old."""
    kept = _cached.get(table)
    if kept is not None and kept.until > time.monotonic():
        return kept
    estimated, first, sampled = _statements(table)
    rows, wanted = int(session.execute(estimated).scalar() or 0), TABLES[table]
    if rows <= wanted:
        texts = list(session.execute(first, {"cap": 2 * wanted}).scalars())
    else:
        texts = list(session.execute(sampled, {"percent": 100 * wanted / rows}).scalars())
    scale = rows / len(texts) if texts and rows > len(texts) else 1.0
    kept = _cached[table] = Sample(texts, scale, time.monotonic() + SECONDS)
    return kept
