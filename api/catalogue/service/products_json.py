"""Products' `ProductOut` JSON written by PostgreSQL, byte for byte what `mappers.products_json` writes, for answers
of hundreds of products: a lookup of 100 codes answers 800 (530 KB). Read as rows, each of their values was loaded
by psycopg, mapped in Python and serialised again (10.6 ms in process for the 800, the query itself 1.2 ms); here
the database sends the answer's text, which goes out as it is (5.9 ms).

Each field's SQL gives the JSON that pydantic_core writes for the value psycopg reads: integers as they are, text
quoted by `to_json` (the same escapes), money and weights as strings of the column's scale ("512.00", str of a
Decimal), dates as ISO dates, times as pydantic writes a datetime in the connection's time zone (six digits of
microseconds unless they are zero, "Z" for UTC), the margin as `mappers.margin_percent` rounds it (halves away from
zero, a float's "-0.0" for a loss under 0.05%). `tests/api/catalogue/test_products_json.py` compares both on
awkward values."""

from __future__ import annotations

from collections.abc import Iterable

from sqlalchemy import Text, literal_column, or_, select
from sqlalchemy.orm import Session

from api.catalogue import mappers
from api.catalogue.models import Product
from api.catalogue.service import products

MARGIN = "round((p.list_price - p.cost_price) * 100 / p.list_price, 1)"
FIELDS = {
    "product_id": "p.id::text",
    "supplier_name": "to_json(p.supplier_name)::text",
    "margin_percent": (
        f"CASE WHEN p.list_price <= 0 THEN 'null' WHEN {MARGIN} = 0 AND p.cost_price > p.list_price THEN '-0.0' "
        f"ELSE {MARGIN}::text END"
    ),
}
INTEGERS = (
    "supplier_id",
    "length_mm",
    "width_mm",
    "height_mm",
    "units_per_pack",
    "units_per_pallet",
    "lead_time_days",
    "version",
)
DECIMALS = ("weight_kg", "cost_price", "list_price")
TIMES = ("created_at", "updated_at")


def _time(column: str) -> str:
    """A timestamptz as pydantic_core writes the datetime psycopg reads (in the session's time zone): six digits of
    microseconds unless they are all zero, "Z" for an offset of zero."""
    written = f"to_char({column}, 'YYYY-MM-DD\"T\"HH24:MI:SS.USTZH:TZM')"
    return f"""'"' || replace(replace({written}, '.000000', ''), '+00:00', 'Z') || '"'"""


def _field(name: str) -> str:
    column = f"p.{name}"
    if name in FIELDS:
        return FIELDS[name]
    if name in INTEGERS:
        return f"{column}::text"
    if name in DECIMALS:
        return f"""'"' || {column}::text || '"'"""
    if name in TIMES:
        return _time(column)
    return f"to_json({column})::text"  # text, enums' values and dates


# One product's object: `"name":value` pairs in ProductOut's order (a null column's value is null).
OBJECT = (
    "'{' || "
    + " || ',' || ".join(f"""'"{name}":' || coalesce({_field(name)}, 'null')""" for name in mappers.OUT_FIELDS)
    + " || '}'"
)


def lookup_json(session: Session, ids: Iterable[int], codes: Iterable[str]) -> bytes:
    """`PUT /products/lookup`'s answer: the products by id or by code (any supplier's), in name order, as a JSON
    list of ProductOut."""
    columns = Product.__table__.c
    rows = products.with_suppliers(or_(*products.lookup_conditions(ids, codes))).add_columns(columns.name_key)
    p = rows.subquery("p")
    answer = literal_column(f"'[' || coalesce(string_agg({OBJECT}, ',' ORDER BY p.name_key, p.id), '') || ']'", Text)
    text: str = session.execute(select(answer).select_from(p)).scalar_one()
    return text.encode()
