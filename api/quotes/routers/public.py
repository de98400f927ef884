"""The customer's side of a quote: the public page and its PDF, ticking options, accepting or rejecting (by the
customer without a token, or recorded by staff), and the customer's purchase order once accepted.

Public calls need no token, find the quote by its uuid only, never show a draft, and are rate-limited per
client address; staff calling the mixed ones with a valid token are not counted."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Depends, Form, Path, Query
from fastapi.responses import Response

from api.auth.dependencies import CurrentUser, OptionalUser
from api.auth.ratelimit import public_limit, public_reads, public_writes, unless_staff
from api.core.deps import ClientAddress, SessionDep
from api.core.errors import NotAuthenticated
from api.core.fields import MAX_ID
from api.quotes import pdf, pdf_cache
from api.quotes.public_schemas import DecisionIn, PublicQuoteOut, ToggleSelectedIn
from api.quotes.schemas import QuoteOut
from api.quotes.service import decisions, public, purchase_order, reading
from api.records.router import FileField

router = APIRouter(prefix="/quotes", tags=["quotes"])

_reads = public_limit("quote-read", public_reads)
_writes = public_limit("quote-write", public_writes)
PublicId = Annotated[str, Path(description="the quote's public uuid (anything else is a quote that does not exist)")]
Version = Annotated[int | None, Query(ge=1, le=MAX_ID, description="empty: the newest version sent")]
ROW_VERSION = "the quote's row version the change started from: when sent, a quote changed since is refused (409)"
public_reads_unless_staff = unless_staff(_reads)
public_writes_unless_staff = unless_staff(_writes)


@router.get("/public/{id}", response_model=PublicQuoteOut, dependencies=[Depends(_reads)])
def quote_public(id: PublicId, session: SessionDep, version: Version = None) -> Any:
    """Public (no token): the quote as the customer sees it, the newest sent version unless `version` names an
    earlier one (shown as `superseded`). A quote never sent, and a draft version, are 404."""
    quote = public.sent_quote(session, public.parse_uuid(id))
    return reading.public_detail(session, quote, public.sent_version(session, quote, version))


@router.get(
    "/public/{id}/pdf",
    response_class=Response,
    responses={200: {"content": {"application/pdf": {}}, "description": "the A4 PDF"}},
    dependencies=[Depends(_reads)],
)
def quote_public_pdf(id: PublicId, session: SessionDep, version: Version = None) -> Response:
    """Public (no token): the PDF of a sent version (the newest by default); never of a draft."""
    quote = public.sent_quote(session, public.parse_uuid(id))
    row = public.sent_version(session, quote, version)
    return Response(
        pdf_cache.render(session, quote, row),
        media_type="application/pdf",
        headers={"Content-Disposition": f'inline; filename="{pdf.filename(quote, row)}"'},
    )


@router.put("/customer/toggleSelected", response_model=PublicQuoteOut, dependencies=[Depends(_writes)])
def quote_toggle_selected(body: ToggleSelectedIn, session: SessionDep, address: ClientAddress) -> Any:
    """Public (no token): tick or untick an optional line, or pick the line of an alternative group (the
    others of the group are unpicked). The totals follow. Only on the newest sent version of an open quote."""
    quote, version = decisions.toggle(session, body, address)
    return reading.public_detail(session, quote, version)


def _decide(body: DecisionIn, session: Any, user: Any, address: str, *, accept: bool) -> Any:
    if body.isInternal and user is None:
        raise NotAuthenticated()
    # A request carrying a valid staff token is staff recording the decision, whatever the flag says.
    actor = user
    quote, version = decisions.decide(session, body, accept=accept, actor=actor, address=address)
    return reading.public_detail(session, quote, version)


@router.put("/accept", response_model=PublicQuoteOut, dependencies=[Depends(public_writes_unless_staff)])
def quote_accept(body: DecisionIn, session: SessionDep, user: OptionalUser, address: ClientAddress) -> Any:
    """Accept the newest sent version of an open quote: by the customer (`isInternal: false`, no token), or
    recorded by staff (`isInternal: true`, needs a token; any request with a valid token is recorded as staff).
    `po_number` is kept as the customer's PO. Anything but the newest sent version of a sent, unexpired quote is
    409 with the reason. The account manager is told."""
    return _decide(body, session, user, address, accept=True)


@router.put("/reject", response_model=PublicQuoteOut, dependencies=[Depends(public_writes_unless_staff)])
def quote_reject(body: DecisionIn, session: SessionDep, user: OptionalUser, address: ClientAddress) -> Any:
    """Reject the newest sent version of an open quote, with an optional `reason`; as for accept."""
    return _decide(body, session, user, address, accept=False)


@router.post("/purchaseOrder", response_model=QuoteOut)
def quote_purchase_order(
    quote_id: Annotated[int, Form(ge=1, le=MAX_ID)],
    po_number: Annotated[str, Form(max_length=100, description="the customer's purchase order number")],
    session: SessionDep,
    user: CurrentUser,
    file: FileField = None,
    row_version: Annotated[int | None, Form(ge=1, le=MAX_ID, description=ROW_VERSION)] = None,
) -> Any:
    """Record the customer's purchase order (multipart: number, and optionally the document, 25 MB, office
    documents, PDF or images) against an accepted or converted quote; 409 otherwise, and with `row_version` when
    the quote changed since (another PO number recorded meanwhile)."""
    upload = None
    if file is not None:
        upload = purchase_order.Upload(file.filename or "upload", file.content_type, file.file)
    quote = purchase_order.record(session, quote_id, po_number, upload, user, row_version)
    return reading.quote_detail(session, quote)
