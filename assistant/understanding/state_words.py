"""Quotes asked for by a state in other words, across customers ("quotes that expired without an answer", "any
quotes gone past their valid date", "quotes we're still waiting to hear back on"): the state (expired, open) and
the words that say it, so that none of them is read as a customer we lack ("without", "gone", "hear"). Pure
functions of the normalised question; the list is the quotes look-up's (assistant.lookups.totals)."""

from __future__ import annotations

import re

from assistant.understanding.types import Filters

QUOTES = re.compile(r"\bquotes\b|\bquotes?\s+(?:that|which|we|weve|still)\b")
# Not our quotes: the works' and hauliers' quotes, requests for prices.
ELSEWHERE = re.compile(r"\bsuppliers?\b|\bsqs?\b|\brfqs?\b|\bworks\b|\bhauliers?\b|\bprices?\b")
STATES: list[tuple[str, re.Pattern[str]]] = [
    (
        "expired",
        re.compile(
            r"\bexpired\s+without\s+(?:an?\s+)?(?:answer|reply|decision|response)\b|"
            r"\b(?:gone|went|are|is)\s+past\s+(?:their|its|the)\s+(?:valid(?:ity)?|expiry)(?:\s+date)?\b"
        ),
    ),
    (
        "open",
        re.compile(
            r"\bwaiting\s+to\s+hear\s+back\b|\bwaiting\s+(?:on|for)\s+(?:an?\s+)?(?:answer|reply|decision)\b|"
            r"\b(?:not|never)\s+heard\s+back\b|\bno\s+(?:answer|reply|decision)\s+yet\b"
        ),
    ),
]
WORDS = frozenset(
    [
        "expired",
        "without",
        "an",
        "a",
        "answer",
        "reply",
        "decision",
        "response",
        "gone",
        "went",
        "past",
        "their",
        "its",
        "valid",
        "validity",
        "expiry",
        "date",
        "waiting",
        "to",
        "hear",
        "back",
        "on",
        "for",
        "not",
        "never",
        "heard",
        "no",
        "yet",
        "still",
        "were",
        "we",
        "weve",
        "that",
        "which",
        "any",
    ]
)


def asked(normalised: str, filters: Filters) -> bool:
    """Sets the state asked for in other words; whether one was."""
    if not QUOTES.search(normalised) or ELSEWHERE.search(normalised):
        return False
    for state, pattern in STATES:
        if pattern.search(normalised):
            filters.statuses = [state]
            return True
    return False
