"""Who and what a question about the task pad names besides records: colleagues by first or full name ("what's on
Priya's list", "what has tom got on": the users whose tasks they are) and words of tasks' titles ("how was the site
visit task closed"). One statement, only for a question about tasks or what a colleague has on; the words it claims
name no record we lack."""

from __future__ import annotations

from dataclasses import dataclass, field

from sqlalchemy import text
from sqlalchemy.orm import Session

from assistant.understanding import choose, contacts, slots
from assistant.understanding.reading import Reading

MOST_TITLED = 50  # the newest tasks holding a word, looked at for one holding them all
STATEMENT = text(
    """
    SELECT 'user' AS source, id, lower(first_name) AS word, lower(last_name) AS other FROM users
     WHERE active
       AND (lower(first_name) = ANY(CAST(:names AS text[])) OR lower(last_name) = ANY(CAST(:names AS text[])))
    UNION ALL
    SELECT 'task', id, lower(title), '' FROM (
      SELECT id, title FROM tasks WHERE lower(title) LIKE ANY(CAST(:likes AS text[])) ORDER BY id DESC LIMIT :most
    ) AS titled
    """
)


@dataclass
class Named:
    people: list[int] = field(default_factory=list)  # users' ids
    titled: list[str] = field(default_factory=list)  # words every task meant holds in its title
    claimed: set[str] = field(default_factory=set)  # the question's words they account for


def asks(reading: Reading) -> bool:
    """Worth a look: a question about tasks, or one that may ask what a colleague has on."""
    q = reading.normalised
    return slots.asks_tasks(q) or (slots.COLLEAGUE_TASKS.search(q) is not None and not reading.names_any())


def find(session: Session, reading: Reading) -> Named:
    """The colleagues the question's stray words name (a first name alone, a nickname, a possessive "toms") and the
    rest of its stray words when some task's title holds them all."""
    words = choose.task_party_words(reading)
    if not words:
        return Named()
    names = sorted({v for w in words for v in contacts.variants(w)})
    rows = session.execute(STATEMENT, {"names": names, "likes": [f"%{w}%" for w in words], "most": MOST_TITLED}).all()
    out = Named()
    for source, row_id, first, last in rows:
        if source != "user":
            continue
        used = {w for w in words if first in contacts.variants(w) or last in contacts.variants(w)}
        if used and row_id not in out.people:
            out.people.append(row_id)
            out.claimed |= used
    rest = [w for w in words if w not in out.claimed]
    if rest:
        titles = [title for source, _, title, _ in rows if source == "task"]
        if any(all(w in title for w in rest) for title in titles):
            out.titled, out.claimed = rest, out.claimed | set(rest)
    return out
