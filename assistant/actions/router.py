"""Confirming or cancelling an action the assistant proposed in an answer."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter

from api.auth.dependencies import CurrentUser
from api.core.deps import SessionDep
from assistant.actions import service
from assistant.actions.schemas import ProposalOut, ProposalRef

router = APIRouter(prefix="/brickmate/actions", tags=["brickmate"])


@router.post("/confirm", response_model=ProposalOut)
def confirm_action(body: ProposalRef, session: SessionDep, user: CurrentUser) -> Any:
    """Do what one of your pending proposals says (e.g. start the draft quote) and return it with the result and
    its link. Another user's proposal is 404; one already confirmed, cancelled or expired is 409; your role must
    allow the change as on the screens (403)."""
    return service.confirm(session, body.proposal_id, user)


@router.post("/cancel", response_model=ProposalOut)
def cancel_action(body: ProposalRef, session: SessionDep, user: CurrentUser) -> Any:
    """Drop one of your pending proposals: nothing is done. 404 for another user's, 409 when already decided."""
    return service.cancel(session, body.proposal_id, user)
