"""Supplier quotes into customer quotes: linking them (`attachSupplierQuotes`), listing those linked, and the costs
they propose for the customer quote's lines (`convertSupplierQuotes`: nothing is saved; the editor applies the
proposal and the quote's own save keeps each line's `supplier_quote_line_id`).

A customer line's candidates are the lines of its linked supplier quotes' latest answers asked for it (the same
customer-quote line), else for the same product, else with the same description. Costs are put on the customer
line's unit: per 1,000 and each convert (bricks counted either way); a supplier's pack or pallet price converts
with its pack or pallet size; other units compare only with the same unit. The proposed choice is the awarded
line, else the cheapest usable one (answered, not expired). Its cost is the supplier's price: the chosen
suppliers' haulage, part-load and offload charges are proposed as the quote's delivery charges instead."""

from __future__ import annotations

from datetime import date
from decimal import ROUND_HALF_UP, Decimal
from typing import Any

from sqlalchemy import delete, select
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.orm import Session

from api.buying import totals
from api.buying.models import SupplierQuote, SupplierQuoteCustomerQuote, SupplierQuoteLine
from api.buying.schemas.costing import AttachedOut, AttachIn, ConvertOut
from api.buying.service import answers as answers_service
from api.buying.service import comparison
from api.buying.service.answers import Answer
from api.core.errors import Conflict, FieldErrors
from api.crm import Organisation
from api.quotes.models import SUBJECT, Quote, QuoteLine
from api.quotes.service import quotes as quote_service
from api.records.service import activity
from api.users.models import User

PENNY = Decimal("0.01")
BRICKS = ("per_1000", "each")


def per_unit(unit: str, line: SupplierQuoteLine | None = None) -> Decimal | None:
    """How many counted items one unit's price covers (None when not known)."""
    if unit == "per_1000":
        return Decimal(1000)
    if unit == "each":
        return Decimal(1)
    if line is not None and unit == "pack" and line.pack_size:
        return Decimal(line.pack_size)
    if line is not None and unit == "pallet" and line.pallet_size:
        return Decimal(line.pallet_size)
    return None


def on_unit(price: Decimal | None, line: SupplierQuoteLine, unit: str) -> Decimal | None:
    """A supplier line's price (per its unit) on `unit`, to the penny; None when the two do not compare."""
    if price is None:
        return None
    if line.unit == unit:
        return price
    source = per_unit(line.unit, line)
    target = per_unit(unit) if unit in BRICKS else None
    if source is None or target is None:
        return None
    return (price / source * target).quantize(PENNY, rounding=ROUND_HALF_UP)


def attach(session: Session, data: AttachIn, actor: User) -> None:
    quote = quote_service.get(session, data.quote_id)
    if quote.status in quote_service.LOCKED:
        raise Conflict(f"Quote {quote.number} is {quote.status}: its supplier quotes can no longer change.")
    wanted = set(data.supplier_quote_ids) | set(data.detach_ids)
    found = set(session.scalars(select(SupplierQuote.id).where(SupplierQuote.id.in_(wanted)))) if wanted else set()
    errors = {}
    for name, ids in (("supplier_quote_ids", data.supplier_quote_ids), ("detach_ids", data.detach_ids)):
        for i, sq in enumerate(ids):
            if sq not in found:
                errors[f"{name}.{i}"] = "This supplier quote does not exist."
    if not data.supplier_quote_ids and not data.detach_ids:
        errors["supplier_quote_ids"] = "Choose the supplier quotes to link."
    if errors:
        raise FieldErrors(errors)
    if data.supplier_quote_ids:
        session.execute(
            insert(SupplierQuoteCustomerQuote)
            .values(
                [
                    {"supplier_quote_id": i, "quote_id": quote.id, "created_by_id": actor.id}
                    for i in data.supplier_quote_ids
                ]
            )
            .on_conflict_do_nothing()
        )
    if data.detach_ids:
        session.execute(
            delete(SupplierQuoteCustomerQuote).where(
                SupplierQuoteCustomerQuote.quote_id == quote.id,
                SupplierQuoteCustomerQuote.supplier_quote_id.in_(data.detach_ids),
            )
        )
    numbers = dict(
        session.execute(select(SupplierQuote.id, SupplierQuote.number).where(SupplierQuote.id.in_(wanted)))
        .tuples()
        .all()
    )
    parts = []
    if data.supplier_quote_ids:
        parts.append("linked " + ", ".join(numbers[i] for i in data.supplier_quote_ids))
    if data.detach_ids:
        parts.append("unlinked " + ", ".join(numbers[i] for i in data.detach_ids))
    activity.record(session, SUBJECT, quote.id, actor, "supplier_quotes", "Supplier quotes " + "; ".join(parts))
    session.flush()


