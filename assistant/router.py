"""Brickmate's calls: ask a question, give feedback on an answer, one's own conversations; and the index admin
calls (rebuild, its progress, the index's state)."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, status
from fastapi.responses import StreamingResponse

from api.auth.dependencies import AdminUser, CurrentUser
from api.core.deps import SessionDep
from api.core.pagination import ListResponse, PageParamsDep, list_response
from assistant import conversations, index_admin, service, streaming
from assistant.schemas import (
    AnswerOut,
    AskIn,
    ConversationDetailOut,
    ConversationOut,
    FeedbackIn,
    FeedbackOut,
    IndexJobOut,
    IndexStatusOut,
    ProcessIn,
)

router = APIRouter(prefix="/brickmate", tags=["brickmate"])
models_router = APIRouter(prefix="/models", tags=["models"])


@router.post("/askQuestion", response_model=AnswerOut)
def ask_question(data: AskIn, session: SessionDep, user: CurrentUser) -> Any:
    """Answer a question from the company's records: a short text, the records it rests on (cards), the closest
    sources and a confidence. Every number in the text comes from a card or source. Give `conversation_id` to
    ask a follow-up ("and for Acme?"); without it a new conversation starts."""
    return service.ask(session, data, user)


@router.post(
    "/askQuestion/stream",
    response_class=StreamingResponse,
    responses={200: {"content": {streaming.MEDIA_TYPE: {"schema": {"type": "string"}}}, "model": AnswerOut}},
)
def ask_question_stream(data: AskIn, session: SessionDep, user: CurrentUser) -> StreamingResponse:
    """askQuestion's answer as server-sent events, for the chat to show its text as it arrives: `delta` events
    (`{"text": "…"}`, the answer's text in order, a few words each), then one `answer` event with the whole answer
    (the AnswerOut of askQuestion: cards, sources, confidence, the exchange kept). Errors (401, 404, 422) come as
    askQuestion's, before any event. A client that stops reading loses nothing: the exchange is kept."""
    return streaming.response(service.ask(session, data, user))


@router.post("/feedbackEmbedding", response_model=FeedbackOut)
def give_feedback(data: FeedbackIn, session: SessionDep, user: CurrentUser) -> Any:
    """Mark one of your answers helpful or not, optionally with the right answer in words and/or the right record,
    and the sources that did not help. Kept once per question (a later verdict replaces it) with the question's
    embedding, so similar questions reuse it."""
    return service.give_feedback(session, data, user)


@router.get("/conversations", response_model=ListResponse[ConversationOut])
def list_conversations(params: PageParamsDep, session: SessionDep, user: CurrentUser) -> Any:
    """Your conversations, latest activity first, with how many questions each holds; `q` searches titles; sort by
    updated_at, created_at or title."""
    return list_response(conversations.list_for(session, user, params), conversations.conversation_out)


@router.get("/conversations/{id}", response_model=ConversationDetailOut)
def get_conversation(id: int, session: SessionDep, user: CurrentUser) -> Any:
    """One of your conversations with its answers, oldest first."""
    return conversations.detail(session, id, user)


@models_router.post("/process", response_model=IndexJobOut, status_code=status.HTTP_202_ACCEPTED)
def process_models(data: ProcessIn, session: SessionDep, user: AdminUser) -> Any:
    """Admins: rebuild the assistant's index (every kind of record, or the kinds given) in the background: missing
    documents made, changed or other-model ones embedded again, orphans removed. Returns the job to follow; 409
    while another rebuild is queued or running."""
    return index_admin.job_out(index_admin.start(session, data.kinds, user))


@models_router.get("/jobs/{id}", response_model=IndexJobOut)
def get_index_job(id: int, session: SessionDep, _: AdminUser) -> Any:
    """Admins: a rebuild's status and progress (processed of total records)."""
    return index_admin.job_out(index_admin.get_job(session, id))


@models_router.get("/status", response_model=IndexStatusOut)
def index_status(session: SessionDep, _: AdminUser) -> Any:
    """Admins: per kind of record, how many records and documents there are and how many documents were embedded
    with another model; and the latest rebuild."""
    return index_admin.status(session)
