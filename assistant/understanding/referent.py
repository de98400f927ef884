"""A follow-up about a record we do not have ("price of the ivanhoe ebony", then "and its lead time?"; "quotes for
miller homes", then "whos their buyer"; "SQ-260006 status", then "has it been ordered"): the previous question named
something we do not have, and the follow-up names nothing of its own, so "it" and "their" are that missing record.
The follow-up is declined as its question was, never answered about the alternatives the decline offered. And what a
party got "it" at (PARTY_PAID), in one question or as the follow-up of a product's."""

from __future__ import annotations

import re
from dataclasses import replace

from assistant.understanding import choose, unheld
from assistant.understanding.reading import Reading
from assistant.understanding.types import Understanding

# What a customer was charged for "it" ("what did calder get it at", "what did we quote awc for it", "what did they
# pay for them"): the product before, for the party named now.
PARTY_PAID = re.compile(
    r"\b(?:get|got|gets|getting|pay|paid|paying|charge|charged|quote|quoted|sell|sold|give|gave|priced)\b"
    r"(?:\s+\w+){0,5}?\s+(?:it|them|that|those|that\s+one)\b(?:\s+(?:at|for))?"
)


def lacked(reading: Reading, previous: Understanding | None) -> str:
    """What the previous question named that we do not have, when this one (read on its own, before the previous
    records are carried into it) names no record, person or number of its own; "" otherwise."""
    if previous is None or not previous.unknown.strip():
        return ""
    numbers = reading.numbers.found or reading.numbers.missing or reading.quote_numbers
    if reading.names_any() or reading.entities.contacts or numbers:
        return ""
    return previous.unknown


def paid_for_it(reading: Reading) -> bool:
    """One question naming a product, then what a party we do not have got "it" at ("cheshire weathered red - what
    did keepmoat get it at"): what we quoted that party for the product, which names the party as what we lack."""
    if not reading.entities.products or choose._names_record(reading) or not PARTY_PAID.search(reading.normalised):
        return False
    return bool(unheld.unknown_party(reading))


def party_for_it(reading: Reading, previous: Understanding) -> bool:
    """A question about what a party (named, or in words we do not have) got "it" at, right after a question about a
    product, naming no product of its own."""
    e = reading.entities
    if not previous.entities.products or e.products or e.quotes or not PARTY_PAID.search(reading.normalised):
        return False
    return bool(e.customers or e.companies or choose.party_words(reading))


def party_replaced(reading: Reading, previous: Understanding) -> Understanding:
    """The previous question's understanding for what the party named now got "it" at: without its parties when
    this question names none we have ("what did calder get it at", then "what did persimmon get it at": Persimmon,
    whom we do not have, never Calder again)."""
    e = reading.entities
    if e.customers or e.companies or e.others:
        return previous  # the party named replaces the previous one as any follow-up's records do
    return replace(previous, entities=replace(previous.entities, customers=[], companies=[], others=[]))
