"""Comments on a quote. Customer comments are the conversation the customer sees (their own, from the public
page, and staff replies); internal comments are for staff only and never leave the staff screens. Their rules are a
supplier quote's too (`api.records.service.comments`): here is where a quote keeps them, how it is found and who is
told of the customer's comment (the account manager)."""

from __future__ import annotations

from sqlalchemy.orm import Session

from api.crm import Organisation
from api.quotes.models import SUBJECT, Quote, QuoteComment
from api.quotes.service import public, quotes
from api.records.service.comments import Notice, Thread


def _notice(session: Session, quote: Quote) -> Notice:
    customer = session.get(Organisation, quote.customer_id)
    return Notice(
        quote.account_manager_id,
        customer.name if customer else None,
        f"quote {quote.number}",
        f"/quotes/editor/{quote.id}",
    )


THREAD = Thread(QuoteComment, "quote_id", SUBJECT, "customer", public.sent_quote, quotes.by_uuid, _notice)
