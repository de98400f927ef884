"""What a colleague has on, asked by first name in a chat (issue 14, conversations): "whats sam got on", then "and
whats priya got on"; "what has dave got on today", then "ok toms then". A question of that shape naming a colleague
is about that colleague's tasks alone, whatever came before (the person declined before is dropped, never carried as
the record we lack); naming someone who is no colleague and no record, it is a question about tasks we cannot
answer: that name is what we do not have. "toms then" / "and priyas" after a question about tasks names the
colleague whose tasks are asked now. The colleagues are found as the task pad finds them (assistant.understanding
.taskpad); the tasks are read at answer time (assistant.lookups.tasks)."""

from __future__ import annotations

import re

from sqlalchemy.orm import Session

from assistant.understanding import taskpad
from assistant.understanding.cues import STOPWORDS
from assistant.understanding.reading import Reading
from assistant.understanding.types import Intent, Understanding

# "whats sam got on", "and what has dave got on today", "what is jo doing this week".
GOT_ON = re.compile(
    r"^(?:and\s+|so\s+|ok(?:ay)?\s+|then\s+)?what(?:s|\s+has|\s+is|\s+does)?\s+([a-z]{2,})\s+"
    r"(?:got\s+on|doing|working\s+on|up\s+to|got\s+going\s+on)"
    r"(?:\s+(?:today|tomorrow|tmrw|this\s+week|at\s+the\s+moment|now|then))?\s*$"
)
# "ok toms then", "and priyas", "what about toms": one colleague's name, after a question about tasks.
THEN = re.compile(
    r"^(?:ok(?:ay)?\s+|and\s+|so\s+|what\s+about\s+|how\s+about\s+)?([a-z]{2,})(?:\s+(?:then|ones|tasks|list))?\s*$"
)


def turn(session: Session, reading: Reading, previous: Understanding | None) -> tuple[list[int], str] | None:
    """(the colleagues whose tasks are asked, the name we do not have) for a question of those shapes; None when it
    is none."""
    q = reading.normalised.replace("?", " ").strip()
    if (asked := GOT_ON.search(q)) is not None:
        name = asked.group(1)
        if name in STOPWORDS or reading.names_any() or reading.entities.quotes:
            return None  # "whats it doing", "whats dales got on for us": not a colleague's name
        pad = taskpad.find(session, reading)
        if pad.people:
            return pad.people, ""
        return [], name  # someone we do not have (a task's title holding the word is no person: "sam", samples)
    if previous is None or previous.intent != Intent.tasks or (only := THEN.search(q)) is None:
        return None
    if only.group(1) in STOPWORDS or reading.names_any():
        return None
    pad = taskpad.find(session, reading)
    return (pad.people, "") if pad.people else None


# "when due", "whens it due", "due when": the task the answer before was about, its due day.
DUE_ALONE = re.compile(
    r"^(?:and\s+|so\s+)?(?:when(?:s|\s+is|\s+was)?\s+(?:it\s+|that\s+|that\s+one\s+)?due|due\s+when)$"
)


def due_after(reading: Reading, previous: Understanding | None) -> bool:
    """A question about a task's due day naming nothing, right after a question about tasks."""
    q = reading.normalised.replace("?", " ").strip()
    return previous is not None and previous.intent == Intent.tasks and DUE_ALONE.match(q) is not None
