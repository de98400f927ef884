"""The notes written on a customer's quote ("internal notes on q11", "q8 customer notes", "any notes on q3"): its
notes to the customer (on the version current now) and our internal notes, both or the one asked for."""

from __future__ import annotations

import re
from datetime import date

from sqlalchemy.orm import Session

from api.quotes.models import Quote
from api.quotes.service.quotes import effective_status
from assistant.lookups import cards as c
from assistant.lookups.fact_common import MAX_RECORDS
from assistant.lookups.fact_quotes import quote_rows
from assistant.lookups.types import LookupResult, not_found
from assistant.understanding.cues import plain_words
from assistant.understanding.types import Understanding

INTERNAL = re.compile(r"\b(?:internal|our|own|private)\b")
NOTE_WORDS = frozenset({"notes", "note", "any", "the", "on", "for", "what", "whats", "is", "are", "written"})
TO_CUSTOMER = re.compile(r"\b(?:customer|customers|their|client|terms|printed)\b")


def of_quote(understanding: Understanding) -> bool:
    """The notes asked for are the quote's own (no word to search the notes for but which of them)."""
    words = plain_words(understanding.entities.terms)
    return all(INTERNAL.fullmatch(w) or TO_CUSTOMER.fullmatch(w) or w in NOTE_WORDS for w in words)


def quote_notes(session: Session, understanding: Understanding, today: date) -> LookupResult:
    ids = [n.id for n in understanding.entities.quotes[:MAX_RECORDS]]
    rows = quote_rows(session, Quote.id.in_(ids), MAX_RECORDS)
    if not rows:
        return not_found("I couldn't find that quote.")
    terms = understanding.entities.terms.lower()
    internal, customer = INTERNAL.search(terms) is not None, TO_CUSTOMER.search(terms) is not None
    both = internal == customer
    said, cards = [], []
    for quote, version, name in rows:
        ours = quote.internal_notes.strip() if (both or internal) else ""
        theirs = (version.customer_notes or "").strip() if (both or customer) else ""
        parts = [f"notes to the customer: “{theirs}”" if theirs else "", f"internal notes: “{ours}”" if ours else ""]
        told = "; ".join(p for p in parts if p)
        asked = (
            "internal notes" if internal and not both else "notes to the customer" if customer and not both else "notes"
        )
        said.append(f"Quote {quote.number} for {name}: {told}." if told else f"Quote {quote.number} has no {asked}.")
        cards.append(
            c.quote_card(
                quote,
                effective_status(quote, today),
                ("Customer", name),
                ("Notes to the customer", theirs or None),
                ("Internal notes", ours or None),
            )
        )
    return LookupResult(" ".join(said), cards, True, understanding.confidence)
