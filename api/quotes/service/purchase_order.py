"""The customer's purchase order against an accepted quote: its number, and the document when there is one
(kept with the quote's files, under the same upload rules as every CRM file)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import BinaryIO

from sqlalchemy.orm import Session

from api.core import messages
from api.core.errors import Conflict, FieldErrors
from api.quotes.models import SUBJECT, Quote, QuoteStatus
from api.quotes.service import quotes
from api.records.service import activity, files
from api.users.models import User

OPEN_TO_ORDERS = (QuoteStatus.accepted.value, QuoteStatus.converted.value)


@dataclass
class Upload:
    filename: str
    content_type: str | None
    stream: BinaryIO


def record(
    session: Session, quote_id: int, po_number: str, upload: Upload | None, actor: User, row_version: int | None = None
) -> Quote:
    quote = quotes.get(session, quote_id, for_update=True)
    quotes.check_row_version(quote, row_version)
    if quote.status not in OPEN_TO_ORDERS:
        status = quotes.effective_status(quote).value
        raise Conflict(
            f"Quote {quote.number} is {status}: a purchase order can be recorded once the customer has accepted it."
        )
    po_number = po_number.strip()
    if not po_number:
        raise FieldErrors({"po_number": messages.REQUIRED})
    changes: dict[str, list[object]] = {}
    if po_number != quote.po_number:
        changes["po_number"] = [quote.po_number, po_number]
        quote.po_number = po_number
    if upload is not None:
        row = files.add_upload(
            session,
            SUBJECT,
            quote.id,
            filename=upload.filename,
            declared_type=upload.content_type,
            stream=upload.stream,
            name=f"Purchase order {po_number} — {upload.filename}",
            actor=actor,
        )
        changes["po_file"] = [quote.po_file_id, row.name]
        quote.po_file_id = row.id
    if changes:
        quotes.touch(quote)
        activity.record(
            session,
            SUBJECT,
            quote.id,
            actor,
            "purchase_order",
            f"Customer purchase order {po_number} recorded",
            changes,
        )
    return quote
