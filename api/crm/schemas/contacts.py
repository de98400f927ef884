from __future__ import annotations

from datetime import datetime
from typing import Annotated

from pydantic import BaseModel, Field

from api.core.fields import Name, OptionalEmail, Phone, Trimmed
from api.crm.schemas.common import Archive, Text100


class ContactIn(BaseModel):
    related_id: int = Field(description="the organisation the contact works for")
    first_name: Name
    last_name: Annotated[Trimmed, Field(max_length=100)] = ""
    job_title: Text100 = ""
    email: OptionalEmail = ""
    phone: Phone = ""
    mobile: Phone = ""


class ContactUpdate(ContactIn):
    contact_id: int
    version: int = Field(description="the version the edit started from")


class ContactArchive(Archive):
    contact_id: int


class EmailSearch(BaseModel):
    term: Annotated[Trimmed, Field(min_length=1, max_length=100)]
    related_id: int | None = Field(default=None, description="only contacts of this organisation")
    limit: int = Field(default=10, ge=1, le=50)


class SupplierContactsQuery(BaseModel):
    supplierIdArray: Annotated[list[int], Field(max_length=200)]


class ContactOut(BaseModel):
    contact_id: int
    related_id: int
    related_type: str = Field(description="customer, supplier, other or company")
    related_name: str
    first_name: str
    last_name: str
    full_name: str
    job_title: str
    email: str
    phone: str
    mobile: str
    archived: bool
    version: int
    created_at: datetime
    updated_at: datetime


class InternalContactOut(BaseModel):
    """A member of staff offered as a contact (recipient pickers, task assignment)."""

    user_id: int
    first_name: str
    last_name: str
    full_name: str
    email: str
    phone: str
    role: str
