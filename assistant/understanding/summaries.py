"""Questions a record's summary answers though their words ask one fact: a count of a works' products ("how many
products do we get from wienerburger", "wienerburgr product count": the works' summary counts them) and a project's
facts ("how many plots at mytholm", "kirkstall forge glenigan number", "what stage is holmfirth road at": the
project's summary gives them), each as sure as the record named."""

from __future__ import annotations

import re

from assistant.understanding.reading import Reading
from assistant.understanding.types import Intent

PRODUCT_COUNT = re.compile(
    r"\bhow\s+many\s+(?:\w+\s+){0,2}?products\b|\bproducts?\s+count\b|\b(?:number|count)\s+of\s+(?:\w+\s+)?products\b"
)
MAKER_SURE = 0.85
GLENIGAN = re.compile(r"\bglen+[ai]gan\b")
PROJECT_FACT = re.compile(
    r"\bplots\b|\bglenigan\b|\bstage\b|\bvalue\b|\bworth\b|\b(?:start|starts|starting|finish|finishes|end|ends)\b|"
    r"\b(?:project\s+)?ref(?:erence)?\b"
)


def projects_fact(reading: Reading, intent: Intent) -> bool:
    """A project's fact its summary gives; its Glenigan number whatever else the words suggest ("glenigan number for
    station parade": no phone number of the company at 1 Station Parade)."""
    e = reading.entities
    if len(e.projects) != 1 or e.quotes or e.products or e.contacts or reading.quote_numbers:
        return False
    if GLENIGAN.search(reading.normalised):
        return True
    return intent in (Intent.record_summary, Intent.general) and bool(PROJECT_FACT.search(reading.normalised))


def counts_makers_products(reading: Reading, intent: Intent) -> bool:
    """A count of one works' products. The works named by a near spelling ("tarmak", "wienerburgr") is as sure as
    MAKER_SURE: the question names nothing else, so no other record competes for its words."""
    e = reading.entities
    if not e.suppliers or e.products or e.customers or e.companies or e.projects or e.quotes or e.contacts:
        return False
    counted = intent in (Intent.record_summary, Intent.quote_count, Intent.general) and bool(
        PRODUCT_COUNT.search(reading.normalised)
    )
    if counted and len(e.suppliers) == 1:
        reading.sureness["suppliers"] = max(reading.sureness.get("suppliers", 0.0), MAKER_SURE)
    return counted
