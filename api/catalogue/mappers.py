"""Product rows → response shapes: pure mapping, no queries (the product detail is read by
`api.catalogue.service.products.detail`)."""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal
from typing import Any

from api.catalogue.models import PriceChange, Product
from api.catalogue.schemas import PriceChangeOut, ProductDetailOut, ProductOut, ProductRef
from api.users.models import User


def margin_percent(cost: Decimal, price: Decimal) -> float | None:
    """(price - cost) / price as a percentage to one decimal, halves rounded away from zero (12.25 → 12.3)."""
    if price <= 0:
        return None
    return float(((price - cost) * 100 / price).quantize(Decimal("0.1"), rounding=ROUND_HALF_UP))


def _fields(product: Product, supplier_name: str) -> dict[str, Any]:
    return {
        "product_id": product.id,
        "code": product.code,
        "name": product.name,
        "supplier_id": product.supplier_id,
        "supplier_name": supplier_name,
        "manufacturer_ref": product.manufacturer_ref,
        "category": product.category,
        "colour": product.colour,
        "texture": product.texture,
        "length_mm": product.length_mm,
        "width_mm": product.width_mm,
        "height_mm": product.height_mm,
        "selling_unit": product.selling_unit,
        "units_per_pack": product.units_per_pack,
        "units_per_pallet": product.units_per_pallet,
        "weight_kg": product.weight_kg,
        "cost_price": product.cost_price,
        "list_price": product.list_price,
        "margin_percent": margin_percent(product.cost_price, product.list_price),
        "price_valid_until": product.price_valid_until,
        "lead_time_days": product.lead_time_days,
        "status": product.status,
        "description": product.description,
        "specification": product.specification,
        "created_at": product.created_at,
        "updated_at": product.updated_at,
        "version": product.version,
    }


def product_out(row: Any) -> ProductOut:
    """`row` is (Product, supplier name)."""
    return ProductOut.model_validate(_fields(row[0], row[1]))


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


def price_change_out(change: PriceChange, user: User | None) -> PriceChangeOut:
    return PriceChangeOut.model_validate(
        {
            "changed_at": change.changed_at,
            "changed_by_name": user.full_name if user else "",
            "source": change.source,
            "old_cost_price": change.old_cost_price,
            "new_cost_price": change.new_cost_price,
            "old_list_price": change.old_list_price,
            "new_list_price": change.new_list_price,
        }
    )


def product_detail(row: Any, equivalents: list[Any], history: list[Any], created_by: User | None) -> ProductDetailOut:
    return ProductDetailOut.model_validate(
        {
            **_fields(row[0], row[1]),
            "equivalents": [product_ref(r) for r in equivalents],
            "price_history": [price_change_out(c, u) for c, u in history],
            "created_by_name": created_by.full_name if created_by else "",
        }
    )
