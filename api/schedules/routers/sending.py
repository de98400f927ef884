"""Mailing a schedule or one call-off with its public link (the spec puts it under /quotes/send)."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter

from api.auth.dependencies import CurrentUser
from api.core.deps import SessionDep
from api.schedules.schemas.out import ScheduleSendPreviewOut, ScheduleSentOut
from api.schedules.schemas.requests import ScheduleSendIn
from api.schedules.service import links, sending

router = APIRouter(prefix="/quotes/send", tags=["schedules"])


def _recipients(plan: sending.Plan) -> list[dict[str, Any]]:
    return [{"contact_id": r.contact_id, "name": r.name, "email": r.email} for r in plan.recipients]


@router.put("/schedule/preview", response_model=ScheduleSendPreviewOut)
def schedule_send_preview(body: ScheduleSendIn, session: SessionDep, user: CurrentUser) -> Any:
    """The mail `PUT /quotes/send/schedule` would send (to the first recipient) and `problems`, why it cannot be
    sent yet. Sends nothing and makes no link."""
    plan = sending.plan(session, body)
    first = plan.recipients[0] if plan.recipients else None
    mail = sending.compose(session, plan, first, sending.LINK_PLACEHOLDER, body.message, user)
    return {
        "recipients": _recipients(plan),
        "subject": mail.subject,
        "body_html": mail.html,
        "body_text": mail.text,
        "public_url": sending.LINK_PLACEHOLDER,
        "problems": plan.problems,
    }


@router.put("/schedule", response_model=ScheduleSentOut)
def send_schedule(body: ScheduleSendIn, session: SessionDep, user: CurrentUser) -> Any:
    """Mail the order's schedule (`order_id`) or one call-off (`schedule_id`) to the customer's site contact
    (`audience: site`: the read-only link `/call-offs/{uuid}`), or a call-off to its works or haulier (their link,
    on which they confirm or propose a date, mark it dispatched and delivered with proof). Each recipient gets a
    link of their own (unguessable, revocable, expiring: 180 days for the site, 60 for the works and haulier).
    409 with why when it cannot be sent; 422 on `contact_ids` for contacts of another organisation."""
    plan, outbox_ids, issued = sending.send(session, body, user)
    return {"recipients": _recipients(plan), "outbox_ids": outbox_ids, "links": [links.out(link) for link in issued]}
