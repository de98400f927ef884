"""Learning from feedback: a colleague's verdict on an answer is kept once per question (normalised), with the
question's embedding, and steers later questions close in meaning.

- `record` stores (or replaces) the verdict on an exchange: helpful confirms what was understood (intent and
  entities); a correction keeps the words and/or the right record (the understanding is rewritten to it);
  unhelpful sources become demotions keyed by record, so they survive re-embedding.
- `recall` finds the closest usable feedback: "reuse" (re-run its intent and entities: stored numbers are never
  replayed) or "correction" (show the colleague's words with name and date, and the corrected record).
- the sources marked unhelpful are demoted for similar questions about the same records (assistant.demotions).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any, Literal

import numpy as np
from sqlalchemy import delete, or_, select, text
from sqlalchemy.orm import Session

from api.catalogue.models import Product
from api.core.errors import FieldErrors, NotFound
from api.crm import Contact, Organisation
from api.db import utcnow
from api.projects.models import Project
from api.quotes.models import Quote
from api.records.models import Note
from api.users.models import User
from assistant import lessons
from assistant.models import Conversation, Exchange, Feedback, SourceDemotion
from assistant.pipeline import pipelined
from assistant.retrieval import iterative_scans, vector_text
from assistant.schemas import FeedbackIn, LearnedOut, SourceRef
from assistant.understanding import inches, knn
from assistant.understanding.cues import KNOWN_WORDS, STOPWORDS
from assistant.understanding.exemplars import Exemplar
from assistant.understanding.parse import understand
from assistant.understanding.stored import entities_from_json as entities_from_json  # kept here for callers
from assistant.understanding.stored import entities_to_json as entities_to_json
from assistant.understanding.stored import reading_from_json, reading_to_json
from assistant.understanding.types import KINDS, Attribute, Entities, Intent, Named, Understanding
from ingest import embedder
from ingest.documents.people import full_name

# Cosine similarity (MiniLM, normalised) from which an earlier question may be the same question asked again.
# Measured on the evaluation set (tests/assistant/test_feedback.py::test_the_thresholds): its paraphrases score
# 0.53-0.94, but questions asking another thing about the same record score up to 0.90 ("the price of" and "where
# is … cheapest" for one brick) and the same thing about another record up to 0.92 (Q-260003 and Q-260005), so
# similarity alone cannot tell them apart. `recall` also compares the numbers in the questions and how they read
# (intent and records); with those checks no such pair passes above 0.6, and from 0.7 the paraphrases that
# score 0.74 and up are recalled (the rest are typos and terse forms the understanding reads well by itself).
RECALL_SIMILARITY = 0.7
# A question reading as the same intent about the same records (the reading agrees) is the same question asked in
# other words from this similarity: the paraphrases scoring 0.53-0.74 are typos and terse forms.
PARAPHRASE_SIMILARITY = 0.5
# How many near questions are looked at.
NEIGHBOURS = 20
# Feedback generalises over wording, never over records: a confirmed reading is also compared by the question's
# wording with its records masked ("wot we chargin for funton" reads "wot we chargin for product"), so a colleague's
# paraphrase about the same or other records finds it. From WORDING_SURE a confirmed reading is reused unless the
# question reads surely as something else; from WORDING_SIMILARITY when its own reading is unsure (below UNSURE).
# Either way the question must give the records the reading needs, and name nothing we do not have.
WORDING_SURE = 0.85
WORDING_SIMILARITY = 0.7
UNSURE = 0.6
SURELY_ELSE = 0.75
# The least similarity (of the whole question) for a confirmed reading to be compared by its wording.
WORDING_FLOOR = 0.2
# What a record's words become in the wording, by kind.
PLACEHOLDER = {
    "products": "product",
    "customers": "customer",
    "suppliers": "supplier",
    "others": "company",
    "companies": "company",
    "projects": "project",
    "quotes": "quote",
    "contacts": "person",
}

# Kept in a helpful verdict's entities when the answer it was given on found nothing.
UNCONFIRMED = "unconfirmed"
# Kept in a correction's entities: the words of its question naming the corrected record (`alias_words`).
ALIAS = "alias"
ALIAS_WORDS = 4  # the most words looked at as one name

EXCHANGE_MISSING = "This answer does not exist."
RECORD_MISSING = "This record does not exist."
SOURCE_NOT_SHOWN = "This source was not part of the answer."
HELPFUL_WITH_CORRECTION = "An answer marked helpful needs no correction."
UNKNOWN_AUTHOR = "a colleague"

Mode = Literal["reuse", "correction"]

# Which entity list a corrected record belongs in (notes have none: the correction shows the note itself).
ENTITY_OF_KIND = {
    "product": "products",
    "customer": "customers",
    "supplier": "suppliers",
    "other": "others",
    "company": "companies",
    "project": "projects",
    "quote": "quotes",
    "contact": "contacts",
}
ORGANISATIONS = ("customers", "suppliers", "others", "companies")
# The entity lists each intent's look-up reads (assistant/lookups). An intent that does not read the corrected
# record's kind (a product search, `general`) becomes a summary of that record: "tell me about X".
INTENT_ENTITIES: dict[Intent, tuple[str, ...]] = {
    Intent.product_price: ("products",),
    Intent.product_supplier: ("products",),
    Intent.cheapest_price: ("products",),
    Intent.last_quoted: ("products", "customers"),
    Intent.customer_quotes: ("customers",),
    Intent.project_quotes: ("projects",),
    Intent.quote_status: ("quotes",),
    Intent.notes_search: (*ORGANISATIONS, "projects", "quotes"),
    Intent.record_summary: KINDS,
    Intent.compare: ("products",),
    Intent.record_fact: KINDS,
    Intent.contact_details: (*ORGANISATIONS, "projects", "contacts"),
    Intent.quote_count: (*ORGANISATIONS, "projects"),
    Intent.quote_list: (*ORGANISATIONS, "projects"),
    Intent.cheapest_in_category: ("products",),
}


# Words asking how a thing is priced or sold, that may stand beside the words of a thing we have no record of
# (compared without plural endings).
ASKED_BESIDE = frozenset(
    {"per", "thou", "thousand", "k", "1000", "each", "a", "an", "m2", "pack", "pallet", "tonne", "bag"}
    | {"price", "cost", "much", "how", "what", "is"}
)
# Words around a name we have no record of that do not change which thing it names ("the school job").
FILLER = frozenset({"job", "site", "project", "the"})
# A party's quotes: the intent for the kind of party a correction names.
PARTY_QUOTES = {Intent.customer_quotes: "customers", Intent.project_quotes: "projects"}


def _alias(now: Understanding, before: Understanding) -> bool:
    """The question names the same thing we have no record of as the corrected question did ("the school job"),
    in the same family of questions: the correction then says which record those words mean (an alias). Words that
    name no record are compared as they are written, so another unknown name never takes the correction."""
    if not now.unknown or not before.unknown:
        return False
    own, said = _stems(now.unknown) - FILLER, _stems(before.unknown) - FILLER
    # The same words with how the price is asked beside them ("the black ivanhoe per thou"): the same thing.
    if not own or not said or not said <= own or not own - said <= ASKED_BESIDE:
        return False
    family = {Intent.customer_quotes, Intent.project_quotes, Intent.last_quoted}
    # A reading unsure of what a question about a thing we have no record of asks is no reason to say it asks
    # something else: the question is read again with the record's name in those words (`_read_as`).
    unsure = now.confidence < UNSURE
    return now.intent == before.intent or {now.intent, before.intent} <= family or unsure


def _stem(word: str) -> str:
    """A word without its plural ending: "blocks" and "block", "lots" and "lot" name the same thing."""
    return word[:-1] if len(word) > 3 and word.endswith("s") and not word.endswith("ss") else word


def _stems(words: str) -> set[str]:
    return {_stem(w) for w in words.lower().split()}


def _says(now: Understanding, feedback: Feedback) -> bool:
    """The question holds the words a correction said name its record ("the hebden bridge lot"), and names no record
    of that kind itself: it is read again with the record's name in them (`_read_as`)."""
    said = set((feedback.entities or {}).get(ALIAS) or ())
    slot = ENTITY_OF_KIND.get(feedback.corrected_kind)
    if not said or slot is None or getattr(now.entities, slot):
        return False
    return lessons.holds(said, _stems(now.entities.terms) | _stems(now.unknown))


