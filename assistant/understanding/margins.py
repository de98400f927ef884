"""A quote's margin or cost asked for ("q9 margin", "whats our margin on q7", "how much are we making on q10", "q9
cost total", "what does q6 cost us"): its current version's goods at cost beside their sell value, read by SQL at
answer time (assistant.lookups.quote_margin). A profit after overheads is never this: nobody records overheads
(assistant.understanding.unkept reads it first). Pure functions of the normalised question."""

from __future__ import annotations

import re

ASKED = re.compile(
    r"\bmargins?\b|\bmark\s*-?\s*ups?\b|\b(?:are|r|we|did)\s+(?:we\s+)?mak(?:e|ing)\b|\bprofit\b|"
    r"\bcost\s+(?:total|us|to\s+us|price)\b|\bour\s+cost\b|\bcost\s+v(?:s|ersus)?\b|\bbuy(?:ing)?\s+price\b"
)


def asked(normalised: str) -> bool:
    return ASKED.search(normalised) is not None
