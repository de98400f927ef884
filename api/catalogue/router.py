"""Products. Lists answer `ProductPage`; money is a string of pounds and pence."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Depends, File, Path, Query, UploadFile, status
from fastapi.exceptions import RequestValidationError
from fastapi.responses import Response, StreamingResponse
from pydantic import ValidationError

from api.auth.dependencies import CurrentUser
from api.catalogue import mappers
from api.catalogue.models import Category, SellingUnit, Status
from api.catalogue.schemas import (
    ImportIn,
    ImportJobIn,
    ImportPreviewOut,
    ImportReportOut,
    NameLineOut,
    NameQuery,
    ProductDetailOut,
    ProductIn,
    ProductLookup,
    ProductOut,
    ProductPage,
    ProductQuery,
    ProductsBySupplier,
    ProductUpdate,
)
from api.catalogue.service import exports, import_fields, imports, matching, products, products_json, search
from api.catalogue.service import links as _links  # noqa: F401  (registers the supplier-delete check)
from api.core import raw_json
from api.core.deps import SessionDep, StreamSessionDep
from api.core.fields import MAX_ID
from api.core.pagination import MAX_PAGE_SIZE, PagePath, PageQuery
from api.imports import service as import_jobs
from api.imports.schemas import ImportJobOut

router = APIRouter(prefix="/products", tags=["products"])
ProductId = Annotated[int, Path(ge=1, le=MAX_ID)]


# ProductQuery's fields under the names the GET lists take them, so a refused value names the parameter sent.
QUERY_NAMES = {
    "supplier_ids": "supplier_id",
    "categories": "category",
    "colours": "colour",
    "selling_units": "selling_unit",
}


def list_params(
    q: Annotated[str, Query(max_length=200, description="words matched against code, name, colour, supplier…")] = "",
    supplier_id: Annotated[list[int] | None, Query()] = None,
    category: Annotated[list[Category] | None, Query()] = None,
    colour: Annotated[list[str] | None, Query()] = None,
    selling_unit: Annotated[list[SellingUnit] | None, Query()] = None,
    status: Status | None = None,
    min_list_price: Annotated[str | None, Query(description="pounds and pence, e.g. 100.00")] = None,
    max_list_price: Annotated[str | None, Query(description="pounds and pence, e.g. 750.00")] = None,
    max_lead_time_days: Annotated[int | None, Query(ge=0, le=365)] = None,
    items_per_page: Annotated[int, Query(ge=1, le=MAX_PAGE_SIZE)] = 25,
    sort: Annotated[str | None, Query(max_length=50)] = None,
) -> ProductQuery:
    """The GET lists' query parameters as a `ProductQuery`; a value it refuses is a 422 naming the parameter."""
    try:
        return ProductQuery.model_validate(
            {
                "q": q,
                "supplier_ids": supplier_id or [],
                "categories": category or [],
                "colours": colour or [],
                "selling_units": selling_unit or [],
                "status": status,
                "min_list_price": min_list_price or None,
                "max_list_price": max_list_price or None,
                "max_lead_time_days": max_lead_time_days,
                "items_per_page": items_per_page,
                "sort": sort,
            }
        )
    except ValidationError as exc:
        raise RequestValidationError(
            [
                {**e, "loc": ("query", QUERY_NAMES.get(str(e["loc"][0]), e["loc"][0]), *e["loc"][1:])}
                for e in exc.errors()
            ]
        ) from None


ListParams = Annotated[ProductQuery, Depends(list_params)]


def _page(session: SessionDep, query: ProductQuery) -> Response:
    """A `ProductPage`, serialised at once (`mappers.products_json`)."""
    page, exact = search.search(session, query)
    around = {"total": page.total, "page": page.page, "items_per_page": page.items_per_page, "total_exact": exact}
    return Response(mappers.products_json(page.items, **around), media_type="application/json")


@router.get("/all", response_model=ProductPage)
def all_products(params: ListParams, session: SessionDep, _: CurrentUser, page: PageQuery = 1) -> Any:
    """The product list, one page at a time (`page`), with the same search and filters as `POST /products/query`."""
    return _page(session, params.model_copy(update={"page": page}))


@router.get("/paginated/{page}", response_model=ProductPage)
def paginated(page: PagePath, params: ListParams, session: SessionDep, _: CurrentUser) -> Any:
    """Page `page` (from 1) of the product list."""
    return _page(session, params.model_copy(update={"page": page}))


@router.post("/query", response_model=ProductPage)
def query_products(body: ProductQuery, session: SessionDep, _: CurrentUser) -> Any:
    """Search by code, name, colour, texture, category and supplier, with filters and a sort."""
    return _page(session, body)


