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
    # Another firm's margin ("what margin does wienerberger make on the kassandra"): we hold our cost and list price,
    # so our own margin, never theirs. (Before pay, whose "earn" it would otherwise take.)
    (
        "figure for their own margin",
        re.compile(
            r"\b(?:what|how\s+much)\s+(?:margin|markup|mark\s*up|profit)\s+(?:does|do|did|is|are)\s+(?!we\b|us\b|i\b)"
            r"\w+(?:\s+\w+){0,2}?\s+(?:make|makes|making|get|gets|getting|take|takes|taking|earn|earns)\b"
        ),
    ),
    # Another firm's margin by its possessive ("ibstocks margin on tradesman red"): theirs, never ours.
    (
        "figure for their own margin",
        re.compile(r"\b(?!(?:our|its|whats|thats|the|quotes|q\d+s)\b)[a-z]+s\s+(?:margin|markup|mark\s*up)\s+on\b"),
    ),
    # A profit after overheads, and the overheads themselves: we hold costs of goods and sell prices, nothing else.
    (
        "profit after overheads",
        re.compile(r"\bnet\s+(?:profit|margin)s?\b|\bprofit\s+after\b|\boverheads?\b|\bbottom\s+line\b"),
    ),
    # What is still to come: nobody records a forecast, a target or what a customer will order.
    (
        "forecast",
        re.compile(
            r"\bforecast\w*\b|\bpredict\w*\b|\bprojected\s+(?:sales|orders|revenue)\b|\bsales\s+targets?\b|"
            r"\bwill\s+(?!we\b)\w+(?:\s+\w+)?\s+(?:order|buy|spend)\b"
        ),
    ),
    (
        "salary",
        re.compile(
            r"\bsalar(?:y|ies)\b|\bearns?\b|\bearnings\b|\bpay\s+(?:packet|slip)s?\b|"
            # "whats dana hughes paid", "how much is tom paid a year": a person's pay, not what a customer paid us
            r"\b(?:whats|what\s+is|how\s+much\s+is|how\s+much\s+does)\s+\w+(?:\s+\w+)?\s+(?:get\s+)?paid"
            r"(?:\s+(?:a|an|per)\s+(?:year|hour|week|month|annum))?\s*$"
        ),
    ),
    ("overtime", re.compile(r"\bovertime\b")),
    # Staff pay beyond a salary, and stock held: Brickmate records neither (a price is not a stock level).
    ("commission or bonus", re.compile(r"\bcommissions?\b|\bbonus(?:es)?\b|\bwages?\b|\bpay\s+rise\b")),
    # A product's technical figures: the catalogue records prices, sizes, weights and lead times, not test data.
    # ("co2 site contact": CO-000002, a call-off; assistant.understanding.numbers reads it first)
    (
        "carbon figure",
        re.compile(
            r"\b(?:carbon|co2(?!\s+(?:site|haulier|offload|vehicle|plot|status|date|window))|"
            r"embodied\s+energy|epd)\b"
        ),
    ),
    (
        "technical rating",
        re.compile(
            r"\bcompressive\b|\bwater\s+absorption\b|\bfire\s+rating\b|\bu\s*-?\s*values?\b|"
            r"\bthermal\s+conductivity\b|\bacoustic\b|\bstrength\s+(?:rating|class)\b"
        ),
    ),
    # Terms the works and hauliers quote that supplier quotes do not record: a rebate, a fuel surcharge.
    ("rebate", re.compile(r"\brebates?\b|\bretrospective\s+discounts?\b")),
    ("fuel surcharge", re.compile(r"\bfuel\s+(?:surcharges?|levy|levies|supplements?)\b")),
    # Waiting time charged by a haulier, a discount for paying early, and invoices: nothing records them (an
    # order's total is not its invoice; "the yard invoice task" is a task's title, so only an invoice's own details).
    ("demurrage or waiting time charge", re.compile(r"\bdemurrage\b|\bwaiting\s+time\s+(?:charges?|rates?)\b")),
    (
        "settlement discount",
        re.compile(r"\b(?:settlement|prompt\s+payment|early\s+payment)\s+(?:discounts?|terms)\b"),
    ),
    (
        "invoice",
        re.compile(
            r"\binvoice\s+(?:number|no|nos|date|ref\w*|total|value|amount)s?\b|\binvoiced\b|"
            r"\b(?:been|we)\s+(?:sent|raised)\s+(?:an?\s+|the\s+)?invoice"
        ),
    ),
    # Who drives a load and which vehicle: call-offs record the works and the haulier, never the driver or the lorry.
    ("driver's name", re.compile(r"\bdriv(?:er|ers|ing)\b")),
    (
        "vehicle registration",
        re.compile(
            r"\b(?:reg|registration|number\s*plate|plates?)\b.*\b(?:lorry|lorries|wagon|van|truck|vehicle)\b|"
            r"\b(?:lorry|lorries|wagon|van|truck|vehicle)s?\s+(?:reg|registration|number\s*plate)\b"
        ),
    ),
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
