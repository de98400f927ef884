"""The lookup's JSON written by PostgreSQL (`products_json`) is byte for byte what the rows' mapping writes
(`mappers.products_json`), on awkward values: margins at and around the rounding, money at its limits, quotes,
control characters and non-ASCII text, nulls, times with and without microseconds, in several time zones."""

from __future__ import annotations

import json
from datetime import UTC, date, datetime
from decimal import Decimal
from typing import Any

import pytest
from sqlalchemy import select, text
from sqlalchemy.orm import Session

from api.catalogue import mappers
from api.catalogue.models import Product
from api.catalogue.service import products
from api.catalogue.service.products_json import lookup_json
from api.crm import Kind
from tests.factories import make_organisation, make_product

# (cost, list price) pairs: a half rounded away from zero either way, a loss under 0.05% ("-0.0"), no margin, all
# margin, a price of nothing (no margin), and money at its limits.
PRICES = [
    ("87.75", "100.00"),
    ("100.05", "100.00"),
    ("100.04", "100.00"),
    ("100.00", "100.00"),
    ("0.00", "100.00"),
    ("5.00", "0.00"),
    ("9999999999.99", "0.01"),
    ("0.01", "9999999999.99"),
    ("400.00", "536.50"),
    ("1.00", "3.00"),
]
TEXTS = ['Quote " and \\ backslash', "Line\nbreak\ttab\x01\x1f\x7f", "Brique émaillée 😀 \u2028 ½", "", "</script>"]
TIMES = [
    datetime(2026, 1, 5, 9, 30, 0, tzinfo=UTC),
    datetime(2026, 7, 5, 9, 30, 0, 123400, tzinfo=UTC),
    datetime(2026, 3, 29, 0, 59, 59, 5, tzinfo=UTC),
    datetime(1999, 12, 31, 23, 59, 59, 999999, tzinfo=UTC),
]


@pytest.fixture
def awkward(db: Session) -> list[int]:
    supplier = make_organisation(db, kind=Kind.supplier, name='Smith & "Sons" \\ Ltd — Brique')
    made = []
    for n, (cost, price) in enumerate(PRICES):
        made.append(
            make_product(
                db,
                supplier,
                name=f"{TEXTS[n % len(TEXTS)]} {n}",
                cost_price=cost,
                list_price=price,
                manufacturer_ref=TEXTS[(n + 1) % len(TEXTS)],
                colour=TEXTS[(n + 2) % len(TEXTS)],
                description=TEXTS[(n + 3) % len(TEXTS)],
                specification=TEXTS[(n + 4) % len(TEXTS)] * 3,
                weight_kg=[None, Decimal("0.000"), Decimal("2.650"), Decimal("9999999.999")][n % 4],
                length_mm=None if n % 2 else 215,
                units_per_pack=None if n % 3 else 500,
                price_valid_until=None if n % 2 else date(2030, 3, 31),
                lead_time_days=None if n % 3 == 1 else n,
                status="discontinued" if n % 4 == 3 else "active",
                created_at=TIMES[n % len(TIMES)],
                updated_at=TIMES[(n + 1) % len(TIMES)],
            )
        )
    made.append(make_product(db, supplier, name="Plain"))  # the factory's defaults and the database's times
    db.flush()
    return [p.id for p in made]


def mapped(db: Session, ids: list[int]) -> bytes:
    """The same products read as rows and mapped in Python, in the lookup's order."""
    ordered = db.scalars(select(Product.id).where(Product.id.in_(ids)).order_by(Product.name_key, Product.id))
    rows = products.by_ids(db, ids)
    return mappers.products_json([rows[i] for i in ordered])


@pytest.mark.parametrize("zone", ["UTC", "Europe/London", "Asia/Kolkata", "America/St_Johns"])
def test_the_json_is_the_mappings_byte_for_byte(db: Session, awkward: list[int], zone: str) -> None:
    db.execute(text("SELECT set_config('TimeZone', :zone, true)"), {"zone": zone})

    written = lookup_json(db, awkward, [])

    assert written == mapped(db, awkward)
    answered = json.loads(written)
    assert len(answered) == len(PRICES) + 1
    margins = {p["cost_price"] + "/" + p["list_price"]: p["margin_percent"] for p in answered}
    assert margins["87.75/100.00"] == 12.3 and margins["100.05/100.00"] == -0.1
    assert margins["5.00/0.00"] is None and str(margins["100.04/100.00"]) == "-0.0"


def test_codes_and_ids_together_in_name_order(db: Session, awkward: list[int]) -> None:
    codes = [c.lower() for c in db.scalars(select(Product.code).where(Product.id.in_(awkward[:3])))]

    written = lookup_json(db, awkward[5:7], codes)

    assert written == mapped(db, [*awkward[:3], *awkward[5:7]])
    assert len(json.loads(written)) == 5


def test_nothing_found_is_an_empty_list(db: Session) -> None:
    assert lookup_json(db, [2_000_000_000], ["NO-SUCH-CODE"]) == b"[]"


def test_every_field_of_product_out_in_its_order(db: Session, awkward: list[int]) -> None:
    [first] = json.loads(lookup_json(db, awkward[:1], []))

    assert tuple(first) == mappers.OUT_FIELDS


def test_rows_of_the_mapping_keep_their_types(db: Session, awkward: list[int]) -> None:
    """The reference itself: what the mapping writes for these rows is what ProductOut writes."""
    rows = products.by_ids(db, awkward)
    by_model: list[Any] = [json.loads(mappers.product_out(rows[i]).model_dump_json()) for i in awkward]

    assert by_model == [json.loads(mappers.products_json([rows[i]]))[0] for i in awkward]
