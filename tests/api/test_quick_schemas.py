"""`Quick(Schema).values` (api/core/quick.py) gives what the schema gives, or leaves the row to the schema: never a
value the schema would not give, nor a row the schema would refuse. Each schema the imports read so, on right,
wrong and unusual values of each field, alone and mixed."""

from __future__ import annotations

import random
from datetime import date, datetime
from decimal import Decimal
from typing import Any

import pytest
from pydantic import BaseModel, ValidationError

from api.catalogue.models import Category, SellingUnit, Status
from api.catalogue.schemas import ProductIn
from api.core.quick import Quick
from api.crm import AddressType
from api.crm.schemas.addresses import AddressIn
from api.crm.schemas.contacts import ContactIn
from api.crm.schemas.organisations import OrganisationIn, OrganisationUpdate

PRODUCT: dict[str, Any] = {
    "code": "IBS-1",
    "name": "Ibstock Tradesman Red Multi",
    "supplier_id": 7,
    "category": "facing_brick",
    "selling_unit": "per_1000",
    "cost_price": "400.00",
    "list_price": "520.00",
}
TEXTS: list[Any] = [
    "Red",
    " Red ",
    "",
    " ",
    "x" * 50,
    "x" * 51,
    "y" * 60,
    "y" * 61,
    "é" * 50,
    "é" * 51,
    "\u00a0Red\u00a0",
    "\x1cRed\x1f",
    "\ud800",
    "a\udfffb",
    "\t\n",
    12345,
    1.5,
    None,
    True,
    b"Red",
    ["Red"],
]
WHOLES: list[Any] = [
    215,
    "215",
    "0215",
    "0",
    0,
    -1,
    "-1",
    "+215",
    " 215",
    "215 ",
    "215.0",
    215.0,
    215.5,
    "1_000",
    "١٢",
    "²",
    "",
    None,
    True,
    False,
    1,
    20000,
    20001,
    "20001",
    365,
    366,
    1_000_000,
    1_000_001,
    "99999999999",
    2**31,
    Decimal("215"),
]
AMOUNTS: list[Any] = [
    "400.00",
    "400",
    "400.5",
    "400.555",
    "£1,234.50",
    "40,50",
    "1,2345",
    "1,234,567.5",
    " 12 ",
    "-5",
    "0",
    "NaN",
    "Infinity",
    "1e3",
    "1E-2",
    "9999999999.99",
    "10000000000",
    "2.6",
    "2.6005",
    "",
    "abc",
    5,
    -5,
    5.5,
    True,
    None,
    Decimal("1.10"),
    Decimal("1.105"),
    Decimal("-1"),
    Decimal("NaN"),
]
DATES: list[Any] = [
    "2026-12-31",
    "2026-02-30",
    "2026-1-5",
    "20261231",
    "2026-12-31T00:00:00",
    "2026-12-31 ",
    "٢٠٢٦-١٢-٣١",
    date(2026, 1, 1),
    datetime(2026, 1, 1),
    0,
    1_700_000_000,
    "",
    None,
]
ENUMS: list[Any] = [
    "facing_brick",
    "Facing brick",
    "FACING_BRICK",
    " paver",
    "per_1000",
    "m2",
    "active",
    "discontinued",
]
ENUMS += [Category.block, SellingUnit.each, Status.discontinued, AddressType.depot, "head_office", "depot", "", None, 1]
EMAILS: list[Any] = ["", " Buying@Calder.Example ", "x@localhost", "not an email", "a@b", "Ä@bücher.example", None, 5]
PHONES: list[Any] = ["", "0113 496 0000", "+44 (0)113 496-0000", "12345", "0113 496 0000 ext 2", "x" * 31, None]
POSTCODES: list[Any] = ["LS1 4AP", "ls14ap", " ls1  4ap ", "GIR 0AA", "LS1", "LS1 4AP 9", "", None, 1]
URLS: list[Any] = ["", "https://calder.example", "calder.example", "http://", "ftp://x.example", "https://x" * 300]
PRODUCT_VALUES: dict[str, list[Any]] = {
    **{name: TEXTS for name in ("code", "name", "manufacturer_ref", "colour", "texture", "description")},
    "specification": ["", "s" * 5000, "s" * 5001, None],
    **{n: WHOLES for n in ("supplier_id", "length_mm", "width_mm", "units_per_pack", "lead_time_days")},
    "height_mm": ["65", 65, None],
    "units_per_pallet": ["500", None, "0"],
    **{name: AMOUNTS for name in ("cost_price", "list_price", "weight_kg")},
    "price_valid_until": DATES,
    **{name: ENUMS for name in ("category", "selling_unit", "status")},
    "equivalent_ids": [[], [1, 2], None, "1"],
}
ORGANISATION: dict[str, Any] = {
    "name": "Calder Valley Builders",
    "account_number": "C001",
    "email": "buying@calder.example",
}
ORGANISATION_VALUES: dict[str, list[Any]] = {
    **{name: TEXTS for name in ("name", "account_number", "category", "vat_number", "description")},
    "email": EMAILS + TEXTS,
    "phone": PHONES + TEXTS,
    "website": URLS + TEXTS,
    "account_manager_id": WHOLES,
    "version": WHOLES,
}
ADDRESS: dict[str, Any] = {
    "related_id": 0,
    "address_type": "head_office",
    "line1": "1 Mill Lane",
    "town": "Leeds",
    "postcode": "LS1 4AP",
}
ADDRESS_VALUES: dict[str, list[Any]] = {
    **{name: TEXTS for name in ("label", "line1", "line2", "town", "county", "country", "delivery_notes")},
    "postcode": POSTCODES + TEXTS,
    "related_id": WHOLES,
    "address_type": ENUMS,
}
CONTACT: dict[str, Any] = {"related_id": 4, "first_name": "Sam", "email": "sam@calder.example"}
CONTACT_VALUES: dict[str, list[Any]] = {
    **{name: TEXTS for name in ("first_name", "last_name", "job_title")},
    "email": EMAILS + TEXTS,
    **{name: PHONES + TEXTS for name in ("phone", "mobile")},
    "related_id": WHOLES,
}
SCHEMAS: list[tuple[type[BaseModel], dict[str, Any], dict[str, list[Any]]]] = [
    (ProductIn, PRODUCT, PRODUCT_VALUES),
    (OrganisationIn, ORGANISATION, ORGANISATION_VALUES),
    (OrganisationUpdate, {**ORGANISATION, "version": 3}, ORGANISATION_VALUES),
    (AddressIn, ADDRESS, ADDRESS_VALUES),
    (ContactIn, CONTACT, CONTACT_VALUES),
]
LEFT_OUT = object()


