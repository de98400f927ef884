"""The comparison of a request's answers (lines x suppliers) and the award."""

from __future__ import annotations

import uuid as uuid_module
from datetime import date, datetime
from typing import Annotated, Literal

from pydantic import BaseModel, Field

from api.buying.models import LeadTimeUnit, SupplierQuoteStatus
from api.catalogue.models import SellingUnit
from api.core.fields import Id, Money, Quantity3, Trimmed

Validity = Literal["ok", "expiring", "expired"]


class Named(BaseModel):
    id: int
    name: str


class ComparisonSupplier(BaseModel):
    """One column: a supplier quote, the version compared and its totals."""

    supplier_quote_id: int
    number: str
    uuid: uuid_module.UUID
    supplier: Named
    status: SupplierQuoteStatus
    answered: bool = Field(description="false until the supplier answers (its cells carry no price)")
    version: int = Field(description="the latest answered version (the newest one when not answered yet)")
    valid_until: date | None
    validity: Validity | None = Field(description="ok, expiring (within 7 days), expired; null when not answered")
    required_on_site: date | None
    goods_total: Money
    charges_total: Money
    total: Money
    minimum_total: Money = Field(description="the total with each priced line bought at least at its minimum order")
    below_minimum_lines: int
    priced_lines: int
    cannot_quote_lines: int
    awarded_lines: int


class Alternative(BaseModel):
    product_id: int | None
    description: str
    price: Money | None


class ComparisonCell(BaseModel):
    supplier_quote_id: int
    supplier_quote_line_id: int
    price: Money | None = Field(description="the supplier's price on the line's unit basis")
    unit: SellingUnit
    line_total: Money | None
    landed_unit_price: Money | None = Field(description="price plus the line's share of the charges, same basis")
    lead_time: int | None
    lead_time_unit: LeadTimeUnit
    earliest_date: date | None
    delivery_date: date | None = Field(description="when the goods could be on site if ordered today")
    too_late: bool = Field(description="the delivery date falls after the required-on-site date")
    cannot_quote: bool
    cannot_quote_reason: str
    alternative: Alternative | None
    min_order_quantity: Quantity3 | None
    below_minimum: bool
    works: str
    best_price: bool = Field(description="the lowest landed price of the row among usable answers")
    best_date: bool = Field(description="the earliest delivery date of the row among usable answers")
    awarded: bool
    award_reason: str
    awarded_at: datetime | None


class ComparisonRow(BaseModel):
    key: str = Field(description="ties the same goods across the suppliers")
    product_id: int | None
    code: str
    description: str
    quantity: Quantity3
    unit: SellingUnit
    customer_quote_id: int | None
    customer_line_position: int | None
    cells: list[ComparisonCell | None] = Field(description="one per supplier, in the order of `suppliers`")


class ComparisonOut(BaseModel):
    request_id: int | None
    request_number: str | None
    customer_quote_id: int | None
    required_on_site: date | None
    suppliers: list[ComparisonSupplier]
    rows: list[ComparisonRow]


class AwardIn(BaseModel):
    supplier_quote_id: Id | None = Field(
        default=None, description="award every priced line of this supplier's compared version (give this or line_ids)"
    )
    line_ids: list[Id] = Field(
        default_factory=list, max_length=2000, description="supplier-quote line ids to award, one supplier per row"
    )
    awarded: bool = Field(default=True, description="false withdraws the award from the lines given")
    reason: Annotated[Trimmed, Field(max_length=2000)] = Field(
        default="", description="why these were chosen (required to award)"
    )