def attached(session: Session, quote_id: int, today: date | None = None) -> list[AttachedOut]:
    scope = comparison.of_customer_quote(session, quote_id)
    links = dict(
        session.execute(
            select(SupplierQuoteCustomerQuote.supplier_quote_id, SupplierQuoteCustomerQuote.created_at).where(
                SupplierQuoteCustomerQuote.quote_id == quote_id
            )
        )
        .tuples()
        .all()
    )
    names = comparison.supplier_names(session, scope.quotes)
    ids = {q.supplier_id for q in scope.quotes}
    kinds = dict(
        session.execute(select(Organisation.id, Organisation.kind).where(Organisation.id.in_(ids))).tuples().all()
    )
    out = []
    for answer in answers_service.answers(session, scope.quotes):
        quote, version = answer.quote, answer.version
        out.append(
            AttachedOut.model_validate(
                {
                    "supplier_quote_id": quote.id,
                    "number": quote.number,
                    "uuid": quote.uuid,
                    "status": quote.status,
                    "supplier": {
                        "id": quote.supplier_id,
                        "name": names.get(quote.supplier_id, ""),
                        "kind": kinds.get(quote.supplier_id, "supplier"),
                    },
                    "request_id": quote.request_id,
                    "answered": answer.answered,
                    "version": version.version,
                    "valid_until": version.valid_until if answer.answered else None,
                    "validity": answers_service.validity(version.valid_until, today) if answer.answered else None,
                    "total": version.total,
                    "answered_at": quote.answered_at,
                    "linked_at": links.get(quote.id),
                }
            )
        )
    return out


def _matches(line: QuoteLine, quote_id: int, candidate: SupplierQuoteLine) -> bool:
    if candidate.customer_quote_id == quote_id and candidate.customer_line_position is not None:
        return candidate.customer_line_position == line.position
    if line.product_id is not None and candidate.product_id is not None:
        return candidate.product_id == line.product_id
    return " ".join(candidate.description.lower().split()) == " ".join(line.description.lower().split())


def _candidate(
    answer: Answer, sq_line: SupplierQuoteLine, figures: totals.LineFigures, line: QuoteLine, name: str, today: date
) -> dict[str, Any] | None:
    alternative = sq_line.cannot_quote and sq_line.alternative_price is not None
    price = sq_line.alternative_price if alternative else sq_line.price
    if price is None or (sq_line.cannot_quote and not alternative):
        return None
    landed = figures.landed_unit_price if not alternative else price
    return {
        "supplier_quote_id": answer.quote.id,
        "number": answer.quote.number,
        "supplier": {"id": answer.quote.supplier_id, "name": name},
        "version": answer.version.version,
        "supplier_quote_line_id": sq_line.id,
        "price": price,
        "unit": sq_line.unit,
        "unit_cost": on_unit(price, sq_line, line.unit),
        "landed_unit_cost": on_unit(landed, sq_line, line.unit),
        "lead_time": sq_line.lead_time,
        "lead_time_unit": sq_line.lead_time_unit,
        "delivery_date": answers_service.delivery_date(sq_line, today),
        "valid_until": answer.version.valid_until,
        "validity": answers_service.validity(answer.version.valid_until, today),
        "awarded": sq_line.awarded,
        "alternative": alternative,
    }


