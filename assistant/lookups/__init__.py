"""Structured look-ups: the facts of an answer (prices, quantities, totals, dates, statuses, counts) read from the
database at answer time for the question's intent and the records it names, never from documents or feedback.

`run(session, understanding)` answers with a short text, cards and whether anything was found; every number the
text states is written the same way in one of its cards (assistant.lookups.format), so the answer's grounding
check (assistant.grounding) finds it there."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date

from sqlalchemy.orm import Session

from assistant.lookups import (
    buying,
    calloffs,
    category,
    compare,
    contacts,
    facts,
    missing,
    products,
    quotes,
    records,
    tasks,
    totals,
    unkept,
)
from assistant.lookups.types import LookupResult
from assistant.understanding.types import Intent, Understanding

Lookup = Callable[[Session, Understanding, date], LookupResult]

LOOKUPS: dict[Intent, Lookup] = {
    Intent.product_price: products.product_price,
    Intent.product_supplier: products.product_supplier,
    Intent.product_search: products.product_search,
    Intent.cheapest_price: products.cheapest_price,
    Intent.last_quoted: quotes.last_quoted,
    Intent.customer_quotes: quotes.customer_quotes,
    Intent.project_quotes: quotes.project_quotes,
    Intent.quote_status: quotes.quote_status,
    Intent.record_summary: records.record_summary,
    Intent.notes_search: records.notes_search,
    Intent.compare: compare.compare,
    Intent.quote_count: totals.quote_count,
    Intent.quote_list: totals.quote_list,
    Intent.cheapest_in_category: category.cheapest_in_category,
    Intent.contact_details: contacts.contact_details,
    Intent.record_fact: facts.record_fact,
    Intent.supplier_quotes: buying.supplier_quotes,
    Intent.purchase_orders: buying.purchase_orders,
    Intent.call_offs: calloffs.call_offs,
    Intent.tasks: tasks.tasks,
}

__all__ = ["LOOKUPS", "LookupResult", "run"]


def run(session: Session, understanding: Understanding, *, today: date | None = None) -> LookupResult:
    """The look-up for the question's intent. `general` (nothing recognised) has none: an empty, unfound result, and
    the answer rests on retrieval alone. `today` decides what has expired (quotes, prices). A record named that we do
    not have (`understanding.unknown`) is said so, with the closest records as alternatives, whatever the intent; so
    is a detail nobody records (`understanding.unkept`: a fax number, a date of birth)."""
    if understanding.unknown.strip():
        lookup: Lookup | None = missing.answer
    elif understanding.unkept:
        lookup = unkept.answer
    else:
        lookup = LOOKUPS.get(understanding.intent)
    if lookup is None:
        return LookupResult("", [], found=False, confidence=0.0)
    result = lookup(session, understanding, today or date.today())
    result.confidence = round(min(max(result.confidence, 0.0), 1.0), 3)
    return result
