"""What staff read: the schedule list, the board rows, one call-off, the schedule of an order, Home's warnings."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, PlainSerializer, WithJsonSchema

from api.buying.models import OffloadMethod
from api.catalogue.models import SellingUnit
from api.core.responses import no_defaults
from api.crm import Kind
from api.orders.models import OrderStatus
from api.quotes.schemas import PartyRef, RecipientOut, Ref
from api.schedules.models import CallOffStatus, LinkAudience, LoadType, Vehicle, Window

# A worked-out quantity that may fall below zero (a balance over-called with a manager's override).
Figure = Annotated[
    Decimal,
    PlainSerializer(lambda v: f"{v:.3f}", return_type=str, when_used="json"),
    WithJsonSchema({"type": "string", "pattern": r"^-?\d+\.\d{3}$", "examples": ["1200.000", "-50.000"]}),
]
Warning = Literal["red", "amber"] | None


class HaulierRef(Ref):
    """A call-off's haulier: a supplier or an other (a haulage firm); `kind` says which CRM screen it is on."""

    kind: Kind = Field(description="supplier or other")


WARNING_HELP = (
    "red: the order-by date (requested date minus the works' lead time) has passed and it is not booked; "
    "amber: it falls within 7 days"
)


class Balance(BaseModel):
    ordered: Figure
    called_off: Figure = Field(description="cancelled call-offs left out; a part delivery counts what arrived")
    delivered: Figure
    remaining: Figure = Field(description="ordered minus called off: what can still be called off")


class NextDelivery(BaseModel):
    schedule_id: int
    number: str
    date: dt.date
    status: CallOffStatus


class ScheduleListItem(Balance):
    """An order with its schedule summary (quantities of every line added up, in their own units)."""

    order_id: int
    number: str
    status: OrderStatus
    customer: PartyRef
    project: Ref | None
    account_manager: Ref | None
    site: str = Field(description="the order's delivery address")
    plots: int
    call_offs_open: int = Field(description="call-offs neither delivered, failed nor cancelled")
    percent_called_off: float
    percent_delivered: float
    next_delivery: NextDelivery | None
    warning: Warning = Field(description=f"the worst of its open call-offs: {WARNING_HELP}")


class CallOffRow(BaseModel):
    """One call-off on the board (one row per call-off)."""

    schedule_id: int
    number: str
    status: CallOffStatus
    status_label: str
    date: dt.date = Field(description="the day it is planned for: confirmed, else booked, else requested date")
    requested_date: dt.date
    booked_date: dt.date | None
    confirmed_date: dt.date | None
    proposed_date: dt.date | None = Field(description="another date the works or haulier proposed on their link")
    window: Window
    order: Ref = Field(description="the order: id and number")
    customer: PartyRef
    project: Ref | None
    supplier: Ref | None = Field(description="the works")
    haulier: HaulierRef | None
    purchase_order: Ref | None
    site_address: str
    site_postcode: str
    plots: list[str] = Field(description="plot numbers")
    vehicle: Vehicle
    load_type: LoadType
    weight_kg: Decimal | None
    pallets: int | None
    order_by_date: dt.date | None = Field(description="requested date minus the longest lead time of its products")
    warning: Warning = Field(description=WARNING_HELP)


class DayLoad(BaseModel):
    date: dt.date
    supplier: Ref | None
    call_offs: int
    weight_kg: Decimal
    pallets: int


class FlatOut(BaseModel):
    items: list[CallOffRow]
    loads: list[DayLoad] = Field(description="per day and works: call-offs (not cancelled), weight and pallets")
    red: list[int] = Field(description="schedule_ids past their order-by date and not booked")
    amber: list[int] = Field(description="schedule_ids whose order-by date is within 7 days and not booked")


class StatusCount(BaseModel):
    status: CallOffStatus
    call_offs: int


class WorksLoad(BaseModel):
    supplier: Ref | None = Field(description="the works (none: not chosen yet)")
    call_offs: int
    weight_kg: Decimal
    pallets: int


class DaySummary(BaseModel):
    date: dt.date
    call_offs: int = Field(description="every call-off planned that day that matches the filters")
    statuses: list[StatusCount] = Field(description="how many of them are in each status")
    loads: list[WorksLoad] = Field(description="per works (busiest first): call-offs not cancelled, weight, pallets")
    first: list[CallOffRow] = Field(description="its first call-offs in the board's order (AM, PM, any; number)")


class MonthOut(BaseModel):
    """The month board: a summary per day (days without call-offs left out); a day's call-offs are read a page
    at a time from `GET /schedules/day`."""

    days: list[DaySummary]
    red: list[int] = Field(description="schedule_ids past their order-by date and not booked")
    amber: list[int] = Field(description="schedule_ids whose order-by date is within 7 days and not booked")
    warned: list[CallOffRow] = Field(description="the rows of the first 100 red and the first 100 amber")


class LineBalance(Balance):
    line_id: int
    position: int
    product_id: int | None
    code: str
    description: str
    unit: SellingUnit
    units_per_pack: int | None
    units_per_pallet: int | None
    weight_kg: Decimal | None = Field(description="of one unit (one brick)")
    lead_time_days: int | None
    packs: Decimal | None = Field(description="the ordered quantity in packs")
    pallet_count: Decimal | None = Field(description="the ordered quantity in pallets")


ZERO = Decimal("0")