def _proposed(candidates: list[dict[str, Any]]) -> dict[str, Any] | None:
    usable = [c for c in candidates if c["validity"] != "expired" and c["unit_cost"] is not None]
    awarded = [c for c in usable if c["awarded"] and not c["alternative"]]
    if awarded:
        return {
            "supplier_quote_line_id": awarded[0]["supplier_quote_line_id"],
            "cost_price": awarded[0]["unit_cost"],
            "why": "awarded",
        }
    plain = [c for c in usable if not c["alternative"]]
    if not plain:
        return None
    best = min(plain, key=lambda c: (c["landed_unit_cost"] or c["unit_cost"], c["supplier_quote_line_id"]))
    return {
        "supplier_quote_line_id": best["supplier_quote_line_id"],
        "cost_price": best["unit_cost"],
        "why": "cheapest_valid",
    }


def convert(session: Session, quote_id: int, today: date | None = None) -> ConvertOut:
    today = today or date.today()
    quote: Quote = quote_service.get(session, quote_id)
    version = quote_service.version_of(session, quote)
    lines = list(
        session.scalars(select(QuoteLine).where(QuoteLine.version_id == version.id).order_by(QuoteLine.position))
    )
    scope = comparison.of_customer_quote(session, quote_id)
    answers = [
        a
        for a in answers_service.answers(session, scope.quotes)
        if a.answered and a.quote.status not in answers_service.NOT_OFFERED
    ]
    names = comparison.supplier_names(session, scope.quotes)
    chosen_quotes: dict[int, Answer] = {}
    out_lines = []
    for line in lines:
        candidates = []
        owners: dict[int, Answer] = {}
        for answer in answers:
            for sq_line, figures in zip(answer.lines, answer.figures.lines, strict=True):
                if _matches(line, quote.id, sq_line):
                    candidate = _candidate(
                        answer, sq_line, figures, line, names.get(answer.quote.supplier_id, ""), today
                    )
                    if candidate is not None:
                        candidates.append(candidate)
                        owners[sq_line.id] = answer
        proposed = _proposed(candidates)
        if proposed is not None:
            owner = owners[proposed["supplier_quote_line_id"]]
            chosen_quotes[owner.quote.id] = owner
        out_lines.append(
            {
                "line_id": line.id,
                "position": line.position,
                "description": line.description,
                "quantity": line.quantity,
                "unit": line.unit,
                "cost_price": line.cost_price,
                "sell_price": line.sell_price,
                "supplier_quote_line_id": line.supplier_quote_line_id,
                "candidates": candidates,
                "proposed": proposed,
            }
        )
    return ConvertOut.model_validate(
        {
            "quote_id": quote.id,
            "version": version.version,
            "lines": out_lines,
            "delivery": _delivery(list(chosen_quotes.values())),
        }
    )


def _delivery(chosen: list[Answer]) -> dict[str, Any]:
    loads = sum(a.version.loads for a in chosen if a.version.haulage_basis in totals.HAULED)
    haulage = sum((a.figures.charges.haulage for a in chosen), totals.ZERO)
    return {
        "loads": loads,
        "price_per_load": (haulage / loads).quantize(PENNY, rounding=ROUND_HALF_UP) if loads else totals.ZERO,
        "part_load_charge": sum((a.figures.charges.part_load for a in chosen), totals.ZERO),
        "offloading_charge": sum((a.figures.charges.offload for a in chosen), totals.ZERO),
        "pallet_charges": sum((a.figures.charges.pallets for a in chosen), totals.ZERO),
        "supplier_quote_ids": sorted(a.quote.id for a in chosen),
    }
