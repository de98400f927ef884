"""The supplier's side, by the quote's uuid only: what the supplier reads (sent versions only; supplier-facing
fields only), the first open, saving prices as a draft or submitting them (a resubmission after an answer is a
new version, never an overwrite), and declining the request. Every public action is logged with its address."""

from __future__ import annotations

import uuid as uuid_module
from dataclasses import dataclass
from datetime import date, timedelta
from types import SimpleNamespace
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from api.buying import mappers, totals
from api.buying.models import SUBJECT, SupplierQuote, SupplierQuoteStatus, SupplierQuoteVersion, VersionStatus
from api.buying.schemas.public import PublicSupplierQuoteOut, SupplierDeclineIn, SupplierTotalsIn
from api.buying.service import content as content_service
from api.buying.service import editing, quotes, reading
from api.buying.service import files as files_service
from api.core import messages, public_links
from api.core.errors import Conflict, FieldErrors
from api.crm import Organisation
from api.db import utcnow
from api.notifications.service import notify
from api.records.service import activity
from api.settings import get_settings
from api.users.models import User

NOT_FOUND = "This request for prices does not exist."
DEFAULT_VALIDITY_DAYS = 30


def parse_uuid(value: str) -> uuid_module.UUID:
    return public_links.link_uuid(value, NOT_FOUND)


def sent_quote(session: Session, uuid: uuid_module.UUID, *, for_update: bool = False) -> SupplierQuote:
    """The quote behind a public link; one never sent does not exist for the public (the same 404 as a bad uuid)."""
    return public_links.sent_record(lambda: quotes.by_uuid(session, uuid, for_update=for_update), NOT_FOUND)


def supplier_versions(session: Session, quote: SupplierQuote) -> list[int]:
    """The versions the supplier can open: every one sent to them or answered (never a staff draft)."""
    return list(
        session.scalars(
            select(SupplierQuoteVersion.version)
            .where(
                SupplierQuoteVersion.supplier_quote_id == quote.id,
                SupplierQuoteVersion.status != VersionStatus.draft.value,
            )
            .order_by(SupplierQuoteVersion.version)
        )
    )


def sent_version(session: Session, quote: SupplierQuote, number: int | None = None) -> SupplierQuoteVersion:
    """A version sent to the supplier or answered (the newest sent one by default); never a staff draft."""
    return public_links.sent_version(
        lambda wanted: quotes.version_of(session, quote, wanted), quote, number, "This request has no version {}."
    )


def closed_reason(quote: SupplierQuote, today: date | None = None) -> str:
    """Why the supplier can no longer save or submit prices, or "" while the request is open. An answer whose
    validity ran out may be re-quoted (that is a new version); a deadline passed unanswered closes the request."""
    today = today or date.today()
    if quote.status == SupplierQuoteStatus.withdrawn.value:
        return f"This request ({quote.number}) was withdrawn by the buyer: no prices are needed any more."
    if quote.status == SupplierQuoteStatus.ordered.value:
        return f"This request ({quote.number}) is closed: an order has been placed from it."
    if quote.status == SupplierQuoteStatus.declined.value:
        return f"You declined this request ({quote.number}). Contact the buyer if you would like to quote after all."
    if quote.status == SupplierQuoteStatus.expired.value or (
        quote.status == SupplierQuoteStatus.requested.value
        and quote.response_deadline is not None
        and quote.response_deadline < today
    ):
        return f"This request ({quote.number}) closed on its deadline. Contact the buyer to quote after all."
    return ""


def public_status(quote: SupplierQuote, version: SupplierQuoteVersion) -> str:
    if quote.status in (SupplierQuoteStatus.withdrawn.value, SupplierQuoteStatus.ordered.value):
        return quote.status
    if version.version != quote.sent_version:
        return "superseded"
    status = quotes.effective_status(quote)
    return "requested" if status == SupplierQuoteStatus.draft else status.value


