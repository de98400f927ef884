"""What is left to call off ("how much tradesman red is left to call off on SO-000002", "which plots haven't been
called off yet at mytholm"): per order named (by number, else the orders of the jobs or customers named), each
product's quantity still to call off and the plots with a balance, as the schedule works them out
(api.schedules.service.balances: a cancelled call-off draws nothing); every figure of the text is on the order's
card."""

from __future__ import annotations

from datetime import date

from sqlalchemy import ColumnElement, select
from sqlalchemy.orm import Session

from api.crm import Organisation
from api.orders.models import Order, OrderLine, OrderPlot
from api.projects.models import Project
from api.schedules.service import balances
from assistant.lookups import cards as c
from assistant.lookups import format as fmt
from assistant.lookups.types import LookupResult, not_found
from assistant.understanding.types import Understanding

MOST = 3  # orders an answer gives
LINK = "/call-offs/{order_id}"


def _conditions(u: Understanding) -> list[ColumnElement[bool]]:
    e = u.entities
    if numbers := [n for n in u.filters.numbers if n.startswith("SO-")]:
        return [Order.number.in_(numbers)]
    if e.projects:
        return [Order.project_id.in_([n.id for n in e.projects])]
    if parties := [n.id for n in (*e.customers, *e.companies)]:
        return [Order.customer_id.in_(parties)]
    return [Order.status == "open"]


def left_to_call_off(session: Session, u: Understanding, today: date) -> LookupResult:
    rows = session.execute(
        select(Order, Organisation.name, Project.name)
        .join(Organisation, Organisation.id == Order.customer_id)
        .outerjoin(Project, Project.id == Order.project_id)
        .where(*_conditions(u))
        .order_by(Order.created_at.desc(), Order.id.desc())
        .limit(MOST)
    ).all()
    if not rows:
        return not_found("I found no orders to call off.", [])
    products = {n.id for n in u.entities.products}
    sentences, cards = [], []
    for order, customer, project in rows:
        figures = balances.of_order(session, order.id)
        lines = session.execute(
            select(OrderLine.id, OrderLine.description, OrderLine.unit, OrderLine.product_id)
            .where(OrderLine.order_id == order.id)
            .order_by(OrderLine.position)
        ).all()
        asked = [line for line in lines if not products or line.product_id in products] or list(lines)
        left = [
            f"{fmt.quantity(figures.lines[line.id].remaining, line.unit)} {line.description}"
            for line in asked
            if line.id in figures.lines and figures.lines[line.id].remaining > 0
        ]
        plots = dict(
            session.execute(select(OrderPlot.id, OrderPlot.plot_number).where(OrderPlot.order_id == order.id))
            .tuples()
            .all()
        )
        open_plots = sorted(
            {plots[plot] for (plot, _), cell in figures.cells.items() if plot in plots and cell.remaining > 0},
            key=lambda number: (len(number), number),
        )
        where = f"{order.number} for {project} ({customer})" if project else f"{order.number} for {customer}"
        if left:
            text = f"{where}: still to call off {fmt.listing(left)}"
            text += f"; plots not called off in full: {fmt.listing(open_plots)}." if open_plots else "."
        else:
            text = f"{where}: everything ordered has been called off."
        sentences.append(text)
        cards.append(
            c.summary_card(
                "call_off",
                0,
                f"Still to call off on {order.number}",
                LINK.format(order_id=order.id),
                ("Order", order.number),
                ("Project", project),
                ("Customer", customer),
                ("Still to call off", ", ".join(left) or "nothing"),
                ("Plots with a balance", ", ".join(open_plots) or None),
            )
        )
    return LookupResult(" ".join(sentences), cards, True, u.confidence)
