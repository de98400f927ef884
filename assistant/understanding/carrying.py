"""How a question carries the records of the question before it: whether it goes on about them (a follow-up, "it"
and "their", an intent of its own naming nothing), the records merged with those it names, and the conditions it
keeps (assistant.understanding.parse decides with these)."""

from __future__ import annotations

import re
from dataclasses import replace

from sqlalchemy.orm import Session

from assistant.understanding import choose, followups, names, products, slots
from assistant.understanding.cues import STATUS_WORDS, Cue
from assistant.understanding.intents import resolve
from assistant.understanding.reading import Reading
from assistant.understanding.types import KINDS, Attribute, Entities, Filters, Intent, Named, Understanding

SHORT = 4  # a follow-up without an opening word ("Ibstock?") gives at most this many words


FOLLOWED = 0.8  # how sure a follow-up's intent is (the previous question's)


# The records of an answered question (its answer's confidence at least ANSWERED, "medium") a follow-up goes on
# about are at least this sure.
ANSWERED = 0.45


CARRIED = 0.85  # a question about a record we do not have is never answered with confidence


# Words that point back at the records of the question before ("who supplies it?", "what's their number?").
PRONOUN = re.compile(
    r"\b(?:it|its|them|they|their|theirs|those|these|him|his|her|hers|he|she|"
    r"(?:that|this|the\s+same)\s+(?:one|ones|quote|product|brick|block|customer|job|project|supplier|company))\b|"
    r"\b(?:there|them\s+lot)(?:\s+then)?\s*$|"
    r"\b(?:is|was|are|were)\s+(?:that|this|those)\b(?!\s+(?:quote|product|brick|block|customer|job|project|supplier))|"
    r"\bthe\s+other\s+(?:one|ones|quote|order)\b"  # the one the answer before did not pick (assistant.conversations)
)


QUOTE_STATE = re.compile(
    r"\b(?:status|still\s+(?:open|live|valid|out|going)|accepted|rejected|expired|won|lost|valid|expir\w*|"
    r"wheres\s+it\s+at|where\s+is\s+it\s+at|come\s+back|signed|run(?:s|ning)?\s+out|lapse\w*|good\s+until|"
    r"good\s+for\s+how\s+long)\b"
)


STRONG = (
    Cue.notes,
    Cue.cheapest,
    Cue.last_quoted,
    Cue.quote_list,
    Cue.supplier,
    Cue.price,
    Cue.summary,
    Cue.search,
    Cue.supplier_quoted,
    Cue.purchase_order,
    Cue.call_off,
)


def follows_up(reading: Reading) -> bool:
    """A question with no intent of its own that continues the previous one: it opens so ("and for Acme?", "what
    about the Tradesman?"), or it is a few words naming a record and nothing more ("Ibstock?")."""
    c = reading.cues
    strong = [cue for cue in STRONG if cue in c and not (cue == Cue.search and Cue.follow_up in c)]
    if strong or (reading.entities.quotes and Cue.follow_up not in c):
        return False
    if Cue.follow_up in c:
        return reading.names_any() or bool(reading.entities.terms)
    return reading.names_any() and reading.words <= SHORT


def merged(previous: Entities, new: Entities) -> Entities:
    """The previous records, those of each kind the new question names replaced by its; its terms when it has any."""
    merged = Entities(terms=new.terms or previous.terms)
    for slot in KINDS:
        setattr(merged, slot, list(getattr(new, slot) or getattr(previous, slot)))
    if new.customers or new.companies:  # "how about harrogate" after calder's count: the party asked for now
        merged.customers, merged.companies = list(new.customers), list(new.companies)
    if new.suppliers:  # "and from wienerberger" after a works' quotes (and the haulier "haulage" named): theirs alone
        merged.others = list(new.others)
    if new.customers or new.suppliers or new.others or new.companies:
        merged.contacts = list(new.contacts)  # "same for ibstock" after Forterra's person: Ibstock's, not hers
    return merged


def follow_intent(previous: Intent, e: Entities) -> Intent:
    """The previous intent, moved to the kind of record now named where it is about one (a customer's quotes, then
    a project: that project's quotes)."""
    if previous in (Intent.customer_quotes, Intent.project_quotes):
        if e.projects and not (e.customers or e.others or e.companies):
            return Intent.project_quotes
        if e.customers or e.others or e.companies:
            return Intent.customer_quotes
    if previous == Intent.general:
        return Intent.record_summary if not e.products else Intent.product_search
    return previous


