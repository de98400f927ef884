"""What the site, the works and the haulier read and send on their links: dates, plots, products and quantities,
status and proofs — never prices, costs or internal notes."""

from __future__ import annotations

import uuid as uuid_module
from datetime import date, datetime
from typing import Annotated

from pydantic import BaseModel, Field

from api.buying.models import OffloadMethod
from api.catalogue.models import SellingUnit
from api.core.fields import LinkUuid, Trimmed
from api.schedules.models import CallOffStatus, LinkAudience, LoadType, Vehicle, Window
from api.schedules.schemas.out import Balance, Figure

Name = Annotated[Trimmed, Field(min_length=1, max_length=200)]


class PublicItemOut(BaseModel):
    plot_number: str
    code: str
    description: str
    unit: SellingUnit
    quantity: Figure
    delivered_quantity: Figure


class PublicProofOut(BaseModel):
    file_id: int
    name: str
    content_type: str
    uploaded_at: datetime


class PublicCallOffOut(BaseModel):
    schedule_id: int
    number: str
    status: CallOffStatus
    status_label: str
    requested_date: date
    booked_date: date | None
    confirmed_date: date | None
    proposed_date: date | None
    window: Window
    site_address: str
    site_postcode: str
    site_contact_name: str
    site_contact_phone: str
    access_notes: str
    offload_method: OffloadMethod | None
    vehicle: Vehicle
    load_type: LoadType
    pallets: int | None
    pallets_delivered: int | None
    delivered_at: datetime | None
    received_by: str
    items: list[PublicItemOut]
    proofs: list[PublicProofOut]


class PublicScheduleLineOut(Balance):
    code: str
    description: str
    unit: SellingUnit


class PublicPlotOut(Balance):
    plot_number: str
    house_type: str
    phase: str


class PublicActions(BaseModel):
    can_confirm: bool = Field(description="works/haulier: the booked date can be confirmed now")
    can_propose: bool = Field(description="works/haulier: another date can be proposed now")
    can_dispatch: bool
    can_deliver: bool
    closed_reason: str = Field(description="why nothing can be done on this link now, when nothing can")


class PublicScheduleOut(BaseModel):
    """The schedule as a public link shows it: the site's link, the whole order; the works' or haulier's, their
    call-off."""

    audience: LinkAudience
    token: uuid_module.UUID
    expires_at: datetime
    order_number: str
    customer_name: str
    project_name: str
    company_name: str
    company_phone: str
    lines: list[PublicScheduleLineOut]
    plots: list[PublicPlotOut]
    call_offs: list[PublicCallOffOut] = Field(description="a page of them (requested date order); cancelled left out")
    call_offs_total: int = Field(description="every call-off the link shows, on all pages")
    page: int
    items_per_page: int
    actions: PublicActions


class PublicConfirmIn(BaseModel):
    token: LinkUuid
    name: Name = Field(description="who confirms")


class PublicScheduleProposeIn(BaseModel):
    token: LinkUuid
    name: Name
    proposed_date: date
    window: Window | None = None
    notes: Annotated[Trimmed, Field(max_length=2000)] = ""


class PublicDispatchIn(BaseModel):
    token: LinkUuid
    name: Name
    note: Annotated[Trimmed, Field(max_length=2000)] = ""
