"""What staff send: a call-off's fields, its plot quantities, status moves, phases, links and mails."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal
from typing import Annotated

from pydantic import BaseModel, Field

from api.buying.models import OffloadMethod
from api.core.fields import PREVIOUS, Id, Moment, Money, Phone, Quantity3, Trimmed
from api.schedules.models import CallOffStatus, LinkAudience, LoadType, Vehicle, Window

MAX_ITEMS = 5000
Text = Annotated[Trimmed, Field(max_length=5000)]
Pallets = Annotated[int, Field(ge=0, le=1000)]


class CallOffItemIn(BaseModel):
    plot_id: Id | None = Field(default=None, description="the order's plot; empty only when the order has no plots")
    line_id: Id = Field(description="the order line (the product)")
    quantity: Quantity3 = Field(description="in the line's unit (bricks for a product sold per 1,000)")


class CallOffFields(BaseModel):
    """The fields of a call-off staff set and edit (dates, window, site, load, works and haulier, notes)."""

    requested_date: dt.date
    booked_date: dt.date | None = Field(default=None, description="the date booked with the works")
    window: Window = Window.any
    site_address: Text = Field(default="", description="empty: the order's delivery address")
    site_postcode: Annotated[Trimmed, Field(max_length=10)] = ""
    site_contact_id: Id | None = Field(default=None, description="a contact of the order's customer")
    site_contact_name: Annotated[Trimmed, Field(max_length=200)] = ""
    site_contact_phone: Phone = ""
    access_notes: Text = ""
    offload_method: OffloadMethod | None = None
    vehicle: Vehicle = Vehicle.artic
    load_type: LoadType = LoadType.full
    weight_kg: Annotated[Decimal, Field(ge=0, le=100000, decimal_places=1)] | None = Field(
        default=None, description="empty: worked out from the products' weights"
    )
    pallets: Pallets | None = Field(default=None, description="empty: worked out from the products' pallet sizes")
    capacity_kg: Annotated[Decimal, Field(gt=0, le=100000, decimal_places=1)] = Decimal("44000")
    capacity_pallets: Annotated[int, Field(ge=1, le=1000)] = 22
    supplier_id: Id | None = Field(default=None, description="the works (a supplier)")
    purchase_order_id: Id | None = Field(default=None, description="the purchase order it rides on")
    haulier_id: Id | None = Field(default=None, description="the haulier (a supplier or other organisation)")
    notes: Text = ""


class CallOffAddIn(CallOffFields):
    order_id: Id
    plot_ids: list[Id] = Field(
        default_factory=list,
        max_length=1000,
        description="plots to call off whole: each gets its remaining balance of every line (besides `items`)",
    )
    items: list[CallOffItemIn] = Field(default_factory=list, max_length=MAX_ITEMS)
    override_reason: Text = Field(default="", description="a manager's reason for calling off more than the balance")


class CallOffEditIn(CallOffFields):
    version: int = Field(description="the call-off's version as read; a stale one is 409")
    items: list[CallOffItemIn] | None = Field(
        default=None, max_length=MAX_ITEMS, description="empty: the plot quantities stay as they are"
    )
    override_reason: Text = ""


class PlotEditIn(BaseModel):
    schedule_id: Id
    version: int = Field(description="the call-off's version as read; a stale one is 409")
    items: list[CallOffItemIn] = Field(min_length=1, max_length=MAX_ITEMS)
    override_reason: Text = ""


class DeliveredItemIn(BaseModel):
    item_id: Id
    quantity: Quantity3


class StatusIn(BaseModel):
    schedule_id: Id
    status: CallOffStatus
    version: int | None = Field(default=None, description="when given, a stale one is 409")
    date: dt.date | None = Field(
        default=None,
        description="booked: the booked date; confirmed: the confirmed date (default the booked one); "
        "rescheduled: the new requested date",
    )
    window: Window | None = None
    reason: Text = Field(default="", description="failed (required) or cancelled: why")
    charge: Money | None = Field(default=None, description="failed: what the failed delivery costs")
    delivered: list[DeliveredItemIn] = Field(
        default_factory=list, max_length=MAX_ITEMS, description="part_delivered: what arrived, per item"
    )
    pallets_delivered: Pallets | None = None
    received_by: Annotated[Trimmed, Field(max_length=200)] = ""
    delivered_at: Moment | None = None
    note: Text = ""


class PlotPhaseIn(BaseModel):
    plot_id: Id
    phase: Annotated[Trimmed, Field(max_length=50)]
    previous: str | None = Field(default=None, max_length=50, description=f"the plot's phase: {PREVIOUS}")


class PhasesIn(BaseModel):
    order_id: Id
    plots: list[PlotPhaseIn] = Field(min_length=1, max_length=1000)


class ScheduleSendIn(BaseModel):
    """Mail the order's schedule (or one call-off) with a public link."""

    order_id: Id | None = Field(default=None, description="the order (or give `schedule_id`)")
    schedule_id: Id | None = Field(default=None, description="one call-off; required for the works or haulier")
    audience: LinkAudience = LinkAudience.site
    contact_ids: list[Id] | None = Field(
        default=None,
        max_length=20,
        description="empty: the site contact (site), the purchase order's or the works' contacts (works), "
        "the haulier's contacts (haulier)",
    )
    message: Text = Field(default="", description="a personal message at the top of the mail")


class LinkRevokeIn(BaseModel):
    link_id: Id


class OrderCancelIn(BaseModel):
    order_id: Id
    reason: Annotated[Trimmed, Field(min_length=1, max_length=2000)]
