"""Quotes and their versions: read, create, save (in place while a draft, as the next version once sent), and
replace with an earlier version. Duplicating, withdrawing and the single-purpose updates are in actions.py."""

from __future__ import annotations

import uuid as uuid_module
from datetime import date
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.core.errors import Conflict, FieldErrors, NotFound
from api.quotes.models import NUMBER_SEQUENCE, SUBJECT, Quote, QuoteStatus, QuoteVersion, VersionStatus
from api.quotes.schemas import QuoteFields, QuoteUpdateFields
from api.quotes.service import content as content_service
from api.quotes.service import header as header_service
from api.records.service import activity
from api.records.service.subjects import SubjectKind
from api.settings import get_settings
from api.users.models import User

LABEL = "quote"
LOCKED = (QuoteStatus.accepted.value, QuoteStatus.converted.value, QuoteStatus.withdrawn.value)


def effective_status(quote: Quote, today: date | None = None) -> QuoteStatus:
    if (
        quote.status == QuoteStatus.sent.value
        and quote.valid_until is not None
        and quote.valid_until < (today or date.today())
    ):
        return QuoteStatus.expired
    return QuoteStatus(quote.status)


def is_read_only(quote: Quote, version: QuoteVersion) -> bool:
    """An earlier version, or a quote accepted, converted or withdrawn, cannot be edited."""
    return version.version != quote.current_version or quote.status in LOCKED


def needs_check(quote: Quote, version: QuoteVersion) -> bool:
    """A version over the check threshold must be checked by a manager before it is sent."""
    return version.checked_at is None and version.total > get_settings().quote_check_threshold


def public_url(quote: Quote, version: int | None = None) -> str:
    """The customer's link to the quote (a given version, or the latest sent)."""
    base = f"{get_settings().public_url.rstrip('/')}/quote/{quote.uuid}"
    return f"{base}?version={version}" if version else base


def get(session: Session, quote_id: int, *, for_update: bool = False) -> Quote:
    quote = session.get(Quote, quote_id, with_for_update=for_update or None)
    if quote is None:
        raise NotFound("This quote does not exist.")
    return quote


SUBJECT_KIND = SubjectKind(SUBJECT, get)


def by_uuid(session: Session, uuid: uuid_module.UUID, *, for_update: bool = False) -> Quote:
    query = select(Quote).where(Quote.uuid == uuid)
    quote = session.scalar(query.with_for_update() if for_update else query)
    if quote is None:
        raise NotFound("This quote does not exist.")
    return quote


def version_of(session: Session, quote: Quote, version: int | None = None) -> QuoteVersion:
    number = version or quote.current_version
    row = session.scalar(select(QuoteVersion).where(QuoteVersion.quote_id == quote.id, QuoteVersion.version == number))
    if row is None:
        raise NotFound(f"Quote {quote.number} has no version {number}.")
    return row


def check_row_version(quote: Quote, row_version: int | None) -> None:
    if row_version is not None and row_version != quote.row_version:
        raise Conflict(
            f"Quote {quote.number} was changed by someone else since you opened it. "
            "Reload to see their changes, or compare them with yours."
        )


def check_editable(quote: Quote) -> None:
    if quote.status in LOCKED:
        raise Conflict(
            f"Quote {quote.number} is {quote.status} and can no longer be changed. Duplicate it to make a new quote."
        )


def touch(quote: Quote) -> None:
    """Every change to a quote or its versions bumps the row version that saves are checked against."""
    quote.row_version += 1


# Kept for the callers that check a header the way quotes do (orders).
Header = header_service.Header
_header = header_service.check
search_text = header_service.search_text
contact_ids = header_service.contact_ids
_set_contacts = header_service.set_contacts


def _version_values(data: QuoteFields, header: Header) -> dict[str, Any]:
    return {
        "delivery_address_id": header.delivery_address_id,
        "valid_until": data.valid_until,
        "vat_rate": data.vat_rate if data.vat_rate is not None else get_settings().default_vat_rate,
        "customer_notes": data.customer_notes,
    }


def create(session: Session, data: QuoteFields, notes: str, actor: User) -> Quote:
    header = _header(session, data)
    body = content_service.from_request(session, data.lines, data.plots, data.shipping)
    number = session.execute(NUMBER_SEQUENCE.next_value()).scalar_one()
    quote = Quote(**header.values, number=f"Q-{number:06d}", internal_notes=notes, created_by_id=actor.id)
    if quote.account_manager_id is None:
        quote.account_manager_id = actor.id
    session.add(quote)
    session.flush()
    quote.search_text = search_text(session, quote)
    _set_contacts(session, quote, header.contact_ids)
    version = QuoteVersion(
        quote_id=quote.id, version=1, created_by_id=actor.id, updated_by_id=actor.id, **_version_values(data, header)
    )
    session.add(version)
    session.flush()
    content_service.write(session, version, body)
    activity.record(session, SUBJECT, quote.id, actor, "create", f"Quote {quote.number} created")
    return quote


# Header fields an edit may leave out to keep them as they are (they have their own calls, or are easily lost).
KEPT_WHEN_LEFT_OUT = ("account_manager_id", "file_repo_url")


