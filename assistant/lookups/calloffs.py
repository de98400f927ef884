"""Call-off questions: the loads called off to site, plot by plot ("when is the next load for plot 12 at Otley
Riverside?", "what's going out tomorrow from Ibstock?", "which deliveries failed this week?"), by project, customer,
works or haulier, quote, plot, state and day, read from the database at answer time; every figure of the text is
written the same way on the call-off's card."""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Sequence
from datetime import date
from typing import Any

from sqlalchemy import ColumnElement, and_, func, or_, select, true
from sqlalchemy.orm import Session, aliased

from api.crm import Contact, Organisation
from api.orders.models import Order, OrderLine, OrderPlot
from api.projects.models import Project
from api.schedules.models import CallOff, CallOffEvent, CallOffItem, Window
from assistant.lookups import balance, orders, plot_details
from assistant.lookups import cards as c
from assistant.lookups import format as fmt
from assistant.lookups.types import LookupResult, not_found
from assistant.schemas import CardOut
from assistant.understanding.types import Understanding

MOST = 6
LINK = "/call-offs/{order_id}"
BOARD = "/call-offs"
OPEN = ("requested", "booked", "confirmed", "dispatched", "rescheduled")
# The states a word asks for: "booked" loads are those booked with the works or further on, not yet delivered.
STATES: dict[str, tuple[str, ...]] = {
    "failed": ("failed",),
    "delivered": ("delivered", "part_delivered", "proof_received"),
    "proof_received": ("proof_received",),
    "confirmed": ("confirmed", "dispatched"),
    "booked": ("booked", "confirmed", "dispatched"),
    "dispatched": ("dispatched",),
    "cancelled": ("cancelled",),
    "rescheduled": ("rescheduled",),
    "unbooked": ("requested", "rescheduled"),  # asked for, not booked with the works (again) yet
    "planned": OPEN,  # "booked for the next 3 weeks": every load still to go in the period
}
WINDOWS = {"am": " AM", "pm": " PM"}
DAY = func.coalesce(CallOff.confirmed_date, CallOff.booked_date, CallOff.requested_date)


def _day(row: CallOff) -> date:
    return row.confirmed_date or row.booked_date or row.requested_date


def _conditions(u: Understanding, products: bool = True) -> list[ColumnElement[bool]]:
    """The call-offs the question is about: for its projects (else its customers), from its works or hauliers, on
    the orders of its quotes, for its plots and products."""
    e, f = u.entities, u.filters
    out: list[ColumnElement[bool]] = []
    if named := [n for n in f.numbers if n.startswith("CO-")]:
        return [CallOff.number.in_(named)]  # named by number (or shown just before): those, whatever else was named
    if e.projects:
        out.append(Order.project_id.in_([n.id for n in e.projects]))
    elif parties := [n.id for n in (*e.customers, *e.companies)]:
        out.append(Order.customer_id.in_(parties))
    if works := [n.id for n in (*e.suppliers, *e.others)]:
        out.append(or_(CallOff.supplier_id.in_(works), CallOff.haulier_id.in_(works)))
    if e.quotes:
        out.append(Order.quote_id.in_([n.id for n in e.quotes]))
    items = select(CallOffItem.call_off_id)
    if f.plots:
        plots = select(OrderPlot.id).where(func.lower(OrderPlot.plot_number).in_([p.lower() for p in f.plots]))
        out.append(CallOff.id.in_(items.where(CallOffItem.plot_id.in_(plots))))
    elif f.phase:  # "phase 3b call offs": the plots of that build phase ("phase 3": 3a and 3b too)
        out.append(CallOff.id.in_(items.where(CallOffItem.plot_id.in_(orders.phase_plots(f.phase)))))
    if e.products and products:
        lines = select(OrderLine.id).where(OrderLine.product_id.in_([n.id for n in e.products]))
        out.append(CallOff.id.in_(items.where(CallOffItem.line_id.in_(lines))))
    return out


def _about(u: Understanding) -> str:
    e, f = u.entities, u.filters
    parts = []
    where = fmt.listing([n.name for n in (*e.projects, *e.customers, *e.companies, *e.quotes)])
    if f.plots:
        plots = ("plots " if len(f.plots) > 1 else "plot ") + fmt.listing([p.upper() for p in f.plots])
        parts.append(f"for {plots}" + (f" of {where}" if where else ""))
    elif where:
        parts.append(f"for {where}")
    if works := [n.name for n in (*e.suppliers, *e.others)]:
        parts.append(f"from {fmt.listing(works)}")
    return " ".join(parts)


def _cancelled_why(session: Session, rows: Sequence[CallOff]) -> dict[int, str]:
    """Per cancelled call-off, the reason given when it was cancelled (its latest cancelling event's note)."""
    ids = [row.id for row in rows if row.status == "cancelled"]
    if not ids:
        return {}
    events = session.execute(
        select(CallOffEvent.call_off_id, CallOffEvent.note)
        .where(CallOffEvent.call_off_id.in_(ids), CallOffEvent.to_status == "cancelled", CallOffEvent.note != "")
        .order_by(CallOffEvent.call_off_id, CallOffEvent.created_at, CallOffEvent.id)
    ).all()
    return {call_off_id: note for call_off_id, note in events}


