"""The comparison of a request's answers (lines x suppliers) and the award."""

from __future__ import annotations

import uuid as uuid_module
from datetime import date, datetime
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from api.buying.models import LeadTimeUnit, SupplierQuoteStatus
from api.catalogue.models import SellingUnit
from api.core.fields import Id, Money, Quantity3, Trimmed
from api.core.responses import no_defaults

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
    """One supplier's answer to one row, compact: a field at its default (null, false, empty, working days, the
    row's unit) is left out, so a matrix of thousands of cells carries what the answers hold and little else. The
    supplier quote is the column's (`suppliers`, same position). A field left out has the default its description
    gives; the schema names no defaults, so that clients type these fields as optional, as they are."""

    model_config = ConfigDict(json_schema_extra=no_defaults)

    line_id: int = Field(description="the supplier quote line (what an award names in `line_ids`)")
    price: Money | None = Field(
        default=None, description="the supplier's price on the line's unit basis (none: not priced)"
    )
    unit: SellingUnit | None = Field(default=None, description="given only when it differs from the row's unit")
    line_total: Money | None = Field(default=None, description="none: not priced")
    landed_unit_price: Money | None = Field(
        default=None, description="price plus the line's share of the charges, same basis"
    )
    lead_time: int | None = Field(default=None, description="none: not given")
    lead_time_unit: LeadTimeUnit = Field(default=LeadTimeUnit.working_days, description="left out: working_days")
    earliest_date: date | None = Field(default=None, description="none: not given")
    delivery_date: date | None = Field(
        default=None, description="when the goods could be on site if ordered today (none: not answered or no date)"
    )
    too_late: bool = Field(
        default=False, description="the delivery date falls after the required-on-site date (left out: false)"
    )
    cannot_quote: bool = Field(default=False, description="left out: false")
    cannot_quote_reason: str = Field(default="", description="left out: empty")
    alternative: Alternative | None = Field(default=None, description="none: no alternative offered")
    min_order_quantity: Quantity3 | None = Field(default=None, description="none: no minimum")
    below_minimum: bool = Field(default=False, description="the quantity asked is below the minimum (left out: false)")
    works: str = Field(default="", description="left out: empty")
    best_price: bool = Field(
        default=False, description="the lowest landed price of the row among usable answers (left out: false)"
    )
    best_date: bool = Field(
        default=False, description="the earliest delivery date of the row among usable answers (left out: false)"
    )
    awarded: bool = Field(default=False, description="left out: false")
    award_reason: str = Field(default="", description="left out: empty")
    awarded_at: datetime | None = Field(default=None, description="none: not awarded")


class ComparisonRow(BaseModel):
    """What was asked, once per row; the answers are its `cells`."""

    key: str = Field(description="ties the same goods across the suppliers")
    product_id: int | None
    code: str
    description: str
    quantity: Quantity3
    unit: SellingUnit
    customer_quote_id: int | None
    customer_line_position: int | None
    cells: list[ComparisonCell | None] = Field(
        description="one per supplier, in the order of `suppliers` (null: that supplier was not asked this line)"
    )


class ComparisonOut(BaseModel):
    """The matrix: the suppliers (columns) and the rows asked, each row's cells in the order of the columns."""

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
