"""Staff calls for sending a request for prices: the mail preview, and sending."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter
from pydantic import BaseModel, Field

from api.auth.dependencies import CurrentUser
from api.buying.schemas.sending import SupplierSendIn, SupplierSendOut, SupplierSendPreviewOut
from api.buying.service import quotes, reading, sending
from api.core.deps import SessionDep
from api.core.fields import Id, Trimmed
from api.crm.service.recipients import Recipient

router = APIRouter(tags=["buying"])


class SupplierPreviewIn(BaseModel):
    quote_id: Id
    contact_ids: list[Id] | None = Field(default=None, max_length=20, description="empty: the quote's contacts")
    message: Trimmed = Field(default="", max_length=5000, description="a personal message at the top of the mail")


def _recipients(items: list[Recipient]) -> list[dict[str, Any]]:
    return [{"contact_id": r.contact_id, "name": r.name, "email": r.email} for r in items]


@router.put("/suppliers/quote/send/preview", response_model=SupplierSendPreviewOut)
def supplier_quote_send_preview(body: SupplierPreviewIn, session: SessionDep, user: CurrentUser) -> Any:
    """The mail sending the request would send (to the first recipient) — recipients, subject, HTML and text —
    and `problems`, why it cannot be sent yet. Sends nothing."""
    quote = quotes.get(session, body.quote_id)
    plan = sending.plan(session, quote, body.contact_ids)
    mail = sending.compose(plan, plan.recipients[0] if plan.recipients else None, body.message, user.full_name)
    return {
        "quote_id": quote.id,
        "version": plan.version.version,
        "recipients": _recipients(plan.recipients),
        "subject": mail.subject,
        "body_html": mail.html,
        "body_text": mail.text,
        "public_url": plan.public_url,
        "problems": plan.problems,
    }


@router.put("/quotes/send/quoteRequest", response_model=SupplierSendOut)
def send_supplier_quote_request(body: SupplierSendIn, session: SessionDep, user: CurrentUser) -> Any:
    """Mail the request for prices: one supplier quote (`quote_id`), or every quote of a request not sent yet
    (`request_id`). Each of the supplier's contacts gets the link `/supplier-quote/{uuid}`; the newest version is
    marked sent and the quote requested. Refused (409) when ordered, withdrawn, empty, already answered, or a
    request whose reply-by date has passed (it would open closed: change the date first);
    422 on `contact_ids` when no recipient has an email. All or nothing."""
    sent = sending.send(session, body.quote_id, body.request_id, body.contact_ids, body.message, user)
    return {
        "sent": [
            {
                "quote_id": s.quote.id,
                "number": s.quote.number,
                "recipients": _recipients(s.recipients),
                "outbox_ids": s.outbox_ids,
            }
            for s in sent
        ],
        "quotes": reading.list_items(session, [s.quote for s in sent]),
    }
