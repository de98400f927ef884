"""Quote request and response shapes for staff (the public link's and the comments' are in `public_schemas`). Money
travels as strings with two decimals ("512.00")."""

from __future__ import annotations

import uuid as uuid_module
from datetime import date, datetime
from decimal import Decimal
from typing import Annotated, Literal

from pydantic import BaseModel, Field

from api.catalogue.models import SellingUnit
from api.core.fields import Id, LinkUuid, Money, Quantity3, SentVersion, SignedMoney, Trimmed, WebUrl
from api.crm import Kind
from api.quotes.models import QuoteStatus, VersionStatus

MAX_LINES = 500
MAX_PLOTS = 1000
Percent = Annotated[Decimal, Field(ge=0, le=100, max_digits=5, decimal_places=2)]
Margin = Annotated[Decimal, Field(ge=-999, lt=100, max_digits=5, decimal_places=2)]


# ---- requests -------------------------------------------------------------------------------------------


class LineIn(BaseModel):
    product_id: Id | None = Field(default=None, description="the catalogue product; empty for a free-text line")
    code: Annotated[Trimmed, Field(max_length=50)] = Field(default="", description="defaults to the product's code")
    description: Annotated[Trimmed, Field(min_length=1, max_length=500)]
    quantity: Quantity3 = Field(
        description="what is counted: bricks for a product sold per 1,000 (12,500 bricks at 512.35 per 1,000 are "
        "6,404.38), else the selling unit (m², tonnes, packs)"
    )
    unit: SellingUnit = SellingUnit.each
    cost_price: Money = Decimal("0")
    sell_price: Money | None = Field(default=None, description="price per unit; give this or margin_percent")
    margin_percent: Margin | None = Field(
        default=None, description="(sell - cost) / sell * 100; used to work out sell_price when that is empty"
    )
    optional: bool = Field(default=False, description="left out of the totals unless selected")
    alternative_group: Annotated[Trimmed, Field(max_length=20)] = Field(
        default="", description="lines sharing a group are choices: exactly one of them is selected"
    )
    selected: bool = True
    lead_time_days: Annotated[int, Field(ge=0, le=365)] | None = None
    supplier_quote_line_id: Id | None = Field(
        default=None, description="the supplier-quote line the cost came from (GET /quotes/convertSupplierQuotes)"
    )
    confirm_discontinued: bool = Field(
        default=False,
        description="true quotes a discontinued product knowingly; without it a line newly given a discontinued "
        "product is refused (422 on its product_id). A product the quote already held stays without it.",
    )


class PlotQuantityIn(BaseModel):
    line: Annotated[int, Field(ge=0, lt=MAX_LINES)] = Field(description="0-based index of the line in `lines`")
    quantity: Quantity3


class PlotIn(BaseModel):
    plot_number: Annotated[Trimmed, Field(min_length=1, max_length=30)]
    house_type: Annotated[Trimmed, Field(max_length=100)] = ""
    quantities: list[PlotQuantityIn] = Field(default_factory=list, max_length=MAX_LINES)


class ShippingIn(BaseModel):
    loads: Annotated[int, Field(ge=0, le=1000)] = 0
    price_per_load: Money = Decimal("0")
    part_load_charge: Money = Decimal("0")
    offloading_charge: Money = Decimal("0")


class QuoteFields(BaseModel):
    customer_id: Id
    contact_ids: list[Id] = Field(default_factory=list, max_length=20, description="the customer's contacts to mail")
    project_id: Id | None = None
    delivery_address_id: Id | None = Field(default=None, description="an address of the customer (usually a site)")
    account_manager_id: Id | None = None
    valid_until: date | None = Field(default=None, description="empty: 30 days from sending")
    vat_rate: Percent | None = Field(default=None, description="empty: the configured rate (20 %)")
    customer_notes: Annotated[Trimmed, Field(max_length=5000)] = ""
    file_repo_url: WebUrl = ""
    shipping: ShippingIn = Field(default_factory=ShippingIn)
    lines: list[LineIn] = Field(default_factory=list, max_length=MAX_LINES)
    plots: list[PlotIn] = Field(default_factory=list, max_length=MAX_PLOTS)