def _named_so(now: Understanding, before: Understanding, kept: Understanding) -> bool:
    """The question gives the corrected question's own words for its record ("black ivanhoe", corrected to Ivanhoe
    Ebony), with only how the price is asked beside them, and does not find them on its own (we lack a record so
    called) while the corrected record is among those it found near them: the correction says those words mean it."""
    said = _stems(before.entities.terms)
    own = _stems(now.unknown)
    if before.unknown or not said or not own or not said <= own or not own - said <= ASKED_BESIDE:
        return False
    return any(_ids(now.entities, slot) & _ids(kept.entities, slot) for slot in KINDS)


@dataclass
class Recall:
    """The earlier feedback that steers this answer."""

    feedback: Feedback
    similarity: float
    mode: Mode
    by: str  # the colleague's name
    at: datetime  # when they gave (or last changed) the feedback
    reading: Understanding | None = None  # how the question itself reads, when it was read
    by_wording: bool = False  # recalled by the wording (records masked): the confirmed intent and fact apply
    # A correction saying which record words we have no record of mean: the question read with its name in them.
    read_as: Understanding | None = None

    def understanding(self) -> Understanding:
        """The confirmed (or corrected) reading, to be looked up again now. Confirmed, it is reused with the question's
        own records (feedback generalises over wording, never over records) and its own filters; corrected, the
        records are the corrected ones (the question names the same records as the corrected one). The words left
        to search for (a description, "accepted") are the question's own, not the earlier question's."""
        kept = reading_from_json(self.feedback.intent, self.feedback.entities, round(self.similarity, 3))
        # Read again with the record's name, a question asks what it asks; but a summary is the reader's answer to a
        # name with nothing else it knows asked ("canal job - who drew it"): the corrected reading asks more.
        again = self.read_as
        summary = Intent.record_summary
        if again is not None and (again.intent != summary or kept.intent == summary):
            return again
        now = self.reading
        if now is None:
            return kept
        kept.entities.terms = now.entities.terms
        kept.attribute = kept.attribute or now.attribute
        if self.mode == "reuse":
            if any(getattr(now.entities, slot) for slot in KINDS) or now.unknown or self.by_wording:
                kept.entities = now.entities
            kept.filters = now.filters
            kept.unknown = now.unknown
            kept.unkept = now.unkept
            kept.attribute = now.attribute or kept.attribute
            facts = (Intent.record_fact, Intent.contact_details, Intent.product_price)
            if self.by_wording and kept.intent not in facts:
                kept.attribute = None
            if self.by_wording:
                kept.confidence = max(min(now.confidence, 0.99), round(self.similarity * 0.9, 3))
        if now.unknown and self.mode == "reuse":  # a record we do not have is never answered with confidence (a
            # correction recalled with one says which record those words mean)
            kept.confidence = min(kept.confidence, now.confidence)
        return kept

    def learned(self) -> LearnedOut:
        return LearnedOut(
            feedback_id=self.feedback.id,
            question=self.feedback.question,
            by=self.by,
            at=self.at,
            correction=self.feedback.correction,
        )


