"""The supplier attaches files on their page (public, by uuid, while the request is open, logged with the
address) and downloads them again. Stored like every upload, in the shared `files` table."""

from __future__ import annotations

import uuid as uuid_module
from typing import BinaryIO

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.buying.models import SUBJECT, SupplierQuote, SupplierQuoteFile
from api.buying.service import public
from api.core import storage
from api.core.errors import Conflict, FieldErrors, NotFound
from api.crm import Organisation
from api.db import on_rollback
from api.notifications.service import notify
from api.records.models import StoredFile
from api.records.service import activity, uploads

SUPPLIER_MAX_BYTES = 10 * 1024 * 1024
SUPPLIER_MAX_FILES = 20
NOT_FOUND = "This file does not exist."


def add_from_supplier(
    session: Session,
    uuid: uuid_module.UUID,
    *,
    filename: str,
    declared_type: str | None,
    stream: BinaryIO,
    name: str,
    address: str,
) -> SupplierQuote:
    """The supplier attaches a file (public, by uuid): only while the request is open (409 with the reason),
    at most `SUPPLIER_MAX_FILES`, 10 MB, of the accepted types (422 on `file`). Logged with the address; the
    quote's author is told."""
    quote = public.sent_quote(session, uuid, for_update=True)
    reason = public.closed_reason(quote)
    if reason:
        raise Conflict(reason)
    count = session.scalar(
        select(func.count()).select_from(SupplierQuoteFile).where(SupplierQuoteFile.supplier_quote_id == quote.id)
    )
    if (count or 0) >= SUPPLIER_MAX_FILES:
        raise FieldErrors(
            {"file": f"You have attached {SUPPLIER_MAX_FILES} files, the most one request takes. Mail the buyer."}
        )
    content_type = uploads.check(filename, declared_type, stream)
    key, size = storage.save(stream, max_bytes=SUPPLIER_MAX_BYTES)
    on_rollback(session, lambda: storage.remove(key))
    stored = StoredFile(
        subject_type=SUBJECT,
        subject_id=quote.id,
        name=filename.strip()[:255] or "file",
        storage_key=key,
        content_type=content_type,
        size_bytes=size,
        uploaded_by_id=None,
    )
    session.add(stored)
    session.flush()
    version = quote.sent_version or quote.current_version
    session.add(
        SupplierQuoteFile(
            file_id=stored.id, supplier_quote_id=quote.id, version=version, author_name=name, client_address=address
        )
    )
    by = f" by {name}" if name else ""
    activity.record(
        session,
        SUBJECT,
        quote.id,
        None,
        "supplier_file",
        f"File {stored.name} attached{by} — from {address}",
        {"client_address": ["", address]},
    )
    if quote.created_by_id is not None:
        party = session.get(Organisation, quote.supplier_id)
        notify(
            session,
            user_id=quote.created_by_id,
            message=f"{party.name if party else 'The supplier'} attached {stored.name} to {quote.number}",
            link=f"/supplier-quotes/editor/{quote.id}",
        )
    return quote


def supplier_file(session: Session, uuid: uuid_module.UUID, file_id: int) -> StoredFile:
    """One of the files the supplier attached to this request (the same 404 for any other file)."""
    quote = public.sent_quote(session, uuid)
    row = session.get(StoredFile, file_id)
    mark = session.get(SupplierQuoteFile, file_id)
    if row is None or mark is None or mark.supplier_quote_id != quote.id or row.storage_key is None:
        raise NotFound(NOT_FOUND)
    return row
