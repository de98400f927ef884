"""The product list: words matched against the product's own text and its supplier's name, filters, sorts, and a
count that stops at COUNT_CAP so a broad search over a million products stays fast."""

from __future__ import annotations

from typing import Any

from sqlalchemy import Select, func, or_, select
from sqlalchemy.orm import Session

from api.catalogue.models import Product
from api.catalogue.schemas import ProductQuery
from api.core.errors import FieldErrors
from api.core.pagination import Page, order_by
from api.crm.models import Kind, Organisation
from api.crm.service.search import TRIGRAM_LENGTH, escape_like, search_match, search_sorts, starts_with

COUNT_CAP = 10_000
DEFAULT_SORT = "name"
SORTS = {
    "name": func.lower(Product.name),
    "code": Product.code,
    "list_price": Product.list_price,
    "cost_price": Product.cost_price,
    "lead_time_days": Product.lead_time_days,
    "updated_at": Product.updated_at,
}


def words(q: str) -> list[str]:
    return [w for w in q.lower().split() if w][:8]


def _suppliers_named(word: str) -> Select[Any]:
    return select(Organisation.id).where(
        Organisation.kind == Kind.supplier.value,
        func.lower(Organisation.name).like(f"%{escape_like(word)}%", escape="\\"),
    )


def _word(word: str) -> Any:
    """A word of the search: in the product's text, or in its supplier's name. A word shorter than a trigram
    starts the code or the name instead (prefix indexes), since every product contains most letter pairs."""
    if len(word) < TRIGRAM_LENGTH:
        return or_(starts_with(func.lower(Product.code), word), starts_with(func.lower(Product.name), word))
    return or_(search_match(Product.search_text, word), Product.supplier_id.in_(_suppliers_named(word)))


def filtered(query: ProductQuery) -> Select[Any, Any]:
    if (
        query.min_list_price is not None
        and query.max_list_price is not None
        and query.min_list_price > query.max_list_price
    ):
        raise FieldErrors({"max_list_price": "The highest price must not be below the lowest."})
    statement: Select[Any, Any] = select(Product, Organisation.name).join(
        Organisation, Organisation.id == Product.supplier_id
    )
    for word in words(query.q):
        statement = statement.where(_word(word))
    if query.supplier_ids:
        statement = statement.where(Product.supplier_id.in_(query.supplier_ids))
    if query.categories:
        statement = statement.where(Product.category.in_([c.value for c in query.categories]))
    if query.colours:
        statement = statement.where(func.lower(Product.colour).in_([c.lower() for c in query.colours]))
    if query.selling_units:
        statement = statement.where(Product.selling_unit.in_([u.value for u in query.selling_units]))
    if query.status is not None:
        statement = statement.where(Product.status == query.status.value)
    if query.min_list_price is not None:
        statement = statement.where(Product.list_price >= query.min_list_price)
    if query.max_list_price is not None:
        statement = statement.where(Product.list_price <= query.max_list_price)
    if query.max_lead_time_days is not None:
        statement = statement.where(Product.lead_time_days <= query.max_lead_time_days)
    return statement


def search(session: Session, query: ProductQuery) -> tuple[Page[Any], bool]:
    """One page of matches and whether the total is exact (false: more than COUNT_CAP matched)."""
    statement = filtered(query)
    long_words = any(len(w) >= TRIGRAM_LENGTH for w in words(query.q))
    sorts = search_sorts(SORTS, "x" * TRIGRAM_LENGTH if long_words else None)
    ordering = order_by(query.sort, sorts, DEFAULT_SORT)
    counted = (
        session.scalar(
            select(func.count()).select_from(statement.with_only_columns(Product.id).limit(COUNT_CAP + 1).subquery())
        )
        or 0
    )
    rows = session.execute(
        statement.order_by(ordering, Product.id)
        .limit(query.items_per_page)
        .offset((query.page - 1) * query.items_per_page)
    ).all()
    exact = counted <= COUNT_CAP
    return Page(list(rows), min(counted, COUNT_CAP), query.page, query.items_per_page), exact
