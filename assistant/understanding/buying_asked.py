"""Buying questions that name a customer's quote or ask a works for its notes, without saying "supplier quote":
"which suppliers did we ask for prices on q10", "when do we need the q10 stuff on site" (the request for prices sent
for that customer quote, its suppliers and the date the goods are needed on site), "any notes on ibstocks prices",
"ibstock quote notes" (the notes a works wrote on its quote to us)."""

from __future__ import annotations

import re

from assistant.understanding.reading import Reading
from assistant.understanding.types import Attribute, Intent

# The works asked for prices on a customer's quote, and the goods needed on site for it.
ON_QUOTE = re.compile(
    r"\b(?:which|what)\s+(?:suppliers|works|manufacturers)\b|\b(?:ask|asked|asking)\s+(?:\w+\s+){0,2}?for\s+prices\b|"
    r"\bneed(?:ed|s)?\b(?:\s+\w+){0,4}?\s+on\s+site\b|\brequired\s+on\s+site\b|\bon\s+site\s+(?:date|by)\b"
)
# The words of the goods' date on site, no party's ("required on site date on the rfq").
ON_SITE_WORDS = frozenset(("required", "require", "need", "needed", "needs", "site", "date", "by", "when"))
# A works' own notes on what it quoted us.
THEIR_NOTES = re.compile(r"\bnotes?\b|\bcomments?\b|\bremarks?\b")
QUOTED = re.compile(r"\bquotes?\b|\bprices?\b|\bpricing\b|\brfqs?\b|\bquoted\b")
# The request for prices itself ("whos the customer on rfq1", "any rfqs still open"): its own facts beside its quotes.
REQUEST = re.compile(r"\brfqs?\b|\brequests?\s+for\s+(?:prices?|quotes?|quotations?)\b|\brfq\s?-?\s?\d")
# Supplier quotes answered, listed ("which sqs have come back", "whos replied"), when not asked the other way round;
# "has tarmac come back yet" asks whether one has, and is answered either way.
ANSWERED = re.compile(
    r"^(?:which|who|whos|what|whats|list|show)\b.*(?:\b(?:come|came|got)\s+back\b|\b(?:replied|answered|responded)\b)"
)


def request_filters(normalised: str, waiting: bool) -> tuple[bool, bool]:
    """(the request itself is asked about, only the answered quotes are) for Filters.requests / Filters.answered."""
    return REQUEST.search(normalised) is not None, not waiting and ANSWERED.search(normalised) is not None


def asked(reading: Reading, intent: Intent, attribute: Attribute | None) -> bool:
    """The question asks about supplier quotes though its words read otherwise."""
    e = reading.entities
    q = reading.normalised
    if intent in (Intent.supplier_quotes, Intent.purchase_orders) or attribute is not None:
        return False
    if e.quotes and not (e.suppliers or e.others) and ON_QUOTE.search(q):
        return True  # the request for prices of that customer quote
    works = (e.suppliers or e.others) and not (e.customers or e.companies or e.quotes or e.products)
    return bool(works and intent == Intent.notes_search and THEIR_NOTES.search(q) and QUOTED.search(q))
