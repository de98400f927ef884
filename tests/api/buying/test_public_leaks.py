"""No public answer of the supplier's page (page, every version, saves, submissions, comments, decline, errors)
carries another supplier's request or prices, our customer, the customer quote, our sell or cost prices, margins,
internal notes, internal comments, award marks or a staff draft's content."""

from __future__ import annotations

from fastapi.testclient import TestClient
from httpx import Response
from sqlalchemy.orm import Session

from api.buying.models import SupplierQuote, SupplierQuoteComment, SupplierQuoteVersion
from api.buying.service import quotes
from api.crm import Kind
from api.db import utcnow
from api.records.models import StoredFile
from tests.api.buying.factories import make_request, make_supplier, mark_sent, price_all
from tests.api.conftest import keys
from tests.api.quotes.factories import make_quote
from tests.factories import make_organisation, make_project

SECRETS = (
    "SECRET-CUSTOMER",
    "SECRET-PROJECT",
    "SECRET-INTERNAL-NOTE",
    "SECRET-INTERNAL-COMMENT",
    "SECRET-OTHER-SUPPLIER",
    "SECRET-AWARD",
    "SECRET-DRAFT-LINE",
    "SECRET-STAFF-FILE",
    "1234.56",  # our sell price
    "987.65",  # our cost price
    "777.77",  # the other supplier's price
)
FORBIDDEN_KEYS = {
    "internal_notes",
    "customer_quotes",
    "customer_quote_id",
    "customer_quote_ids",
    "customer_line_position",
    "awarded",
    "award_reason",
    "project",
    "customer",
    "customer_name",
    "cost_price",
    "sell_price",
    "margin",
    "isInternal_comments",
}


def clean(response: Response) -> Response:
    text = response.text
    for secret in SECRETS:
        assert secret not in text, (secret, response.request.url, text[:500])
    if response.headers.get("content-type", "").startswith("application/json"):
        assert not keys(response.json()) & FORBIDDEN_KEYS, keys(response.json()) & FORBIDDEN_KEYS
    return response


def scenario(db: Session) -> tuple[SupplierQuote, SupplierQuote]:
    customer = make_organisation(db, kind=Kind.customer, name="Acme SECRET-CUSTOMER Homes")
    project = make_project(db, name="Otley SECRET-PROJECT", customer=customer)
    lines = [
        {
            "description": "Handmade stock",
            "quantity": "1000",
            "unit": "per_1000",
            "cost_price": "987.65",
            "sell_price": "1234.56",
        }
    ]
    customer_quote = make_quote(db, customer=customer, project=project, lines=lines)
    ours = make_supplier(db, "Ibstock")
    rival = make_supplier(db, "Rival SECRET-OTHER-SUPPLIER")
    made = make_request(db, [ours, rival], customer_quote_id=customer_quote.id, project_id=project.id, lines=[])
    quote, other = made.quotes
    quote.internal_notes = "SECRET-INTERNAL-NOTE"
    for q in (quote, other):
        mark_sent(db, q)
    price_all(db, other, "777.77")
    db.add(
        SupplierQuoteComment(
            supplier_quote_id=quote.id, version=1, is_internal=True, body="SECRET-INTERNAL-COMMENT", created_at=utcnow()
        )
    )
    db.add(
        StoredFile(
            subject_type="supplier_quote", subject_id=quote.id, name="SECRET-STAFF-FILE.pdf", url="https://x.example"
        )
    )
    line = quotes.lines_of(db, quotes.version_of(db, quote).id)[0]
    line.award_reason = "SECRET-AWARD"
    db.flush()
    return quote, other


def test_every_public_answer_keeps_our_side_to_ourselves(client: TestClient, db: Session) -> None:
    quote, other = scenario(db)
    uuid = str(quote.uuid)
    page = clean(client.get(f"/api/suppliers/quotes/public/{uuid}"))
    assert page.status_code == 200 and page.json()["supplier_name"] == "Ibstock"
    line_id = page.json()["lines"][0]["line_id"]
    # A staff draft (version 2) started after sending is never public.
    draft = SupplierQuoteVersion(
        supplier_quote_id=quote.id, version=2, status="draft", supplier_notes="SECRET-DRAFT-LINE"
    )
    db.add(draft)
    quote.current_version = 2
    db.flush()
    clean(client.get(f"/api/suppliers/quotes/public/{uuid}"))
    assert clean(client.get(f"/api/suppliers/quotes/public/{uuid}?version=2")).status_code == 404
    saved = clean(
        client.put(
            "/api/suppliers/quote/totals", json={"uuid": uuid, "lines": [{"line_id": line_id, "price": "650.00"}]}
        )
    )
    assert saved.status_code == 200
    submitted = clean(
        client.put(
            "/api/suppliers/quote/totals",
            json={"uuid": uuid, "lines": [{"line_id": line_id, "price": "650.00"}], "submit": True, "name": "Sally"},
        )
    )
    assert submitted.status_code == 200 and submitted.json()["status"] == "answered"
    resubmitted = clean(
        client.put(
            "/api/suppliers/quote/totals",
            json={"uuid": uuid, "lines": [{"line_id": line_id, "price": "640.00"}], "submit": True, "name": "Sally"},
        )
    )
    assert resubmitted.status_code == 200 and resubmitted.json()["version"] == 3
    for version in (1, 3):
        clean(client.get(f"/api/suppliers/quotes/public/{uuid}?version={version}"))
    # The other supplier's lines cannot be answered (and their prices are not named).
    other_line = quotes.lines_of(db, quotes.version_of(db, other, other.sent_version).id)[0]
    foreign = clean(
        client.put(
            "/api/suppliers/quote/totals", json={"uuid": uuid, "lines": [{"line_id": other_line.id, "price": "1.00"}]}
        )
    )
    assert foreign.status_code == 422
    comment = clean(
        client.post("/api/suppliers/quote/comment", json={"uuid": uuid, "comment": "Thanks", "name": "Sally"})
    )
    assert comment.status_code == 201
    attached = clean(
        client.post(
            f"/api/suppliers/quotes/public/{uuid}/file",
            files={"file": ("datasheet.pdf", b"%PDF-1.4\n%%EOF\n", "application/pdf")},
        )
    )
    assert attached.status_code == 201 and [f["name"] for f in attached.json()["files"]] == ["datasheet.pdf"]
    comments = clean(client.get(f"/api/suppliers/quote/comments/{uuid}"))
    assert [c["comment"] for c in comments.json()] == ["Thanks"]
    declined = clean(client.put("/api/suppliers/quote/decline", json={"uuid": uuid, "reason": "Changed our mind"}))
    assert declined.status_code == 200
    closed = clean(client.put("/api/suppliers/quote/totals", json={"uuid": uuid, "lines": []}))
    assert closed.status_code == 409
    # The rival's own page names them and their prices, but not us as their rival nor our customer.
    rival = client.get(f"/api/suppliers/quotes/public/{other.uuid}")
    assert rival.status_code == 200 and "Ibstock" not in rival.text and "SECRET-CUSTOMER" not in rival.text
    assert clean(client.get("/api/suppliers/quotes/public/00000000-0000-4000-8000-000000000000")).status_code == 404
