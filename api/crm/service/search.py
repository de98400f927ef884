"""Search predicates that PostgreSQL's trigram and prefix indexes can serve."""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from typing import Any

from sqlalchemy import Date, DateTime, Integer, Numeric, literal_column, or_, true
from sqlalchemy.sql.elements import ColumnElement


def escape_like(text: str) -> str:
    return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")


def contains(column: Any, q: str) -> ColumnElement[bool]:
    """`column` holds lower-cased text under a gin_trgm_ops index: a LIKE '%q%' the index answers."""
    result: ColumnElement[bool] = column.like(f"%{escape_like(q.lower())}%", escape="\\")
    return result


def starts_with(column: Any, q: str) -> ColumnElement[bool]:
    result: ColumnElement[bool] = column.like(f"{escape_like(q.lower())}%", escape="\\")
    return result


TRIGRAM_LENGTH = 3


# Words are matched where they start a word, not inside one ("red" finds "Red Multi" and "Red-brown", not "Textured"
# or "Coloured"). A term holding a digit is a code or a size ("000013", "2231", "cg90"), matched anywhere.
def matches_anywhere(term: str) -> bool:
    return any(c.isdigit() for c in term)


def word_pattern(term: str) -> str:
    """A PostgreSQL regular expression for `term` starting a word of lower-cased text. Every character that is not
    a letter or digit is escaped (a backslash before one is that character itself)."""
    escaped = "".join(c if c.isalnum() else f"\\{c}" for c in term.lower())
    return f"(^|[^[:alnum:]]){escaped}"


def starts_a_word(column: Any, term: str) -> ColumnElement[bool]:
    """`column` (lower-cased text) has a word starting with `term` (anywhere, for a term holding a digit). Written as a
    check on the rows other conditions find (`IS TRUE`: no index looks the expression up): pair it with `contains`,
    whose trigram index finds the rows. The text starting with the term, or the term after a space, is checked first
    by LIKE: either is a word start, and LIKE costs a fraction of the regular expression (about 1 µs a row), which
    then only checks the rows whose term follows another character ("textured" for "red", "ibs-trd-red")."""
    if matches_anywhere(term):
        return true()
    return word_start(column, *word_start_values(term))


def word_start(column: Any, start: Any, after: Any, pattern: Any) -> ColumnElement[bool]:
    """`starts_a_word` of a term that does not hold a digit, given `word_start_values` (or bind parameters that
    carry them, for a statement written once)."""
    quick = or_(column.like(start, escape="\\"), column.like(after, escape="\\"))
    result: ColumnElement[bool] = or_(quick, column.op("~")(pattern)).is_(true())
    return result


def word_start_values(term: str) -> tuple[str, str, str]:
    """What `word_start` looks for: the text starting with `term`, `term` after a space, and its `word_pattern`."""
    escaped = escape_like(term.lower())
    return f"{escaped}%", f"% {escaped}%", word_pattern(term)


def starts_a_word_in(text: str, term: str) -> bool:
    """What `starts_a_word` checks, in Python."""
    lowered, term = text.lower(), term.lower()
    if matches_anywhere(term):
        return term in lowered
    return re.search(rf"(?<![^\W_]){re.escape(term)}", lowered) is not None


def search_match(column: Any, q: str) -> Any:
    """`column` contains `q`. A term shorter than a trigram is matched on `column || ''`, out of the trigram index's
    reach: the index cannot narrow it, and a trigram index scan without a trigram reads the whole index (200 ms and
    more at 100,000 rows), which is what a prepared statement's generic plan would otherwise pick."""
    return contains(column if indexed(q) else unindexed(column), q)


def indexed(q: str) -> bool:
    """A trigram index can look `q` up: it is long enough to hold a trigram."""
    return len(q) >= TRIGRAM_LENGTH


def search_sorts(sorts: Mapping[str, Any], q: str | None) -> Mapping[str, Any]:
    """The sort keys for a page of search results. Given a term the trigram index can look up, PostgreSQL is to find
    the matches and sort them, not walk the list's sorted index until a page of matches turns up: the matches of a
    name, surname or postcode sit together in that very order, so the walk can cross most of the table (100 ms and
    more at 100,000 rows)."""
    return sort_keys(sorts, q is not None and indexed(q))


def sort_keys(sorts: Mapping[str, Any], for_indexed_search: bool) -> Mapping[str, Any]:
    """`search_sorts` for a search the trigram index looks up (or not)."""
    return _Unindexed(sorts) if for_indexed_search else sorts


class _Unindexed(Mapping[str, Any]):
    """The sorts as `unindexed` keys, each written when it is asked for: a request orders by one of them, and
    writing every list's eight or so took more of a search's CPU than its query."""

    def __init__(self, sorts: Mapping[str, Any]):
        self.sorts = sorts

    def __getitem__(self, name: str) -> Any:
        return unindexed(self.sorts[name])

    def __iter__(self) -> Iterator[str]:
        return iter(self.sorts)

    def __len__(self) -> int:
        return len(self.sorts)


def unindexed(key: Any) -> Any:
    """The same value (and order) in a form no index offers: `|| ''` on text, `+ 0` on numbers and dates,
    `+ interval '0'` on times."""
    if isinstance(key.type, DateTime):
        return key + literal_column("interval '0'")
    if isinstance(key.type, Integer | Numeric | Date):
        return key + literal_column("0")
    return key.op("||")(literal_column("''"))
