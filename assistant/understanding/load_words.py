"""How transport staff say what became of a load, written as the words the reader reads them by: "which drop went
wrong" (failed), "any drops pulled" (cancelled), "which loads have been moved" (rescheduled), "loads still to book",
"which plots havent got a slot yet", "what still needs booking in" (not booked with the works yet). Only beside a
load's word (a load, drop, delivery, call-off, wagon, plot), so "the price went wrong on q3" or "we moved office"
keep their words; "booking in" is delivery talk on its own. And the call-off cue of a load named before its state
("which load failed", "loads delivered", "drops that have been cancelled"), which the cue patterns read only the
other way round ("failed loads"). Pure functions of the normalised question (assistant.understanding.cues)."""

from __future__ import annotations

import re

_LOAD = r"(?:loads?|drops?|deliver(?:y|ies)|call\s?offs?|wagons?|lorr(?:y|ies)|plots?)"
LOAD_WORD = re.compile(rf"\b{_LOAD}\b")
STATE = r"(?:failed|cancell?ed|rescheduled|delivered|confirmed|booked)(?!\s+(?:prices?|costs?|rates?|charges?)\b)"

# (pattern, replacement), applied in order beside a load's word.
_BESIDE_A_LOAD: list[tuple[re.Pattern[str], str]] = [
    (re.compile(r"\bwent\s+(?:wrong|pear\s+shaped)\b"), "failed"),
    (re.compile(r"\b(?:didnt|did\s+not|never)\s+(?:get\s+there|get\s+delivered|land)\b"), "failed"),
    (re.compile(r"\b(?:been\s+|got\s+|was\s+|were\s+)?pulled\b"), "cancelled"),
    (re.compile(r"\b(?:been\s+|got\s+|was\s+|were\s+)?(?:moved|shifted|pushed\s+back)\b"), "rescheduled"),
    (re.compile(r"\b(?:havent|hasnt|dont|doesnt|not)\s+(?:got\s+|yet\s+)?(?:a\s+|any\s+)?slots?\b"), "not booked"),
    (re.compile(r"\bwithout\s+(?:a\s+)?slots?\b"), "not booked"),
    (re.compile(r"\b(?:still\s+)?(?:to|needs?|needing)\s+book(?:ing)?(?:\s+in)?\b"), "not booked"),
]
# "what still needs booking in", "anything need booking in with dales": the loads not booked, no load word needed.
_BOOKING_IN = re.compile(
    r"\b(?:what|whats|anything|which|any)\s+(?:else\s+)?(?:still\s+)?(?:needs?|needing|wants?|to)\s+(?:be\s+)?"
    r"book(?:ing|ed)?\s+in\b"
)
_WEEKS = re.compile(rf"\b(next|this|last)\s+weeks\b(?=\s+{_LOAD})")
# The call-off cue of a load named before its state: "which load failed", "drops that have been cancelled".
NAMED_BEFORE_STATE = (
    rf"{_LOAD}\s+(?:(?:that|which|have|has|been|got|was|were|are|is|arent|not|yet|now)\s+){{0,3}}{STATE}",
    rf"{STATE}\s+(?:deliver(?:y|ies)|call\s?offs?)",
    r"(?:loads|drops|deliveries)\s+(?:coming\s+|come\s+)?from",  # "which works are the mytholm loads from"
    # "is dales on tomorrow", "are ibstock delivering monday": a haulier's or works' loads that day
    # (the cue the opening word only: the name between is a name)
    r"^(?:is|are)(?=\s+\w+(?:\s+\w+)?\s+(?:on|in|delivering|running|hauling)\s+(?:for\s+)?(?:tomorrow|today|monday|"
    r"tuesday|wednesday|thursday|friday|saturday|sunday|this\s+week|next\s+week)\b)",
)


def spoken(normalised: str) -> str:
    """The question with a load's state said as the reader's words ("which drop went wrong" → "which drop failed")."""
    value = _BOOKING_IN.sub("which loads are not booked", normalised)
    value = _WEEKS.sub(r"\1 week", value)  # "next weeks deliveries": next week's
    if not LOAD_WORD.search(value):
        return value
    for pattern, words in _BESIDE_A_LOAD:
        value = pattern.sub(words, value)
    return value
