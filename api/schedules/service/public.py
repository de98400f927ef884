"""The site's, the works' and the haulier's side, by the link's token and without logging in: read the schedule
(never prices, costs or internal notes), and on a works or haulier link confirm the booked date or propose
another, mark it dispatched, and delivered with the proof. Every public call is logged with the time and the
client's address."""

from __future__ import annotations

from datetime import date, datetime
from decimal import Decimal
from pathlib import Path
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.core.errors import Conflict, FieldErrors, NotFound
from api.crm import Organisation
from api.db import utcnow
from api.notifications import service as notifications
from api.orders.models import Order, OrderLine, OrderPlot, OrderPlotQuantity
from api.projects.models import Project
from api.records.models import StoredFile
from api.records.service import activity
from api.records.service.files import Upload
from api.schedules.models import SUBJECT, CallOff, CallOffItem, CallOffStatus, LinkAudience, ScheduleLink, Window
from api.schedules.service import balances, board, calloffs, links, proofs, reading, status
from api.settings import get_settings

S = CallOffStatus
ZERO = Decimal("0")


def logged(session: Session, link: ScheduleLink, address: str, what: str) -> None:
    link.last_used_at = utcnow()
    subject, record = (SUBJECT, link.call_off_id) if link.call_off_id else ("order", link.order_id)
    activity.record(
        session,
        subject,
        record,
        None,
        "public_view" if what == "viewed" else "public",
        f"Public {link.audience} link {what} — from {address}",
        {"client_address": ["", address]},
    )


def proof(session: Session, token: str, file_id: int, address: str) -> tuple[StoredFile, Path]:
    """A proof of delivery of a call-off the link shows (404 for any other file)."""
    link = links.live(session, token)
    found = session.get(StoredFile, file_id)
    row = session.get(CallOff, found.subject_id) if found is not None and found.subject_type == SUBJECT else None
    shown = row is not None and (row.id == link.call_off_id if link.call_off_id else row.order_id == link.order_id)
    if row is None or not shown:
        raise NotFound("This proof of delivery does not exist.")
    result = proofs.proof_of(session, row, file_id)
    logged(session, link, address, f"proof {file_id} downloaded")
    return result


def acting(session: Session, token: str) -> tuple[ScheduleLink, CallOff]:
    """A live works or haulier link and its call-off (locked); a site link cannot act (409)."""
    link = links.live(session, token, for_update=True)
    if link.audience == LinkAudience.site.value or link.call_off_id is None:
        raise Conflict("This link shows the schedule only.")
    return link, calloffs.get(session, link.call_off_id, for_update=True)


def _actions(link: ScheduleLink, row: CallOff | None) -> dict[str, object]:
    none = {"can_confirm": False, "can_propose": False, "can_dispatch": False, "can_deliver": False}
    if link.audience == LinkAudience.site.value or row is None:
        return {**none, "closed_reason": "This link shows the schedule; the works and haulier update it."}
    current = S(row.status)
    allowed = status.MOVES[current]
    result = {
        "can_confirm": S.confirmed in allowed and row.booked_date is not None,
        "can_propose": current in (S.requested, S.booked, S.confirmed, S.rescheduled),
        "can_dispatch": S.dispatched in allowed,
        "can_deliver": current in (S.dispatched, S.delivered, S.part_delivered),
    }
    reason = "" if any(result.values()) else f"Call-off {row.number} is {calloffs.label(row.status).lower()}."
    return {**result, "closed_reason": reason}


CALL_OFF_COLUMNS = (
    CallOff.id,
    CallOff.number,
    CallOff.status,
    CallOff.requested_date,
    CallOff.booked_date,
    CallOff.confirmed_date,
    CallOff.proposed_date,
    CallOff.window,
    CallOff.site_address,
    CallOff.site_postcode,
    CallOff.site_contact_name,
    CallOff.site_contact_phone,
    CallOff.access_notes,
    CallOff.offload_method,
    CallOff.vehicle,
    CallOff.load_type,
    CallOff.pallets,
    CallOff.pallets_delivered,
    CallOff.delivered_at,
    CallOff.received_by,
)
ITEM_FIELDS = ("plot_number", "code", "description", "unit")


def _figure(value: Decimal | None) -> str:
    return f"{value or ZERO:.3f}"