def question_key(question: str) -> str:
    """Lower case, no punctuation, single spaces: "What's the price of Red Multi?" = "whats the price of red multi"."""
    value = unicodedata.normalize("NFKC", question).lower()
    value = re.sub(r"['\u2018\u2019`]", "", value)
    value = re.sub(r"[^\w\s]|_", " ", value)
    return " ".join(value.split())[:500]


def wording(question: str, understanding: Understanding) -> str:
    """The question with the words of the records it was read to name masked by their kind ("price of the funton" →
    "price of the product"), and any word holding a digit (quote numbers, sizes) as a number: what is left is how it
    asks, not what about."""
    names: dict[str, str] = {}
    for slot in KINDS:
        for named in getattr(understanding.entities, slot):
            for word in question_key(named.name).split():
                if len(word) > 1 and word not in STOPWORDS:
                    names.setdefault(word, PLACEHOLDER[slot])
    out: list[str] = []
    for word in question_key(question).split():
        number = "number" if any(c.isdigit() for c in word) else word
        masked = names.get(word) or names.get(word.rstrip("s")) or number
        if masked != word and out and out[-1] == masked:
            continue
        out.append(masked)
    return " ".join(out)


def _wording_vector(question: str, understanding: Understanding) -> list[float]:
    return [round(float(v), 6) for v in embedder.embed_one(wording(question, understanding))]


# --- recording ---------------------------------------------------------------------------------------------


