"""Quotes seen as a manager sees them: products by the quotes holding them ("what does calder usually buy", "which
lintels have we never quoted"), quotes or parties ranked ("biggest open quote", "top 3 customers by quoted value")
and quote states in other words ("quotes that expired without an answer"). Read after the intent vote; each sets
the filters its look-up reads by SQL and returns the words it claimed, so none of them is taken for a party we lack."""

from __future__ import annotations

from dataclasses import dataclass

from assistant.understanding import one_party, picture, quote_line, quoted_products, rankings, state_words
from assistant.understanding.reading import Reading
from assistant.understanding.types import Attribute, Filters, Intent

SURE = 0.85


@dataclass
class Read:
    intent: Intent
    sure: float
    attribute: Attribute | None
    claimed: set[str]


def read(reading: Reading, filters: Filters, intent: Intent, sure: float, attribute: Attribute | None) -> Read:
    """The reading after the managers' views, with the words they claimed (nothing changed when none is asked)."""
    e = reading.entities
    party_named = bool(e.customers or e.companies)
    claimed: set[str] = set()
    if quote_line.asked(reading.normalised, len(e.quotes), len(e.products)):
        # "cheshire red sell price on q7": the product's line on the named quote, the product kept
        return Read(Intent.record_fact, max(sure, SURE), Attribute.quote_lines, claimed)
    if not e.quotes and (mode := quoted_products.asked(reading.normalised, party_named, bool(e.products))):
        # "what does calder usually buy", "which lintels have we never quoted": products by the quotes holding them
        intent, sure, attribute = Intent.quote_list, max(sure, SURE), None
        filters.quoted_products, filters.product_words = mode, quoted_products.words(reading.normalised)
        claimed |= quoted_products.WORDS | set(filters.product_words)
        if mode == "usual":
            one_party.make_clear(reading)  # "what does calder usually buy": the one customer named
        if mode in ("never", "most"):
            e.products = []
    elif (ranked := rankings.asked(reading.normalised, bool(e.products))) and not e.quotes:
        # "biggest open quote", "top 3 customers by quoted value": quotes or parties ranked, by SQL
        intent, sure, attribute = Intent.quote_list, max(sure, SURE), None
        filters.rank, filters.top, filters.ranked_by, filters.rank_counted = (
            ranked.order,
            ranked.top,
            ranked.by,
            ranked.counted,
        )
        e.products = []
        claimed |= rankings.WORDS
    if not e.quotes and state_words.asked(reading.normalised, filters):
        # "quotes that expired without an answer": a state in other words, none of them a party we lack
        party_or_job = party_named or bool(e.projects)
        intent, sure, attribute = intent if party_or_job else Intent.quote_list, max(sure, SURE), None
        claimed |= state_words.WORDS
    if picture.asked(reading.normalised):
        one_party.make_clear(reading)  # "where are we with mytholm": the one job named, its whole picture
    return Read(intent, sure, attribute, claimed)
