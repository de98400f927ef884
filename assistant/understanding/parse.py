"""What a question asks: its intent and the records it names, rule-based and fast (a few indexed statements).

The question is read on its own (assistant.understanding.reading: cue words, records named exactly or by name,
products, terms); its intent follows from the cues and the records (assistant.understanding.intents). A follow-up
("and for Acme?", "what about the Tradesman?") takes the previous question's intent and records, replacing those of
the kinds it names; a question with an intent of its own but naming nothing ("who supplies it?") takes the previous
question's records."""

from __future__ import annotations

from sqlalchemy.orm import Session

from assistant.understanding import names, products
from assistant.understanding.cues import STATUS_WORDS, Cue
from assistant.understanding.intents import confidence, resolve
from assistant.understanding.reading import Reading, read
from assistant.understanding.types import KINDS, Entities, Intent, Named, Understanding

SHORT = 4  # a follow-up without an opening word ("Ibstock?") gives at most this many words
FOLLOWED = 0.8  # how sure a follow-up's intent is (the previous question's)
STRONG = (
    Cue.notes,
    Cue.cheapest,
    Cue.last_quoted,
    Cue.quote_list,
    Cue.supplier,
    Cue.price,
    Cue.summary,
    Cue.search,
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


def _merged(previous: Entities, new: Entities) -> Entities:
    """The previous records, those of each kind the new question names replaced by its; its terms when it has any."""
    merged = Entities(terms=new.terms or previous.terms)
    for slot in KINDS:
        setattr(merged, slot, list(getattr(new, slot) or getattr(previous, slot)))
    return merged


def _follow_intent(previous: Intent, e: Entities) -> Intent:
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


def _follow_products(session: Session, previous: Understanding, reading: Reading) -> None:
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


def _carried(reading: Reading, previous: Understanding) -> None:
    """The previous records, in a reading of the new question (what it names replacing them), as sure as the
    previous reading was."""
    new = reading.entities
    reading.entities = _merged(previous.entities, new)
    for slot in KINDS:
        if not getattr(new, slot) and getattr(reading.entities, slot):
            reading.sureness[slot] = previous.confidence


def _takes_records(reading: Reading) -> bool:
    """A question with an intent of its own that names nothing and describes nothing (quote states aside) is about
    the records before ("who supplies it?", "and the lead time?", "and the open ones?")."""
    if reading.names_any():
        return False
    intent, _ = resolve(reading)
    describes = any(w not in STATUS_WORDS for w in reading.entities.terms.split())
    if Cue.follow_up in reading.cues:
        return True
    return intent not in (Intent.general, Intent.notes_search) and not describes


def understand(session: Session, question: str, previous: Understanding | None = None) -> Understanding:
    """The intent and records of `question`; `previous`: the understanding of the question before it in the same
    conversation, for follow-ups."""
    reading = read(session, question)
    if previous is not None and follows_up(reading):
        _follow_products(session, previous, reading)
        intent = _follow_intent(previous.intent, reading.entities)
        _carried(reading, previous)
        return Understanding(intent, reading.entities, confidence(intent, FOLLOWED, reading))
    if previous is not None and _takes_records(reading):
        _carried(reading, previous)
        reading.product_named = reading.product_named or bool(previous.entities.products)
        intent, sure = resolve(reading)
        if intent == Intent.general:
            intent, sure = previous.intent, FOLLOWED
        return Understanding(intent, reading.entities, confidence(intent, sure, reading))
    intent, sure = resolve(reading)
    if intent == Intent.general:  # products like a stray word ("weather": Heather) were not asked about
        reading.entities.products = []
    return Understanding(intent, reading.entities, confidence(intent, sure, reading))
