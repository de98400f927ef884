"""Staff changes to a supplier quote: save (a draft in place; once sent or answered, the next version), record
the supplier's answer given by phone or mail, restore an earlier version, delete a draft or withdraw a sent one."""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

from sqlalchemy.orm import Session

from api.buying.models import SUBJECT, SupplierQuote, SupplierQuoteStatus, SupplierQuoteVersion, VersionStatus
from api.buying.schemas.requests import SupplierQuoteUpdateFields
from api.buying.service import content as content_service
from api.buying.service import header as header_service
from api.buying.service import quotes
from api.core.errors import Conflict, FieldErrors, Forbidden
from api.crm import Organisation
from api.db import utcnow
from api.records.service import activity, owned
from api.records.service.rules import is_manager
from api.users.models import User

VERSION_FIELDS = ("valid_until", "supplier_notes")
DEFAULT_VALIDITY_DAYS = 30


def save(
    session: Session, data: SupplierQuoteUpdateFields, actor: User, *, record_as_answer: bool = False
) -> SupplierQuote:
    """Save the whole quote. A draft version is saved in place; a sent or answered one is kept and the changes
    become the next version; no change makes no version. `record_as_answer` stores the saved version as the
    supplier's answer (every line priced or marked can't quote). The party cannot change once the quote was sent."""
    quote = quotes.get(session, data.quote_id, for_update=True)
    quotes.check_row_version(quote, data.row_version)
    quotes.check_editable(quote)
    errors: dict[str, str] = {}
    if quote.sent_version is not None and data.supplier_id != quote.supplier_id:
        errors["supplier_id"] = "The supplier cannot be changed once the request was sent: start a new request."
    party = session.get(Organisation, quote.supplier_id)
    kind = party.kind if party else "supplier"
    header = header_service.check(session, data, kind, quote.supplier_id, errors=errors)
    # A reply-by date moved into the past is refused; one that has passed while the quote waited may stay.
    if data.response_deadline != quote.response_deadline and header_service.reply_by_passed(data.response_deadline):
        errors["response_deadline"] = header_service.REPLY_BY_PASSED
    rows = content_service.from_request(session, data.lines, errors, answered=record_as_answer)
    if record_as_answer and not data.lines:
        errors["lines"] = "Add at least one line with its price."
    if errors:
        raise FieldErrors(errors)
    changes: dict[str, list[Any]] = {}
    for field, new in header.values.items():
        if getattr(quote, field) != new:
            changes[field] = [getattr(quote, field), new]
            setattr(quote, field, new)
    before = quotes.contact_ids(session, quote.id)
    if set(before) != set(header.contact_ids):
        changes["contacts"] = [", ".join(map(str, sorted(before))), ", ".join(map(str, header.contact_ids))]
        header_service.set_contacts(session, quote, header.contact_ids)
    linked = quotes.customer_quote_ids(session, quote.id)
    if set(linked) != set(header.customer_quote_ids):
        changes["customer_quotes"] = [", ".join(map(str, linked)), ", ".join(map(str, header.customer_quote_ids))]
        header_service.set_customer_quotes(session, quote, header.customer_quote_ids, actor)
    quote.search_text = quotes.search_text(session, quote)
    values = {"valid_until": data.valid_until, "supplier_notes": data.supplier_notes}
    body = content_service.Content(rows, content_service.charges_values(data.charges))
    put_content(session, quote, values, body, actor, changes, answered_by=actor.full_name if record_as_answer else None)
    return quote


def differs(
    session: Session, version: SupplierQuoteVersion, values: dict[str, Any], body: content_service.Content
) -> bool:
    if any(getattr(version, f) != v for f, v in values.items()):
        return True
    return content_service.read(session, version).key() != body.key()


def mark_answered(quote: SupplierQuote, version: SupplierQuoteVersion, by: str) -> None:
    """The version is the supplier's answer, submitted now by `by`; the quote stands answered on it."""
    now = utcnow()
    version.status = VersionStatus.answered.value
    version.submitted_at = now
    version.submitted_by = by
    if version.valid_until is None:
        version.valid_until = date.today() + timedelta(days=DEFAULT_VALIDITY_DAYS)
    quote.status = SupplierQuoteStatus.answered.value
    quote.sent_version = max(quote.sent_version or 0, version.version)
    quote.answered_at = now
    quote.valid_until = version.valid_until
    quote.declined_at = None
    quote.decline_reason = ""


