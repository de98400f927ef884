"""Product request and response shapes. Money travels as strings of pounds and pence ("512.00")."""

from __future__ import annotations

from datetime import date, datetime
from typing import Annotated, Any, Literal

from pydantic import BaseModel, Field

from api.catalogue.models import Category, SellingUnit, Status
from api.core.errors import FieldErrorOut
from api.core.fields import MAX_ID, Id, Money, Quantity3, Trimmed
from api.core.pagination import MAX_PAGE_SIZE, ListResponse

Code = Annotated[Trimmed, Field(min_length=1, max_length=50)]
ProductName = Annotated[Trimmed, Field(min_length=1, max_length=200)]
Text60 = Annotated[Trimmed, Field(max_length=60)]
Text100 = Annotated[Trimmed, Field(max_length=100)]
LongText = Annotated[Trimmed, Field(max_length=5000)]
Millimetres = Annotated[int, Field(ge=1, le=20000)]
Count = Annotated[int, Field(ge=1, le=1_000_000)]
# A row's id: PostgreSQL's `integer`, so an id past it is bad input (422) rather than a failed query.
MAX_LOOKUP = 500
MAX_EQUIVALENTS = 50


class ProductFields(BaseModel):
    code: Code = Field(description="the supplier's product code; unique for the supplier")
    name: ProductName
    supplier_id: Id
    manufacturer_ref: Text100 = ""
    category: Category
    colour: Text60 = ""
    texture: Text60 = ""
    length_mm: Millimetres | None = None
    width_mm: Millimetres | None = None
    height_mm: Millimetres | None = None
    selling_unit: SellingUnit
    units_per_pack: Count | None = None
    units_per_pallet: Count | None = None
    weight_kg: Quantity3 | None = Field(default=None, description="weight of one unit (one brick, one bag), kg")
    cost_price: Money = Field(description="what we pay, per selling unit")
    list_price: Money = Field(description="what we sell at, per selling unit")
    price_valid_until: date | None = None
    lead_time_days: Annotated[int, Field(ge=0, le=365)] | None = None
    status: Status = Status.active
    description: LongText = ""
    specification: LongText = ""
    equivalent_ids: list[Id] = Field(
        default_factory=list, max_length=MAX_EQUIVALENTS, description="products that can stand in for this one"
    )


class ProductIn(ProductFields):
    pass


class ProductUpdate(ProductFields):
    version: int = Field(description="the version the edit started from; a stale one gets 409")


class SupplierRef(BaseModel):
    id: int
    name: str


class ProductRef(BaseModel):
    product_id: int
    code: str
    name: str
    supplier_name: str
    list_price: Money
    selling_unit: SellingUnit
    status: Status


class ProductOut(BaseModel):
    product_id: int
    code: str
    name: str
    supplier_id: int
    supplier_name: str
    manufacturer_ref: str
    category: Category
    colour: str
    texture: str
    length_mm: int | None
    width_mm: int | None
    height_mm: int | None
    selling_unit: SellingUnit
    units_per_pack: int | None
    units_per_pallet: int | None
    weight_kg: Quantity3 | None
    cost_price: Money
    list_price: Money
    margin_percent: Annotated[float, Field(description="(list - cost) / list * 100, one decimal")] | None
    price_valid_until: date | None
    lead_time_days: int | None
    status: Status
    description: str
    specification: str
    created_at: datetime
    updated_at: datetime
    version: int


class PriceChangeOut(BaseModel):
    changed_at: datetime
    changed_by_name: str
    source: Literal["create", "edit", "import"]
    old_cost_price: Money | None
    new_cost_price: Money
    old_list_price: Money | None
    new_list_price: Money


class ProductDetailOut(ProductOut):
    equivalents: list[ProductRef]
    price_history: list[PriceChangeOut] = Field(description="newest first, at most 100")
    created_by_name: str


class ProductPage(ListResponse[ProductOut]):
    total_exact: bool = Field(
        description="false when the search matched more rows than it counts (`total` is then a floor)"
    )


