"""The comparison of answers: a matrix of lines x suppliers over each supplier quote's latest answered version,
for one request or for every supplier quote of a customer quote (linked, or asked from it).

Per cell: the price on the line's basis, the landed price (charges spread, see api/buying/totals.py), lead time
and the date the goods could be on site against the required-on-site date (`too_late`), can't-quote and the
alternative offered, minimums, the award. Per row the lowest landed price and the earliest date among usable
answers (answered, not expired, not withdrawn or declined) are marked; per supplier the totals, also at minimums."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from typing import Any

from sqlalchemy import or_, select
from sqlalchemy.orm import Session

from api.buying import totals
from api.buying.models import LeadTimeUnit, SupplierQuote, SupplierQuoteCustomerQuote, SupplierRequest
from api.buying.service import answers as answers_service
from api.buying.service.answers import Answer
from api.core.errors import NotFound
from api.crm import Organisation
from api.quotes.models import Quote


@dataclass
class Scope:
    """The supplier quotes compared, and what they were asked for."""

    quotes: list[SupplierQuote]
    request: SupplierRequest | None = None
    customer_quote_id: int | None = None


def get_request(session: Session, request_id: int) -> SupplierRequest:
    request = session.get(SupplierRequest, request_id)
    if request is None:
        raise NotFound("This request for quotation does not exist.")
    return request


def of_request(session: Session, request_id: int) -> Scope:
    request = get_request(session, request_id)
    quotes = list(
        session.scalars(select(SupplierQuote).where(SupplierQuote.request_id == request.id).order_by(SupplierQuote.id))
    )
    return Scope(quotes, request, request.customer_quote_id)


def of_customer_quote(session: Session, quote_id: int) -> Scope:
    """Every supplier quote linked to customer quote `quote_id`, or sent from a request made from it."""
    if session.get(Quote, quote_id) is None:
        raise NotFound("This quote does not exist.")
    linked = select(SupplierQuoteCustomerQuote.supplier_quote_id).where(SupplierQuoteCustomerQuote.quote_id == quote_id)
    requests = select(SupplierRequest.id).where(SupplierRequest.customer_quote_id == quote_id)
    quotes = list(
        session.scalars(
            select(SupplierQuote)
            .where(or_(SupplierQuote.id.in_(linked), SupplierQuote.request_id.in_(requests)))
            .order_by(SupplierQuote.id)
        )
    )
    return Scope(quotes, None, quote_id)


def supplier_names(session: Session, quotes: list[SupplierQuote]) -> dict[int, str]:
    ids = {q.supplier_id for q in quotes}
    if not ids:
        return {}
    rows = session.execute(select(Organisation.id, Organisation.name).where(Organisation.id.in_(ids)))
    return {row[0]: row[1] for row in rows}


class _DeliveryDates(dict[tuple[Any, ...], date | None]):
    """Delivery dates by (lead time, its unit, earliest date): the lines of a comparison share a few of them."""

    def __init__(self, today: date) -> None:
        super().__init__()
        self.today = today

    def of(self, line: Any) -> date | None:
        key = (line.lead_time, line.lead_time_unit, line.earliest_date)
        if key not in self:
            self[key] = answers_service.delivery_date(line, self.today)
        return self[key]


WORKING_DAYS = LeadTimeUnit.working_days.value


def _cell(
    answered: bool, line: Any, figures: totals.LineFigures, row_unit: str, required: date | None, dates: _DeliveryDates
) -> dict[str, Any]:
    """A compact cell (see `ComparisonCell`): only the fields away from their defaults."""
    cell: dict[str, Any] = {"line_id": line.id}
    if answered and figures.total is not None:
        cell["price"] = line.price
        cell["line_total"] = figures.total
        cell["landed_unit_price"] = figures.landed_unit_price
    if line.unit != row_unit:
        cell["unit"] = line.unit
    if line.lead_time is not None:
        cell["lead_time"] = line.lead_time
    if line.lead_time_unit != WORKING_DAYS:
        cell["lead_time_unit"] = line.lead_time_unit
    if line.earliest_date is not None:
        cell["earliest_date"] = line.earliest_date
    if answered:
        delivery = dates.of(line)
        if delivery is not None:
            cell["delivery_date"] = delivery
            if required and delivery > required:
                cell["too_late"] = True
    if line.cannot_quote:
        cell["cannot_quote"] = True
    if line.cannot_quote_reason:
        cell["cannot_quote_reason"] = line.cannot_quote_reason
    if line.alternative_description or line.alternative_product_id or line.alternative_price is not None:
        cell["alternative"] = {
            "product_id": line.alternative_product_id,
            "description": line.alternative_description,
            "price": line.alternative_price,
        }
    if line.min_order_quantity is not None:
        cell["min_order_quantity"] = line.min_order_quantity
    if figures.below_minimum:
        cell["below_minimum"] = True
    if line.works:
        cell["works"] = line.works
    if line.awarded:
        cell["awarded"] = True
    if line.award_reason:
        cell["award_reason"] = line.award_reason
    if line.awarded_at is not None:
        cell["awarded_at"] = line.awarded_at
    return cell


def _mark_best(cells: list[dict[str, Any] | None], usable: list[bool]) -> None:
    """Among the usable answers of a row: the lowest landed price, and the earliest delivery date of a priced one."""
    candidates = [c for c, ok in zip(cells, usable, strict=True) if c is not None and ok]
    prices = [c["landed_unit_price"] for c in candidates if c.get("landed_unit_price") is not None]
    if prices:
        low = min(prices)
        for c in candidates:
            if c.get("landed_unit_price") == low:
                c["best_price"] = True
    dated = [c for c in candidates if "price" in c and c.get("delivery_date") is not None]
    if dated:
        soonest = min(c["delivery_date"] for c in dated)
        for c in dated:
            if c["delivery_date"] == soonest:
                c["best_date"] = True


def _supplier(answer: Answer, name: str, required: date | None, today: date) -> dict[str, Any]:
    quote, version, figures = answer.quote, answer.version, answer.figures
    return {
        "supplier_quote_id": quote.id,
        "number": quote.number,
        "uuid": quote.uuid,
        "supplier": {"id": quote.supplier_id, "name": name},
        "status": quote.status,
        "answered": answer.answered,
        "version": version.version,
        "valid_until": version.valid_until if answer.answered else None,
        "validity": answers_service.validity(version.valid_until, today).value if answer.answered else None,
        "required_on_site": required,
        "goods_total": figures.goods,
        "charges_total": figures.charges.total,
        "total": figures.total,
        "minimum_total": answers_service.minimum_total(answer),
        "below_minimum_lines": sum(1 for f in figures.lines if f.below_minimum and f.total is not None),
        "priced_lines": figures.priced_lines,
        "cannot_quote_lines": figures.cannot_quote_lines,
        "awarded_lines": sum(1 for line in answer.lines if line.awarded),
    }


def build(session: Session, scope: Scope, today: date | None = None) -> dict[str, Any]:
    """The matrix in the shape of `ComparisonOut`, as plain values (Decimals, dates) to be written out as they are
    (`api.core.responses.plain_json`): thousands of cells worked out here need no validating again."""
    today = today or date.today()
    answers = answers_service.answers(session, scope.quotes, plain=True)
    names = supplier_names(session, scope.quotes)
    request_required = scope.request.required_on_site if scope.request else None
    required = [a.quote.required_on_site or request_required for a in answers]
    usable = [answers_service.usable(a, today) for a in answers]
    rows: dict[str, dict[str, Any]] = {}
    order: dict[str, tuple[int, int]] = {}
    dates = _DeliveryDates(today)
    width = len(answers)
    for column, answer in enumerate(answers):
        answered, need = answer.answered, required[column]
        for key, line, figures in answer.keyed():
            row = rows.get(key)
            if row is None:
                row = rows[key] = {
                    "key": key,
                    "product_id": line.product_id,
                    "code": line.code,
                    "description": line.description,
                    "quantity": line.quantity,
                    "unit": line.unit,
                    "customer_quote_id": line.customer_quote_id,
                    "customer_line_position": line.customer_line_position,
                    "cells": [None] * width,
                }
                order[key] = (column, line.position)
            row["cells"][column] = _cell(answered, line, figures, row["unit"], need, dates)
    # Lines asked from a customer quote in its order, then the others in the order the suppliers list them.
    ordered = sorted(
        rows.values(),
        key=lambda r: (r["customer_line_position"] is None, r["customer_line_position"] or 0, order[r["key"]]),
    )
    for row in ordered:
        _mark_best(row["cells"], usable)
    request = scope.request
    return {
        "request_id": request.id if request else None,
        "request_number": request.number if request else None,
        "customer_quote_id": scope.customer_quote_id,
        "required_on_site": request_required,
        "suppliers": [
            _supplier(a, names.get(a.quote.supplier_id, ""), required[i], today) for i, a in enumerate(answers)
        ],
        "rows": ordered,
    }
