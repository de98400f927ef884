"""Project request and response shapes."""

from __future__ import annotations

from datetime import date, datetime
from typing import Annotated

from pydantic import BaseModel, Field

from api.core.fields import Money, SentVersion, Trimmed
from api.core.figures import QuoteFiguresOut
from api.core.pagination import ListResponse
from api.crm import Kind
from api.projects.models import Stage

Text50 = Annotated[Trimmed, Field(max_length=50)]


class ProjectFields(BaseModel):
    name: Annotated[Trimmed, Field(min_length=1, max_length=200)]
    reference: Text50 = Field(default="", description="our reference; unique when given")
    glenigan_id: Text50 = Field(default="", description="the project's id at Glenigan")
    stage: Stage = Stage.lead
    customer_id: int | None = None
    site_address_id: int | None = Field(default=None, description="an address of the customer (usually a site)")
    number_of_plots: Annotated[int, Field(ge=0, le=100_000)] | None = None
    estimated_value: Money | None = None
    start_date: date | None = None
    end_date: date | None = None
    description: Annotated[Trimmed, Field(max_length=5000)] = ""
    account_manager_id: int | None = None


class ProjectIn(ProjectFields):
    pass


class ProjectUpdate(ProjectFields):
    project_id: int
    version: int = Field(description="the version the edit started from; a stale one gets 409")


class GleniganUpdate(BaseModel):
    glenigan: Text50 = Field(description="the Glenigan project id; empty clears it")
    projectId: int
    version: SentVersion = None


class ProjectMove(BaseModel):
    project_id: int
    stage: Stage
    index: Annotated[int, Field(ge=0)] = Field(description="0-based place in the stage's column, after the move")
    version: int


class SuggestedProductIn(BaseModel):
    product_id: int
    project_id: int
    quantity: Money | None = Field(default=None, description="how much the job may need, in the selling unit")
    note: Annotated[Trimmed, Field(max_length=500)] = ""


class SuggestedProductRemove(BaseModel):
    product_id: int
    project_id: int


class SupplierLink(BaseModel):
    project_id: int
    supplier_id: int


class ArchitectLink(BaseModel):
    project_id: int
    architect_id: int = Field(description="an organisation of kind other (an architect's practice)")


class ProjectNoteAdd(BaseModel):
    project_id: int
    note: Annotated[Trimmed, Field(min_length=1, max_length=10000)]


class OrganisationRef(BaseModel):
    id: int
    name: str
    town: str
    added_at: datetime | None = None


class AddressRef(BaseModel):
    id: int
    label: str
    line1: str
    town: str
    postcode: str


class SuggestedProductOut(BaseModel):
    product_id: int
    code: str
    name: str
    supplier_name: str
    list_price: Money
    selling_unit: str
    quantity: Money | None
    note: str
    added_at: datetime


class ProjectOut(BaseModel):
    project_id: int
    name: str
    reference: str
    glenigan_id: str
    stage: Stage
    position: int
    customer_id: int | None
    customer_name: str | None
    customer_kind: Kind | None = Field(description="customer, or company (a prospect): the CRM screen it opens")
    site_address_id: int | None
    number_of_plots: int | None
    estimated_value: Money | None
    start_date: date | None
    end_date: date | None
    description: str
    account_manager_id: int | None
    account_manager_name: str | None
    created_at: datetime
    updated_at: datetime
    version: int


class ProjectDetailOut(ProjectOut):
    site_address: AddressRef | None
    architects: list[OrganisationRef]
    suppliers: list[OrganisationRef]
    suggested_products: list[SuggestedProductOut]
    created_by_name: str


class BoardColumnOut(BaseModel):
    stage: Stage
    total: int
    estimated_value: Money = Field(description="sum of the column's estimated values")
    items: list[ProjectOut] = Field(description="the column's first 100 projects, in board order")


class BoardOut(BaseModel):
    columns: list[BoardColumnOut]


class ProjectStatsOut(BaseModel):
    suppliers: int
    architects: int
    suggested_products: int
    notes: int
    files: int
    last_activity_at: datetime | None
    last_activity_summary: str | None
    quotes: QuoteFiguresOut = Field(description="quotes and orders for this record")


ProjectPage = ListResponse[ProjectOut]
