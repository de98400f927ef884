"""Customer orders ("calder valleys orders", "whats on SO-000001", "which quote did SO-000001 come from", "how many
orders have we got", "orders on mytholm meadows"): our sales orders by number, quote, project or customer (every
order when none is named), each with its customer, job, the quote it came from, the customer's PO, its status, its
value ex and inc VAT, its lines, and when one order is answered its plots, account manager and notes ("so2 total
ex vat", "how many plots on so2", "whos the account manager on so2", "so2 notes"), read from the database at answer
time; every figure of the text is on the order's card."""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Sequence
from datetime import date
from typing import Any

from sqlalchemy import ColumnElement, Select, func, select
from sqlalchemy.orm import Session

from api.crm import Organisation
from api.orders.models import Order, OrderLine, OrderPlot
from api.projects.models import Project
from api.quotes.models import Quote
from api.users.models import User
from assistant.lookups import cards as c
from assistant.lookups import format as fmt
from assistant.lookups.types import LookupResult, not_found
from assistant.schemas import CardOut
from assistant.understanding.types import Understanding

MOST = 6
LINES = 6  # lines an order's answer names
SCHEDULE_LINK = "/call-offs/{id}"  # an order's schedule
STATES = {"open": "open", "delivered": "delivered", "cancelled": "cancelled"}


def _conditions(u: Understanding) -> list[ColumnElement[bool]]:
    """The orders named by number, else those of the quotes, projects and customers named; [] for every order."""
    e = u.entities
    if numbers := [n for n in u.filters.numbers if n.startswith("SO-")]:
        return [Order.number.in_(numbers)]
    out: list[ColumnElement[bool]] = []
    if e.quotes and not e.projects:  # "the mytholm order": the job's, not a quote its words describe
        out.append(Order.quote_id.in_([n.id for n in e.quotes]))
    if e.projects:
        out.append(Order.project_id.in_([n.id for n in e.projects]))
    elif parties := [n.id for n in (*e.customers, *e.companies, *e.others)]:
        out.append(Order.customer_id.in_(parties))
    if u.filters.phase:  # "the phase 3 order": the orders with plots of that build phase
        out.append(Order.id.in_(select(OrderPlot.order_id).where(OrderPlot.id.in_(phase_plots(u.filters.phase)))))
    return out


def phase_plots(phase: str) -> Select[int]:
    """The ids of the plots of a build phase ("3b"; "3": 3a and 3b too), as orders name them ("Phase 3a")."""
    shape = f"^(phase|ph)?\\s*{re.escape(phase.lower())}{'' if phase[-1].isalpha() else '[a-z]?'}$"
    return select(OrderPlot.id).where(func.lower(OrderPlot.phase).op("~")(shape))


def _about(u: Understanding) -> str:
    e = u.entities
    named = [n.name for n in (*e.projects, *e.quotes)] or [n.name for n in (*e.customers, *e.companies, *e.others)]
    return f"for {fmt.listing(named)}" if named else ""


def _lines(session: Session, ids: Sequence[int]) -> dict[int, list[str]]:
    """Per order, its lines as "36,000 Tradesman Red" (the first LINES)."""
    out: dict[int, list[str]] = defaultdict(list)
    for line in session.scalars(
        select(OrderLine).where(OrderLine.order_id.in_(ids)).order_by(OrderLine.order_id, OrderLine.position)
    ):
        if len(out[line.order_id]) < LINES:
            out[line.order_id].append(f"{fmt.quantity(line.quantity, line.unit)} {line.description}")
    return out


def _plots(session: Session, ids: Sequence[int]) -> dict[int, int]:
    """Per order, how many plots it is broken down into ("how many plots on so2")."""
    query = select(OrderPlot.order_id, func.count()).where(OrderPlot.order_id.in_(ids)).group_by(OrderPlot.order_id)
    return {order_id: n for order_id, n in session.execute(query).tuples()}


def _details(session: Session, order: Order) -> list[tuple[str, str | None]]:
    """One order's account manager and notes, as its card's facts (the sentence says the same)."""
    manager = session.execute(
        select(User.first_name, User.last_name).where(User.id == (order.account_manager_id or -1))
    ).first()
    return [
        ("Account manager", f"{manager[0]} {manager[1]}" if manager else None),
        ("Notes", order.notes.strip() or None),
    ]


