"""The shapes of a proposed action: what the answer shows to be confirmed, and what the confirmation did."""

from __future__ import annotations

from datetime import date, datetime
from typing import Annotated, Literal

from pydantic import BaseModel, Field

from api.core.fields import Id


class PartyOut(BaseModel):
    organisation_id: int
    name: str
    kind: Literal["customer", "company"]


class DraftLineOut(BaseModel):
    """A line the quote will get: the product matched to what was asked and the quantity in its selling unit."""

    asked: str = Field(description="the line as the question gave it")
    product_id: int
    code: str
    name: str
    quantity: str = Field(description="in the product's selling unit, as a decimal string")
    unit: str = Field(description="the product's selling unit (each, per_1000, m2, tonne, pack, pallet)")
    shown: str = Field(description='the quantity in words, e.g. "12,500 bricks", "40 packs"')
    note: str = Field(description="how the quantity was converted, or what to check; empty when nothing")
    discontinued: bool = Field(description="the product is discontinued: check before sending")


class DraftQuotePayload(BaseModel):
    """start a draft quote: for whom, with which lines; `unmatched` are the products asked for but not found."""

    kind: Literal["draft_quote"] = "draft_quote"
    party: PartyOut
    lines: list[DraftLineOut]
    unmatched: list[str] = Field(description="what was asked for but matched no product (left out of the quote)")


class AskedSupplierOut(BaseModel):
    organisation_id: int
    name: str
    kind: Literal["supplier", "other"]


class CustomerQuoteRef(BaseModel):
    quote_id: int
    number: str


class RequestPricesPayload(BaseModel):
    """ask suppliers for prices: whom, and the lines (products with quantities, or a customer quote's lines)."""

    kind: Literal["request_prices"] = "request_prices"
    suppliers: list[AskedSupplierOut]
    customer_quote: CustomerQuoteRef | None = Field(description="its current lines are asked when given")
    lines: list[DraftLineOut]
    unmatched: list[str] = Field(description="what was asked for but matched no product (left out)")


class TaskLinkRef(BaseModel):
    record_type: str = Field(description="customer, supplier, other, company, project or quote")
    record_id: int
    label: str


class CreateTaskPayload(BaseModel):
    """put a task on the user's task pad: what, by when, about which records."""

    kind: Literal["create_task"] = "create_task"
    title: str
    due_date: date | None = Field(description="the day it is due (17:00 UK time); none when no day was named")
    links: list[TaskLinkRef]


# A union of every kind's payload, discriminated by `kind`.
ActionPayload = Annotated[DraftQuotePayload | RequestPricesPayload | CreateTaskPayload, Field(discriminator="kind")]


class ActionResultOut(BaseModel):
    text: str
    link: str = Field(description="the screen of what the action made or changed")
    record_kind: str
    record_id: int


class ProposalOut(BaseModel):
    """An action the assistant proposes: nothing is done until the user confirms it (actions/confirm)."""

    proposal_id: int
    kind: str = Field(description="the kind of action, e.g. draft_quote")
    summary: str = Field(description="what confirming will do, in words")
    payload: ActionPayload
    status: Literal["pending", "executed", "cancelled", "expired"]
    expires_at: datetime
    result: ActionResultOut | None = Field(description="what the confirmation did, once executed")


class ProposalRef(BaseModel):
    proposal_id: Id
