"""The record a question asks about by name that we do not have, in its own words: a party, job, product, person
or number no record has (assistant.understanding.parse lowers its confidence and the answer declines it)."""

from __future__ import annotations

from sqlalchemy.orm import Session

from assistant.understanding import buying_asked, choose, mismatch, task_cues, taskpad, unheld
from assistant.understanding.reading import Reading
from assistant.understanding.types import Attribute, Intent

BUYING = (Intent.supplier_quotes, Intent.purchase_orders)


NOT_NAMES = choose.ROLE_WORDS | choose.ATTRIBUTE_WORDS  # words before a surname that are no first name ("ring booth")


def of(
    session: Session,
    reading: Reading,
    intent: Intent,
    attribute: Attribute | None,
    claimed: set[str] | None = None,
) -> str:
    """The record the question asks about by name that we do not have, in its own words ("" when none); `claimed`:
    words that named something else (a colleague, a task's title)."""
    e = reading.entities
    if reading.numbers.missing and not reading.numbers.found:  # "PO-260050": no purchase order has it
        return reading.numbers.missing[0][0]
    claimed = claimed or set()
    # "why did persimmon reject our quote": a customer we do not have, not every quote's reason
    reasons = intent == Intent.record_fact and attribute == Attribute.rejection_reason
    reasons = reasons and not (reading.names_any() or reading.quote_numbers)
    if reasons and (lacked := choose.unheld_reason_party(reading)):
        return lacked
    parties = [w for w in choose.party_words(reading) if w not in claimed]
    if buying_asked.ON_QUOTE.search(reading.normalised):  # "required on site date on the rfq": no party's words
        parties = [w for w in parties if w not in buying_asked.ON_SITE_WORDS]
    by_number = any(n.startswith(("RFQ-", "SQ-", "PO-", "SO-", "CO-")) for n in reading.numbers.found)
    if intent in BUYING and not (e.suppliers or e.others) and parties and not by_number:
        return " ".join(parties)  # "supplier quotes from jewson": a supplier we do not have, not every supplier's
    if intent == Intent.call_offs and not reading.names_any() and parties and not by_number:
        return " ".join(parties)  # "deliveries to the harrogate road job": a job we do not have, not every job's
    if intent == Intent.tasks and task_cues.notifications_only(reading.normalised):
        return ""  # "did i get a notification about priya": the asking user's own, whatever their words name
    if intent == Intent.tasks and not reading.names_any():
        words = [w for w in choose.task_party_words(reading) if w not in claimed]
        if words:
            return " ".join(words)  # "tasks for bellway": a customer we do not have, not every task
    if intent == Intent.tasks and not claimed:
        return taskpad.unheld_name(session, reading)  # "the pennine invoice task": no task is called so
    if reading.quote_numbers and not e.quotes:
        return " ".join(n for n in e.terms.split() if n.startswith("Q-")) or e.terms
    if intent in (Intent.quote_count, Intent.quote_list) and (lacked := unheld.party_of_quotes(reading, claimed)):
        return lacked  # "how many quotes for redrow": a customer we do not have, not every quote
    about_product = intent in (*choose.ABOUT_A_PRODUCT, Intent.compare) or (
        intent == Intent.record_fact and attribute in choose.PRODUCT_FACTS
    )
    if intent == Intent.product_search and reading.product_named and not e.quotes:
        return unheld.unheld_colour(reading)  # "keykerb bullnose kerb in natural": a colour its range lacks
    compared = intent == Intent.compare and (reading.sides_found or len(e.quotes) >= 2)
    party = intent == Intent.last_quoted and e.products and not choose._names_record(reading)
    if party and (lacked := unheld.unknown_party(reading)):  # a product we have, for a party we do not
        return lacked
    if about_product and not compared:
        return unheld.unknown_product(reading)
    about_party = intent in (Intent.customer_quotes, Intent.record_summary, Intent.contact_details) or (
        intent == Intent.record_fact and attribute in choose.RECORD_FACTS
    )
    if about_party and (lacked := mismatch.wrong_company(session, e)):  # "mark dyson at pennine"
        return lacked
    if about_party and (lacked := mismatch.person_at_party(reading, NOT_NAMES)):  # "whos dave at calder"
        return lacked
    if about_party and (lacked := mismatch.other_first_name(reading, NOT_NAMES)):  # "sarah pickles": Jo Pickles'
        return lacked
    quotes_of = intent in (Intent.customer_quotes, Intent.project_quotes) and (e.customers or e.companies)
    if quotes_of and (lacked := mismatch.unheld_job(reading.normalised, e, choose.stray_words(reading))):
        return lacked  # "pennine's quotes for the barnsley job": a job of theirs we do not have
    if about_party and not (choose._names_record(reading) or e.products or e.quotes):
        return " ".join(choose.stray_words(reading))
    if about_party or intent == Intent.project_quotes:
        return unheld.near_miss(reading, intent, attribute)
    return ""
