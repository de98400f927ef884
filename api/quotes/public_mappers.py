"""Quote rows → the shapes the customer sees (the PDF link; our company block is api/mail/compose.py `company`):
pure mapping, field by field from customer-facing values only. The public page itself is read by
api/quotes/service/reading.py (`public_detail`), the conversation by api/records/service/comments.py."""

from __future__ import annotations

from api.quotes.models import Quote, QuoteVersion


def pdf_url(quote: Quote, version: QuoteVersion) -> str:
    return f"/api/quotes/public/{quote.uuid}/pdf?version={version.version}"
