"""Mailing the schedule of an order (or one call-off) with a public link: to the customer's site contact (read
only), or to the works or the haulier (they confirm, propose another date, dispatch and deliver on it). The
preview shows the mail without sending it."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from api.buying.models import PurchaseOrderContact
from api.core.errors import Conflict, FieldErrors
from api.crm import Contact
from api.crm.service.recipients import Recipient, recipients
from api.mail import compose as compose_mail
from api.mail import service as mail
from api.mail.compose import Mail
from api.orders.models import Order
from api.projects.models import Project
from api.quotes.models import QuoteContact
from api.records.service import activity
from api.schedules.models import SUBJECT, CallOff, LinkAudience
from api.schedules.schemas.requests import ScheduleSendIn
from api.schedules.service import calloffs, links, reading, rows
from api.settings import get_settings
from api.users.models import User

TEMPLATES = Path(__file__).resolve().parent.parent / "templates"
ENV = compose_mail.templates(TEMPLATES)
LINK_PLACEHOLDER = "(the link is made when the mail is sent)"


@dataclass
class Plan:
    order: Order
    call_off: CallOff | None
    audience: LinkAudience
    recipients: list[Recipient]
    problems: list[str] = field(default_factory=list)


def _target(session: Session, data: ScheduleSendIn) -> tuple[Order, CallOff | None]:
    if data.schedule_id is not None:
        row = calloffs.get(session, data.schedule_id)
        if data.order_id is not None and data.order_id != row.order_id:
            raise FieldErrors({"schedule_id": "This call-off is on another order."})
        return calloffs.order_of(session, row.order_id), row
    if data.order_id is None:
        raise FieldErrors({"order_id": "Choose the order (or one call-off) to send."})
    if data.audience != LinkAudience.site:
        raise FieldErrors({"schedule_id": "The works and the haulier get one call-off: choose it."})
    return calloffs.order_of(session, data.order_id), None


def _organisation(order: Order, row: CallOff | None, audience: LinkAudience) -> int | None:
    if audience == LinkAudience.site:
        return order.customer_id
    assert row is not None
    return row.supplier_id if audience == LinkAudience.works else row.haulier_id


def _default_contacts(session: Session, order: Order, row: CallOff | None, audience: LinkAudience) -> list[int]:
    if audience == LinkAudience.site:
        if row is not None and row.site_contact_id:
            return [row.site_contact_id]
        sites = session.scalars(
            select(CallOff.site_contact_id).where(CallOff.order_id == order.id, CallOff.site_contact_id.is_not(None))
        ).all()
        if sites:
            return list(dict.fromkeys(s for s in sites if s is not None))
        if order.quote_id:
            return list(session.scalars(select(QuoteContact.contact_id).where(QuoteContact.quote_id == order.quote_id)))
        return []
    assert row is not None
    if audience == LinkAudience.works and row.purchase_order_id:
        ids = list(
            session.scalars(
                select(PurchaseOrderContact.contact_id).where(
                    PurchaseOrderContact.purchase_order_id == row.purchase_order_id
                )
            )
        )
        if ids:
            return ids
    org = _organisation(order, row, audience)
    if org is None:
        return []
    return list(
        session.scalars(
            select(Contact.id).where(Contact.organisation_id == org, Contact.archived.is_(False), Contact.email != "")
        )
    )


def plan(session: Session, data: ScheduleSendIn) -> Plan:
    order, row = _target(session, data)
    audience = data.audience
    org = _organisation(order, row, audience)
    result = Plan(order, row, audience, [])
    if org is None:
        who = "works" if audience == LinkAudience.works else "haulier"
        result.problems.append(f"Call-off {row.number if row else ''} has no {who}: choose it on the call-off first.")
        return result
    result.recipients = recipients(
        session, org, data.contact_ids, lambda: _default_contacts(session, order, row, audience)
    )
    if row is not None and row.status == "cancelled":
        result.problems.append(f"Call-off {row.number} is cancelled.")
    if not result.recipients:
        result.problems.append("Nobody to send it to: choose a contact with an email address.")
    return result


def _summary(session: Session, row: CallOff) -> dict[str, Any]:
    built = rows.build(session, [row])[0]
    return {
        "number": row.number,
        "date": f"{built.date:%a %d %b %Y}",
        "window": {"am": "AM", "pm": "PM"}.get(row.window, ""),
        "status": built.status_label,
        "site": ", ".join(p for p in (row.site_address, row.site_postcode) if p and p not in row.site_address)
        or row.site_address,
        "lines": [
            {
                "plot": i["plot_number"],
                "quantity": f"{i['quantity']:,.3f}".rstrip("0").rstrip("."),
                "description": i["description"],
            }
            for i in reading.items_of(session, row)
        ],
    }


def compose(session: Session, plan: Plan, recipient: Recipient | None, url: str, message: str, actor: User) -> Mail:
    order = plan.order
    project = session.get(Project, order.project_id) if order.project_id else None
    sender = session.get(User, order.account_manager_id) if order.account_manager_id else None
    rows = (
        [plan.call_off]
        if plan.call_off
        else [c for c in calloffs.of_order(session, order.id) if c.status != "cancelled"]
    )
    values = {
        "greeting": compose_mail.greeting(recipient),
        "message": message,
        "audience": plan.audience.value,
        "number": order.number,
        "project_name": project.name if project else "",
        "call_off": {"number": plan.call_off.number} if plan.call_off else {"number": ""},
        "call_offs": [_summary(session, r) for r in rows],
        "public_url": url,
        "sender_name": (sender or actor).full_name,
        "company": compose_mail.company(),
    }
    what = f"call-off {plan.call_off.number}" if plan.call_off else "delivery schedule"
    subject = f"Order {order.number}: {what} from {get_settings().company_name}"
    return compose_mail.render(ENV, "schedule_email", subject, values)


def send(session: Session, data: ScheduleSendIn, actor: User) -> tuple[Plan, list[int], list[Any]]:
    result = plan(session, data)
    if result.problems:
        if not result.recipients and data.contact_ids:
            raise FieldErrors({"contact_ids": result.problems[-1]})
        raise Conflict(result.problems[0])
    outbox_ids, issued = [], []
    for recipient in result.recipients:
        link = links.issue(
            session,
            result.order.id,
            result.call_off.id if result.call_off else None,
            result.audience,
            recipient.email,
            actor,
        )
        composed = compose(session, result, recipient, links.url(link), data.message, actor)
        row = mail.send_mail(
            session, to=[recipient.email], subject=composed.subject, text=composed.text, html=composed.html
        )
        outbox_ids.append(row.id)
        issued.append(link)
    emails = ", ".join(r.email for r in result.recipients)
    what = f"Call-off {result.call_off.number}" if result.call_off else f"Schedule of {result.order.number}"
    summary = f"{what} sent to {emails} ({result.audience.value} link)"
    activity.record(session, "order", result.order.id, actor, "schedule_sent", summary)
    if result.call_off is not None:
        activity.record(session, SUBJECT, result.call_off.id, actor, "sent", summary)
    return result, outbox_ids, issued
