# ruff: noqa: SIM905 (word lists read better as strings)
"""People named by a near spelling of their first name or surname, as staff type them ("sara holt", "ayesha khan",
"rachael turner", "lucie barker", "mark dison", "naomi akroyd", "garath email", "hellen at forterra"): a word is
taken for a person's name when it starts with the same letter, is at most two edits from it, and sounds the same
by its consonants (vowels, "h" and doubled letters aside: "garath" and "gareth" are both g-r-t). A word that names
nobody exactly is only read so beside another word of the same person given exactly, or, alone, from five letters
and when it is near one person only (of the organisations named, when one is)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache

from sqlalchemy import text
from sqlalchemy.orm import Session

from api.catalogue.service.scoring import edit_distance
from assistant.understanding.cues import KNOWN_WORDS
from assistant.understanding.names import COMMON
from assistant.understanding.types import Named

SHORTEST = 4  # letters of a word read as a near spelling beside another word of the person given exactly
ALONE = 5  # letters of a word read as a near spelling of a person's name on its own
MOST_EDITS = 2
# Words a question about a person holds that are no one's name, however near ("email" and Emily).
NOT_NAMES = frozenset(
    "email emails phone phones mobile number numbers title role contact contacts address postcode job whos who "
    "what when where which buyer manager director rep person people name names details ring call speak talk".split()
)
_SOFT = re.compile(r"[aeiouyh]")


@lru_cache(maxsize=8192)
def _consonants(word: str) -> str:
    rest = _SOFT.sub("", word[1:].replace("ck", "k"))
    return word[0] + re.sub(r"(.)\1+", r"\1", rest)


@lru_cache(maxsize=8192)
def near(word: str, name: str, shortest: int = SHORTEST) -> bool:
    """`word` stands for the name `name` (both lower case): the same, or a near spelling of it, or of its possessive
    written without the apostrophe ("garehts email")."""
    if word == name:
        return True
    if word.endswith("s") and len(word) > shortest and near(word[:-1], name, shortest):
        return True
    if min(len(word), len(name)) < shortest or word[0] != name[0] or abs(len(word) - len(name)) > MOST_EDITS:
        return False
    return _consonants(word) == _consonants(name) and edit_distance(word, name) <= MOST_EDITS


def may_name(word: str) -> bool:
    """A word of the question that may be a person's name typed nearly right."""
    return word.isalpha() and len(word) >= SHORTEST and word not in COMMON | KNOWN_WORDS | NOT_NAMES


# The people whose first name or surname sounds as one of the words does (`name_sound`, migration 0023: the first
# letter and the consonants, as _consonants): every name a word is near to (see `near`), by two indexes, and no
# other name of a large CRM. Among the organisations' people when any is named.
CANDIDATES = text(
    """
    SELECT id, first_name, last_name, organisation_id FROM contacts
     WHERE NOT archived
       AND (name_sound(first_name) = ANY(CAST(:sounds AS text[]))
            OR name_sound(last_name) = ANY(CAST(:sounds AS text[])))
       AND (cardinality(CAST(:organisations AS integer[])) = 0
            OR organisation_id = ANY(CAST(:organisations AS integer[])))
     ORDER BY id
    """
)


def sounds(word: str, shortest: int = SHORTEST) -> set[str]:
    """How every name `near` the word sounds (as `name_sound` has it): as the word, or its possessive without the
    "s"."""
    out = {_consonants(word)}
    if word.endswith("s") and len(word) > shortest:
        out |= sounds(word[:-1], shortest)
    return out


def alone(session: Session, given: dict[int, str], organisation_ids: Iterable[int]) -> tuple[Named, set[int]] | None:
    """The one person a word of `given` (token index: word) names by a near spelling, with the tokens naming them,
    among the organisations' people when any is named; None when no one or more than one is near."""
    words = {i: w for i, w in given.items() if len(w) >= ALONE and may_name(w)}
    if not words:
        return None
    organisations = sorted(set(organisation_ids))
    heard = sorted(set().union(*(sounds(w, ALONE) for w in words.values())))
    rows = session.execute(CANDIDATES, {"organisations": organisations, "sounds": heard}).all()
    hits: list[tuple[Named, set[int]]] = []
    for row_id, first, last, _ in rows:
        names = (first.lower(), (last or "").lower())
        used = {i for i, w in words.items() if any(near(w, n, ALONE) for n in names if n)}
        if used:
            hits.append((Named(row_id, f"{first} {last}".strip()), used))
    return hits[0] if len(hits) == 1 else None
