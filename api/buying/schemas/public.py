"""The supplier's page: what they read (supplier-facing fields only) and what they send."""

from __future__ import annotations

import uuid as uuid_module
from datetime import date, datetime
from typing import Annotated, Literal

from pydantic import BaseModel, Field

from api.buying.models import LoadPreference, OffloadMethod
from api.buying.schemas.files import PublicFileOut
from api.buying.schemas.lines import MAX_LINES, AnswerIn, ChargesIn, LongText
from api.buying.schemas.out import ChargesOut, SupplierLineOut, SupplierTotalsOut
from api.core.fields import LinkUuid, Trimmed

PublicStatus = Literal["requested", "answered", "declined", "expired", "ordered", "withdrawn", "superseded"]


class BuyerOut(BaseModel):
    """Us, as the supplier sees us."""

    name: str
    address: str
    phone: str
    email: str


class PublicSupplierQuoteOut(BaseModel):
    number: str
    uuid: uuid_module.UUID
    version: int
    latest_version: int
    versions: list[int] = Field(description="the versions the supplier can open")
    status: PublicStatus
    can_edit: bool = Field(description="prices can be saved or submitted now")
    closed_reason: str = Field(description="why not, when can_edit is false")
    buyer: BuyerOut
    supplier_name: str
    site_address: str
    site_postcode: str
    required_on_site: date | None
    response_deadline: date | None
    offload_method: OffloadMethod | None
    load_preference: LoadPreference
    notes: str
    sent_at: datetime | None
    valid_until: date | None
    supplier_notes: str
    submitted_at: datetime | None
    submitted_by: str
    charges: ChargesOut
    totals: SupplierTotalsOut
    lines: list[SupplierLineOut]
    files: list[PublicFileOut] = Field(description="the files the supplier attached (never ours)")


class SupplierTotalsIn(BaseModel):
    uuid: LinkUuid
    version: Annotated[int, Field(ge=1)] | None = Field(
        default=None, description="the version the prices are for (as read); a newer one since gets 409"
    )
    lines: list[AnswerIn] = Field(default_factory=list, max_length=MAX_LINES)
    charges: ChargesIn = Field(default_factory=ChargesIn)
    valid_until: date | None = Field(default=None, description="empty on submit: 30 days from today")
    supplier_notes: LongText = ""
    submit: bool = Field(default=False, description="false: save as a draft; true: send the prices to the buyer")
    name: Annotated[Trimmed, Field(max_length=200)] = Field(
        default="", description="who is answering (required to submit without a token)"
    )


class SupplierDeclineIn(BaseModel):
    uuid: LinkUuid
    reason: Annotated[Trimmed, Field(min_length=1, max_length=5000)]
    name: Annotated[Trimmed, Field(max_length=200)] = ""
