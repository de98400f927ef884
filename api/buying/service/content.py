"""A version's content: its lines (what is asked and what is answered) and its charges, as plain values that are
checked, written (with the totals worked out), read back and compared as one. Award marks are not content: a new
version starts unawarded."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal
from types import SimpleNamespace
from typing import Any

from sqlalchemy import Table, delete, select
from sqlalchemy.orm import Session
from sqlalchemy.orm.util import identity_key

from api.buying import totals
from api.buying.models import SupplierQuoteLine, SupplierQuoteVersion
from api.buying.schemas.lines import AnswerFields, AskedLineIn, ChargesIn
from api.catalogue.models import Product
from api.core import bulk
from api.core.errors import FieldErrors
from api.core.fields import MAX_MONEY
from api.quotes.models import Quote, QuoteLine, QuoteVersion
from api.quotes.totals import line_total

ASKED_FIELDS = ("product_id", "code", "description", "quantity", "unit", "customer_quote_id", "customer_line_position")
ANSWER_FIELDS = (
    "price",
    "lead_time",
    "lead_time_unit",
    "earliest_date",
    "works",
    "cannot_quote",
    "cannot_quote_reason",
    "alternative_product_id",
    "alternative_description",
    "alternative_price",
    "min_order_quantity",
    "full_load_quantity",
    "pack_size",
    "pallet_size",
    "supplier_notes",
)
LINE_FIELDS = ASKED_FIELDS + ANSWER_FIELDS
CHARGE_FIELDS = (
    "haulage_basis",
    "haulage_amount",
    "loads",
    "part_load_surcharge",
    "offload_charge",
    "pallets",
    "pallet_charge",
    "pallet_refund",
)
EMPTY_ANSWER = AnswerFields()
TABLE: Table = SupplierQuoteLine.__table__  # type: ignore[assignment]


@dataclass
class Content:
    """What a version holds: `lines` are dicts of LINE_FIELDS, `charges` a dict of CHARGE_FIELDS."""

    lines: list[dict[str, Any]]
    charges: dict[str, Any]

    def key(self) -> tuple[Any, ...]:
        """Equal keys mean equal content."""
        return (
            tuple(tuple(line[f] for f in LINE_FIELDS) for line in self.lines),
            tuple(self.charges[f] for f in CHARGE_FIELDS),
        )


def answer_values(answer: AnswerFields) -> dict[str, Any]:
    values = answer.model_dump(include=set(ANSWER_FIELDS))
    values["lead_time_unit"] = answer.lead_time_unit.value
    return values


def charges_values(charges: ChargesIn) -> dict[str, Any]:
    values = charges.model_dump(include=set(CHARGE_FIELDS))
    values["haulage_basis"] = charges.haulage_basis.value
    return values


def check_answer(row: dict[str, Any], at: str, errors: dict[str, str], *, submit: bool) -> None:
    """An answer's own rules: a can't-quote line has a reason and no price; an alternative's price says what it is
    for; a submitted answer prices every line it does not decline."""
    if row["cannot_quote"]:
        if not row["cannot_quote_reason"]:
            errors[f"{at}.cannot_quote_reason"] = "Say why this line cannot be quoted"
        if row["price"] is not None:
            errors[f"{at}.price"] = "Leave the price empty on a line you cannot quote"
    elif submit and row["price"] is None:
        errors[f"{at}.price"] = "Enter a price, or mark the line as one you cannot quote"
    if row["alternative_price"] is not None and not (row["alternative_description"] or row["alternative_product_id"]):
        errors[f"{at}.alternative_description"] = "Describe the alternative this price is for"


def _products(session: Session, ids: set[int]) -> dict[int, Product]:
    if not ids:
        return {}
    return {p.id: p for p in session.scalars(select(Product).where(Product.id.in_(ids)))}


def from_request(
    session: Session, lines: Sequence[AskedLineIn], errors: dict[str, str], *, at: str = "lines", answered: bool = False
) -> list[dict[str, Any]]:
    """Line rows from a request (asked lines, or whole lines with answers); a product gives the code, name and unit
    left empty. Errors go into `errors` named `lines.N.field`. `answered` checks the answers as submitted."""
    wanted = {line.product_id for line in lines if line.product_id is not None}
    wanted |= {a for line in lines if (a := getattr(line, "alternative_product_id", None)) is not None}
    found = _products(session, wanted)
    rows = []
    for i, line in enumerate(lines):
        where = f"{at}.{i}"
        product = found.get(line.product_id) if line.product_id is not None else None
        if line.product_id is not None and product is None:
            errors[f"{where}.product_id"] = "This product does not exist."
        description = line.description or (product.name if product else "")
        if not description:
            errors[f"{where}.description"] = "Describe the line, or choose a product"
        if line.quantity <= 0:
            errors[f"{where}.quantity"] = "Enter a quantity above 0"
        unit = line.unit.value if line.unit else (product.selling_unit if product else "each")
        row: dict[str, Any] = {
            "product_id": line.product_id,
            "code": line.code or (product.code if product else ""),
            "description": description,
            "quantity": line.quantity,
            "unit": unit,
            "customer_quote_id": None,
            "customer_line_position": None,
            **answer_values(line if isinstance(line, AnswerFields) else EMPTY_ANSWER),
        }
        alternative = row["alternative_product_id"]
        if alternative is not None and alternative not in found:
            errors[f"{where}.alternative_product_id"] = "This product does not exist."
        check_answer(row, where, errors, submit=answered)
        rows.append(row)
    return rows


def customer_line_positions(session: Session, quote_id: int) -> set[int]:
    """The positions of the lines of a customer quote's current version."""
    quote = session.get(Quote, quote_id)
    if quote is None:
        return set()
    return set(
        session.scalars(
            select(QuoteLine.position)
            .join(QuoteVersion, QuoteVersion.id == QuoteLine.version_id)
            .where(QuoteVersion.quote_id == quote.id, QuoteVersion.version == quote.current_version)
        )
    )


