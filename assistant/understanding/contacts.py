"""People a question names (organisation contacts, by first and last name: "Sarah Jones", "Sarah at Pennine"), in
one statement on the contacts' lower-cased names. Only run when the question asks about people (a contact, a phone
number, an email, a role), so other questions run no statement more."""

from __future__ import annotations

from collections.abc import Sequence

from sqlalchemy import text
from sqlalchemy.orm import Session

from assistant.understanding.cues import STOPWORDS, Token
from assistant.understanding.names import COMMON
from assistant.understanding.types import Named

KEEP = 3
STATEMENT = text(
    """
    SELECT id, first_name, last_name, organisation_id FROM contacts
     WHERE NOT archived AND (lower(first_name) = ANY(CAST(:words AS text[]))
        OR lower(last_name) = ANY(CAST(:words AS text[])))
     ORDER BY id
     LIMIT 50
    """
)


def find(
    session: Session, tokens: Sequence[Token], skip: set[int], organisation_ids: set[int]
) -> tuple[list[Named], set[int]]:
    """The contacts the question's words (but those of `skip`) name, best first, and the tokens naming them. A full
    name names its person; a first or last name alone only a person of an organisation the question names, or the
    only person with that name."""
    given = {i: t.text for i, t in enumerate(tokens) if i not in skip and t.text not in STOPWORDS and len(t.text) >= 3}
    words = sorted({w for w in given.values() if w not in COMMON})
    if not words:
        return [], set()
    rows = session.execute(STATEMENT, {"words": words}).all()
    scored: list[tuple[int, Named, set[int]]] = []
    for row_id, first, last, organisation_id in rows:
        used = {i for i, w in given.items() if w in (first.lower(), (last or "").lower())}
        both = {first.lower(), (last or "").lower()} <= set(given.values())
        at = organisation_id in organisation_ids
        score = 2 * both + at
        scored.append((score, Named(row_id, f"{first} {last}".strip()), used))
    if not scored:
        return [], set()
    best = max(s for s, _, _ in scored)
    kept = [(n, used) for s, n, used in scored if s == best]
    if best == 0 and len(kept) > 1:  # a first name many people share, and no organisation to tell them apart
        return [], set()
    claimed: set[int] = set()
    for _, used in kept[:KEEP]:
        claimed |= used
    return [n for n, _ in kept[:KEEP]], claimed