class QuoteUpdateFields(QuoteFields):
    quote_id: Id
    row_version: int = Field(description="the quote's row_version the edit started from; a stale one gets 409")


InternalNotes = Annotated[Trimmed, Field(max_length=10000)]


class QuoteAdd(BaseModel):
    quote: QuoteFields
    notes: InternalNotes = Field(default="", description="internal notes (never shown to the customer)")


class QuoteEdit(BaseModel):
    quote: QuoteUpdateFields
    notes: InternalNotes = Field(default="", description="internal notes (never shown to the customer)")


class QuoteRef(BaseModel):
    uuid: LinkUuid
    version: Annotated[int, Field(ge=1)] | None = Field(default=None, description="empty: the newest version")


class HistoryReplace(BaseModel):
    quote_id: Id
    version: Annotated[int, Field(ge=1)]
    type: Literal["customer", "supplier"] = Field(description="customer: a customer quote; supplier: a supplier quote")
    row_version: int | None = Field(default=None, description="when given, a stale one gets 409")


class ShippingUpdate(ShippingIn):
    quote_id: Id
    row_version: int


class PlotsUpdate(BaseModel):
    quote_id: Id
    row_version: int
    plots: list[PlotIn] = Field(max_length=MAX_PLOTS)


class DuplicateIn(BaseModel):
    quote_id: Id
    version: Annotated[int, Field(ge=1)] | None = Field(default=None, description="empty: the newest version")
    customer_id: Id | None = Field(default=None, description="empty: the same customer")
    project_id: Id | None = Field(default=None, description="empty: the same project (when the customer is the same)")


class FileRepoUrlIn(BaseModel):
    url: WebUrl
    uuid: LinkUuid
    row_version: SentVersion = None


# ---- responses ------------------------------------------------------------------------------------------


class Ref(BaseModel):
    id: int
    name: str


class PartyRef(Ref):
    """Who a quote is for: a customer, or a company (a prospect); `kind` says which CRM screen it is on."""

    kind: Kind = Field(description="the organisation's kind now: customer or company (a prospect)")


class ContactRef(BaseModel):
    contact_id: int
    name: str
    email: str


class TotalsOut(BaseModel):
    subtotal: Money
    shipping: Money
    vat: Money
    total: Money


class InternalTotalsOut(TotalsOut):
    cost: Money
    margin: SignedMoney = Field(description="negative when the quote is priced below cost (a loss leader)")
    margin_percent: float | None


class ShippingOut(BaseModel):
    loads: int
    price_per_load: Money
    part_load_charge: Money
    offloading_charge: Money


class CostFlagOut(BaseModel):
    kind: Literal["requoted", "expires_first"]
    supplier_quote_id: int
    supplier_quote_number: str
    used_cost: Money = Field(description="the line's cost price now")
    new_cost: Money | None = Field(description="the re-quoted price on the line's unit (null when not comparable)")
    margin_effect: SignedMoney | None = Field(description="the change to the line's margin at the new cost")
    supplier_valid_until: date | None


class LineOut(BaseModel):
    line_id: int
    position: int
    product_id: int | None
    code: str
    description: str
    quantity: Quantity3
    unit: SellingUnit
    cost_price: Money
    sell_price: Money
    margin_percent: float | None
    line_total: Money
    optional: bool
    alternative_group: str
    selected: bool
    lead_time_days: int | None
    discontinued: bool = Field(description="the line's product is discontinued in the catalogue now")
    supplier_quote_line_id: int | None = Field(description="the supplier-quote line its cost came from")
    cost_flag: CostFlagOut | None = Field(
        description="requoted: the supplier answered a newer version with another price; expires_first: the "
        "supplier's price expires before this quote. Null: nothing to check."
    )


class PlotQuantityOut(BaseModel):
    line_id: int
    quantity: Quantity3


class PlotOut(BaseModel):
    plot_id: int
    plot_number: str
    house_type: str
    quantities: list[PlotQuantityOut]


class OrderRef(BaseModel):
    order_id: int
    number: str


