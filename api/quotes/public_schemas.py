"""What the customer reads and sends on a quote's public link (the page, ticking options, accepting or rejecting) and
the comments on a quote, the customer's and the staff's."""

from __future__ import annotations

import uuid as uuid_module
from datetime import date, datetime
from decimal import Decimal
from typing import Annotated, Literal

from pydantic import BaseModel, Field

from api.catalogue.models import SellingUnit
from api.core.fields import Id, LinkUuid, Money, Quantity3, Trimmed
from api.quotes.schemas import PlotOut, ShippingOut, TotalsOut
from api.records.schemas import CommentEditFields, CommentText, InternalCommentFields

# ---- the customer's decision, comments, purchase order --------------------------------------------------


class DecisionIn(BaseModel):
    uuid: LinkUuid
    isInternal: bool = Field(description="true: staff record the customer's decision (needs a token)")
    version: Annotated[int, Field(ge=1)] = Field(description="the version the customer read")
    name: Annotated[Trimmed, Field(min_length=1, max_length=200)] = Field(description="who accepts or rejects")
    po_number: Annotated[Trimmed, Field(max_length=100)] = Field(default="", description="on acceptance")
    reason: Annotated[Trimmed, Field(max_length=2000)] = Field(default="", description="on rejection")


class ToggleSelectedIn(BaseModel):
    uuid: LinkUuid
    version: Annotated[int, Field(ge=1)]
    line_id: Id
    selected: bool = Field(description="tick an optional line, or pick a line of an alternative group")


class CustomerCommentIn(BaseModel):
    comment: CommentText
    uuid: LinkUuid
    user_id: Id | None = Field(default=None, description="staff replying (with a token); empty for the customer")
    name: Annotated[Trimmed, Field(max_length=200)] = Field(default="", description="the customer's name")


class InternalCommentIn(InternalCommentFields):
    pass


class CommentEditIn(CommentEditFields):
    pass


class CommentOut(BaseModel):
    comment_id: int
    version: int
    isInternal: bool
    comment: str
    author_name: str
    from_customer: bool
    created_at: datetime
    edited_at: datetime | None
    can_edit: bool = Field(description="the caller wrote it (always false on the public page)")


# ---- the public page ------------------------------------------------------------------------------------

PublicStatus = Literal["sent", "accepted", "rejected", "expired", "converted", "withdrawn", "superseded"]


class QuoteCompanyOut(BaseModel):
    """The sending company on the public page (named apart from the CRM's CompanyOut in the OpenAPI schema)."""

    name: str
    address: str
    phone: str
    email: str


class PublicLineOut(BaseModel):
    line_id: int
    position: int
    code: str
    description: str
    quantity: Quantity3
    unit: SellingUnit
    sell_price: Money
    line_total: Money
    optional: bool
    alternative_group: str
    selected: bool
    lead_time_days: int | None


class PublicQuoteOut(BaseModel):
    """What the customer sees: never costs, margins, internal notes or internal comments."""

    number: str
    uuid: uuid_module.UUID
    version: int
    latest_version: int = Field(description="the newest version sent; differs from `version` when superseded")
    status: PublicStatus
    can_respond: bool = Field(description="options can be ticked and the quote accepted or rejected")
    company: QuoteCompanyOut
    customer_name: str
    contact_names: list[str]
    project_name: str | None
    delivery_address: str
    sent_at: datetime | None
    valid_until: date | None
    vat_rate: Decimal
    customer_notes: str
    lines: list[PublicLineOut]
    shipping: ShippingOut
    plots: list[PlotOut]
    totals: TotalsOut
    decided_at: datetime | None
    decided_by_name: str
    decision_reason: str
    po_number: str
    pdf_url: str
