"""Staff calls on quotes as a business: stats. (Converting an accepted quote into an order, PUT /quotes/convert,
belongs to the orders domain and is routed there.)"""

from __future__ import annotations

from datetime import date
from typing import Annotated, Any

from fastapi import APIRouter, Query

from api.auth.dependencies import CurrentUser
from api.core.deps import SessionDep
from api.core.fields import MAX_ID
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
