"""Purchase orders (`PO-000123`): generated from an answered supplier quote (its awarded lines of the latest answer,
or every priced line when none is awarded), delivered direct to site, and moved along their status machine.

Generating: goods lines at the supplier's prices, then one line per charge (haulage, part-load, offload, pallets;
`code` says which), the site address and required date from the supplier quote, the site contact (given, else the
customer quote's first contact), the supplier's contacts, the customer order when the customer quote became one.
The supplier quote becomes `ordered`; a quote already ordered (with a live order) gets 409."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from decimal import Decimal
from types import SimpleNamespace
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from api.buying.models import (
    PO_NUMBER_SEQUENCE,
    PO_SUBJECT,
    SUBJECT,
    PurchaseOrder,
    PurchaseOrderContact,
    PurchaseOrderLine,
    PurchaseOrderStatus,
    SupplierQuote,
    SupplierQuoteContact,
    SupplierQuoteCustomerQuote,
    SupplierQuoteStatus,
    SupplierRequest,
)
from api.buying.schemas.orders import GeneratePOIn, POStatusIn
from api.buying.service import answers as answers_service
from api.buying.service.answers import Answer
from api.core import bulk
from api.core.errors import Conflict, FieldErrors, NotFound
from api.crm import Contact, Organisation
from api.orders.models import Order
from api.quotes.models import QuoteContact
from api.quotes.totals import line_total
from api.records.service import activity
from api.users.models import User

S = PurchaseOrderStatus
# Where staff may move an order from each status (the supplier's answers move sent / changes_proposed too).
MOVES: dict[S, tuple[S, ...]] = {
    S.draft: (S.sent, S.cancelled),
    S.sent: (S.acknowledged, S.changes_proposed, S.declined, S.cancelled),
    S.changes_proposed: (S.acknowledged, S.sent, S.declined, S.cancelled),
    S.acknowledged: (S.part_delivered, S.delivered, S.cancelled),
    S.part_delivered: (S.delivered, S.closed),
    S.delivered: (S.closed,),
    S.declined: (S.closed, S.cancelled),
    S.closed: (),
    S.cancelled: (),
}
CHARGE_CODES = ("HAULAGE", "PART-LOAD", "OFFLOAD", "PALLETS")
LIVE = tuple(s.value for s in S if s not in (S.cancelled, S.declined))


def get(session: Session, order_id: int, *, for_update: bool = False) -> PurchaseOrder:
    order = session.get(PurchaseOrder, order_id, with_for_update=for_update or None)
    if order is None:
        raise NotFound("This purchase order does not exist.")
    return order


def is_charge(line: Any) -> bool:
    return line.supplier_quote_line_id is None and line.code in CHARGE_CODES


def lines_of(session: Session, order_id: int) -> list[PurchaseOrderLine]:
    statement = (
        select(PurchaseOrderLine)
        .where(PurchaseOrderLine.purchase_order_id == order_id)
        .order_by(PurchaseOrderLine.position)
    )
    return list(session.scalars(statement))


def touch(order: PurchaseOrder) -> None:
    order.row_version += 1


def _customer_quote_id(session: Session, quote: SupplierQuote) -> int | None:
    if quote.request_id is not None:
        request = session.get(SupplierRequest, quote.request_id)
        if request is not None and request.customer_quote_id is not None:
            return request.customer_quote_id
    statement = select(SupplierQuoteCustomerQuote.quote_id).where(
        SupplierQuoteCustomerQuote.supplier_quote_id == quote.id
    )
    return session.scalars(statement.order_by(SupplierQuoteCustomerQuote.quote_id)).first()


def _site_contact(session: Session, contact_id: int | None, customer_quote_id: int | None) -> Contact | None:
    if contact_id is not None:
        contact = session.get(Contact, contact_id)
        if contact is None:
            raise FieldErrors({"site_contact_id": "This contact does not exist."})
        return contact
    if customer_quote_id is None:
        return None
    statement = (
        select(Contact)
        .join(QuoteContact, QuoteContact.contact_id == Contact.id)
        .where(QuoteContact.quote_id == customer_quote_id)
        .order_by(Contact.last_name, Contact.id)
    )
    return session.scalars(statement).first()


def _chosen_lines(answer: Answer) -> list[Any]:
    priced = [line for line in answer.lines if line.price is not None and not line.cannot_quote]
    awarded = [line for line in priced if line.awarded]
    return awarded or priced


def _charge_rows(answer: Answer) -> list[tuple[str, str, Decimal, Decimal]]:
    """(code, description, quantity, unit price) per charge of the answer."""
    version, figures = answer.version, answer.figures.charges
    rows = []
    if figures.haulage:
        loads = version.loads or 1
        basis = "delivery" if version.haulage_basis == "per_delivery" else "load"
        rows.append(("HAULAGE", f"Haulage per {basis}", Decimal(loads), version.haulage_amount))
    if figures.part_load:
        rows.append(("PART-LOAD", "Part-load surcharge", Decimal(1), figures.part_load))
    if figures.offload:
        rows.append(("OFFLOAD", "Offload charge", Decimal(1), figures.offload))
    if figures.pallets:
        rows.append(("PALLETS", "Pallet charge", Decimal(version.pallets), version.pallet_charge))
    return rows


def generate_one(
    session: Session, quote: SupplierQuote, site_contact_id: int | None, actor: User, today: date | None = None
) -> PurchaseOrder:
    found = answers_service.answers(session, [quote])
    if not found or not found[0].answered:
        raise Conflict(f"{quote.number} has no answer from the supplier yet: nothing to order.")
    answer = found[0]
    if quote.status in answers_service.NOT_OFFERED:
        raise Conflict(f"{quote.number} is {quote.status}: it cannot be ordered.")
    live = session.scalars(
        select(PurchaseOrder.number).where(PurchaseOrder.supplier_quote_id == quote.id, PurchaseOrder.status.in_(LIVE))
    ).first()
    if live is not None:
        raise Conflict(f"{quote.number} was already ordered as {live}.")
    valid_until = answer.version.valid_until
    if answers_service.validity(valid_until, today) == answers_service.Validity.expired:
        assert valid_until is not None
        raise Conflict(f"{quote.number}'s prices expired on {valid_until:%d %b %Y}: ask the supplier to re-quote.")
    chosen = _chosen_lines(answer)
    if not chosen:
        raise Conflict(f"{quote.number} has no priced line to order.")
    customer_quote_id = _customer_quote_id(session, quote)
    contact = _site_contact(session, site_contact_id, customer_quote_id)
    customer_order = (
        session.scalars(select(Order).where(Order.quote_id == customer_quote_id)).first()
        if customer_quote_id is not None
        else None
    )
    supplier = session.get(Organisation, quote.supplier_id)
    number = f"PO-{session.execute(PO_NUMBER_SEQUENCE.next_value()).scalar_one():06d}"
    order = PurchaseOrder(
        number=number,
        status=S.draft.value,
        supplier_id=quote.supplier_id,
        supplier_quote_id=quote.id,
        order_id=customer_order.id if customer_order else None,
        project_id=quote.project_id or (customer_order.project_id if customer_order else None),
        site_address_id=quote.site_address_id,
        site_address=quote.site_address,
        site_postcode=quote.site_postcode,
        site_contact_id=contact.id if contact else None,
        site_contact_name=f"{contact.first_name} {contact.last_name}".strip() if contact else "",
        site_contact_phone=(contact.mobile or contact.phone) if contact else "",
        required_date=quote.required_on_site,
        offload_method=quote.offload_method,
        notes=quote.notes,
        created_by_id=actor.id,
        search_text=f"{number} {supplier.name if supplier else ''}".lower(),
    )
    session.add(order)
    session.flush()
    rows: list[dict[str, Any]] = [
        {
            "purchase_order_id": order.id,
            "position": i,
            "product_id": line.product_id,
            "code": line.code,
            "description": line.description,
            "quantity": line.quantity,
            "unit": line.unit,
            "unit_price": line.price,
            "line_total": line_total(line.quantity, line.price, line.unit),
            "required_date": quote.required_on_site,
            "supplier_quote_line_id": line.id,
        }
        for i, line in enumerate(chosen)
    ]
    for code, description, quantity, price in _charge_rows(answer):
        rows.append(
            {
                "purchase_order_id": order.id,
                "position": len(rows),
                "product_id": None,
                "code": code,
                "description": description,
                "quantity": quantity,
                "unit": "each",
                "unit_price": price,
                "line_total": line_total(quantity, price, "each"),
                "required_date": None,
                "supplier_quote_line_id": None,
            }
        )
    # One statement for every line (not an ORM object each): the order is read back with its lines.
    bulk.insert_rows(session, PurchaseOrderLine.__table__, rows)  # type: ignore[arg-type]
    contact_ids = session.scalars(
        select(SupplierQuoteContact.contact_id).where(SupplierQuoteContact.supplier_quote_id == quote.id)
    )
    session.add_all(PurchaseOrderContact(purchase_order_id=order.id, contact_id=c) for c in contact_ids)
    refresh_totals(order, [SimpleNamespace(**row) for row in rows])
    before = quote.status
    quote.status = SupplierQuoteStatus.ordered.value
    quote.row_version += 1
    summary = f"{number} generated from {quote.number} ({len(chosen)} lines)"
    activity.record(session, PO_SUBJECT, order.id, actor, "created", summary)
    activity.record(session, SUBJECT, quote.id, actor, "ordered", summary, {"status": [before, quote.status]})
    session.flush()
    return order


def refresh_totals(order: PurchaseOrder, rows: Sequence[Any]) -> None:
    """The order's goods, charges and total from its lines (ORM lines, or their values as attributes)."""
    goods = sum((r.line_total for r in rows if not is_charge(r)), Decimal("0.00"))
    charges = sum((r.line_total for r in rows if is_charge(r)), Decimal("0.00"))
    order.subtotal, order.charges_total, order.total = goods, charges, goods + charges


