"""GET /quotes/public/{id} and its PDF: by uuid, sent versions only, with the state the customer must see."""

from __future__ import annotations

import io
import uuid
from datetime import date, timedelta

from fastapi.testclient import TestClient
from pypdf import PdfReader
from sqlalchemy.orm import Session

from api.crm import Kind
from api.quotes.models import Quote, QuoteStatus
from api.settings import Settings
from tests.api.quotes.factories import expire, make_quote, make_sent_quote, mark_decided, mark_sent, next_version
from tests.factories import make_address, make_contact, make_organisation, make_project

MISSING = "This quote does not exist."


def url(quote: Quote, version: int | None = None) -> str:
    base = f"/api/quotes/public/{quote.uuid}"
    return f"{base}?version={version}" if version else base


def test_sent_quote_as_the_customer_sees_it(client: TestClient, db: Session, settings: Settings) -> None:
    customer = make_organisation(db, kind=Kind.customer, name="Acme Homes")
    contact = make_contact(db, customer, first_name="Pat", last_name="Buyer", email="pat@acme.test")
    site = make_address(db, customer, address_type="site", line1="Plot 4, Mill Lane", town="Leeds", postcode="LS6 2AB")
    project = make_project(db, name="Mill Lane", customer=customer)
    quote = make_sent_quote(
        db,
        customer=customer,
        contacts=[contact],
        address=site,
        project=project,
        customer_notes="Prices include pallets.",
        shipping={"loads": 2, "price_per_load": "95.00"},
        plots=[{"plot_number": "1", "house_type": "Alder", "quantities": [{"line": 0, "quantity": "6.25"}]}],
    )
    r = client.get(url(quote))
    assert r.status_code == 200, r.text
    body = r.json()
    assert body["number"] == quote.number
    assert body["uuid"] == str(quote.uuid)
    assert (body["version"], body["latest_version"], body["status"], body["can_respond"]) == (1, 1, "sent", True)
    assert body["company"] == {
        "name": settings.company_name,
        "address": settings.company_address,
        "phone": settings.company_phone,
        "email": settings.company_email,
    }
    assert body["customer_name"] == "Acme Homes"
    assert body["contact_names"] == ["Pat Buyer"]
    assert body["project_name"] == "Mill Lane"
    assert body["delivery_address"] == "Plot 4, Mill Lane, Leeds, LS6 2AB"
    assert body["customer_notes"] == "Prices include pallets."
    assert body["valid_until"] == (date.today() + timedelta(days=30)).isoformat()
    assert body["sent_at"] is not None
    assert [line["description"] for line in body["lines"]] == [
        "Red multi facing brick",
        "Brick ties (box)",
        "Mortar, grey",
        "Mortar, buff",
    ]
    first = body["lines"][0]
    assert first["sell_price"] == "512.35" and first["line_total"] == "6404.38"
    assert "cost_price" not in first and "margin_percent" not in first and "product_id" not in first
    assert [line["selected"] for line in body["lines"]] == [True, False, True, False]
    # 6404.38 + 80.00 (grey mortar) = 6484.38; shipping 190.00; VAT 20 % of 6674.38 = 1334.88
    assert body["totals"] == {"subtotal": "6484.38", "shipping": "190.00", "vat": "1334.88", "total": "8009.26"}
    assert body["shipping"]["loads"] == 2
    assert body["plots"][0]["plot_number"] == "1"
    assert body["plots"][0]["quantities"] == [{"line_id": first["line_id"], "quantity": "6.250"}]
    assert body["pdf_url"] == f"/api/quotes/public/{quote.uuid}/pdf?version=1"
    assert body["decided_at"] is None and body["po_number"] == ""


def test_unknown_malformed_and_never_sent_are_the_same_404(client: TestClient, db: Session) -> None:
    draft = make_quote(db)
    for path in (url(draft), f"/api/quotes/public/{uuid.uuid4()}", "/api/quotes/public/not-a-uuid"):
        r = client.get(path)
        assert r.status_code == 404, path
        assert r.json()["detail"] == MISSING
    assert client.get(f"{url(draft)}/pdf").status_code == 404