@router.put("/lookup", response_model=list[ProductOut])
def lookup(body: ProductLookup, session: SessionDep, _: CurrentUser) -> Any:
    """Products by ids or codes (a code may exist at several suppliers: each is returned)."""
    return Response(products_json.lookup_json(session, body.ids, body.codes), media_type="application/json")


@router.put("/supplier", response_model=ProductPage)
def by_supplier(body: ProductsBySupplier, session: SessionDep, _: CurrentUser) -> Any:
    """The products of one or more suppliers (each must exist; an archived one's are listed too)."""
    products.check_suppliers(session, body.supplier_ids)
    query = ProductQuery(q=body.q, supplier_ids=body.supplier_ids, page=body.page, items_per_page=body.items_per_page)
    return _page(session, query)


@router.put("/name/query", response_model=list[NameLineOut])
def name_query(body: NameQuery, session: SessionDep, _: CurrentUser) -> Any:
    """For each line of a pasted list ("10,000 Ibstock Tradesman red"), the quantity it states and the best
    catalogue matches with a score, so a quote can be filled from it."""
    return matching.match_lines(session, body)


@router.post("/multiple/add", response_model=ImportReportOut)
def add_multiple(body: ImportIn, session: SessionDep, user: CurrentUser) -> Any:
    """Create or update many products (a supplier's price list), matched by supplier + code. With `dry_run`
    (the default) nothing is written and the report says what the real run would do, row by row."""
    report = imports.run(session, body, user)
    # Serialised once, here: a 50,000-row report is not worth validating again on its way out.
    return Response(content=report.model_dump_json(), media_type="application/json")


@router.post(
    "/import/jobs",
    status_code=status.HTTP_202_ACCEPTED,
    response_model=ImportJobOut,
    openapi_extra=raw_json.documented(ImportJobIn),
)
def start_product_import(body: raw_json.RawJsonBody, session: SessionDep, user: CurrentUser) -> Any:
    """The real run of a price-list import as a background job: answers at once with the job, whose progress and
    report `GET /imports/{id}` gives and which `PUT /imports/{id}/cancel` stops. The rows are matched and
    written as `POST /products/multiple/add` does, 5,000 at a time, each batch saved as it completes."""
    # The body (`ImportJobIn`, up to 50,000 rows) is checked from its bytes and stored as them (api/core/raw_json.py).
    return import_jobs.out(session, imports.start_job(session, body, user))


CsvFile = Annotated[
    UploadFile, File(description="a CSV file (10 MB, 50,000 rows at most): UTF-8 or Windows-1252; , ; or tab")
]


@router.post("/import/preview", response_model=ImportPreviewOut)
def preview_product_import(file: CsvFile, _: CurrentUser) -> Any:
    """A price list read as CSV: its columns, every row's cells (cleaned), the product fields a column can be
    imported into and a suggested mapping from the headers ("SKU" → code, "Sell" → list price…). Nothing is
    written: the rows, mapped, go to `POST /products/multiple/add`."""
    return import_fields.preview(file.file)


@router.get(
    "/export",
    response_class=StreamingResponse,
    responses={200: {"content": {"text/csv": {}}, "description": "the matching products as CSV, as an attachment"}},
)
def export_products(params: ListParams, session: StreamSessionDep, _: CurrentUser) -> StreamingResponse:
    """Every product the list's search and filters match (not one page; at most 200,000), in the list's sort, as
    CSV whose headers are the import's field labels, so an export imports back. Cells a spreadsheet would run as a
    formula (starting with = + - @) get a leading apostrophe."""
    statement = exports.prepare(params)
    return StreamingResponse(
        exports.stream(session, statement),
        media_type="text/csv; charset=utf-8",
        headers={"Content-Disposition": f'attachment; filename="{exports.filename()}"'},
    )


@router.post("/add", status_code=status.HTTP_201_CREATED, response_model=ProductDetailOut)
def add_product(body: ProductIn, session: SessionDep, user: CurrentUser) -> Any:
    product = products.create(session, body, user)
    return products.detail(session, product.id)


@router.get("/{id}", response_model=ProductDetailOut)
def get_product(id: ProductId, session: SessionDep, _: CurrentUser) -> Any:
    """A product with its equivalents and price history."""
    return products.detail(session, id)


@router.put("/update/{id}", response_model=ProductDetailOut)
def update_product(id: ProductId, body: ProductUpdate, session: SessionDep, user: CurrentUser) -> Any:
    products.update(session, id, body, user)
    return products.detail(session, id)


@router.delete("/delete/{id}", status_code=status.HTTP_204_NO_CONTENT)
def delete_product(id: ProductId, session: SessionDep, user: CurrentUser) -> None:
    """Managers and admins only. Price history and equivalence links go with it."""
    products.delete_product(session, id, user)