def _call_offs(session: Session, ids: list[int]) -> list[dict[str, object]]:
    """The call-offs the link shows (`ids`), as plain data shaped as `PublicCallOffOut`,
    read in four queries whatever their number (no ORM rows, no validation one by one)."""
    weights = board.weights(ids)
    query = (
        select(*CALL_OFF_COLUMNS, weights.c.pallets)
        .outerjoin(weights, weights.c.call_off_id == CallOff.id)
        .where(board.match_ids(CallOff.id, ids))
        .order_by(CallOff.requested_date, CallOff.id)
    )
    session.flush()
    found = list(session.connection().execute(query).tuples())
    shown = [row[0] for row in found]
    items = reading.items_of_many(session, shown)
    files = reading.proofs_of_many(session, shown)
    result: list[dict[str, object]] = []
    for row in found:
        data = dict(zip(PUBLIC_KEYS, row[:-1], strict=True))
        if data["pallets"] is None:
            data["pallets"] = int(row[-1] or 0)
        data["status_label"] = calloffs.label(row[2])
        data["items"] = [
            {
                **{key: item[key] for key in ITEM_FIELDS},
                "quantity": _figure(item["quantity"]),
                "delivered_quantity": _figure(item["delivered_quantity"]),
            }
            for item in items.get(row[0], [])
        ]
        data["proofs"] = [
            {"file_id": f.id, "name": f.name, "content_type": f.content_type, "uploaded_at": f.created_at}
            for f in files.get(row[0], [])
        ]
        result.append(data)
    return result


PUBLIC_KEYS = (
    "schedule_id",
    "number",
    "status",
    "requested_date",
    "booked_date",
    "confirmed_date",
    "proposed_date",
    "window",
    "site_address",
    "site_postcode",
    "site_contact_name",
    "site_contact_phone",
    "access_notes",
    "offload_method",
    "vehicle",
    "load_type",
    "pallets",
    "pallets_delivered",
    "delivered_at",
    "received_by",
)


def _balance(ordered: Decimal | None, called: Decimal | None, delivered: Decimal | None) -> dict[str, str]:
    ordered, called = ordered or ZERO, called or ZERO
    return {
        "ordered": _figure(ordered),
        "called_off": _figure(called),
        "delivered": _figure(delivered),
        "remaining": _figure(ordered - called),
    }


def _lines(session: Session, order_id: int) -> list[dict[str, object]]:
    """Each line's balance, added up in the database."""
    drawn = balances.drawn_by((CallOffItem.line_id,), order_id)
    query = (
        select(
            OrderLine.code, OrderLine.description, OrderLine.unit, OrderLine.quantity, drawn.c.called, drawn.c.delivered
        )
        .outerjoin(drawn, drawn.c.line_id == OrderLine.id)
        .where(OrderLine.order_id == order_id)
        .order_by(OrderLine.position)
    )
    return [
        {"code": code, "description": text, "unit": unit, **_balance(ordered, called, delivered)}
        for code, text, unit, ordered, called, delivered in session.execute(query)
    ]


def _plots(session: Session, order_id: int) -> list[dict[str, object]]:
    """Each plot's balance (every line of it added up), in the database."""
    ordered = (
        select(OrderPlotQuantity.plot_id.label("plot_id"), func.sum(OrderPlotQuantity.quantity).label("ordered"))
        .join(OrderPlot, OrderPlot.id == OrderPlotQuantity.plot_id)
        .where(OrderPlot.order_id == order_id)
        .group_by(OrderPlotQuantity.plot_id)
        .subquery()
    )
    drawn = balances.drawn_by((CallOffItem.plot_id,), order_id)
    query = (
        select(
            OrderPlot.plot_number,
            OrderPlot.house_type,
            OrderPlot.phase,
            ordered.c.ordered,
            drawn.c.called,
            drawn.c.delivered,
        )
        .outerjoin(ordered, ordered.c.plot_id == OrderPlot.id)
        .outerjoin(drawn, drawn.c.plot_id == OrderPlot.id)
        .where(OrderPlot.order_id == order_id)
        .order_by(OrderPlot.position)
    )
    return [
        {"plot_number": number, "house_type": house, "phase": phase, **_balance(quantity, called, delivered)}
        for number, house, phase, quantity, called, delivered in session.execute(query)
    ]


PER_PAGE = 25


def upcoming_page(dates: list[date], per_page: int, today: date) -> int:
    """The page holding the first call-off wanted today or later (`dates` in order), where a site manager opening
    the link looks first; past the last call-off's date, the last page."""
    ahead = next((index for index, day in enumerate(dates) if day >= today), max(len(dates) - 1, 0))
    return ahead // per_page + 1


