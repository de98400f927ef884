"""Which quote and version a public link reaches, and how it stands for the customer: by uuid only, sent
versions only (a quote never sent, or a draft version, does not exist for the public)."""

from __future__ import annotations

import uuid as uuid_module
from datetime import date
from typing import cast

from sqlalchemy.orm import Session

from api.core import public_links
from api.quotes.models import Quote, QuoteStatus, QuoteVersion
from api.quotes.public_schemas import PublicStatus
from api.quotes.service import quotes

NOT_FOUND = "This quote does not exist."


def parse_uuid(value: str) -> uuid_module.UUID:
    return public_links.link_uuid(value, NOT_FOUND)


def sent_quote(session: Session, uuid: uuid_module.UUID, *, for_update: bool = False) -> Quote:
    """The quote behind a public link: one never sent does not exist for the public (same 404 as a bad uuid)."""
    return public_links.sent_record(lambda: quotes.by_uuid(session, uuid, for_update=for_update), NOT_FOUND)


def sent_version(session: Session, quote: Quote, number: int | None = None) -> QuoteVersion:
    """A version the customer was sent (the newest sent one by default); drafts do not exist for the public."""
    return public_links.sent_version(
        lambda wanted: quotes.version_of(session, quote, wanted), quote, number, "This quote has no version {}."
    )


def public_status(quote: Quote, version: QuoteVersion, today: date | None = None) -> PublicStatus:
    """Withdrawn wins; an earlier version is superseded; else the quote's own status (expired when past its date)."""
    if quote.status == QuoteStatus.withdrawn.value:
        return "withdrawn"
    if version.version != quote.sent_version:
        return "superseded"
    return cast(PublicStatus, quotes.effective_status(quote, today).value)
