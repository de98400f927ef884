"""Finding a call-off, numbering it, its version, and the checks of the fields staff set (customer's site
contact, the works, the haulier, the purchase order)."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from api.buying.models import PurchaseOrder
from api.core.errors import Conflict, FieldErrors, NotFound
from api.crm import Address, Contact, Kind, Organisation
from api.orders.models import Order
from api.schedules.models import NUMBER_SEQUENCE, STATUS_LABELS, CallOff, CallOffStatus
from api.schedules.schemas.requests import CallOffFields

S = CallOffStatus
NOT_FOUND = "This call-off does not exist."
LABEL = "call-off"  # a stale edit answers in the shared words (api/records/service/rules.py)
# A call-off in these statuses is over: its fields and quantities no longer change.
FINISHED = (S.delivered.value, S.part_delivered.value, S.proof_received.value, S.cancelled.value)
FIELDS = (
    "requested_date",
    "booked_date",
    "window",
    "site_address",
    "site_postcode",
    "site_contact_id",
    "site_contact_name",
    "site_contact_phone",
    "access_notes",
    "offload_method",
    "vehicle",
    "load_type",
    "weight_kg",
    "pallets",
    "capacity_kg",
    "capacity_pallets",
    "supplier_id",
    "purchase_order_id",
    "haulier_id",
    "notes",
)


def label(status: str) -> str:
    return STATUS_LABELS[CallOffStatus(status)]


def get(session: Session, call_off_id: int, *, for_update: bool = False) -> CallOff:
    row = session.get(CallOff, call_off_id, with_for_update=for_update or None)
    if row is None:
        raise NotFound(NOT_FOUND)
    return row


def order_of(session: Session, order_id: int, *, for_update: bool = False) -> Order:
    order = session.get(Order, order_id, with_for_update=for_update or None)
    if order is None:
        raise NotFound("This order does not exist.")
    return order


def touch(row: CallOff) -> None:
    row.version += 1


def next_number(session: Session) -> str:
    return f"CO-{session.execute(NUMBER_SEQUENCE.next_value()).scalar_one():06d}"


def require_open(row: CallOff, what: str) -> None:
    if row.status in FINISHED:
        raise Conflict(f"Call-off {row.number} is {label(row.status).lower()}: it can no longer be {what}.")


def values(session: Session, order: Order, data: CallOffFields) -> dict[str, Any]:
    """The call-off's fields from the request, checked (422 naming the field); the site address defaults to the
    order's delivery address, the contact's name and phone to the chosen contact's."""
    errors: dict[str, str] = {}
    result = {name: getattr(data, name) for name in FIELDS}
    for name in ("window", "offload_method", "vehicle", "load_type"):
        value = result[name]
        result[name] = value.value if value is not None else None
    if data.site_contact_id is not None:
        contact = session.get(Contact, data.site_contact_id)
        if contact is None:
            errors["site_contact_id"] = "This contact does not exist."
        elif contact.organisation_id != order.customer_id:
            errors["site_contact_id"] = "This contact works for another organisation than the order's customer."
        else:
            result["site_contact_name"] = data.site_contact_name or f"{contact.first_name} {contact.last_name}".strip()
            result["site_contact_phone"] = data.site_contact_phone or contact.mobile or contact.phone
    if data.supplier_id is not None:
        works = session.get(Organisation, data.supplier_id)
        if works is None:
            errors["supplier_id"] = "This supplier does not exist."
        elif works.kind != Kind.supplier.value:
            errors["supplier_id"] = "Choose a supplier (the works)."
    if data.haulier_id is not None and session.get(Organisation, data.haulier_id) is None:
        errors["haulier_id"] = "This haulier does not exist."
    if data.purchase_order_id is not None:
        po = session.get(PurchaseOrder, data.purchase_order_id)
        if po is None:
            errors["purchase_order_id"] = "This purchase order does not exist."
        elif data.supplier_id is not None and po.supplier_id != data.supplier_id:
            errors["purchase_order_id"] = "This purchase order is to another supplier than the works chosen."
        elif data.supplier_id is None:
            result["supplier_id"] = po.supplier_id
    if errors:
        raise FieldErrors(errors)
    if not result["site_address"] and order.delivery_address_id:
        address = session.get(Address, order.delivery_address_id)
        if address is not None:
            # The postcode has its own field: the address's lines and town only (shown together, it read "HD6 1PP,
            # HD6 1PP").
            result["site_address"] = ", ".join(p for p in (address.line1, address.line2, address.town) if p)
            result["site_postcode"] = result["site_postcode"] or address.postcode
            result["access_notes"] = result["access_notes"] or address.delivery_notes
    return result


def of_order(session: Session, order_id: int) -> list[CallOff]:
    return list(
        session.scalars(
            select(CallOff).where(CallOff.order_id == order_id).order_by(CallOff.requested_date, CallOff.id)
        )
    )
