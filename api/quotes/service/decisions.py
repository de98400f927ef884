"""The customer's answer to a sent quote: ticking options, accepting, rejecting. Only the newest sent version
of a quote that is still open (sent, not expired) takes an answer; anything else gets 409 saying why."""

from __future__ import annotations

from datetime import date, datetime

from sqlalchemy.orm import Session

from api.core.errors import Conflict, FieldErrors
from api.crm import Organisation
from api.db import utcnow
from api.notifications.service import notify
from api.quotes import pdf
from api.quotes.models import SUBJECT, Quote, QuoteLine, QuoteStatus, QuoteVersion, VersionStatus
from api.quotes.public_schemas import DecisionIn, ToggleSelectedIn
from api.quotes.service import content as content_service
from api.quotes.service import public, quotes
from api.records.service import activity
from api.users.models import User


def short_date(value: date | datetime | None) -> str:
    """3 Nov 2026"""
    return f"{value.day} {value:%b %Y}" if value else ""


def open_version(session: Session, quote: Quote, number: int, today: date | None = None) -> QuoteVersion:
    """The version the customer answers, when it can still be answered; else 409 with the reason."""
    if quote.status == QuoteStatus.withdrawn.value:
        raise Conflict("This quote was withdrawn.")
    if quote.status in (QuoteStatus.accepted.value, QuoteStatus.converted.value, QuoteStatus.rejected.value):
        verb = "rejected" if quote.status == QuoteStatus.rejected.value else "accepted"
        by = f" by {quote.decided_by_name}" if quote.decided_by_name else ""
        raise Conflict(f"This quote was already {verb} on {short_date(quote.decided_at)}{by}.")
    version = public.sent_version(session, quote, number)
    if version.version != quote.sent_version:
        latest = public.sent_version(session, quote)
        raise Conflict(
            f"Version {version.version} was replaced by version {latest.version} on {short_date(latest.sent_at)}"
            " — please review the latest version."
        )
    if quotes.effective_status(quote, today) == QuoteStatus.expired:
        raise Conflict(f"This quote expired on {short_date(quote.valid_until)}.")
    return version


def _customer_name(session: Session, quote: Quote) -> str:
    customer = session.get(Organisation, quote.customer_id)
    return customer.name if customer else "The customer"


def decide(
    session: Session, data: DecisionIn, *, accept: bool, actor: User | None, address: str
) -> tuple[Quote, QuoteVersion]:
    """Accept or reject the newest sent version: by the customer (actor None) or recorded by staff."""
    quote = public.sent_quote(session, data.uuid, for_update=True)
    version = open_version(session, quote, data.version)
    state = VersionStatus.accepted if accept else VersionStatus.rejected
    before = quote.status
    version.status = state.value
    quote.status = state.value
    quote.decided_at = utcnow()
    quote.decided_by_name = data.name
    quote.decision_reason = "" if accept else data.reason
    if accept and data.po_number:
        quote.po_number = data.po_number
    quotes.touch(quote)
    customer = _customer_name(session, quote)
    verb = "accepted" if accept else "rejected"
    summary = f"Version {version.version} {verb} by {data.name}"
    if actor is not None:
        summary += f" (recorded by {actor.full_name})"
    if accept and data.po_number:
        summary += f", PO {data.po_number}"
    if not accept and data.reason:
        summary += f": {data.reason}"
    changes = {"status": [before, state.value], "client_address": ["", address]}
    activity.record(session, SUBJECT, quote.id, actor, state.value, f"{summary} — from {address}", changes)
    manager = quote.account_manager_id
    if manager is not None and (actor is None or actor.id != manager):
        notify(
            session,
            user_id=manager,
            message=f"{customer} {verb} quote {quote.number} ({pdf.money(version.total)})",
            link=f"/quotes/editor/{quote.id}",
            actor=actor,
        )
    return quote, version


def _label(line: QuoteLine) -> str:
    return f"line {line.position + 1} “{line.description}”"


def toggle(session: Session, data: ToggleSelectedIn, address: str) -> tuple[Quote, QuoteVersion]:
    """The customer ticks or unticks an optional line, or picks the line of an alternative group they want."""
    quote = public.sent_quote(session, data.uuid, for_update=True)
    version = open_version(session, quote, data.version)
    lines = content_service.lines_of(session, version.id)
    line = next((row for row in lines if row.id == data.line_id), None)
    if line is None:
        raise FieldErrors({"line_id": "This line is not on this version of the quote."})
    changed: list[QuoteLine] = []
    if line.alternative_group:
        group = line.alternative_group.upper()
        if not data.selected:
            raise FieldErrors({"selected": f"Pick another option of group {group} instead"})
        for row in lines:
            if row.alternative_group.upper() == group and row.selected != (row is line):
                row.selected = row is line
                changed.append(row)
        summary = f"Customer chose {_label(line)} for group {group}"
    elif line.optional:
        if line.selected != data.selected:
            line.selected = data.selected
            changed.append(line)
        summary = f"Customer {'ticked' if data.selected else 'unticked'} the option {_label(line)}"
    else:
        raise FieldErrors({"line_id": "This line is not optional"})
    if changed:
        content_service.refresh_totals(version, lines)
        quotes.touch(quote)
        activity.record(
            session,
            SUBJECT,
            quote.id,
            None,
            "select",
            f"{summary} (version {version.version}) — from {address}",
            {
                "selected": ["", ", ".join(f"{_label(r)}: {'yes' if r.selected else 'no'}" for r in changed)],
                "client_address": ["", address],
            },
        )
    return quote, version