def generate(session: Session, data: GeneratePOIn, actor: User) -> list[PurchaseOrder]:
    if (data.quoteId is None) == (data.request_id is None):
        raise FieldErrors({"quoteId": "Give the supplier quote (quoteId) or the request (request_id)."})
    if data.quoteId is not None:
        quote = session.get(SupplierQuote, data.quoteId, with_for_update=True)
        if quote is None:
            raise NotFound("This supplier quote does not exist.")
        return [generate_one(session, quote, data.site_contact_id, actor)]
    if session.get(SupplierRequest, data.request_id) is None:
        raise NotFound("This request for quotation does not exist.")
    quotes = list(
        session.scalars(
            select(SupplierQuote)
            .where(SupplierQuote.request_id == data.request_id)
            .order_by(SupplierQuote.id)
            .with_for_update()
        )
    )
    awarded = [a.quote for a in answers_service.answers(session, quotes) if any(line.awarded for line in a.lines)]
    if not awarded:
        raise Conflict("No line of this request is awarded yet: award the lines first.")
    return [generate_one(session, quote, data.site_contact_id, actor) for quote in awarded]


def move(session: Session, data: POStatusIn, actor: User) -> PurchaseOrder:
    order = get(session, data.purchase_order_id, for_update=True)
    if data.row_version is not None and data.row_version != order.row_version:
        raise Conflict("This purchase order was changed by someone else: reload it and try again.")
    current, target = S(order.status), data.status
    if target not in MOVES[current]:
        allowed = ", ".join(s.value for s in MOVES[current]) or "nothing (it is final)"
        raise Conflict(f"{order.number} is {current.value}: it cannot become {target.value}. It can become {allowed}.")
    lines = lines_of(session, order.id)
    if target in (S.part_delivered, S.delivered):
        _record_delivered(lines, data.delivered, target)
    order.status = target.value
    touch(order)
    summary = f"{order.number}: {current.value} → {target.value}"
    if data.note:
        summary += f" — {data.note}"
    activity.record(session, PO_SUBJECT, order.id, actor, "status", summary, {"status": [current.value, target.value]})
    session.flush()
    return order


def _record_delivered(lines: list[PurchaseOrderLine], delivered: list[Decimal] | None, target: S) -> None:
    goods = [line for line in lines if not is_charge(line)]
    if delivered is None:
        if target == S.part_delivered:
            raise FieldErrors({"delivered": "Give the quantity delivered so far of each line."})
        for line in goods:
            line.delivered_quantity = line.quantity
        return
    if len(delivered) != len(goods):
        raise FieldErrors({"delivered": f"Give one quantity per goods line ({len(goods)})."})
    errors = {
        f"delivered.{i}": "More than was ordered"
        for i, (line, quantity) in enumerate(zip(goods, delivered, strict=True))
        if quantity > line.quantity
    }
    if errors:
        raise FieldErrors(errors)
    for line, quantity in zip(goods, delivered, strict=True):
        line.delivered_quantity = quantity
