"""Supplier quotes and their versions: find them, where they stand, and the rules every change shares."""

from __future__ import annotations

import uuid as uuid_module
from datetime import date

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.buying.models import (
    SUBJECT,
    SupplierQuote,
    SupplierQuoteContact,
    SupplierQuoteCustomerQuote,
    SupplierQuoteLine,
    SupplierQuoteStatus,
    SupplierQuoteVersion,
)
from api.core.errors import Conflict, NotFound
from api.crm import Organisation
from api.records.service.subjects import SubjectKind
from api.settings import get_settings

# No change once ordered or withdrawn: the record of what was bought, or of a request called off.
LOCKED = (SupplierQuoteStatus.ordered.value, SupplierQuoteStatus.withdrawn.value)
# The supplier can no longer answer.
CLOSED = (
    SupplierQuoteStatus.declined.value,
    SupplierQuoteStatus.expired.value,
    SupplierQuoteStatus.ordered.value,
    SupplierQuoteStatus.withdrawn.value,
)


def effective_status(quote: SupplierQuote, today: date | None = None) -> SupplierQuoteStatus:
    """The stored status, but `expired` for a request whose response deadline passed unanswered and for an answer
    whose valid-until date passed."""
    today = today or date.today()
    if (
        quote.status == SupplierQuoteStatus.requested.value
        and quote.response_deadline is not None
        and quote.response_deadline < today
    ):
        return SupplierQuoteStatus.expired
    if (
        quote.status == SupplierQuoteStatus.answered.value
        and quote.valid_until is not None
        and quote.valid_until < today
    ):
        return SupplierQuoteStatus.expired
    return SupplierQuoteStatus(quote.status)


def get(session: Session, quote_id: int, *, for_update: bool = False) -> SupplierQuote:
    quote = session.get(SupplierQuote, quote_id, with_for_update=for_update or None)
    if quote is None:
        raise NotFound("This supplier quote does not exist.")
    return quote


SUBJECT_KIND = SubjectKind(SUBJECT, get)


def by_uuid(session: Session, uuid: uuid_module.UUID, *, for_update: bool = False) -> SupplierQuote:
    query = select(SupplierQuote).where(SupplierQuote.uuid == uuid)
    quote = session.scalar(query.with_for_update() if for_update else query)
    if quote is None:
        raise NotFound("This supplier quote does not exist.")
    return quote


def version_of(session: Session, quote: SupplierQuote, version: int | None = None) -> SupplierQuoteVersion:
    """A version by number (the newest, `current_version`, when None); 404 when there is no such version."""
    number = version or quote.current_version
    row = session.scalar(
        select(SupplierQuoteVersion).where(
            SupplierQuoteVersion.supplier_quote_id == quote.id, SupplierQuoteVersion.version == number
        )
    )
    if row is None:
        raise NotFound(f"Supplier quote {quote.number} has no version {number}.")
    return row


def lines_of(session: Session, version_id: int) -> list[SupplierQuoteLine]:
    return list(
        session.scalars(
            select(SupplierQuoteLine)
            .where(SupplierQuoteLine.version_id == version_id)
            .order_by(SupplierQuoteLine.position)
        )
    )


def line_count(session: Session, version_id: int) -> int:
    return session.scalar(select(func.count()).where(SupplierQuoteLine.version_id == version_id)) or 0


def check_row_version(quote: SupplierQuote, row_version: int | None) -> None:
    if row_version is not None and row_version != quote.row_version:
        raise Conflict(
            f"Supplier quote {quote.number} was changed since you opened it (by a colleague or the supplier). "
            "Reload to see the changes."
        )


def check_editable(quote: SupplierQuote) -> None:
    if quote.status in LOCKED:
        raise Conflict(f"Supplier quote {quote.number} is {quote.status} and can no longer be changed.")


def touch(quote: SupplierQuote) -> None:
    """Every change to a quote or its versions bumps the row version that saves are checked against."""
    quote.row_version += 1


def public_url(quote: SupplierQuote) -> str:
    """The supplier's link: `/supplier-quote/{uuid}` on the public address."""
    return f"{get_settings().public_url.rstrip('/')}/supplier-quote/{quote.uuid}"


def search_text(session: Session, quote: SupplierQuote, supplier: Organisation | None = None) -> str:
    supplier = supplier or session.get(Organisation, quote.supplier_id)
    return f"{quote.number} {supplier.name if supplier else ''}".lower()


def contact_ids(session: Session, quote_id: int) -> list[int]:
    query = select(SupplierQuoteContact.contact_id).where(SupplierQuoteContact.supplier_quote_id == quote_id)
    return list(session.scalars(query))


def customer_quote_ids(session: Session, quote_id: int) -> list[int]:
    return list(
        session.scalars(
            select(SupplierQuoteCustomerQuote.quote_id)
            .where(SupplierQuoteCustomerQuote.supplier_quote_id == quote_id)
            .order_by(SupplierQuoteCustomerQuote.quote_id)
        )
    )
