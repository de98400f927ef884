"""The schedule of an order added up in the database, as plain data shaped as `ScheduleOut` (for `plain_json`):
each line's balance; each plot's, with its cells (one per line, compact: figures at zero left out), in one query
grouped by plot; and its call-offs as compact rows. An order of 500 plots x 10 products is 5,000 cells: none of
them is added up, formatted or validated one by one in Python."""

from __future__ import annotations

from datetime import date
from decimal import Decimal
from typing import Any

from sqlalchemy import Text, and_, case, cast, func, select
from sqlalchemy.dialects.postgresql import aggregate_order_by
from sqlalchemy.orm import Session

from api.catalogue.models import Product
from api.core.planner import planner_setting
from api.orders.models import OrderLine, OrderPlot, OrderPlotQuantity
from api.schedules.models import CallOff, CallOffItem, LoadType, Vehicle, Window
from api.schedules.service import balances, board

ZERO = Decimal("0")
FIGURES = ("ordered", "called_off", "delivered", "remaining")


def _figure(value: Any) -> Any:
    """A quantity as `Figure` writes it (three decimals), in SQL."""
    return cast(func.round(value, 3), Text)


def _cell_figure(value: Any) -> Any:
    """As `_figure`, null at zero (a cell's figure left out)."""
    return case((value == 0, None), else_=_figure(value))


def _text(value: Decimal) -> str:
    return f"{value:.3f}"


def per(quantity: Decimal, size: int | None) -> Decimal | None:
    return (quantity / size).quantize(Decimal("0.01")) if size else None


def lines(session: Session, order_id: int) -> list[dict[str, Any]]:
    """Each line with its product's sizes and its balance (every plot's call-offs added up in the database), the
    figures as `Decimal`s."""
    drawn = balances.drawn_by((CallOffItem.line_id,), order_id)
    query = (
        select(
            OrderLine.id,
            OrderLine.position,
            OrderLine.product_id,
            OrderLine.code,
            OrderLine.description,
            OrderLine.unit,
            OrderLine.quantity,
            func.coalesce(OrderLine.lead_time_days, Product.lead_time_days),
            Product.units_per_pack,
            Product.units_per_pallet,
            Product.weight_kg,
            func.coalesce(drawn.c.called, 0),
            func.coalesce(drawn.c.delivered, 0),
        )
        .outerjoin(Product, Product.id == OrderLine.product_id)
        .outerjoin(drawn, drawn.c.line_id == OrderLine.id)
        .where(OrderLine.order_id == order_id)
        .order_by(OrderLine.position, OrderLine.id)
    )
    result = []
    for (
        line_id,
        position,
        product_id,
        code,
        text,
        unit,
        ordered,
        lead,
        pack,
        pallet,
        weight,
        called,
        delivered,
    ) in session.execute(query):
        result.append(
            {
                "ordered": ordered,
                "called_off": called,
                "delivered": delivered,
                "remaining": ordered - called,
                "line_id": line_id,
                "position": position,
                "product_id": product_id,
                "code": code,
                "description": text,
                "unit": unit,
                "units_per_pack": pack,
                "units_per_pallet": pallet,
                "weight_kg": weight,
                "lead_time_days": lead,
                "packs": per(ordered, pack),
                "pallet_count": per(ordered, pallet),
            }
        )
    return result


def plots(session: Session, order_id: int) -> list[dict[str, Any]]:
    """Each plot with its balance and its cells (one per line, in the lines' order), in one query grouped by plot;
    the figures come formatted from the database, a cell's left out at zero."""
    drawn = balances.drawn_by((CallOffItem.plot_id, CallOffItem.line_id), order_id)
    ordered = func.coalesce(OrderPlotQuantity.quantity, 0)
    called = func.coalesce(drawn.c.called, 0)
    delivered = func.coalesce(drawn.c.delivered, 0)
    figures = (ordered, called, delivered, ordered - called)

    def cells(value: Any) -> Any:
        by_line = aggregate_order_by(_cell_figure(value), OrderLine.position, OrderLine.id)
        return func.array_agg(by_line).filter(OrderLine.id.is_not(None))

    query = (
        select(
            OrderPlot.id,
            OrderPlot.plot_number,
            OrderPlot.house_type,
            OrderPlot.phase,
            *(_figure(func.coalesce(func.sum(value), 0)) for value in figures),
            *(cells(value) for value in figures),
        )
        .select_from(OrderPlot)
        .outerjoin(OrderLine, OrderLine.order_id == OrderPlot.order_id)
        .outerjoin(
            OrderPlotQuantity,
            and_(OrderPlotQuantity.plot_id == OrderPlot.id, OrderPlotQuantity.line_id == OrderLine.id),
        )
        .outerjoin(drawn, and_(drawn.c.plot_id == OrderPlot.id, drawn.c.line_id == OrderLine.id))
        .where(OrderPlot.order_id == order_id)
        .group_by(OrderPlot.id)
        .order_by(OrderPlot.position, OrderPlot.id)
    )
    # Without nested loops for this one statement: when the planner's statistics predate an order's plots (an order
    # of 500 plots just made, before autovacuum has analysed them) it expects one plot and joins the call-offs'
    # balances to each plot-and-line by a loop over all of them: 12.5 million comparisons, 2.4 s instead of 10 ms.
    with planner_setting(session, "enable_nestloop", "off"):
        rows = board.plain(session, query).all()
    result = []
    for plot_id, number, house, phase, *values in rows:
        grid = zip(*(column or () for column in values[4:]), strict=True)
        result.append(
            {
                **dict(zip(FIGURES, values[:4], strict=True)),
                "plot_id": plot_id,
                "plot_number": number,
                "house_type": house,
                "phase": phase,
                "cells": [
                    {name: figure for name, figure in zip(FIGURES, cell, strict=True) if figure is not None}
                    for cell in grid
                ],
            }
        )
    return result


# A call-off's fields the schedule's rows leave out when empty or at their usual value (the board's rows hold them
# all); the others it always holds. The order, customer and project are the schedule's own, not repeated.
ALWAYS = ("schedule_id", "number", "status", "date", "requested_date")
OPTIONAL = (
    "booked_date",
    "confirmed_date",
    "proposed_date",
    "supplier",
    "haulier",
    "purchase_order",
    "window",
    "site_address",
    "site_postcode",
    "plots",
    "vehicle",
    "load_type",
    "weight_kg",
    "pallets",
    "order_by_date",
    "warning",
)
USUAL = {"window": Window.any.value, "vehicle": Vehicle.artic.value, "load_type": LoadType.full.value}


def call_offs(session: Session, order_id: int, today: date) -> list[dict[str, Any]]:
    """The order's call-offs (requested date order) as compact rows shaped as `ScheduleCallOff`: the board's rows
    (`board.read`, in one query) without what is empty or usual."""
    ids = select(CallOff.id).where(CallOff.order_id == order_id)
    return [_compact(row) for row in board.read(session, ids, (CallOff.requested_date, CallOff.id), today)]


def _compact(row: dict[str, Any]) -> dict[str, Any]:
    compact = {key: row[key] for key in ALWAYS}
    compact.update((key, row[key]) for key in OPTIONAL if row[key] and row[key] != USUAL.get(key))
    return compact


def totals(line_rows: list[dict[str, Any]]) -> dict[str, Decimal]:
    """The order's figures: every line's added up."""
    return {name: sum((line[name] for line in line_rows), ZERO) for name in FIGURES}


def as_text(part: dict[str, Any]) -> dict[str, Any]:
    """`part`'s figures written as `Figure` writes them (three decimals)."""
    for name in FIGURES:
        part[name] = _text(part[name])
    return part
