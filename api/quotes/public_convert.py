"""ORM rows → the shapes the customer sees (the public page, the conversation). Built field by field from
customer-facing values only: never a cost price, margin, internal note or internal comment."""

from __future__ import annotations

from sqlalchemy.orm import Session

from api.crm.models import Address, Organisation
from api.projects.models import Project
from api.quotes import convert
from api.quotes.models import Quote, QuoteComment, QuoteVersion
from api.quotes.schemas import CommentOut, PublicQuoteOut
from api.quotes.service.public import public_status
from api.settings import get_settings
from api.users.models import User


def pdf_url(quote: Quote, version: QuoteVersion) -> str:
    return f"/api/quotes/public/{quote.uuid}/pdf?version={version.version}"


def company() -> dict[str, str]:
    settings = get_settings()
    return {
        "name": settings.company_name,
        "address": settings.company_address,
        "phone": settings.company_phone,
        "email": settings.company_email,
    }


def public_out(session: Session, quote: Quote, version: QuoteVersion) -> PublicQuoteOut:
    """Only customer-facing fields; the decision shows on the newest sent version only."""
    customer = session.get(Organisation, quote.customer_id)
    project = session.get(Project, quote.project_id) if quote.project_id else None
    address = session.get(Address, version.delivery_address_id) if version.delivery_address_id else None
    status = public_status(quote, version)
    latest = version.version == quote.sent_version
    totals = convert.totals_out(version)
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
            "contact_names": [c["name"] for c in convert.contacts_out(session, quote)],
            "project_name": project.name if project else None,
            "delivery_address": convert.address_label(address),
            "sent_at": version.sent_at,
            "valid_until": version.valid_until,
            "vat_rate": version.vat_rate,
            "customer_notes": version.customer_notes,
            "lines": convert.lines_out(session, version, internal=False),
            "shipping": convert.shipping_out(version),
            "plots": convert.plots_out(session, version),
            "totals": {k: totals[k] for k in ("subtotal", "shipping", "vat", "total")},
            "decided_at": quote.decided_at if latest else None,
            "decided_by_name": quote.decided_by_name if latest else "",
            "decision_reason": quote.decision_reason if latest else "",
            "po_number": quote.po_number if latest else "",
            "pdf_url": pdf_url(quote, version),
        }
    )


def comment_out(comment: QuoteComment, author: User | None, viewer: User | None) -> CommentOut:
    return CommentOut.model_validate(
        {
            "comment_id": comment.id,
            "version": comment.version,
            "isInternal": comment.is_internal,
            "comment": comment.body,
            "author_name": author.full_name if author else comment.author_name,
            "from_customer": comment.author_id is None and not comment.is_internal,
            "created_at": comment.created_at,
            "edited_at": comment.edited_at,
            "can_edit": viewer is not None and comment.author_id is not None and comment.author_id == viewer.id,
        }
    )
