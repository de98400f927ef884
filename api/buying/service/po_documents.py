"""A purchase order as the supplier gets it: the A4 PDF (WeasyPrint, templates/purchase_order.html) and the mail
with the PDF and the public link (preview, and sending through the mail outbox). Only what the supplier may see
goes in: their lines at their prices, where and when; never our customer, sell prices or internal notes."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from api.buying.models import PO_SUBJECT, PurchaseOrder, PurchaseOrderContact, PurchaseOrderStatus, SupplierQuote
from api.buying.models.vocabulary import OFFLOAD_LABELS, OffloadMethod
from api.buying.service import po_reading, purchase_orders
from api.catalogue.models import UNIT_LABELS, SellingUnit, quantity_text
from api.core.errors import Conflict, FieldErrors
from api.crm import Contact, Organisation
from api.db import utcnow
from api.mail import service as mail
from api.mail.compose import company, templates
from api.quotes.pdf import html_to_pdf, long_date, money
from api.records.service import activity
from api.users.models import User

TEMPLATES = Path(__file__).resolve().parent.parent / "templates"
ENV = templates(TEMPLATES)
SENDABLE = (PurchaseOrderStatus.draft.value, PurchaseOrderStatus.sent.value, PurchaseOrderStatus.changes_proposed.value)


def filename(order: PurchaseOrder) -> str:
    return f"{order.number}.pdf"


def _contacts(session: Session, order: PurchaseOrder, ids: list[int] | None = None) -> list[Contact]:
    statement = select(Contact).where(Contact.organisation_id == order.supplier_id)
    if ids is None:
        linked = select(PurchaseOrderContact.contact_id).where(PurchaseOrderContact.purchase_order_id == order.id)
        statement = statement.where(Contact.id.in_(linked))
    else:
        statement = statement.where(Contact.id.in_(ids))
    return list(session.scalars(statement.order_by(Contact.last_name, Contact.id)))


def context(session: Session, order: PurchaseOrder) -> dict[str, Any]:
    supplier = session.get(Organisation, order.supplier_id)
    quote = session.get(SupplierQuote, order.supplier_quote_id) if order.supplier_quote_id else None
    offload = OFFLOAD_LABELS.get(OffloadMethod(order.offload_method)) if order.offload_method else ""
    return {
        "company": company(),
        "number": order.number,
        "draft": order.status == PurchaseOrderStatus.draft.value,
        "date": long_date(order.sent_at.date() if order.sent_at else date.today()),
        "date_label": "Date sent" if order.sent_at else "Date",
        "supplier_name": supplier.name if supplier else "",
        "supplier_quote_number": quote.number if quote else "",
        "contacts": [f"{c.first_name} {c.last_name}".strip() for c in _contacts(session, order)],
        "site_address": order.site_address,
        "site_postcode": order.site_postcode,
        "site_contact_name": order.site_contact_name,
        "site_contact_phone": order.site_contact_phone,
        "offload": offload,
        "required_date": long_date(order.required_date),
        "notes": order.notes,
        "lines": [
            {
                "code": line.code,
                "description": line.description,
                "quantity": quantity_text(line.quantity, line.unit),
                "unit": UNIT_LABELS.get(SellingUnit(line.unit), line.unit),
                "price": money(line.unit_price),
                "total": money(line.line_total),
                "required_date": long_date(line.required_date) if line.required_date != order.required_date else "",
            }
            for line in purchase_orders.lines_of(session, order.id)
        ],
        "subtotal": money(order.subtotal),
        "charges_total": money(order.charges_total),
        "total": money(order.total),
        "public_url": po_reading.public_url(order),
    }


def render_html(session: Session, order: PurchaseOrder) -> str:
    return ENV.get_template("purchase_order.html").render(**context(session, order))


def render(session: Session, order: PurchaseOrder) -> bytes:
    return html_to_pdf(render_html(session, order))


@dataclass
class Plan:
    order: PurchaseOrder
    recipients: list[Contact]
    subject: str
    html: str
    text: str
    problems: list[str] = field(default_factory=list)


def plan(session: Session, order: PurchaseOrder, contact_ids: list[int] | None, message: str, actor: User) -> Plan:
    recipients = _contacts(session, order, contact_ids)
    if contact_ids is not None:
        known = {c.id for c in recipients}
        errors = {
            f"contact_ids.{i}": "This contact is not one of the supplier's."
            for i, cid in enumerate(contact_ids)
            if cid not in known
        }
        if errors:
            raise FieldErrors(errors)
    problems = []
    if order.status not in SENDABLE:
        problems.append(f"The order is {order.status.replace('_', ' ')}: it can no longer be sent.")
    with_email = [c for c in recipients if c.email]
    if not with_email:
        problems.append("None of the recipients has an email address.")
    values = context(session, order)
    first = with_email[0].first_name if len(with_email) == 1 else ""
    values.update(
        greeting=f"Dear {first}," if first else "Dear Sir or Madam,",
        message=message,
        pdf_name=filename(order),
        sender_name=actor.full_name,
    )
    subject = f"Purchase order {order.number} from {values['company']['name']}"
    html = ENV.get_template("po_email.html").render(**values)
    text = ENV.get_template("po_email.txt").render(**values)
    return Plan(order, with_email, subject, html, text, problems)


def send(
    session: Session, order_id: int, contact_ids: list[int] | None, message: str, actor: User
) -> tuple[Plan, list[int]]:
    order = purchase_orders.get(session, order_id, for_update=True)
    result = plan(session, order, contact_ids, message, actor)
    if result.problems:
        raise Conflict(" ".join(result.problems))
    was_draft = order.status == PurchaseOrderStatus.draft.value
    before = order.status
    order.status = PurchaseOrderStatus.sent.value
    order.sent_at = utcnow()
    order.sent_by_id = actor.id
    purchase_orders.touch(order)
    session.flush()
    # Rendered once sent, so the PDF carries no DRAFT mark and shows the date sent.
    result = plan(session, order, contact_ids, message, actor)
    pdf = render(session, order)
    outbox = mail.send_mail(
        session,
        to=[c.email for c in result.recipients],
        subject=result.subject,
        text=result.text,
        html=result.html,
        attachments=[mail.Attachment(filename(order), "application/pdf", pdf)],
    )
    names = ", ".join(f"{c.first_name} {c.last_name}".strip() for c in result.recipients)
    verb = "sent" if was_draft else "sent again"
    activity.record(
        session,
        PO_SUBJECT,
        order.id,
        actor,
        "sent",
        f"{order.number} {verb} to {names}",
        {"status": [before, order.status]},
    )
    session.flush()
    return result, [outbox.id]
