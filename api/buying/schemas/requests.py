"""Creating supplier quotes: requests for quotation, quotes keyed in by staff, and their shared header fields."""

from __future__ import annotations

from datetime import date
from typing import Annotated

from pydantic import BaseModel, Field

from api.buying.models import LoadPreference, OffloadMethod
from api.buying.schemas.lines import MAX_LINES, ChargesIn, LongText, RequestLineIn, SupplierLineIn
from api.core.fields import Id, Quantity3, Trimmed

MAX_SUPPLIERS = 50
Notes = Annotated[Trimmed, Field(max_length=10000)]


class SiteFields(BaseModel):
    """Where and when the goods are wanted, and how they come off the lorry (shared by a request's quotes)."""

    project_id: Id | None = None
    site_address_id: Id | None = Field(
        default=None, description="an address record; its text and postcode fill site_address/site_postcode"
    )
    site_address: LongText = Field(default="", description="the delivery site as the supplier reads it")
    site_postcode: Annotated[Trimmed, Field(max_length=10)] = Field(default="", description="a UK postcode or empty")
    required_on_site: date | None = None
    response_deadline: date | None = None
    offload_method: OffloadMethod | None = None
    load_preference: LoadPreference = LoadPreference.either
    notes: LongText = Field(default="", description="for the supplier(s): shown on their page and in the mail")


class SupplierRequestIn(SiteFields):
    supplier_ids: list[Id] = Field(
        min_length=1, max_length=MAX_SUPPLIERS, description="suppliers (or others) asked; one draft quote each"
    )
    contact_ids: list[Id] = Field(
        default_factory=list,
        max_length=100,
        description="contacts to address, each of one of the suppliers; a supplier without one here gets its "
        "contacts that have an email",
    )
    customer_quote_id: Id | None = Field(
        default=None, description="the customer quote this prices; with no `lines`, its current lines are asked"
    )
    lines: list[RequestLineIn] = Field(default_factory=list, max_length=MAX_LINES)
    request_id: Id | None = Field(
        default=None,
        description="a request to add these suppliers to (asking more suppliers): its number and customer quote are "
        "kept; a supplier it already asks (its quote open, answered or ordered) is 409 on `supplier_ids.{i}`",
    )


class ChosenProductIn(BaseModel):
    product_id: Id
    quantity: Quantity3


class ConvertProductsIn(SiteFields):
    products: list[ChosenProductIn] = Field(min_length=1, max_length=MAX_LINES)
    supplier_ids: list[Id] = Field(
        default_factory=list,
        max_length=MAX_SUPPLIERS,
        description="empty: each product's own supplier is asked for its products; else every line to each",
    )
    customer_quote_id: Id | None = None


class SupplierQuoteFields(SiteFields):
    """A whole supplier quote as staff write it."""

    supplier_id: Id = Field(description="a supplier (`suppliers/...`) or an other (`others/quote/add`)")
    contact_ids: list[Id] = Field(default_factory=list, max_length=20, description="the party's contacts to mail")
    customer_quote_ids: list[Id] = Field(default_factory=list, max_length=50, description="customer quotes it prices")
    internal_notes: Notes = Field(default="", description="never shown to the supplier")
    valid_until: date | None = None
    supplier_notes: LongText = ""
    charges: ChargesIn = Field(default_factory=ChargesIn)
    lines: list[SupplierLineIn] = Field(default_factory=list, max_length=MAX_LINES)


class ReceivedQuoteIn(BaseModel):
    """A quote received by phone or mail, keyed in by staff: it is stored as answered."""

    quote: SupplierQuoteFields
    received_from: Annotated[Trimmed, Field(max_length=200)] = Field(
        default="", description="who gave the prices (a name); empty: the staff member keying it in"
    )


class SupplierQuoteUpdateFields(SupplierQuoteFields):
    quote_id: Id
    row_version: int = Field(description="the quote's row_version the edit started from; a stale one gets 409")


class SupplierQuoteEditIn(BaseModel):
    quote: SupplierQuoteUpdateFields
    record_as_answer: bool = Field(
        default=False,
        description="true: the saved version is the supplier's answer (prices given by phone or mail), stored as "
        "answered; false: a draft (saved in place, or a new version once the current one was sent or answered)",
    )
