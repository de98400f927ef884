"""Comparison and award: a request's answers side by side (or every supplier quote of a customer quote), and the
award per line or per supplier."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Path

from api.auth.dependencies import CurrentUser
from api.buying.schemas.comparison import AwardIn, ComparisonOut
from api.buying.service import award, comparison
from api.core.deps import SessionDep
from api.core.fields import MAX_ID
from api.core.responses import plain_json

router = APIRouter(prefix="/suppliers", tags=["buying"])
RecordId = Annotated[int, Path(ge=1, le=MAX_ID)]


@router.get("/request/{id}/comparison", response_model=ComparisonOut)
def request_comparison(id: RecordId, session: SessionDep, _: CurrentUser) -> Any:
    """The answers to request `{id}` as a matrix of lines x suppliers (each supplier quote's latest answered
    version): price and landed price per unit on the line's basis, lead time and the date on site against the
    required date (`too_late`), validity (ok / expiring within 7 days / expired), can't quote and alternatives,
    minimums, best price and best date marked per row, and each supplier's totals (also at minimums). Compact: a
    cell leaves out the fields at their defaults (see `ComparisonCell`)."""
    return plain_json(comparison.build(session, comparison.of_request(session, id)))


@router.get("/comparison/quote/{id}", response_model=ComparisonOut)
def quote_comparison(id: RecordId, session: SessionDep, _: CurrentUser) -> Any:
    """The same matrix over every supplier quote of customer quote `{id}`: linked to it, or asked from it."""
    return plain_json(comparison.build(session, comparison.of_customer_quote(session, id)))


@router.put("/request/{id}/award", response_model=ComparisonOut)
def request_award(id: RecordId, body: AwardIn, session: SessionDep, user: CurrentUser) -> Any:
    """Award lines of request `{id}` (`line_ids`, one supplier per row) or a whole supplier (`supplier_quote_id`),
    with a `reason`; the other suppliers' lines of those rows lose the award. `awarded: false` withdraws it.
    Lines must be priced, in a supplier's latest answer, not expired. Returns the comparison."""
    scope = comparison.of_request(session, id)
    award.award(session, scope, body, user)
    return plain_json(comparison.build(session, scope))


@router.put("/comparison/quote/{id}/award", response_model=ComparisonOut)
def quote_award(id: RecordId, body: AwardIn, session: SessionDep, user: CurrentUser) -> Any:
    """As the request's award, over the supplier quotes of customer quote `{id}`."""
    scope = comparison.of_customer_quote(session, id)
    award.award(session, scope, body, user)
    return plain_json(comparison.build(session, scope))
