"""Supplier quotes (what a supplier was asked and answered, its lines summarised) and purchase orders as documents.

A supplier quote's document reads its newest version the supplier answered (else the newest): the supplier, the
customer quotes and project it prices, status, validity, charges and each line's price on its unit basis."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Sequence
from typing import Any

from sqlalchemy import and_, select
from sqlalchemy.orm import Session

from api.buying.models import (
    PurchaseOrder,
    PurchaseOrderLine,
    SupplierQuote,
    SupplierQuoteCustomerQuote,
    SupplierQuoteLine,
    SupplierQuoteStatus,
    SupplierQuoteVersion,
)
from api.buying.models.quotes import STATUS_LABELS
from api.catalogue.models import UNIT_LABELS, SellingUnit, quantity_text
from api.crm import Organisation
from api.projects.models import Project
from api.quotes.models import Quote
from ingest.documents.base import Builder, Doc, day, money

MAX_LINES = 8
SUPPLIER_QUOTE = "supplier_quote"
PURCHASE_ORDER = "purchase_order"


def _quantity(quantity: Any, unit: str) -> str:
    # bricks are counted one by one and priced per 1,000 (the quotes' one quantity model)
    return quantity_text(quantity, SellingUnit.each.value if unit == SellingUnit.per_1000.value else unit)


def _unit(unit: str) -> str:
    try:
        return UNIT_LABELS.get(SellingUnit(unit), unit)
    except ValueError:
        return unit


def _line_text(line: SupplierQuoteLine) -> str:
    head = f"{_quantity(line.quantity, line.unit)} {line.description}"
    if line.cannot_quote:
        text = f"{head}: cannot quote" + (f" ({line.cannot_quote_reason})" if line.cannot_quote_reason else "")
    elif line.price is None:
        text = f"{head}: not priced yet"
    else:
        text = f"{head} at {money(line.price)} {_unit(line.unit)}"
        if line.lead_time:
            text += f", lead time {line.lead_time} {line.lead_time_unit.replace('_', ' ')}"
    if line.alternative_description and line.alternative_price is not None:
        text += f"; alternative {line.alternative_description} at {money(line.alternative_price)}"
    if line.awarded:
        text += " (awarded)"
    return text


def _supplier_quote_ids(session: Session) -> Iterable[int]:
    return session.scalars(select(SupplierQuote.id).order_by(SupplierQuote.id))


def _shown_versions(session: Session, quotes: Sequence[SupplierQuote]) -> dict[int, SupplierQuoteVersion]:
    """Per quote, the newest answered version, else the newest one."""
    shown: dict[int, SupplierQuoteVersion] = {}
    ids = [quote.id for quote in quotes]
    if not ids:
        return shown
    for version in session.scalars(
        select(SupplierQuoteVersion)
        .where(SupplierQuoteVersion.supplier_quote_id.in_(ids))
        .order_by(SupplierQuoteVersion.supplier_quote_id, SupplierQuoteVersion.version)
    ):
        current = shown.get(version.supplier_quote_id)
        if current is None or version.status == "answered" or current.status != "answered":
            shown[version.supplier_quote_id] = version
    return shown


def _customer_quote_numbers(session: Session, ids: Sequence[int]) -> dict[int, list[str]]:
    numbers: dict[int, list[str]] = defaultdict(list)
    if ids:
        for supplier_quote_id, number in session.execute(
            select(SupplierQuoteCustomerQuote.supplier_quote_id, Quote.number)
            .join(Quote, Quote.id == SupplierQuoteCustomerQuote.quote_id)
            .where(SupplierQuoteCustomerQuote.supplier_quote_id.in_(ids))
            .order_by(Quote.number)
        ):
            numbers[supplier_quote_id].append(number)
    return numbers


def _build_supplier_quotes(session: Session, wanted: Sequence[int]) -> list[Doc]:
    rows = session.execute(
        select(SupplierQuote, Organisation.name, Project.name)
        .join(Organisation, Organisation.id == SupplierQuote.supplier_id)
        .outerjoin(Project, Project.id == SupplierQuote.project_id)
        .where(SupplierQuote.id.in_(wanted))
    ).all()
    versions = _shown_versions(session, [quote for quote, _, _ in rows])
    lines: dict[int, list[SupplierQuoteLine]] = defaultdict(list)
    version_ids = [version.id for version in versions.values()]
    if version_ids:
        for line in session.scalars(
            select(SupplierQuoteLine)
            .where(SupplierQuoteLine.version_id.in_(version_ids))
            .order_by(SupplierQuoteLine.position)
        ):
            lines[line.version_id].append(line)
    customer_quotes = _customer_quote_numbers(session, [quote.id for quote, _, _ in rows])
    docs = []
    for quote, supplier, project in rows:
        version = versions.get(quote.id)
        own = lines[version.id] if version else []
        items = [_line_text(line) for line in own[:MAX_LINES]]
        if len(own) > MAX_LINES:
            items.append(f"and {len(own) - MAX_LINES} more lines")
        status = SupplierQuoteStatus(quote.status)
        docs.append(
            Doc(
                kind=SUPPLIER_QUOTE,
                record_id=quote.id,
                title=f"Supplier quote {quote.number} from {supplier}",
                meta={
                    "supplier": supplier,
                    "project": project or "",
                    "customer quotes": ", ".join(customer_quotes[quote.id]),
                    "status": STATUS_LABELS.get(status, quote.status),
                    "version": version.version if version else "",
                    "total": money(version.total) if version and version.status == "answered" else "",
                    "delivery charges": money(version.charges_total) if version and version.charges_total else "",
                    "site": quote.site_postcode,
                    "required on site": day(quote.required_on_site),
                    "response deadline": day(quote.response_deadline),
                    "answered": day(quote.answered_at),
                    "valid until": day(quote.valid_until),
                    "declined": quote.decline_reason,
                },
                text="; ".join(items),
                link=f"/supplier-quotes/editor/{quote.id}",
            )
        )
    return docs


def _purchase_order_ids(session: Session) -> Iterable[int]:
    return session.scalars(select(PurchaseOrder.id).order_by(PurchaseOrder.id))


def _build_purchase_orders(session: Session, wanted: Sequence[int]) -> list[Doc]:
    rows = session.execute(
        select(PurchaseOrder, Organisation.name, Project.name, SupplierQuote.number)
        .join(Organisation, Organisation.id == PurchaseOrder.supplier_id)
        .outerjoin(Project, Project.id == PurchaseOrder.project_id)
        .outerjoin(SupplierQuote, and_(SupplierQuote.id == PurchaseOrder.supplier_quote_id))
        .where(PurchaseOrder.id.in_(wanted))
    ).all()
    lines: dict[int, list[PurchaseOrderLine]] = defaultdict(list)
    ids = [order.id for order, _, _, _ in rows]
    if ids:
        for line in session.scalars(
            select(PurchaseOrderLine)
            .where(PurchaseOrderLine.purchase_order_id.in_(ids))
            .order_by(PurchaseOrderLine.position)
        ):
            lines[line.purchase_order_id].append(line)
    customer_quotes = _customer_quote_numbers(
        session, [order.supplier_quote_id for order, _, _, _ in rows if order.supplier_quote_id]
    )
    docs = []
    for order, supplier, project, supplier_quote in rows:
        own = lines[order.id]
        items = [
            f"{_quantity(line.quantity, line.unit)} {line.description} at {money(line.unit_price)} {_unit(line.unit)}"
            for line in own[:MAX_LINES]
        ]
        if len(own) > MAX_LINES:
            items.append(f"and {len(own) - MAX_LINES} more lines")
        docs.append(
            Doc(
                kind=PURCHASE_ORDER,
                record_id=order.id,
                title=f"Purchase order {order.number} to {supplier}",
                meta={
                    "supplier": supplier,
                    "project": project or "",
                    "supplier quote": supplier_quote or "",
                    "customer quotes": ", ".join(customer_quotes.get(order.supplier_quote_id or 0, [])),
                    "status": order.status.replace("_", " "),
                    "total": money(order.total),
                    "site": order.site_postcode,
                    "required": day(order.required_date),
                    "sent": day(order.sent_at),
                    "acknowledged": day(order.acknowledged_at),
                    "proposed date": day(order.proposed_date),
                    "declined": order.decline_reason,
                },
                text="; ".join(items),
                link=f"/supplier-quotes/orders/{order.id}",
            )
        )
    return docs


SUPPLIER_QUOTES = Builder(SUPPLIER_QUOTE, _supplier_quote_ids, _build_supplier_quotes)
PURCHASE_ORDERS = Builder(PURCHASE_ORDER, _purchase_order_ids, _build_purchase_orders)