def test_a_draft_version_is_never_shown(client: TestClient, db: Session) -> None:
    quote = make_sent_quote(db)
    next_version(db, quote)
    assert quote.current_version == 2
    r = client.get(url(quote, 2))
    assert r.status_code == 404
    assert r.json()["detail"] == "This quote has no version 2."
    assert client.get(url(quote, 9)).status_code == 404
    r = client.get(url(quote))
    assert r.status_code == 200
    assert (r.json()["version"], r.json()["status"]) == (1, "sent")
    assert r.json()["lines"][0]["sell_price"] == "512.35"
    assert client.get(f"{url(quote)}/pdf", params={"version": 2}).status_code == 404


def test_an_earlier_version_reads_superseded(client: TestClient, db: Session) -> None:
    quote = make_sent_quote(db)
    next_version(db, quote, sell_price="600.00")
    mark_sent(db, quote)
    r = client.get(url(quote, 1))
    assert r.status_code == 200
    body = r.json()
    assert (body["version"], body["latest_version"], body["status"], body["can_respond"]) == (1, 2, "superseded", False)
    assert body["lines"][0]["sell_price"] == "512.35"
    assert body["pdf_url"].endswith("?version=1")
    latest = client.get(url(quote)).json()
    assert (latest["version"], latest["status"], latest["can_respond"]) == (2, "sent", True)
    assert latest["lines"][0]["sell_price"] == "600.00"


def test_expired_accepted_rejected_withdrawn(client: TestClient, db: Session) -> None:
    expired = expire(db, make_sent_quote(db))
    body = client.get(url(expired)).json()
    assert (body["status"], body["can_respond"]) == ("expired", False)
    assert body["valid_until"] == (date.today() - timedelta(days=1)).isoformat()

    accepted = mark_decided(db, make_sent_quote(db), accepted=True, name="Pat Buyer", po_number="PO-77")
    body = client.get(url(accepted)).json()
    assert (body["status"], body["can_respond"], body["decided_by_name"], body["po_number"]) == (
        "accepted",
        False,
        "Pat Buyer",
        "PO-77",
    )
    assert body["decided_at"] is not None

    rejected = mark_decided(db, make_sent_quote(db), accepted=False, reason="Too dear")
    body = client.get(url(rejected)).json()
    assert (body["status"], body["decision_reason"]) == ("rejected", "Too dear")

    converted = mark_decided(db, make_sent_quote(db))
    converted.status = QuoteStatus.converted.value
    db.flush()
    assert client.get(url(converted)).json()["status"] == "converted"

    withdrawn = make_sent_quote(db)
    withdrawn.status = QuoteStatus.withdrawn.value
    db.flush()
    body = client.get(url(withdrawn)).json()
    assert (body["status"], body["can_respond"]) == ("withdrawn", False)


def test_decision_shows_on_the_latest_version_only(client: TestClient, db: Session) -> None:
    quote = make_sent_quote(db)
    next_version(db, quote)
    mark_sent(db, quote)
    mark_decided(db, quote, name="Pat Buyer", po_number="PO-1")
    old = client.get(url(quote, 1)).json()
    assert (old["status"], old["decided_by_name"], old["po_number"], old["decided_at"]) == ("superseded", "", "", None)
    assert client.get(url(quote)).json()["decided_by_name"] == "Pat Buyer"


def test_version_out_of_range_is_422(client: TestClient, db: Session) -> None:
    quote = make_sent_quote(db)
    r = client.get(url(quote), params={"version": 0})
    assert r.status_code == 422
    assert r.json()["errors"][0]["field"] == "version"


def test_pdf_of_the_sent_version(client: TestClient, db: Session) -> None:
    customer = make_organisation(db, kind=Kind.customer, name="Acme Homes")
    quote = make_sent_quote(db, customer=customer)
    r = client.get(f"{url(quote)}/pdf")
    assert r.status_code == 200, r.text
    assert r.headers["content-type"] == "application/pdf"
    assert f'filename="{quote.number}-v1.pdf"' in r.headers["content-disposition"]
    assert r.content.startswith(b"%PDF")
    text = "".join(page.extract_text() for page in PdfReader(io.BytesIO(r.content)).pages)
    assert quote.number in text
    assert "Acme Homes" in text
    assert "DRAFT" not in text