def schema(model: type[BaseModel], data: dict[str, Any]) -> dict[str, Any] | None:
    try:
        return dict(model.model_validate(data).__dict__)
    except ValidationError:
        return None


def typed(values: dict[str, Any] | None) -> Any:
    """Values with their types: an enum member is equal to its value, and 1 to True."""
    return None if values is None else [(k, v, type(v)) for k, v in values.items()]


def agrees(model: type[BaseModel], data: dict[str, Any]) -> dict[str, Any] | None:
    quick = Quick(model).values(dict(data))
    if quick is not None:
        assert typed(quick) == typed(schema(model, dict(data))), data
    return quick


@pytest.mark.parametrize(("model", "base", "values"), SCHEMAS, ids=lambda s: getattr(s, "__name__", ""))
def test_each_value_of_each_field_reads_as_the_schema_reads_it_or_goes_to_the_schema(
    model: type[BaseModel], base: dict[str, Any], values: dict[str, list[Any]]
) -> None:
    assert agrees(model, base) is not None
    for name, tried in values.items():
        for value in [*tried, LEFT_OUT]:
            agrees(model, {k: v for k, v in {**base, name: value}.items() if v is not LEFT_OUT})


@pytest.mark.parametrize(("model", "base", "values"), SCHEMAS, ids=lambda s: getattr(s, "__name__", ""))
def test_rows_mixing_values_read_as_the_schema_reads_them(
    model: type[BaseModel], base: dict[str, Any], values: dict[str, list[Any]]
) -> None:
    chosen = random.Random(19)
    for _ in range(5_000):
        data = dict(base)
        for name in chosen.sample(list(values), chosen.randint(1, 6)):
            value = chosen.choice([*values[name], LEFT_OUT])
            if value is LEFT_OUT:
                data.pop(name, None)
            else:
                data[name] = value
        agrees(model, data)


def test_plain_rows_and_stored_products_are_read_without_the_schema() -> None:
    full = {
        **PRODUCT,
        "manufacturer_ref": "IB-TRM",
        "colour": "Red",
        "texture": "Sandfaced",
        "length_mm": "215",
        "width_mm": 102,
        "height_mm": "65",
        "units_per_pack": "500",
        "units_per_pallet": 500,
        "weight_kg": "2.6",
        "price_valid_until": "2026-12-31",
        "lead_time_days": "0",
        "status": "discontinued",
        "description": "",
        "specification": "BS EN 771-1",
    }
    stored = {**full, "id": 12, "version": 3, "weight_kg": Decimal("2.600"), "price_valid_until": date(2026, 12, 31)}
    stored |= {"cost_price": Decimal("400.00"), "list_price": Decimal("520.00"), "length_mm": 215}

    for data in (PRODUCT, full, stored, {**full, "cost_price": "£1,234.50", "list_price": 1500}):
        assert agrees(ProductIn, data) is not None, data


def test_plain_customer_rows_are_read_without_the_schema() -> None:
    row = {**ORGANISATION, "email": "Buying@Calder.example", "phone": "0113 496 0000", "website": "https://c.example"}
    address = {**ADDRESS, "postcode": "ls1 4ap", "county": "West Yorkshire"}

    assert agrees(OrganisationIn, row) is not None
    assert agrees(AddressIn, address) is not None
    model = Quick(AddressIn).model(address)
    assert (model.postcode, model.address_type) == ("LS1 4AP", AddressType.head_office)
    assert model.model_fields_set == set(address)


def test_a_wrong_row_gets_the_schemas_errors() -> None:
    with pytest.raises(ValidationError) as raised:
        Quick(AddressIn).model({**ADDRESS, "postcode": "nowhere"})

    assert [e["loc"] for e in raised.value.errors()] == [("postcode",)]