class QuoteListItem(BaseModel):
    quote_id: int
    number: str
    uuid: uuid_module.UUID
    status: QuoteStatus
    current_version: int
    sent_version: int | None
    customer: PartyRef
    project: Ref | None
    account_manager: Ref | None
    total: Money
    margin_percent: float | None
    valid_until: date | None
    sent_at: datetime | None
    created_at: datetime
    updated_at: datetime
    discontinued_lines: int = Field(description="lines of the newest version whose product is discontinued now")
    cost_flags: int = Field(
        default=0,
        description="lines of the newest version whose supplier re-quoted or whose supplier price expires first",
    )


class QuoteOut(BaseModel):
    """One version of a quote as staff see it, with costs and margins."""

    quote_id: int
    number: str
    uuid: uuid_module.UUID
    status: QuoteStatus = Field(description="the quote's status; `expired` when sent and past valid_until")
    version: int = Field(description="the version shown")
    version_status: VersionStatus
    current_version: int
    sent_version: int | None
    read_only: bool = Field(description="true for an earlier version, and once accepted, converted or withdrawn")
    row_version: int
    customer: PartyRef
    contacts: list[ContactRef]
    project: Ref | None
    delivery_address: Ref | None
    account_manager: Ref | None
    valid_until: date | None
    vat_rate: Decimal
    customer_notes: str
    internal_notes: str
    file_repo_url: str
    po_number: str
    po_file: Ref | None
    checked_by: Ref | None
    checked_at: datetime | None
    needs_check: bool = Field(description="over the check threshold and not checked: it cannot be sent yet")
    sent_at: datetime | None
    decided_at: datetime | None
    decided_by_name: str
    decision_reason: str
    shipping: ShippingOut
    lines: list[LineOut]
    plots: list[PlotOut]
    totals: InternalTotalsOut
    order: OrderRef | None
    created_by: Ref | None
    created_at: datetime
    updated_at: datetime
    public_url: str


class HistoryItem(BaseModel):
    version: int
    status: VersionStatus
    created_by: Ref | None
    created_at: datetime
    updated_by: Ref | None
    updated_at: datetime
    sent_at: datetime | None
    total: Money
    changes: list[str] = Field(description="what changed from the version before, in words")


# ---- sending and checking -------------------------------------------------------------------------------


class SendPreviewIn(BaseModel):
    quote_id: Id
    contact_ids: list[Id] | None = Field(
        default=None, max_length=20, description="empty: the quote's contacts (each must have an email)"
    )
    message: Annotated[Trimmed, Field(max_length=5000)] = Field(
        default="", description="a personal message put at the top of the email"
    )


class RecipientOut(BaseModel):
    contact_id: int
    name: str
    email: str


class SendPreviewOut(BaseModel):
    quote_id: int
    version: int = Field(description="the version that would be sent")
    recipients: list[RecipientOut]
    subject: str
    body_html: str
    body_text: str
    pdf_name: str
    public_url: str
    valid_until: date = Field(description="as it will be on the sent quote (30 days from today when not set)")
    needs_check: bool
    problems: list[str] = Field(description="why it cannot be sent yet; empty when it can")


class SendOut(BaseModel):
    quote: QuoteOut
    recipients: list[RecipientOut]
    outbox_ids: list[int] = Field(description="the mails as recorded in the outbox")


class CheckedStatusIn(BaseModel):
    quote_id: Id
    checked: bool = Field(description="true marks the current version checked; false clears the check")
    row_version: int | None = None


# ---- stats ----------------------------------------------------------------------------------------------


class StatusFigure(BaseModel):
    status: QuoteStatus
    count: int
    value: Money


class MonthFigure(BaseModel):
    month: str = Field(description="YYYY-MM, by the date the quote was created")
    count: int
    value: Money
    accepted: int
    accepted_value: Money


class QuoteStatsOut(BaseModel):
    by_status: list[StatusFigure]
    by_month: list[MonthFigure] = Field(description="the last 12 months, oldest first, months without quotes as 0")
    win_rate: float | None = Field(description="accepted or converted ÷ decided (accepted, converted, rejected), %")
    average_margin_percent: float | None = Field(description="of accepted and converted quotes, weighted by value")
    total: int
    open_value: Money = Field(description="sent and not expired")
