"""Supplier quotes linked to a customer quote, and the costs they propose for its lines."""

from __future__ import annotations

import uuid as uuid_module
from datetime import date, datetime
from typing import Literal

from pydantic import BaseModel, Field

from api.buying.models import LeadTimeUnit, SupplierQuoteStatus
from api.buying.schemas.comparison import Named, Validity
from api.buying.schemas.out import SupplierPartyRef
from api.catalogue.models import SellingUnit
from api.core.fields import Id, Money, Quantity3


class AttachIn(BaseModel):
    quote_id: Id = Field(description="the customer quote")
    supplier_quote_ids: list[Id] = Field(default_factory=list, max_length=200, description="to link")
    detach_ids: list[Id] = Field(default_factory=list, max_length=200, description="to unlink")


class AttachedOut(BaseModel):
    supplier_quote_id: int
    number: str
    uuid: uuid_module.UUID
    status: SupplierQuoteStatus
    supplier: SupplierPartyRef
    request_id: int | None
    answered: bool
    version: int = Field(description="the latest answered version (the newest when not answered)")
    valid_until: date | None
    validity: Validity | None
    total: Money
    answered_at: datetime | None
    linked_at: datetime | None = Field(description="null when it belongs by its request, not by a link")


class Candidate(BaseModel):
    supplier_quote_id: int
    number: str
    supplier: Named
    version: int
    supplier_quote_line_id: int
    price: Money = Field(description="the supplier's price on its own unit")
    unit: SellingUnit
    unit_cost: Money | None = Field(description="the price on the customer line's unit (null: units not comparable)")
    landed_unit_cost: Money | None = Field(description="with the line's share of the supplier's charges")
    lead_time: int | None
    lead_time_unit: LeadTimeUnit
    delivery_date: date | None
    valid_until: date | None
    validity: Validity
    awarded: bool
    alternative: bool = Field(description="the price is the supplier's alternative (the line could not be quoted)")


class Proposal(BaseModel):
    supplier_quote_line_id: int
    cost_price: Money = Field(description="the cost the line would take (the supplier's price on its unit)")
    why: Literal["awarded", "cheapest_valid"]


class CostedLine(BaseModel):
    line_id: int
    position: int
    description: str
    quantity: Quantity3
    unit: SellingUnit
    cost_price: Money
    sell_price: Money
    supplier_quote_line_id: int | None
    candidates: list[Candidate]
    proposed: Proposal | None


class DeliveryProposal(BaseModel):
    """The chosen suppliers' charges as the customer quote's delivery charges (passed on as charged)."""

    loads: int
    price_per_load: Money
    part_load_charge: Money
    offloading_charge: Money
    pallet_charges: Money = Field(description="pallet charges of those suppliers (not a delivery charge: shown)")
    supplier_quote_ids: list[int]


class ConvertOut(BaseModel):
    quote_id: int
    version: int
    lines: list[CostedLine]
    delivery: DeliveryProposal
