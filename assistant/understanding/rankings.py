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
# A quote's price words rank quotes only when they qualify the quote itself ("cheapest quote out", "priciest open
# quote", "dearest live quotes") and no product is named: "cheapest quote for staffs blue" asks a product's price.
PRICED = r"(?:cheapest|least\s+expensive|priciest|dearest|most\s+expensive)"
PRICED_QUOTE = re.compile(rf"\b{PRICED}\s+(?:\w+\s+){{0,2}}?(?:quotes?|drafts?)\b")
PRICED_LARGEST = re.compile(r"\b(?:priciest|dearest|most\s+expensive)\b")
OLDEST = re.compile(r"\b(?:longest|oldest)\b")
MOST = re.compile(r"\bmost\b")
NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}
# How many: a number word or digit next to the ranking word ("top five", "biggest three", "3 biggest").
COUNT = r"(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)"
RANKER = (
    r"(?:top|biggest|largest|highest|smallest|lowest|longest|oldest|cheapest|priciest|dearest|"
    r"most\s+(?:valuable|expensive)|least\s+(?:valuable|expensive))"
)
TOP = re.compile(rf"\b{RANKER}\s+{COUNT}\b|\b{COUNT}\s+{RANKER}\b")
QUOTES = re.compile(r"\bquot(?:e|es|ed|ing)\b|\bdrafts?\b")
CUSTOMERS = re.compile(r"\bcustomers?\b|\bclients?\b")
# Where quotes are, not what is ranked: "the cheapest quote out with customers".
WITH_CUSTOMERS = re.compile(r"\b(?:out\s+)?(?:with|to|at)\s+(?:our\s+|the\s+)?(?:customers?|clients?)\b")
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
    "sales people person colleague colleagues ever weve done got six seven eight nine cheapest priciest dearest "
    "expensive least".split()
)


@dataclass(frozen=True)
class Ranking:
    order: str  # largest | smallest | oldest
    top: int  # how many are asked for (1 when one is)
    by: str  # "" (quotes), "customer" or "rep"
    counted: bool  # parties ranked by how many quotes, not their value


def asked(normalised: str, product_named: bool = False) -> Ranking | None:
    """The ranking a question asks for, or None; `product_named`: the question names a product (its price words
    then ask that product's price, not quotes ranked)."""
    if not QUOTES.search(normalised) or ELSEWHERE.search(normalised):
        return None
    priced = not product_named and PRICED_QUOTE.search(normalised) is not None
    normalised = WITH_CUSTOMERS.sub(" ", normalised)
    by = "customer" if CUSTOMERS.search(normalised) else "rep" if REPS.search(normalised) else ""
    if OLDEST.search(normalised) and not by:
        order = "oldest"
    elif priced:
        order = "largest" if PRICED_LARGEST.search(normalised) else "smallest"
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
