"""Follow-ups naming nothing after an answer about supplier quotes or a request for prices (issue 14, conversations):
"whos replied", "whos still to reply", "haulage?", "offload?", "valid til", "lead time?", "how many loads", "who rang
it in", "any notes on it", "when are the rest due back", "when do we need it on site". Each goes on with the supplier
quotes and request the answer before was about (its works, job, customer quote and numbers), never a haulier the
word "haulage" names, a call-off, a product a stray word is like ("til": tile) or a notes search; the side asked
("replied" / "still to reply", "the rest") replaces the one before. The words are read here, one regular expression;
nothing is looked up (assistant.lookups.buying reads the records at answer time)."""

from __future__ import annotations

import re
from dataclasses import replace

from assistant.understanding.reading import Reading
from assistant.understanding.types import Entities, Filters, Intent, Understanding

# What a supplier quote or request gives, asked alone ("haulage?", "valid til", "who rang it in").
ASKS = re.compile(
    r"\b(?:repl(?:y|ied|ies)|answer(?:ed|s)?|respond(?:ed)?|haulage|carriage|offload\w*|valid\w*|til+|expir\w*|"
    r"lead\s+times?|loads?|rang|rung|phoned|called|notes?|due|site|deadline|rest|others)\b"
)
# The words around them that name nothing ("when are the rest due back", "when do we need it on site").
# fmt: off
FILLER = frozenset((
    "who", "whos", "whose", "what", "whats", "when", "which", "how", "many", "much", "is", "are", "was", "were",
    "the", "a", "an", "any", "it", "its", "it's", "on", "in", "to", "by", "for", "of", "do", "does", "did", "we",
    "they", "them", "their", "theirs", "there", "still", "yet", "back", "get", "got", "come", "came", "need",
    "needed", "we're", "us", "our", "time", "times", "that", "this", "one", "ones", "else", "left",
))
# fmt: on
# The side asked: those still to answer ("whos still to reply", "the rest"), or those who have ("whos replied").
WAITING = re.compile(r"\b(?:still\s+to|yet\s+to|not\s+yet|havent|hasnt|rest|others|outstanding)\b")
ANSWERED = re.compile(r"^(?:who|whos|which)\b.*\b(?:replied|answered|responded)\b")
# The request's own facts (its reply-by and on-site days, offload, notes) rather than its quotes' alone.
REQUEST_FACTS = re.compile(r"\b(?:due|site|deadline|offload\w*|notes?|rest|others)\b")


def _names_nothing(reading: Reading) -> bool:
    """Nothing named but, at most, a haulier by the word "haulage" alone (not "dales haulage")."""
    e = reading.entities
    if e.customers or e.suppliers or e.companies or e.projects or e.quotes or e.contacts or reading.numbers.found:
        return False
    words = set(reading.normalised.split())
    return not any(n.name.split()[0].lower() in words for n in e.others)


def asked(reading: Reading, previous: Understanding | None) -> tuple[Entities, Filters] | None:
    """The records and conditions of the follow-up as a question about the supplier quotes before, or None when it
    is not one."""
    if previous is None or previous.intent != Intent.supplier_quotes:
        return None
    q = reading.normalised.replace("?", " ")
    if not ASKS.search(q) or not _names_nothing(reading):
        return None
    if any(w not in FILLER for w in ASKS.sub(" ", q).split()):
        return None  # "and the cement", "what did they give us on the staffs blue": words of their own
    before = previous.filters
    filters = Filters(numbers=list(before.numbers), requests=before.requests, waiting=before.waiting)
    filters.answered = before.answered
    if WAITING.search(q):
        filters.waiting, filters.answered = True, False
    elif ANSWERED.search(q):
        filters.waiting, filters.answered = False, True
    if REQUEST_FACTS.search(q) and (before.numbers or before.requests or _from_request(previous)):
        filters.requests = True
    return replace(previous.entities, terms="", products=list(previous.entities.products)), filters


def _from_request(previous: Understanding) -> bool:
    """The answer before was about quotes asked for on one request (a works or a customer quote named)."""
    e: Entities = previous.entities
    return bool(e.suppliers or e.quotes)