class ProductQuery(BaseModel):
    """Search and filters of the product list. Every filter narrows; lists within a filter are alternatives."""

    q: Annotated[Trimmed, Field(max_length=200)] = Field(
        default="",
        description="words matched where a word of the code, name, colour, texture, category or supplier starts "
        "(a word holding a digit anywhere); in the default order (name) the product whose code is the search, "
        "then those whose name starts with it, come first",
    )
    supplier_ids: list[Id] = Field(default_factory=list, max_length=200)
    categories: list[Category] = Field(default_factory=list)
    colours: list[Annotated[Trimmed, Field(max_length=60)]] = Field(default_factory=list, max_length=50)
    selling_units: list[SellingUnit] = Field(default_factory=list)
    status: Status | None = None
    min_list_price: Money | None = None
    max_list_price: Money | None = None
    max_lead_time_days: Annotated[int, Field(ge=0, le=365)] | None = None
    page: Annotated[int, Field(ge=1, le=MAX_ID)] = 1
    items_per_page: Annotated[int, Field(ge=1, le=MAX_PAGE_SIZE)] = 25
    sort: Annotated[str, Field(max_length=50)] | None = Field(
        default=None,
        description="name (default), code, list_price, cost_price, lead_time_days, updated_at; '-' for descending",
    )


class ProductLookup(BaseModel):
    ids: list[Id] = Field(default_factory=list, max_length=MAX_LOOKUP)
    codes: list[Annotated[Trimmed, Field(max_length=50)]] = Field(default_factory=list, max_length=MAX_LOOKUP)


class ProductsBySupplier(BaseModel):
    supplier_ids: list[Id] = Field(min_length=1, max_length=200)
    q: Annotated[Trimmed, Field(max_length=200)] = ""
    page: Annotated[int, Field(ge=1, le=MAX_ID)] = 1
    items_per_page: Annotated[int, Field(ge=1, le=MAX_PAGE_SIZE)] = 25


class NameQuery(BaseModel):
    productArray: list[Annotated[str, Field(max_length=500)]] = Field(
        min_length=1, max_length=500, description="the lines of a pasted list or bill of quantities"
    )
    limit: Annotated[int, Field(ge=1, le=10)] = Field(default=3, description="matches returned per line")
    supplier_ids: list[int] = Field(default_factory=list, max_length=200, description="only these suppliers' products")


class NameMatchOut(BaseModel):
    product: ProductOut
    score: Annotated[float, Field(description="0 to 1; 1 is a certain match")]


class NameLineOut(BaseModel):
    line: str = Field(description="the line as given")
    text: str = Field(description="what was matched: the line without its quantity and unit")
    quantity: Annotated[str, Field(description="the quantity found in the line, as a decimal string")] | None
    unit: str | None = Field(description="the unit written next to the quantity, normalised (e.g. each, m2, per_1000)")
    matches: list[NameMatchOut] = Field(description="best first; empty when nothing is close enough")


class ImportIn(BaseModel):
    rows: list[dict[str, Any]] = Field(
        min_length=1,
        max_length=50_000,
        description="one object per product: the product's field names (supplier by `supplier_id`, or `supplier` "
        "name or account number), plus `row` for its number in the source file",
    )
    supplier_id: int | None = Field(
        default=None, description="the supplier of rows that name none (a supplier's price list)"
    )
    dry_run: bool = Field(default=True, description="true: report what would happen, write nothing")


class ImportJobIn(BaseModel):
    rows: list[dict[str, Any]] = Field(
        min_length=1,
        max_length=50_000,
        description="as `POST /products/multiple/add` takes them (the rows its dry run did not reject)",
    )
    supplier_id: int | None = Field(
        default=None, description="the supplier of rows that name none (a supplier's price list)"
    )


class ImportRowOut(BaseModel):
    row: int
    action: Literal["create", "update", "unchanged", "reject"]
    key: str = Field(description="supplier and code")
    product_id: int | None
    errors: list[FieldErrorOut]


class ImportReportOut(BaseModel):
    dry_run: bool
    total: int
    created: int
    updated: int
    unchanged: int
    rejected: int
    rows: list[ImportRowOut] = Field(description="rejected rows first, then the rest in file order")


class ImportFieldOut(BaseModel):
    name: str
    label: str
    required: bool


class ImportPreviewOut(BaseModel):
    columns: list[str]
    rows: list[list[str]] = Field(description="every data row's cells, cleaned, one per column")
    row_numbers: list[int] = Field(description="each row's number in the file, the header being 1")
    fields: list[ImportFieldOut]
    suggested_mapping: dict[str, str | None]
