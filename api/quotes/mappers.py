"""Quote rows → staff response shapes (with costs and margins): pure mapping, no queries. The reads that fetch
what these map are in api/quotes/service/reading.py."""

from __future__ import annotations

from dataclasses import asdict
from decimal import Decimal
from typing import Any

from api.crm import Address, Contact
from api.quotes import cost_flags, totals
from api.quotes.models import Quote, QuoteLine, QuotePlot, QuotePlotQuantity, QuoteVersion
from api.quotes.schemas import HistoryItem, QuoteListItem
from api.quotes.service import content as content_service
from api.quotes.service import quotes
from api.users import columns
from api.users.models import User

ZERO = Decimal("0")


def user_ref(user: User | None) -> dict[str, Any] | None:
    return {"id": user.id, "name": user.full_name} if user else None


def address_label(address: Address | None) -> str:
    if address is None:
        return ""
    parts = [address.line1, address.line2, address.town, address.postcode]
    return ", ".join(p for p in parts if p)


def contact_out(contact: Contact) -> dict[str, Any]:
    return {
        "contact_id": contact.id,
        "name": f"{contact.first_name} {contact.last_name}".strip(),
        "email": contact.email,
    }


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


def line_out(
    line: QuoteLine, *, internal: bool, discontinued: bool = False, flag: cost_flags.CostFlag | None = None
) -> dict[str, Any]:
    """The line's fields; staff (`internal`) also see its cost, margin, whether its product is discontinued, the
    supplier-quote line its cost came from and the flag on that cost."""
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
        row["discontinued"] = discontinued
        row["supplier_quote_line_id"] = line.supplier_quote_line_id
        row["cost_flag"] = asdict(flag) if flag else None
    return row


def plot_out(plot: QuotePlot, quantities: list[QuotePlotQuantity]) -> dict[str, Any]:
    return {
        "plot_id": plot.id,
        "plot_number": plot.plot_number,
        "house_type": plot.house_type,
        "quantities": [{"line_id": q.line_id, "quantity": q.quantity} for q in quantities],
    }


def shipping_out(version: QuoteVersion) -> dict[str, Any]:
    return {f: getattr(version, f) for f in content_service.SHIPPING_FIELDS}


def quote_fields(quote: Quote, version: QuoteVersion) -> dict[str, Any]:
    """The staff view's fields read straight off the quote and the version."""
    return {
        "quote_id": quote.id,
        "number": quote.number,
        "uuid": quote.uuid,
        "version": version.version,
        "version_status": version.status,
        "current_version": quote.current_version,
        "sent_version": quote.sent_version,
        "row_version": quote.row_version,
        "valid_until": version.valid_until,
        "vat_rate": version.vat_rate,
        "customer_notes": version.customer_notes,
        "internal_notes": quote.internal_notes,
        "file_repo_url": quote.file_repo_url,
        "po_number": quote.po_number,
        "checked_at": version.checked_at,
        "sent_at": version.sent_at,
        "decided_at": quote.decided_at,
        "decided_by_name": quote.decided_by_name,
        "decision_reason": quote.decision_reason,
        "shipping": shipping_out(version),
        "totals": totals_out(version),
        "created_at": quote.created_at,
        "updated_at": quote.updated_at,
    }


def list_item(row: Any, flagged: int = 0) -> QuoteListItem:
    """A row of the quotes list's columns (api/quotes/service/listing.py) as its item."""
    return QuoteListItem.model_validate(
        {
            "quote_id": row.id,
            "number": row.number,
            "uuid": row.uuid,
            "status": quotes.effective_status(row),
            "current_version": row.current_version,
            "sent_version": row.sent_version,
            "customer": {"id": row.customer_id, "name": row.customer_name, "kind": row.customer_kind},
            "project": {"id": row.project_id, "name": row.project_name} if row.project_id else None,
            "account_manager": columns.user_ref(row, "manager"),
            "total": row.total,
            "margin_percent": totals.Totals(row.subtotal, ZERO, ZERO, row.total, row.cost_total).margin_percent,
            # A sent quote's date is its sent version's; a draft shows the date it was given, if any.
            "valid_until": row.valid_until or row.version_valid_until,
            "sent_at": row.sent_at,
            "created_at": row.created_at,
            "updated_at": row.updated_at,
            "discontinued_lines": row.discontinued_lines,
            "cost_flags": flagged,
        }
    )


def history_item(
    version: QuoteVersion, changes: list[str], created_by: User | None, updated_by: User | None
) -> HistoryItem:
    return HistoryItem.model_validate(
        {
            "version": version.version,
            "status": version.status,
            "created_by": user_ref(created_by),
            "created_at": version.created_at,
            "updated_by": user_ref(updated_by),
            "updated_at": version.updated_at,
            "sent_at": version.sent_at,
            "total": version.total,
            "changes": changes,
        }
    )
