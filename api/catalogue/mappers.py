"""Product rows → response shapes: pure mapping, no queries (the product detail is read by
`api.catalogue.service.products.detail`)."""

from __future__ import annotations

from collections.abc import Iterable
from decimal import ROUND_HALF_UP, Decimal
from typing import Any

import pydantic_core
from sqlalchemy import Row

from api.catalogue.schemas import PriceChangeOut, ProductDetailOut, ProductOut, ProductRef
from api.users.columns import full_name


def margin_percent(cost: Decimal, price: Decimal) -> float | None:
    """(price - cost) / price as a percentage to one decimal, halves rounded away from zero (12.25 → 12.3)."""
    if price <= 0:
        return None
    return float(((price - cost) * 100 / price).quantize(Decimal("0.1"), rounding=ROUND_HALF_UP))


# ProductOut's fields in order, and those read off the product under the same name.
OUT_FIELDS = tuple(ProductOut.model_fields)
READ = ("id", *(name for name in OUT_FIELDS if name not in ("product_id", "supplier_name", "margin_percent")))


def _fields(product: Any, supplier_name: str, keys: tuple[str, ...] | None = None) -> dict[str, Any]:
    """ProductOut's fields of a Product or of a row of its columns (read as a dict at once: a row's attributes
    one by one cost more than the query for a few hundred products). `keys`: the rows' column names, when the
    caller has them (`Row._asdict` works them out again for each row: a third of the mapping's time)."""
    if isinstance(product, Row):
        values = dict(zip(keys or product._fields, product, strict=True))
    else:
        values = {name: getattr(product, name) for name in READ}
    values.update(
        product_id=values["id"],
        supplier_name=supplier_name,
        margin_percent=margin_percent(values["cost_price"], values["list_price"]),
    )
    return {name: values[name] for name in OUT_FIELDS}


def product_out(row: Any) -> ProductOut:
    """`row` is (product, supplier name); the product a Product or a row of its columns."""
    return ProductOut.model_validate(_fields(row[0], row[1]))


def products_json(rows: Iterable[Any], **around: Any) -> bytes:
    """ProductOut of each (product, supplier name) row as a JSON list, under `items` beside `around` when given (a
    page). Serialised at once from the database's values, which are of the fields' types already: validating and
    serialising each as a model took longer than reading them (a lookup of 100 codes, 800 products, has its JSON
    written by the database instead: `service/products_json.py`, the same bytes). Money and weights come out as
    strings ("512.00"), as ProductOut writes them."""
    items: list[dict[str, Any]] = []
    keys: tuple[str, ...] | None = None
    for product, supplier_name in rows:
        if keys is None and isinstance(product, Row):
            keys = tuple(product._fields)
        items.append(_fields(product, supplier_name, keys))
    return pydantic_core.to_json({"items": items, **around} if around else items)


def product_ref(row: Any) -> ProductRef:
    product, supplier_name = row[0], row[1]
    return ProductRef(
        product_id=product.id,
        code=product.code,
        name=product.name,
        supplier_name=supplier_name,
        list_price=product.list_price,
        selling_unit=product.selling_unit,
        status=product.status,
    )


# The price change's columns PriceChangeOut shows (`products.history` reads just these).
PRICE_CHANGE = ("changed_at", "source", "old_cost_price", "new_cost_price", "old_list_price", "new_list_price")


def price_change_out(change: Any) -> PriceChangeOut:
    """A row of `products.history`: the change's columns and its author's names."""
    return PriceChangeOut.model_validate(
        {
            "changed_at": change.changed_at,
            "changed_by_name": full_name(change, "changer") or "",
            "source": change.source,
            "old_cost_price": change.old_cost_price,
            "new_cost_price": change.new_cost_price,
            "old_list_price": change.old_list_price,
            "new_list_price": change.new_list_price,
        }
    )


def product_detail(row: Any, equivalents: list[Any], history: list[Any]) -> ProductDetailOut:
    """`row` holds the product's columns, its `supplier_name` and its creator's names (`products.detail`)."""
    return ProductDetailOut.model_validate(
        {
            **_fields(row, row.supplier_name),
            "equivalents": [product_ref(r) for r in equivalents],
            "price_history": [price_change_out(change) for change in history],
            "created_by_name": full_name(row, "creator") or "",
        }
    )
