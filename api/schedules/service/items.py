"""A call-off's plot quantities: checked against the order (its plots and lines) and against the balance.

Over-calling a plot or a product is refused (409 saying which and by how much) unless a manager gives a reason."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from sqlalchemy import select
from sqlalchemy.orm import Session

from api.core.errors import Conflict, FieldErrors, Forbidden
from api.orders.models import Order, OrderLine, OrderPlot
from api.records.service.rules import is_manager
from api.schedules.schemas.requests import CallOffItemIn
from api.schedules.service import balances
from api.users.models import User

ZERO = Decimal("0")


@dataclass(frozen=True)
class Wanted:
    plot_id: int | None
    line_id: int
    quantity: Decimal


def _figure(value: Decimal) -> str:
    text = f"{value:,.3f}".rstrip("0").rstrip(".")
    return text or "0"


def check(
    session: Session,
    order: Order,
    items: list[CallOffItemIn],
    plot_ids: list[int],
    *,
    override_reason: str,
    actor: User,
    exclude: int | None = None,
) -> tuple[list[Wanted], bool]:
    """The quantities to call off (`items`, plus the whole remaining balance of each plot in `plot_ids`) and
    whether they over-call. Unknown plots or lines are 422 on the field; over-calling is 409 without a reason, 403
    for a non-manager's reason."""
    lines = {line.id: line for line in session.scalars(select(OrderLine).where(OrderLine.order_id == order.id))}
    plots = {plot.id: plot for plot in session.scalars(select(OrderPlot).where(OrderPlot.order_id == order.id))}
    figures = balances.of_order(session, order.id, exclude=exclude)
    errors: dict[str, str] = {}
    wanted: dict[tuple[int | None, int], Decimal] = {}
    for i, item in enumerate(items):
        if item.line_id not in lines:
            errors[f"items.{i}.line_id"] = "This product is not on this order."
        if item.plot_id is None and plots:
            errors[f"items.{i}.plot_id"] = "Choose a plot: this order is called off plot by plot."
        elif item.plot_id is not None and not plots:
            errors[f"items.{i}.plot_id"] = "This order has no plots: leave the plot empty."
        elif item.plot_id is not None and item.plot_id not in plots:
            errors[f"items.{i}.plot_id"] = "This plot is not on this order."
        if item.quantity <= 0:
            errors[f"items.{i}.quantity"] = "Call off more than nothing."
        key = (item.plot_id, item.line_id)
        if key in wanted:
            errors[f"items.{i}.line_id"] = "This plot and product are already in the call-off."
        wanted[key] = item.quantity
    for i, plot_id in enumerate(dict.fromkeys(plot_ids)):
        plot = plots.get(plot_id)
        if plot is None:
            errors[f"plot_ids.{i}"] = "This plot is not on this order."
            continue
        left = {
            line_id: figures.cell(plot_id, line_id).remaining
            for line_id in lines
            if (plot_id, line_id) not in wanted and figures.cell(plot_id, line_id).remaining > 0
        }
        if not left and not any(key[0] == plot_id for key in wanted):
            errors[f"plot_ids.{i}"] = f"Plot {plot.plot_number} has nothing left to call off."
        wanted.update({(plot_id, line_id): quantity for line_id, quantity in left.items()})
    if not errors and not wanted:
        errors["items"] = "Call off at least one product (or pick plots with a balance)."
    if errors:
        raise FieldErrors(errors)
    over = _over(wanted, figures, lines, plots)
    if over:
        if not override_reason:
            raise Conflict(
                "This call-off asks for more than is left to call off: "
                + "; ".join(over)
                + ". A manager can override it with a reason."
            )
        if not is_manager(actor):
            raise Forbidden("Only a manager or an admin can call off more than the balance: " + "; ".join(over) + ".")
    return [Wanted(plot_id, line_id, quantity) for (plot_id, line_id), quantity in wanted.items()], bool(over)


def _over(
    wanted: dict[tuple[int | None, int], Decimal],
    figures: balances.OrderBalances,
    lines: dict[int, OrderLine],
    plots: dict[int, OrderPlot],
) -> list[str]:
    """What goes past a plot's balance of a product, or past the product's balance on the order."""
    problems = []
    per_line: dict[int, Decimal] = {}
    for (plot_id, line_id), quantity in wanted.items():
        per_line[line_id] = per_line.get(line_id, ZERO) + quantity
        if plot_id is None:
            continue
        left = figures.cell(plot_id, line_id).remaining
        if quantity > left:
            line = lines[line_id]
            problems.append(
                f"plot {plots[plot_id].plot_number}, {line.description}: {_figure(quantity)} asked, "
                f"{_figure(max(left, ZERO))} left"
            )
    for line_id, quantity in per_line.items():
        left = figures.lines[line_id].remaining
        if quantity > left and not plots:
            problems.append(f"{lines[line_id].description}: {_figure(quantity)} asked, {_figure(max(left, ZERO))} left")
    return problems
