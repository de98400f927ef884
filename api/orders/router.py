"""Customer orders: list, read, add (an order taken without a quote), delete. Quotes become orders through
PUT /quotes/convert."""

from __future__ import annotations

from datetime import date
from typing import Annotated, Any

from fastapi import APIRouter, Path, Query, status

from api.auth.dependencies import CurrentUser
from api.core.deps import SessionDep
from api.core.fields import MAX_ID
from api.core.pagination import ListResponse, PageParamsDep, list_response
from api.orders import mappers, service
from api.orders import quote_links as _quote_links  # noqa: F401  (registers the quote figures, order links, delete checks)
from api.orders.models import OrderStatus
from api.orders.schemas import ConvertIn, OrderIn, OrderListItem, OrderOut

router = APIRouter(prefix="/orders", tags=["orders"])
# PUT /quotes/convert: the spec puts it under /quotes, but it makes an order, so it lives here.
quotes_router = APIRouter(prefix="/quotes", tags=["quotes"])
OrderId = Annotated[int, Path(ge=1, le=MAX_ID)]


@router.get("", response_model=ListResponse[OrderListItem])
def list_orders(
    params: PageParamsDep,
    session: SessionDep,
    _: CurrentUser,
    status: Annotated[list[OrderStatus] | None, Query()] = None,
    customer_id: Annotated[int | None, Query(ge=1, le=MAX_ID)] = None,
    project_id: Annotated[int | None, Query(ge=1, le=MAX_ID)] = None,
    created_from: date | None = None,
    created_to: date | None = None,
) -> Any:
    """Customer orders, newest first. `q` searches the order number, the PO number and the customer's name;
    `status` may repeat. Sorts: number, created_at, customer, total, status."""
    filters = service.Filters(tuple(status or ()), customer_id, project_id, created_from, created_to)
    return list_response(service.list_orders(session, params, filters), mappers.list_item)


@router.post("/add", status_code=status.HTTP_201_CREATED, response_model=OrderOut)
def add_order(body: OrderIn, session: SessionDep, user: CurrentUser) -> Any:
    """An order taken without a quote (by phone, say). Customer, project, address, account manager, lines and
    plots are checked as a quote's are; totals are worked out the same way. The account manager defaults to
    the caller."""
    return service.order_detail(session, service.create(session, body, user))


@router.get("/{id}", response_model=OrderOut)
def get_order(id: OrderId, session: SessionDep, _: CurrentUser) -> Any:
    """One order with its lines, plot breakdown and totals (with cost and margin)."""
    return service.order_detail(session, service.get(session, id))


@router.delete("/{id}", status_code=status.HTTP_204_NO_CONTENT)
def delete_order(id: OrderId, session: SessionDep, user: CurrentUser) -> None:
    """Managers and admins only. A delivered order cannot be deleted (409). Deleting an order converted from a
    quote puts the quote back to `accepted`, so it can be converted again."""
    service.delete_order(session, id, user)


@quotes_router.put("/convert", response_model=OrderOut)
def convert_quote(body: ConvertIn, session: SessionDep, user: CurrentUser) -> Any:
    """Turn an accepted quote into a customer order: the accepted version's selected lines (with cost and sell
    prices), shipping, VAT, delivery address and the plot breakdown of those lines. The quote becomes
    `converted`. Any other quote gets 409 saying why (not accepted yet, already converted, withdrawn…)."""
    phases = {p.plot_number: p.phase for p in body.phases}
    return service.order_detail(session, service.convert_quote(session, body.quote_id, body.po_number, user, phases))
