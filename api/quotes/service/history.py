"""A quote's versions, each with what changed from the one before it, in words."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from api.quotes.models import QuoteVersion
from api.quotes.service import content as content_service
from api.quotes.service.content import Content


def _keyed(lines: list[dict[str, Any]]) -> dict[tuple[Any, int], dict[str, Any]]:
    """Lines by what they are (product, or description for a free-text line) and which of its kind: a product
    quoted twice (say once as an option) is two lines, not one."""
    seen: dict[Any, int] = {}
    out: dict[tuple[Any, int], dict[str, Any]] = {}
    for line in lines:
        what = line["product_id"] or line["description"].lower()
        seen[what] = seen.get(what, 0) + 1
        out[(what, seen[what])] = line
    return out


def _fmt(value: Any) -> str:
    if value in (None, ""):
        return "—"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, Decimal):
        return f"{value.normalize():f}"
    return str(value)


def _money(value: Decimal) -> str:
    return f"{value:.2f}"


def _count(value: Any) -> str:
    """A quantity as people write it: 12,500 (bricks), 2.5 (tonnes)."""
    return f"{value.normalize():,f}" if isinstance(value, Decimal) else _fmt(value)


LINE_CHANGES = (
    ("quantity", "quantity", _count),
    ("unit", "unit", _fmt),
    ("sell_price", "price", _money),
    ("cost_price", "cost", _money),
    ("selected", "selected", _fmt),
    ("optional", "optional", _fmt),
    ("alternative_group", "alternative group", _fmt),
    ("lead_time_days", "lead time (days)", _fmt),
)
SHIPPING_CHANGES = (
    ("loads", "loads", _fmt),
    ("price_per_load", "price per load", _money),
    ("part_load_charge", "part-load charge", _money),
    ("offloading_charge", "offloading charge", _money),
)


def describe(before: Content, after: Content, old: QuoteVersion, new: QuoteVersion) -> list[str]:
    changes: list[str] = []
    old_lines = _keyed(before.lines)
    new_lines = _keyed(after.lines)
    for key, line in new_lines.items():
        was = old_lines.get(key)
        if was is None:
            changes.append(f"Added {line['description']}")
            continue
        if was["description"] != line["description"]:
            changes.append(f"Renamed {was['description']} to {line['description']}")
        for field, label, fmt in LINE_CHANGES:
            if was[field] != line[field]:
                changes.append(f"{line['description']}: {label} {fmt(was[field])} → {fmt(line[field])}")
    changes.extend(f"Removed {line['description']}" for key, line in old_lines.items() if key not in new_lines)
    if set(old_lines) == set(new_lines) and list(old_lines) != list(new_lines):
        changes.append("Lines reordered")
    for field, label, fmt in SHIPPING_CHANGES:
        if before.shipping[field] != after.shipping[field]:
            changes.append(f"Shipping: {label} {fmt(before.shipping[field])} → {fmt(after.shipping[field])}")
    if _plots_key(before) != _plots_key(after):
        changes.append(
            f"Plots: {len(before.plots)} → {len(after.plots)}"
            if len(before.plots) != len(after.plots)
            else "Plot quantities changed"
        )
    if old.vat_rate != new.vat_rate:
        changes.append(f"VAT rate {_fmt(old.vat_rate)} % → {_fmt(new.vat_rate)} %")
    if old.valid_until != new.valid_until:
        changes.append(f"Valid until {_fmt(old.valid_until)} → {_fmt(new.valid_until)}")
    if old.delivery_address_id != new.delivery_address_id:
        changes.append("Delivery address changed")
    if old.customer_notes != new.customer_notes:
        changes.append("Customer notes changed")
    return changes


def _plots_key(body: Content) -> Any:
    return body.key()[1]


def versions(session: Session, quote_id: int) -> list[tuple[QuoteVersion, list[str]]]:
    rows = list(
        session.scalars(select(QuoteVersion).where(QuoteVersion.quote_id == quote_id).order_by(QuoteVersion.version))
    )
    out: list[tuple[QuoteVersion, list[str]]] = []
    previous: tuple[QuoteVersion, Content] | None = None
    for row in rows:
        body = content_service.read(session, row)
        changes = ["First version"] if previous is None else describe(previous[1], body, previous[0], row)
        out.append((row, changes or ["No changes to the content"]))
        previous = (row, body)
    out.reverse()
    return out