def record(session: Session, data: FeedbackIn, user: User) -> Feedback:
    """Store the verdict on one of the user's answers; a later verdict on the same question replaces it."""
    exchange = session.scalar(
        select(Exchange)
        .join(Conversation, Conversation.id == Exchange.conversation_id)
        .where(Exchange.id == data.exchange_id, Conversation.user_id == user.id)
    )
    if exchange is None:
        raise NotFound(EXCHANGE_MISSING)
    _validate(session, data, exchange)

    understanding = _understanding(session, exchange, data.corrected)
    vector = embedder.embed_one(exchange.question)
    key = question_key(exchange.question)
    feedback = session.scalar(select(Feedback).where(Feedback.question_key == key).with_for_update())
    now = utcnow()
    if feedback is None:
        feedback = Feedback(question_key=key, created_at=now)
    else:
        session.execute(delete(SourceDemotion).where(SourceDemotion.feedback_id == feedback.id))

    feedback.question = exchange.question
    feedback.embedding = vector
    feedback.model = embedder.MODEL_NAME
    feedback.helpful = data.helpful
    feedback.intent = understanding.intent.value
    feedback.entities = reading_to_json(understanding)
    if data.helpful and _found_nothing(exchange, understanding):
        feedback.entities[UNCONFIRMED] = True  # kept as the verdict, never reused as a reading (see `confirms`)
    elif data.helpful or data.corrected:  # a confirmed or corrected reading is found again by its wording too
        read = reading_from_json(exchange.intent, exchange.entities)
        feedback.entities["wording"] = _wording_vector(exchange.question, read)
        if data.helpful and (exchange.answer or {}).get("confidence_label") == "low":
            feedback.entities[lessons.LOW] = True  # confirms that nothing was found (`lessons.outranked`)
    if data.corrected is not None:
        kind, record_id = data.corrected.kind, data.corrected.record_id
        before = reading_from_json(exchange.intent, exchange.entities)
        feedback.entities[ALIAS] = alias_words(session, exchange.question, before, kind, record_id)
    feedback.correction = data.correction
    feedback.corrected_kind = data.corrected.kind if data.corrected else ""
    feedback.corrected_record_id = data.corrected.record_id if data.corrected else None
    feedback.exchange_id = exchange.id
    feedback.user_id = user.id
    feedback.updated_at = now
    session.add(feedback)
    session.flush()

    for kind, record_id in dict.fromkeys((s.kind, s.record_id) for s in data.unhelpful_sources):
        session.add(SourceDemotion(feedback_id=feedback.id, kind=kind, record_id=record_id))
    session.flush()
    return feedback


def _found_nothing(exchange: Exchange, reading: Understanding) -> bool:
    """Whether the answer found nothing (its closest records, labelled low) on a reading without the records its
    look-up needs ("delivery times on the harrogate job" read as a price of no product): marked helpful, the closest
    records helped, and the reading is confirmed as nothing to reuse."""
    return (exchange.answer or {}).get("confidence_label") == "low" and not feasible(reading, reading.entities)


def confirms(feedback: Feedback) -> bool:
    """Whether a verdict confirms or corrects a reading (helpful on an answer that found something, or corrected):
    a helpful verdict on the closest records says they helped, not that the question was read right."""
    usable = feedback.helpful or bool(feedback.correction) or feedback.corrected_record_id is not None
    return usable and not (feedback.entities or {}).get(UNCONFIRMED)


def _validate(session: Session, data: FeedbackIn, exchange: Exchange) -> None:
    errors: dict[str, str] = {}
    if data.helpful and (data.correction or data.corrected):
        errors["correction" if data.correction else "corrected"] = HELPFUL_WITH_CORRECTION
    if data.corrected and record_name(session, data.corrected.kind, data.corrected.record_id) is None:
        errors["corrected.record_id"] = RECORD_MISSING
    answer = exchange.answer or {}
    shown = {
        (item.get("kind"), item.get("record_id"))
        for item in [*(answer.get("sources") or []), *(answer.get("cards") or [])]
        if isinstance(item, Mapping)
    }
    for i, source in enumerate(data.unhelpful_sources):
        if (source.kind, source.record_id) not in shown:
            errors.setdefault(f"unhelpful_sources.{i}", SOURCE_NOT_SHOWN)
    if errors:
        raise FieldErrors(errors)


def record_name(session: Session, kind: str, record_id: int) -> str | None:
    """The record's name as the understanding names it (a quote by its number), or None when there is none."""
    if kind == "product":
        return session.scalar(select(Product.name).where(Product.id == record_id))
    if kind in ("customer", "supplier", "other", "company"):
        return session.scalar(select(Organisation.name).where(Organisation.id == record_id, Organisation.kind == kind))
    if kind == "project":
        return session.scalar(select(Project.name).where(Project.id == record_id))
    if kind == "quote":
        return session.scalar(select(Quote.number).where(Quote.id == record_id))
    if kind == "contact":
        contact = session.get(Contact, record_id)
        return None if contact is None else full_name(contact)
    if kind == "note":
        body = session.scalar(select(Note.body).where(Note.id == record_id))
        return None if body is None else " ".join(body.split())[:80]
    return None


