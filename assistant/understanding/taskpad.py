"""Who and what a question about the task pad names besides records: colleagues by first or full name ("what's on
Priya's list", "what has tom got on": the users whose tasks they are) and words of tasks' titles ("how was the site
visit task closed"). One statement, only for a question about tasks or what a colleague has on; the words it claims
name no record we lack."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from sqlalchemy import text
from sqlalchemy.orm import Session

from assistant.understanding import choose, contacts, task_cues
from assistant.understanding.choose import RULES_SURE
from assistant.understanding.cues import STOPWORDS
from assistant.understanding.reading import Reading
from assistant.understanding.types import Intent

MOST_TITLED = 50  # the newest tasks holding a word, looked at for one holding them all
STEM = 4  # the least letters of a word's stem found in a title ("booked": "book")
TITLE_WORDS = 2  # a question naming no task word is a task's when this many of its words are its title's
TITLED_SURE = 0.85  # how sure a record named is when a task on it is named by its title's words too
# The rules' readings a task's title may stand in for: nothing recognised, a search, a delivery (a "booked" visit).
UNSURE = (Intent.general, Intent.product_search, Intent.notes_search, Intent.record_summary, Intent.call_offs)
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
    return task_cues.asks_tasks(q) or (task_cues.COLLEAGUE_TASKS.search(q) is not None and not reading.names_any())


def may_be_titled(reading: Reading, intent: Intent, sure: float) -> bool:
    """A question the rules read as nothing in particular, naming no record, whose words may be a task's title's ("did
    the site visit get booked"): worth a look among the tasks' titles."""
    if intent not in UNSURE or sure >= RULES_SURE or reading.names_any() or reading.entities.quotes:
        return False
    return len(choose.task_party_words(reading)) >= TITLE_WORDS


def find(session: Session, reading: Reading) -> Named:
    """The colleagues the question's stray words name (a first name alone, a nickname, a possessive "toms") and the
    rest of its stray words when some task's title holds them all."""
    words = choose.task_party_words(reading)
    if not words:
        return Named()
    names = sorted({v for w in words for v in contacts.variants(w)})
    likes = [f"%{form}%" for w in words for form in _forms(w)]
    rows = session.execute(STATEMENT, {"names": names, "likes": likes, "most": MOST_TITLED}).all()
    out = Named()
    for source, row_id, first, last in rows:
        if source != "user":
            continue
        used = {w for w in words if first in contacts.variants(w) or last in contacts.variants(w)}
        if used and row_id not in out.people:
            out.people.append(row_id)
            out.claimed |= used
    rest = [w for w in words if w not in out.claimed]
    titles = [title for source, _, title, _ in rows if source == "task"]
    held = next((forms for forms in ([_held(w, t) for w in rest] for t in titles) if all(forms)), None)
    if rest and held:
        out.titled, out.claimed = held, out.claimed | set(rest)
    return out


# A question naming a record that asks whether something on it was done or who is doing it ("was the mytholm visit
# ever sorted", "whos raising the POs for brighouse"): a task on that record, when a task's title holds its words.
DEALT_WITH = re.compile(
    r"\b(?:sorted|sort\w*|done|dealt|happen\w*|doing|raising|handling|owns?|owner|chasing|chase|task)\b|"
    r"\bw(?:hat|ot)\s+did\s+\w+\s+(?:say|write|put)\b"  # "what did priya say on the calder chase": its messages
)
# Words many titles and questions share, which alone do not pick a task out.
GENERIC = frozenset(
    [
        "load",
        "loads",
        "quote",
        "quotes",
        "price",
        "prices",
        "delivery",
        "deliveries",
        "works",
        "site",
        "order",
        "orders",
    ]
)
PURCHASE_ORDERS = re.compile(r"\bpurchase\s+orders?\b|\bpos?\b")
# "the X task": the words naming a task right before the word.
TASK_NAMED = re.compile(r"\b(\w+)\s+task\b")


def on_records(session: Session, reading: Reading, intent: Intent) -> Named:
    """For a question that names records and asks whether something was done or who is doing it: the words of its
    that a task's title holds (at least one of STEM letters or more, not a generic word), as `titled`; the
    question's other stray words are claimed with them. Nothing when no title holds them."""
    if intent == Intent.tasks or not DEALT_WITH.search(reading.normalised):
        return Named()
    least = 1 if reading.names_any() else TITLE_WORDS  # "whos doing the brighouse purchase orders": two words
    words = [w for w in reading.entities.terms.split() if len(w) >= 3 and w not in STOPWORDS | choose.TASK_WORDS]
    words = [w for w in words if w not in GENERIC] + (["po"] if PURCHASE_ORDERS.search(reading.normalised) else [])
    if not words:
        return Named()
    likes = [f"%{form}%" for w in words for form in _forms(w)]
    rows = session.execute(STATEMENT, {"names": [], "likes": likes, "most": MOST_TITLED}).all()
    best: list[str] = []
    for source, _, title, _ in rows:
        held = [form for w in words if (form := _held(w, title))]
        if source == "task" and len(held) > len(best) and any(len(form) >= STEM for form in held):
            best = held
    if len(best) < least:
        return Named()
    if not best:
        return Named()
    return Named(titled=best, claimed=set(words))


def unheld_name(session: Session, reading: Reading) -> str:
    """The word a question about tasks names a task by ("the pennine *invoice* task") when no task's title holds
    it: a task we do not have; "" otherwise."""
    match = TASK_NAMED.search(reading.normalised)
    stray = set(choose.stray_words(reading))
    if match is None or match.group(1) not in stray or match.group(1) in choose.TASK_WORDS:
        return ""
    word = match.group(1)
    likes = [f"%{form}%" for form in _forms(word)]
    rows = session.execute(STATEMENT, {"names": [], "likes": likes, "most": 1}).all()
    return "" if any(source == "task" for source, *_ in rows) else word


def _forms(word: str) -> list[str]:
    """The word and its stems of STEM letters at least ("booked": book, booke)."""
    if word in ("po", "pos"):  # "the brighouse POs": its purchase orders
        return ["purchase order"]
    stems = [word.removesuffix(ending) for ending in ("ing", "ed", "s", "d") if word.endswith(ending)]
    return [word, *(stem for stem in stems if len(stem) >= STEM)]


def _held(word: str, title: str) -> str:
    """The form of the word a task's title holds ("booked": "book the site visit"); "" when none."""
    return next((form for form in _forms(word) if form in title), "")