def public_detail(
    session: Session,
    quote: SupplierQuote,
    version: SupplierQuoteVersion,
    figures: tuple[list[Any], totals.Totals] | None = None,
) -> PublicSupplierQuoteOut:
    """Supplier-facing fields only: no customer, no customer quote, no project, no price of ours, no award, no
    internal note or comment. `figures`: the version's lines (with their ids and positions) and totals when the
    caller has them (a save), else they are read."""
    settings = get_settings()
    lines, result = figures or reading.figures(session, version)
    party = session.get(Organisation, quote.supplier_id)
    reason = closed_reason(quote)
    latest = version.version == quote.sent_version
    return PublicSupplierQuoteOut.model_validate(
        {
            "number": quote.number,
            "uuid": quote.uuid,
            "version": version.version,
            "latest_version": quote.sent_version,
            "versions": supplier_versions(session, quote),
            "status": public_status(quote, version),
            "can_edit": latest and not reason,
            "closed_reason": reason if latest else f"Version {version.version} was replaced by a later version.",
            "buyer": {
                "name": settings.company_name,
                "address": settings.company_address,
                "phone": settings.company_phone,
                "email": settings.company_email,
            },
            "supplier_name": party.name if party else "",
            **{
                f: getattr(quote, f)
                for f in (
                    "site_address",
                    "site_postcode",
                    "required_on_site",
                    "response_deadline",
                    "offload_method",
                    "load_preference",
                    "notes",
                )
            },
            **{
                f: getattr(version, f)
                for f in ("sent_at", "valid_until", "supplier_notes", "submitted_at", "submitted_by")
            },
            "charges": mappers.charges_out(version),
            "totals": mappers.totals_out(result),
            "lines": [mappers.supplier_line(line, f) for line, f in zip(lines, result.lines, strict=True)],
            "files": [
                {**row.__dict__, "download_url": f"/api/suppliers/quotes/public/{quote.uuid}/file/{row.file_id}"}
                for row in files_service.supplier_files(session, quote)
            ],
        }
    )


def record_open(session: Session, quote: SupplierQuote, address: str) -> None:
    """The first time the supplier opens the page: stamped and logged (later views are not logged)."""
    if quote.opened_at is None:
        quote.opened_at = utcnow()
        activity.record(
            session,
            SUBJECT,
            quote.id,
            None,
            "supplier_open",
            f"Opened by the supplier — from {address}",
            {"client_address": ["", address]},
        )


def _tell_author(session: Session, quote: SupplierQuote, message: str) -> None:
    if quote.created_by_id is not None:
        notify(session, user_id=quote.created_by_id, message=message, link=f"/supplier-quotes/editor/{quote.id}")


@dataclass
class Saved:
    """What a save leaves: the quote, the version saved, and its lines with their figures when they are known
    without reading them back (a draft saved in place: the lines and totals just written)."""

    quote: SupplierQuote
    version: SupplierQuoteVersion
    figures: tuple[list[Any], totals.Totals] | None = None


