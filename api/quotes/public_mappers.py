"""Quote rows → the shapes the customer sees (the company block, the PDF link): pure mapping, field by field from
customer-facing values only. The public page itself is read by api/quotes/service/reading.py (`public_detail`), the
conversation by api/records/service/comments.py."""

from __future__ import annotations

from api.quotes.models import Quote, QuoteVersion
from api.settings import get_settings


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
