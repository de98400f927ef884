"""Which quote and version a public link reaches, and how it stands for the customer: by uuid only, sent
versions only (a quote never sent, or a draft version, does not exist for the public)."""

from __future__ import annotations

import uuid as uuid_module
from datetime import date
from typing import cast

from sqlalchemy.orm import Session

from api.core.errors import NotFound
from api.core.fields import exact_uuid
from api.quotes.models import Quote, QuoteStatus, QuoteVersion, VersionStatus
from api.quotes.public_schemas import PublicStatus
from api.quotes.service import quotes

NOT_FOUND = "This quote does not exist."


def parse_uuid(value: str) -> uuid_module.UUID:
    """A public link's id; a mistyped one is simply a quote that does not exist."""
    parsed = exact_uuid(value)
    if parsed is None:
        raise NotFound(NOT_FOUND)
    return parsed


def sent_quote(session: Session, uuid: uuid_module.UUID, *, for_update: bool = False) -> Quote:
    """The quote behind a public link: one never sent does not exist for the public (same 404 as a bad uuid)."""
    try:
        quote = quotes.by_uuid(session, uuid, for_update=for_update)
    except NotFound:
        raise NotFound(NOT_FOUND) from None
    if quote.sent_version is None:
        raise NotFound(NOT_FOUND)
    return quote


def sent_version(session: Session, quote: Quote, number: int | None = None) -> QuoteVersion:
    """A version the customer was sent (the newest sent one by default); drafts do not exist for the public."""
    wanted = number or quote.sent_version
    row = None
    if wanted is not None:
        try:
            row = quotes.version_of(session, quote, wanted)
        except NotFound:
            row = None
    if row is None or row.status == VersionStatus.draft.value:
        raise NotFound(f"This quote has no version {wanted}.")
    return row


def public_status(quote: Quote, version: QuoteVersion, today: date | None = None) -> PublicStatus:
    """Withdrawn wins; an earlier version is superseded; else the quote's own status (expired when past its date)."""
    if quote.status == QuoteStatus.withdrawn.value:
        return "withdrawn"
    if version.version != quote.sent_version:
        return "superseded"
    return cast(PublicStatus, quotes.effective_status(quote, today).value)
