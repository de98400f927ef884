"""Typed reads of a quote: the staff view (with costs, margins and the rules `read_only` and `needs_check`), its
history, and the customer's public view (customer-facing values only: never a cost price, margin, internal note
or internal comment). The shapes are filled by the pure mappers in api/quotes/mappers.py."""

from __future__ import annotations

from datetime import date, timedelta
from functools import cache
from typing import Any

from sqlalchemy import Integer, bindparam, select
from sqlalchemy.orm import Session, aliased

from api.catalogue.models import Product, Status
from api.core.errors import NotFound
from api.crm import Address, Contact, Kind, Organisation
from api.mail.compose import company
from api.projects.models import Project
from api.quotes import cost_flags, mappers, public_mappers
from api.quotes.models import Quote, QuoteContact, QuoteLine, QuoteVersion
from api.quotes.public_schemas import PublicQuoteOut
from api.quotes.schemas import HistoryItem, QuoteOut
from api.quotes.service import content as content_service
from api.quotes.service import history, ordering, quotes
from api.quotes.service.public import public_status
from api.records.models import StoredFile
from api.settings import get_settings
from api.users.columns import name_columns, user_ref
from api.users.models import User

DISCONTINUED = Status.discontinued.value


def _user(session: Session, user_id: int | None) -> User | None:
    return session.get(User, user_id) if user_id else None


def planned_valid_until(version: QuoteVersion, today: date | None = None) -> date:
    """The version's valid-until date, or the one sending it would give (today + BRICKMATE_QUOTE_VALID_DAYS)."""
    return planned_date(version.valid_until, today)


def planned_date(valid_until: date | None, today: date | None = None) -> date:
    """`valid_until` (a version's), or the date sending that version would give."""
    return valid_until or (today or date.today()) + timedelta(days=get_settings().quote_valid_days)


# The statements of a quote's staff view, written once (a statement's cache key cost more CPU than its query).
_LINES = (
    select(QuoteLine, Product.status)
    .outerjoin(Product, Product.id == QuoteLine.product_id)
    .where(QuoteLine.version_id == bindparam("version_id"))
    .order_by(QuoteLine.position)
)
_CONTACTS = (
    select(Contact.id, Contact.first_name, Contact.last_name, Contact.email)
    .join(QuoteContact, QuoteContact.contact_id == Contact.id)
    .where(QuoteContact.quote_id == bindparam("quote_id"))
    .order_by(Contact.last_name, Contact.id)
)


def lines(session: Session, version: QuoteVersion, *, internal: bool) -> list[dict[str, Any]]:
    """The version's lines; staff see which hold a product discontinued now (read with the lines), and the flags on
    supplier costs."""
    if not internal:
        return [mappers.line_out(line, internal=False) for line in content_service.lines_of(session, version.id)]
    found = session.execute(_LINES, {"version_id": version.id}).all()
    rows = [line for line, _ in found]
    flags = cost_flags.line_flags(session, rows, planned_valid_until(version))
    return [
        mappers.line_out(line, internal=True, discontinued=status == DISCONTINUED, flag=flags.get(line.id))
        for line, status in found
    ]


def plots(session: Session, version: QuoteVersion) -> list[dict[str, Any]]:
    return [mappers.plot_out(plot, quantities) for plot, quantities in content_service.plots_of(session, version.id)]


def contacts(session: Session, quote: Quote) -> list[dict[str, Any]]:
    found: Any = session.execute(_CONTACTS, {"quote_id": quote.id})
    return [mappers.contact_out(contact) for contact in found]


Manager, Checker, Creator = aliased(User), aliased(User), aliased(User)


def _header(session: Session, quote_id: int, number: int | None) -> Any:
    """The quote with its version `number` (its current one by default) and what the staff view names of theirs:
    customer, project, delivery address, purchase order file, account manager, checker and author, in one
    statement (they were a query each)."""
    values = {"quote_id": quote_id, "number": number} if number else {"quote_id": quote_id}
    return session.execute(_header_statement(not number), values).one_or_none()


