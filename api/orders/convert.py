"""Order rows → response shapes (staff only: with costs and margin)."""

from __future__ import annotations

from typing import Any

from sqlalchemy.orm import Session

from api.crm.models import Address, Kind, Organisation
from api.orders import service
from api.orders.models import Order
from api.orders.schemas import OrderListItem, OrderOut
from api.projects.models import Project
from api.quotes import totals
from api.quotes.convert import address_label
from api.quotes.models import Quote
from api.users.models import User


def _ref(record_id: int | None, name: str | None) -> dict[str, Any] | None:
    return {"id": record_id, "name": name or ""} if record_id is not None else None


def _user(session: Session, user_id: int | None) -> dict[str, Any] | None:
    user = session.get(User, user_id) if user_id else None
    return {"id": user.id, "name": user.full_name} if user else None


def _head(order: Order, customer: tuple[str, str], project: str | None, quote_number: str | None) -> dict[str, Any]:
    """`customer` is the party's (name, kind)."""
    return {
        "order_id": order.id,
        "number": order.number,
        "status": order.status,
        "quote": _ref(order.quote_id, quote_number),
        "customer": {"id": order.customer_id, "name": customer[0], "kind": customer[1]},
        "project": _ref(order.project_id, project),
        "po_number": order.po_number,
        "total": order.total,
        "created_at": order.created_at,
    }


def list_item(row: Any) -> OrderListItem:
    order, customer, kind, project, quote_number = row
    return OrderListItem.model_validate(_head(order, (customer, kind), project, quote_number))


def order_out(session: Session, order: Order) -> OrderOut:
    customer = session.get(Organisation, order.customer_id)
    project = session.get(Project, order.project_id) if order.project_id else None
    quote = session.get(Quote, order.quote_id) if order.quote_id else None
    address = session.get(Address, order.delivery_address_id) if order.delivery_address_id else None
    figures = totals.Totals(order.subtotal, order.shipping, order.vat, order.total, order.cost_total)
    party = (customer.name, customer.kind) if customer else ("", Kind.customer.value)
    head = _head(order, party, project.name if project else None, quote.number if quote else None)
    return OrderOut.model_validate(
        {
            **head,
            "quote_version": order.quote_version,
            "delivery_address": _ref(address.id, address_label(address)) if address else None,
            "account_manager": _user(session, order.account_manager_id),
            "notes": order.notes,
            "vat_rate": order.vat_rate,
            "subtotal": order.subtotal,
            "shipping": order.shipping,
            "vat": order.vat,
            "cost_total": order.cost_total,
            "margin_percent": figures.margin_percent,
            "lines": [
                {
                    "line_id": line.id,
                    "position": line.position,
                    "product_id": line.product_id,
                    "code": line.code,
                    "description": line.description,
                    "quantity": line.quantity,
                    "unit": line.unit,
                    "cost_price": line.cost_price,
                    "sell_price": line.sell_price,
                    "line_total": line.line_total,
                    "lead_time_days": line.lead_time_days,
                }
                for line in service.lines_of(session, order.id)
            ],
            "plots": [
                {
                    "plot_id": plot.id,
                    "plot_number": plot.plot_number,
                    "house_type": plot.house_type,
                    "quantities": [{"line_id": q.line_id, "quantity": q.quantity} for q in quantities],
                }
                for plot, quantities in service.plots_of(session, order.id)
            ],
            "created_by": _user(session, order.created_by_id),
            "updated_at": order.updated_at,
            "version": order.version,
        }
    )
