"""Products. Lists answer `ProductPage`; money is a string of pounds and pence."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Depends, Query, status

from api.catalogue import convert
from api.catalogue.models import Category, SellingUnit, Status
from api.catalogue.schemas import (
    ImportIn,
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
from api.catalogue.service import imports, matching, products, search
from api.core.deps import CurrentUser, SessionDep
from api.core.pagination import MAX_PAGE_SIZE

router = APIRouter(prefix="/products", tags=["products"])


def list_params(
    q: Annotated[str, Query(max_length=200, description="words matched against code, name, colour, supplier…")] = "",
    supplier_id: Annotated[list[int] | None, Query()] = None,
    category: Annotated[list[Category] | None, Query()] = None,
    colour: Annotated[list[str] | None, Query()] = None,
    selling_unit: Annotated[list[SellingUnit] | None, Query()] = None,
    status: Status | None = None,
    items_per_page: Annotated[int, Query(ge=1, le=MAX_PAGE_SIZE)] = 25,
    sort: Annotated[str | None, Query(max_length=50)] = None,
) -> ProductQuery:
    return ProductQuery(
        q=q,
        supplier_ids=supplier_id or [],
        categories=category or [],
        colours=colour or [],
        selling_units=selling_unit or [],
        status=status,
        items_per_page=items_per_page,
        sort=sort,
    )


ListParams = Annotated[ProductQuery, Depends(list_params)]


def _page(session: SessionDep, query: ProductQuery) -> ProductPage:
    page, exact = search.search(session, query)
    return ProductPage(
        items=[convert.product_out(row) for row in page.items],
        total=page.total,
        page=page.page,
        items_per_page=page.items_per_page,
        total_exact=exact,
    )


@router.get("/all", response_model=ProductPage)
def all_products(params: ListParams, session: SessionDep, _: CurrentUser, page: Annotated[int, Query(ge=1)] = 1) -> Any:
    """The product list, one page at a time (`page`), with the same search and filters as `POST /products/query`."""
    return _page(session, params.model_copy(update={"page": page}))


@router.get("/paginated/{page}", response_model=ProductPage)
def paginated(page: int, params: ListParams, session: SessionDep, _: CurrentUser) -> Any:
    """Page `page` (from 1) of the product list."""
    return _page(session, params.model_copy(update={"page": max(page, 1)}))


@router.post("/query", response_model=ProductPage)
def query_products(body: ProductQuery, session: SessionDep, _: CurrentUser) -> Any:
    """Search by code, name, colour, texture, category and supplier, with filters and a sort."""
    return _page(session, body)


@router.put("/lookup", response_model=list[ProductOut])
def lookup(body: ProductLookup, session: SessionDep, _: CurrentUser) -> Any:
    """Products by ids or codes (a code may exist at several suppliers: each is returned)."""
    return [convert.product_out(row) for row in products.lookup(session, body.ids, body.codes)]


@router.put("/supplier", response_model=ProductPage)
def by_supplier(body: ProductsBySupplier, session: SessionDep, _: CurrentUser) -> Any:
    """The products of one or more suppliers."""
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
    return imports.run(session, body, user)


@router.post("/add", status_code=status.HTTP_201_CREATED, response_model=ProductDetailOut)
def add(body: ProductIn, session: SessionDep, user: CurrentUser) -> Any:
    product = products.create(session, body, user)
    return convert.detail(session, product.id)


@router.get("/{id}", response_model=ProductDetailOut)
def get_product(id: int, session: SessionDep, _: CurrentUser) -> Any:
    """A product with its equivalents and price history."""
    return convert.detail(session, id)


@router.put("/update/{id}", response_model=ProductDetailOut)
def update(id: int, body: ProductUpdate, session: SessionDep, user: CurrentUser) -> Any:
    products.update(session, id, body, user)
    return convert.detail(session, id)


@router.delete("/delete/{id}", status_code=status.HTTP_204_NO_CONTENT)
def delete(id: int, session: SessionDep, user: CurrentUser) -> None:
    """Managers and admins only. Price history and equivalence links go with it."""
    products.delete_product(session, id, user)
