"""The requests for prices behind supplier quotes ("whos the customer on rfq1", "any notes on rfq 1", "any rfqs still
open"): each request's customer quote and customer, the day it went out, the reply-by and on-site days, offload,
loads and notes, and which suppliers have answered and which not, read from the database at answer time; the same
facts are on a card of its own (the request's page is its first supplier quote's)."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence

from sqlalchemy import select
from sqlalchemy.orm import Session

from api.buying.models import SupplierQuote, SupplierRequest
from api.crm import Organisation
from api.quotes.models import Quote
from assistant.lookups import cards as c
from assistant.lookups import format as fmt
from assistant.schemas import CardOut

LINK = "/supplier-quotes/editor/{id}"
OFFLOAD = {"moffett": "Moffett", "crane": "crane", "tail_lift": "tail lift", "kerbside": "kerbside"}
LOADS = {"full": "full loads", "part": "part loads"}


def described(
    session: Session, request_ids: Sequence[int], waiting: bool = False, answered_only: bool = False
) -> tuple[list[str], list[CardOut]]:
    """Per request (newest first), a sentence and a card; `waiting`: only the suppliers still to answer are named
    ("who hasnt replied to rfq1"), `answered_only`: only those who have."""
    requests = session.execute(
        select(SupplierRequest, Quote.number, Organisation.name)
        .outerjoin(Quote, Quote.id == SupplierRequest.customer_quote_id)
        .outerjoin(Organisation, Organisation.id == Quote.customer_id)
        .where(SupplierRequest.id.in_(request_ids))
        .order_by(SupplierRequest.id.desc())
    ).all()
    answered: dict[int, list[str]] = defaultdict(list)
    still: dict[int, list[str]] = defaultdict(list)
    first: dict[int, int] = {}
    for quote, supplier in session.execute(
        select(SupplierQuote, Organisation.name)
        .join(Organisation, Organisation.id == SupplierQuote.supplier_id)
        .where(SupplierQuote.request_id.in_(request_ids), SupplierQuote.status != "draft")
        .order_by(SupplierQuote.id)
    ).all():
        first.setdefault(quote.request_id or 0, quote.id)
        named = f"{supplier} ({quote.number})"
        if quote.status == "requested" and not answered_only:
            still[quote.request_id or 0].append(named)
        elif quote.status != "requested" and not waiting:
            answered[quote.request_id or 0].append(named)
    sentences, cards = [], []
    for request, quote_number, customer in requests:
        of = f" for {quote_number}" + (f" ({customer})" if customer else "") if quote_number else ""
        facts: list[tuple[str, str | None]] = [
            ("Request", request.number),
            ("Customer quote", quote_number),
            ("Customer", customer),
            ("Sent", fmt.day(request.created_at)),
            ("Replies due by", fmt.day(request.response_deadline) if request.response_deadline else None),
            ("Needed on site", fmt.day(request.required_on_site) if request.required_on_site else None),
            ("Offload", OFFLOAD.get(request.offload_method or "", request.offload_method or "") or None),
            ("Loads", LOADS.get(request.load_preference)),
            ("Notes", request.notes.strip() or None),
            ("Answered", ", ".join(answered[request.id]) or None),
            ("Still waiting on", ", ".join(still[request.id]) or None),
        ]
        said = [value if label == "Loads" else f"{label.lower()} {value}" for label, value in facts[4:8] if value]
        text = f"{request.number}{of}, sent {fmt.day(request.created_at)}" + (f": {', '.join(said)}" if said else "")
        text += f"; notes: “{request.notes.strip()}”" if request.notes.strip() else ""
        said_answered = f"Answered: {fmt.listing(answered[request.id])}" if answered[request.id] else ""
        said_waiting = f"still waiting on {fmt.listing(still[request.id])}" if still[request.id] else ""
        if not (waiting or answered_only or said_answered):
            said_answered = "Nobody has answered"
        text += "".join(f". {part[0].upper()}{part[1:]}" for part in (said_answered, said_waiting) if part) + "."
        sentences.append(text)
        link = LINK.format(id=first[request.id]) if request.id in first else "/supplier-quotes"
        cards.append(c.summary_card("supplier_quote", 0, f"Request {request.number}", link, *facts))
    return sentences, cards
