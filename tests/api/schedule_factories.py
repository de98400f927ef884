"""Schedule factories: an order with two plots (its bricks from a product with pack, pallet, weight and lead
time), and call-offs added through the service (so numbers, items and events are as the API makes them)."""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

from sqlalchemy.orm import Session

from api.crm import Kind
from api.orders.models import Order
from api.orders.service import lines_of, plots_of
from api.schedules.models import CallOff
from api.schedules.schemas.requests import CallOffAddIn
from api.schedules.service import editing
from api.users.models import Role, User
from tests.api.orders.factories import make_order
from tests.factories import make_organisation, make_product, make_user


def make_plotted_order(db: Session, *, actor: User | None = None, **fields: Any) -> Order:
    """Two plots: plot 1 takes 6,000 bricks and 200 blocks, plot 2 6,500 bricks and 200 blocks (of 12,500 and
    400). Bricks: packs of 500, pallets of 500, 2.5 kg each, 70 days' lead time."""
    works = make_organisation(db, kind=Kind.supplier, name="Ibstock Lodge Lane")
    product = make_product(
        db, works, units_per_pack=500, units_per_pallet=500, weight_kg=2.5, lead_time_days=70, name="Tradesman Red"
    )
    lines = [
        {
            "product_id": product.id,
            "code": "IBT-TRR",
            "description": "Tradesman Red",
            "quantity": "12500",
            "unit": "per_1000",
            "cost_price": "545.00",
            "sell_price": "695.00",
        },
        {"description": "Conbloc 100mm", "quantity": "400", "unit": "each", "cost_price": "1.45", "sell_price": "1.95"},
    ]
    plots = [
        {
            "plot_number": "1",
            "house_type": "Aspen",
            "quantities": [{"line": 0, "quantity": "6000"}, {"line": 1, "quantity": "200"}],
        },
        {
            "plot_number": "2",
            "house_type": "Birch",
            "quantities": [{"line": 0, "quantity": "6500"}, {"line": 1, "quantity": "200"}],
        },
    ]
    return make_order(db, actor=actor or make_user(db), lines=lines, plots=plots, **fields)


def ids_of(db: Session, order: Order) -> tuple[list[int], list[int]]:
    """(line ids, plot ids) in order."""
    return [line.id for line in lines_of(db, order.id)], [plot.id for plot, _ in plots_of(db, order.id)]


def make_call_off(
    db: Session,
    order: Order,
    *,
    plots: list[int] | None = None,
    items: list[dict[str, Any]] | None = None,
    actor: User | None = None,
    requested: date | None = None,
    **fields: Any,
) -> CallOff:
    """A call-off of whole plots (`plots`) or of `items`, requested a fortnight from today by default."""
    data = CallOffAddIn.model_validate(
        {
            "order_id": order.id,
            "plot_ids": plots or [],
            "items": items or [],
            "requested_date": requested or date.today() + timedelta(days=14),
            **fields,
        }
    )
    row = editing.add(db, data, actor or make_user(db, role=Role.manager))
    db.flush()
    return row
