"""Typed reads of a quote: the staff view (with costs, margins and the rules `read_only` and `needs_check`), its
history, and the customer's public view (customer-facing values only: never a cost price, margin, internal note
or internal comment). The shapes are filled by the pure mappers in api/quotes/mappers.py."""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from api.catalogue.models import Product, Status
from api.crm import Address, Contact, Kind, Organisation
from api.projects.models import Project
from api.quotes import cost_flags, mappers, public_mappers
from api.quotes.models import Quote, QuoteVersion
from api.quotes.schemas import HistoryItem, PublicQuoteOut, QuoteOut
from api.quotes.service import content as content_service
from api.quotes.service import history, ordering, quotes
from api.quotes.service.public import public_status
from api.records.models import StoredFile
from api.settings import get_settings
from api.users.models import User


def _user(session: Session, user_id: int | None) -> User | None:
    return session.get(User, user_id) if user_id else None


def discontinued_ids(session: Session, product_ids: set[int]) -> set[int]:
    """Those of the products discontinued now."""
    if not product_ids:
        return set()
    statement = select(Product.id).where(Product.id.in_(product_ids), Product.status == Status.discontinued.value)
    return set(session.scalars(statement))


def planned_valid_until(version: QuoteVersion, today: date | None = None) -> date:
    """The version's valid-until date, or the one sending it would give (today + BRICKMATE_QUOTE_VALID_DAYS)."""
    return version.valid_until or (today or date.today()) + timedelta(days=get_settings().quote_valid_days)


def lines(session: Session, version: QuoteVersion, *, internal: bool) -> list[dict[str, Any]]:
    """The version's lines; staff see which hold a product discontinued now, and the flags on supplier costs."""
    rows = content_service.lines_of(session, version.id)
    held = {line.product_id for line in rows if line.product_id is not None}
    discontinued = discontinued_ids(session, held) if internal else set()
    flags = cost_flags.line_flags(session, rows, planned_valid_until(version)) if internal else {}
    return [
        mappers.line_out(line, internal=internal, discontinued=line.product_id in discontinued, flag=flags.get(line.id))
        for line in rows
    ]


def plots(session: Session, version: QuoteVersion) -> list[dict[str, Any]]:
    return [mappers.plot_out(plot, quantities) for plot, quantities in content_service.plots_of(session, version.id)]


def contacts(session: Session, quote: Quote) -> list[dict[str, Any]]:
    ids = quotes.contact_ids(session, quote.id)
    if not ids:
        return []
    rows = session.scalars(select(Contact).where(Contact.id.in_(ids)).order_by(Contact.last_name, Contact.id))
    return [mappers.contact_out(contact) for contact in rows]


def quote_detail(session: Session, quote: Quote, version: QuoteVersion | None = None) -> QuoteOut:
    """The staff view of the quote at `version` (its current version by default)."""
    version = version or quotes.version_of(session, quote)
    customer = session.get(Organisation, quote.customer_id)
    project = session.get(Project, quote.project_id) if quote.project_id else None
    address = session.get(Address, version.delivery_address_id) if version.delivery_address_id else None
    po_file = session.get(StoredFile, quote.po_file_id) if quote.po_file_id else None
    order = ordering.order_of(session, quote.id)
    return QuoteOut.model_validate(
        {
            **mappers.quote_fields(quote, version),
            "status": quotes.effective_status(quote),
            "read_only": quotes.is_read_only(quote, version),
            "needs_check": quotes.needs_check(quote, version),
            "customer": {
                "id": quote.customer_id,
                "name": customer.name if customer else "",
                "kind": customer.kind if customer else Kind.customer,
            },
            "contacts": contacts(session, quote),
            "project": {"id": project.id, "name": project.name} if project else None,
            "delivery_address": {"id": address.id, "name": mappers.address_label(address)} if address else None,
            "account_manager": mappers.user_ref(_user(session, quote.account_manager_id)),
            "po_file": {"id": po_file.id, "name": po_file.name} if po_file else None,
            "checked_by": mappers.user_ref(_user(session, version.checked_by_id)),
            "lines": lines(session, version, internal=True),
            "plots": plots(session, version),
            "order": {"order_id": order[0], "number": order[1]} if order else None,
            "created_by": mappers.user_ref(_user(session, quote.created_by_id)),
            "public_url": quotes.public_url(quote),
        }
    )


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
            "company": public_mappers.company(),
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
