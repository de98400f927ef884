"""Comments on a supplier quote. Supplier comments are the conversation the supplier sees (their own, from the
public page, and staff replies); internal comments are for staff only and never reach a public answer. Their rules
are a customer quote's too (`api.records.service.comments`): here is where a supplier quote keeps them, how it is
found and who is told of the supplier's comment (whoever made the request)."""

from __future__ import annotations

from sqlalchemy.orm import Session

from api.buying.models import SUBJECT, SupplierQuote, SupplierQuoteComment
from api.buying.service import public, quotes
from api.crm import Organisation
from api.records.service.comments import Notice, Thread


def _notice(session: Session, quote: SupplierQuote) -> Notice:
    supplier = session.get(Organisation, quote.supplier_id)
    return Notice(
        quote.created_by_id,
        supplier.name if supplier else None,
        quote.number,
        f"/supplier-quotes/editor/{quote.id}",
    )


THREAD = Thread(
    SupplierQuoteComment, "supplier_quote_id", SUBJECT, "supplier", public.sent_quote, quotes.by_uuid, _notice
)