@cache
def _header_statement(current: bool) -> Any:
    """`_header`'s statement for the current version or the version `:number`, written once (as a statement's
    cache key, this took more CPU than the query)."""
    number = Quote.current_version if current else bindparam("number", type_=Integer)
    return (
        select(
            Quote,
            QuoteVersion,
            Organisation.id.label("customer_found"),
            Organisation.name.label("customer_name"),
            Organisation.kind.label("customer_kind"),
            Project.id.label("project_found"),
            Project.name.label("project_name"),
            Address.id.label("address_found"),
            Address.line1,
            Address.line2,
            Address.town,
            Address.postcode,
            StoredFile.id.label("po_file_found"),
            StoredFile.name.label("po_file_name"),
            *name_columns(Manager, "manager"),
            *name_columns(Checker, "checker"),
            *name_columns(Creator, "creator"),
        )
        .outerjoin(
            QuoteVersion,
            (QuoteVersion.quote_id == Quote.id) & (QuoteVersion.version == number),
        )
        .outerjoin(Organisation, Organisation.id == Quote.customer_id)
        .outerjoin(Project, Project.id == Quote.project_id)
        .outerjoin(Address, Address.id == QuoteVersion.delivery_address_id)
        .outerjoin(StoredFile, StoredFile.id == Quote.po_file_id)
        .outerjoin(Manager, Manager.id == Quote.account_manager_id)
        .outerjoin(Checker, Checker.id == QuoteVersion.checked_by_id)
        .outerjoin(Creator, Creator.id == Quote.created_by_id)
        .where(Quote.id == bindparam("quote_id"))
    )


def detail(session: Session, quote_id: int, number: int | None = None) -> QuoteOut:
    """The staff view of quote `quote_id` at version `number` (its current version by default)."""
    row = _header(session, quote_id, number)
    if row is None:
        raise NotFound("This quote does not exist.")
    quote, version = row[0], row[1]
    if version is None:
        raise NotFound(f"Quote {quote.number} has no version {number or quote.current_version}.")
    order = ordering.order_of(session, quote.id)
    return QuoteOut.model_validate(
        {
            **mappers.quote_fields(quote, version),
            "status": quotes.effective_status(quote),
            "read_only": quotes.is_read_only(quote, version),
            "needs_check": quotes.needs_check(quote, version),
            "customer": {
                "id": quote.customer_id,
                "name": row.customer_name if row.customer_found is not None else "",
                "kind": row.customer_kind if row.customer_found is not None else Kind.customer,
            },
            "contacts": contacts(session, quote),
            "project": {"id": row.project_found, "name": row.project_name} if row.project_found is not None else None,
            "delivery_address": {"id": row.address_found, "name": mappers.address_label(row)}
            if row.address_found is not None
            else None,
            "account_manager": user_ref(row, "manager"),
            "po_file": {"id": row.po_file_found, "name": row.po_file_name} if row.po_file_found is not None else None,
            "checked_by": user_ref(row, "checker"),
            "lines": lines(session, version, internal=True),
            "plots": plots(session, version),
            "order": {"order_id": order[0], "number": order[1]} if order else None,
            "created_by": user_ref(row, "creator"),
            "public_url": quotes.public_url(quote),
        }
    )


def quote_detail(session: Session, quote: Quote, version: QuoteVersion | None = None) -> QuoteOut:
    """The staff view of the quote at `version` (its current version by default), as saved (pending changes are
    flushed by the read)."""
    return detail(session, quote.id, version.version if version is not None else None)


def history_of(session: Session, quote_id: int) -> list[HistoryItem]:
    """Every version, newest first, with who made it, when, and what changed from the one before."""
    quotes.get(session, quote_id)
    return [
        mappers.history_item(
            version, changes, _user(session, version.created_by_id), _user(session, version.updated_by_id)
        )
        for version, changes in history.versions(session, quote_id)
    ]


def public_detail(session: Session, quote: Quote, version: QuoteVersion) -> PublicQuoteOut:
    """Only customer-facing fields; the decision shows on the newest sent version only."""
    customer = session.get(Organisation, quote.customer_id)
    project = session.get(Project, quote.project_id) if quote.project_id else None
    address = session.get(Address, version.delivery_address_id) if version.delivery_address_id else None
    status = public_status(quote, version)
    latest = version.version == quote.sent_version
    totals = mappers.totals_out(version)
    return PublicQuoteOut.model_validate(
        {
            "number": quote.number,
            "uuid": quote.uuid,
            "version": version.version,
            "latest_version": quote.sent_version,
            "status": status,
            "can_respond": status == "sent",
            "company": company(),
            "customer_name": customer.name if customer else "",
            "contact_names": [c["name"] for c in contacts(session, quote)],
            "project_name": project.name if project else None,
            "delivery_address": mappers.address_label(address),
            "sent_at": version.sent_at,
            "valid_until": version.valid_until,
            "vat_rate": version.vat_rate,
            "customer_notes": version.customer_notes,
            "lines": lines(session, version, internal=False),
            "shipping": mappers.shipping_out(version),
            "plots": plots(session, version),
            "totals": {k: totals[k] for k in ("subtotal", "shipping", "vat", "total")},
            "decided_at": quote.decided_at if latest else None,
            "decided_by_name": quote.decided_by_name if latest else "",
            "decision_reason": quote.decision_reason if latest else "",
            "po_number": quote.po_number if latest else "",
            "pdf_url": public_mappers.pdf_url(quote, version),
        }
    )
