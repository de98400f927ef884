"""Purchase orders as staff read them (one, and the list with filters, search and pages) and as the supplier reads
one on the public link (their order: lines at their prices, where and when; nothing of our customer)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from typing import Any

from sqlalchemy import and_, func, select
from sqlalchemy.orm import Session

from api.buying.models import PurchaseOrder, PurchaseOrderContact, PurchaseOrderLine, PurchaseOrderStatus, SupplierQuote
from api.buying.schemas.orders import POListItem, POOut, PublicPOOut
from api.buying.service import purchase_orders
from api.core.pagination import Page, PageParams, paginate
from api.crm import Contact, Organisation
from api.mail.compose import company
from api.orders.models import Order
from api.projects.models import Project
from api.settings import get_settings

SENT_OR_LATER = tuple(s.value for s in PurchaseOrderStatus if s != PurchaseOrderStatus.draft)
OPEN_TO_ANSWER = (PurchaseOrderStatus.sent.value, PurchaseOrderStatus.changes_proposed.value)


def public_url(order: PurchaseOrder) -> str:
    return f"{get_settings().public_url.rstrip('/')}/purchase-order/{order.uuid}"


def pdf_url(order: PurchaseOrder) -> str:
    return f"/api/suppliers/orders/public/{order.uuid}/pdf"


def _named(row: Any, name: str | None) -> dict[str, Any] | None:
    return {"id": row, "name": name or ""} if row is not None else None


def _base(
    order: PurchaseOrder,
    supplier: str,
    quote: str | None,
    customer_order: str | None,
    project: str | None,
    kind: str = "supplier",
) -> dict[str, Any]:
    return {
        "purchase_order_id": order.id,
        "number": order.number,
        "uuid": order.uuid,
        "status": order.status,
        "supplier": {"id": order.supplier_id, "name": supplier, "kind": kind},
        "supplier_quote": _named(order.supplier_quote_id, quote),
        "order": _named(order.order_id, customer_order),
        "project": _named(order.project_id, project),
        "required_date": order.required_date,
        "site_postcode": order.site_postcode,
        "subtotal": order.subtotal,
        "charges_total": order.charges_total,
        "total": order.total,
        "sent_at": order.sent_at,
        "acknowledged_at": order.acknowledged_at,
        "declined_at": order.declined_at,
        "created_at": order.created_at,
        "updated_at": order.updated_at,
    }


def line_out(line: PurchaseOrderLine) -> dict[str, Any]:
    return {
        "line_id": line.id,
        "position": line.position,
        "product_id": line.product_id,
        "code": line.code,
        "description": line.description,
        "quantity": line.quantity,
        "unit": line.unit,
        "unit_price": line.unit_price,
        "line_total": line.line_total,
        "required_date": line.required_date,
        "supplier_quote_line_id": line.supplier_quote_line_id,
        "proposed_quantity": line.proposed_quantity,
        "proposed_date": line.proposed_date,
        "delivered_quantity": line.delivered_quantity,
        "is_charge": purchase_orders.is_charge(line),
    }


def _name_of(session: Session, model: Any, row_id: int | None, field: str) -> str | None:
    if row_id is None:
        return None
    row = session.get(model, row_id)
    return getattr(row, field) if row is not None else None


def detail(session: Session, order: PurchaseOrder) -> POOut:
    supplier = _name_of(session, Organisation, order.supplier_id, "name") or ""
    kind = _name_of(session, Organisation, order.supplier_id, "kind") or "supplier"
    quote = _name_of(session, SupplierQuote, order.supplier_quote_id, "number")
    customer_order = _name_of(session, Order, order.order_id, "number")
    project = _name_of(session, Project, order.project_id, "name")
    contacts = session.scalars(
        select(Contact)
        .join(PurchaseOrderContact, PurchaseOrderContact.contact_id == Contact.id)
        .where(PurchaseOrderContact.purchase_order_id == order.id)
        .order_by(Contact.last_name, Contact.id)
    )
    return POOut.model_validate(
        {
            **_base(order, supplier, quote, customer_order, project, kind),
            "row_version": order.row_version,
            "site_address": order.site_address,
            "site_contact_name": order.site_contact_name,
            "site_contact_phone": order.site_contact_phone,
            "offload_method": order.offload_method,
            "notes": order.notes,
            "internal_notes": order.internal_notes,
            "opened_at": order.opened_at,
            "proposed_date": order.proposed_date,
            "proposed_at": order.proposed_at,
            "proposal_notes": order.proposal_notes,
            "decline_reason": order.decline_reason,
            "responded_by": order.responded_by,
            "contacts": [
                {"contact_id": c.id, "name": f"{c.first_name} {c.last_name}".strip(), "email": c.email}
                for c in contacts
            ],
            "lines": [line_out(line) for line in purchase_orders.lines_of(session, order.id)],
            "public_url": public_url(order),
            "next_statuses": list(purchase_orders.MOVES[PurchaseOrderStatus(order.status)]),
        }
    )


@dataclass(frozen=True)
class Filters:
    statuses: tuple[PurchaseOrderStatus, ...] = ()
    supplier_id: int | None = None
    project_id: int | None = None
    order_id: int | None = None
    supplier_quote_id: int | None = None
    required_from: date | None = None
    required_to: date | None = None


def list_orders(session: Session, params: PageParams, filters: Filters) -> Page[Any]:
    lines = (
        select(func.count())
        .select_from(PurchaseOrderLine)
        .where(PurchaseOrderLine.purchase_order_id == PurchaseOrder.id)
        .correlate(PurchaseOrder)
        .scalar_subquery()
    )
    query = (
        select(
            PurchaseOrder, Organisation.name, SupplierQuote.number, Order.number, Project.name, lines, Organisation.kind
        )
        .join(Organisation, Organisation.id == PurchaseOrder.supplier_id)
        .outerjoin(SupplierQuote, SupplierQuote.id == PurchaseOrder.supplier_quote_id)
        .outerjoin(Order, Order.id == PurchaseOrder.order_id)
        .outerjoin(Project, Project.id == PurchaseOrder.project_id)
    )
    if params.q:
        query = query.where(
            *[PurchaseOrder.search_text.contains(word, autoescape=True) for word in params.q.lower().split()]
        )
    conditions: list[Any] = []
    if filters.statuses:
        conditions.append(PurchaseOrder.status.in_([s.value for s in filters.statuses]))
    for column, value in (
        (PurchaseOrder.supplier_id, filters.supplier_id),
        (PurchaseOrder.project_id, filters.project_id),
        (PurchaseOrder.order_id, filters.order_id),
        (PurchaseOrder.supplier_quote_id, filters.supplier_quote_id),
    ):
        if value is not None:
            conditions.append(column == value)
    if filters.required_from is not None:
        conditions.append(PurchaseOrder.required_date >= filters.required_from)
    if filters.required_to is not None:
        conditions.append(PurchaseOrder.required_date <= filters.required_to)
    if conditions:
        query = query.where(and_(*conditions))
    sorts = {
        "number": PurchaseOrder.id,
        "created_at": PurchaseOrder.created_at,
        "updated_at": PurchaseOrder.updated_at,
        "required_date": PurchaseOrder.required_date,
        "total": PurchaseOrder.total,
        "status": PurchaseOrder.status,
        "supplier": func.lower(Organisation.name),
    }
    return paginate(
        session, query, params, sorts, default_sort="-created_at", tiebreak=PurchaseOrder.id.desc(), rows=True
    )


def list_item(row: Any) -> POListItem:
    order, supplier, quote, customer_order, project, line_count, kind = row
    return POListItem.model_validate(
        {**_base(order, supplier, quote, customer_order, project, kind), "line_count": line_count}
    )


def public_detail(session: Session, order: PurchaseOrder) -> PublicPOOut:
    supplier = _name_of(session, Organisation, order.supplier_id, "name") or ""
    quote = _name_of(session, SupplierQuote, order.supplier_quote_id, "number")
    lines = purchase_orders.lines_of(session, order.id)
    public_fields = (
        "line_id", "position", "code", "description", "quantity", "unit", "unit_price", "line_total",
        "required_date", "proposed_quantity", "proposed_date", "is_charge",
    )  # fmt: skip
    return PublicPOOut.model_validate(
        {
            "number": order.number,
            "uuid": order.uuid,
            "status": order.status,
            "can_respond": order.status in OPEN_TO_ANSWER,
            "company": company(),
            "supplier_name": supplier,
            "supplier_quote_number": quote,
            "site_address": order.site_address,
            "site_postcode": order.site_postcode,
            "site_contact_name": order.site_contact_name,
            "site_contact_phone": order.site_contact_phone,
            "required_date": order.required_date,
            "offload_method": order.offload_method,
            "notes": order.notes,
            "subtotal": order.subtotal,
            "charges_total": order.charges_total,
            "total": order.total,
            "sent_at": order.sent_at,
            "acknowledged_at": order.acknowledged_at,
            "proposed_date": order.proposed_date,
            "proposal_notes": order.proposal_notes,
            "declined_at": order.declined_at,
            "decline_reason": order.decline_reason,
            "responded_by": order.responded_by,
            "lines": [{k: v for k, v in line_out(line).items() if k in public_fields} for line in lines],
            "pdf_url": pdf_url(order),
        }
    )