def _understanding(session: Session, exchange: Exchange, corrected: SourceRef | None) -> Understanding:
    """What the answer understood; with a corrected record, the same question about that record."""
    before = reading_from_json(exchange.intent, exchange.entities)
    intent, entities = before.intent, before.entities
    if corrected is None:
        return before
    slot = ENTITY_OF_KIND.get(corrected.kind)
    if slot is None:
        return Understanding(intent, entities)
    name = record_name(session, corrected.kind, corrected.record_id) or ""
    if intent in PARTY_QUOTES and slot in PARTY_QUOTES.values():  # a party's quotes: the corrected party's
        intent = next(i for i, s in PARTY_QUOTES.items() if s == slot)
        entities = Entities(terms=entities.terms)
    elif intent in PARTY_QUOTES and slot in ORGANISATIONS:
        intent, entities = Intent.customer_quotes, Entities(terms=entities.terms)
    if slot not in INTENT_ENTITIES.get(intent, ()):
        intent = Intent.record_summary
    if intent is Intent.record_summary:  # a summary is of one record: the corrected one, whatever else was named
        entities = Entities(terms=entities.terms)
    setattr(entities, slot, [Named(corrected.record_id, name)])
    attribute = before.attribute if intent == before.intent else None
    # The record a colleague named is the one meant, whatever job title the question gave ("the director at calder",
    # corrected to Sarah Holt, the buyer): the title is no longer asked for.
    return Understanding(intent, entities, attribute=attribute, filters=replace(before.filters, role=""))


# --- recalling ---------------------------------------------------------------------------------------------


def nearest(session: Session, vector: list[float], threshold: float, *usable: Any) -> list[tuple[Feedback, float]]:
    """Feedback rows of this model closest to the vector (most similar first), at least `threshold` similar."""
    if iterative_scans(session):  # the filters must not leave the index scan short of rows
        session.execute(text("SELECT set_config('hnsw.iterative_scan', 'relaxed_order', true)"))
    distance = Feedback.embedding.cosine_distance(vector)
    rows = session.execute(
        select(Feedback, distance.label("distance"))
        .where(Feedback.model == embedder.MODEL_NAME, *usable)
        .order_by(distance)
        .limit(NEIGHBOURS)
    ).all()
    found = sorted(((row[0], 1.0 - float(row[1])) for row in rows), key=lambda r: (-r[1], r[0].id))
    return [(fb, sim) for fb, sim in found if sim >= threshold]


@dataclass
class Near:
    """The feedback nearest a question: the helpful questions, as the exemplars' vote reads them
    (assistant.understanding.knn.learned), and the usable feedback `recall` looks at."""

    learned: list[tuple[Exemplar, float]]
    usable: list[tuple[Feedback, float]]


NEAR_LEARNED = (
    "SELECT question, intent, entities, embedding <=> CAST(%(v)s AS vector) AS distance FROM assistant_feedback "
    "WHERE model = %(model)s AND helpful ORDER BY embedding <=> CAST(%(v)s AS vector) LIMIT %(n)s"
)
NEAR_USABLE = (
    "SELECT id, embedding <=> CAST(%(v)s AS vector) AS distance FROM assistant_feedback WHERE model = %(model)s "
    "AND (helpful OR correction <> '' OR corrected_record_id IS NOT NULL) "
    "ORDER BY embedding <=> CAST(%(v)s AS vector) LIMIT %(n)s"
)
ITERATIVE = "SELECT set_config('hnsw.iterative_scan', 'relaxed_order', true)"


def near(session: Session, vector: list[float]) -> Near:
    """knn.learned's rows and nearest's usable rows for `recall`, in one wait on the server (assistant.pipeline),
    each read as it was on its own: the helpful ones before iterative scans are set. Then the usable rows, if any."""
    params = {"v": vector_text(vector), "model": embedder.MODEL_NAME}
    statements = [(NEAR_LEARNED, params | {"n": knn.LEARNED})]
    if iterative_scans(session):  # the filter must not leave the index scan short of rows
        statements.append((ITERATIVE, {}))
    statements.append((NEAR_USABLE, params | {"n": NEIGHBOURS}))
    results = pipelined(session, statements)
    distances = {int(row_id): float(distance) for row_id, distance in results[-1]}
    rows = session.scalars(select(Feedback).where(Feedback.id.in_(distances))).all() if distances else []
    found = sorted(((fb, 1.0 - distances[fb.id]) for fb in rows), key=lambda r: (-r[1], r[0].id))
    return Near(knn.exemplars(results[0]), [(fb, sim) for fb, sim in found if sim >= WORDING_FLOOR])


def _numbers(question: str) -> set[str]:
    """The tokens with digits (quote numbers, sizes, codes): a vector barely tells Q-000123 from Q-000124."""
    tokens = inches.as_mm(question_key(question)).split()  # "dense 4in" and "dense 4 inch": one size, 100mm
    return {t for t in tokens if any(c.isdigit() for c in t) and t not in ASKED_BESIDE}