def follow_products(session: Session, previous: Understanding, reading: Reading) -> None:
    """A follow-up naming only a supplier ("and Forterra?") asks for the previous product at that supplier: the
    previous words looked up again within it; kept as they were when it has no such product."""
    e, old = reading.entities, previous.entities
    if e.products or not e.suppliers or not old.products or not old.terms:
        return
    supplier_ids = {n.id for n in e.suppliers}
    named = " ".join(w for n in e.suppliers for w in names.name_words(n.name)[1])
    found = products.find(session, f"{old.terms} {named}")
    within = [m for m in found.matches if m.supplier_id in supplier_ids]
    if within:
        e.products = [Named(m.id, m.name) for m in within]
        reading.sureness["products"] = min(within[0].score, 1.0) * 0.9


def carried(reading: Reading, previous: Understanding) -> None:
    """The previous records, in a reading of the new question (what it names replacing them): as sure as the previous
    answer was; at least CARRIED when it was answered (not low), the user going on about the same records."""
    new = reading.entities
    reading.entities = merged(previous.entities, new)
    sure = max(previous.confidence, CARRIED) if previous.confidence >= ANSWERED else previous.confidence
    for slot in KINDS:
        if not getattr(new, slot) and getattr(reading.entities, slot):
            reading.sureness[slot] = sure


def goes_on(reading: Reading, attribute: Attribute | None) -> bool:
    """The question goes on about the previous one's records (a follow-up, or "it" and "their")."""
    return follows_up(reading) or takes_records(reading, attribute)


def takes_records(reading: Reading, attribute: Attribute | None) -> bool:
    """A question with an intent of its own that names nothing and describes nothing (quote states aside) is about
    the records before ("who supplies it?", "and the lead time?", "and the open ones?", "what's their number?"); a
    question about "it" or "them" is, whatever it asks. A count or a list of its own ("how many quotes are open?")
    is not."""
    if reading.names_any() or reading.entities.contacts:
        return False
    if PRONOUN.search(reading.normalised) or Cue.follow_up in reading.cues:
        return True
    if slots.asks_contact(reading.normalised) and reading.entities.terms in ("", "contact", "contacts"):
        return True  # "whos our contact" after a haulier's quote: theirs
    if slots.COUNT_CUE.search(reading.normalised) and set(reading.entities.terms.split()) <= choose.ATTRIBUTE_WORDS:
        return True  # "how many plots" after a job: its plots
    intent, sure = resolve(reading)
    intent, _ = choose.second(reading, intent, sure, attribute, slots.filters(reading.normalised, choose.today()))
    if intent in (Intent.quote_count, Intent.quote_list, Intent.cheapest_in_category):
        return False
    quiet = STATUS_WORDS | choose.ATTRIBUTE_WORDS | choose.UNIT_WORDS
    describes = any(w not in quiet for w in reading.entities.terms.split())
    if attribute is not None and not describes:
        return True
    return intent not in (Intent.general, Intent.notes_search) and not describes


def kept(filters: Filters, previous: Understanding) -> Filters:
    """The conditions a follow-up goes on with: its own when it names a period, a state, an amount, plots, loads or
    records by number ("and the failed ones?", "plot 35?"), else the previous question's (with the loads its answer
    gave: "which plot is that for")."""
    own = filters.plots or filters.numbers or filters.next_only
    before = previous.filters.plots or previous.filters.numbers
    if filters.loads and before and not (own or slots.has_filters(filters)):
        # "whats going to plot 33", then "is it confirmed": that load's state, not every confirmed load
        return followups.with_role(replace(previous.filters, loads=filters.loads), filters)
    kept = filters if own or filters.loads or slots.has_filters(filters) else previous.filters
    return followups.with_role(kept, filters)  # "whos their buyer": the title asked now


def quote_shown(previous: Understanding | None, reading: Reading) -> Understanding | None:
    """The quote a "what did we last quote" answer was on goes on only to a question about a quote's state ("is it
    still open?"); any other follow-up ("and for Pennine?", "who supplies it?") is about its product and customer."""
    if previous is None or previous.intent != Intent.last_quoted or not previous.entities.quotes:
        return previous
    if QUOTE_STATE.search(reading.normalised) and not reading.names_any():
        return previous
    return replace(previous, entities=replace(previous.entities, quotes=[]))


def asks(reading: Reading) -> bool:
    """The question gives a cue of its own (not only a follow-up's opening)."""
    q = reading.normalised
    return any(cue in reading.cues for cue in STRONG) or bool(slots.COUNT_CUE.search(q) or slots.asks_contact(q))
