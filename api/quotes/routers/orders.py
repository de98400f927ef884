"""Staff calls on quotes as a business: stats, and converting an accepted quote into a customer order."""

from __future__ import annotations

from datetime import date
from typing import Annotated, Any

from fastapi import APIRouter, Query

from api.auth.dependencies import CurrentUser
from api.core.deps import SessionDep
from api.core.fields import MAX_ID
from api.orders import convert as order_convert
from api.orders import service as orders
from api.orders.schemas import ConvertIn, OrderOut
from api.quotes.schemas import QuoteStatsOut
from api.quotes.service import listing, stats

router = APIRouter(prefix="/quotes", tags=["quotes"])


@router.get("/stats", response_model=QuoteStatsOut)
def quote_stats(
    session: SessionDep,
    _: CurrentUser,
    customer_id: Annotated[int | None, Query(ge=1, le=MAX_ID)] = None,
    project_id: Annotated[int | None, Query(ge=1, le=MAX_ID)] = None,
    account_manager_id: Annotated[int | None, Query(ge=1, le=MAX_ID)] = None,
    created_from: date | None = None,
    created_to: date | None = None,
) -> Any:
    """Counts and values by status (every status; `expired` is sent and past its date) and by month (the last
    12, by the date each quote was created), the win rate, the average margin of won quotes, and the value of
    open quotes. Filters as on GET /quotes. A quote's value is the total of the version last sent to the
    customer, or of the current draft when it was never sent."""
    filters = listing.Filters((), customer_id, project_id, account_manager_id, created_from, created_to)
    return stats.quote_stats(session, filters)


@router.put("/convert", response_model=OrderOut)
def convert_quote(body: ConvertIn, session: SessionDep, user: CurrentUser) -> Any:
    """Turn an accepted quote into a customer order: the accepted version's selected lines (with cost and sell
    prices), shipping, VAT, delivery address and the plot breakdown of those lines. The quote becomes
    `converted`. Any other quote gets 409 saying why (not accepted yet, already converted, withdrawn…)."""
    return order_convert.order_out(session, orders.convert_quote(session, body.quote_id, body.po_number, user))
