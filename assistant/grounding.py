"""Every number an answer states must come from a record it cites: the figures of a text (numbers and dates,
normalised so "£1,234.50", "1234.5" and "1,234.50" are one figure, and "3 Nov 2026" is the same date as
"2026-11-03") and the check that a text's figures all appear in its cards or sources."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date
from decimal import Decimal, InvalidOperation

from assistant.schemas import CardOut, SourceOut

MONTHS = {
    name: number
    for number, names in enumerate(
        (
            ("jan", "january"),
            ("feb", "february"),
            ("mar", "march"),
            ("apr", "april"),
            ("may",),
            ("jun", "june"),
            ("jul", "july"),
            ("aug", "august"),
            ("sep", "sept", "september"),
            ("oct", "october"),
            ("nov", "november"),
            ("dec", "december"),
        ),
        start=1,
    )
    for name in names
}
_MONTH = r"(?P<month>" + "|".join(sorted(MONTHS, key=len, reverse=True)) + r")\.?"
_DAY = r"(?P<day>\d{1,2})(?:st|nd|rd|th)?"
_YEAR = r"(?P<year>\d{4})"
# "3 Nov 2026", "3rd of November, 2026", "November 3, 2026", "2026-11-03", "03/11/2026" (day first, as in the UK).
DATE_PATTERNS = [
    re.compile(rf"\b{_DAY}\s+(?:of\s+)?{_MONTH}\s*,?\s+{_YEAR}\b", re.IGNORECASE),
    re.compile(rf"\b{_MONTH}\s+{_DAY}\s*,?\s+{_YEAR}\b", re.IGNORECASE),
    re.compile(r"\b(?P<year>\d{4})-(?P<month>\d{2})-(?P<day>\d{2})(?![\d])"),
    re.compile(r"\b(?P<day>\d{1,2})/(?P<month>\d{1,2})/(?P<year>\d{4})\b"),
]
# Thousands separated by commas first, so "12,500" is one number; "1,2" is two.
NUMBER = re.compile(r"\d{1,3}(?:,\d{3})+(?!\d)(?:\.\d+)?|\d+(?:\.\d+)?")


@dataclass(frozen=True)
class Figures:
    numbers: frozenset[Decimal]
    dates: frozenset[date]

    def __bool__(self) -> bool:
        return bool(self.numbers or self.dates)


def _date(match: re.Match[str]) -> date | None:
    month = match["month"]
    try:
        number = int(month) if month.isdigit() else MONTHS[month.lower().rstrip(".")]
        return date(int(match["year"]), number, int(match["day"]))
    except (KeyError, ValueError):
        return None


def _number(token: str) -> Decimal | None:
    try:
        return Decimal(token.replace(",", "")).normalize()
    except InvalidOperation:
        return None


def figures(text: str) -> Figures:
    """The dates and numbers a text states (a date's parts are not counted again as numbers)."""
    dates: set[date] = set()
    rest = text
    for pattern in DATE_PATTERNS:

        def take(match: re.Match[str]) -> str:
            found = _date(match)
            if found is None:
                return match[0]
            dates.add(found)
            return " "

        rest = pattern.sub(take, rest)
    numbers = {n for n in (_number(m) for m in NUMBER.findall(rest)) if n is not None}
    return Figures(frozenset(numbers), frozenset(dates))


def evidence_texts(cards: Sequence[CardOut], sources: Sequence[SourceOut]) -> Iterable[str]:
    """What an answer cites: each card's title and fact values, each source's title and snippet."""
    for card in cards:
        yield card.title
        yield from (fact.value for fact in card.facts)
    for source in sources:
        yield source.title
        yield source.snippet


def evidence(texts: Iterable[str]) -> Figures:
    numbers: set[Decimal] = set()
    dates: set[date] = set()
    for text in texts:
        found = figures(text)
        numbers |= found.numbers
        dates |= found.dates
    # A cited date also supports its year on its own ("quoted in 2026").
    numbers |= {Decimal(d.year).normalize() for d in dates}
    return Figures(frozenset(numbers), frozenset(dates))


def grounded(text: str, cards: Sequence[CardOut], sources: Sequence[SourceOut] = ()) -> bool:
    """True when every number and date in `text` appears in a card (title or fact value) or a source (title or
    snippet) of the answer."""
    stated = figures(text)
    if not stated:
        return True
    cited = evidence(evidence_texts(cards, sources))
    return stated.numbers <= cited.numbers and stated.dates <= cited.dates
