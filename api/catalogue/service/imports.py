"""Bulk product import (a supplier's price list): each row is validated with the API's own product schema, matched
to an existing product by supplier + code, and reported as create, update, unchanged or reject.

Set-based, so 50,000 rows take seconds: the suppliers the file names are read in one query, the products it
matches in another (joined to the file's supplier + code pairs), and the real run writes a few statements a batch
(`import_writes`).
A dry run gives the same verdicts and writes nothing."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from pydantic import TypeAdapter, ValidationError
from sqlalchemy import (
    ARRAY,
    Integer,
    String,
    Table,
    Text,
    any_,
    cast,
    func,
    literal,
    or_,
    select,
    text,
)
from sqlalchemy.orm import Session

from api.catalogue.models import Product
from api.catalogue.schemas import ImportIn, ImportJobIn, ImportReportOut, ProductIn
from api.catalogue.service import products
from api.catalogue.service.import_fields import product_values
from api.catalogue.service.import_lines import Line, Supplier
from api.catalogue.service.import_writes import fields, write
from api.core import cycles, messages, raw_json
from api.core.fields import MAX_ID
from api.core.imports import Action, report, schema_errors
from api.core.quick import Quick
from api.core.raw_json import RawJson
from api.crm import Kind, Organisation
from api.db import json_rows
from api.imports import service as import_jobs
from api.imports.models import ImportJob
from api.users.models import User

COLUMNS = products.COLUMNS
PRODUCTS: Table = Product.__table__  # type: ignore[assignment]
QUICK = Quick(ProductIn)
# A job's request, its rows not read (they are stored as sent), and its supplier's id as the request reads it.
JOB_BODY = raw_json.shape_of(ImportJobIn, "rows")
_SUPPLIER_ID_TYPE: Any = ImportJobIn.model_fields["supplier_id"].annotation
SUPPLIER_ID: TypeAdapter[int | None] = TypeAdapter(_SUPPLIER_ID_TYPE)


def _whole_number(raw: Any) -> int | None:
    """An int, or a string of digits (as a CSV cell holds one); None for anything else."""
    if isinstance(raw, int) and not isinstance(raw, bool):
        return raw
    if isinstance(raw, str) and 0 < len(text := raw.strip()) <= 18 and text.isascii() and text.isdigit():
        return int(text)
    return None


def _line(index: int, row: dict[str, Any]) -> Line:
    given, errors = product_values(row)
    text = row.get("supplier")
    supplier_text = str(text).strip() if isinstance(text, str | int) and not isinstance(text, bool) else ""
    number = _whole_number(row.get("row"))
    return Line(number if number is not None and number > 0 else index + 1, given, supplier_text, errors)


def _array(values: Iterable[Any], item: Any) -> Any:
    """One bind parameter holding every value, typed so PostgreSQL need not guess."""
    return cast(literal(list(values), ARRAY(item)), ARRAY(item))


def _load_suppliers(session: Session, lines: Sequence[Line]) -> tuple[dict[int, Supplier], dict[str, list[Supplier]]]:
    """The suppliers the rows name, by id and by lower-cased account number or name, in one query."""
    ids = {i for line in lines if (i := _whole_number(line.given.get("supplier_id"))) is not None and 0 < i <= MAX_ID}
    given = {line.supplier_text for line in lines if line.supplier_text}
    if not ids and not given:
        return {}, {}
    # PostgreSQL lower-cases both sides here, Python both sides below: each compares like with like.
    lowered = select(func.lower(func.unnest(_array(given, String)))).scalar_subquery()
    found = session.execute(
        select(Organisation.id, Organisation.name, Organisation.account_number, Organisation.archived).where(
            Organisation.kind == Kind.supplier.value,
            or_(
                Organisation.id == any_(_array(ids, Integer)),
                func.lower(Organisation.name).in_(lowered),
                func.lower(Organisation.account_number).in_(lowered),
            ),
        )
    ).all()
    texts = {text.lower() for text in given}
    by_id = {row.id: Supplier(*row) for row in found}
    by_text: dict[str, list[Supplier]] = {}
    for supplier in by_id.values():
        # An account number names one supplier; a name may be shared, so it counts only when no account matches.
        if supplier.account_number and supplier.account_number.lower() in texts:
            by_text.setdefault("#" + supplier.account_number.lower(), []).append(supplier)
        if supplier.name.lower() in texts:
            by_text.setdefault(supplier.name.lower(), []).append(supplier)
    return by_id, by_text


def _resolve(
    line: Line, by_id: dict[int, Supplier], by_text: dict[str, list[Supplier]], default: Supplier | None
) -> None:
    """The row's supplier: its `supplier_id`, else its `supplier` (account number, else name), else the request's."""
    raw_id = line.given.get("supplier_id")
    if raw_id is not None:
        supplier_id = _whole_number(raw_id)
        supplier = by_id.get(supplier_id) if supplier_id is not None else None
        if supplier_id is None:
            line.errors.append({"field": "supplier_id", "message": messages.INTEGER})
        elif supplier is None:
            line.errors.append({"field": "supplier_id", "message": "This supplier does not exist."})
        elif supplier.archived:
            line.errors.append(
                {"field": "supplier_id", "message": f"{supplier.name} is archived. Restore the supplier first."}
            )
        else:
            line.supplier = supplier
        return
    if line.supplier_text:
        text = line.supplier_text.lower()
        found = by_text.get("#" + text) or by_text.get(text, [])
        if len(found) > 1:
            found = [s for s in found if not s.archived] or found
        if not found:
            message = f"No supplier has the name or account number “{line.supplier_text}”."
        elif len(found) > 1:
            message = f"{len(found)} suppliers are called “{line.supplier_text}”: give the account number instead."
        elif found[0].archived:
            message = f"{found[0].name} is archived. Restore the supplier first."
        else:
            line.supplier = found[0]
            return
        line.errors.append({"field": "supplier", "message": message})
        return
    if default is None:
        line.errors.append({"field": "supplier", "message": messages.REQUIRED})
    line.supplier = default


def _code(line: Line) -> str:
    code = line.given.get("code")
    return code.strip() if isinstance(code, str) else ""


def _load_existing(session: Session, lines: Sequence[Line]) -> dict[tuple[int, str], dict[str, Any]]:
    """The products the rows match, by (supplier id, the code as the row gives it), in one query. PostgreSQL
    lower-cases both sides, as the unique index on supplier + lower(code) does."""
    keys = {(line.supplier.id, line.code) for line in lines if line.supplier is not None and line.code}
    if not keys:
        return {}
    pairs = json_rows({"supplier_id": Integer(), "code": Text()}, [{"supplier_id": i, "code": c} for i, c in keys])
    names = ("id", "version", *COLUMNS)
    rows = session.execute(
        select(pairs.c.code, *(PRODUCTS.c[name] for name in names)).join(
            pairs,
            (PRODUCTS.c.supplier_id == pairs.c.supplier_id) & (func.lower(PRODUCTS.c.code) == func.lower(pairs.c.code)),
        )
    ).tuples()
    found = {}
    for given_code, *values in rows:
        product = dict(zip(names, values, strict=True))
        found[(product["supplier_id"], given_code)] = product
    return found


def _validate(line: Line) -> None:
    """The row through the API's own schema. A row matching a product only needs the fields it changes: the
    product's current values fill in the rest, and its code keeps its case (the row's differs at most in case)."""
    # Without a supplier (already reported), a stand-in id lets the schema report the row's other fields.
    data = line.given if line.existing is None else {**line.existing, **line.given, "code": line.existing["code"]}
    data["supplier_id"] = line.supplier.id if line.supplier else 1
    # A plainly right row is read without the schema (what it gives, faster); any other goes through the schema.
    values = QUICK.values(data)
    if values is None:
        try:
            values = dict(ProductIn.model_validate(data).__dict__)
        except ValidationError as exc:
            line.errors += schema_errors(exc)
            return
    # The category, unit and status stay StrEnums: equal to the stored strings, and written as them.
    del values["equivalent_ids"]
    line.values = values


def _verdict(line: Line) -> None:
    if line.errors:
        line.action = "reject"
    elif line.existing is None:
        line.action = "create"
    else:
        line.product_id = line.existing["id"]
        line.action = "unchanged" if fields(line.existing) == fields(line.values) else "update"


def run(session: Session, body: ImportIn, actor: User) -> ImportReportOut:
    """Create or update the products the rows describe; rejected rows are reported and skipped. With `dry_run`,
    the report says what would happen and nothing is written."""
    with cycles.paused():
        price_list = PriceList(session, body.rows, body.supplier_id, actor)
        lines = price_list.lines(session, 0, len(body.rows), body.dry_run)
        return ImportReportOut.model_validate(_report(body.dry_run, lines))


class PriceList:
    """A price list's rows, applied all at once (a request) or a slice at a time (a job's batches, each in its own
    transaction): the rows seen so far are remembered, so a row repeating an earlier one's supplier and code is
    rejected whichever batch the first was in."""

    def __init__(self, session: Session, rows: Sequence[dict[str, Any]], supplier_id: int | None, actor: User) -> None:
        self.rows = rows
        self.actor = actor
        self.default: Supplier | None = None
        if supplier_id is not None:
            checked = products.check_supplier(session, supplier_id)
            self.default = Supplier(checked.id, checked.name, checked.account_number, checked.archived)
        self.first_row: dict[tuple[int, str], int] = {}

    def lines(self, session: Session, start: int, stop: int, dry_run: bool) -> list[Line]:
        lines = [_line(index, row) for index, row in enumerate(self.rows[start:stop], start)]
        by_id, by_text = _load_suppliers(session, lines)
        for line in lines:
            _resolve(line, by_id, by_text, self.default)
            line.code = _code(line)
            if line.supplier is not None and line.code:
                first = self.first_row.setdefault((line.supplier.id, line.code.lower()), line.row)
                if first != line.row:
                    line.errors.append({"field": "code", "message": f"Row {first} has the same supplier and code."})
        existing = _load_existing(session, lines)
        for line in lines:
            if line.supplier is not None and line.code:
                line.existing = existing.get((line.supplier.id, line.code))
            _validate(line)
            _verdict(line)
        if not dry_run:
            write(session, lines, self.actor)
        return lines

    # As a job's importer (api/imports/service.py), pipelined: a batch is judged (`prepare`), then written.
    def apply(self, session: Session, start: int, stop: int) -> list[Line]:
        lines = self.prepare(session, start, stop)
        self.write(session, lines)
        return lines

    def prepare(self, session: Session, start: int, stop: int) -> list[Line]:
        """One batch's verdicts, from the database as it is: the batch before may still be writing, but a row of
        this batch cannot match a product that one creates or changes (it would repeat one of its rows, and is
        rejected for that whatever it matches)."""
        with cycles.paused():
            return self.lines(session, start, stop, dry_run=True)

    def write(self, session: Session, lines: Sequence[Any]) -> None:
        """One judged batch, in the job's transaction for it. Its commit (with the job's progress) does not wait for
        the disk: were the server to crash just after it, the batch and the job's progress would be lost together,
        and the job's next run would import the batch again, as for a runner that died before the commit. A lock
        held for long (someone's edit; or, with two batches writing at once, the same product reached by the two
        through codes that differ only in a case PostgreSQL folds and Python does not) fails the job rather than
        keep it waiting."""
        session.execute(text("SET LOCAL synchronous_commit = off"))
        session.execute(text("SET LOCAL lock_timeout = '60s'"))
        with cycles.paused():
            write(session, lines, self.actor)


def start_job(session: Session, raw: RawJson, actor: User) -> ImportJob:
    """The real run as a background job (the supplier is checked now: a wrong one is refused at once). The rows are
    checked from the request's bytes and stored as those bytes (api/core/raw_json.py)."""
    body, read = raw_json.read(raw, ImportJobIn, JOB_BODY)
    if body.supplier_id is not None:
        products.check_supplier(session, body.supplier_id)
    payload = raw.data if read is not None else {"rows": body.rows, "supplier_id": body.supplier_id}
    return import_jobs.start(session, JOB.name, payload, len(body.rows), actor, read=read)


def _open(session: Session, payload: dict[str, Any], actor: User) -> PriceList:
    # The request's own bytes may give the supplier's id as the schema reads it, not as an int ("12", 12.0).
    return PriceList(session, payload["rows"], SUPPLIER_ID.validate_python(payload.get("supplier_id")), actor)


JOB = import_jobs.register(
    import_jobs.JobKind("products", _open, batch_rows=5_000, rejected_first=True, least_rows=1_000)
)


def _report(dry_run: bool, lines: Sequence[Line]) -> dict[str, Any]:
    actions: tuple[Action, ...] = ("create", "update", "unchanged", "reject")
    return report(dry_run, lines, actions, rejected_first=True, extra=lambda line: {"product_id": line.product_id})
