"""Words that ask about the task pad (issue 17): a question about tasks, the asking user's own, a colleague's,
overdue, urgent or done ones, a stage named in words. Pure functions of the normalised question
(assistant.understanding.cues.normalise): no statement."""

from __future__ import annotations

import re

from assistant.understanding.types import Filters

# Tasks (issue 17): words that ask about tasks, the asking user's own, overdue ones, done ones.
TASK_CUE = re.compile(
    r"\b(?:tasks?|task\s+pad|to-?dos?|to\s+do\s+list|my\s+to\s+dos?|on\s+my\s+(?:plate|list|pad)|my\s+list|"
    r"reminders?|who(?:s|\s+is)\s+chasing|"
    r"who(?:s|\s+is)\s+(?:following|looking\s+after)\s+up|"
    r"on\s+(?!the\b|price\b|a\b|our\b)\w+\s+(?:plate|list|pad)|on\s+the\s+pad|"  # "whats on priya's list"
    r"(?:urgent|high|low|top)\s+priority|urgent\s+(?:one|ones|stuff)|"  # "anything high priority", "the urgent one"
    r"priority\s+(?:on|of|for)\s+(?:the\s+)?\w+\s+\w+|"  # "priority on pennine samples": a task's
    r"(?:anything|whats|what\s+is)\s+due\s+(?:today|tomorrow|this\s+week)|"  # "anything due today"
    r"(?:to\s*-?\s*do|in\s+progress|waiting|done)\s+(?:column|stage)|(?:still\s+)?in\s+(?:the\s+)?to\s*-?\s*do|"
    # a stage in words ("whats in waiting", "anything waiting on the works"), done ones ("whats been ticked off")
    r"(?:whats|what\s+is|anything)\s+in\s+(?:the\s+)?waiting|waiting\s+on\s+the\s+works|ticked\s+off)\b"
)
# The task pad's stages (columns) a question names: "which tasks are in progress", "whats in the waiting column".
TASK_STAGES = [
    ("In progress", re.compile(r"\bin\s+progress\b")),
    (
        "Waiting",
        re.compile(
            r"\bwaiting\s+(?:column|stage)\b|\bin\s+(?:the\s+)?waiting\b|\btasks?\s+(?:are\s+)?waiting|"
            r"\bwaiting\s+on\s+the\s+works\b"
        ),
    ),
    ("To do", re.compile(r"\bin\s+(?:the\s+)?to\s*-?\s*do\b(?!\s+list)|\bto\s*-?\s*do\s+(?:column|stage)\b")),
]
# What a colleague has on ("what has tom got on", "is priya late on anything"): tasks when a colleague is named.
COLLEAGUE_TASKS = re.compile(
    r"\b(?:got\s+on|working\s+on|doing|busy|up\s+to|late|behind|overdue|plate|list|chasing|owe|owes|assigned|"
    r"been\s+given)\b"
)
# The asking user's notifications ("any notifications", "did i get an alert about priya"): read with the task pad.
NOTIFICATIONS = re.compile(r"\b(?:notifications?|notifs?|alerts?)\b")
MINE = re.compile(r"\b(?:my|mine|me|i)\b")
OVERDUE = re.compile(r"\b(?:overdue|late|past\s+(?:due|its\s+date)|behind)\b")
DONE = re.compile(r"\b(?:done|finished|completed|closed|closing|ticked\s+off)\b")


# "whats overdue", "anything overdue for me": overdue is a task's (a quote expires, a load fails or runs late).
OVERDUE_ALONE = re.compile(r"\boverdue\b")
NOT_TASKS = re.compile(r"\b(?:quotes?|quotations?|deliver\w*|loads?|call\W?offs?|drops?|invoices?|payments?|orders?)\b")


# "whats urgent", "anything urgent": the task pad's urgent tasks (a quote or a load is not urgent).
URGENT_ALONE = re.compile(r"^(?:whats|what\s+is|what\s+s|anything|any|is\s+anything)\s+(?:\w+\s+)?urgent\b")


def asks_tasks(normalised: str) -> bool:
    if TASK_CUE.search(normalised) is not None or NOTIFICATIONS.search(normalised) is not None:
        return True
    if URGENT_ALONE.search(normalised) is not None and NOT_TASKS.search(normalised) is None:
        return True
    return OVERDUE_ALONE.search(normalised) is not None and NOT_TASKS.search(normalised) is None


def notifications_only(normalised: str) -> bool:
    """The question asks for the user's notifications, not tasks ("any notifications", "my alerts")."""
    return NOTIFICATIONS.search(normalised) is not None and TASK_CUE.search(normalised) is None


def task_filters(normalised: str, out: Filters) -> None:
    """The conditions of a question about tasks, on top of the period it names (due then)."""
    out.mine = MINE.search(normalised) is not None
    out.notifications = notifications_only(normalised)
    out.overdue = OVERDUE.search(normalised) is not None
    out.done = DONE.search(normalised) is not None
    out.stage = next((name for name, pattern in TASK_STAGES if pattern.search(normalised)), "")


# Task-pad words said otherwise: "any to-do on tomorrows load" (a task), "tasks waiting on someone else" (waiting).
_SAID_OTHERWISE = [
    (re.compile(r"\bto-?dos?\b(?!\s+(?:column|stage|list))"), "task"),
    (
        re.compile(r"\bwaiting\s+(?:on|for)\s+(?:someone|somebody|anyone|anybody|others|other\s+people)(?:\s+else)?\b"),
        "waiting",
    ),
]


def spoken(normalised: str) -> str:
    """The question with the task pad's words said as the reader reads them ("to-do": task)."""
    if not TASK_WORD.search(normalised):
        return normalised
    for pattern, words in _SAID_OTHERWISE:
        normalised = pattern.sub(words, normalised)
    return normalised


TASK_WORD = re.compile(r"\b(?:tasks?|to-?dos?)\b")
