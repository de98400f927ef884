"""A detail of a person or an organisation the question asks for that the contacts' and organisations' look-ups do not
give ("vat number for calder", "fax number for tarmac", "mark dysons home address", "aisha khans date of birth",
"whats marshalls website"). Read before the fact asked for, so that the detail is not taken for another one ("fax
number" for the phone, "home address" for the head office's): the answer then says that it is not recorded (an
organisation's VAT number and website are given when they are), never another detail as if asked. Pure functions of
the normalised question (assistant.understanding.cues.normalise)."""

from __future__ import annotations

import re

# The detail's name as an answer writes it, and how a question asks for it; first match wins.
DETAILS: list[tuple[str, re.Pattern[str]]] = [
    ("VAT number", re.compile(r"\bvat\s*(?:no|nos|number|numbers|num|reg\w*|registration|id)\b")),
    ("website", re.compile(r"\bweb\s*(?:site|page|address)s?\b|\bwebsite\b|\burl\b")),
    ("fax number", re.compile(r"\bfax\w*\b")),
    ("date of birth", re.compile(r"\bdate\s+of\s+birth\b|\bdob\b|\bhow\s+old\s+is\b|\bwhen\s+was\s+\w+\s+born\b")),
    (
        "home address",
        re.compile(r"\bhome\s+(?:address|postcode|phone|number)\b|\bwhere\s+(?:does|do)\s+\w+(?:\s+\w+)?\s+live\b"),
    ),
    ("social media", re.compile(r"\blinked\s*in\b|\btwitter\b|\binstagram\b|\bfacebook\b|\bsocials?\b")),
    ("bank details", re.compile(r"\bbank\s+(?:details|account)\b|\bsort\s+code\b|\biban\b")),
    (
        "company registration number",
        re.compile(r"\bcompany\s+(?:reg\w*\s+)?(?:number|no)\b|\bcompanies\s+house\b|\bregistration\s+number\b"),
    ),
    ("credit limit", re.compile(r"\bcredit\s+(?:limit|rating|score|check)\b")),
    ("salary", re.compile(r"\bsalar(?:y|ies)\b|\bearns?\b|\bearnings\b|\bpay\s+(?:packet|slip)s?\b")),
    ("overtime", re.compile(r"\bovertime\b")),
    # Staff pay beyond a salary, and stock held: Brickmate records neither (a price is not a stock level).
    ("commission or bonus", re.compile(r"\bcommissions?\b|\bbonus(?:es)?\b|\bwages?\b|\bpay\s+rise\b")),
    (
        "stock level",
        re.compile(
            r"\bstock\s+(?:levels?|count|check|holding)\b|\bhow\s+many\b.*\b(?:in\s+stock|in\s+the\s+yard|on\s+hand)\b|"
            r"\b(?:got|have|hold)\s+in\s+(?:stock|the\s+yard)\b"
        ),
    ),
]
# Staff pay: asked about a colleague, never a question about their tasks or quotes.
PAY = frozenset(("salary", "overtime", "commission or bonus"))
# Of these, the organisations' columns the answer reads (and gives when they are filled in).
COLUMNS = {"VAT number": "vat_number", "website": "website"}


def asked(normalised: str) -> str:
    """The detail asked for that the look-ups do not give, as an answer names it ("" when none)."""
    for name, pattern in DETAILS:
        if pattern.search(normalised):
            return name
    return ""
