"""Quote rows → the shapes the customer sees (the conversation, the company block, the PDF link): pure mapping,
field by field from customer-facing values only. The public page itself is read by
api/quotes/service/reading.py (`public_detail`)."""

from __future__ import annotations

from api.quotes.models import Quote, QuoteComment, QuoteVersion
from api.quotes.public_schemas import CommentOut
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