def next_version(
    session: Session, quote: SupplierQuote, values: dict[str, Any], actor: User | None, status: VersionStatus
) -> SupplierQuoteVersion:
    version = SupplierQuoteVersion(
        supplier_quote_id=quote.id,
        version=quote.current_version + 1,
        status=status.value,
        created_by_id=actor.id if actor else None,
        updated_by_id=actor.id if actor else None,
        **values,
    )
    session.add(version)
    session.flush()
    quote.current_version = version.version
    return version


def put_content(
    session: Session,
    quote: SupplierQuote,
    values: dict[str, Any],
    body: content_service.Content,
    actor: User,
    changes: dict[str, list[Any]] | None = None,
    *,
    answered_by: str | None = None,
) -> SupplierQuoteVersion:
    """Write a version's values and content: in place on a draft, else as the next version; logged and bumped.
    Nothing changed: no new version (unless it is being recorded as an answer). `answered_by` records the
    saved version as the supplier's answer."""
    changes = dict(changes or {})
    current = quotes.version_of(session, quote)
    changed = differs(session, current, values, body)
    answering = answered_by is not None
    version = current
    if current.status == VersionStatus.draft.value or (answering and current.status == VersionStatus.sent.value):
        for field, value in values.items():
            setattr(version, field, value)
        version.updated_by_id = actor.id
    elif changed or (answering and current.status != VersionStatus.answered.value):
        fresh = dict(values)
        if not answering and fresh.get("valid_until") == current.valid_until:
            fresh["valid_until"] = None
        version = next_version(session, quote, fresh, actor, VersionStatus.draft)
        changes["version"] = [current.version, version.version]
    if changed or version is not current:
        content_service.write(session, version, body)
        changes["content"] = ["", f"version {version.version}"]
    if answering and version.status != VersionStatus.answered.value:
        assert answered_by is not None
        mark_answered(quote, version, answered_by)
        changes["status"] = [current.status, VersionStatus.answered.value]
    if changes:
        quotes.touch(quote)
        if answering:
            summary = f"Supplier quote {quote.number} version {version.version} recorded as the supplier's answer"
        elif "version" in changes:
            summary = f"Supplier quote {quote.number} version {version.version} started"
        else:
            summary = f"Supplier quote {quote.number} saved"
        activity.record(session, SUBJECT, quote.id, actor, "update", summary, changes)
    return version


def replace_with(session: Session, quote_id: int, number: int, actor: User, row_version: int | None) -> SupplierQuote:
    """Make an earlier version current: its lines, answers and charges become the draft (a new version when the
    newest was sent or answered). The draft keeps the current valid-until date."""
    quote = quotes.get(session, quote_id, for_update=True)
    quotes.check_row_version(quote, row_version)
    quotes.check_editable(quote)
    if number == quote.current_version:
        raise Conflict(f"Version {number} is already the current version.")
    old = quotes.version_of(session, quote, number)
    current = quotes.version_of(session, quote)
    values = {"valid_until": current.valid_until, "supplier_notes": old.supplier_notes}
    body = content_service.read(session, old)
    if not differs(session, current, values, body):
        raise Conflict(f"Version {number} says the same as the current version {current.version}: nothing to restore.")
    put_content(session, quote, values, body, actor, {"restored": ["", f"version {number}"]})
    return quote


def delete(session: Session, quote_id: int, actor: User) -> str:
    """A quote never sent is deleted (by its author, a manager or an admin); a sent or answered one is withdrawn
    (kept; the supplier's page says so and takes no more prices) by the same people. An ordered quote stays."""
    quote = quotes.get(session, quote_id, for_update=True)
    if quote.status == SupplierQuoteStatus.ordered.value:
        raise Conflict(f"Supplier quote {quote.number} was ordered from and cannot be deleted or withdrawn.")
    if quote.created_by_id != actor.id and not is_manager(actor):
        raise Forbidden("Only the supplier quote's author, a manager or an admin can delete or withdraw it.")
    if quote.sent_version is None:
        owned.delete_owned(session, SUBJECT, quote.id)
        session.delete(quote)
        session.flush()
        return "deleted"
    if quote.status == SupplierQuoteStatus.withdrawn.value:
        raise Conflict(f"Supplier quote {quote.number} is already withdrawn.")
    changes = {"status": [quote.status, SupplierQuoteStatus.withdrawn.value]}
    quote.status = SupplierQuoteStatus.withdrawn.value
    quotes.touch(quote)
    activity.record(session, SUBJECT, quote.id, actor, "withdraw", f"Supplier quote {quote.number} withdrawn", changes)
    return "withdrawn"
