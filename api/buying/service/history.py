"""A supplier quote's versions, each with what changed from the one before it, in words."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from api.buying.models import SupplierQuote, SupplierQuoteVersion
from api.buying.service import content as content_service


def _fmt(value: Any) -> str:
    if value in (None, ""):
        return "—"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, Decimal):
        return f"{value.normalize():,f}"
    return str(value)


LINE_CHANGES = (
    ("quantity", "quantity"),
    ("unit", "unit"),
    ("price", "price"),
    ("lead_time", "lead time"),
    ("lead_time_unit", "lead time unit"),
    ("earliest_date", "earliest date"),
    ("cannot_quote", "can't quote"),
    ("alternative_price", "alternative price"),
    ("min_order_quantity", "minimum order"),
)
CHARGE_CHANGES = (
    ("haulage_basis", "haulage basis"),
    ("haulage_amount", "haulage"),
    ("loads", "loads"),
    ("part_load_surcharge", "part-load surcharge"),
    ("offload_charge", "offload charge"),
    ("pallets", "pallets"),
    ("pallet_charge", "pallet charge"),
    ("pallet_refund", "pallet refund"),
)


def _keyed(lines: list[dict[str, Any]]) -> dict[tuple[Any, int], dict[str, Any]]:
    seen: dict[Any, int] = {}
    out: dict[tuple[Any, int], dict[str, Any]] = {}
    for line in lines:
        what = line["product_id"] or line["description"].lower()
        seen[what] = seen.get(what, 0) + 1
        out[(what, seen[what])] = line
    return out


def describe(
    before: content_service.Content | None,
    after: content_service.Content,
    old: SupplierQuoteVersion | None,
    new: SupplierQuoteVersion,
) -> list[str]:
    """What changed from `before` to `after`, in words; the first version says what it holds."""
    if before is None or old is None:
        return [f"{len(after.lines)} line{'s' if len(after.lines) != 1 else ''}"]
    changes: list[str] = []
    was, now = _keyed(before.lines), _keyed(after.lines)
    for key, line in now.items():
        if key not in was:
            changes.append(f"added {line['description']}")
            continue
        for field, label in LINE_CHANGES:
            if was[key][field] != line[field]:
                changes.append(f"{line['description']}: {label} {_fmt(was[key][field])} → {_fmt(line[field])}")
    changes.extend(f"removed {line['description']}" for key, line in was.items() if key not in now)
    for field, label in CHARGE_CHANGES:
        if before.charges[field] != after.charges[field]:
            changes.append(f"{label} {_fmt(before.charges[field])} → {_fmt(after.charges[field])}")
    if old.valid_until != new.valid_until:
        changes.append(f"valid until {_fmt(old.valid_until)} → {_fmt(new.valid_until)}")
    return changes or ["no change to the lines or charges"]


def versions(session: Session, quote: SupplierQuote) -> list[tuple[SupplierQuoteVersion, list[str]]]:
    """Newest first."""
    rows = list(
        session.scalars(
            select(SupplierQuoteVersion)
            .where(SupplierQuoteVersion.supplier_quote_id == quote.id)
            .order_by(SupplierQuoteVersion.version)
        )
    )
    out = []
    before: content_service.Content | None = None
    old: SupplierQuoteVersion | None = None
    for version in rows:
        after = content_service.read(session, version)
        out.append((version, describe(before, after, old, version)))
        before, old = after, version
    return list(reversed(out))
