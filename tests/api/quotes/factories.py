"""Quote factories: quotes built through the quote service (so totals are right), and the states a quote
reaches by sending and by the customer's decision, set directly (no mail, no public call)."""

from __future__ import annotations

from datetime import date, timedelta
from decimal import Decimal
from typing import Any

from sqlalchemy.orm import Session

from api.crm import Address, Contact, Kind, Organisation
from api.db import utcnow
from api.projects.models import Project
from api.quotes.models import Quote, QuoteStatus, QuoteVersion, VersionStatus
from api.quotes.schemas import QuoteFields
from api.quotes.service import quotes
from api.users.models import User
from tests.factories import make_contact, make_organisation, make_product, make_user


def default_lines(db: Session) -> list[dict[str, Any]]:
    """A product line (12,500 bricks at 512.35 per 1,000 → 6404.38), an optional line (not selected) and an
    alternative pair (group A, the first selected)."""
    product = make_product(db, cost_price="400.00", list_price="512.35")
    return [
        {
            "product_id": product.id,
            "description": "Red multi facing brick",
            "quantity": "12500",
            "unit": "per_1000",
            "cost_price": "400.00",
            "sell_price": "512.35",
        },
        {
            "description": "Brick ties (box)",
            "quantity": "3",
            "cost_price": "10.00",
            "sell_price": "15.00",
            "optional": True,
            "selected": False,
        },
        {
            "description": "Mortar, grey",
            "quantity": "10",
            "unit": "each",
            "cost_price": "5.00",
            "sell_price": "8.00",
            "alternative_group": "A",
            "selected": True,
        },
        {
            "description": "Mortar, buff",
            "quantity": "10",
            "unit": "each",
            "cost_price": "6.00",
            "sell_price": "9.50",
            "alternative_group": "A",
            "selected": False,
        },
    ]


def make_quote(
    db: Session,
    *,
    customer: Organisation | None = None,
    actor: User | None = None,
    lines: list[dict[str, Any]] | None = None,
    contacts: list[Contact] | None = None,
    project: Project | None = None,
    address: Address | None = None,
    vat_rate: Decimal | str | None = None,
    shipping: dict[str, Any] | None = None,
    plots: list[dict[str, Any]] | None = None,
    notes: str = "",
    **fields: Any,
) -> Quote:
    """A draft quote (version 1) through quotes.create. `contacts=None` adds one contact with an email;
    `contacts=[]` none. `lines` are request dicts as POST /quotes/add takes them (defaults: default_lines)."""
    customer = customer or make_organisation(db, kind=Kind.customer)
    actor = actor or make_user(db)
    if contacts is None:
        contacts = [make_contact(db, customer)]
    data = QuoteFields.model_validate(
        {
            "customer_id": customer.id,
            "contact_ids": [c.id for c in contacts],
            "project_id": project.id if project else None,
            "delivery_address_id": address.id if address else None,
            "vat_rate": vat_rate,
            "shipping": shipping or {},
            "lines": default_lines(db) if lines is None else lines,
            "plots": plots or [],
            **fields,
        }
    )
    quote = quotes.create(db, data, notes, actor)
    db.flush()
    return quote


def mark_sent(
    db: Session, quote: Quote, *, valid_until: date | None = None, version: int | None = None, by: User | None = None
) -> QuoteVersion:
    """The version (default: the current one) as sending leaves it, without any mail."""
    row = quotes.version_of(db, quote, version)
    row.status = VersionStatus.sent.value
    row.sent_at = utcnow()
    row.sent_by_id = by.id if by else quote.created_by_id
    row.valid_until = valid_until or row.valid_until or date.today() + timedelta(days=30)
    quote.status = QuoteStatus.sent.value
    quote.sent_version = row.version
    quote.valid_until = row.valid_until
    quotes.touch(quote)
    db.flush()
    return row


def make_sent_quote(db: Session, *, valid_until: date | None = None, **kwargs: Any) -> Quote:
    quote = make_quote(db, **kwargs)
    mark_sent(db, quote, valid_until=valid_until)
    return quote


def mark_decided(
    db: Session, quote: Quote, accepted: bool = True, name: str = "Pat Buyer", reason: str = "", po_number: str = ""
) -> Quote:
    """The sent version accepted (or rejected) by the customer."""
    assert quote.sent_version is not None, "send the quote first (mark_sent)"
    row = quotes.version_of(db, quote, quote.sent_version)
    state = VersionStatus.accepted if accepted else VersionStatus.rejected
    row.status = state.value
    quote.status = state.value
    quote.decided_at = utcnow()
    quote.decided_by_name = name
    quote.decision_reason = reason
    quote.po_number = po_number
    quotes.touch(quote)
    db.flush()
    return quote


def expire(db: Session, quote: Quote, days_ago: int = 1) -> Quote:
    """A sent quote whose valid-until date has passed."""
    past = date.today() - timedelta(days=days_ago)
    if quote.sent_version is not None:
        quotes.version_of(db, quote, quote.sent_version).valid_until = past
    quote.valid_until = past
    quotes.touch(quote)
    db.flush()
    return quote


def edit_body(out: dict[str, Any], notes: str | None = None, **changes: Any) -> dict[str, Any]:
    """A POST /quotes/edit body that saves `out` (a QuoteOut as JSON) as it is, with `changes` to the quote
    fields on top. Plot quantities refer to lines by index, as requests do."""
    index = {line["line_id"]: i for i, line in enumerate(out["lines"])}
    line_fields = (
        "product_id",
        "code",
        "description",
        "quantity",
        "unit",
        "cost_price",
        "sell_price",
        "optional",
        "alternative_group",
        "selected",
        "lead_time_days",
        "supplier_quote_line_id",
    )
    quote = {
        "quote_id": out["quote_id"],
        "row_version": out["row_version"],
        "customer_id": out["customer"]["id"],
        "contact_ids": [c["contact_id"] for c in out["contacts"]],
        "project_id": out["project"]["id"] if out["project"] else None,
        "delivery_address_id": out["delivery_address"]["id"] if out["delivery_address"] else None,
        "account_manager_id": out["account_manager"]["id"] if out["account_manager"] else None,
        "valid_until": out["valid_until"],
        "vat_rate": out["vat_rate"],
        "customer_notes": out["customer_notes"],
        "file_repo_url": out["file_repo_url"],
        "shipping": dict(out["shipping"]),
        "lines": [{f: line[f] for f in line_fields} for line in out["lines"]],
        "plots": [
            {
                "plot_number": p["plot_number"],
                "house_type": p["house_type"],
                "quantities": [{"line": index[q["line_id"]], "quantity": q["quantity"]} for q in p["quantities"]],
            }
            for p in out["plots"]
        ],
    }
    return {"quote": {**quote, **changes}, "notes": out["internal_notes"] if notes is None else notes}


def next_version(db: Session, quote: Quote, *, actor: User | None = None, sell_price: str = "600.00") -> QuoteVersion:
    """Staff change the first line's price after sending: the next version, a draft (added by helper B)."""
    values, body = quotes.copy_content(db, quotes.version_of(db, quote))
    body.lines[0]["sell_price"] = Decimal(sell_price)
    row = quotes.put_content(db, quote, values, body, actor or make_user(db))
    db.flush()
    return row


def make_accepted_quote(db: Session, *, po_number: str = "", **kwargs: Any) -> Quote:
    """A quote sent and accepted by the customer (make_quote's arguments)."""
    quote = make_sent_quote(db, **kwargs)
    return mark_decided(db, quote, po_number=po_number)
