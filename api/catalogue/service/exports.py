"""CSV export of the product list as currently searched, filtered and sorted: every matching row (up to
MAX_ROWS), not one page, streamed in batches from a server-side cursor. The headers are the import's field labels
and the values are written as the import reads them, so an export imports back as unchanged."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from sqlalchemy.orm import Session

from api.catalogue.models import CATEGORY_LABELS, STATUS_LABELS, UNIT_LABELS, Product
from api.catalogue.schemas import ProductQuery
from api.catalogue.service import search, search_where
from api.catalogue.service.import_fields import FIELDS
from api.core import csvfile
from api.core.pagination import order_by
from api.crm import Organisation
from api.crm.service.search import TRIGRAM_LENGTH, search_sorts

MAX_ROWS = 200_000
BATCH = 1000
COLUMNS = [f.name for f in FIELDS]
HEADERS = [f.label for f in FIELDS]
LABELS: dict[str, Any] = {
    "category": {c.value: label for c, label in CATEGORY_LABELS.items()},
    "selling_unit": {u.value: label for u, label in UNIT_LABELS.items()},
    "status": {s.value: label for s, label in STATUS_LABELS.items()},
}


def prepare(query: ProductQuery) -> Any:
    """The list's query with the export's columns; a bad sort or filter is refused (422) here, before the answer
    starts streaming."""
    long_words = any(len(w) >= TRIGRAM_LENGTH for w in search_where.words(query.q))
    sorts = search_sorts(search.SORTS, "x" * TRIGRAM_LENGTH if long_words else None)
    ordering = order_by(query.sort, sorts, search.DEFAULT_SORT)
    columns = [Organisation.name if name == "supplier" else getattr(Product, name) for name in COLUMNS]
    return search.filtered(query).with_only_columns(*columns).order_by(ordering, Product.id).limit(MAX_ROWS)


def _row(row: Any) -> list[Any]:
    return [
        LABELS[name].get(value, value) if name in LABELS else value for name, value in zip(COLUMNS, row, strict=True)
    ]


def stream(session: Session, statement: Any) -> Iterator[bytes]:
    return csvfile.stream_query(session, statement, HEADERS, _row, BATCH)


def filename() -> str:
    return csvfile.filename("products")
