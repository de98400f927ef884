"""ORM rows → staff response shapes (with costs and margins)."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from api.crm.models import Address, Contact, Kind, Organisation, StoredFile
from api.orders.models import Order
from api.projects.models import Project
from api.quotes import totals
from api.quotes.models import Quote, QuoteVersion
from api.quotes.schemas import HistoryItem, QuoteListItem, QuoteOut
from api.quotes.service import content as content_service
from api.quotes.service import quotes
from api.settings import get_settings
from api.users.models import User


def public_url(quote: Quote, version: int | None = None) -> str:
    base = f"{get_settings().public_url.rstrip('/')}/quote/{quote.uuid}"
    return f"{base}?version={version}" if version else base


def _user(session: Session, user_id: int | None) -> dict[str, Any] | None:
    user = session.get(User, user_id) if user_id else None
    return {"id": user.id, "name": user.full_name} if user else None


def address_label(address: Address | None) -> str:
    if address is None:
        return ""
    parts = [address.line1, address.line2, address.town, address.postcode]
    return ", ".join(p for p in parts if p)


def totals_out(version: QuoteVersion) -> dict[str, Any]:
    result = totals.Totals(version.subtotal, version.shipping, version.vat, version.total, version.cost_total)
    return {
        "subtotal": result.subtotal,
        "shipping": result.shipping,
        "vat": result.vat,
        "total": result.total,
        "cost": result.cost,
        "margin": result.margin,
        "margin_percent": result.margin_percent,
    }


def lines_out(session: Session, version: QuoteVersion, *, internal: bool) -> list[dict[str, Any]]:
    out = []
    for line in content_service.lines_of(session, version.id):
        row: dict[str, Any] = {
            "line_id": line.id,
            "position": line.position,
            "product_id": line.product_id,
            "code": line.code,
            "description": line.description,
            "quantity": line.quantity,
            "unit": line.unit,
            "sell_price": line.sell_price,
            "line_total": line.line_total,
            "optional": line.optional,
            "alternative_group": line.alternative_group,
            "selected": line.selected,
            "lead_time_days": line.lead_time_days,
        }
        if internal:
            row["cost_price"] = line.cost_price
            row["margin_percent"] = totals.margin_percent(line.cost_price, line.sell_price)
        out.append(row)
    return out


def plots_out(session: Session, version: QuoteVersion) -> list[dict[str, Any]]:
    return [
        {
            "plot_id": plot.id,
            "plot_number": plot.plot_number,
            "house_type": plot.house_type,
            "quantities": [{"line_id": q.line_id, "quantity": q.quantity} for q in quantities],
        }
        for plot, quantities in content_service.plots_of(session, version.id)
    ]


def shipping_out(version: QuoteVersion) -> dict[str, Any]:
    return {f: getattr(version, f) for f in content_service.SHIPPING_FIELDS}


def contacts_out(session: Session, quote: Quote) -> list[dict[str, Any]]:
    ids = quotes.contact_ids(session, quote.id)
    if not ids:
        return []
    rows = session.scalars(select(Contact).where(Contact.id.in_(ids)).order_by(Contact.last_name, Contact.id))
    return [{"contact_id": c.id, "name": f"{c.first_name} {c.last_name}".strip(), "email": c.email} for c in rows]


def needs_check(quote: Quote, version: QuoteVersion) -> bool:
    return version.checked_at is None and version.total > get_settings().quote_check_threshold


def quote_out(session: Session, quote: Quote, version: QuoteVersion) -> QuoteOut:
    customer = session.get(Organisation, quote.customer_id)
    project = session.get(Project, quote.project_id) if quote.project_id else None
    address = session.get(Address, version.delivery_address_id) if version.delivery_address_id else None
    po_file = session.get(StoredFile, quote.po_file_id) if quote.po_file_id else None
    order = session.scalar(select(Order).where(Order.quote_id == quote.id))
    read_only = version.version != quote.current_version or quote.status in quotes.LOCKED
    return QuoteOut.model_validate(
        {
            "quote_id": quote.id,
            "number": quote.number,
            "uuid": quote.uuid,
            "status": quotes.effective_status(quote),
            "version": version.version,
            "version_status": version.status,
            "current_version": quote.current_version,
            "sent_version": quote.sent_version,
            "read_only": read_only,
            "row_version": quote.row_version,
            "customer": {
                "id": quote.customer_id,
                "name": customer.name if customer else "",
                "kind": customer.kind if customer else Kind.customer,
            },
            "contacts": contacts_out(session, quote),
            "project": {"id": project.id, "name": project.name} if project else None,
            "delivery_address": {"id": address.id, "name": address_label(address)} if address else None,
            "account_manager": _user(session, quote.account_manager_id),
            "valid_until": version.valid_until,
            "vat_rate": version.vat_rate,
            "customer_notes": version.customer_notes,
            "internal_notes": quote.internal_notes,
            "file_repo_url": quote.file_repo_url,
            "po_number": quote.po_number,
            "po_file": {"id": po_file.id, "name": po_file.name} if po_file else None,
            "checked_by": _user(session, version.checked_by_id),
            "checked_at": version.checked_at,
            "needs_check": needs_check(quote, version),
            "sent_at": version.sent_at,
            "decided_at": quote.decided_at,
            "decided_by_name": quote.decided_by_name,
            "decision_reason": quote.decision_reason,
            "shipping": shipping_out(version),
            "lines": lines_out(session, version, internal=True),
            "plots": plots_out(session, version),
            "totals": totals_out(version),
            "order": {"order_id": order.id, "number": order.number} if order else None,
            "created_by": _user(session, quote.created_by_id),
            "created_at": quote.created_at,
            "updated_at": quote.updated_at,
            "public_url": public_url(quote),
        }
    )


def list_item(row: Any) -> QuoteListItem:
    quote, version, customer_name, customer_kind, project_name, manager, sent_at = row
    return QuoteListItem.model_validate(
        {
            "quote_id": quote.id,
            "number": quote.number,
            "uuid": quote.uuid,
            "status": quotes.effective_status(quote),
            "current_version": quote.current_version,
            "sent_version": quote.sent_version,
            "customer": {"id": quote.customer_id, "name": customer_name, "kind": customer_kind},
            "project": {"id": quote.project_id, "name": project_name} if quote.project_id else None,
            "account_manager": {"id": manager.id, "name": manager.full_name} if manager else None,
            "total": version.total,
            "margin_percent": totals_out(version)["margin_percent"],
            # A sent quote's date is its sent version's; a draft shows the date it was given, if any.
            "valid_until": quote.valid_until or version.valid_until,
            "sent_at": sent_at,
            "created_at": quote.created_at,
            "updated_at": quote.updated_at,
        }
    )


def history_item(session: Session, version: QuoteVersion, changes: list[str]) -> HistoryItem:
    return HistoryItem.model_validate(
        {
            "version": version.version,
            "status": version.status,
            "created_by": _user(session, version.created_by_id),
            "created_at": version.created_at,
            "updated_by": _user(session, version.updated_by_id),
            "updated_at": version.updated_at,
            "sent_at": version.sent_at,
            "total": version.total,
            "changes": changes,
        }
    )