def save(session: Session, data: QuoteUpdateFields, notes: str | None, actor: User) -> Quote:
    """A draft version is saved in place; a sent (or decided) one is kept and the changes become the next version.
    Header fields (customer, contacts, project, manager, links, internal notes) belong to the quote, not a version.
    `notes` None, or an account manager or file link not sent, keep what the quote has."""
    quote = get(session, data.quote_id, for_update=True)
    check_row_version(quote, data.row_version)
    check_editable(quote)
    if quote.sent_version is not None and data.customer_id != quote.customer_id:
        raise FieldErrors(
            {"customer_id": "The customer cannot be changed once the quote was sent: duplicate it for the other one."}
        )
    header = _header(session, data, quote.customer_id)
    held = content_service.held_products(session, version_of(session, quote).id)
    body = content_service.from_request(session, data.lines, data.plots, data.shipping, held)
    updates = {f: v for f, v in header.values.items() if f != "search_text"}
    for field in KEPT_WHEN_LEFT_OUT:
        if field not in data.model_fields_set:
            del updates[field]
    if notes is not None:
        updates["internal_notes"] = notes
    changes: dict[str, list[Any]] = {}
    for field, new in updates.items():
        if getattr(quote, field) != new:
            changes[field] = [getattr(quote, field), new]
            setattr(quote, field, new)
    before = contact_ids(session, quote.id)
    if set(before) != set(header.contact_ids):
        changes["contacts"] = [", ".join(map(str, sorted(before))), ", ".join(map(str, header.contact_ids))]
        _set_contacts(session, quote, header.contact_ids)
    quote.search_text = search_text(session, quote)
    put_content(session, quote, _version_values(data, header), body, actor, changes)
    return quote


def put_content(
    session: Session,
    quote: Quote,
    values: dict[str, Any],
    body: content_service.Content,
    actor: User,
    changes: dict[str, list[Any]] | None = None,
) -> QuoteVersion:
    """Write a version's values and content: in place on a draft, else as the next version. Logs and bumps.
    Nothing changed on a sent version: no new version. A changed draft loses its check. A new version does not
    keep the sent one's valid-until date (it gets its own when sent) unless another date was chosen."""
    changes = dict(changes or {})
    current = version_of(session, quote)
    stored = content_service.read_stored(session, current)
    content_changed = any(getattr(current, f) != v for f, v in values.items()) or stored.content.key() != body.key()
    if not content_changed:
        version = current
    elif current.status == VersionStatus.draft.value:
        version = current
        for field, value in values.items():
            setattr(version, field, value)
        version.updated_by_id = actor.id
        version.checked_by_id = None
        version.checked_at = None
    else:
        fresh = {**values}
        if fresh.get("valid_until") == current.valid_until:
            fresh["valid_until"] = None
        version = QuoteVersion(
            quote_id=quote.id,
            version=quote.current_version + 1,
            created_by_id=actor.id,
            updated_by_id=actor.id,
            **fresh,
        )
        session.add(version)
        session.flush()
        quote.current_version = version.version
        changes["version"] = [current.version, version.version]
    if content_changed:
        # In place on the draft: only the lines that change are written (their ids stay).
        content_service.write(session, version, body, stored if version is current else None)
        changes["content"] = ["", f"version {version.version}"]
    if changes:
        touch(quote)
        summary = (
            f"Quote {quote.number} version {version.version} started"
            if "version" in changes
            else f"Quote {quote.number} saved"
        )
        activity.record(session, SUBJECT, quote.id, actor, "update", summary, changes)
    return version


def differs(session: Session, version: QuoteVersion, values: dict[str, Any], body: content_service.Content) -> bool:
    """Whether saving `values` and `body` would change what the version says."""
    if any(getattr(version, f) != v for f, v in values.items()):
        return True
    return content_service.read(session, version).key() != body.key()


VERSION_FIELDS = ("delivery_address_id", "valid_until", "vat_rate", "customer_notes")


def copy_content(session: Session, version: QuoteVersion) -> tuple[dict[str, Any], content_service.Content]:
    values = {f: getattr(version, f) for f in VERSION_FIELDS}
    return values, content_service.read(session, version)


def replace_with(session: Session, quote_id: int, number: int, actor: User, row_version: int | None) -> Quote:
    """Make an earlier version current: its content becomes the draft (a new version when the newest was sent).
    Its lines, shipping, plots, VAT rate, address and notes come back; not its valid-until date, which belonged
    to its sending."""
    quote = get(session, quote_id, for_update=True)
    check_row_version(quote, row_version)
    check_editable(quote)
    if number == quote.current_version:
        raise Conflict(f"Version {number} is already the current version.")
    values, body = copy_content(session, version_of(session, quote, number))
    current = version_of(session, quote)
    values["valid_until"] = current.valid_until
    if not differs(session, current, values, body):
        raise Conflict(f"Version {number} says the same as the current version {current.version}: nothing to restore.")
    put_content(session, quote, values, body, actor, {"restored": ["", f"version {number}"]})
    return quote


def count_for(session: Session, column: Any, value: int) -> int:
    return session.scalar(select(func.count()).select_from(Quote).where(column == value)) or 0
