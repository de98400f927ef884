"""Order rows → response shapes (staff only: with costs and margin): pure mapping, no queries (the order is
read by `api.orders.service.order_detail`)."""

from __future__ import annotations

from typing import Any

from api.crm import Address, Kind, Organisation
from api.orders.models import Order, OrderLine, OrderPlot, OrderPlotQuantity
from api.orders.schemas import OrderListItem, OrderOut
from api.projects.models import Project
from api.quotes import totals
from api.quotes.mappers import address_label, user_ref
from api.quotes.models import Quote
from api.users.models import User


def _ref(record_id: int | None, name: str | None) -> dict[str, Any] | None:
    return {"id": record_id, "name": name or ""} if record_id is not None else None


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


def line_out(line: OrderLine) -> dict[str, Any]:
    return {
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


def plot_out(plot: OrderPlot, quantities: list[OrderPlotQuantity]) -> dict[str, Any]:
    return {
        "plot_id": plot.id,
        "plot_number": plot.plot_number,
        "house_type": plot.house_type,
        "phase": plot.phase,
        "quantities": [{"line_id": q.line_id, "quantity": q.quantity} for q in quantities],
    }


def order_out(
    order: Order,
    *,
    customer: Organisation | None,
    project: Project | None,
    quote: Quote | None,
    address: Address | None,
    manager: User | None,
    creator: User | None,
    lines: list[OrderLine],
    plots: list[tuple[OrderPlot, list[OrderPlotQuantity]]],
) -> OrderOut:
    figures = totals.Totals(order.subtotal, order.shipping, order.vat, order.total, order.cost_total)
    party = (customer.name, customer.kind) if customer else ("", Kind.customer.value)
    head = _head(order, party, project.name if project else None, quote.number if quote else None)
    return OrderOut.model_validate(
        {
            **head,
            "quote_version": order.quote_version,
            "delivery_address": _ref(address.id, address_label(address)) if address else None,
            "account_manager": user_ref(manager),
            "notes": order.notes,
            "vat_rate": order.vat_rate,
            "subtotal": order.subtotal,
            "shipping": order.shipping,
            "vat": order.vat,
            "cost_total": order.cost_total,
            "margin_percent": figures.margin_percent,
            "lines": [line_out(line) for line in lines],
            "plots": [plot_out(plot, quantities) for plot, quantities in plots],
            "created_by": user_ref(creator),
            "updated_at": order.updated_at,
            "version": order.version,
        }
    )
