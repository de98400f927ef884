"""Adding a call-off for plots, editing its fields, changing its plot quantities, setting plots' phases."""

from __future__ import annotations

from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from api.core.errors import FieldErrors
from api.notifications import service as notifications
from api.orders.models import Order, OrderPlot
from api.records.service import activity
from api.records.service.rules import check_previous, check_version
from api.schedules.models import SUBJECT, CallOff, CallOffItem, CallOffStatus
from api.schedules.schemas.requests import CallOffAddIn, CallOffEditIn, CallOffItemIn, PhasesIn, PlotEditIn
from api.schedules.service import calloffs, events, items
from api.users.models import User

S = CallOffStatus


def _write_items(session: Session, row: CallOff, wanted: list[items.Wanted]) -> None:
    session.execute(delete(CallOffItem).where(CallOffItem.call_off_id == row.id))
    session.add_all(
        CallOffItem(call_off_id=row.id, plot_id=w.plot_id, line_id=w.line_id, quantity=w.quantity) for w in wanted
    )
    session.flush()


def add(session: Session, data: CallOffAddIn, actor: User) -> CallOff:
    """A new call-off (requested; booked when a booked date is given) for plots of an open order."""
    order = calloffs.order_of(session, data.order_id, for_update=True)
    if order.status != "open":
        raise FieldErrors({"order_id": f"Order {order.number} is {order.status}: nothing more can be called off."})
    fields = calloffs.values(session, order, data)
    wanted, over = items.check(
        session, order, data.items, data.plot_ids, override_reason=data.override_reason, actor=actor
    )
    row = CallOff(
        number=calloffs.next_number(session),
        order_id=order.id,
        status=CallOffStatus.requested.value,
        created_by_id=actor.id,
        override_reason=data.override_reason if over else "",
        **fields,
    )
    session.add(row)
    session.flush()
    _write_items(session, row, wanted)
    events.stamp(session, row, None, row.status, actor=actor, note=row.override_reason)
    if row.booked_date is not None:
        row.status = CallOffStatus.booked.value
        events.stamp(session, row, CallOffStatus.requested.value, row.status, actor=actor)
    return row


def edit(session: Session, call_off_id: int, data: CallOffEditIn, actor: User) -> CallOff:
    """Change the call-off's dates, window, site, load, works, haulier and notes (not once it is over)."""
    row = calloffs.get(session, call_off_id, for_update=True)
    check_version(row, data.version, calloffs.LABEL)
    calloffs.require_open(row, "changed")
    order = calloffs.order_of(session, row.order_id)
    fields = calloffs.values(session, order, data)
    changes = {name: [getattr(row, name), value] for name, value in fields.items() if getattr(row, name) != value}
    for name, value in fields.items():
        setattr(row, name, value)
    if data.items is not None:
        _replace_items(session, row, data.items, data.override_reason, actor)
    if changes or data.items is not None:
        calloffs.touch(row)
    if changes:
        activity.record(session, SUBJECT, row.id, actor, "update", f"Call-off {row.number} changed", changes)
    if "booked_date" in changes:
        _rebooked(session, row, actor)
    if "booked_date" in changes or "requested_date" in changes:
        _tell_manager(session, row, order, actor)
    session.flush()
    return row


def _tell_manager(session: Session, row: CallOff, order: Order, actor: User) -> None:
    """A call-off moved to another day (on the board, say) by someone else: its account manager is told."""
    if order.account_manager_id is None or order.account_manager_id == actor.id:
        return
    day = row.booked_date or row.requested_date
    notifications.notify(
        session,
        user_id=order.account_manager_id,
        message=f"{actor.full_name} moved {row.number} ({order.number}) to {day:%a %d %b}.",
        link=f"/call-offs/{order.id}",
        actor=actor,
    )


def _rebooked(session: Session, row: CallOff, actor: User) -> None:
    """A booked date set on a call-off waiting for one books it; a new date on a confirmed one needs confirming
    again."""
    before = row.status
    if row.booked_date is None:
        return
    if before in (S.requested.value, S.rescheduled.value):
        row.status = S.booked.value
    elif before == S.confirmed.value:
        row.status = S.booked.value
        row.confirmed_date = None
    else:
        return
    events.stamp(session, row, before, row.status, actor=actor, note=f"booked for {row.booked_date:%d %b %Y}")


def _replace_items(
    session: Session, row: CallOff, wanted_items: list[CallOffItemIn], override_reason: str, actor: User
) -> None:
    if row.status == S.dispatched.value:
        raise FieldErrors({"items": f"Call-off {row.number} is on its way: its quantities can no longer change."})
    order = calloffs.order_of(session, row.order_id, for_update=True)
    wanted, over = items.check(
        session, order, wanted_items, [], override_reason=override_reason, actor=actor, exclude=row.id
    )
    _write_items(session, row, wanted)
    row.override_reason = override_reason if over else ""
    activity.record(session, SUBJECT, row.id, actor, "items", f"Call-off {row.number}: quantities changed")


def edit_plots(session: Session, data: PlotEditIn, actor: User) -> CallOff:
    """Replace the call-off's plot quantities (checked against the balance left by the other call-offs)."""
    row = calloffs.get(session, data.schedule_id, for_update=True)
    check_version(row, data.version, calloffs.LABEL)
    calloffs.require_open(row, "changed")
    _replace_items(session, row, data.items, data.override_reason, actor)
    calloffs.touch(row)
    return row


def set_phases(session: Session, data: PhasesIn, actor: User) -> None:
    order = calloffs.order_of(session, data.order_id)
    held = select(OrderPlot).where(OrderPlot.order_id == order.id).order_by(OrderPlot.id).with_for_update()
    plots = {p.id: p for p in session.scalars(held)}
    errors: dict[str, str] = {}
    seen: set[int] = set()
    for i, item in enumerate(data.plots):
        if item.plot_id not in plots:
            errors[f"plots.{i}.plot_id"] = "This plot is not on this order."
        elif item.plot_id in seen:  # two phases for one plot: the last would win without a word
            errors[f"plots.{i}.plot_id"] = "This plot is given twice."
        seen.add(item.plot_id)
    if errors:
        raise FieldErrors(errors)
    for item in data.plots:
        # The phase the edit started from: a plot's phase set by someone else since is not set over.
        plot = plots[item.plot_id]
        check_previous(plot.phase, item.previous, f"phase of plot {plot.plot_number}")
    for item in data.plots:
        plots[item.plot_id].phase = item.phase
    activity.record(session, "order", order.id, actor, "phases", f"Plot phases set on {len(data.plots)} plot(s)")
    session.flush()
