"""Customer order request and response shapes."""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal
from typing import Annotated

from pydantic import BaseModel, Field

from api.catalogue.models import SellingUnit
from api.core.fields import Id, Money, Quantity3, Trimmed
from api.orders.models import OrderStatus
from api.quotes.schemas import MAX_LINES, MAX_PLOTS, PartyRef, Percent, PlotIn, Ref, ShippingIn


class OrderLineIn(BaseModel):
    product_id: Id | None = None
    code: Annotated[Trimmed, Field(max_length=50)] = ""
    description: Annotated[Trimmed, Field(min_length=1, max_length=500)]
    quantity: Quantity3 = Field(description="what is counted: bricks for a product sold per 1,000")
    unit: SellingUnit = SellingUnit.each
    cost_price: Money = Decimal("0")
    sell_price: Money
    lead_time_days: Annotated[int, Field(ge=0, le=365)] | None = None


Phase = Annotated[Trimmed, Field(max_length=50, description="the build phase (plots are called off phase by phase)")]


class OrderPlotIn(PlotIn):
    phase: Phase = ""


class PlotPhaseByNumberIn(BaseModel):
    plot_number: Annotated[Trimmed, Field(min_length=1, max_length=30)]
    phase: Phase


class OrderIn(BaseModel):
    """An order taken without a quote (by phone, say). Orders from quotes come from PUT /quotes/convert."""

    customer_id: Id
    project_id: Id | None = None
    delivery_address_id: Id | None = None
    account_manager_id: Id | None = None
    po_number: Annotated[Trimmed, Field(max_length=100)] = ""
    notes: Annotated[Trimmed, Field(max_length=5000)] = ""
    vat_rate: Percent | None = None
    shipping: ShippingIn = Field(default_factory=ShippingIn)
    lines: list[OrderLineIn] = Field(min_length=1, max_length=MAX_LINES)
    plots: list[OrderPlotIn] = Field(default_factory=list, max_length=MAX_PLOTS)


class ConvertIn(BaseModel):
    quote_id: Id
    po_number: Annotated[Trimmed, Field(max_length=100)] | None = Field(
        default=None, description="empty: the PO number recorded on the quote"
    )
    phases: list[PlotPhaseByNumberIn] = Field(
        default_factory=list, max_length=MAX_PLOTS, description="the build phase of plots of the quote, by number"
    )


class OrderLineOut(BaseModel):
    line_id: int
    position: int
    product_id: int | None
    code: str
    description: str
    quantity: Quantity3
    unit: SellingUnit
    cost_price: Money
    sell_price: Money
    line_total: Money
    lead_time_days: int | None


class OrderPlotQuantityOut(BaseModel):
    line_id: int
    quantity: Quantity3


class OrderPlotOut(BaseModel):
    plot_id: int
    plot_number: str
    house_type: str
    phase: str
    quantities: list[OrderPlotQuantityOut]


class OrderListItem(BaseModel):
    order_id: int
    number: str
    status: OrderStatus
    quote: Ref | None = Field(description="the quote it came from: id and number")
    customer: PartyRef
    project: Ref | None
    po_number: str
    total: Money
    created_at: datetime


class OrderOut(OrderListItem):
    quote_version: int | None
    delivery_address: Ref | None
    account_manager: Ref | None
    notes: str
    vat_rate: Decimal
    subtotal: Money
    shipping: Money
    vat: Money
    cost_total: Money
    margin_percent: float | None
    lines: list[OrderLineOut]
    plots: list[OrderPlotOut]
    created_by: Ref | None
    updated_at: datetime
    version: int
