"""GET /api/quotes/{id}/pdf and the PDF itself: what the customer reads, and never costs or internal notes."""

from __future__ import annotations

import io
import re
from datetime import date

from fastapi.testclient import TestClient
from pypdf import PdfReader
from sqlalchemy.orm import Session

from api.crm import Kind
from api.quotes import pdf
from api.quotes.models import Quote
from api.quotes.service import quotes
from api.users.models import User
from tests.api.quotes.factories import make_quote, mark_sent
from tests.factories import make_address, make_contact, make_organisation, make_project

LINES = [
    {
        "code": "RB-101",
        "description": "Ibstock Red Multi facing brick",
        "quantity": "12.5",
        "unit": "per_1000",
        "cost_price": "377.77",
        "sell_price": "512.35",
    },
    {
        "description": "Stainless wall ties",
        "quantity": "3",
        "unit": "pack",
        "cost_price": "11.13",
        "sell_price": "15.00",
        "optional": True,
        "selected": False,
    },
    {
        "description": "Mortar grey",
        "quantity": "10",
        "cost_price": "5.17",
        "sell_price": "8.00",
        "alternative_group": "A",
        "selected": True,
    },
    {
        "description": "Mortar buff",
        "quantity": "10",
        "cost_price": "6.19",
        "sell_price": "9.50",
        "alternative_group": "A",
        "selected": False,
    },
]


def text_of(data: bytes) -> str:
    reader = PdfReader(io.BytesIO(data))
    text = "\n".join(page.extract_text() for page in reader.pages)
    return re.sub(r"\s+", " ", text)


def full_quote(db: Session, staff: User) -> tuple[Quote, str]:
    customer = make_organisation(db, kind=Kind.customer, name="Harbour Homes Ltd")
    contact = make_contact(db, customer, first_name="Priya", last_name="Shah", email="priya@harbour.test")
    site = make_address(db, customer, line1="Plot Road", town="Derby", postcode="DE1 2AB")
    project = make_project(db, name="Riverside Phase 2", customer=customer)
    quote = make_quote(
        db,
        customer=customer,
        contacts=[contact],
        actor=staff,
        lines=LINES,
        project=project,
        address=site,
        shipping={"loads": 2, "price_per_load": "95.00", "offloading_charge": "40.00"},
        customer_notes="Deliveries Monday to Friday only.",
        notes="SECRET-INTERNAL: beat Jewson by 2%",
    )
    return quote, "Harbour Homes Ltd"


def test_the_pdf_of_a_sent_quote_has_what_the_customer_needs(
    client: TestClient, db: Session, headers: dict[str, str], staff: User
) -> None:
    quote, customer = full_quote(db, staff)
    mark_sent(db, quote, valid_until=date(2031, 3, 14))

    response = client.get(f"/api/quotes/{quote.id}/pdf", headers=headers)

    assert response.status_code == 200, response.text
    assert response.headers["content-type"] == "application/pdf"
    name = f"{quote.number}-v1.pdf"
    assert response.headers["content-disposition"].startswith(f'attachment; filename="{name}"')
    text = text_of(response.content)
    for expected in (
        "Brickmate Building Supplies",
        "Quotation",
        f"{quote.number} · version 1",
        customer,
        "Priya Shah",
        "Plot Road, Derby, DE1 2AB",
        "Riverside Phase 2",
        "RB-101",
        "Ibstock Red Multi facing brick",
        "per 1,000",
        "£512.35",
        "£6,404.38",
        "Optional — not included",
        "Alternative A — chosen",
        "Alternative A — not chosen",
        "2 loads at £95.00",
        "Offloading charge",
        "Subtotal £6,484.38",
        "Delivery £230.00",
        "VAT at 20% £1,342.88",
        "Total £8,057.26",
        "Deliveries Monday to Friday only.",
        "14 March 2031",
        "Payment is due 30 days from the date of invoice",
        f"/quote/{quote.uuid}?version=1",
    ):
        assert expected in text, expected
    assert "DRAFT" not in text
    for secret in ("377.77", "11.13", "5.17", "6.19", "SECRET-INTERNAL", "Jewson", "margin", "Margin"):
        assert secret not in text, secret


def test_a_draft_is_marked_draft_and_an_earlier_version_can_be_had(
    client: TestClient, db: Session, headers: dict[str, str], staff: User
) -> None:
    quote, _ = full_quote(db, staff)

    draft = client.get(f"/api/quotes/{quote.id}/pdf", headers=headers)
    assert draft.status_code == 200
    assert "DRAFT" in text_of(draft.content)

    mark_sent(db, quote)
    values, body = quotes.copy_content(db, quotes.version_of(db, quote))
    second = quotes.put_content(db, quote, {**values, "customer_notes": "Second thoughts"}, body, staff)
    db.flush()
    assert second.version == 2

    first = client.get(f"/api/quotes/{quote.id}/pdf", params={"version": 1}, headers=headers)
    assert first.status_code == 200
    assert "-v1.pdf" in first.headers["content-disposition"]
    assert "DRAFT" not in text_of(first.content)
    newest = client.get(f"/api/quotes/{quote.id}/pdf", headers=headers)
    assert "-v2.pdf" in newest.headers["content-disposition"]
    assert "Second thoughts" in text_of(newest.content)


def test_unknown_quote_or_version_is_404(client: TestClient, db: Session, headers: dict[str, str], staff: User) -> None:
    quote = make_quote(db, actor=staff)

    assert client.get("/api/quotes/999999/pdf", headers=headers).status_code == 404
    response = client.get(f"/api/quotes/{quote.id}/pdf", params={"version": 7}, headers=headers)
    assert response.status_code == 404
    assert response.json()["detail"] == f"Quote {quote.number} has no version 7."
    assert client.get(f"/api/quotes/{quote.id}/pdf", params={"version": 0}, headers=headers).status_code == 422


def test_money_and_names() -> None:
    from decimal import Decimal

    assert pdf.money(Decimal("1234.5")) == "£1,234.50"
    assert pdf.money(Decimal("0")) == "£0.00"
    assert pdf.quantity(Decimal("12500.000")) == "12,500"
    assert pdf.quantity(Decimal("0.125")) == "0.125"
    assert pdf.percent(Decimal("17.50")) == "17.5%"
    assert pdf.long_date(date(2030, 1, 5)) == "5 January 2030"
