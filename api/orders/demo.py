"""Demo orders: the demo quote marked converted becomes an order the day after its acceptance."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy.orm import Session

from api.orders import service
from api.orders.models import SUBJECT, Order
from api.quotes.models import SUBJECT as QUOTE_SUBJECT
from api.quotes.models import Quote
from api.records.service import activity
from api.users.models import User


def convert_demo_quote(session: Session, quote: Quote, when: datetime, admin: User) -> Order:
    order = service.convert_quote(session, quote.id, None, admin)
    order.created_at = order.updated_at = when
    activity.backdate(session, QUOTE_SUBJECT, quote.id, when)
    activity.backdate(session, SUBJECT, order.id, when)
    return order
