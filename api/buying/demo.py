"""Buying demo data for the embedded demo mode: a request for prices from the newest open customer quote to the
suppliers of its products (one answered with prices and haulage, one still waiting), and a haulier's quote keyed in.
Sending is set directly (no mail); the answer goes through the supplier's own save. Adds records only: the demo's
customer quotes, products and organisations stay as they are."""

from __future__ import annotations

from datetime import date, timedelta
from decimal import Decimal

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.buying.models import SupplierQuote, SupplierQuoteStatus, VersionStatus
from api.buying.schemas.public import SupplierTotalsIn
from api.buying.schemas.requests import ReceivedQuoteIn, SupplierRequestIn
from api.buying.service import creating, public, quotes
from api.catalogue.models import Product
from api.crm import Kind, Organisation
from api.db import utcnow
from api.quotes.models import Quote, QuoteLine, QuoteStatus, QuoteVersion
from api.quotes.totals import pence
from api.users.models import User


def _mark_sent(session: Session, quote: SupplierQuote, admin: User) -> None:
    version = quotes.version_of(session, quote)
    version.status = VersionStatus.sent.value
    version.sent_at = version.created_at
    version.sent_by_id = admin.id
    quote.status = SupplierQuoteStatus.requested.value
    quote.sent_version = version.version
    quote.sent_at = version.sent_at
    session.flush()


def seed_supplier_quotes(session: Session, admin: User) -> list[SupplierQuote]:
    """Nothing when there are supplier quotes already, or no open customer quote with catalogue products."""
    if session.scalar(select(func.count()).select_from(SupplierQuote)):
        return []
    customer_quote = session.scalar(
        select(Quote).where(Quote.status == QuoteStatus.sent.value).order_by(Quote.created_at.desc(), Quote.id.desc())
    )
    if customer_quote is None:
        return []
    version = session.scalar(
        select(QuoteVersion).where(
            QuoteVersion.quote_id == customer_quote.id, QuoteVersion.version == customer_quote.current_version
        )
    )
    supplier_ids = list(
        session.scalars(
            select(Product.supplier_id)
            .join(QuoteLine, QuoteLine.product_id == Product.id)
            .where(QuoteLine.version_id == (version.id if version else -1))
            .distinct()
            .order_by(Product.supplier_id)
        )
    )[:2]
    if not supplier_ids:
        return []
    today = date.today()
    request = SupplierRequestIn.model_validate(
        {
            "supplier_ids": supplier_ids,
            "customer_quote_id": customer_quote.id,
            "project_id": customer_quote.project_id,
            "required_on_site": str(today + timedelta(days=21)),
            "response_deadline": str(today + timedelta(days=5)),
            "offload_method": "moffett",
            "load_preference": "full",
            "notes": "Site open 7.30 to 4, no deliveries on Fridays after 12.",
        }
    )
    made = creating.create_request(session, request, admin).quotes
    for quote in made:
        _mark_sent(session, quote, admin)
    answered = made[0]
    lines = quotes.lines_of(session, quotes.version_of(session, answered).id)
    costs = dict(
        session.execute(
            select(Product.id, Product.cost_price).where(
                Product.id.in_([line.product_id for line in lines if line.product_id])
            )
        ).all()
    )
    answers = [
        {
            "line_id": line.id,
            "price": str(
                pence(((costs.get(line.product_id) if line.product_id else None) or Decimal("10.00")) * Decimal("0.97"))
            ),
            "lead_time": 3,
            "lead_time_unit": "weeks",
        }
        for line in lines
    ]
    public.save_totals(
        session,
        SupplierTotalsIn.model_validate(
            {
                "uuid": str(answered.uuid),
                "lines": answers,
                "charges": {"haulage_basis": "per_load", "haulage_amount": "285.00", "loads": 1},
                "valid_until": str(today + timedelta(days=30)),
                "supplier_notes": "Prices held for 30 days. Moffett offload included.",
                "submit": True,
                "name": "Sales office",
            }
        ),
        None,
        "demo",
    )
    answered.opened_at = utcnow()
    haulier = session.scalar(
        select(Organisation).where(Organisation.kind == Kind.other.value, Organisation.category == "Haulier")
    )
    if haulier is not None:
        keyed = ReceivedQuoteIn.model_validate(
            {
                "quote": {
                    "supplier_id": haulier.id,
                    "customer_quote_ids": [customer_quote.id],
                    "project_id": customer_quote.project_id,
                    "lines": [{"description": "Artic with Moffett, per load", "quantity": "2", "price": "310.00"}],
                    "valid_until": str(today + timedelta(days=14)),
                },
                "received_from": "Kev Lister (phone)",
            }
        )
        made.append(creating.add_received(session, keyed, Kind.other.value, admin))
    session.flush()
    return made
