"""Staff calls on supplier quotes: edit, read any version, history, delete, and the lists."""

from __future__ import annotations

from datetime import date
from typing import Annotated, Any

from fastapi import APIRouter, Path, Query
from pydantic import BaseModel

from api.auth.dependencies import CurrentUser
from api.buying.models import SupplierQuoteStatus
from api.buying.schemas.out import (
    BySupplierIn,
    QuoteVersionRef,
    SupplierHistoryItem,
    SupplierQuoteListItem,
    SupplierQuoteOut,
)
from api.buying.schemas.requests import SupplierQuoteEditIn
from api.buying.service import editing, listing, quotes, reading
from api.core.deps import SessionDep
from api.core.fields import MAX_ID
from api.core.pagination import ListResponse, Page, PageParamsDep
from api.records.router import RecordRoutes, add_record_routes

router = APIRouter(tags=["buying"])
QuoteId = Annotated[int, Path(ge=1, le=MAX_ID)]
OptionalId = Annotated[int | None, Query(ge=1, le=MAX_ID)]
LIST_DOC = (
    "`q` searches the number, the supplier's name, the request's number and linked customer quotes' numbers, by "
    "words; `status` may repeat (`expired`: past the deadline unanswered, or past the answer's valid-until date). "
    "Sorts: number, created_at, updated_at, status, supplier, response_deadline, required_on_site, valid_until, "
    "answered_at (`-` for descending)."
)


class DeletedOut(BaseModel):
    result: str


def _page(session: Any, page: Page[Any]) -> ListResponse[SupplierQuoteListItem]:
    return ListResponse[SupplierQuoteListItem](
        items=[SupplierQuoteListItem.model_validate(i) for i in reading.list_items(session, page.items)],
        total=page.total,
        page=page.page,
        items_per_page=page.items_per_page,
    )


@router.get("/suppliers/quotes", response_model=ListResponse[SupplierQuoteListItem])
def list_supplier_quotes(
    params: PageParamsDep,
    session: SessionDep,
    _: CurrentUser,
    status: Annotated[list[SupplierQuoteStatus] | None, Query()] = None,
    supplier_id: OptionalId = None,
    customer_quote_id: OptionalId = None,
    project_id: OptionalId = None,
    request_id: OptionalId = None,
    product_id: OptionalId = None,
    created_from: date | None = None,
    created_to: date | None = None,
    deadline_from: date | None = None,
    deadline_to: date | None = None,
) -> Any:
    filters = listing.Filters(
        tuple(status or ()),
        (supplier_id,) if supplier_id else (),
        customer_quote_id,
        project_id,
        request_id,
        product_id,
        created_from,
        created_to,
        deadline_from,
        deadline_to,
    )
    return _page(session, listing.list_quotes(session, params, filters))


list_supplier_quotes.__doc__ = f"Supplier quotes, last changed first. {LIST_DOC}"


@router.put("/suppliers/quotes/bySupplier", response_model=ListResponse[SupplierQuoteListItem])
def supplier_quotes_by_supplier(body: BySupplierIn, params: PageParamsDep, session: SessionDep, _: CurrentUser) -> Any:
    """The quotes of the given suppliers (or others), last changed first; the list's `q`, `sort` and paging apply."""
    return _page(session, listing.list_quotes(session, params, listing.Filters(supplier_ids=tuple(body.supplier_ids))))


@router.get("/suppliers/quotes/strict", response_model=ListResponse[SupplierQuoteListItem])
def strict_supplier_quotes(
    params: PageParamsDep,
    session: SessionDep,
    _: CurrentUser,
    supplier_id: OptionalId = None,
    customer_quote_id: OptionalId = None,
    project_id: OptionalId = None,
    product_id: OptionalId = None,
) -> Any:
    """Answered supplier quotes still valid today (usable for costing), soonest to expire first. `product_id`
    keeps those whose answer has a line of the product (or offers it as the alternative)."""
    filters = listing.Filters(
        supplier_ids=(supplier_id,) if supplier_id else (),
        customer_quote_id=customer_quote_id,
        project_id=project_id,
        product_id=product_id,
    )
    return _page(session, listing.strict(session, params, filters))


@router.post("/suppliers/quotes/edit", response_model=SupplierQuoteOut)
def edit_supplier_quote(body: SupplierQuoteEditIn, session: SessionDep, user: CurrentUser) -> Any:
    """Save the whole supplier quote. A draft is saved in place; once its newest version was sent or answered,
    the changes become the next version and the earlier one stays as it was; no change makes no version. A stale
    `row_version` gets 409; an ordered or withdrawn quote 409. `record_as_answer` stores the version as the
    supplier's answer (prices given by phone or mail). The supplier cannot change once the request was sent. A
    `response_deadline` changed to a day already past is refused (422); an unchanged one may have passed."""
    return reading.detail(session, editing.save(session, body.quote, user, record_as_answer=body.record_as_answer))


@router.put("/suppliers/quote", response_model=SupplierQuoteOut)
def read_supplier_quote_version(body: QuoteVersionRef, session: SessionDep, _: CurrentUser) -> Any:
    """Any version of a supplier quote by its uuid (the newest when `version` is empty), with internal fields."""
    quote = quotes.by_uuid(session, body.uuid)
    return reading.detail(session, quote, quotes.version_of(session, quote, body.version))


@router.get("/suppliers/quote/history/{id}", response_model=list[SupplierHistoryItem])
def supplier_quote_history(id: QuoteId, session: SessionDep, _: CurrentUser) -> Any:
    """Every version, newest first: who made it and when, when sent and answered (and by whom), its total, and
    what changed from the one before."""
    return reading.history_of(session, id)


_records = APIRouter(prefix="/suppliers/quote", tags=["buying"])
add_record_routes(
    _records,
    RecordRoutes(
        quotes.SUBJECT_KIND,
        "supplier_quote",
        parts=("activity",),
        id_type=QuoteId,
        docs={
            "activity": "Who did what to the supplier quote and when, newest first: saves, sends, and the "
            "supplier's first open, saves, submissions, comments and decline with the client's address."
        },
    ),
)
router.include_router(_records)


@router.get("/suppliers/quote/{id}", response_model=SupplierQuoteOut)
def get_supplier_quote(
    id: QuoteId, session: SessionDep, _: CurrentUser, version: Annotated[int | None, Query(ge=1)] = None
) -> Any:
    """A supplier quote by id: its newest version, or the one asked for."""
    quote = quotes.get(session, id)
    return reading.detail(session, quote, quotes.version_of(session, quote, version))


@router.delete("/suppliers/quote/{id}", response_model=DeletedOut)
def delete_supplier_quote(id: QuoteId, session: SessionDep, user: CurrentUser) -> Any:
    """A supplier quote never sent is deleted; a sent or answered one is withdrawn (kept; the supplier's page says
    so and takes no more prices). Its author, a manager or an admin only (403). An ordered one stays (409).
    `result` says which happened."""
    return {"result": editing.delete(session, id, user)}
