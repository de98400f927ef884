"""Products as documents."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from sqlalchemy import select
from sqlalchemy.orm import Session

from api.catalogue.models import CATEGORY_LABELS, UNIT_LABELS, Category, Product, SellingUnit
from api.crm import Organisation
from ingest.documents.base import Builder, Doc, day, money


def _ids(session: Session) -> Iterable[int]:
    return session.scalars(select(Product.id).order_by(Product.id))


def _size(product: Product) -> str:
    sizes = [product.length_mm, product.width_mm, product.height_mm]
    return "x".join(str(s) for s in sizes) + " mm" if all(s is not None for s in sizes) else ""


def _build(session: Session, ids: Sequence[int]) -> list[Doc]:
    rows = session.execute(
        select(Product, Organisation.name)
        .join(Organisation, Organisation.id == Product.supplier_id)
        .where(Product.id.in_(ids))
    ).all()
    docs = []
    for product, supplier in rows:
        unit = UNIT_LABELS.get(SellingUnit(product.selling_unit), product.selling_unit)
        meta = {
            "code": product.code,
            "supplier": supplier,
            "category": CATEGORY_LABELS.get(Category(product.category), product.category),
            "colour": product.colour,
            "texture": product.texture,
            "size": _size(product),
            "price": f"{money(product.list_price)} {unit}",
            "lead time": f"{product.lead_time_days} days" if product.lead_time_days is not None else "",
            "price valid until": day(product.price_valid_until),
            "status": product.status,
        }
        docs.append(
            Doc(
                kind="product",
                record_id=product.id,
                title=f"Product: {product.name}",
                meta=meta,
                text=" ".join(t for t in (product.description, product.specification) if t),
                link=f"/products/{product.id}",
            )
        )
    return docs


BUILDER = Builder("product", _ids, _build)
