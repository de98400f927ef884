"""A follow-up about a record we do not have ("price of the ivanhoe ebony", then "and its lead time?"; "quotes for
miller homes", then "whos their buyer"; "SQ-260006 status", then "has it been ordered"): the previous question named
something we do not have, and the follow-up names nothing of its own, so "it" and "their" are that missing record.
The follow-up is declined as its question was, never answered about the alternatives the decline offered."""

from __future__ import annotations

from assistant.understanding.reading import Reading
from assistant.understanding.types import Understanding


def lacked(reading: Reading, previous: Understanding | None) -> str:
    """What the previous question named that we do not have, when this one (read on its own, before the previous
    records are carried into it) names no record, person or number of its own; "" otherwise."""
    if previous is None or not previous.unknown.strip():
        return ""
    numbers = reading.numbers.found or reading.numbers.missing or reading.quote_numbers
    if reading.names_any() or reading.entities.contacts or numbers:
        return ""
    return previous.unknown
