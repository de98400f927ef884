"""Quotes ranked, and parties ranked by their quotes ("biggest quote weve ever done", "smallest open quote", "top 3
quotes by value", "which open quote has been out the longest", "top 3 customers by quoted value", "which rep has most
open quotes"): the order asked for, how many are asked for and what is ranked. Pure functions of the normalised
question (assistant.understanding.cues.normalise); the look-up ranks by SQL (assistant.lookups.rankings)."""

# ruff: noqa: SIM905 (word lists read better as strings)

from __future__ import annotations

import re
from dataclasses import dataclass

# The order asked for: the largest by value first, the smallest, or the longest out (the earliest sent) first.
LARGEST = re.compile(r"\b(?:biggest|largest|highest|most\s+valuable|top)\b")
SMALLEST = re.compile(r"\b(?:smallest|lowest|least\s+valuable)\b")
OLDEST = re.compile(r"\b(?:longest|oldest)\b")
MOST = re.compile(r"\bmost\b")
NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "ten": 10}
TOP = re.compile(
    r"\btop\s+(\d{1,2}|one|two|three|four|five|ten)\b|\b(\d{1,2}|two|three|four|five|ten)\s+(?:biggest|largest)\b"
)
QUOTES = re.compile(r"\bquot(?:e|es|ed|ing)\b|\bdrafts?\b")
CUSTOMERS = re.compile(r"\bcustomers?\b|\bclients?\b")
REPS = re.compile(
    r"\breps?\b|\bsales\s*(?:people|persons?|m[ae]n)\b|\bcolleagues?\b|\bwho\s+has\s+(?:got\s+)?(?:the\s+)?most\b"
)
VALUE = re.compile(r"\bvalue\b|\bworth\b|\bby\s+(?:quoted\s+)?value\b|\bmoney\b|£")
# Not our quotes ranked: the works' and hauliers' quotes, a product's price ("the highest price we quoted for x").
ELSEWHERE = re.compile(r"\bsuppliers?\b|\bsqs?\b|\brfqs?\b|\bprices?\b|\bloads?\b|\bpallets?\b")
# The words a ranking question uses that name no record (never a party or product we lack).
WORDS = frozenset(
    "biggest largest highest most valuable top smallest lowest least longest oldest out been has the which who rep "
    "reps customer customers client clients value worth by quoted quote quotes one two three four five ten "
    "sales people person colleague colleagues ever weve done got".split()
)


@dataclass(frozen=True)
class Ranking:
    order: str  # largest | smallest | oldest
    top: int  # how many are asked for (1 when one is)
    by: str  # "" (quotes), "customer" or "rep"
    counted: bool  # parties ranked by how many quotes, not their value


def asked(normalised: str) -> Ranking | None:
    """The ranking a question asks for, or None."""
    if not QUOTES.search(normalised) or ELSEWHERE.search(normalised):
        return None
    by = "customer" if CUSTOMERS.search(normalised) else "rep" if REPS.search(normalised) else ""
    if OLDEST.search(normalised) and not by:
        order = "oldest"
    elif SMALLEST.search(normalised):
        order = "smallest"
    elif LARGEST.search(normalised) or (by and MOST.search(normalised)):
        order = "largest"
    else:
        return None
    top = TOP.search(normalised)
    count = 1
    if top:
        word = top.group(1) or top.group(2)
        count = int(word) if word.isdigit() else NUMBERS[word]
    counted = bool(by) and MOST.search(normalised) is not None and not VALUE.search(normalised)
    return Ranking(order, max(1, min(count, 10)), by, counted)
