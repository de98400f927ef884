"""Files of a supplier quote as both sides list them: datasheets and price lists the supplier attached on their
page (`supplier_files`), and the files staff add. Both are rows of the shared `files` table,
stored the same way; a `supplier_quote_files` row marks one the supplier attached."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import select
from sqlalchemy.orm import Session

from api.buying.models import SUBJECT, SupplierQuote, SupplierQuoteFile
from api.crm import Organisation
from api.records.models import StoredFile
from api.users.models import User


@dataclass(frozen=True)
class QuoteFile:
    """A file of a supplier quote as both sides list it."""

    file_id: int
    name: str
    kind: str
    url: str | None
    content_type: str
    size_bytes: int
    created_at: datetime
    from_supplier: bool
    uploaded_by_name: str
    version: int | None


def _rows(session: Session, quote: SupplierQuote, *, supplier_only: bool) -> list[QuoteFile]:
    query = (
        select(StoredFile, User, SupplierQuoteFile)
        .outerjoin(User, User.id == StoredFile.uploaded_by_id)
        .outerjoin(SupplierQuoteFile, SupplierQuoteFile.file_id == StoredFile.id)
        .where(StoredFile.subject_type == SUBJECT, StoredFile.subject_id == quote.id)
        .order_by(StoredFile.created_at.desc(), StoredFile.id.desc())
    )
    if supplier_only:
        query = query.where(SupplierQuoteFile.file_id.is_not(None))
    party = session.get(Organisation, quote.supplier_id)
    out = []
    for stored, user, mark in session.execute(query).all():
        if mark is not None:
            who = f"{mark.author_name} ({party.name})" if mark.author_name and party else (party.name if party else "")
        else:
            who = user.full_name if user else "Former user"
        out.append(
            QuoteFile(
                file_id=stored.id,
                name=stored.name,
                kind="link" if stored.url else "file",
                url=stored.url,
                content_type=stored.content_type,
                size_bytes=stored.size_bytes,
                created_at=stored.created_at,
                from_supplier=mark is not None,
                uploaded_by_name=who,
                version=mark.version if mark else None,
            )
        )
    return out


def staff_files(session: Session, quote: SupplierQuote) -> list[QuoteFile]:
    """Every file of the quote, the supplier's and ours, newest first."""
    return _rows(session, quote, supplier_only=False)


def supplier_files(session: Session, quote: SupplierQuote) -> list[QuoteFile]:
    """What the supplier sees on their page: only the files they attached (never ours, which may name our
    customer)."""
    return _rows(session, quote, supplier_only=True)
