"""Supplier quote lists: all with filters and search, the quotes of given suppliers, and the strict list of
answers still valid (what costing may use)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from typing import Any

from sqlalchemy import and_, case, func, or_, select
from sqlalchemy.orm import Session

from api.buying.models import (
    SupplierQuote,
    SupplierQuoteCustomerQuote,
    SupplierQuoteLine,
    SupplierQuoteStatus,
    SupplierQuoteVersion,
    SupplierRequest,
)
from api.core.pagination import Page, PageParams, paginate
from api.crm import Organisation
from api.crm.service.search import starts_a_word
from api.quotes.models import Quote

STATUSES = SupplierQuoteStatus


def status_expression(today: date | None = None) -> Any:
    """The status as read (see quotes.effective_status): expired past the deadline unanswered, or past the
    answer's valid-until date."""
    today = today or date.today()
    return case(
        (
            and_(SupplierQuote.status == STATUSES.requested.value, SupplierQuote.response_deadline < today),
            STATUSES.expired.value,
        ),
        (
            and_(SupplierQuote.status == STATUSES.answered.value, SupplierQuote.valid_until < today),
            STATUSES.expired.value,
        ),
        else_=SupplierQuote.status,
    )


@dataclass(frozen=True)
class Filters:
    statuses: tuple[SupplierQuoteStatus, ...] = ()
    supplier_ids: tuple[int, ...] = ()
    customer_quote_id: int | None = None
    project_id: int | None = None
    request_id: int | None = None
    product_id: int | None = None
    created_from: date | None = None
    created_to: date | None = None
    deadline_from: date | None = None
    deadline_to: date | None = None


def _text_has(column: Any, word: str) -> Any:
    lowered = func.lower(column)
    return and_(lowered.contains(word, autoescape=True), starts_a_word(lowered, word))


def _word(word: str) -> Any:
    """A word of the number, the party's name, the request's number or a linked customer quote's number."""
    parties = select(Organisation.id).where(_text_has(Organisation.name, word))
    requests = select(SupplierRequest.id).where(_text_has(SupplierRequest.number, word))
    linked = (
        select(SupplierQuoteCustomerQuote.supplier_quote_id)
        .join(Quote, Quote.id == SupplierQuoteCustomerQuote.quote_id)
        .where(_text_has(Quote.number, word))
    )
    return or_(
        _text_has(SupplierQuote.number, word),
        SupplierQuote.supplier_id.in_(parties),
        SupplierQuote.request_id.in_(requests),
        SupplierQuote.id.in_(linked),
    )


def shown_version_has_product(product_id: int) -> Any:
    """The version the supplier saw (else the current one) has a line of the product, or offers it instead."""
    return (
        select(SupplierQuoteLine.id)
        .join(SupplierQuoteVersion, SupplierQuoteVersion.id == SupplierQuoteLine.version_id)
        .where(
            SupplierQuoteVersion.supplier_quote_id == SupplierQuote.id,
            SupplierQuoteVersion.version == func.coalesce(SupplierQuote.sent_version, SupplierQuote.current_version),
            or_(SupplierQuoteLine.product_id == product_id, SupplierQuoteLine.alternative_product_id == product_id),
        )
        .exists()
    )


def filtered(query: Any, q: str | None, filters: Filters) -> Any:
    if q:
        query = query.where(*[_word(w) for w in q.lower().split()])
    if filters.statuses:
        query = query.where(status_expression().in_([s.value for s in filters.statuses]))
    if filters.supplier_ids:
        query = query.where(SupplierQuote.supplier_id.in_(filters.supplier_ids))
    if filters.customer_quote_id is not None:
        linked = select(SupplierQuoteCustomerQuote.supplier_quote_id).where(
            SupplierQuoteCustomerQuote.quote_id == filters.customer_quote_id
        )
        query = query.where(SupplierQuote.id.in_(linked))
    if filters.project_id is not None:
        query = query.where(SupplierQuote.project_id == filters.project_id)
    if filters.request_id is not None:
        query = query.where(SupplierQuote.request_id == filters.request_id)
    if filters.product_id is not None:
        query = query.where(shown_version_has_product(filters.product_id))
    if filters.created_from is not None:
        query = query.where(func.date(SupplierQuote.created_at) >= filters.created_from)
    if filters.created_to is not None:
        query = query.where(func.date(SupplierQuote.created_at) <= filters.created_to)
    if filters.deadline_from is not None:
        query = query.where(SupplierQuote.response_deadline >= filters.deadline_from)
    if filters.deadline_to is not None:
        query = query.where(SupplierQuote.response_deadline <= filters.deadline_to)
    return query


def sorts() -> dict[str, Any]:
    supplier_name = (
        select(func.lower(Organisation.name)).where(Organisation.id == SupplierQuote.supplier_id).scalar_subquery()
    )
    return {
        "number": SupplierQuote.number,
        "created_at": SupplierQuote.created_at,
        "updated_at": SupplierQuote.updated_at,
        "status": status_expression(),
        "supplier": supplier_name,
        "response_deadline": SupplierQuote.response_deadline,
        "required_on_site": SupplierQuote.required_on_site,
        "valid_until": SupplierQuote.valid_until,
        "answered_at": SupplierQuote.answered_at,
    }


def list_quotes(session: Session, params: PageParams, filters: Filters) -> Page[SupplierQuote]:
    """Supplier quotes, last changed first (`sort` one of `sorts()`, `-` for descending)."""
    query = filtered(select(SupplierQuote), params.q, filters)
    return paginate(session, query, params, sorts(), default_sort="-updated_at", tiebreak=SupplierQuote.id.desc())


def strict(session: Session, params: PageParams, filters: Filters, today: date | None = None) -> Page[SupplierQuote]:
    """Answered quotes still valid today (valid-until today or later): what costing may use. Soonest to expire
    first by default."""
    today = today or date.today()
    query = filtered(select(SupplierQuote), params.q, filters).where(
        SupplierQuote.status == STATUSES.answered.value, SupplierQuote.valid_until >= today
    )
    return paginate(session, query, params, sorts(), default_sort="valid_until", tiebreak=SupplierQuote.id)
