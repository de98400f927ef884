"""Customers, suppliers, others and companies share one shape; each kind names its id as the spec does."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated

from pydantic import BaseModel, Field

from api.core.fields import OptionalEmail, Phone, SentVersion, WebUrl300
from api.core.figures import QuoteFiguresOut
from api.crm.models import Kind
from api.crm.schemas.common import Archive, LongText, RequiredText200, Text30, Text50, Text100


class OrganisationFields(BaseModel):
    """What an edit changes; the account manager has its own call."""

    name: RequiredText200
    account_number: Annotated[Text50, Field(description="unique within the kind; blank for none")] = ""
    category: Annotated[Text100, Field(description="e.g. housebuilder, brick manufacturer, architect")] = ""
    email: OptionalEmail = ""
    phone: Phone = ""
    website: WebUrl300 = ""  # as its column (2000 let a DataError through: a 400 naming no field)
    vat_number: Text30 = ""  # the column holds 30 (a longer one was a DataError: a 400 naming no field)
    description: LongText = ""


class OrganisationIn(OrganisationFields):
    account_manager_id: int | None = Field(default=None, description="a staff user")


class OrganisationUpdate(OrganisationFields):
    version: int = Field(description="the version the edit started from")

    @property
    def record_id(self) -> int:
        raise NotImplementedError


class CustomerUpdate(OrganisationUpdate):
    customer_id: int

    @property
    def record_id(self) -> int:
        return self.customer_id


class SupplierUpdate(OrganisationUpdate):
    supplier_id: int

    @property
    def record_id(self) -> int:
        return self.supplier_id


class OtherUpdate(OrganisationUpdate):
    otherId: int

    @property
    def record_id(self) -> int:
        return self.otherId


class CompanyUpdate(OrganisationUpdate):
    company_id: int

    @property
    def record_id(self) -> int:
        return self.company_id


class CompanyIn(BaseModel):
    company: OrganisationIn


class CompanyUpdateIn(BaseModel):
    company: CompanyUpdate


class OrganisationArchive(Archive):
    @property
    def record_id(self) -> int:
        raise NotImplementedError


class CustomerArchive(OrganisationArchive):
    customer_id: int

    @property
    def record_id(self) -> int:
        return self.customer_id


class SupplierArchive(OrganisationArchive):
    supplier_id: int

    @property
    def record_id(self) -> int:
        return self.supplier_id


class OtherArchive(OrganisationArchive):
    otherId: int

    @property
    def record_id(self) -> int:
        return self.otherId


class CompanyArchive(OrganisationArchive):
    company_id: int

    @property
    def record_id(self) -> int:
        return self.company_id


class AccountManagerUpdate(BaseModel):
    customer_id: int
    user_id: int | None = Field(description="the new account manager; null clears it")
    version: SentVersion = None


class CompanyConvert(BaseModel):
    company_id: int
    to: Kind = Field(description="customer or supplier")
    account_number: Annotated[Text50, Field(description="blank keeps the company's own")] = ""


class OrganisationOut(BaseModel):
    id: int
    kind: Kind
    name: str
    account_number: str
    category: str
    email: str
    phone: str
    website: str
    vat_number: str
    description: str
    town: str
    postcode: str
    account_manager_id: int | None
    account_manager_name: str | None
    archived: bool
    archived_at: datetime | None
    version: int
    created_at: datetime
    updated_at: datetime


class CustomerOut(OrganisationOut):
    customer_id: int


class SupplierOut(OrganisationOut):
    supplier_id: int


class OtherOut(OrganisationOut):
    otherId: int


class CompanyOut(OrganisationOut):
    company_id: int


class RecordStatsOut(BaseModel):
    contacts: int
    addresses: int
    site_addresses: int
    notes: int
    files: int
    last_activity_at: datetime | None
    last_activity_summary: str | None
    quotes: QuoteFiguresOut = Field(description="quotes and orders for this record")
