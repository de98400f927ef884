"""People a question names (organisation contacts, by first and last name: "Sarah Jones", "Sarah at Pennine"), in
one statement on the contacts' lower-cased names. Only run when the question asks about people (a contact, a phone
number, an email, a role), so other questions run no statement more."""

from __future__ import annotations

from collections.abc import Sequence

from sqlalchemy import text
from sqlalchemy.orm import Session

from assistant.understanding import near_names
from assistant.understanding.cues import STOPWORDS, Token
from assistant.understanding.names import COMMON
from assistant.understanding.types import Named

KEEP = 3
# Names people go by ("Gaz" for Gareth, "Kevin" for a Kev on file): each word stands for the names of its group.
NICKNAMES = (
    "gareth gaz gazza garry",
    "gary gaz gazza",
    "oliver ollie olly ol",
    "kevin kev",
    "david dave davey",
    "michael mike mick micky",
    "rachel rach",
    "helen nell",
    "naomi nomi",
    "elizabeth liz lizzie beth",
    "thomas tom tommy",
    "stephen steve stevie",
    "steven steve stevie",
    "christopher chris",
    "jonathan jon jonny",
    "robert rob bob bobby robbie",
    "william bill will billy",
    "james jim jimmy jamie",
    "anthony tony",
    "andrew andy drew",
    "peter pete",
    "philip phil",
    "matthew matt",
    "nicholas nick nicky",
    "benjamin ben",
    "daniel dan danny",
    "jennifer jen jenny",
    "katherine kate katie kath",
    "catherine kate katie cath",
    "rebecca becky becca",
    "jessica jess",
    "samantha sam",
    "samuel sam",
    "alexander alex",
    "alexandra alex",
    "richard rich rick ricky",
    "edward ed eddie ted",
    "joseph joe",
    "susan sue",
    "margaret maggie meg",
    "patricia pat trish",
    "victoria vicky vic",
    "zoe zo",
    "craig craigy",
    "emma em",
    "lucy luce",
)


def _variants() -> dict[str, frozenset[str]]:
    out: dict[str, set[str]] = {}
    for line in NICKNAMES:
        group = line.split()
        for word in group:
            out.setdefault(word, set()).update(group)
    return {word: frozenset(names) for word, names in out.items()}


VARIANTS = _variants()


def variants(word: str) -> frozenset[str]:
    """The names a word may stand for: itself, and the formal name or nicknames of its group; a possessive written
    without its apostrophe ("holts number", "emmas email") stands for the name too."""
    out = VARIANTS.get(word, frozenset((word,)))
    if word.endswith("s") and len(word) > 3:
        out |= VARIANTS.get(word[:-1], frozenset((word[:-1],)))
    return out


def names_person(word: str, name: str) -> bool:
    """A question's word stands for a person's first name or surname: as it is, as one of its nicknames, or (a word
    of no other use) as a near spelling of it ("sara" for Sarah, "dison" for Dyson)."""
    if not name:
        return False
    return name in variants(word) or (near_names.may_name(word) and near_names.near(word, name))


STATEMENT = text(
    """
    SELECT id, first_name, last_name, organisation_id FROM contacts
     WHERE NOT archived AND (lower(first_name) = ANY(CAST(:words AS text[]))
        OR lower(last_name) = ANY(CAST(:words AS text[])))
     ORDER BY id
     LIMIT 50
    """
)


def named_exactly(session: Session, words: list[str]) -> frozenset[str]:
    """Of `words`, those that are a person's first name or surname as it is ("pryce": Gareth Pryce)."""
    rows = session.execute(STATEMENT, {"words": words}).all()
    names = {n.lower() for _, first, last, _ in rows for n in (first, last or "")}
    return frozenset(w for w in words if w in names)


def find(
    session: Session, tokens: Sequence[Token], skip: set[int], organisation_ids: set[int]
) -> tuple[list[Named], set[int]]:
    """The contacts the question's words (but those of `skip`) name, best first, and the tokens naming them. A full
    name names its person; a first or last name alone only a person of an organisation the question names, or the
    only person with that name."""
    given = {i: t.text for i, t in enumerate(tokens) if i not in skip and t.text not in STOPWORDS and len(t.text) >= 3}
    words = sorted({v for w in given.values() if w not in COMMON for v in variants(w)})
    if not words:
        return [], set()
    rows = session.execute(STATEMENT, {"words": words}).all()
    if not rows:  # "garath email", "hellen at forterra": a near spelling of one person's name
        near = near_names.alone(session, given, organisation_ids)
        return ([near[0]], near[1]) if near else ([], set())
    scored: list[tuple[int, Named, set[int]]] = []
    for row_id, first, last, organisation_id in rows:
        names = (first.lower(), (last or "").lower())
        used = {i for i, w in given.items() if names_person(w, names[1]) or names_person(w, names[0])}
        # "sara holt", "mark dison": one name given exactly, the other nearly
        both = any(names_person(w, names[1]) for w in given.values()) and any(
            names_person(w, names[0]) for w in given.values()
        )
        at = organisation_id in organisation_ids
        score = 2 * both + at
        scored.append((score, Named(row_id, f"{first} {last}".strip()), used))
    if not scored:
        return [], set()
    best = max(s for s, _, _ in scored)
    kept = [(n, used) for s, n, used in scored if s == best]
    if best == 0 and (len(kept) > 1 or organisation_ids):
        # A first name many people share, and no organisation to tell them apart; or a first name alone of nobody at
        # the organisation named ("emma at calder valley": Emma is at Harrogate Living).
        return [], set()
    claimed: set[int] = set()
    for _, used in kept[:KEEP]:
        claimed |= used
    return [n for n, _ in kept[:KEEP]], claimed


ORGANISATIONS = text(
    """
    SELECT o.id, o.name, o.kind FROM contacts c JOIN organisations o ON o.id = c.organisation_id
     WHERE c.id = ANY(CAST(:ids AS integer[])) AND NOT o.archived
     ORDER BY c.id
    """
)


def organisations_of(session: Session, people: Sequence[Named]) -> list[tuple[Named, str]]:
    """The organisations the people are at, with their kind ("supplier", "other", …)."""
    rows = session.execute(ORGANISATIONS, {"ids": [n.id for n in people]}).all()
    return [(Named(row_id, name), kind) for row_id, name, kind in rows]
