"""A chat that turns to another subject (issue 14, conversations): "whats on q7", an aside, then "when's plot 34
rebooked for" asks about a plot's load, read on its own, never about the quote or job before. A question naming a
plot and asking about its load (a call-off's words) after a question about anything but loads, orders or tasks is
such a turn. The words are read here; nothing is looked up."""

from __future__ import annotations

import re

from assistant.understanding.reading import Reading
from assistant.understanding.types import Filters, Intent, Understanding

# A load's own words: "rebooked", "delivered", "when does it go", "failed" (a plot alone may be a quote's plot).
LOAD_WORDS = re.compile(
    r"\b(?:re-?booked|booked|deliver\w*|loads?|drops?|call\W?offs?|called\s+off|dispatched|fail\w*|went|go(?:ing)?"
    r"|arriv\w*|pallets?)\b"
)
ON_LOADS = (Intent.call_offs, Intent.purchase_orders, Intent.tasks)


def afresh(reading: Reading, previous: Understanding | None, filters: Filters) -> bool:
    """The question turns to a plot's load: read without the records before."""
    if previous is None or previous.intent in ON_LOADS or not filters.plots:
        return False
    return LOAD_WORDS.search(reading.normalised) is not None and not reading.names_any()
