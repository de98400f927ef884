"""A job's or customer's whole picture asked for in so many words ("where are we with mytholm", "whats the latest on
kirkstall forge", "holmfirth road update", "whats awc got on the go"): their summary then names their latest quotes
and orders (assistant.lookups.latest_quotes). A summary asked otherwise ("mytholm value", "and the other one") stays
as it was, so that what it names is not taken for what a follow-up points at. A pure function of the normalised
question."""

from __future__ import annotations

import re

ASKED = re.compile(
    r"\bwhere\s+(?:are|r|do)\s+we\b|\bwhere\s+we\s+(?:are|at)\b|\blatest\b|\bupdate\b|\bfull\s+picture\b|"
    r"\bwhats\s+happening\b|\bgoing\s+on\b|\bon\s+the\s+go\b|\bwhere\s+do\s+we\s+stand\b|\bhow\s+are\s+we\s+doing\b"
)


def asked(normalised: str) -> bool:
    return ASKED.search(normalised) is not None
