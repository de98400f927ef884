"""Staff calls that make supplier quotes: requests for quotation to several suppliers (from lines, a customer
quote or catalogue products), the suppliers to suggest, and quotes received by phone or mail keyed in."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Query, status

from api.auth.dependencies import CurrentUser
from api.buying.schemas.out import RequestOut, SuggestedSupplier, SupplierQuoteOut
from api.buying.schemas.requests import ConvertProductsIn, ReceivedQuoteIn, SupplierRequestIn
from api.buying.service import creating, reading
from api.core.deps import SessionDep
from api.core.fields import MAX_ID
from api.crm import Kind

router = APIRouter(tags=["buying"])


def _created(session: Any, made: creating.Created) -> RequestOut:
    return RequestOut.model_validate(
        {
            "request_id": made.request.id,
            "number": made.request.number,
            "customer_quote_id": made.request.customer_quote_id,
            "supplier_quotes": reading.list_items(session, made.quotes),
        }
    )


@router.post("/suppliers/request", status_code=status.HTTP_201_CREATED, response_model=RequestOut)
def create_supplier_request(body: SupplierRequestIn, session: SessionDep, user: CurrentUser) -> Any:
    """A request for quotation: the same lines to each supplier in `supplier_ids` (suppliers, or others such as a
    haulier), one draft supplier quote each, grouped as one request (`RFQ-…`). Lines are products with quantities
    or free text; with no `lines`, a `customer_quote_id` asks its current lines (each remembering its line).
    Each quote is addressed to the `contact_ids` of its supplier, else to the supplier's contacts with an email.
    Nothing is mailed until `PUT /quotes/send/quoteRequest`. A `response_deadline` already past is refused. A
    supplier already asked for the `customer_quote_id` (its quote a draft, requested, answered or ordered) gets 409
    naming it on `supplier_ids.{i}`; one that declined, expired or was withdrawn may be asked again. With a
    `request_id` (asking more suppliers), the new quotes join that request, its number kept."""
    creating.check_reply_by(body)
    return _created(session, creating.create_request(session, body, user))


@router.get("/suppliers/request/suggest", response_model=list[SuggestedSupplier])
def suggest_suppliers(
    session: SessionDep,
    _: CurrentUser,
    product_ids: Annotated[list[Annotated[int, Query(ge=1, le=MAX_ID)]], Query(min_length=1, max_length=500)],
) -> Any:
    """Suppliers to ask for these products: those supplying a product itself or one of its equivalents, the most
    products covered first. Archived suppliers are left out."""
    return [
        {
            "supplier": {"id": s.supplier.id, "name": s.supplier.name, "kind": s.supplier.kind},
            "product_ids": s.product_ids,
            "equivalent_product_ids": s.equivalent_product_ids,
            "covers": s.covers,
        }
        for s in creating.suggest(session, product_ids)
    ]


@router.put("/products/convertToSupplierQuote", response_model=RequestOut)
def convert_products_to_supplier_quote(body: ConvertProductsIn, session: SessionDep, user: CurrentUser) -> Any:
    """Draft supplier quotes (a request for prices) from products chosen in the catalogue, with their quantities:
    every line to each of `supplier_ids`, or, with none, each product's own supplier for its products. A
    `response_deadline` already past is refused; with a `customer_quote_id`, so is a supplier already asked for it
    (409)."""
    creating.check_reply_by(body)
    return _created(session, creating.convert_products(session, body, user))


@router.post("/suppliers/quote/add", status_code=status.HTTP_201_CREATED, response_model=SupplierQuoteOut)
def add_received_supplier_quote(body: ReceivedQuoteIn, session: SessionDep, user: CurrentUser) -> Any:
    """A supplier's quote received by phone or mail, keyed in: stored as answered (version 1), every line priced
    or marked can't quote, valid 30 days unless `valid_until` says otherwise. The party must be a supplier."""
    return reading.detail(session, creating.add_received(session, body, Kind.supplier.value, user))


@router.post("/others/quote/add", status_code=status.HTTP_201_CREATED, response_model=SupplierQuoteOut)
def add_received_other_quote(body: ReceivedQuoteIn, session: SessionDep, user: CurrentUser) -> Any:
    """As `POST /suppliers/quote/add`, from an other (a haulier, crane hire): `supplier_id` must be an other."""
    return reading.detail(session, creating.add_received(session, body, Kind.other.value, user))
