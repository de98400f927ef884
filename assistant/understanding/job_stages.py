"""Projects asked for by their stage on the board, naming no project ("which jobs are at tender", "which jobs did we
lose", "jobs on site at the moment", "what have we got at lead stage"): the stages asked for, as the board's values
(api.projects.models.Stage); assistant.lookups.project_stages lists the projects in them."""

from __future__ import annotations

import re

from assistant.understanding.reading import Reading
from assistant.understanding.types import Intent

SURE = 0.8
# Questions about other records that may say a stage word ("tasks done", "loads on site").
NOT_PROJECTS = (Intent.tasks, Intent.call_offs, Intent.supplier_quotes, Intent.purchase_orders)

JOBS = re.compile(r"\b(?:jobs?|projects?|sites?|schemes?|developments?)\b")
# A stage as people say it, by the board's value.
STAGES = (
    ("lead", re.compile(r"\b(?:at|in|on)\s+(?:the\s+)?leads?\b(?!\s+times?)|\blead\s+stage\b|\bleads\b")),
    ("tender", re.compile(r"\btender(?:s|ing)?\b|\bout\s+to\s+tender\b")),
    ("won", re.compile(r"\bwon\b|\bwin\b|\bwinning\b")),
    ("lost", re.compile(r"\blost\b|\blose\b|\blosing\b")),
    ("on_site", re.compile(r"\bon\s+site\b|\bonsite\b|\blive\b|\bunder\s+way\b|\bunderway\b|\bbuilding\s+now\b")),
    ("complete", re.compile(r"\bcomplete[d]?\b|\bfinished\b|\bhanded\s+over\b|\bdone\b")),
)
# Words of a question about something else than the projects themselves (their quotes, deliveries, tasks).
OTHER = re.compile(r"\bquotes?\b|\bquotations?\b|\bdeliver\w*|\bloads?\b|\bcall[\s-]?offs?\b|\btasks?\b|\borders?\b")
WHICH = re.compile(r"\b(?:which|what|any|list|show|all|how\s+many)\b|^\s*(?:jobs?|projects?)\b")


def asked(reading: Reading) -> list[str]:
    """The stages asked for by a question about projects that names none ([] when it is not one)."""
    q, e = reading.normalised, reading.entities
    if e.projects or e.quotes or e.products or e.contacts or reading.quote_numbers:
        return []
    if not JOBS.search(q) or OTHER.search(q) or not WHICH.search(q):
        return []
    return [stage for stage, pattern in STAGES if pattern.search(q)]
