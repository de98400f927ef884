"""A customer order named by what its notes say rather than by number ("po number on the phase 3 order", "customer
po for the plots 31 to 36 order"): the words right before "order", as a phrase of an order's notes, the longest one
some order's notes hold. One statement a phrase tried, only for a question that says "order" and names no record."""

from __future__ import annotations

from sqlalchemy import text
from sqlalchemy.orm import Session

from assistant.understanding.quote_notes import LONGEST, OPENERS, regex
from assistant.understanding.reading import Reading
from assistant.understanding.types import Filters, Intent

ORDER_WORDS = frozenset({"order", "orders"})
# Words that open a description, not part of it, unless between two numbers ("plots 31 to 36").
JOINING = frozenset({"to", "and"})
TELLING_LENGTH = 4
STATEMENT = text(
    """
    SELECT number FROM orders
     WHERE regexp_replace(lower(coalesce(notes, '')), '[^a-z0-9]+', ' ', 'g') ~ :phrase
     ORDER BY created_at DESC, id DESC
     LIMIT 2
    """
)


def _phrase(reading: Reading) -> list[str]:
    tokens = [t.text for t in reading.tokens]
    at = next((i for i, t in enumerate(tokens) if t in ORDER_WORDS), None)
    if at is None:
        return []
    words: list[str] = []
    i = at - 1
    while i >= 0 and len(words) < LONGEST + 2:
        word = tokens[i]
        between = word in JOINING and i > 0 and tokens[i - 1].isdigit() and bool(words) and words[0].isdigit()
        if word in OPENERS and not between:
            break
        words.insert(0, word)
        i -= 1
    return words


def named(session: Session, reading: Reading) -> list[str]:
    """The numbers of the orders the question names by their notes (one, or none when it is not clear)."""
    if reading.names_any() or reading.entities.quotes or reading.numbers.found:
        return []
    words = _phrase(reading)
    while words and any(len(w) >= TELLING_LENGTH or w.isdigit() for w in words) and not all(w.isdigit() for w in words):
        found = list(session.execute(STATEMENT, {"phrase": regex(words)}).scalars())
        if len(found) == 1:
            return found
        if found:
            return []
        words = words[1:]
    return []


# What a question about a customer order named by its job is misread as ("mytholm order total": the job's summary;
# "how many tradesman red on the mytholm order": the product).
MISREAD = (
    Intent.record_summary,
    Intent.record_fact,
    Intent.general,
    Intent.product_search,
    Intent.product_price,
    Intent.contact_details,
    Intent.quote_status,
)


def by_job(reading: Reading, intent: Intent, filters: Filters) -> bool:
    """A customer order asked by its job, customer or phase ("mytholm order total", "the order number for mytholm",
    "lines on the phase 3 order": `Filters.orders`): the orders, not the job's or the product's own facts."""
    e = reading.entities
    named = e.projects or e.customers or e.companies or filters.phase
    return filters.orders and intent in MISREAD and not e.quotes and bool(named)
