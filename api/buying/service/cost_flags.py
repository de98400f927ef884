"""The flags on customer-quote lines costed from a supplier quote (see api/quotes/cost_flags.py): installed into
quotes by `api.wiring.wire()`.

`requoted`: the supplier quote has a newer answered version than the one the line's cost came from, and its line
for the same goods has another price (or none now). `expires_first`: otherwise, when the supplier's latest answer
is valid until a date before the customer quote's. The margin effect is the line's margin at the new cost less its
margin now (quantity x cost change, on the line's unit; negative when the margin falls)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import date
from typing import Any

from sqlalchemy import bindparam, select
from sqlalchemy.orm import Session

from api.buying.models import SupplierQuote, SupplierQuoteLine, SupplierQuoteVersion
from api.buying.service import answers as answers_service
from api.buying.service.costing import on_unit
from api.quotes import cost_flags
from api.quotes.models import QuoteLine
from api.quotes.totals import line_total


def _same_goods(used: SupplierQuoteLine, lines: list[SupplierQuoteLine]) -> SupplierQuoteLine | None:
    key = answers_service.row_key(used)
    for line in lines:
        if answers_service.row_key(line) == key:
            return line
    return next((line for line in lines if line.position == used.position), None)


def line_flags(session: Session, lines: Sequence[Any], valid_until: date | None) -> dict[int, cost_flags.CostFlag]:
    return _flags(session, lines, lambda _: valid_until)


def _flags(
    session: Session, lines: Sequence[Any], valid_until_of: Callable[[Any], date | None]
) -> dict[int, cost_flags.CostFlag]:
    """The flags of `lines` (of one customer-quote version or of several), each line's customer quote valid until
    `valid_until_of(line)`: three statements however many lines and versions."""
    linked = [line for line in lines if line.supplier_quote_line_id is not None]
    used_ids = {line.supplier_quote_line_id for line in linked}
    rows = session.execute(
        select(SupplierQuoteLine, SupplierQuoteVersion, SupplierQuote)
        .join(SupplierQuoteVersion, SupplierQuoteVersion.id == SupplierQuoteLine.version_id)
        .join(SupplierQuote, SupplierQuote.id == SupplierQuoteVersion.supplier_quote_id)
        .where(SupplierQuoteLine.id.in_(used_ids))
    ).all()
    used = {row[0].id: (row[0], row[1], row[2]) for row in rows}
    newest = answers_service.latest_answered_versions(session, list({row[2].id for row in rows}))
    newest_lines = answers_service.lines_by_version(session, [v.id for v in newest.values()])
    flags: dict[int, cost_flags.CostFlag] = {}
    for line in linked:
        found = used.get(line.supplier_quote_line_id)
        if found is None:
            continue
        sq_line, version, quote = found
        latest = newest.get(quote.id)
        if latest is not None and latest.version > version.version:
            now = _same_goods(sq_line, newest_lines[latest.id])
            price = now.price if now is not None and not now.cannot_quote else None
            if price != sq_line.price:
                new_cost = on_unit(price, now, line.unit) if now is not None else None
                effect = None
                if new_cost is not None:
                    effect = line_total(line.quantity, line.cost_price, line.unit) - line_total(
                        line.quantity, new_cost, line.unit
                    )
                flags[line.id] = cost_flags.CostFlag(
                    "requoted", quote.id, quote.number, line.cost_price, new_cost, effect, latest.valid_until
                )
                continue
        supplier_until = (latest or version).valid_until
        valid_until = valid_until_of(line)
        if valid_until is not None and supplier_until is not None and supplier_until < valid_until:
            flags[line.id] = cost_flags.CostFlag(
                "expires_first", quote.id, quote.number, line.cost_price, None, None, supplier_until
            )
    return flags


# The lines of the versions `:version_ids` costed from a supplier quote, in a statement written once (the quotes
# list asks on every page; building the statement took more CPU than the query).
_COSTED_LINES = select(
    QuoteLine.id,
    QuoteLine.version_id,
    QuoteLine.supplier_quote_line_id,
    QuoteLine.quantity,
    QuoteLine.cost_price,
    QuoteLine.unit,
).where(
    QuoteLine.version_id.in_(bindparam("version_ids", expanding=True)), QuoteLine.supplier_quote_line_id.is_not(None)
)


def version_counts(session: Session, versions: Sequence[tuple[int, date | None]]) -> dict[int, int]:
    """Version id -> how many of its lines are flagged, for the versions with a line costed from a supplier quote:
    their lines read and flagged together (each version's flags read apart were three statements a version)."""
    until = dict(versions)
    lines = session.execute(_COSTED_LINES, {"version_ids": list(until)}).all()
    if not lines:
        return {}
    version_of = {line.id: line.version_id for line in lines}
    counts = dict.fromkeys(version_of.values(), 0)
    for line_id in _flags(session, lines, lambda line: until[line.version_id]):
        counts[version_of[line_id]] += 1
    return counts


def install() -> None:
    cost_flags.install(line_flags, version_counts)