def from_customer_quote(session: Session, quote_id: int, errors: dict[str, str], at: str) -> list[dict[str, Any]]:
    """The asked lines of a customer quote's current version, each remembering the line it came from."""
    quote = session.get(Quote, quote_id)
    if quote is None:
        errors[at] = "This customer quote does not exist."
        return []
    version = session.scalar(
        select(QuoteVersion).where(QuoteVersion.quote_id == quote.id, QuoteVersion.version == quote.current_version)
    )
    lines = (
        list(session.scalars(select(QuoteLine).where(QuoteLine.version_id == version.id).order_by(QuoteLine.position)))
        if version
        else []
    )
    if not lines:
        errors[at] = f"Quote {quote.number} has no lines to ask prices for."
    return [
        {
            "product_id": line.product_id,
            "code": line.code,
            "description": line.description,
            "quantity": line.quantity,
            "unit": line.unit,
            "customer_quote_id": quote.id,
            "customer_line_position": line.position,
            **answer_values(EMPTY_ANSWER),
        }
        for line in lines
    ]


def range_errors(content: Content) -> tuple[dict[str, str], totals.Totals | None]:
    """Figures that would pass what the money columns hold, named before anything is stored; and, when they all
    fit, the content's totals."""
    errors: dict[str, str] = {}
    too_large = f"This line's total would be too large: at most £{MAX_MONEY:,}"
    for i, row in enumerate(content.lines):
        for price_field in ("price", "alternative_price"):
            price = row[price_field]
            if price is not None and line_total(row["quantity"], price, row["unit"]) > MAX_MONEY:
                errors[f"lines.{i}.quantity"] = too_large
    figures = totals.charges_of(SimpleNamespace(**content.charges))
    if max(figures.haulage, figures.pallets, figures.total, figures.pallet_refund) > MAX_MONEY:
        errors["charges"] = f"The charges would be too large: at most £{MAX_MONEY:,}"
    if errors:
        return errors, None
    result = totals.totals([SimpleNamespace(**row) for row in content.lines], SimpleNamespace(**content.charges))
    if result.total > MAX_MONEY:
        errors["lines"] = f"The total would be too large: at most £{MAX_MONEY:,} per quote"
    return errors, result


def _worked_out(version: SupplierQuoteVersion, content: Content) -> tuple[list[dict[str, Any]], totals.Totals]:
    """The line rows to store (with their totals); the version's charges and totals set (422 before anything when
    a total would not fit)."""
    errors, result = range_errors(content)
    if errors or result is None:
        raise FieldErrors(errors)
    rows = [{**row, "line_total": figures.total} for row, figures in zip(content.lines, result.lines, strict=True)]
    for field in CHARGE_FIELDS:
        setattr(version, field, content.charges[field])
    version.goods_total = result.goods
    version.charges_total = result.charges.total
    version.total = result.total
    return rows, result


def write_new(session: Session, contents: Sequence[tuple[SupplierQuoteVersion, Content]]) -> None:
    """As `write` for many new versions (no lines yet, maybe unsaved) at once: the versions are flushed together
    and every line of them inserted in one statement."""
    worked = [(version, _worked_out(version, content)[0]) for version, content in contents]
    session.flush()
    bulk.insert_rows(
        session,
        TABLE,
        [{"version_id": version.id, "position": i, **row} for version, rows in worked for i, row in enumerate(rows)],
    )