def _standing(row: CallOff, when: date, why: str = "") -> str:
    window = WINDOWS.get(row.window, "")
    status = row.status
    if status == "requested":
        return f"requested for {fmt.day(row.requested_date)}, not booked with the works yet"
    if status == "booked":
        return f"booked for {fmt.day(when)}{window}, not confirmed by the works yet"
    if status == "confirmed":
        return f"confirmed for {fmt.day(when)}{window}"
    if status == "dispatched":
        return f"dispatched, due {fmt.day(when)}{window}"
    if status in ("delivered", "part_delivered", "proof_received"):
        on = fmt.day(row.delivered_at) if row.delivered_at else fmt.day(when)
        text = ("part delivered" if status == "part_delivered" else "delivered") + f" on {on}"
        if status != "proof_received" and row.received_by:
            text += f", received by {row.received_by}"
        if row.pallets_delivered is not None:
            text += f", {fmt.count(row.pallets_delivered, 'pallet')} delivered"
        if status == "proof_received":
            text += ", proof of delivery received" + (f" (signed by {row.received_by})" if row.received_by else "")
        else:
            text += ", no proof of delivery yet"
        return text
    if status == "failed":
        text = f"failed on {fmt.day(when)}"
        text += f": {row.failure_reason}" if row.failure_reason else ""
        text += f"; charge {fmt.money(row.failure_charge)}" if row.failure_charge else ""
        return text
    if status == "rescheduled":
        failed = f"failed earlier: {row.failure_reason}" if row.failure_reason else ""
        failed += f"; charge {fmt.money(row.failure_charge)}" if failed and row.failure_charge else ""
        return f"rescheduled, requested for {fmt.day(row.requested_date)}" + (f" ({failed})" if failed else "")
    if status == "cancelled":
        return f"cancelled (was for {fmt.day(when)})" + (f": {why}" if why else "")
    return status.replace("_", " ")


def _contents(session: Session, ids: Sequence[int]) -> dict[int, tuple[list[str], list[str]]]:
    """Per call-off, its plots and its goods ("5,500 Ibstock Funton…")."""
    plots: dict[int, list[str]] = defaultdict(list)
    goods: dict[int, dict[int, tuple[str, str, object]]] = defaultdict(dict)
    rows = session.execute(
        select(CallOffItem, OrderPlot.plot_number, OrderLine.description, OrderLine.unit)
        .join(OrderLine, OrderLine.id == CallOffItem.line_id)
        .outerjoin(OrderPlot, OrderPlot.id == CallOffItem.plot_id)
        .where(CallOffItem.call_off_id.in_(ids))
        .order_by(CallOffItem.call_off_id, OrderPlot.position, OrderLine.position)
    ).all()
    for item, plot, description, unit in rows:
        if plot and plot not in plots[item.call_off_id]:
            plots[item.call_off_id].append(plot)
        _, _, before = goods[item.call_off_id].get(item.line_id, (description, unit, 0))
        goods[item.call_off_id][item.line_id] = (description, unit, before + item.quantity)  # type: ignore[operator]
    out = {}
    for call_off_id in ids:
        lines = [
            f"{fmt.quantity(quantity, unit)} {description}"  # type: ignore[arg-type]
            for description, unit, quantity in goods[call_off_id].values()
        ]
        out[call_off_id] = (plots[call_off_id], lines)
    return out


def _rows(session: Session, u: Understanding, today: date, *, products: bool) -> list[Any]:
    """The call-offs asked for, in the order they are told: the next first for "next" or a period, else the open
    ones nearest today. A state none is in gives the loads asked about as they are."""
    f = u.filters
    customer = aliased(Organisation)
    works = aliased(Organisation)
    haulier = aliased(Organisation)
    named = func.concat_ws(" ", Contact.first_name, Contact.last_name)
    site_contact = func.nullif(func.coalesce(func.nullif(CallOff.site_contact_name, ""), named), "")
    query = (
        select(CallOff, Order.number, Project.name, customer.name, works.name, haulier.name, site_contact)
        .join(Order, Order.id == CallOff.order_id)
        .join(customer, customer.id == Order.customer_id)
        .outerjoin(Project, Project.id == Order.project_id)
        .outerjoin(works, works.id == CallOff.supplier_id)
        .outerjoin(haulier, haulier.id == CallOff.haulier_id)
        .outerjoin(Contact, Contact.id == CallOff.site_contact_id)
        .where(*_conditions(u, products))
    )
    dated = query.where(CallOff.window.in_((f.window, Window.any.value))) if f.window else query
    if f.date_from is not None or f.date_to is not None:
        dated = dated.where(_in_period(f.date_from, f.date_to, failed="failed" in f.loads))
    states = [s for word in f.loads for s in STATES.get(word, ())]
    in_state: ColumnElement[bool] = CallOff.status.in_(states)
    if "failed" in f.loads:  # a load that failed and was booked again failed all the same
        in_state = or_(in_state, CallOff.failure_reason != "")
    asked = dated.where(in_state) if states else dated
    if f.next_only and not states:
        asked = asked.where(CallOff.status.in_(OPEN), today <= DAY)
    order = (
        (DAY.asc(), CallOff.id)
        if f.next_only or f.date_from is not None
        else (CallOff.status.in_(OPEN).desc(), func.abs(DAY - today), CallOff.id)
    )
    rows = session.execute(asked.order_by(*order).limit(MOST + 1)).all()
    if not rows and states and not f.listed:
        # "is the Kirkstall load confirmed?": none is; the loads asked about, with the state each is in.
        rows = session.execute(dated.order_by(*order).limit(MOST + 1)).all()
    return list(rows)


