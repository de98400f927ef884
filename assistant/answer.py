"""Composing an answer from what the look-up found and what retrieval ranked: its text, cards, sources and
confidence. A found look-up speaks; otherwise the answer says what is not known and shows the closest records,
never a guess. Every number the text states must be in a card or source (`grounded`)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date
from typing import Literal, cast

from assistant.grounding import figures, grounded
from assistant.lookups import format as fmt
from assistant.lookups.types import LookupResult
from assistant.retrieval import Hit, snippet
from assistant.schemas import CardOut, FactOut, Kind, SourceOut
from assistant.understanding.types import Understanding

__all__ = ["Composed", "compose", "confidence_label", "figures", "grounded", "source_card"]

# Sources shown under an answer, and how many of them become cards when no look-up found the answer.
TOP_SOURCES = 5
SOURCE_CARDS = 3
CLOSEST_LISTED = 5
FACTS_PER_SOURCE_CARD = 5
# Confidence labels.
HIGH = 0.75
MEDIUM = 0.45
# An answer no look-up found stays "low" whatever retrieval ranked: it is the closest records, not an answer.
NOT_FOUND_CEILING = 0.4
# A look-up's answer is as sure as the look-up, scaled by how sure the reading of the question was and by whether
# retrieval, independently, ranked the same records near the top.
# Measured on the development part: found answers on readings of 0.45-0.55 were right as often as surer ones.
FOUND_BASE, FOUND_UNDERSTANDING, FOUND_AGREEMENT = 0.75, 0.1, 0.15
READING_MARGIN = 0.15  # a found answer is at most this much surer than the reading of its question
AGREEMENT_TOP = 5  # a card's record among the first five hits agrees fully, among the rest of the hits by half

NOTHING_FOUND = "I couldn't find a direct answer to that in the records."
NOTHING_CLOSE = "No records come close to the question."
META_LINE = re.compile(r"^(?P<label>[a-z][a-z ]{0,30}): (?P<value>.+)$")
ISO_DAY = re.compile(r"^(\d{4})-(\d{2})-(\d{2})$")


@dataclass
class Composed:
    text: str
    cards: list[CardOut]
    sources: list[SourceOut]
    confidence: float

    @property
    def label(self) -> Literal["high", "medium", "low"]:
        return confidence_label(self.confidence)


def confidence_label(confidence: float) -> Literal["high", "medium", "low"]:
    if confidence >= HIGH:
        return "high"
    return "medium" if confidence >= MEDIUM else "low"


def sources_of(hits: Sequence[Hit], question: str) -> list[SourceOut]:
    return [
        SourceOut(
            kind=cast(Kind, hit.kind),
            record_id=hit.record_id,
            title=hit.title,
            link=hit.link,
            snippet=snippet(hit.content, question),
            score=round(hit.score, 6),
        )
        for hit in hits[:TOP_SOURCES]
    ]


def _display(value: str) -> str:
    """Dates as the look-ups write them (3 Nov 2026) rather than as documents store them (2026-11-03)."""
    match = ISO_DAY.match(value)
    if match:
        try:
            return fmt.day(date(int(match[1]), int(match[2]), int(match[3])))
        except ValueError:
            return value
    return value


def source_card(kind: str, record_id: int, title: str, link: str, content: str) -> CardOut:
    """A record shown from its document: the `key: value` lines under the title, as facts."""
    facts: list[FactOut] = []
    for line in content.splitlines()[1:]:
        match = META_LINE.match(line.strip())
        if match is None:
            break
        facts.append(FactOut(label=match["label"].capitalize(), value=_display(match["value"])))
    return CardOut(
        kind=cast(Kind, kind), record_id=record_id, title=title, link=link, facts=facts[:FACTS_PER_SOURCE_CARD]
    )


def agreement(cards: Sequence[CardOut], hits: Sequence[Hit]) -> float:
    """1 when retrieval ranked one of the answer's records in its first few hits, 0.5 lower down, else 0."""
    records = {(card.kind, card.record_id) for card in cards}
    ranks = [i for i, hit in enumerate(hits) if (hit.kind, hit.record_id) in records]
    if not ranks:
        return 0.0
    return 1.0 if ranks[0] < AGREEMENT_TOP else 0.5


def found_confidence(understanding: Understanding, lookup: LookupResult, hits: Sequence[Hit]) -> float:
    """As sure as the look-up, scaled by the reading and retrieval's agreement; never "high" unless the reading of
    the question (its intent and records) is sure itself: at most READING_MARGIN above the reading's confidence."""
    weight = FOUND_BASE + FOUND_UNDERSTANDING * understanding.confidence
    weight += FOUND_AGREEMENT * agreement(lookup.cards, hits)
    return _clamp(min(lookup.confidence * weight, understanding.confidence + READING_MARGIN))


def closest_confidence(lookup: LookupResult | None, hits: Sequence[Hit]) -> float:
    """How close the closest records are (the top hit's cosine similarity, halved unless both the embedding and
    the words found it), never above NOT_FOUND_CEILING."""
    strength = 0.0
    if hits:
        top = hits[0]
        strength = max(0.0, top.similarity) * (1.0 if top.vector_rank and top.text_rank else 0.5)
    if lookup is not None:
        strength = max(strength, lookup.confidence)
    return _clamp(NOT_FOUND_CEILING * strength)


def _clamp(value: float) -> float:
    return round(min(1.0, max(0.0, value)), 3)


def _unique(cards: Sequence[CardOut]) -> list[CardOut]:
    seen: set[tuple[str, int]] = set()
    out = []
    for card in cards:
        if (card.kind, card.record_id) not in seen:
            seen.add((card.kind, card.record_id))
            out.append(card)
    return out


def closest(lookup: LookupResult | None, hits: Sequence[Hit], sources: list[SourceOut], confidence: float) -> Composed:
    """The low-confidence answer: what is not known (the look-up's own words when it found nothing and they hold
    only cited numbers), then the closest records, shown as cards."""
    lookup_cards = list(lookup.cards) if lookup else []
    near = [source_card(h.kind, h.record_id, h.title, h.link, h.content) for h in hits[:SOURCE_CARDS]]
    cards = _unique([*lookup_cards, *near])
    missing = lookup is not None and not lookup.found
    said = lookup.text.strip() if lookup is not None and missing else ""
    if not said or not grounded(said, cards, sources):
        said = NOTHING_FOUND
    if missing and lookup_cards and said != NOTHING_FOUND:
        text = said  # the look-up named its own closest records
    elif cards:
        text = f"{said} The closest records are: {fmt.listing([c.title for c in cards[:CLOSEST_LISTED]])}."
    else:
        text = f"{said} {NOTHING_CLOSE}"
    return Composed(text, cards, sources, min(confidence, NOT_FOUND_CEILING))


def compose(question: str, understanding: Understanding, lookup: LookupResult, hits: Sequence[Hit]) -> Composed:
    """The answer to a question from its look-up and its hits."""
    sources = sources_of(hits, question)
    if lookup.found and lookup.text.strip() and grounded(lookup.text, lookup.cards, sources):
        confidence = found_confidence(understanding, lookup, hits)
        if confidence >= MEDIUM:
            return Composed(lookup.text.strip(), list(lookup.cards), sources, confidence)
        # Found, but on so unsure a reading that stating it would be a guess: offer it as one of the closest.
        return closest(lookup, hits, sources, confidence)
    return closest(lookup, hits, sources, closest_confidence(lookup, hits))