class CellBalance(BaseModel):
    """One plot's balance of one product, compact (an order of 500 plots x 10 products has 5,000): its line is the
    schedule's line at the same position, and a figure at zero is left out."""

    model_config = ConfigDict(json_schema_extra=no_defaults)

    ordered: Figure = Field(default=ZERO, description="left out: 0")
    called_off: Figure = Field(default=ZERO, description="cancelled call-offs left out (left out: 0)")
    delivered: Figure = Field(default=ZERO, description="left out: 0")
    remaining: Figure = Field(default=ZERO, description="ordered minus called off (left out: 0)")


class PlotBalance(Balance):
    plot_id: int
    plot_number: str
    house_type: str
    phase: str
    cells: list[CellBalance] = Field(description="one per line, in the order of the schedule's `lines`")


class ScheduleCallOff(BaseModel):
    """One call-off of an order's schedule, compact: its order, customer and project are the schedule's, and a field
    at its default (none, empty, any time, artic, full load, no plots, nothing) is left out. `GET
    /schedules/{id}` reads the whole call-off."""

    model_config = ConfigDict(json_schema_extra=no_defaults)

    schedule_id: int
    number: str
    status: CallOffStatus
    date: dt.date = Field(description="the day it is planned for: confirmed, else booked, else requested date")
    requested_date: dt.date
    booked_date: dt.date | None = Field(default=None, description="left out: none")
    confirmed_date: dt.date | None = Field(default=None, description="left out: none")
    proposed_date: dt.date | None = Field(
        default=None, description="another date the works or haulier proposed on their link (left out: none)"
    )
    window: Window = Field(default=Window.any, description="left out: any")
    supplier: Ref | None = Field(default=None, description="the works (left out: none)")
    haulier: HaulierRef | None = Field(default=None, description="left out: none")
    purchase_order: Ref | None = Field(default=None, description="left out: none")
    site_address: str = Field(default="", description="left out: empty")
    site_postcode: str = Field(default="", description="left out: empty")
    plots: list[str] = Field(default_factory=list, description="plot numbers (left out: none)")
    vehicle: Vehicle = Field(default=Vehicle.artic, description="left out: artic")
    load_type: LoadType = Field(default=LoadType.full, description="left out: full")
    weight_kg: Decimal = Field(default=ZERO, description="typed in, else from its products (left out: 0)")
    pallets: int = Field(default=0, description="typed in, else from its products (left out: 0)")
    order_by_date: dt.date | None = Field(
        default=None, description="requested date minus the longest lead time of its products (left out: none)"
    )
    warning: Warning = Field(default=None, description=f"{WARNING_HELP} (left out: none)")


class ItemOut(BaseModel):
    item_id: int
    plot_id: int | None
    plot_number: str
    line_id: int
    code: str
    description: str
    unit: SellingUnit
    quantity: Figure
    delivered_quantity: Figure
    packs: Decimal | None
    pallets: Decimal | None


class EventOut(BaseModel):
    from_status: CallOffStatus | None
    to_status: CallOffStatus
    by: str = Field(description="the user, or the name given on a public link")
    user_id: int | None
    client_address: str
    note: str
    at: dt.datetime


class ProofOut(BaseModel):
    file_id: int
    name: str
    content_type: str
    size_bytes: int
    uploaded_at: dt.datetime


class LinkOut(BaseModel):
    link_id: int
    audience: LinkAudience
    schedule_id: int | None
    email: str
    url: str
    expires_at: dt.datetime
    revoked_at: dt.datetime | None
    last_used_at: dt.datetime | None
    active: bool


class CallOffOut(CallOffRow):
    site_contact_id: int | None
    site_contact_name: str
    site_contact_phone: str
    access_notes: str
    offload_method: OffloadMethod | None
    capacity_kg: Decimal
    capacity_pallets: int
    over_capacity: bool = Field(description="the load's weight or pallets exceed the vehicle's capacity")
    pallets_delivered: int | None
    delivered_at: dt.datetime | None
    received_by: str
    failure_reason: str
    failure_charge: Decimal | None
    override_reason: str
    proposal_notes: str
    notes: str
    items: list[ItemOut]
    events: list[EventOut]
    proofs: list[ProofOut]
    links: list[LinkOut]
    next_statuses: list[CallOffStatus] = Field(description="where the status machine lets it move now")
    created_by: Ref | None
    created_at: dt.datetime
    updated_at: dt.datetime
    version: int


class ScheduleOut(Balance):
    """The whole schedule of an order: plots x products with balances, the lines, the call-offs, the links. Written
    compact: see `CellBalance` and `ScheduleCallOff`."""

    order_id: int
    number: str
    status: OrderStatus
    customer: PartyRef
    project: Ref | None
    account_manager: Ref | None
    site: str
    lines: list[LineBalance]
    plots: list[PlotBalance]
    call_offs: list[ScheduleCallOff] = Field(description="requested date order")
    links: list[LinkOut]


class DeliveryWarningOut(CallOffRow):
    """A call-off on Home: due tomorrow and not confirmed, or delivered two days ago or more without proof."""

    reason: Literal["due_unconfirmed", "no_proof"]
    message: str


class ScheduleSentOut(BaseModel):
    recipients: list[RecipientOut]
    outbox_ids: list[int]
    links: list[LinkOut] = Field(description="one per recipient")


class ScheduleSendPreviewOut(BaseModel):
    recipients: list[RecipientOut]
    subject: str
    body_html: str
    body_text: str
    public_url: str = Field(description="the link the mail would carry (made when it is sent)")
    problems: list[str]
