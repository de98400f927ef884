"""What the catalogue holds that points at CRM records: a supplier with products cannot be deleted."""

from __future__ import annotations

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.catalogue.models import Product
from api.crm.service.organisations import register_dependant


@register_dependant
def supplier_products(session: Session, org_id: int) -> tuple[int, str, str]:
    count = session.scalar(select(func.count()).where(Product.supplier_id == org_id)) or 0
    return count, "product", "products"
