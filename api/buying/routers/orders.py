"""Staff calls on purchase orders: generate from a supplier quote, list, read, move along the status machine, the
PDF, and the mail to the supplier (preview and send)."""

from __future__ import annotations

from datetime import date
from typing import Annotated, Any

from fastapi import APIRouter, Path, Query, Response

from api.auth.dependencies import CurrentUser
from api.buying.models import PurchaseOrderStatus
from api.buying.schemas.orders import (
    GeneratePOIn,
    POListItem,
    POOut,
    PORecipientOut,
    POSendIn,
    POSendPreviewOut,
    POSentOut,
    POStatusIn,
)
from api.buying.service import po_documents, po_reading, purchase_orders
from api.core.deps import SessionDep
from api.core.fields import MAX_ID
from api.core.pagination import ListResponse, PageParamsDep, list_response

router = APIRouter(prefix="/suppliers", tags=["buying"])
RecordId = Annotated[int, Path(ge=1, le=MAX_ID)]
FilterId = Annotated[int | None, Query(ge=1, le=MAX_ID)]


def _recipients(plan: po_documents.Plan) -> list[PORecipientOut]:
    return [
        PORecipientOut(contact_id=c.id, name=f"{c.first_name} {c.last_name}".strip(), email=c.email)
        for c in plan.recipients
    ]


@router.put("/quote/generatePO", response_model=list[POOut])
def generate_purchase_orders(body: GeneratePOIn, session: SessionDep, user: CurrentUser) -> Any:
    """Draft purchase order(s) `PO-000123`: from answered supplier quote `quoteId` (its awarded lines of the
    latest answer, or every priced line when none is awarded), or one per supplier with awarded lines of request
    `request_id`. Charges become charge lines; delivery direct to the quote's site with the site contact and the
    required date; linked to the customer order when the customer quote became one. The supplier quote becomes
    `ordered`. 409: not answered, expired, nothing priced, or already ordered."""
    orders = purchase_orders.generate(session, body, user)
    return [po_reading.detail(session, order) for order in orders]


@router.get("/orders", response_model=ListResponse[POListItem])
def list_purchase_orders(
    params: PageParamsDep,
    session: SessionDep,
    _: CurrentUser,
    status: Annotated[list[PurchaseOrderStatus] | None, Query()] = None,
    supplier_id: FilterId = None,
    project_id: FilterId = None,
    order_id: FilterId = None,
    supplier_quote_id: FilterId = None,
    required_from: date | None = None,
    required_to: date | None = None,
) -> Any:
    """Purchase orders, newest first. `q` searches the number and the supplier's name; `status` may repeat. Sorts:
    number, created_at, updated_at, required_date, total, status, supplier."""
    filters = po_reading.Filters(
        tuple(status or ()), supplier_id, project_id, order_id, supplier_quote_id, required_from, required_to
    )
    return list_response(po_reading.list_orders(session, params, filters), po_reading.list_item)


@router.put("/orders/status", response_model=POOut)
def move_purchase_order(body: POStatusIn, session: SessionDep, user: CurrentUser) -> Any:
    """Move the order along draft → sent → acknowledged / changes_proposed / declined → part_delivered →
    delivered → closed (cancelled from any open status); `next_statuses` on the order says where it can go. A
    move not allowed is 409 with why. `delivered` gives the quantity delivered so far per goods line."""
    return po_reading.detail(session, purchase_orders.move(session, body, user))


@router.put("/orders/send/preview", response_model=POSendPreviewOut)
def purchase_order_send_preview(body: POSendIn, session: SessionDep, user: CurrentUser) -> Any:
    """The mail sending the order would send (recipients, subject, HTML and text, the public link) and
    `problems`, why it cannot be sent yet. Sends nothing."""
    order = purchase_orders.get(session, body.purchase_order_id)
    plan = po_documents.plan(session, order, body.contact_ids, body.message, user)
    return POSendPreviewOut(
        purchase_order_id=order.id,
        recipients=_recipients(plan),
        subject=plan.subject,
        body_html=plan.html,
        body_text=plan.text,
        public_url=po_reading.public_url(order),
        problems=plan.problems,
    )


@router.put("/orders/send", response_model=POSentOut)
def purchase_order_send(body: POSendIn, session: SessionDep, user: CurrentUser) -> Any:
    """Mail the order with its PDF and public link to the supplier's contacts (through the outbox); the order
    becomes `sent`. 409 with the reasons when it cannot be sent."""
    plan, outbox_ids = po_documents.send(session, body.purchase_order_id, body.contact_ids, body.message, user)
    return POSentOut(order=po_reading.detail(session, plan.order), recipients=_recipients(plan), outbox_ids=outbox_ids)


@router.get(
    "/orders/{id}/pdf",
    response_class=Response,
    responses={200: {"content": {"application/pdf": {}}, "description": "the A4 PDF"}},
)
def purchase_order_pdf(id: RecordId, session: SessionDep, _: CurrentUser) -> Response:
    """The order as an A4 PDF (a draft is marked DRAFT)."""
    order = purchase_orders.get(session, id)
    return Response(
        po_documents.render(session, order),
        media_type="application/pdf",
        headers={"Content-Disposition": f'inline; filename="{po_documents.filename(order)}"'},
    )


@router.get("/orders/{id}", response_model=POOut)
def get_purchase_order(id: RecordId, session: SessionDep, _: CurrentUser) -> Any:
    """One purchase order with its lines, contacts, the supplier's answer and where it can move next."""
    return po_reading.detail(session, purchase_orders.get(session, id))
