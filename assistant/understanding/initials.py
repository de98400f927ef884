"""Organisations a question calls by their initials or their account code's letters ("quotes for AWC": Aire & Wharfe
Construction, account AWC014; "cvh open quotes": Calder Valley Homes, CVH001; "hh" for H+H UK, HH-01), the way staff
shorten names they use every day. Looked up only for a short word that is no word of the trade, no name's word and
no stopword, when the question names no organisation or project otherwise (one statement)."""

from __future__ import annotations

from collections.abc import Sequence

from sqlalchemy import text
from sqlalchemy.orm import Session

from assistant.understanding.cues import STOPWORDS, Token
from assistant.understanding.names import COMMON, NAME_FILLER

KINDS = ("customer", "supplier", "other", "company")
MOST = 2  # short words looked up
STATEMENT = text(
    """
    SELECT o.kind, o.id, o.name, w.word
      FROM unnest(CAST(:words AS text[])) AS w(word)
      JOIN organisations o
        ON o.kind IN ('customer', 'supplier', 'other', 'company')
       AND (lower(o.account_number) ~ ('^' || w.word || '([^a-z]|$)')
            OR regexp_replace(lower(o.name), '([a-z0-9])[a-z0-9]*[^a-z0-9]*', '\\1', 'g') = w.word)
     ORDER BY w.word, o.id
     LIMIT 6
    """
)


def shortened(token: Token) -> bool:
    """A word that may be initials: two to four letters, none of the trade's words, names' filler or stopwords."""
    word = token.text
    return 2 <= len(word) <= 4 and word.isalpha() and word not in STOPWORDS | COMMON | NAME_FILLER


def find(session: Session, tokens: Sequence[Token], skip: set[int]) -> list[tuple[int, str, int, str]]:
    """(token index, kind, id, name) of the organisations the question's short words stand for, one per word (a word
    two organisations share stands for neither)."""
    given = [(i, t.text) for i, t in enumerate(tokens) if i not in skip and shortened(t)][:MOST]
    if not given:
        return []
    wanted = {word: i for i, word in given}
    for i, word in given:  # "awcs account no": AWC's, without its apostrophe
        if len(word) >= 3 and word.endswith("s") and word[:-1] not in wanted:
            wanted[word[:-1]] = i
    rows = session.execute(STATEMENT, {"words": list(wanted)}).all()
    by_word: dict[str, list[tuple[str, int, str]]] = {}
    for kind, row_id, name, word in rows:
        by_word.setdefault(word, []).append((kind, row_id, name))
    return [(wanted[word], *found[0]) for word, found in by_word.items() if len(found) == 1]
