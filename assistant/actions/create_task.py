"""Put a task on the user's task pad: "remind me to chase Calder Valley on Friday", "add a task to call Ibstock
about Q-260010 tomorrow", "task: send the site plan to Pennine by 4 December".

The task is the user's own (owner), due on the day named (17:00 UK time; none when no day is named), and linked to
the records the words name: the customers, suppliers, others, companies and projects found by the assistant's
entity linking, and the quotes by number. Confirming creates it through the task pad's service (`create_task`), as
`POST /tasks/add` would."""

from __future__ import annotations

import re
from datetime import date, datetime, time, timedelta
from typing import Any
from zoneinfo import ZoneInfo

from sqlalchemy import select
from sqlalchemy.orm import Session

from api.core.fields import FIRST_YEAR, LAST_YEAR
from api.quotes.models import Quote
from api.tasks.service import create_task
from api.users.models import User
from assistant.actions.registry import EVERY_ROLE, Detected, register
from assistant.actions.schemas import ActionResultOut, CreateTaskPayload, TaskLinkRef
from assistant.understanding import cues, exact, names

KIND = "create_task"
UK = ZoneInfo("Europe/London")
DUE_TIME = time(17, 0)
TITLE_MAX = 200
LINKABLE = ("customer", "supplier", "other", "company", "project")
WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
MONTHS = (
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
)

# Staff shorthand and typos for tomorrow, as written in a hurry.
TOMORROW = ("tomorrow", "tomorow", "tommorow", "tommorrow", "tmrw", "tmw", "tmrow", "tomoz", "2moro", "2morrow")

_ASK = re.compile(
    r"^\s*(?:(?:please|pls|can you|could you)\s+)*"
    r"(?:remind\s+me\s+to\s+|(?:add|create|make|set\s+up|put\s+in)\s+(?:me\s+)?an?\s+(?:task|reminder)\s+"
    r"(?:to\s+|for\s+me\s+to\s+)?|task\s*:\s*|new\s+task\s*:?\s*)(?P<what>.+?)\s*[.!?]?\s*$",
    re.IGNORECASE | re.DOTALL,
)
_DAY = (
    r"(?:today|tomorrow|tomorow|tommorow|tommorrow|tmrw|tmw|tmrow|tomoz|2moro|2morrow|"
    r"(?:next\s+)?(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?|"
    r"\d{4}-\d{2}-\d{2}|\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?[a-z]{3,9}|[a-z]{3,9}\s+\d{1,2}(?:st|nd|rd|th)?)"
)
_WHEN = re.compile(rf"\s+(?:(?:on|by|for|before|due)\s+)?(?:the\s+)?(?P<day>{_DAY})\s*$", re.IGNORECASE)


def split(question: str) -> tuple[str, str | None] | None:
    """What to do and the day words (None: no day named), or None when the question asks for no task."""
    asked = _ASK.match(question)
    if asked is None:
        return None
    what = asked.group("what").strip()
    when = _WHEN.search(what)
    if when is None:
        return what, None
    return what[: when.start()].strip(" ,"), when.group("day").lower()


def due_day(words: str, today: date) -> date | None:
    """The day `words` name, from `today` (a weekday is the next one to come, never today)."""
    words = re.sub(r"\s+", " ", words.strip().lower())
    if words == "today":
        return today
    if words in TOMORROW:
        return today + timedelta(days=1)
    if re.fullmatch(r"\d{4}-\d{2}-\d{2}", words):
        try:
            return date.fromisoformat(words)
        except ValueError:
            return None
    name = words.removeprefix("next ")  # "next Friday": the Friday to come, as most people mean it
    for index, weekday in enumerate(WEEKDAYS):
        if len(name) >= 3 and weekday.startswith(name):
            return today + timedelta(days=(index - today.weekday()) % 7 or 7)
    return _day_of_month(words, today)


def _day_of_month(words: str, today: date) -> date | None:
    match = re.fullmatch(r"(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?([a-z]+)|([a-z]+)\s+(\d{1,2})(?:st|nd|rd|th)?", words)
    if match is None:
        return None
    day_text, month_text = (match.group(1), match.group(2)) if match.group(1) else (match.group(4), match.group(3))
    months = [i for i, m in enumerate(MONTHS, start=1) if len(month_text) >= 3 and m.startswith(month_text)]
    if not months:
        return None
    for year in (today.year, today.year + 1):
        try:
            found = date(year, months[0], int(day_text))
        except ValueError:
            return None
        if found >= today:
            return found
    return None


def _links(session: Session, what: str) -> list[TaskLinkRef]:
    normalised = cues.normalise(what)
    found: list[TaskLinkRef] = []
    for record in names.find(session, cues.tokens(normalised), set()):
        known = any((f.record_type, f.record_id) == (record.source, record.id) for f in found)
        if record.source in LINKABLE and not record.archived and record.share >= 1 and not known:
            found.append(TaskLinkRef(record_type=record.source, record_id=record.id, label=record.name))
    numbers, _ = exact.quote_numbers(normalised)
    if numbers:
        for quote_id, number in session.execute(select(Quote.id, Quote.number).where(Quote.number.in_(numbers))):
            found.append(TaskLinkRef(record_type="quote", record_id=quote_id, label=number))
    return found[:5]


def _title(what: str) -> str:
    what = what.strip()
    return (what[:1].upper() + what[1:])[:TITLE_MAX]


class CreateTask:
    kind = KIND
    roles = EVERY_ROLE  # POST /tasks/add is open to every signed-in role

    def detect(self, session: Session, question: str, user: User) -> Detected | None:
        asked = split(question)
        if asked is None:
            return None
        what, day_words = asked
        if not what:
            return Detected({}, "Say what the task is, e.g. remind me to chase Calder Valley on Friday.")
        due: date | None = None
        if day_words is not None:
            due = due_day(day_words, datetime.now(UK).date())
            if due is None:
                return Detected({}, f'I could not read "{day_words}" as a day.')
            if not FIRST_YEAR <= due.year <= LAST_YEAR:  # as the task pad's form refuses it (core.fields)
                far = f"{due.day} {due:%B %Y}"
                return Detected({}, f"{far} is too far off: give a day from the year {FIRST_YEAR} to {LAST_YEAR}.")
        payload = CreateTaskPayload(title=_title(what), due_date=due, links=_links(session, what))
        return Detected(payload.model_dump(mode="json"))

    def describe(self, payload: dict[str, Any]) -> str:
        task = CreateTaskPayload.model_validate(payload)
        text = f'Put "{task.title}" on your task pad'
        if task.due_date:
            text += f", due {task.due_date:%A} {task.due_date.day} {task.due_date:%B %Y}"
        if task.links:
            text += ", linked to " + ", ".join(link.label for link in task.links)
        return text + "."

    def execute(self, session: Session, user: User, payload: dict[str, Any]) -> ActionResultOut:
        task = CreateTaskPayload.model_validate(payload)
        due_at = datetime.combine(task.due_date, DUE_TIME, UK) if task.due_date else None
        created = create_task(
            session,
            title=task.title,
            owner_id=user.id,
            due_at=due_at,
            links=[(link.record_type, link.record_id) for link in task.links],
            actor_id=user.id,
        )
        return ActionResultOut(
            text=f'Task "{created.title}" is on your task pad.',
            link=f"/task?id={created.id}",
            record_kind="task",
            record_id=created.id,
        )


register(CreateTask())
