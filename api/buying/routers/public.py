"""The supplier's side of a supplier quote, by its uuid: the public page, saving and submitting prices (also open
to staff with a token), and declining the request.

Public calls need no token, never show a staff draft, and are rate-limited per client address; staff calling the
mixed ones with a valid token are not counted."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Depends, Path, Query

from api.auth.dependencies import OptionalUser
from api.auth.ratelimit import public_limit, public_reads, public_writes, unless_staff
from api.buying.schemas.public import PublicSupplierQuoteOut, SupplierDeclineIn, SupplierTotalsIn
from api.buying.service import public
from api.core.deps import ClientAddress, SessionDep
from api.core.fields import MAX_ID
from api.core.responses import serialised

router = APIRouter(tags=["buying"])

reads = public_limit("supplier-quote-read", public_reads)
writes = public_limit("supplier-quote-write", public_writes)
PublicId = Annotated[str, Path(description="the supplier quote's public uuid (anything else does not exist)")]
Version = Annotated[int | None, Query(ge=1, le=MAX_ID, description="empty: the newest version sent")]
reads_unless_staff = unless_staff(reads)
writes_unless_staff = unless_staff(writes)


@router.get("/suppliers/quotes/public/{id}", response_model=PublicSupplierQuoteOut, dependencies=[Depends(reads)])
def supplier_quote_public(id: PublicId, session: SessionDep, address: ClientAddress, version: Version = None) -> Any:
    """Public (no token): the request as the supplier sees it — the lines asked, the site, dates and offload, and
    their own prices and charges with the totals — the newest version sent to them unless `version` names an
    earlier one (`superseded`). Never our customer, our prices, margins or internal comments. A quote never sent,
    and a staff draft version, are 404. The first open is recorded."""
    quote = public.sent_quote(session, public.parse_uuid(id))
    row = public.sent_version(session, quote, version)
    public.record_open(session, quote, address)
    return serialised(public.public_detail(session, quote, row))


@router.put(
    "/suppliers/quote/totals", response_model=PublicSupplierQuoteOut, dependencies=[Depends(writes_unless_staff)]
)
def save_supplier_quote_totals(
    body: SupplierTotalsIn, session: SessionDep, user: OptionalUser, address: ClientAddress
) -> Any:
    """Save priced lines (by `line_id` of the version read) and charges, and get the totals back. `submit: false`
    keeps a draft (saved in place while the version is unanswered); `submit: true` sends the prices (every line
    priced or marked can't quote, `name` required without a token). After an answer, any save is the next version:
    an answer is never overwritten. Without a token: only while the request is open (409 with the reason once
    withdrawn, ordered, declined or past its deadline). Staff with a token may use it too (not rate-limited)."""
    saved = public.save_totals(session, body, user, address)
    return serialised(public.public_detail(session, saved.quote, saved.version, saved.figures))


@router.put("/suppliers/quote/decline", response_model=PublicSupplierQuoteOut, dependencies=[Depends(writes)])
def decline_supplier_quote(body: SupplierDeclineIn, session: SessionDep, address: ClientAddress) -> Any:
    """Public (no token): the supplier declines the whole request, with a reason. 409 once it is closed."""
    quote = public.decline(session, body, address)
    return serialised(public.public_detail(session, quote, public.sent_version(session, quote)))
