"""A quote's versions, each with what changed from the one before it, in words."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from api.quotes.models import QuoteVersion
from api.quotes.service import content as content_service
from api.quotes.service.content import Content


def _line_key(line: dict[str, Any]) -> Any:
    return line["product_id"] or line["description"].lower()


def _fmt(value: Any) -> str:
    return "—" if value in (None, "") else str(value)


def describe(before: Content, after: Content, old: QuoteVersion, new: QuoteVersion) -> list[str]:
    changes: list[str] = []
    old_lines = {_line_key(line): line for line in before.lines}
    new_lines = {_line_key(line): line for line in after.lines}
    for key, line in new_lines.items():
        was = old_lines.get(key)
        if was is None:
            changes.append(f"Added {line['description']}")
            continue
        for field, label in (
            ("quantity", "quantity"),
            ("sell_price", "price"),
            ("cost_price", "cost"),
            ("selected", "selected"),
            ("optional", "optional"),
            ("alternative_group", "alternative group"),
            ("lead_time_days", "lead time"),
        ):
            if was[field] != line[field]:
                changes.append(f"{line['description']}: {label} {_fmt(was[field])} → {_fmt(line[field])}")
    changes.extend(f"Removed {line['description']}" for key, line in old_lines.items() if key not in new_lines)
    if list(old_lines) != list(new_lines) and set(old_lines) == set(new_lines):
        changes.append("Lines reordered")
    for field, label in (
        ("loads", "loads"),
        ("price_per_load", "price per load"),
        ("part_load_charge", "part-load charge"),
        ("offloading_charge", "offloading charge"),
    ):
        if before.shipping[field] != after.shipping[field]:
            changes.append(f"Shipping: {label} {_fmt(before.shipping[field])} → {_fmt(after.shipping[field])}")
    if before.plots != after.plots:
        changes.append(
            f"Plots: {len(before.plots)} → {len(after.plots)}"
            if len(before.plots) != len(after.plots)
            else "Plot quantities changed"
        )
    for field, label in (
        ("vat_rate", "VAT rate"),
        ("valid_until", "valid until"),
        ("delivery_address_id", "delivery address"),
    ):
        if getattr(old, field) != getattr(new, field):
            changes.append(f"{label.capitalize()} {_fmt(getattr(old, field))} → {_fmt(getattr(new, field))}")
    if old.customer_notes != new.customer_notes:
        changes.append("Customer notes changed")
    return changes


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