def view(
    session: Session, link: ScheduleLink, page: int | None = None, per_page: int = PER_PAGE, today: date | None = None
) -> dict[str, Any]:
    """The link's page as plain data shaped as `PublicScheduleOut`: a site link on a big order has hundreds of
    call-offs and plots, so its call-offs come a page at a time (by requested date) and its balances are added up
    in the database. Without a page, the page of the next delivery (`upcoming_page`)."""
    order = calloffs.order_of(session, link.order_id)
    customer = session.get(Organisation, order.customer_id)
    project = session.get(Project, order.project_id) if order.project_id else None
    row = calloffs.get(session, link.call_off_id) if link.call_off_id else None
    if row is not None:
        ids, dates = [row.id], [row.requested_date]
    else:
        shown = select(CallOff.id, CallOff.requested_date).where(
            CallOff.order_id == order.id, CallOff.status != S.cancelled.value
        )
        found = session.execute(shown.order_by(CallOff.requested_date, CallOff.id)).all()
        ids, dates = [id_ for id_, _ in found], [day for _, day in found]
    page = page or upcoming_page(dates, per_page, today or date.today())
    site = link.audience == LinkAudience.site.value
    settings = get_settings()
    return {
        "audience": link.audience,
        "token": link.token,
        "expires_at": link.expires_at,
        "order_number": order.number,
        "customer_name": customer.name if customer else "",
        "project_name": project.name if project else "",
        "company_name": settings.company_name,
        "company_phone": settings.company_phone,
        "lines": _lines(session, order.id) if site else [],
        "plots": _plots(session, order.id) if site else [],
        "call_offs": _call_offs(session, ids[(page - 1) * per_page : page * per_page]),
        "call_offs_total": len(ids),
        "page": page,
        "items_per_page": per_page,
        "actions": _actions(link, row),
    }


def read(
    session: Session, token: str, address: str, page: int | None = None, per_page: int = PER_PAGE
) -> dict[str, Any]:
    link = links.live(session, token)
    logged(session, link, address, "viewed")
    return view(session, link, page, per_page)


def confirm(session: Session, token: str, name: str, address: str) -> ScheduleLink:
    link, row = acting(session, token)
    if row.booked_date is None and row.status in (S.requested.value, S.rescheduled.value):
        raise Conflict(f"Call-off {row.number} has no booked date to confirm yet: propose the date you can deliver.")
    status.move(session, row, status.Move(target=S.confirmed), name=name, address=address)
    link.last_used_at = utcnow()
    return link


def propose(
    session: Session, token: str, name: str, day: date, window: Window | None, notes: str, address: str, today: date
) -> ScheduleLink:
    link, row = acting(session, token)
    if row.status not in (S.requested.value, S.booked.value, S.confirmed.value, S.rescheduled.value):
        raise Conflict(f"Call-off {row.number} is {calloffs.label(row.status).lower()}: its date can no longer move.")
    if day < today:
        raise FieldErrors({"proposed_date": "Choose a date from today on."})
    row.proposed_date = day
    row.proposal_notes = notes
    if window is not None:
        row.proposal_notes = f"{window.value.upper()}. {notes}".strip() if window != Window.any else notes
    calloffs.touch(row)
    summary = f"Call-off {row.number}: {name} proposed {day:%d %b %Y}{': ' + notes if notes else ''} — from {address}"
    activity.record(session, SUBJECT, row.id, None, "proposed", summary, {"client_address": ["", address]})
    activity.record(session, "order", row.order_id, None, "call_off", summary)
    _tell_manager(session, row, f"{row.number}: {name} proposed {day:%d %b %Y} instead")
    link.last_used_at = utcnow()
    return link


def dispatch(session: Session, token: str, name: str, note: str, address: str) -> ScheduleLink:
    link, row = acting(session, token)
    status.move(session, row, status.Move(target=S.dispatched, note=note), name=name, address=address)
    link.last_used_at = utcnow()
    return link


def deliver(
    session: Session,
    token: str,
    name: str,
    when: datetime | None,
    pallets: int | None,
    note: str,
    upload: Upload | None,
    address: str,
) -> ScheduleLink:
    """Delivered in full (from dispatched), with the name of who received it and the proof when uploaded; a
    delivered call-off only takes its proof."""
    link, row = acting(session, token)
    if row.status == S.dispatched.value:
        change = status.Move(
            target=S.delivered, received_by=name, delivered_at=when, pallets_delivered=pallets, note=note
        )
        status.move(session, row, change, name=name, address=address)
    elif row.status not in (S.delivered.value, S.part_delivered.value) or upload is None:
        status.refuse(row, S.delivered)
    if upload is not None:
        proofs.store(session, row, upload, name, address=address)
    link.last_used_at = utcnow()
    return link


def _tell_manager(session: Session, row: CallOff, message: str) -> None:
    order = session.get(Order, row.order_id)
    if order is not None and order.account_manager_id:
        notifications.notify(session, user_id=order.account_manager_id, message=message, link=f"/call-offs/{order.id}")
