"""What we quoted over a period is what went out in it ("how much did we quote in the last 7 days", "what have we
quoted this month"): the quotes sent in the period, whatever became of them since, never the drafts started in it.
A period asked of quotes created, started or drafted keeps their creation date. Pure functions of the normalised
question."""

from __future__ import annotations

import re

from assistant.understanding.types import Filters

QUOTED = re.compile(
    r"\b(?:we|weve|ve|did\s+we|have\s+we|has\s+\w+)\s+(?:\w+\s+)?quot(?:e|ed)\b|\bquoted\s+(?:in|over|during|this|"
    r"last|since|the|so)\b|\b(?:value|total|amount)\s+quoted\b"
)
CREATED = re.compile(r"\bcreated\b|\bstarted\b|\bdrafted\b|\bdrafts?\b|\braised\b|\bset\s+up\b|\bopened\b")


def sent_for_quoted(normalised: str, filters: Filters) -> None:
    """Dates a period by the day quotes were sent when the question asks what we quoted in it."""
    dated = filters.date_from is not None or filters.date_to is not None
    if dated and filters.date_field == "created" and QUOTED.search(normalised) and not CREATED.search(normalised):
        filters.date_field = "sent"
