"""Answering a question: embed it once, see whether a colleague's feedback on a question like it applies,
understand it (in its conversation), run the structured look-up, retrieve the closest records, compose a grounded
answer (optionally reworded by a language model) and keep it in the user's conversation."""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import select
from sqlalchemy.orm import Session

from api.users.models import User
from assistant import answer, beside, conversations, demotions, feedback, llm, lookups, retrieval
from assistant.actions import service as actions
from assistant.lookups import tasks as task_lookups
from assistant.lookups.types import LookupResult
from assistant.retrieval import Hit
from assistant.schemas import AnswerOut, AskIn, CardOut, FeedbackIn, FeedbackOut, LearnedOut
from assistant.understanding.parse import understand
from assistant.understanding.types import Understanding
from ingest import embedder
from ingest.models import Document

CORRECTED = "A colleague corrected the answer to a question like this one; their correction is shown with it."
POINTED = "A colleague said a question like this one is answered by {title}."
# A colleague's correction in words is their word, not a record: shown as such, at medium confidence.
CORRECTION_CONFIDENCE = 0.5


@dataclass
class Reading:
    """What the question was taken to ask, what the look-up found (None: not run), and the feedback used."""

    understanding: Understanding
    lookup: LookupResult | None
    recalled: feedback.Recall | None = None
    asked: Understanding | None = None  # how the question itself reads (in its conversation), before any feedback


def read(session: Session, question: str, vector: list[float], previous: Understanding | None) -> Reading:
    """The question read in its conversation, with its embedding (the exemplars' vote, and the questions colleagues
    confirmed near it as exemplars), and the feedback that applies. A question that leans on the previous one ("and
    for Acme?") means something else in another conversation, so feedback given on its words alone must not steer
    it."""
    near = feedback.near(session, vector)
    understood = understand(session, question, previous, vector=vector, learned=near.learned)
    alone = understood if previous is None else understand(session, question, vector=vector, learned=near.learned)
    recalled = None
    if (alone.intent, alone.entities) == (understood.intent, understood.entities):
        recalled = feedback.recall(session, vector, question=question, reading=alone, near=near.usable)
    if recalled is None:
        return Reading(understood, lookups.run(session, understood), asked=understood)
    corrected_kind = recalled.feedback.corrected_kind if recalled.feedback.corrected_record_id is not None else ""
    if recalled.mode == "reuse" or corrected_kind in feedback.ENTITY_OF_KIND:
        # The confirmed (or corrected) intent and entities, looked up again now: never the stored numbers.
        again = recalled.understanding()
        return Reading(again, lookups.run(session, again), recalled, understood)
    # Corrected in words, or to a record no look-up reads (a note, another organisation): the colleague's word.
    return Reading(understood, None, recalled, understood)


def _corrected_card(session: Session, recalled: feedback.Recall | None) -> CardOut | None:
    """The record a colleague said the answer should have been about, shown from its document."""
    if recalled is None or recalled.feedback.corrected_record_id is None:
        return None
    kind, record_id = recalled.feedback.corrected_kind, recalled.feedback.corrected_record_id
    document = session.scalar(select(Document).where(Document.kind == kind, Document.record_id == record_id))
    if document is None:
        return None
    return answer.source_card(kind, record_id, document.title, document.link, document.content)


def compose(session: Session, question: str, reading: Reading, hits: list[Hit]) -> answer.Composed:
    recalled = reading.recalled
    corrected = _corrected_card(session, recalled)
    if reading.lookup is None:  # the colleague's correction is the answer, shown as theirs (in `learned`)
        sources = answer.sources_of(hits, question)
        if corrected is not None:
            return answer.Composed(POINTED.format(title=corrected.title), [corrected], sources, CORRECTION_CONFIDENCE)
        return answer.Composed(CORRECTED, [], sources, CORRECTION_CONFIDENCE)
    composed = answer.compose(question, reading.understanding, reading.lookup, hits)
    if corrected is not None and (corrected.kind, corrected.record_id) not in {
        (c.kind, c.record_id) for c in composed.cards
    }:
        composed.cards.insert(0, corrected)
    if composed.label != "low":
        composed.text = llm.reword(question, composed.text, composed.cards, composed.sources)
    return composed


@dataclass
class Retrieved:
    """The closest documents before any demotion (as many more as there are sources to demote), and the sources
    colleagues marked unhelpful on questions like this one: applied once the question is read (assistant.demotions)."""

    hits: list[Hit]
    demoting: list[demotions.Demoting]

    def demoted(self, reading: Reading) -> list[Hit]:
        asked = reading.asked or reading.understanding
        return demotions.apply(self.hits, self.demoting, asked, HITS)


HITS = 10  # the documents retrieved for an answer


def _retrieve(session: Session, data: AskIn, vector: list[float]) -> Retrieved:
    """The closest documents and the demotions near the question: the question and its embedding are all it
    needs."""
    demoting = demotions.near(session, vector)
    limit = HITS + demotions.extra(demoting)
    return Retrieved(retrieval.retrieve(session, data.question, vector, kinds=data.kinds, limit=limit), demoting)


def ask(session: Session, data: AskIn, user: User) -> AnswerOut:
    """Answer a question in the user's conversation (a new one when none is given) and keep the exchange."""
    conversation = conversations.open_for(session, data.conversation_id, user, data.question)
    proposed = actions.answer(session, conversation, data.question, user)  # "start a quote for Acme with…"
    if proposed is not None:
        return proposed
    asked_before = data.conversation_id is not None
    previous = conversations.previous(session, conversation, data.question) if asked_before else None
    vector = embedder.embed_one(data.question)
    retrieved = beside.start(session, lambda own: _retrieve(own, data, vector))  # while the question is read
    asking = task_lookups.asking.set(user)  # the tasks the user may see, and their own
    try:
        reading = read(session, data.question, vector, previous)
    finally:
        task_lookups.asking.reset(asking)
    hits = retrieved.result().demoted(reading)
    composed = compose(session, data.question, reading, hits)
    learned: LearnedOut | None = reading.recalled.learned() if reading.recalled else None

    exchange = conversations.add_exchange(session, conversation, data.question, reading.understanding)
    out = AnswerOut(
        conversation_id=conversation.id,
        exchange_id=exchange.id,
        question=data.question,
        intent=reading.understanding.intent.value,
        entities=reading.understanding.entities.as_dict(),
        text=composed.text,
        cards=composed.cards,
        sources=composed.sources,
        confidence=composed.confidence,
        confidence_label=composed.label,
        learned=learned,
        created_at=exchange.created_at,
    )
    conversations.keep(exchange, out)
    return out


def give_feedback(session: Session, data: FeedbackIn, user: User) -> FeedbackOut:
    """Keep a verdict on one of the user's answers (one per question: a later one replaces it)."""
    row = feedback.record(session, data, user)
    return FeedbackOut(
        feedback_id=row.id,
        exchange_id=data.exchange_id,
        question=row.question,
        helpful=row.helpful,
        correction=row.correction,
        created_at=row.created_at,
        updated_at=row.updated_at,
    )
