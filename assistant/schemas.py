"""The assistant's request and response shapes."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Literal

from pydantic import BaseModel, Field, StrictBool

from api.core.fields import Id, Trimmed
from assistant.actions.schemas import ProposalOut

Kind = Literal[
    "product",
    "customer",
    "supplier",
    "other",
    "company",
    "contact",
    "project",
    "quote",
    "supplier_quote",
    "purchase_order",
    "call_off",
    "note",
    "task",
]


class AskIn(BaseModel):
    question: Annotated[Trimmed, Field(min_length=1, max_length=500)]
    conversation_id: Id | None = Field(default=None, description="continue a conversation (follow-ups)")
    kinds: list[Kind] = Field(default_factory=list, max_length=12, description="only search these kinds of record")


class FactOut(BaseModel):
    label: str
    value: str


# A card's record: a kind the index reads, one of our customer orders (shown on its call-off schedule), or one of
# the asking user's notifications.
CardKind = Literal[Kind, "order", "notification"]


class CardOut(BaseModel):
    """A record the answer rests on, with its key values and the screen it opens."""

    kind: CardKind
    record_id: int
    title: str
    link: str
    facts: list[FactOut]


class SourceOut(BaseModel):
    kind: Kind
    record_id: int
    title: str
    link: str
    snippet: str
    score: float = Field(description="fused rank score (higher is better)")


class LearnedOut(BaseModel):
    """The answer used a colleague's earlier feedback on a similar question."""

    feedback_id: int
    question: str
    by: str
    at: datetime
    correction: str = Field(description="the colleague's corrected answer in words, when they gave one")


class AnswerOut(BaseModel):
    conversation_id: int
    exchange_id: int
    question: str
    intent: str = Field(description="what the question was understood to ask, e.g. product_price")
    entities: dict[str, list[str]] = Field(description="what it was about, by type (product, customer, quote…)")
    text: str
    cards: list[CardOut]
    sources: list[SourceOut]
    confidence: float = Field(ge=0, le=1)
    confidence_label: Literal["high", "medium", "low"]
    learned: LearnedOut | None
    created_at: datetime
    proposal: ProposalOut | None = Field(
        default=None, description="an action the question asked for, done only once confirmed (actions/confirm)"
    )


class SourceRef(BaseModel):
    kind: Kind
    record_id: Id


class FeedbackIn(BaseModel):
    exchange_id: Id
    # A verdict is true or false: "yes", 1 or "false" are refused (422 naming the field), never read as one.
    helpful: StrictBool
    correction: Annotated[Trimmed, Field(max_length=2000)] = Field(default="", description="the right answer in words")
    corrected: SourceRef | None = Field(default=None, description="the record the answer should have been about")
    unhelpful_sources: list[SourceRef] = Field(default_factory=list, max_length=20)


class FeedbackOut(BaseModel):
    feedback_id: int
    exchange_id: int
    question: str
    helpful: bool
    correction: str
    created_at: datetime
    updated_at: datetime


class ConversationOut(BaseModel):
    conversation_id: int
    title: str
    questions: int
    created_at: datetime
    updated_at: datetime


class ConversationDetailOut(ConversationOut):
    exchanges: list[AnswerOut]


class ProcessIn(BaseModel):
    kinds: list[Kind] = Field(default_factory=list, max_length=11, description="empty: every kind")


class IndexJobOut(BaseModel):
    job_id: int
    kinds: list[str]
    status: Literal["queued", "running", "done", "failed"]
    total: int
    processed: int
    embedded: int
    removed: int
    error: str
    created_at: datetime
    started_at: datetime | None
    finished_at: datetime | None


class KindStatusOut(BaseModel):
    kind: Kind
    records: int
    documents: int
    stale: int = Field(description="documents embedded with another model")


class IndexStatusOut(BaseModel):
    model: str
    kinds: list[KindStatusOut]
    last_job: IndexJobOut | None
