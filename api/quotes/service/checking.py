"""The manager's check a quote over the threshold needs before it is sent (never by the quote's author)."""

from __future__ import annotations

from sqlalchemy.orm import Session

from api.core.errors import Forbidden
from api.db import utcnow
from api.quotes.models import SUBJECT, Quote
from api.quotes.schemas import CheckedStatusIn
from api.quotes.service import quotes
from api.records.service import activity
from api.records.service.rules import is_manager
from api.users.models import User


def set_checked(session: Session, data: CheckedStatusIn, actor: User) -> Quote:
    """Mark the current version checked (or clear the check). Managers and admins only, and not the author;
    a stale `row_version` gets 409; a quote accepted, converted or withdrawn cannot change (409)."""
    if not is_manager(actor):
        raise Forbidden("Only a manager or an admin can check a quote.")
    quote = quotes.get(session, data.quote_id, for_update=True)
    if quote.created_by_id == actor.id:
        raise Forbidden("You wrote this quote: someone else must check it.")
    quotes.check_row_version(quote, data.row_version)
    quotes.check_editable(quote)
    version = quotes.version_of(session, quote)
    if data.checked == (version.checked_at is not None):
        return quote
    before = version.checked_by_id
    if data.checked:
        version.checked_by_id = actor.id
        version.checked_at = utcnow()
        summary = f"Quote {quote.number} version {version.version} checked"
    else:
        version.checked_by_id = None
        version.checked_at = None
        summary = f"Quote {quote.number} version {version.version}: check cleared"
    activity.record(
        session, SUBJECT, quote.id, actor, "check", summary, {"checked_by": [before, version.checked_by_id]}
    )
    quotes.touch(quote)
    return quote