def save_totals(session: Session, data: SupplierTotalsIn, user: User | None, address: str) -> Saved:
    """Save the supplier's prices and charges on the version they were sent, as a draft (in place while that version
    is unanswered) or submitted. Once a version is answered, any further save is the next version: an answer is
    never overwritten. Without a token the quote must have been sent and be open (409 with the reason when
    withdrawn, ordered, declined or past its deadline); staff with a token may also price a quote not sent yet.

    The version's lines are read once (ids, positions, values); saved in place, only the lines whose values change
    are written, in one statement, and the answer is built from what was written."""
    if user is None:
        quote = sent_quote(session, data.uuid, for_update=True)
    else:
        quote = quotes.by_uuid(session, data.uuid, for_update=True)
    reason = closed_reason(quote)
    if reason:
        raise Conflict(reason)
    target = (
        quotes.version_of(session, quote, quote.sent_version)
        if quote.sent_version
        else quotes.version_of(session, quote)
    )
    if data.version is not None and data.version != target.version:
        raise Conflict(
            f"You are answering version {data.version}, but version {target.version} is the one to answer now. "
            "Reload the page to see it."
        )
    if data.submit and user is None and not data.name:
        raise FieldErrors({"name": messages.REQUIRED})
    errors: dict[str, str] = {}
    stored = content_service.read_stored(session, target)
    answered = content_service.apply_answers(
        session, stored.content, stored.ids, data.lines, errors, submit=data.submit
    )
    answered.charges = content_service.charges_values(data.charges)
    if errors:
        raise FieldErrors(errors)
    valid_until = data.valid_until
    if data.submit and valid_until is None:
        valid_until = date.today() + timedelta(days=DEFAULT_VALIDITY_DAYS)
    values: dict[str, Any] = {"valid_until": valid_until, "supplier_notes": data.supplier_notes}
    who = data.name or (user.full_name if user else "")
    figures: tuple[list[Any], totals.Totals] | None = None
    if target.status == VersionStatus.answered.value:
        unchanged = target.supplier_notes == data.supplier_notes and stored.content.key() == answered.key()
        if unchanged and (valid_until is None or valid_until == target.valid_until):
            raise Conflict(
                f"These are the prices you already sent for version {target.version}: change something to send "
                "a new version."
            )
        version = editing.next_version(session, quote, values, user, VersionStatus.sent)
        version.sent_at = target.sent_at
        quote.sent_version = version.version
        content_service.write(session, version, answered, new=True)
    else:
        version = target
        for field, value in values.items():
            setattr(version, field, value)
        if user is not None:
            version.updated_by_id = user.id
        result = content_service.write(session, version, answered, stored=stored)
        lines = [
            SimpleNamespace(id=line_id, position=position, **row)
            for line_id, position, row in zip(stored.ids, stored.positions, answered.lines, strict=True)
        ]
        figures = (lines, result)
    if data.submit:
        editing.mark_answered(quote, version, who)
    quotes.touch(quote)
    _log_save(session, quote, version, user, address, submitted=data.submit, new=version is not target)
    return Saved(quote, version, figures)


def _log_save(
    session: Session,
    quote: SupplierQuote,
    version: SupplierQuoteVersion,
    user: User | None,
    address: str,
    *,
    submitted: bool,
    new: bool,
) -> None:
    what = "submitted" if submitted else "saved as a draft"
    where = "" if user else f" — from {address}"
    by = f" by {version.submitted_by}" if submitted and version.submitted_by else ""
    started = f" (version {version.version} started)" if new else ""
    activity.record(
        session,
        SUBJECT,
        quote.id,
        user,
        "supplier_submit" if submitted else "supplier_save",
        f"Prices {what}{by}{started}{where}",
        {"client_address": ["", address]} if user is None else None,
    )
    if submitted:
        party = session.get(Organisation, quote.supplier_id)
        _tell_author(
            session,
            quote,
            f"{party.name if party else 'The supplier'} answered {quote.number} (version {version.version}): "
            f"total £{version.total:,.2f}",
        )


def decline(session: Session, data: SupplierDeclineIn, address: str) -> SupplierQuote:
    """The supplier declines the whole request with a reason (public, no token). 409 when already closed."""
    quote = sent_quote(session, data.uuid, for_update=True)
    reason = closed_reason(quote)
    if reason:
        raise Conflict(reason)
    before = quote.status
    quote.status = SupplierQuoteStatus.declined.value
    quote.declined_at = utcnow()
    quote.decline_reason = data.reason
    quotes.touch(quote)
    by = f" by {data.name}" if data.name else ""
    activity.record(
        session,
        SUBJECT,
        quote.id,
        None,
        "supplier_decline",
        f"Request declined{by} — from {address}: {data.reason[:200]}",
        {"status": [before, quote.status], "client_address": ["", address]},
    )
    party = session.get(Organisation, quote.supplier_id)
    _tell_author(
        session, quote, f"{party.name if party else 'The supplier'} declined {quote.number}: {data.reason[:120]}"
    )
    return quote