def _in_period(start: date | None, end: date | None, *, failed: bool) -> ColumnElement[bool]:
    """A load's day in the period; a failed load's also when it failed in it ("any failed drops this week": the one
    that failed on Thursday and is booked again for next week)."""
    day = and_(start <= DAY if start else true(), end >= DAY if end else true())
    if not failed:
        return day
    on = func.date(CallOffEvent.created_at)
    when = and_(on >= start if start else true(), on <= end if end else true())
    return or_(day, CallOff.id.in_(select(CallOffEvent.call_off_id).where(CallOffEvent.to_status == "failed", when)))


# Words asking how a load travels ("wot vehicle for plot 33", "is it a crane offload"): its vehicle and offload said.
VEHICLE_ASKED = re.compile(
    r"\b(?:vehicles?|lorry|lorries|wagons?|trucks?|offload\w*|unload\w*|crane|moffett|rigid|artic)\b"
)


def _carried_by(row: CallOff) -> str:
    offload = (row.offload_method or "").replace("_", " ")
    return f", on a {row.vehicle}" + (f" with {offload} offload" if offload else "")


def call_offs(session: Session, u: Understanding, today: date) -> LookupResult:
    f = u.filters
    if f.left:  # "which plots havent been called off yet": the orders' balances, not their loads
        return balance.left_to_call_off(session, u, today)
    rows = _rows(session, u, today, products=True)
    if not rows and u.entities.products:  # "block b": a plot, not the block it also names
        rows = _rows(session, u, today, products=False)
    if f.next_only and rows:
        rows = rows[:1]
    about = _about(u)
    if not rows:
        states = fmt.listing([w.replace("_", " ") for w in f.loads]) if f.listed else ""  # "no cancelled call-offs"
        return not_found(f"I found no {states} call-offs {about}.".replace("  ", " ").replace(" .", "."), [])
    contents = _contents(session, [row.id for row, *_ in rows[:MOST]])
    why = _cancelled_why(session, [row for row, *_ in rows[:MOST]])
    houses = plot_details.of(session, [row.id for row, *_ in rows[:MOST]])
    houses_asked = plot_details.ASKED.search(u.entities.terms) is not None
    sentences: list[str] = []
    cards: list[CardOut] = []
    for row, order_number, project, customer_name, works_name, haulier_name, contact_name in rows[:MOST]:
        plots, goods = contents[row.id]
        standing = _standing(row, _day(row), why.get(row.id, ""))
        where = project or customer_name
        plot_text = (
            f", plot {fmt.listing(plots)}" if len(plots) == 1 else f", plots {fmt.listing(plots)}" if plots else ""
        )
        head = (
            f"{row.number} for {where} ({customer_name}){plot_text}"
            if project
            else f"{row.number} for {where}{plot_text}"
        )
        plot_text += f" ({houses[row.id]})" if houses_asked and houses.get(row.id) else ""
        what = fmt.listing(goods)
        sentence = head + (f": {what}" if what else "") + (f" from {works_name}" if works_name else "")
        sentence += f", hauled by {haulier_name}" if haulier_name else ""
        sentence += _carried_by(row) if VEHICLE_ASKED.search(u.entities.terms) else ""
        sentences.append(f"{sentence} — {standing}.")
        cards.append(
            c.summary_card(
                "call_off",
                row.id,
                f"Call-off {row.number}",
                LINK.format(order_id=row.order_id),
                ("Number", row.number),
                ("Order", order_number),
                ("Project", project),
                ("Customer", customer_name),
                ("Plots", ", ".join(plots) or None),
                ("House type and phase", houses.get(row.id)),
                ("Goods", what or None),
                ("From", works_name),
                ("Haulier", haulier_name),
                ("Vehicle", row.vehicle),
                ("Offload", (row.offload_method or "").replace("_", " ") or None),
                ("Site contact", contact_name),
                ("Status", standing),
            )
        )
    intro = f"Call-offs {about}".strip()
    more = " There are more; the call-offs board has them all." if len(rows) > MOST else ""
    counting = f.measure == "count" and len(rows) <= MOST  # "how many drops are we doing tomorrow": the count first
    if counting:
        counted = fmt.count(len(rows), "call-off")
        cards.insert(0, c.summary_card("call_off", 0, intro, BOARD, ("Count", counted)))
        intro = f"{counted} {about}".strip()
    text = (sentences[0] if len(sentences) == 1 and not counting else f"{intro}: " + " ".join(sentences)) + more
    return LookupResult(text, cards, True, u.confidence)
