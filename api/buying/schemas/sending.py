"""Sending a request for quotation by mail."""

from __future__ import annotations

from typing import Annotated

from pydantic import BaseModel, Field

from api.buying.schemas.out import SupplierQuoteListItem
from api.core.fields import Id, Trimmed


class SupplierSendIn(BaseModel):
    quote_id: Id | None = Field(default=None, description="one supplier quote; or give request_id")
    request_id: Id | None = Field(default=None, description="every supplier quote of the request not yet sent")
    contact_ids: list[Id] | None = Field(
        default=None, max_length=20, description="with quote_id only; empty: the quote's contacts"
    )
    message: Annotated[Trimmed, Field(max_length=5000)] = Field(default="", description="at the top of the mail")


class SupplierRecipientOut(BaseModel):
    contact_id: int
    name: str
    email: str


class SupplierSendPreviewOut(BaseModel):
    quote_id: int
    version: int
    recipients: list[SupplierRecipientOut]
    subject: str
    body_html: str
    body_text: str
    public_url: str
    problems: list[str] = Field(description="why it cannot be sent yet (empty: it can)")


class SupplierSentOut(BaseModel):
    quote_id: int
    number: str
    recipients: list[SupplierRecipientOut]
    outbox_ids: list[int]


class SupplierSendOut(BaseModel):
    sent: list[SupplierSentOut]
    quotes: list[SupplierQuoteListItem]
