"""Learning from feedback: a colleague's verdict on an answer is kept once per question (normalised), with the
question's embedding, and steers later questions close in meaning.

- `record` stores (or replaces) the verdict on an exchange: helpful confirms what was understood (intent and
  entities); a correction keeps the words and/or the right record (the understanding is rewritten to it);
  unhelpful sources become demotions keyed by record, so they survive re-embedding.
- `recall` finds the closest usable feedback: "reuse" (re-run its intent and entities: stored numbers are never
  replayed) or "correction" (show the colleague's words with name and date, and the corrected record).
- `demotions` gives the sources marked unhelpful for similar questions a penalty on the fused retrieval score,
  capped so a once-demoted record stays findable.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping
from dataclasses import asdict, dataclass
from datetime import datetime
from typing import Any, Literal

from sqlalchemy import delete, or_, select, text
from sqlalchemy.orm import Session

from api.catalogue.models import Product
from api.core.errors import FieldErrors, NotFound
from api.crm import Organisation
from api.db import utcnow
from api.projects.models import Project
from api.quotes.models import Quote
from api.records.models import Note
from api.users.models import User
from assistant.models import Conversation, Exchange, Feedback, SourceDemotion
from assistant.retrieval import FIRST_PLACE, RRF_K, iterative_scans
from assistant.schemas import FeedbackIn, LearnedOut, SourceRef
from assistant.understanding.parse import understand
from assistant.understanding.types import KINDS, Entities, Intent, Named, Understanding
from ingest import embedder

# Cosine similarity (MiniLM, normalised) from which an earlier question may be the same question asked again.
# Measured on the evaluation set (tests/assistant/test_feedback.py::test_the_thresholds): its paraphrases score
# 0.53-0.94, but questions asking another thing about the same record score up to 0.90 ("the price of" and "where
# is … cheapest" for one brick) and the same thing about another record up to 0.92 (Q-260003 and Q-260005), so
# similarity alone cannot tell them apart. `recall` also compares the numbers in the questions and how they read
# (intent and records); with those checks no such pair passes above 0.6, and from 0.7 the paraphrases that
# score 0.74 and up are recalled (the rest are typos and terse forms the understanding reads well by itself).
RECALL_SIMILARITY = 0.7
# Demotions go by similarity alone (a source useless for a question is likely useless for its close neighbours),
# so they need a closer question; the penalty is small and capped.
DEMOTION_SIMILARITY = 0.75
# Demotions are taken off the fused retrieval score, where a place in a list is worth 1/(RRF_K + rank): first in
# both lists scores 2/(RRF_K + 1), and ranks near the top differ by hundredths of that. The cap is what a record
# first in both lists loses by falling to CAP_PLACE in both, so however often it was marked unhelpful it stays
# among the 10 retrieved (findable, by name above all); one verdict takes off a third of that, scaled by the
# question's similarity (a top hit falls about three places).
CAP_PLACE = 9
DEMOTION_CAP = 2 * FIRST_PLACE - 2 / (RRF_K + CAP_PLACE)
DEMOTION_STEP = DEMOTION_CAP / 3
# How many near questions are looked at.
NEIGHBOURS = 20

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
}


@dataclass
class Recall:
    """The earlier feedback that steers this answer."""

    feedback: Feedback
    similarity: float
    mode: Mode
    by: str  # the colleague's name
    at: datetime  # when they gave (or last changed) the feedback
    reading: Understanding | None = None  # how the question itself reads, when it was read

    def understanding(self) -> Understanding:
        """The confirmed (or corrected) intent and records, to be looked up again now. The words left to search
        for (a description, "accepted") are the question's own, not the earlier question's."""
        entities = entities_from_json(self.feedback.entities)
        if self.reading is not None:
            entities.terms = self.reading.entities.terms
        return Understanding(
            intent=_intent(self.feedback.intent),
            entities=entities,
            confidence=round(self.similarity, 3),  # confirmed by a colleague, for a question this close to theirs
        )

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


def entities_to_json(entities: Entities) -> dict[str, Any]:
    return asdict(entities)


def entities_from_json(data: Mapping[str, Any] | None) -> Entities:
    """Entities as stored ({"products": [{"id", "name"}], …, "terms": "…"}); entries without an id are skipped."""
    data = data or {}
    lists = {
        kind: [
            Named(id=int(item["id"]), name=str(item.get("name", "")))
            for item in data.get(kind) or []
            if isinstance(item, Mapping) and isinstance(item.get("id"), int)
        ]
        for kind in KINDS
    }
    terms = data.get("terms") or ""
    if isinstance(terms, list):
        terms = " ".join(str(t) for t in terms)
    return Entities(**lists, terms=str(terms))


def _intent(value: str) -> Intent:
    try:
        return Intent(value)
    except ValueError:
        return Intent.general


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
    feedback.entities = entities_to_json(understanding.entities)
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
    if kind == "note":
        body = session.scalar(select(Note.body).where(Note.id == record_id))
        return None if body is None else " ".join(body.split())[:80]
    return None


def _understanding(session: Session, exchange: Exchange, corrected: SourceRef | None) -> Understanding:
    """What the answer understood; with a corrected record, the same question about that record."""
    intent = _intent(exchange.intent)
    entities = entities_from_json(exchange.entities)
    if corrected is None:
        return Understanding(intent, entities)
    slot = ENTITY_OF_KIND.get(corrected.kind)
    if slot is None:
        return Understanding(intent, entities)
    name = record_name(session, corrected.kind, corrected.record_id) or ""
    if slot not in INTENT_ENTITIES.get(intent, ()):
        intent = Intent.record_summary
    if intent is Intent.record_summary:  # a summary is of one record: the corrected one, whatever else was named
        entities = Entities(terms=entities.terms)
    setattr(entities, slot, [Named(corrected.record_id, name)])
    return Understanding(intent, entities)


# --- recalling ---------------------------------------------------------------------------------------------


def _nearest(session: Session, vector: list[float], threshold: float, *usable: Any) -> list[tuple[Feedback, float]]:
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


def _numbers(question: str) -> set[str]:
    """The tokens with digits (quote numbers, sizes, codes): a vector barely tells Q-000123 from Q-000124."""
    return {token for token in question_key(question).split() if any(c.isdigit() for c in token)}


def _ids(entities: Entities, slot: str) -> set[int]:
    return {n.id for n in getattr(entities, slot)}


def _same_question(now: Understanding, session: Session, feedback: Feedback) -> bool:
    """Whether the question, as it reads, can be the one the feedback was given on: it asks the same thing (or
    nothing recognised), and where it names records of a kind the earlier question (as read, or as corrected) named
    too, they share one.
    Phrasings close in meaning can still ask for another thing or another record ("the price of" the Cheshire or
    the Leicester red): embeddings alone do not tell those apart as well as the reading does."""
    exchange = session.get(Exchange, feedback.exchange_id) if feedback.exchange_id else None
    kept = Understanding(_intent(feedback.intent), entities_from_json(feedback.entities))
    before = Understanding(_intent(exchange.intent), entities_from_json(exchange.entities)) if exchange else kept
    if now.intent not in (Intent.general, before.intent, kept.intent):
        return False
    for slot in KINDS:
        named, known = _ids(now.entities, slot), _ids(before.entities, slot) | _ids(kept.entities, slot)
        if named and known and not named & known:
            return False
    return True


def recall(
    session: Session, vector: list[float], *, question: str | None = None, reading: Understanding | None = None
) -> Recall | None:
    """The closest helpful or corrected feedback on a question close enough in meaning to be the same question.
    Given the question's text (and how it reads, else it is read here), an earlier question naming other numbers
    (quote numbers, sizes), another intent or other records is not the same question."""
    usable = or_(Feedback.helpful, Feedback.correction != "", Feedback.corrected_record_id.is_not(None))
    if reading is None and question is not None:
        reading = understand(session, question)
    for feedback, similarity in _nearest(session, vector, RECALL_SIMILARITY, usable):
        if question is not None and _numbers(question) != _numbers(feedback.question):
            continue
        if reading is not None and not _same_question(reading, session, feedback):
            continue
        author = session.get(User, feedback.user_id) if feedback.user_id else None
        return Recall(
            feedback=feedback,
            similarity=similarity,
            mode="reuse" if feedback.helpful else "correction",
            by=author.full_name if author else UNKNOWN_AUTHOR,
            at=feedback.updated_at,
            reading=reading,
        )
    return None


def demotions(session: Session, vector: list[float]) -> dict[tuple[str, int], float]:
    """Sources marked unhelpful for questions like this one, each with the penalty to take off its fused score."""
    near = _nearest(session, vector, DEMOTION_SIMILARITY, Feedback.id.in_(select(SourceDemotion.feedback_id)))
    if not near:
        return {}
    similarity = {fb.id: sim for fb, sim in near}
    rows = session.execute(
        select(SourceDemotion.feedback_id, SourceDemotion.kind, SourceDemotion.record_id).where(
            SourceDemotion.feedback_id.in_(similarity)
        )
    ).all()
    out: dict[tuple[str, int], float] = {}
    for feedback_id, kind, record_id in rows:
        key = (kind, record_id)
        out[key] = min(DEMOTION_CAP, out.get(key, 0.0) + DEMOTION_STEP * similarity[feedback_id])
    return out
