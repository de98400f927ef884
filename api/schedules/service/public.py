"""The site's, the works' and the haulier's side, by the link's token and without logging in: read the schedule
(never prices, costs or internal notes), and on a works or haulier link confirm the booked date or propose
another, mark it dispatched, and delivered with the proof. Every public call is logged with the time and the
client's address."""

from __future__ import annotations

from datetime import date, datetime
from pathlib import Path
from typing import Any

from sqlalchemy.orm import Session

from api.core.errors import Conflict, FieldErrors, NotFound
from api.crm import Organisation
from api.db import utcnow
from api.notifications import service as notifications
from api.orders.models import Order
from api.projects.models import Project
from api.records.models import StoredFile
from api.records.service import activity
from api.records.service.files import Upload
from api.schedules.models import SUBJECT, CallOff, CallOffStatus, LinkAudience, ScheduleLink, Window
from api.schedules.schemas.out import CallOffRow
from api.schedules.schemas.public import PublicScheduleOut
from api.schedules.service import balances, calloffs, links, proofs, reading, rows, status
from api.settings import get_settings

S = CallOffStatus


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
    shown = [link.call_off_id] if link.call_off_id else [c.id for c in calloffs.of_order(session, link.order_id)]
    found = session.get(StoredFile, file_id)
    if found is None or found.subject_type != SUBJECT or found.subject_id not in shown:
        raise NotFound("This proof of delivery does not exist.")
    result = proofs.proof_of(session, calloffs.get(session, found.subject_id), file_id)
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


def _call_offs(session: Session, shown: list[CallOff]) -> list[dict[str, object]]:
    """The call-offs the link shows, read in a handful of queries whatever their number."""
    ids = [row.id for row in shown]
    built = rows.build(session, shown)
    items = reading.items_of_many(session, ids)
    proofs = reading.proofs_of_many(session, ids)
    return [
        _call_off(row, head, items.get(row.id, []), proofs.get(row.id, []))
        for row, head in zip(shown, built, strict=True)
    ]


def _call_off(
    row: CallOff, built: CallOffRow, items: list[dict[str, Any]], files: list[StoredFile]
) -> dict[str, object]:
    return {
        "schedule_id": row.id,
        "number": row.number,
        "status": row.status,
        "status_label": calloffs.label(row.status),
        "requested_date": row.requested_date,
        "booked_date": row.booked_date,
        "confirmed_date": row.confirmed_date,
        "proposed_date": row.proposed_date,
        "window": row.window,
        "site_address": row.site_address,
        "site_postcode": row.site_postcode,
        "site_contact_name": row.site_contact_name,
        "site_contact_phone": row.site_contact_phone,
        "access_notes": row.access_notes,
        "offload_method": row.offload_method,
        "vehicle": row.vehicle,
        "load_type": row.load_type,
        "pallets": built.pallets,
        "pallets_delivered": row.pallets_delivered,
        "delivered_at": row.delivered_at,
        "received_by": row.received_by,
        "items": items,
        "proofs": [
            {"file_id": f.id, "name": f.name, "content_type": f.content_type, "uploaded_at": f.created_at}
            for f in files
        ],
    }


def view(session: Session, link: ScheduleLink) -> PublicScheduleOut:
    order = calloffs.order_of(session, link.order_id)
    customer = session.get(Organisation, order.customer_id)
    project = session.get(Project, order.project_id) if order.project_id else None
    row = calloffs.get(session, link.call_off_id) if link.call_off_id else None
    shown = [row] if row else [c for c in calloffs.of_order(session, order.id) if c.status != S.cancelled.value]
    figures = balances.of_order(session, order.id)
    lines = reading.line_balances(session, order, figures)
    settings = get_settings()
    return PublicScheduleOut.model_validate(
        {
            "audience": link.audience,
            "token": link.token,
            "expires_at": link.expires_at,
            "order_number": order.number,
            "customer_name": customer.name if customer else "",
            "project_name": project.name if project else "",
            "company_name": settings.company_name,
            "company_phone": settings.company_phone,
            "lines": lines if link.audience == LinkAudience.site.value else [],
            "plots": reading.plot_balances(session, order, figures, [line["line_id"] for line in lines])
            if link.audience == LinkAudience.site.value
            else [],
            "call_offs": _call_offs(session, shown),
            "actions": _actions(link, row),
        }
    )


def read(session: Session, token: str, address: str) -> PublicScheduleOut:
    link = links.live(session, token)
    logged(session, link, address, "viewed")
    return view(session, link)


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
