"""Purchase orders: generating them, the list, one order as staff read it, status moves, sending, and the
supplier's public view and answers (never our customer, sell prices, margins or internal notes)."""

from __future__ import annotations

import uuid as uuid_module
from datetime import date, datetime
from typing import Annotated

from pydantic import BaseModel, Field

from api.buying.models import PurchaseOrderStatus
from api.buying.models.vocabulary import OffloadMethod
from api.buying.schemas.comparison import Named
from api.buying.schemas.out import SupplierPartyRef
from api.catalogue.models import SellingUnit
from api.core.fields import Id, LinkUuid, Money, Quantity3, Trimmed


class GeneratePOIn(BaseModel):
    quoteId: Id | None = Field(default=None, description="an answered supplier quote (give this or request_id)")
    request_id: Id | None = Field(default=None, description="one order per supplier awarded lines of this request")
    site_contact_id: Id | None = Field(
        default=None, description="the contact on site (default: the customer quote's first contact)"
    )


class POLineOut(BaseModel):
    line_id: int
    position: int
    product_id: int | None
    code: str
    description: str
    quantity: Quantity3
    unit: SellingUnit
    unit_price: Money
    line_total: Money
    required_date: date | None
    supplier_quote_line_id: int | None
    proposed_quantity: Quantity3 | None
    proposed_date: date | None
    delivered_quantity: Quantity3
    is_charge: bool = Field(description="a charge (haulage, part-load, offload, pallets), not goods")


class POContactOut(BaseModel):
    contact_id: int
    name: str
    email: str


class POBase(BaseModel):
    purchase_order_id: int
    number: str
    uuid: uuid_module.UUID
    status: PurchaseOrderStatus
    supplier: SupplierPartyRef
    supplier_quote: Named | None = Field(description="the supplier quote it was ordered from (name: its number)")
    order: Named | None = Field(description="the customer order it supplies (name: its number)")
    project: Named | None
    required_date: date | None
    site_postcode: str
    subtotal: Money
    charges_total: Money
    total: Money
    sent_at: datetime | None
    acknowledged_at: datetime | None
    declined_at: datetime | None
    created_at: datetime
    updated_at: datetime


class POListItem(POBase):
    line_count: int


class POOut(POBase):
    row_version: int
    site_address: str
    site_contact_name: str
    site_contact_phone: str
    offload_method: OffloadMethod | None
    notes: str
    internal_notes: str
    opened_at: datetime | None
    proposed_date: date | None
    proposed_at: datetime | None
    proposal_notes: str
    decline_reason: str
    responded_by: str
    contacts: list[POContactOut]
    lines: list[POLineOut]
    public_url: str
    next_statuses: list[PurchaseOrderStatus] = Field(description="where staff may move it from here")


class POStatusIn(BaseModel):
    purchase_order_id: Id
    status: PurchaseOrderStatus
    row_version: int | None = Field(default=None, description="the order's row_version; a stale one gets 409")
    delivered: list[Annotated[Quantity3, Field()]] | None = Field(
        default=None, description="part_delivered/delivered: quantity delivered so far per line, in line order"
    )
    note: Annotated[Trimmed, Field(max_length=2000)] = ""


class POSendIn(BaseModel):
    purchase_order_id: Id
    contact_ids: list[Id] | None = Field(default=None, max_length=20, description="empty: the order's contacts")
    message: Annotated[Trimmed, Field(max_length=5000)] = Field(default="", description="at the top of the mail")


class PORecipientOut(BaseModel):
    contact_id: int
    name: str
    email: str


class POSendPreviewOut(BaseModel):
    purchase_order_id: int
    recipients: list[PORecipientOut]
    subject: str
    body_html: str
    body_text: str
    public_url: str
    problems: list[str] = Field(description="why it cannot be sent yet (empty: it can)")


class POSentOut(BaseModel):
    order: POOut
    recipients: list[PORecipientOut]
    outbox_ids: list[int]


# --- the supplier's page ------------------------------------------------------------------------------------------


class PublicPOLineOut(BaseModel):
    line_id: int
    position: int
    code: str
    description: str
    quantity: Quantity3
    unit: SellingUnit
    unit_price: Money
    line_total: Money
    required_date: date | None
    proposed_quantity: Quantity3 | None
    proposed_date: date | None
    is_charge: bool


class PublicCompany(BaseModel):
    name: str
    address: str
    phone: str
    email: str


class PublicPOOut(BaseModel):
    """What the supplier reads: our order to them, where and when to deliver. Never our customer, sell prices,
    margins or internal notes."""

    number: str
    uuid: uuid_module.UUID
    status: PurchaseOrderStatus
    can_respond: bool
    company: PublicCompany
    supplier_name: str
    supplier_quote_number: str | None
    site_address: str
    site_postcode: str
    site_contact_name: str
    site_contact_phone: str
    required_date: date | None
    offload_method: OffloadMethod | None
    notes: str
    subtotal: Money
    charges_total: Money
    total: Money
    sent_at: datetime | None
    acknowledged_at: datetime | None
    proposed_date: date | None
    proposal_notes: str
    declined_at: datetime | None
    decline_reason: str
    responded_by: str
    lines: list[PublicPOLineOut]
    pdf_url: str


class PublicName(BaseModel):
    uuid: LinkUuid
    name: Annotated[Trimmed, Field(min_length=1, max_length=200)] = Field(description="who answers")


class PublicAcknowledgeIn(PublicName):
    pass


class ProposedLineIn(BaseModel):
    line_id: Id
    quantity: Quantity3 | None = None
    delivery_date: date | None = None


class PublicProposeIn(PublicName):
    proposed_date: date | None = Field(default=None, description="another delivery date for the whole order")
    lines: list[ProposedLineIn] = Field(default_factory=list, max_length=2000)
    notes: Annotated[Trimmed, Field(max_length=5000)] = ""


class PublicDeclineIn(PublicName):
    reason: Annotated[Trimmed, Field(min_length=1, max_length=5000)]