def write(
    session: Session,
    version: SupplierQuoteVersion,
    content: Content,
    *,
    new: bool = False,
    stored: Stored | None = None,
) -> totals.Totals:
    """Replace the version's lines and charges and work its totals out again (422 before anything when a total
    would not fit).

    The lines are written in one statement (`api.core.bulk`), not as ORM objects; lines of the version already
    loaded in the session are expired, so they read back as saved. `new`: the version has no lines yet (none
    to look for); it may be unsaved still. `stored`: the version's lines as just read (`read_stored`), so they are
    not looked for again and only the lines whose values change are written."""
    rows, result = _worked_out(version, content)
    session.flush()  # a new version gets its id (with its totals), which its lines point at
    if stored is not None:
        existing = stored.ids
    elif new:
        existing = []
    else:
        existing = list(
            session.scalars(
                select(SupplierQuoteLine.id)
                .where(SupplierQuoteLine.version_id == version.id)
                .order_by(SupplierQuoteLine.position)
            )
        )
    if existing and len(existing) == len(rows):
        # The same number of lines: updated in place, so their ids (which the supplier's page answers by, and
        # which orders and customer quote lines point at) stay.
        changed = range(len(rows)) if stored is None else stored.changed(rows)
        bulk.update_rows(session, TABLE, [{"id": existing[i], **rows[i]} for i in changed])
        _expire_loaded(session, [existing[i] for i in changed])
    else:
        if existing:
            session.execute(delete(SupplierQuoteLine).where(SupplierQuoteLine.version_id == version.id))
        numbered = [{"version_id": version.id, "position": i, **row} for i, row in enumerate(rows)]
        bulk.insert_rows(session, TABLE, numbered)
        _expire_loaded(session, existing)
    return result


def _expire_loaded(session: Session, line_ids: list[int]) -> None:
    """Lines of these ids held by the session read their saved values again when next used."""
    for line_id in line_ids:
        loaded = session.identity_map.get(identity_key(SupplierQuoteLine, line_id))
        if loaded is not None:
            session.expire(loaded)


def read_lines(session: Session, version_id: int) -> list[SupplierQuoteLine]:
    return list(
        session.scalars(
            select(SupplierQuoteLine)
            .where(SupplierQuoteLine.version_id == version_id)
            .order_by(SupplierQuoteLine.position)
        )
    )


def read(session: Session, version: SupplierQuoteVersion, lines: list[SupplierQuoteLine] | None = None) -> Content:
    if lines is None:
        lines = read_lines(session, version.id)
    return Content(
        [{f: getattr(line, f) for f in LINE_FIELDS} for line in lines],
        charges_of(version),
    )


@dataclass
class Stored:
    """A version's lines as stored, read in one statement for changing them: their ids, positions and totals in
    order, and the content (with the version's charges)."""

    ids: list[int]
    positions: list[int]
    line_totals: list[Decimal | None]
    content: Content

    def changed(self, rows: Sequence[dict[str, Any]]) -> list[int]:
        """The indexes of `rows` (line rows to write, with their `line_total`, one per stored line) that differ
        from what is stored."""
        before = self.content.lines
        return [
            i
            for i, row in enumerate(rows)
            if row["line_total"] != self.line_totals[i] or any(row[f] != before[i][f] for f in LINE_FIELDS)
        ]


_STORED_COLUMNS = (TABLE.c.id, TABLE.c.position, TABLE.c.line_total, *(TABLE.c[f] for f in LINE_FIELDS))


def read_stored(session: Session, version: SupplierQuoteVersion) -> Stored:
    rows = session.execute(
        select(*_STORED_COLUMNS).where(TABLE.c.version_id == version.id).order_by(TABLE.c.position)
    ).all()
    return Stored(
        [row[0] for row in rows],
        [row[1] for row in rows],
        [row[2] for row in rows],
        Content([dict(zip(LINE_FIELDS, row[3:], strict=True)) for row in rows], charges_of(version)),
    )


def charges_of(version: SupplierQuoteVersion) -> dict[str, Any]:
    return {f: getattr(version, f) for f in CHARGE_FIELDS}


def apply_answers(
    session: Session,
    content: Content,
    line_ids: list[int],
    answers: list[Any],
    errors: dict[str, str],
    *,
    submit: bool,
) -> Content:
    """The content with the supplier's answers put on the lines they name (by the ids of the version read); what
    was asked never changes. On submit every line must be priced or declined."""
    index = {line_id: i for i, line_id in enumerate(line_ids)}
    rows = [dict(row) for row in content.lines]
    wanted = {a.alternative_product_id for a in answers if a.alternative_product_id is not None}
    known = _products(session, wanted)
    answered: set[int] = set()
    for j, answer in enumerate(answers):
        at = f"lines.{j}"
        i = index.get(answer.line_id)
        if i is None:
            errors[f"{at}.line_id"] = "This line is not on the version you are answering."
            continue
        if i in answered:
            errors[f"{at}.line_id"] = "This line is answered twice."
            continue
        answered.add(i)
        if answer.alternative_product_id is not None and answer.alternative_product_id not in known:
            errors[f"{at}.alternative_product_id"] = "This product does not exist."
        rows[i].update(answer_values(answer))
        check_answer(rows[i], at, errors, submit=submit)
    if submit:
        for i, row in enumerate(rows):
            if i not in answered and not row["cannot_quote"] and row["price"] is None:
                errors.setdefault(
                    "lines",
                    f"Line {i + 1} ({row['description']}) has no price: price it or mark it as one you cannot quote.",
                )
    return Content(rows, content.charges)
