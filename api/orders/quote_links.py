"""What quotes and orders add to other domains without those importing them: the quote figures on customer
(organisation) and project stats, the check that keeps a customer with quotes or orders from being deleted, and
the order a quote became (shown on the quote). It lives with orders because orders may import quotes and not
the other way round. Imported at app start (api/orders/router.py) so all are registered."""

from __future__ import annotations

from sqlalchemy import bindparam, select
from sqlalchemy.orm import Session

from api.core import figures
from api.core.figures import QuoteFiguresOut
from api.crm.service.organisations import register_dependant
from api.orders import service as orders
from api.orders.models import Order
from api.quotes.models import Quote, QuoteStatus
from api.quotes.service import listing, ordering, quotes, stats

# subject → the quotes' and orders' column that points at it
SUBJECTS = {"organisation": "customer_id", "project": "project_id"}


@figures.register
def quote_figures(session: Session, subject: str, subject_id: int) -> QuoteFiguresOut:
    """Figures for a customer ("organisation") or a project; none for any other subject."""
    field = SUBJECTS.get(subject)
    if field is None:
        return figures.EMPTY
    if field == "customer_id":
        found = stats.by_status(session, listing.Filters(customer_id=subject_id))
    else:
        found = stats.by_status(session, listing.Filters(project_id=subject_id))
    return QuoteFiguresOut(
        quotes=sum(f.count for f in found.values()),
        open_quotes=found[QuoteStatus.sent].count,
        open_value=found[QuoteStatus.sent].value,
        accepted_value=stats.won_value(found),
        orders=orders.count_for(session, getattr(Order, field), subject_id),
        win_rate=stats.win_rate(found),
    )


@register_dependant
def customer_quotes(session: Session, org_id: int) -> tuple[int, str, str]:
    return quotes.count_for(session, Quote.customer_id, org_id), "quote", "quotes"


@register_dependant
def customer_orders(session: Session, org_id: int) -> tuple[int, str, str]:
    return orders.count_for(session, Order.customer_id, org_id), "order", "orders"


_ORDER_OF = select(Order.id, Order.number).where(Order.quote_id == bindparam("quote_id"))  # written once


@ordering.register_order_lookup
def quote_order(session: Session, quote_id: int) -> tuple[int, str] | None:
    row = session.execute(_ORDER_OF, {"quote_id": quote_id}).first()
    return (row[0], row[1]) if row else None
