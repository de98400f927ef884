"""A sample of the products' search text, kept a few minutes: about how many products hold a word, or several words
together, so that a name-matching line looks up in the trigram index only the words worth it
(api.catalogue.service.candidates). Estimates only: a wrong one costs time, never a different answer.

ANALYZE's histogram of the search text (api.catalogue.service.search_stats) holds about a hundred texts, too few to
tell a word in 0.7% of the products from one in 3%, or whether two words come together; this sample holds up to
SAMPLE_ROWS (a few pages' worth of rows read at random, `TABLESAMPLE SYSTEM`; every row of a smaller catalogue)."""

from __future__ import annotations

import bisect
import time
from collections.abc import Iterable
from dataclasses import dataclass, field

from sqlalchemy import text
from sqlalchemy.orm import Session

SAMPLE_ROWS = 10_000
SECONDS = 600
KEPT_WORDS = 20_000  # words whose rows are remembered for the sample's life
ROWS = text("SELECT greatest(reltuples, 0)::bigint FROM pg_class WHERE oid = 'products'::regclass")
ALL = text("SELECT search_text FROM products LIMIT :cap")  # statistics older than the rows: still bounded
SAMPLED = text("SELECT search_text FROM products TABLESAMPLE SYSTEM (:percent)")


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


_cached: Sample | None = None


def sample(session: Session) -> Sample:
    global _cached
    if _cached is not None and _cached.until > time.monotonic():
        return _cached
    rows = int(session.execute(ROWS).scalar() or 0)
    if rows <= SAMPLE_ROWS:
        texts = list(session.execute(ALL, {"cap": 2 * SAMPLE_ROWS}).scalars())
    else:
        texts = list(session.execute(SAMPLED, {"percent": 100 * SAMPLE_ROWS / rows}).scalars())
    scale = rows / len(texts) if texts and rows > len(texts) else 1.0
    _cached = Sample(texts, scale, time.monotonic() + SECONDS)
    return _cached