# Words picking records of one state among a party's or a job's ("the draft mytholm quote", "the accepted one"): two
# questions naming different states ask about different records, however close their words.
_STATES = "draft drafts sent open live pending accepted won signed rejected lost declined expired lapsed withdrawn"
STATE_WORDS = frozenset(f"{_STATES} pulled converted ordered cancelled failed delivered booked confirmed".split())


def _other_state(question: str, asked_before: str) -> bool:
    """Each question names a state, and none they share."""
    now, before = (set(question_key(q).split()) & STATE_WORDS for q in (question, asked_before))
    return bool(now and before and not now & before)


def _ids(entities: Entities, slot: str) -> set[int]:
    return {n.id for n in getattr(entities, slot)}


def _is_correction(feedback: Feedback) -> bool:
    return feedback.helpful is False and bool(feedback.correction or feedback.corrected_record_id is not None)


def _same_question(now: Understanding, session: Session, feedback: Feedback) -> bool:
    """Whether the question, as it reads, can be the one the feedback was given on: it asks the same thing (or
    nothing recognised), the same fact of it, and where it names records of a kind the earlier question (as read, or
    as corrected) named too, they share one. A correction names records: it applies only to a question about the
    same records as the corrected one (naming them, and nothing else, and nothing we do not have).
    Phrasings close in meaning can still ask for another thing or another record ("the price of" the Cheshire or
    the Leicester red): embeddings alone do not tell those apart as well as the reading does."""
    exchange = session.get(Exchange, feedback.exchange_id) if feedback.exchange_id else None
    kept = reading_from_json(feedback.intent, feedback.entities)
    before = reading_from_json(exchange.intent, exchange.entities) if exchange else kept
    alias = _is_correction(feedback) and (_alias(now, before) or _named_so(now, before, kept) or _says(now, feedback))
    if now.intent not in (Intent.general, before.intent, kept.intent) and not alias:
        return False
    if now.attribute is not None and now.attribute not in (before.attribute, kept.attribute):
        return False
    return _same_records(now, before, kept, feedback, alias)


def _same_records(
    now: Understanding, before: Understanding, kept: Understanding, feedback: Feedback, alias: bool
) -> bool:
    """Where the question names records of a kind the earlier question (as read, or as corrected) named too, they
    share one; a correction applies only to a question naming the records the corrected question's look-up read."""
    for slot in KINDS:
        named, known = _ids(now.entities, slot), _ids(before.entities, slot) | _ids(kept.entities, slot)
        if named and known and not named & known:
            return False
    if _is_correction(feedback):
        if now.unknown and not alias:
            return False
        if lessons.chose_another(now, before, kept, ENTITY_OF_KIND.get(feedback.corrected_kind)):
            return False  # "building sand loose" after "building sand by the bag" was corrected to the bulk bag
        # The records the earlier question's look-up read: the question must name them too (a summary reads one).
        read = INTENT_ENTITIES.get(before.intent, ()) if before.intent != Intent.record_summary else ()
        for slot in read or KINDS:
            asked = _ids(before.entities, slot)
            if asked and not _ids(now.entities, slot) & asked:
                return False
    return True


def _agrees(now: Understanding, session: Session, feedback: Feedback) -> bool:
    """The question reads as the same intent about the same records as the question the feedback was given on (the
    records its look-up reads: at least one of a kind it named, and of no kind it did not): a paraphrase, whatever
    its words, may then be recalled from a lower similarity."""
    exchange = session.get(Exchange, feedback.exchange_id) if feedback.exchange_id else None
    kept = reading_from_json(feedback.intent, feedback.entities)
    before = reading_from_json(exchange.intent, exchange.entities) if exchange else kept
    if _is_correction(feedback) and (_alias(now, before) or _named_so(now, before, kept) or _says(now, feedback)):
        return True
    if now.intent == Intent.general or now.intent != before.intent or now.unknown:
        return False
    shared = False
    for slot in INTENT_ENTITIES.get(before.intent, KINDS):
        named, known = _ids(now.entities, slot), _ids(before.entities, slot)
        if bool(named) != bool(known) or (named and not named & known):
            return False
        shared = shared or bool(named)
    return shared


