"""Staff calls for sending a quote: the mail preview, sending, the manager's check, and the PDF."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Path, Query, Response

from api.auth.dependencies import CurrentUser
from api.core.deps import SessionDep
from api.core.fields import MAX_ID
from api.crm.service.recipients import Recipient
from api.mail.router import attachment_disposition
from api.quotes import pdf, pdf_cache
from api.quotes.schemas import CheckedStatusIn, QuoteOut, RecipientOut, SendOut, SendPreviewIn, SendPreviewOut
from api.quotes.service import checking, quotes, reading, sending

router = APIRouter(prefix="/quotes", tags=["quotes"])
QuoteId = Annotated[int, Path(ge=1, le=MAX_ID)]


def _recipients(items: list[Recipient]) -> list[RecipientOut]:
    return [RecipientOut(contact_id=r.contact_id, name=r.name, email=r.email) for r in items]


@router.put("/send/preview", response_model=SendPreviewOut)
def quote_send_preview(body: SendPreviewIn, session: SessionDep, user: CurrentUser) -> Any:
    """The mail sending the current version would send — recipients, subject, HTML and text bodies, the
    PDF's name and the valid-until date it would get — and `problems`, why it cannot be sent yet. Sends
    nothing."""
    quote = quotes.get(session, body.quote_id)
    plan = sending.plan(session, quote, body.contact_ids)
    mail = sending.compose(session, plan, plan.recipients[0] if plan.recipients else None, body.message, user)
    return SendPreviewOut(
        quote_id=quote.id,
        version=plan.version.version,
        recipients=_recipients(plan.recipients),
        subject=mail.subject,
        body_html=mail.html,
        body_text=mail.text,
        pdf_name=plan.pdf_name,
        public_url=plan.public_url,
        valid_until=plan.valid_until,
        needs_check=plan.needs_check,
        problems=plan.problems,
    )


@router.get("/send/{id}", response_model=SendOut)
def send_quote(
    id: QuoteId,
    session: SessionDep,
    user: CurrentUser,
    contact_ids: Annotated[
        list[Annotated[int, Query(ge=1, le=MAX_ID)]] | None,
        Query(max_length=20, description="repeat for each; empty: the quote's contacts"),
    ] = None,
    message: Annotated[str, Query(max_length=5000, description="a personal message at the top of the mail")] = "",
) -> Any:
    """Send the current version: each recipient gets a mail with the public link and the PDF attached, the
    version is marked sent (valid until 30 days from today when not set) and nobody else is notified.
    Refused (409) once accepted, converted or withdrawn, without lines, or over the check threshold and not
    checked by a manager; 422 on `contact_ids` when no recipient has an email. Sending the sent version
    again mails it again."""
    result = sending.send(session, id, contact_ids, message.strip(), user)
    return SendOut(
        quote=reading.quote_detail(session, result.quote),
        recipients=_recipients(result.recipients),
        outbox_ids=result.outbox_ids,
    )


@router.put("/update/checkedStatus", response_model=QuoteOut)
def update_quote_checked_status(body: CheckedStatusIn, session: SessionDep, user: CurrentUser) -> Any:
    """Mark the current version checked by a manager (or clear the check). Managers and admins only, and
    never the quote's author (403). A stale `row_version` gets 409."""
    quote = checking.set_checked(session, body, user)
    return reading.quote_detail(session, quote)


@router.get(
    "/{id}/pdf",
    response_class=Response,
    responses={200: {"content": {"application/pdf": {}}, "description": "the quote as an A4 PDF"}},
)
def quote_pdf(
    id: QuoteId, session: SessionDep, _: CurrentUser, version: Annotated[int | None, Query(ge=1)] = None
) -> Response:
    """A version of the quote (the newest when `version` is empty) as the customer's PDF; a draft is
    marked DRAFT."""
    quote = quotes.get(session, id)
    row = quotes.version_of(session, quote, version)
    return Response(
        pdf_cache.render(session, quote, row),
        media_type="application/pdf",
        headers={"Content-Disposition": attachment_disposition(pdf.filename(quote, row))},
    )
