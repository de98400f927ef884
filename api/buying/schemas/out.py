"""What staff read: a supplier quote with one of its versions, list items, history, requests and suggestions."""

from __future__ import annotations

import uuid as uuid_module
from datetime import date, datetime

from pydantic import BaseModel, Field

from api.buying.models import (
    HaulageBasis,
    LeadTimeUnit,
    LoadPreference,
    OffloadMethod,
    SupplierQuoteStatus,
    VersionStatus,
)
from api.catalogue.models import SellingUnit
from api.core.fields import LinkUuid, Money, Quantity3


class Ref(BaseModel):
    id: int
    name: str


class NumberRef(BaseModel):
    id: int
    number: str


class SupplierPartyRef(Ref):
    kind: str = Field(description="supplier, or other (a haulier, crane hire)")


class ContactRef(BaseModel):
    contact_id: int
    name: str
    email: str


class CustomerQuoteRef(NumberRef):
    customer_name: str


class ChargesOut(BaseModel):
    haulage_basis: HaulageBasis
    haulage_amount: Money
    loads: int
    part_load_surcharge: Money
    offload_charge: Money
    pallets: int
    pallet_charge: Money
    pallet_refund: Money


class SupplierTotalsOut(BaseModel):
    goods: Money = Field(description="the priced lines (can't-quote and unpriced lines add nothing)")
    haulage: Money
    part_load: Money
    offload: Money
    pallets: Money
    charges: Money
    total: Money = Field(description="goods + charges")
    pallet_refund: Money = Field(description="refundable when the pallets go back; not deducted")
    priced_lines: int
    unpriced_lines: int
    cannot_quote_lines: int


class SupplierLineOut(BaseModel):
    line_id: int
    position: int
    product_id: int | None
    code: str
    description: str
    quantity: Quantity3
    unit: SellingUnit
    price: Money | None
    line_total: Money | None
    landed_unit_price: Money | None = Field(description="price plus its share of the charges, same unit basis")
    charge_share: Money
    below_minimum: bool
    lead_time: int | None
    lead_time_unit: LeadTimeUnit
    earliest_date: date | None
    works: str
    cannot_quote: bool
    cannot_quote_reason: str
    alternative_product_id: int | None
    alternative_description: str
    alternative_price: Money | None
    min_order_quantity: Quantity3 | None
    full_load_quantity: Quantity3 | None
    pack_size: int | None
    pallet_size: int | None
    supplier_notes: str


class StaffLineOut(SupplierLineOut):
    customer_quote_id: int | None
    customer_line_position: int | None
    awarded: bool
    award_reason: str


class VersionOut(BaseModel):
    version: int
    status: VersionStatus
    valid_until: date | None
    supplier_notes: str
    sent_at: datetime | None
    submitted_at: datetime | None
    submitted_by: str
    created_at: datetime
    updated_at: datetime


class SupplierQuoteOut(BaseModel):
    id: int
    number: str
    uuid: uuid_module.UUID
    status: SupplierQuoteStatus = Field(description="expired also when the deadline passed unanswered")
    stored_status: SupplierQuoteStatus
    supplier: SupplierPartyRef
    contacts: list[ContactRef]
    request: NumberRef | None
    customer_quotes: list[CustomerQuoteRef]
    project: Ref | None
    site_address_id: int | None
    site_address: str
    site_postcode: str
    required_on_site: date | None
    response_deadline: date | None
    valid_until: date | None
    offload_method: OffloadMethod | None
    load_preference: LoadPreference
    notes: str
    internal_notes: str
    sent_at: datetime | None
    opened_at: datetime | None
    answered_at: datetime | None
    declined_at: datetime | None
    decline_reason: str
    chased_at: datetime | None
    current_version: int
    sent_version: int | None
    version: VersionOut
    read_only: bool = Field(description="an earlier version, or a quote ordered or withdrawn")
    charges: ChargesOut
    totals: SupplierTotalsOut
    lines: list[StaffLineOut]
    public_url: str
    created_by: Ref | None
    created_at: datetime
    updated_at: datetime
    row_version: int


class SupplierQuoteListItem(BaseModel):
    id: int
    number: str
    uuid: uuid_module.UUID
    status: SupplierQuoteStatus
    supplier: SupplierPartyRef
    request: NumberRef | None
    project: Ref | None
    customer_quote_ids: list[int]
    customer_quotes: list[NumberRef] = Field(description="the customer quotes it prices, by number (as the ids)")
    current_version: int
    sent_version: int | None
    required_on_site: date | None
    response_deadline: date | None
    valid_until: date | None
    total: Money | None = Field(description="the total of the newest version the supplier saw (answered or not)")
    line_count: int
    sent_at: datetime | None
    opened_at: datetime | None
    answered_at: datetime | None
    declined_at: datetime | None
    created_at: datetime
    updated_at: datetime


class SupplierHistoryItem(BaseModel):
    version: int
    status: VersionStatus
    created_by: Ref | None
    created_at: datetime
    sent_at: datetime | None
    submitted_at: datetime | None
    submitted_by: str
    valid_until: date | None
    total: Money
    changes: list[str] = Field(description="what changed from the version before, in words")


class RequestOut(BaseModel):
    request_id: int
    number: str
    customer_quote_id: int | None
    supplier_quotes: list[SupplierQuoteListItem]


class SuggestedSupplier(BaseModel):
    supplier: SupplierPartyRef
    product_ids: list[int] = Field(description="the asked products it supplies itself")
    equivalent_product_ids: list[int] = Field(description="asked products it supplies an equivalent of")
    covers: int = Field(description="how many of the asked products it can supply (itself or an equivalent)")


class QuoteVersionRef(BaseModel):
    uuid: LinkUuid
    version: int | None = Field(default=None, ge=1, description="empty: the newest version")


class BySupplierIn(BaseModel):
    supplier_ids: list[int] = Field(min_length=1, max_length=100)