def _said(details: list[tuple[str, str | None]]) -> str:
    """The details as a sentence: "Account manager: Ada Brennan. Notes: ..."."""
    manager, notes = (value for _, value in details)
    parts = [f"Account manager: {manager}." if manager else "", f"Notes: {notes}" if notes else ""]
    return " ".join(p for p in parts if p)


def _card(
    order: Order,
    customer: str,
    project: str | None,
    quote: str | None,
    lines: list[str],
    plots: int = 0,
    details: list[tuple[str, str | None]] | None = None,
) -> CardOut:
    """The order's figures, shown on its schedule's card (orders are no document of their own)."""
    return c.summary_card(
        "order",
        order.id,
        f"Order {order.number}",
        SCHEDULE_LINK.format(id=order.id),
        ("Number", order.number),
        ("Customer", customer),
        ("Project", project),
        ("From quote", quote),
        ("Customer PO", order.po_number or None),
        ("Status", STATES.get(order.status, order.status).capitalize()),
        ("Total ex VAT", fmt.money(order.total - order.vat)),
        ("Total inc VAT", fmt.money(order.total)),
        ("Plots", f"{plots:,}" if plots else None),
        ("Ordered", fmt.day(order.created_at)),
        *[(f"Line {n}", line) for n, line in enumerate(lines, start=1)],
        *(details or []),
    )


def _sentence(
    order: Order, customer: str, project: str | None, quote: str | None, lines: list[str], plots: int = 0
) -> str:
    where = f" ({project})" if project else ""
    parts = [
        f"{STATES.get(order.status, order.status)}",
        f"{fmt.money(order.total - order.vat)} ex VAT ({fmt.money(order.total)} inc VAT)",
    ]
    if plots:
        parts.append(f"over {fmt.count(plots, 'plot')}")
    if quote:
        parts.append(f"from {quote}")
    if order.po_number:
        parts.append(f"their PO {order.po_number}")
    text = f"{order.number} for {customer}{where}, ordered {fmt.day(order.created_at)}: " + ", ".join(parts)
    return text + (f" — {fmt.listing(lines)}" if lines else "") + "."


def customer_orders(session: Session, u: Understanding, today: date) -> LookupResult:
    where = _conditions(u)
    query: Any = (
        select(Order, Organisation.name, Project.name, Quote.number)
        .join(Organisation, Organisation.id == Order.customer_id)
        .outerjoin(Project, Project.id == Order.project_id)
        .outerjoin(Quote, Quote.id == Order.quote_id)
        .where(*where)
    )
    total = session.scalar(select(func.count()).select_from(Order).where(*where)) or 0
    rows = session.execute(query.order_by(Order.created_at.desc(), Order.id.desc()).limit(MOST)).all()
    about = _about(u)
    if not rows:
        return not_found(f"I found no orders {about}.".replace(" .", "."), [])
    lines = _lines(session, [order.id for order, *_ in rows])
    plots = _plots(session, [order.id for order, *_ in rows])
    cards, sentences = [], []
    for order, customer, project, quote in rows:
        cards.append(_card(order, customer, project, quote, lines[order.id], plots.get(order.id, 0)))
        sentences.append(_sentence(order, customer, project, quote, lines[order.id], plots.get(order.id, 0)))
    counted = fmt.count(total, "order")
    named = any(n.startswith("SO-") for n in u.filters.numbers)  # "how many plots on so2": a count of its own
    if len(rows) == 1 and total == 1 and (u.filters.measure != "count" or named):
        order, customer, project, quote = rows[0]
        details = _details(session, order)
        cards = [_card(order, customer, project, quote, lines[order.id], plots.get(order.id, 0), details)]
        return LookupResult(f"{sentences[0]} {_said(details)}".strip(), cards, True, u.confidence)
    heading = f"Orders {about}".strip()
    cards.insert(0, c.summary_card("order", 0, heading, "/quotes?tab=orders", ("Orders", counted)))
    more = " (the newest listed; the orders list has them all)" if total > len(rows) else ""
    text = f"There {'is' if total == 1 else 'are'} {counted} {about}".strip() + f"{more}: " + " ".join(sentences)
    return LookupResult(text, cards, True, u.confidence)
