"""Proposing an action from a question, and confirming or cancelling it: only the proposal's own user, once,
before it expires, with the role the screens ask for the same change. Services only flush: the request commits."""

from __future__ import annotations

from datetime import timedelta

from pydantic import ValidationError
from sqlalchemy.orm import Session

from api.core.errors import Conflict, FieldErrors, Forbidden, NotFound
from api.db import utcnow
from api.users.models import User
from assistant import conversations
from assistant.actions import create_task as _create_task  # noqa: F401 (registers the kind)
from assistant.actions import draft_quote as _draft_quote  # noqa: F401 (registers the kind)
from assistant.actions import followup
from assistant.actions import request_prices as _request_prices  # noqa: F401 (registers the kind)
from assistant.actions.models import Proposal, ProposalStatus
from assistant.actions.registry import ACTIONS, Action
from assistant.actions.schemas import ActionResultOut, ProposalOut
from assistant.models import Conversation, Exchange
from assistant.schemas import AnswerOut
from assistant.understanding.types import Entities, Intent, Named, Understanding

LIFETIME = timedelta(minutes=30)
ASK_CONFIRM = "Check the proposal below and confirm it to go ahead: nothing changes until you do."


def proposal_out(row: Proposal) -> ProposalOut:
    status = row.status
    if status == ProposalStatus.pending and row.expires_at <= utcnow():
        status = "expired"
    return ProposalOut(
        proposal_id=row.id,
        kind=row.kind,
        summary=row.summary,
        payload=row.payload,
        status=status,
        expires_at=row.expires_at,
        result=ActionResultOut.model_validate(row.result) if row.result else None,
    )


def _allowed(action: Action, user: User) -> bool:
    return user.role in {role.value for role in action.roles}


def answer(session: Session, conversation: Conversation, question: str, user: User) -> AnswerOut | None:
    """When the question asks for an action, the answer proposing it (kept in the conversation, the proposal
    stored pending); None when it asks for none. A follow-up's "them" and "those" are the conversation's records
    ("quote them for 5k of those": assistant.actions.followup)."""
    said = followup.resolved(session, conversation, question)
    for action in ACTIONS.values():
        detected = action.detect(session, said, user)
        if detected is None:
            continue
        party = detected.payload.get("party") or {}
        named = [Named(id=party["organisation_id"], name=party["name"])] if party else []
        suppliers = [Named(id=s["organisation_id"], name=s["name"]) for s in detected.payload.get("suppliers") or []]
        entities = Entities(customers=named, suppliers=suppliers)
        if not (named or suppliers) and (before := conversations.previous(session, conversation)) is not None:
            entities = before.entities  # "quote them" after a supplier, declined: "their cheapest" is still theirs
        exchange = conversations.add_exchange(session, conversation, question, Understanding(Intent.general, entities))
        proposal = None
        text = detected.problem
        if not detected.problem and not _allowed(action, user):
            text = "Your role cannot do this: ask a colleague who can."
        elif not detected.problem:
            row = Proposal(
                user_id=user.id,
                exchange_id=exchange.id,
                kind=action.kind,
                summary=action.describe(detected.payload),
                payload=detected.payload,
                expires_at=utcnow() + LIFETIME,
            )
            session.add(row)
            session.flush()
            proposal, text = proposal_out(row), ASK_CONFIRM
        out = AnswerOut(
            conversation_id=conversation.id,
            exchange_id=exchange.id,
            question=question,
            intent=Intent.general.value,
            entities=entities.as_dict(),
            text=text,
            cards=[],
            sources=[],
            confidence=1.0 if proposal else 0.0,
            confidence_label="high" if proposal else "low",
            learned=None,
            created_at=exchange.created_at,
            proposal=proposal,
        )
        conversations.keep(exchange, out)
        return out
    return None


def _own(session: Session, proposal_id: int, user: User) -> Proposal:
    row = session.get(Proposal, proposal_id, with_for_update=True)
    if row is None or row.user_id != user.id:
        raise NotFound("This proposal does not exist.")
    if row.status != ProposalStatus.pending:
        raise Conflict(f"This proposal was already {'confirmed' if row.status == 'executed' else 'cancelled'}.")
    if row.expires_at <= utcnow():
        raise Conflict("This proposal expired: ask again.")
    return row


def _decided(session: Session, row: Proposal, status: ProposalStatus) -> ProposalOut:
    row.status = status.value
    row.decided_at = utcnow()
    session.flush()
    out = proposal_out(row)
    exchange = session.get(Exchange, row.exchange_id) if row.exchange_id is not None else None
    if exchange is not None and exchange.answer:  # the conversation shows the proposal as it now stands
        exchange.answer = {**exchange.answer, "proposal": out.model_dump(mode="json")}
    return out


def confirm(session: Session, proposal_id: int, user: User) -> ProposalOut:
    """Do what the proposal says, through the domain's services; once."""
    row = _own(session, proposal_id, user)
    action = ACTIONS.get(row.kind)
    if action is None:
        raise Conflict("This kind of action is no longer offered: ask again.")
    if not _allowed(action, user):
        raise Forbidden("Your role cannot do this.")
    try:
        with session.begin_nested():  # a refusal half-way leaves nothing behind, whatever was flushed before it
            done = action.execute(session, user, row.payload)
    except (FieldErrors, NotFound, ValidationError) as refused:  # its records changed since it was proposed
        raise changed_since(refused) from None
    row.result = done.model_dump(mode="json")
    return _decided(session, row, ProposalStatus.executed)


def changed_since(refused: FieldErrors | NotFound | ValidationError) -> Conflict:
    """A domain's refusal of what the proposal says (a record archived, removed or discontinued since, a value
    its form would refuse) as a 409 on the proposal: its fields are the form's, which the chat never showed, so the
    reasons go into the words the chat shows (`detail`). Nothing was done; the proposal stays pending."""
    if isinstance(refused, ValidationError):
        reasons = [str(error["msg"]) for error in refused.errors()]
    elif refused.errors:
        reasons = [error["message"] for error in refused.errors]
    else:
        reasons = [refused.detail]
    said = " ".join(dict.fromkeys(reason.rstrip(".") + "." for reason in reasons))
    detail = f"This can no longer be done as proposed: {said} Ask again to see it as things are now."
    return Conflict(detail, [{"field": "proposal_id", "message": detail}])


def cancel(session: Session, proposal_id: int, user: User) -> ProposalOut:
    return _decided(session, _own(session, proposal_id, user), ProposalStatus.cancelled)