def recall(
    session: Session,
    vector: list[float],
    *,
    question: str | None = None,
    reading: Understanding | None = None,
    near: list[tuple[Feedback, float]] | None = None,
) -> Recall | None:
    """The closest helpful or corrected feedback on a question close enough in meaning to be the same question.
    Given the question's text (and how it reads, else it is read here), an earlier question naming other numbers
    (quote numbers, sizes), another intent or fact, or other records is not the same question. A question reading
    as the same intent about the same records is recalled from PARAPHRASE_SIMILARITY, any other from
    RECALL_SIMILARITY. `near`: the usable feedback nearest the question, when read already (`near`)."""
    usable = or_(Feedback.helpful, Feedback.correction != "", Feedback.corrected_record_id.is_not(None))
    if reading is None and question is not None:
        reading = understand(session, question)
    if near is None:
        near = nearest(session, vector, WORDING_FLOOR, usable)
    near = [(fb, sim) for fb, sim in near if confirms(fb)]
    for feedback, similarity in near:
        if similarity < PARAPHRASE_SIMILARITY:
            break
        if similarity < RECALL_SIMILARITY and (reading is None or not _agrees(reading, session, feedback)):
            continue
        if question is not None and _numbers(question) != _numbers(feedback.question):
            continue
        if question is not None and _other_state(question, feedback.question):
            continue  # "the draft mytholm quote" after a correction on "the accepted mytholm quote"
        if reading is not None and not _same_question(reading, session, feedback):
            continue
        if feedback.helpful and reading is not None and lessons.outranked(feedback.entities, feedback.intent, reading):
            continue  # a verdict on an answer that found nothing: the question's own surer reading answers it
        recalled = _recalled(session, feedback, similarity, reading)
        if question is not None and reading is not None and _is_correction(feedback):
            recalled.read_as = _read_as(session, question, reading, feedback)
        return recalled
    if question is not None and reading is not None:
        return _by_wording(session, question, reading, near)
    return None


def _read_as(session: Session, question: str, now: Understanding, feedback: Feedback) -> Understanding | None:
    """A correction naming the record that words of its question mean ("the hebden bridge lot" is Calder Valley
    Homes), recalled for a question holding those words: the question read again with the record's name in their
    place, so it asks what it asks ("the hebden bridge lot's number") about that record. None when the words were not
    found (`alias_words`) or the new reading does not name the record alone of its kind, names something we do not
    have, or asks nothing it can look up."""
    said = set(feedback.entities.get(ALIAS) or ())
    if not said or not lessons.holds(said, _stems(now.entities.terms) | _stems(now.unknown)):
        return None
    return _named_in(session, question, said, feedback.corrected_kind, feedback.corrected_record_id or 0)


def _named_in(session: Session, question: str, said: set[str], kind: str, record_id: int) -> Understanding | None:
    """The question read with the record's name in place of the words `said` (stems), when it then reads as a
    question about that record (see `_read_as`)."""
    slot, name = ENTITY_OF_KIND.get(kind), record_name(session, kind, record_id)
    if slot is None or not name:
        return None
    words: list[str] = []
    for word in question_key(question).split():
        if not lessons.spelled(_stem(word), said):  # "huddersfeild" for "huddersfield" too
            words.append(word)
        elif name not in words:
            words.append(name)
    text_ = " ".join(words)
    again = understand(session, text_, vector=embedder.embed_one(text_))
    if again.intent == Intent.general or again.unknown or _ids(again.entities, slot) != {record_id}:
        return None
    if again.intent in INTENT_ENTITIES and slot not in INTENT_ENTITIES[again.intent]:
        return None
    return again


def alias_words(session: Session, question: str, before: Understanding, kind: str, record_id: int) -> list[str]:
    """The words of a corrected question that name the corrected record (stems): the words it named nothing by when
    it was read, else (when it named no record at all) of the runs of words the reader knows no meaning of ("phone
    number for the hebden bridge lot": "phone number", "hebden bridge lot"), the one whose replacement by the
    record's name makes the question read best as about that record (asking something of it rather than for its
    summary, then the surer reading); a part of a run only when no whole run does. Empty when none does."""
    said = _stems(before.unknown) - FILLER
    if said and _named_in(session, question, said, kind, record_id) is not None:
        return sorted(said)
    if any(getattr(before.entities, slot) for slot in KINDS):
        return []  # it named records: the correction chose among what its words named ("the lost awc job")
    runs: list[list[str]] = []
    run: list[str] = []
    for word in [*question_key(question).split(), ""]:
        if word and word not in KNOWN_WORDS and not any(c.isdigit() for c in word):
            run.append(_stem(word))
        elif run:
            runs.append(run[:ALIAS_WORDS])
            run = []
    parts = [r[i:j] for r in runs for i in range(len(r)) for j in range(i + 1, len(r) + 1) if j - i < len(r)]
    for candidates in (runs, parts):
        best: tuple[bool, float] | None = None
        chosen: list[str] = []
        for words in candidates:
            again = _named_in(session, question, set(words), kind, record_id)
            score = (again.intent != Intent.record_summary, again.confidence) if again is not None else None
            if score is not None and (best is None or score > best):
                best, chosen = score, sorted(set(words))
        if chosen:
            return chosen
    return []


