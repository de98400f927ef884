from __future__ import annotations

from datetime import datetime

from pydantic import BaseModel, Field

from api.core.fields import Postcode
from api.crm.models import AddressType
from api.crm.schemas.common import Archive, LongText, RequiredText100, RequiredText200, Text100, Text200


class AddressIn(BaseModel):
    related_id: int = Field(description="the organisation the address belongs to")
    address_type: AddressType
    label: Text200 = Field(default="", description="e.g. the site or depot name")
    line1: RequiredText200
    line2: Text200 = ""
    town: RequiredText100
    county: Text100 = ""
    postcode: Postcode
    country: Text100 = "United Kingdom"
    delivery_notes: LongText = Field(default="", description="site access, opening hours, offloading")


class AddressUpdate(AddressIn):
    address_id: int
    version: int = Field(description="the version the edit started from")


class AddressArchive(Archive):
    address_id: int


class AddressRef(BaseModel):
    address_id: int


class AddressOut(BaseModel):
    address_id: int
    related_id: int
    related_type: str = Field(description="customer, supplier, other or company")
    related_name: str
    address_type: AddressType
    label: str
    line1: str
    line2: str
    town: str
    county: str
    postcode: str
    country: str
    delivery_notes: str
    archived: bool
    version: int
    created_at: datetime
    updated_at: datetime
