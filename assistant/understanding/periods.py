"""The period a question names, inclusive: today, tomorrow, yesterday; this, last or next week, month, quarter or
year; a rolling span ("the last 10 days", "the next 3 weeks", "past fortnight"); "since monday"; a month by name or a
year by number. A pure function of the normalised question (assistant.understanding.cues.normalise) and today."""

from __future__ import annotations

import calendar
import re
from datetime import date, timedelta

MONTHS = {name.lower(): i for i, name in enumerate(calendar.month_name) if name}
MONTHS |= {name.lower(): i for i, name in enumerate(calendar.month_abbr) if name}
MONTHS["sept"] = 9
# A year by its number after a word of time ("in 2025", "since 2024"), or after a month ("march 2025").
_YEAR = re.compile(
    r"\b(?:(?:in|for|during|of|since|from|year)\s+|("
    + "|".join(sorted(MONTHS, key=len, reverse=True))
    + r")\s+)(20\d\d)\b"
)
_MONTH = re.compile(r"\b(?:in|for|during|of|since)?\s*(" + "|".join(sorted(MONTHS, key=len, reverse=True)) + r")\b")


def _month_bounds(year: int, month: int) -> tuple[date, date]:
    return date(year, month, 1), date(year, month, calendar.monthrange(year, month)[1])


# A span of days or weeks from today ("the next 10 days", "coming 3 weeks", "next couple of weeks").
NEXT_SPAN = re.compile(
    r"\b(?:next|coming|following)\s+(\d{1,3}|(?:a\s+)?couple\s+of|two|three|four|five|six|seven|eight|nine|ten)\s+"
    r"(days?|weeks?|months?)\b"
)
# A span of days, weeks or months up to today ("the last 7 days", "past fortnight", "the past week": rolling, not the
# calendar's "last week").
PAST_SPAN = re.compile(
    r"\b(?:last|past|previous)\s+(\d{1,3}|(?:a\s+)?couple\s+of|two|three|four|five|six|seven|eight|nine|ten)\s+"
    r"(days?|weeks?|months?)\b"
)
PAST_FORTNIGHT = re.compile(
    r"\b(?:last|past|previous)\s+fortnight\b|\bpast\s+(?:week|month)\b|\b(?:in\s+the|this)\s+last\s+(?:week|month)\b"
)
PAST_DAYS = {"fortnight": 14, "month": 30, "week": 7}
WEEKDAYS = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")
SINCE_DAY = re.compile(r"\b(?:since|from)\s+(?:last\s+)?((?:mon|tue|wed|thu|fri|sat|sun)\w*)\b")
SPAN_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}


def _span(normalised: str, pattern: re.Pattern[str] = NEXT_SPAN) -> timedelta | None:
    match = pattern.search(normalised)
    if match is None:
        return None
    word = match.group(1)
    count = int(word) if word.isdigit() else SPAN_WORDS.get(word, 2)
    unit = match.group(2)
    return timedelta(days=count * (30 if unit.startswith("month") else 7 if unit.startswith("week") else 1))


def period(normalised: str, today: date) -> tuple[date | None, date | None]:
    """The period the question names, inclusive: this/last/next week, month, quarter, year; today, yesterday; a
    month by name (this year's, or last year's when it is still to come)."""
    q = normalised
    monday = today - timedelta(days=today.weekday())
    if re.search(r"\btoday\b", q):
        return today, today
    if re.search(r"\btomorrows?\b", q):
        return today + timedelta(days=1), today + timedelta(days=1)
    if re.search(r"\byesterday\b", q):
        return today - timedelta(days=1), today - timedelta(days=1)
    if span := _span(q):  # "over the next 10 days", "the next 3 weeks": from today
        return today, today + span
    if span := _span(q, PAST_SPAN):  # "in the last 7 days", "past 2 weeks": up to today
        return today - span, today
    if match := PAST_FORTNIGHT.search(q):
        return today - timedelta(days=PAST_DAYS[match.group(0).split()[-1]]), today
    if match := SINCE_DAY.search(q):  # "since monday": from the last such day (today when it is that day)
        back = (today.weekday() - WEEKDAYS.index(match.group(1)[:3])) % 7
        return today - timedelta(days=back), today
    if re.search(r"\b(?:this|current)\s+week\b", q):
        return monday, monday + timedelta(days=6)
    if re.search(r"\b(?:last|previous)\s+week\b", q):
        return monday - timedelta(days=7), monday - timedelta(days=1)
    if re.search(r"\bnext\s+week\b", q):
        return monday + timedelta(days=7), monday + timedelta(days=13)
    if re.search(r"\b(?:next|coming)\s+(?:few\s+weeks|fortnight|2\s+weeks|two\s+weeks)\b", q):
        return today, today + timedelta(days=14)
    if re.search(r"\b(?:this|current)\s+month\b|\bmonth\s+to\s+date\b|\bmtd\b", q):
        return _month_bounds(today.year, today.month)
    if re.search(r"\b(?:last|previous)\s+month\b", q):
        first = today.replace(day=1) - timedelta(days=1)
        return _month_bounds(first.year, first.month)
    if re.search(r"\bnext\s+month\b", q):
        after = today.replace(day=28) + timedelta(days=7)
        return _month_bounds(after.year, after.month)
    if re.search(r"\b(?:this|current)\s+quarter\b", q):
        start = 3 * ((today.month - 1) // 3) + 1
        return date(today.year, start, 1), _month_bounds(today.year, start + 2)[1]
    if re.search(r"\b(?:last|previous)\s+quarter\b", q):
        start = 3 * ((today.month - 1) // 3) + 1 - 3
        year = today.year if start > 0 else today.year - 1
        start = start if start > 0 else start + 12
        return date(year, start, 1), _month_bounds(year, start + 2)[1]
    if re.search(r"\b(?:this|current)\s+year\b|\bytd\b|\byear\s+to\s+date\b", q):
        return date(today.year, 1, 1), date(today.year, 12, 31)
    if re.search(r"\blast\s+year\b", q):
        return date(today.year - 1, 1, 1), date(today.year - 1, 12, 31)
    if given := _YEAR.search(q):  # "in 2025", "during march 2024": that year (its month when one is named before it)
        named, when = MONTHS.get(given.group(1) or ""), int(given.group(2))
        return _month_bounds(when, named) if named else (date(when, 1, 1), date(when, 12, 31))
    if match := _MONTH.search(q):
        word = match.group(1)
        if word in ("may", "march") and not re.search(rf"\b(?:in|for|during|of|since)\s+{word}\b", q):
            return None, None  # "may" the verb, "march" the verb
        month = MONTHS[word]
        year = today.year if month <= today.month else today.year - 1
        return _month_bounds(year, month)
    return None, None
