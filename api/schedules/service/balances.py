"""Ordered, called-off, delivered and remaining quantities per plot x line, per line and per order.

A cancelled call-off counts for nothing; a delivered, part-delivered or proven one counts what arrived (a part
delivery's shortfall returns to the balance); any other counts what it calls off."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

from sqlalchemy import case, func, select
from sqlalchemy.orm import Session

from api.orders.models import OrderLine, OrderPlot, OrderPlotQuantity
from api.schedules.models import CallOff, CallOffItem, CallOffStatus

S = CallOffStatus
ZERO = Decimal("0")
CLOSED = (S.delivered.value, S.part_delivered.value, S.proof_received.value)
# Call-offs still to arrive (the board's and the summary's "open").
OPEN = (S.requested.value, S.booked.value, S.confirmed.value, S.dispatched.value, S.rescheduled.value)
Cell = tuple[int | None, int]  # (plot_id, line_id)


def counted() -> Any:
    """The quantity an item draws from the balance (see the module's rule)."""
    return case(
        (CallOff.status == S.cancelled.value, ZERO),
        (CallOff.status.in_(CLOSED), CallOffItem.delivered_quantity),
        else_=CallOffItem.quantity,
    )


@dataclass
class Figures:
    ordered: Decimal = ZERO
    called_off: Decimal = ZERO
    delivered: Decimal = ZERO

    @property
    def remaining(self) -> Decimal:
        return self.ordered - self.called_off

    def add(self, other: Figures) -> None:
        self.ordered += other.ordered
        self.called_off += other.called_off
        self.delivered += other.delivered

    def out(self) -> dict[str, Decimal]:
        return {
            "ordered": self.ordered,
            "called_off": self.called_off,
            "delivered": self.delivered,
            "remaining": self.remaining,
        }


@dataclass
class OrderBalances:
    """An order's figures per cell, per line and in all; `plotted` says whether it is called off by plot."""

    plotted: bool
    cells: dict[Cell, Figures] = field(default_factory=dict)
    lines: dict[int, Figures] = field(default_factory=dict)

    def cell(self, plot_id: int | None, line_id: int) -> Figures:
        return self.cells.get((plot_id, line_id)) or Figures()

    def total(self) -> Figures:
        result = Figures()
        for figures in self.lines.values():
            result.add(figures)
        return result

    def all_delivered(self) -> bool:
        units = self.cells.values() if self.plotted else self.lines.values()
        return any(True for _ in units) and all(f.delivered >= f.ordered for f in units)


def drawn_by(keys: tuple[Any, ...], order_id: int) -> Any:
    """A subquery of the order's call-off items added up by `keys` (columns of `CallOffItem`, labelled by their
    name): `called` (see `counted`) and `delivered`."""
    return (
        select(
            *keys,
            func.sum(counted()).label("called"),
            func.sum(CallOffItem.delivered_quantity).label("delivered"),
        )
        .join(CallOff, CallOff.id == CallOffItem.call_off_id)
        .where(CallOff.order_id == order_id)
        .group_by(*keys)
        .subquery()
    )


def drawn(session: Session, order_id: int, *, exclude: int | None = None) -> dict[Cell, tuple[Decimal, Decimal]]:
    """(called off, delivered) per cell of the order's call-offs (leaving out call-off `exclude`)."""
    query = (
        select(CallOffItem.plot_id, CallOffItem.line_id, func.sum(counted()), func.sum(CallOffItem.delivered_quantity))
        .join(CallOff, CallOff.id == CallOffItem.call_off_id)
        .where(CallOff.order_id == order_id)
        .group_by(CallOffItem.plot_id, CallOffItem.line_id)
    )
    if exclude is not None:
        query = query.where(CallOff.id != exclude)
    return {
        (plot, line): (called or ZERO, delivered or ZERO) for plot, line, called, delivered in session.execute(query)
    }


def of_order(session: Session, order_id: int, *, exclude: int | None = None) -> OrderBalances:
    lines = dict(session.execute(select(OrderLine.id, OrderLine.quantity).where(OrderLine.order_id == order_id)).all())
    plotted_rows = session.execute(
        select(OrderPlotQuantity.plot_id, OrderPlotQuantity.line_id, OrderPlotQuantity.quantity)
        .join(OrderPlot, OrderPlot.id == OrderPlotQuantity.plot_id)
        .where(OrderPlot.order_id == order_id)
    ).all()
    has_plots = session.scalar(select(func.count()).select_from(OrderPlot).where(OrderPlot.order_id == order_id)) or 0
    result = OrderBalances(plotted=has_plots > 0)
    result.lines = {line_id: Figures(ordered=quantity) for line_id, quantity in lines.items()}
    for plot_id, line_id, quantity in plotted_rows:
        result.cells[(plot_id, line_id)] = Figures(ordered=quantity)
    for (plot, line_id), (called, delivered) in drawn(session, order_id, exclude=exclude).items():
        cell = result.cells.setdefault((plot, line_id), Figures())
        cell.called_off += called
        cell.delivered += delivered
        if line_id in result.lines:
            result.lines[line_id].called_off += called
            result.lines[line_id].delivered += delivered
    if not result.plotted:
        result.cells = {(None, line_id): figures for line_id, figures in result.lines.items()}
    return result


def of_orders(session: Session, order_ids: Iterable[int]) -> dict[int, Figures]:
    """Each order's figures, every line's quantities added up (for the list)."""
    ids = list(order_ids)
    if not ids:
        return {}
    result = {order_id: Figures() for order_id in ids}
    for order_id, ordered in session.execute(
        select(OrderLine.order_id, func.sum(OrderLine.quantity))
        .where(OrderLine.order_id.in_(ids))
        .group_by(OrderLine.order_id)
    ):
        result[order_id].ordered = ordered or ZERO
    for order_id, called, delivered in session.execute(
        select(CallOff.order_id, func.sum(counted()), func.sum(CallOffItem.delivered_quantity))
        .join(CallOffItem, CallOffItem.call_off_id == CallOff.id)
        .where(CallOff.order_id.in_(ids))
        .group_by(CallOff.order_id)
    ):
        result[order_id].called_off = called or ZERO
        result[order_id].delivered = delivered or ZERO
    return result
