"""What a price list's columns can be imported into: the product fields, their labels (also the export's headers,
so an export imports back), the header names that suggest them, the preview of an uploaded CSV file, and how a
row's values are read (blanks, labels such as "per 1,000" or "Facing brick", UK dates)."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from functools import lru_cache, partial
from typing import Any, BinaryIO

from api.catalogue.models import CATEGORY_BY_LABEL, STATUS_BY_LABEL, UNIT_BY_LABEL, value_of
from api.catalogue.schemas import ImportPreviewOut, ProductFields
from api.catalogue.service.products import COLUMNS
from api.core import imports
from api.core.csvfile import field
from api.core.imports import Errors

FIELDS = (
    field(
        "code",
        "Code",
        "product code, sku, item, item code, item no, item number, product no, product number, part no, "
        "part number, stock code, article, article no, supplier code, ref, reference",
        required=True,
    ),
    field("name", "Name", "description, product, product name, product description, item name, title", required=True),
    field("supplier", "Supplier", "supplier name, supplier account, supplier account number, vendor, merchant"),
    field("supplier_id", "Supplier ID", "supplier no"),
    field(
        "manufacturer_ref",
        "Manufacturer's reference",
        "manufacturer ref, manufacturers ref, mfr ref, mfg ref, manufacturer code, manufacturer part number, mpn",
    ),
    field("category", "Category", "type, product type, group, product group, range", required=True),
    field("colour", "Colour", "color, colours, colors, shade"),
    field("texture", "Texture", "finish, surface"),
    field("length_mm", "Length (mm)", "length, length mm, l mm, len"),
    field("width_mm", "Width (mm)", "width, width mm, w mm, depth, bed depth"),
    field("height_mm", "Height (mm)", "height, height mm, h mm, thickness"),
    field(
        "selling_unit",
        "Selling unit",
        "unit, units, uom, unit of measure, sold per, sales unit, sell unit, price unit, pricing unit, per",
        required=True,
    ),
    field("units_per_pack", "Units per pack", "pack size, pack qty, pack quantity, qty per pack, per pack, pack"),
    field(
        "units_per_pallet",
        "Units per pallet",
        "pallet size, pallet qty, pallet quantity, qty per pallet, per pallet, pallet",
    ),
    field("weight_kg", "Weight (kg)", "weight, weight kg, kg, unit weight, weight per unit"),
    field(
        "cost_price",
        "Cost price",
        "cost, net, net price, nett, nett price, buy, buy price, buying price, purchase price, cost per unit",
        required=True,
    ),
    field(
        "list_price",
        "List price",
        "price, list, sell, sell price, selling price, sale price, unit price, retail price, rrp",
        required=True,
    ),
    field(
        "price_valid_until",
        "Price valid until",
        "valid until, valid to, price valid to, valid till, expiry, expiry date, expires, price expiry",
    ),
    field("lead_time_days", "Lead time (days)", "lead time, lead, lead days, lead time days, delivery days"),
    field("status", "Status", "product status, availability"),
    field("description", "Long description", "details, notes, long text, extended description"),
    field("specification", "Specification", "spec, specs, technical, technical specification, standards"),
)
# Beside the product's own fields, a row may name its supplier (by name or account number) and its row number.
PRODUCT_KEYS = frozenset(COLUMNS)
ROW_KEYS = frozenset((*COLUMNS, "supplier", "row"))
_model = ProductFields.model_fields
TEXT_FIELDS = frozenset(n for n in COLUMNS if _model[n].annotation is str)
# A blank cell leaves these as they are (they cannot be blank), clears those that may be empty (None), and empties
# the free-text ones ("").
KEEP_WHEN_BLANK = frozenset(n for n in COLUMNS if _model[n].is_required()) | {"status"}
NONE_WHEN_BLANK = frozenset(n for n in COLUMNS if not _model[n].is_required() and _model[n].default is None)
ENUMS: Mapping[str, Mapping[str, str]] = {
    "category": CATEGORY_BY_LABEL,
    "selling_unit": UNIT_BY_LABEL,
    "status": STATUS_BY_LABEL,
}
UK_DATE = re.compile(r"(\d{1,2})[/.](\d{1,2})[/.](\d{4})")


def preview(stream: BinaryIO) -> ImportPreviewOut:
    """Every row of the file, cleaned, with the fields a column can be mapped to and a suggested mapping (the
    browser maps the rows and sends them to `imports.run` in batches)."""
    table = imports.read(stream)
    rows = {"rows": imports.cells(table), "row_numbers": [row.number for row in table.rows]}
    return ImportPreviewOut.model_validate({**imports.preview(table, FIELDS), **rows})


@lru_cache(maxsize=4096)
def _enum(name: str, text: str) -> str:
    """A category, selling unit or status as a file writes it (label, value or a common word) → its value; left
    as written when it names none, so the schema's message says what is allowed."""
    return value_of(ENUMS[name], text) or text


def _uk_date(text: str) -> str:
    """`31/12/2026` (as a UK spreadsheet writes a date) → `2026-12-31`; anything else as it is."""
    uk = UK_DATE.fullmatch(text)
    return f"{uk[3]}-{int(uk[2]):02d}-{int(uk[1]):02d}" if uk else text


# How a string is read, for the fields that need more than trimming.
READERS: dict[str, Callable[[str], str]] = {
    "category": partial(_enum, "category"),
    "selling_unit": partial(_enum, "selling_unit"),
    "status": partial(_enum, "status"),
    "price_valid_until": _uk_date,
}
NOT_PRODUCT_FIELD = "This is not a product field an import takes"


def product_values(row: Mapping[str, Any]) -> tuple[dict[str, Any], Errors]:
    """The product fields a row gives, read as a file writes them, and an error for each key that is not one.
    A blank required field is left out (an update keeps the product's value; a new product is told it is
    required); a blank optional one is cleared. Runs once per row of a 50,000-row file: kept lean."""
    given: dict[str, Any] = {}
    errors: Errors = []
    for name, value in row.items():
        if name not in PRODUCT_KEYS:
            if name not in ROW_KEYS:
                errors.append({"field": name, "message": NOT_PRODUCT_FIELD})
            continue  # the supplier's name or account number, and the row's number, are read by the caller
        kind = type(value)
        if kind is str:
            value = value.strip()
            if value:
                if name in READERS:
                    value = READERS[name](value)
                given[name] = value
                continue
        elif value is not None:
            # a code or name that a spreadsheet or a JSON writer turned into a number
            given[name] = str(value) if (kind is int or kind is float) and name in TEXT_FIELDS else value
            continue
        if name not in KEEP_WHEN_BLANK:
            given[name] = None if name in NONE_WHEN_BLANK else ""
    return given, errors
