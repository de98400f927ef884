"""What a structured look-up answers: the facts read from the database at answer time, never from documents."""

from __future__ import annotations

from dataclasses import dataclass, field

from assistant.schemas import CardOut

# How sure an answer is that found nothing, or only something close to what was asked.
NOT_FOUND = 0.1
CLOSEST = 0.3


@dataclass
class LookupResult:
    """`text` states facts that each appear, written the same way, in a card's facts; `found` is false when the
    record asked about is missing or nothing matched (the text then says what is not known)."""

    text: str
    cards: list[CardOut] = field(default_factory=list)
    found: bool = True
    confidence: float = 0.0


def not_found(text: str, cards: list[CardOut] | None = None) -> LookupResult:
    """Nothing known for the question: `cards` are the closest records, when there are any."""
    return LookupResult(text, cards or [], found=False, confidence=CLOSEST if cards else NOT_FOUND)
