"""Lines and charges as requests give them: what is asked, what the supplier answers, and the charges."""

from __future__ import annotations

from datetime import date
from decimal import Decimal
from typing import Annotated

from pydantic import BaseModel, Field

from api.buying.models import HaulageBasis, LeadTimeUnit
from api.catalogue.models import SellingUnit
from api.core.fields import Id, Money, Quantity3, Trimmed

MAX_LINES = 500
Text500 = Annotated[Trimmed, Field(max_length=500)]
LongText = Annotated[Trimmed, Field(max_length=5000)]


class AskedLineIn(BaseModel):
    """What is asked of the suppliers: a catalogue product (its code, name and selling unit are the defaults) or
    a free-text line."""

    product_id: Id | None = Field(default=None, description="the catalogue product; empty for a free-text line")
    code: Annotated[Trimmed, Field(max_length=50)] = Field(default="", description="defaults to the product's code")
    description: Text500 = Field(default="", description="defaults to the product's name; required without one")
    quantity: Quantity3 = Field(description="what is counted: bricks for a price per 1,000, else the unit")
    unit: SellingUnit | None = Field(default=None, description="the price basis; defaults to the product's unit")


class RequestLineIn(AskedLineIn):
    """A line of a request for quotation: with the request's `customer_quote_id`, it may name the customer quote's
    line it asks for, so that the comparison keeps same-named lines apart and the costs go back to that line."""

    customer_line_position: Annotated[int, Field(ge=0, le=10_000)] | None = Field(
        default=None, description="the position of the customer quote's line it asks for (with customer_quote_id)"
    )


class AnswerFields(BaseModel):
    """What the supplier answers on a line (all optional while a draft)."""

    price: Money | None = Field(default=None, description="price on the line's unit basis (per 1,000, each, ...)")
    lead_time: Annotated[int, Field(ge=0, le=365)] | None = None
    lead_time_unit: LeadTimeUnit = LeadTimeUnit.working_days
    earliest_date: date | None = None
    works: Annotated[Trimmed, Field(max_length=200)] = Field(default="", description="works or plant it comes from")
    cannot_quote: bool = False
    cannot_quote_reason: LongText = ""
    alternative_product_id: Id | None = None
    alternative_description: Text500 = ""
    alternative_price: Money | None = Field(default=None, description="the alternative's price, same unit basis")
    min_order_quantity: Quantity3 | None = Field(default=None, description="minimum order, in what the line counts")
    full_load_quantity: Quantity3 | None = None
    pack_size: Annotated[int, Field(ge=1, le=1_000_000)] | None = None
    pallet_size: Annotated[int, Field(ge=1, le=1_000_000)] | None = None
    supplier_notes: LongText = ""


class SupplierLineIn(AskedLineIn, AnswerFields):
    """A whole line as staff write it (asked and, for a quote received by phone or mail, answered)."""


class AnswerIn(AnswerFields):
    """The supplier's answer to one line of the version they were sent, by its `line_id`."""

    line_id: Id


class ChargesIn(BaseModel):
    haulage_basis: HaulageBasis = HaulageBasis.included
    haulage_amount: Money = Field(default=Decimal("0"), description="per load or per delivery")
    loads: Annotated[int, Field(ge=0, le=1000)] = Field(default=0, description="loads (or deliveries)")
    part_load_surcharge: Money = Decimal("0")
    offload_charge: Money = Decimal("0")
    pallets: Annotated[int, Field(ge=0, le=100_000)] = 0
    pallet_charge: Money = Field(default=Decimal("0"), description="per pallet")
    pallet_refund: Money = Field(default=Decimal("0"), description="per pallet returned")
