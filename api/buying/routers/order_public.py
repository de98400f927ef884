"""The supplier's side of a purchase order, by its uuid and without a token: read it (and its PDF), acknowledge,
propose another date or quantities, or decline with a reason. Rate-limited per client address; every call is
logged on the order with the time and the address."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Depends, Path
from fastapi.responses import Response

from api.auth.ratelimit import public_limit, public_reads, public_writes
from api.buying.schemas.orders import PublicAcknowledgeIn, PublicDeclineIn, PublicPOOut, PublicProposeIn
from api.buying.service import po_documents, po_public, po_reading
from api.core.deps import ClientAddress, SessionDep

router = APIRouter(prefix="/suppliers/orders/public", tags=["buying"])

_reads = public_limit("po-read", public_reads)
_writes = public_limit("po-write", public_writes)
PublicId = Annotated[str, Path(description="the order's public uuid (anything else is an order that does not exist)")]


@router.get("/{id}", response_model=PublicPOOut, dependencies=[Depends(_reads)])
def purchase_order_public(id: PublicId, session: SessionDep, address: ClientAddress) -> Any:
    """Public (no token): the order as the supplier reads it. An order never sent is 404."""
    order = po_public.sent_order(session, po_public.parse_uuid(id))
    po_public.viewed(session, order, address)
    return po_reading.public_detail(session, order)


@router.get(
    "/{id}/pdf",
    response_class=Response,
    responses={200: {"content": {"application/pdf": {}}, "description": "the A4 PDF"}},
    dependencies=[Depends(_reads)],
)
def purchase_order_public_pdf(id: PublicId, session: SessionDep, address: ClientAddress) -> Response:
    """Public (no token): the order's PDF."""
    order = po_public.sent_order(session, po_public.parse_uuid(id))
    po_public.viewed(session, order, address, "PDF downloaded")
    return Response(
        po_documents.render(session, order),
        media_type="application/pdf",
        headers={"Content-Disposition": f'inline; filename="{po_documents.filename(order)}"'},
    )


@router.put("/acknowledge", response_model=PublicPOOut, dependencies=[Depends(_writes)])
def purchase_order_acknowledge(body: PublicAcknowledgeIn, session: SessionDep, address: ClientAddress) -> Any:
    """Public (no token): the supplier acknowledges the order as sent (or as they proposed). Only while it waits
    for an answer (sent, changes proposed); else 409 with why."""
    return po_reading.public_detail(session, po_public.acknowledge(session, body, address))


@router.put("/propose", response_model=PublicPOOut, dependencies=[Depends(_writes)])
def purchase_order_propose(body: PublicProposeIn, session: SessionDep, address: ClientAddress) -> Any:
    """Public (no token): the supplier proposes another delivery date for the order and/or another quantity or
    date per line, with notes; the order becomes `changes_proposed` for staff to accept (acknowledged) or re-send."""
    return po_reading.public_detail(session, po_public.propose(session, body, address))


@router.put("/decline", response_model=PublicPOOut, dependencies=[Depends(_writes)])
def purchase_order_decline(body: PublicDeclineIn, session: SessionDep, address: ClientAddress) -> Any:
    """Public (no token): the supplier declines the order with a reason."""
    return po_reading.public_detail(session, po_public.decline(session, body, address))
