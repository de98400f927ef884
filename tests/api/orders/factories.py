"""Order factories: orders taken directly through the orders service (so totals are right)."""

from __future__ import annotations

from typing import Any

from sqlalchemy.orm import Session

from api.crm import Kind, Organisation
from api.orders import service
from api.orders.models import Order
from api.orders.schemas import OrderIn
from api.users.models import User
from tests.factories import make_organisation, make_user

LINES = [
    {
        "code": "IBT-TRR",
        "description": "Tradesman Red",
        "quantity": "12.5",
        "unit": "per_1000",
        "cost_price": "545.00",
        "sell_price": "695.00",
    },
    {"description": "Conbloc 100mm", "quantity": "400", "unit": "each", "cost_price": "1.45", "sell_price": "1.95"},
]


def make_order(
    db: Session,
    *,
    customer: Organisation | None = None,
    actor: User | None = None,
    lines: list[dict[str, Any]] | None = None,
    status: str | None = None,
    **fields: Any,
) -> Order:
    """A direct order (12.5 per 1,000 at 695.00 = 8687.50 and 400 blocks at 1.95 = 780.00 by default)."""
    customer = customer or make_organisation(db, kind=Kind.customer)
    data = OrderIn.model_validate({"customer_id": customer.id, "lines": LINES if lines is None else lines, **fields})
    order = service.create(db, data, actor or make_user(db))
    if status is not None:
        order.status = status
    db.flush()
    return order