def _recalled(
    session: Session, feedback: Feedback, similarity: float, reading: Understanding | None, by_wording: bool = False
) -> Recall:
    author = session.get(User, feedback.user_id) if feedback.user_id else None
    return Recall(
        feedback=feedback,
        similarity=similarity,
        mode="reuse" if feedback.helpful else "correction",
        by=author.full_name if author else UNKNOWN_AUTHOR,
        at=feedback.updated_at,
        reading=reading,
        by_wording=by_wording,
    )


def _by_wording(
    session: Session, question: str, now: Understanding, near: list[tuple[Feedback, float]]
) -> Recall | None:
    """The confirmed reading whose question asks as this one does, its records masked in both: reused with this
    question's own records (never the confirmed question's), when this question gives the records it needs, names
    nothing we do not have, asks no other fact, and does not read surely as something else."""
    confirmed = [
        (fb, fb.entities.get("wording"))
        for fb, _ in near
        if (fb.helpful or fb.corrected_record_id is not None) and fb.entities.get("wording")
    ]
    if now.unknown or not confirmed:
        return None
    own = np.asarray(_wording_vector(question, now), dtype=np.float32)
    ranked = sorted(
        ((fb, float(np.asarray(v, dtype=np.float32) @ own)) for fb, v in confirmed), key=lambda p: (-p[1], p[0].id)
    )
    for feedback, similarity in ranked:
        if similarity < WORDING_SIMILARITY:
            break
        kept = reading_from_json(feedback.intent, feedback.entities)
        if now.attribute is not None and kept.attribute is not None and now.attribute != kept.attribute:
            continue
        if _other_state(question, feedback.question):
            continue
        if not feedback.helpful and not _corrected_records(now, session, feedback, kept):
            continue  # a correction names records: only a question about those same records takes it
        if feedback.helpful and not feasible(kept, now.entities):
            continue
        if feedback.helpful and lessons.outranked(feedback.entities, feedback.intent, now):
            continue
        same = now.intent in (Intent.general, kept.intent)
        surely_else = not same and now.confidence >= SURELY_ELSE
        # A colleague's correction says how such words read: it applies unless the question reads surely as else.
        unsure = now.confidence < (SURELY_ELSE if not feedback.helpful else UNSURE)
        if surely_else or (similarity < WORDING_SURE and not same and not unsure):
            continue
        return _recalled(session, feedback, similarity, now, by_wording=True)
    return None


def _corrected_records(now: Understanding, session: Session, feedback: Feedback, kept: Understanding) -> bool:
    """A question asked in the corrected question's words names the records it named, and nothing else."""
    exchange = session.get(Exchange, feedback.exchange_id) if feedback.exchange_id else None
    if exchange is None:
        return False
    before = reading_from_json(exchange.intent, exchange.entities)
    if not any(getattr(now.entities, slot) for slot in KINDS):
        return False
    for slot in KINDS:
        named, asked = _ids(now.entities, slot), _ids(before.entities, slot) | _ids(kept.entities, slot)
        if named and not named <= asked:
            return False
    return _same_records(now, before, kept, feedback, alias=False)


def feasible(kept: Understanding, entities: Entities) -> bool:
    """Whether a question naming `entities` gives what the reading `kept` needs to be looked up (its own records)."""
    e = entities
    parties = bool(e.customers or e.others or e.companies)
    intent, attribute = kept.intent, kept.attribute
    if intent in (Intent.product_price, Intent.product_supplier, Intent.cheapest_price, Intent.last_quoted):
        return bool(e.products) and (intent != Intent.last_quoted or parties or bool(e.projects))
    if intent == Intent.compare:
        return len(e.products) >= 2
    if intent == Intent.customer_quotes:
        return parties
    if intent == Intent.project_quotes:
        return bool(e.projects)
    if intent == Intent.quote_status:
        return bool(e.quotes)
    if intent == Intent.contact_details:
        return bool(e.contacts or parties or e.suppliers)
    if intent == Intent.record_fact:
        if attribute in (Attribute.ex_vat_total, Attribute.rejection_reason, Attribute.quote_lines):
            return bool(e.quotes or parties)
        if attribute in (Attribute.pallet_quantity, Attribute.pack_quantity, Attribute.weight, Attribute.cost_price):
            return bool(e.products)
        return bool(parties or e.suppliers or e.projects or e.contacts or e.quotes)
    if intent == Intent.record_summary:
        return any(getattr(e, slot) for slot in KINDS)
    if intent in (Intent.quote_count, Intent.quote_list):
        return not e.products and not e.quotes
    return intent != Intent.general
