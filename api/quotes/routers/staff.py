"""Staff calls on quotes: list, read any version, add, edit, shipping, plots, history, duplicate, delete."""

from __future__ import annotations

from datetime import date
from typing import Annotated, Any

from fastapi import APIRouter, Path, Query, status

from api.auth.dependencies import CurrentUser
from api.buying.schemas.out import SupplierQuoteOut
from api.buying.service import editing as supplier_editing
from api.buying.service import reading as supplier_reading
from api.core.deps import SessionDep
from api.core.fields import MAX_ID
from api.core.pagination import ListResponse, PageParamsDep, list_response
from api.core.responses import serialised
from api.quotes import cost_flags, mappers
from api.quotes.models import QuoteStatus
from api.quotes.schemas import (
    DuplicateIn,
    FileRepoUrlIn,
    HistoryItem,
    HistoryReplace,
    PlotsUpdate,
    QuoteAdd,
    QuoteEdit,
    QuoteListItem,
    QuoteOut,
    QuoteRef,
    ShippingUpdate,
)
from api.quotes.service import actions, listing, quotes, reading
from api.records.router import RecordRoutes, add_record_routes

router = APIRouter(prefix="/quotes", tags=["quotes"])
QuoteId = Annotated[int, Path(ge=1, le=MAX_ID)]


def current(session: Any, quote: Any) -> QuoteOut:
    return reading.quote_detail(session, quote)


@router.get("", response_model=ListResponse[QuoteListItem])
def list_quotes(
    params: PageParamsDep,
    session: SessionDep,
    _: CurrentUser,
    status: Annotated[list[QuoteStatus] | None, Query()] = None,
    customer_id: Annotated[int | None, Query(ge=1, le=MAX_ID)] = None,
    project_id: Annotated[int | None, Query(ge=1, le=MAX_ID)] = None,
    account_manager_id: Annotated[int | None, Query(ge=1, le=MAX_ID)] = None,
    created_from: date | None = None,
    created_to: date | None = None,
) -> Any:
    """Quotes, last changed first, each with `cost_flags`: lines whose supplier re-quoted or whose supplier price
    expires before the quote. `q` searches the number, the PO number and the names of the customer and the
    project, by words and word beginnings (a word holding a digit anywhere); `status` may repeat
    (`expired` finds sent quotes past their date). Sorts: number, created_at, updated_at, customer, total,
    valid_until, status."""
    filters = listing.Filters(
        tuple(status or ()), customer_id, project_id, account_manager_id, created_from, created_to
    )
    page = listing.list_quotes(session, params, filters)
    versions = [
        (row.version_id, row.valid_until or reading.planned_date(row.version_valid_until)) for row in page.items
    ]
    flagged = cost_flags.version_counts(session, versions)
    return serialised(list_response(page, lambda row: mappers.list_item(row, flagged.get(row.version_id, 0))))


@router.put("/one", response_model=QuoteOut)
def read_quote_version(body: QuoteRef, session: SessionDep, _: CurrentUser) -> Any:
    """Any version of a quote by its uuid (the newest when `version` is empty), with costs and margins."""
    quote = quotes.by_uuid(session, body.uuid)
    return reading.quote_detail(session, quote, quotes.version_of(session, quote, body.version))


@router.post("/add", status_code=status.HTTP_201_CREATED, response_model=QuoteOut)
def add_quote(body: QuoteAdd, session: SessionDep, user: CurrentUser) -> Any:
    """A new draft quote (version 1). The account manager defaults to the author."""
    return current(session, quotes.create(session, body.quote, body.notes, user))


@router.post("/edit", response_model=QuoteOut)
def edit_quote(body: QuoteEdit, session: SessionDep, user: CurrentUser) -> Any:
    """Save the quote. A draft is saved in place; once its newest version was sent, the changes become the
    next version and the sent one stays as it was; saving with no change makes no version. A stale
    `row_version` gets 409. The customer of a sent quote cannot change (duplicate it instead). Left out,
    `notes`, `account_manager_id` and `file_repo_url` keep what the quote has."""
    notes = body.notes if "notes" in body.model_fields_set else None
    return serialised(current(session, quotes.save(session, body.quote, notes, user)))


@router.put("/shipping", response_model=QuoteOut)
def update_quote_shipping(body: ShippingUpdate, session: SessionDep, user: CurrentUser) -> Any:
    """Delivery charges: full loads at a price each, a part-load charge and an offloading charge."""
    return current(session, actions.set_shipping(session, body, user))


@router.post("/plot", response_model=QuoteOut)
def update_quote_plots(body: PlotsUpdate, session: SessionDep, user: CurrentUser) -> Any:
    """Replace the plot breakdown: each plot's number, house type and quantity of each line (by index)."""
    return current(session, actions.set_plots(session, body, user))


@router.put("/fileRepoUrl", response_model=QuoteOut)
def update_quote_file_repo_url(body: FileRepoUrlIn, session: SessionDep, user: CurrentUser) -> Any:
    """The link to the quote's folder in the company's file repository; empty clears it. With `row_version`, a quote
    changed since is a 409."""
    return current(session, actions.set_file_repo_url(session, body.uuid, body.url, user, body.row_version))


@router.get("/history/{id}", response_model=list[HistoryItem])
def quote_history(id: QuoteId, session: SessionDep, _: CurrentUser) -> Any:
    """Every version, newest first, with who made it, when, and what changed from the one before."""
    return reading.history_of(session, id)


add_record_routes(
    router,
    RecordRoutes(
        quotes.SUBJECT_KIND,
        "quote",
        parts=("activity",),
        id_type=QuoteId,
        docs={
            "activity": "Who did what to the quote and when, newest first: saves, sends, checks, and the customer's "
            "ticks,\ncomments and decision with the client's address."
        },
    ),
)


@router.post("/history/replace", response_model=QuoteOut | SupplierQuoteOut)
def replace_quote_history(body: HistoryReplace, session: SessionDep, user: CurrentUser) -> Any:
    """Make an earlier version current: its content becomes the draft (a new version when the newest was
    sent). `type` `customer`: `quote_id` is a customer quote, and the customer quote comes back; `supplier`:
    a supplier quote (its lines, answers and charges come back), and the supplier quote comes back."""
    if body.type == "supplier":
        restored = supplier_editing.replace_with(session, body.quote_id, body.version, user, body.row_version)
        return supplier_reading.detail(session, restored)
    return current(session, quotes.replace_with(session, body.quote_id, body.version, user, body.row_version))


@router.post("/duplicate", status_code=status.HTTP_201_CREATED, response_model=QuoteOut)
def duplicate_quote(body: DuplicateIn, session: SessionDep, user: CurrentUser) -> Any:
    """A new draft with the same lines (optionally of another version, for another customer or project)."""
    return current(
        session, actions.duplicate(session, body.quote_id, body.version, body.customer_id, body.project_id, user)
    )


@router.get("/{id}", response_model=QuoteOut)
def get_quote(
    id: QuoteId, session: SessionDep, _: CurrentUser, version: Annotated[int | None, Query(ge=1)] = None
) -> Any:
    """A quote by id: its newest version, or the one asked for."""
    return serialised(reading.detail(session, id, version))


@router.delete("/{id}", status_code=status.HTTP_204_NO_CONTENT)
def delete_quote(id: QuoteId, session: SessionDep, user: CurrentUser) -> None:
    """A quote never sent is deleted (by its author, a manager or an admin). A sent one is withdrawn: kept,
    and its public page says so. Accepted and converted quotes cannot be deleted (409)."""
    actions.delete_quote(session, id, user)
