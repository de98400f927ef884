"""Products' `ProductOut` JSON written by PostgreSQL, byte for byte what `mappers.products_json` writes, for answers
of hundreds of products: a lookup of 100 codes answers 800 (530 KB). Read as rows, each of their values was loaded
by psycopg, mapped in Python and serialised again (10.6 ms in process for the 800, the query itself 1.2 ms); here
the database sends each product's text, which Python joins into the list and sends as it is.

Each product's object is one `concat` of its `"name":value` pieces in ProductOut's order, each value text written as
pydantic_core writes the value psycopg reads: integers as they are, text and enums' values escaped by JSON_SCALAR
(as `to_json` escapes them), money and weights as text of the column's scale ("512.00", str of a Decimal), dates as
ISO dates, times as text as pydantic writes a datetime in the connection's time zone (six digits of microseconds
unless they are zero, "Z" for UTC), the margin as `mappers.margin_percent` rounds it (halves away from zero, a
float's "-0.0" for a loss under 0.05%), `null` for a null column. `tests/api/catalogue/test_products_json.py`
compares both on awkward values.

Why so, measured on the bench's 800 products (1,000,000 in the table) by PostgreSQL's CPU per statement and `perf`
(twelfth session, README): `row_to_json` of a row built per product cost 7.1 ms: forming each product's row and
reading its 27 fields back one by one (`heap_getattr` walks the row from its start for each), looking each field's
type up in the catalogue for every row, escaping each field's name, and growing one 530 KB text (page faults, and
two more copies for its brackets). `concat` looks its arguments' output functions up once per statement,
JSON_SCALAR its type once, the keys are constants, and each product is a row of its own: 4.8 ms, of which the rows'
scan and sort about 0.8. The 800 texts are read off the driver's cursor and joined by Python.

The statements are written once, the ids and codes bound as arrays, rather than built per request with a hundred
expanding parameters."""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from typing import Any, cast

from sqlalchemy import CursorResult, TextClause, text
from sqlalchemy.orm import Session

from api.catalogue import mappers
from api.catalogue.service import products

MARGIN = "round((p.list_price - p.cost_price) * 100 / p.list_price, 1)"
# Each field's value as text (every field of ProductOut, by its name): `concat` takes them as they are.
TEXTS = {"supplier_name": "o.name"}  # the rest are the product's own columns of text, escaped by JSON_SCALAR
NUMBERS = ("product_id", "supplier_id", "version")
NULLABLE_NUMBERS = ("length_mm", "width_mm", "height_mm", "units_per_pack", "units_per_pallet", "lead_time_days")
DECIMALS = ("cost_price", "list_price")
TIMES = ("created_at", "updated_at")
SPECIAL = {
    "product_id": "p.id",
    "weight_kg": "coalesce('\"' || p.weight_kg::text || '\"', 'null')",
    "margin_percent": (
        f"CASE WHEN p.list_price <= 0 THEN 'null' WHEN {MARGIN} = 0 AND p.cost_price > p.list_price THEN '-0.0' "
        f"ELSE {MARGIN}::text END"
    ),
    "price_valid_until": "coalesce(JSON_SCALAR(p.price_valid_until)::text, 'null')",
}


def _time(column: str) -> str:
    """A timestamptz as pydantic_core writes the datetime psycopg reads (in the session's time zone): six digits of
    microseconds unless they are all zero, "Z" for an offset of zero."""
    written = f"to_char({column}, 'YYYY-MM-DD\"T\"HH24:MI:SS.USTZH:TZM')"
    return f"""'"', replace(replace({written}, '.000000', ''), '+00:00', 'Z'), '"'"""


def _value(name: str) -> str:
    """Field `name`'s JSON as `concat` arguments: never NULL (concat would leave it out), `null` for a null column."""
    column = f"p.{name}"
    if name in SPECIAL:
        return SPECIAL[name]
    if name in NUMBERS:
        return column
    if name in NULLABLE_NUMBERS:
        return f"coalesce({column}::text, 'null')"
    if name in DECIMALS:
        return f"""'"', {column}, '"'"""
    if name in TIMES:
        return _time(column)
    return f"JSON_SCALAR({TEXTS.get(name, column)})::text"  # text and enums' values (NOT NULL columns)


# One product's object: `"name":value` in ProductOut's order, written by one `concat` per product.
OBJECT = (
    "concat("
    + ", ".join(f"""'{"{" if n == 0 else ","}"{name}":', {_value(name)}""" for n, name in enumerate(mappers.OUT_FIELDS))
    + ", '}')"
)
WHERE = {
    (True, False): "p.id = ANY(CAST(:ids AS integer[]))",
    (False, True): "lower(p.code) = ANY(CAST(:codes AS text[]))",
    (True, True): "(p.id = ANY(CAST(:ids AS integer[])) OR lower(p.code) = ANY(CAST(:codes AS text[])))",
}


@cache
def _lookup(by_ids: bool, by_codes: bool) -> TextClause:
    """The lookup's statement: its products' objects, one a row, in name order."""
    return text(
        f"SELECT {OBJECT} FROM products p JOIN organisations o ON o.id = p.supplier_id "
        f"WHERE {WHERE[by_ids, by_codes]} ORDER BY p.name_key, p.id"
    )


def lookup_json(session: Session, ids: Iterable[int], codes: Iterable[str]) -> bytes:
    """`PUT /products/lookup`'s answer: the products by id or by code (any supplier's, whatever its case), in name
    order, as a JSON list of ProductOut."""
    wanted, lowered = products.lookup_values(ids, codes)
    params = {name: values for name, values in (("ids", wanted), ("codes", lowered)) if values}
    result = cast(CursorResult[Any], session.execute(_lookup(bool(wanted), bool(lowered)), params))
    try:  # the driver's rows as they are: SQLAlchemy's rows cost 0.4 ms more for 800, and nothing of theirs applies
        found = [row[0] for row in result.cursor.fetchall()]
    finally:
        result.close()
    return f"[{','.join(found)}]".encode()
