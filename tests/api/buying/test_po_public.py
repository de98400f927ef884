"""The supplier's public calls on a purchase order: read, PDF, acknowledge, propose, decline; unknown uuid, a draft,
a closed order, another supplier's order; rate limits; every action logged with the address; and a scan of every
public answer for what a supplier must never see."""

from __future__ import annotations

import io
import uuid
from datetime import UTC, date, datetime, timedelta
from decimal import Decimal
from typing import Any

import pytest
from fastapi.testclient import TestClient
from pypdf import PdfReader
from sqlalchemy import select
from sqlalchemy.orm import Session

from api.buying.models import PurchaseOrder, PurchaseOrderLine
from api.buying.service import po_documents
from api.crm import Kind
from api.records.models import Activity
from api.settings import Settings
from tests.api.buying.award_factories import answered_quote, asked_line, make_request
from tests.api.quotes.factories import make_quote
from tests.factories import make_organisation

NOW = datetime(2026, 11, 3, 10, 15, 20, tzinfo=UTC)
CUSTOMER = "SECRET-CUSTOMER-LTD"
SECRETS = (CUSTOMER, "987.65", "SECRET-INTERNAL-NOTE", "SECRET-OTHER-SUPPLIER", "444.44")
FORBIDDEN_KEYS = {"cost", "cost_price", "sell_price", "margin", "margin_percent", "internal_notes", "customer"}


def _sent_order(client: TestClient, db: Session, headers: dict[str, str], *, secrets: bool = False) -> dict[str, Any]:
    customer = make_organisation(db, kind=Kind.customer, name=CUSTOMER)
    lines = [
        {"description": "Red multi facing brick", "quantity": "10000", "unit": "per_1000", "cost_price": "500.00",
         "sell_price": "987.65"},
    ]  # fmt: skip
    customer_quote = make_quote(db, customer=customer, lines=lines, project=None)
    request = make_request(db, customer_quote_id=customer_quote.id)
    quote = answered_quote(db, request=request, lines=[asked_line(price=Decimal("500.00"))])
    if secrets:
        other = make_organisation(db, kind=Kind.supplier, name="SECRET-OTHER-SUPPLIER")
        answered_quote(db, request=request, supplier=other, price="444.44")
    [order] = client.put("/api/suppliers/quote/generatePO", json={"quoteId": quote.id}, headers=headers).json()
    row = db.get(PurchaseOrder, order["purchase_order_id"])
    assert row is not None
    row.internal_notes = "SECRET-INTERNAL-NOTE"
    db.flush()
    sent = client.put("/api/suppliers/orders/send", json={"purchase_order_id": row.id}, headers=headers)
    assert sent.status_code == 200, sent.text
    return order


def test_read_and_first_open_logged(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    order = _sent_order(client, db, headers)
    response = client.get(f"/api/suppliers/orders/public/{order['uuid']}")
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["number"] == order["number"] and body["can_respond"] is True and body["total"] == "5000.00"
    db.expire_all()
    row = db.get(PurchaseOrder, order["purchase_order_id"])
    assert row is not None and row.opened_at is not None
    log = db.scalars(
        select(Activity).where(Activity.subject_type == "purchase_order", Activity.action == "public_view")
    )
    [entry] = log.all()
    assert entry.changes["client_address"]["new"] == "testclient" and entry.created_at is not None


def test_unknown_draft_and_bad_uuid_are_404(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    assert client.get(f"/api/suppliers/orders/public/{uuid.uuid4()}").status_code == 404
    assert client.get("/api/suppliers/orders/public/not-a-uuid").status_code == 404
    quote = answered_quote(db)
    [draft] = client.put("/api/suppliers/quote/generatePO", json={"quoteId": quote.id}, headers=headers).json()
    assert client.get(f"/api/suppliers/orders/public/{draft['uuid']}").status_code == 404
    ack = client.put("/api/suppliers/orders/public/acknowledge", json={"uuid": draft["uuid"], "name": "Sue"})
    assert ack.status_code == 404


def test_acknowledge(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    order = _sent_order(client, db, headers)
    bad = client.put("/api/suppliers/orders/public/acknowledge", json={"uuid": order["uuid"], "name": ""})
    assert bad.status_code == 422 and bad.json()["errors"][0]["field"] == "name"
    response = client.put("/api/suppliers/orders/public/acknowledge", json={"uuid": order["uuid"], "name": "Sue"})
    assert response.status_code == 200, response.text
    assert response.json()["status"] == "acknowledged" and response.json()["can_respond"] is False
    db.expire_all()
    row = db.get(PurchaseOrder, order["purchase_order_id"])
    assert row is not None and row.status == "acknowledged" and row.responded_by == "Sue"
    again = client.put(
        "/api/suppliers/orders/public/decline", json={"uuid": order["uuid"], "name": "Sue", "reason": "x"}
    )
    assert again.status_code == 409 and "acknowledged" in again.json()["detail"]
    logged = db.scalars(select(Activity).where(Activity.action == "acknowledged")).one()
    assert "from testclient" in logged.summary


def test_propose(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    order = _sent_order(client, db, headers)
    line_id = order["lines"][0]["line_id"]
    url = "/api/suppliers/orders/public/propose"
    empty = client.put(url, json={"uuid": order["uuid"], "name": "Sue"})
    assert empty.status_code == 422 and empty.json()["errors"][0]["field"] == "proposed_date"
    past = client.put(url, json={"uuid": order["uuid"], "name": "Sue", "proposed_date": "2020-01-01"})
    assert past.json()["errors"][0]["field"] == "proposed_date"
    other = client.put(
        url, json={"uuid": order["uuid"], "name": "Sue", "lines": [{"line_id": 999999, "quantity": "1"}]}
    )
    assert other.json()["errors"][0]["field"] == "lines.0.line_id"
    later = date.today() + timedelta(days=40)
    body = {
        "uuid": order["uuid"],
        "name": "Sue",
        "proposed_date": str(later),
        "lines": [{"line_id": line_id, "quantity": "9600"}],
        "notes": "Full packs only",
    }
    response = client.put(url, json=body)
    assert response.status_code == 200, response.text
    assert response.json()["status"] == "changes_proposed"
    db.expire_all()
    row = db.get(PurchaseOrder, order["purchase_order_id"])
    assert row is not None and row.proposed_date == later and row.proposal_notes == "Full packs only"
    line = db.get(PurchaseOrderLine, line_id)
    assert line is not None and line.proposed_quantity == Decimal("9600")


def test_decline(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    order = _sent_order(client, db, headers)
    url = "/api/suppliers/orders/public/decline"
    bad = client.put(url, json={"uuid": order["uuid"], "name": "Sue", "reason": " "})
    assert bad.status_code == 422 and bad.json()["errors"][0]["field"] == "reason"
    response = client.put(url, json={"uuid": order["uuid"], "name": "Sue", "reason": "Kiln down"})
    assert response.status_code == 200 and response.json()["decline_reason"] == "Kiln down"
    db.expire_all()
    row = db.get(PurchaseOrder, order["purchase_order_id"])
    assert row is not None and row.status == "declined" and row.declined_at is not None


def test_a_cancelled_order_takes_no_answer(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    order = _sent_order(client, db, headers)
    moved = client.put(
        "/api/suppliers/orders/status",
        json={"purchase_order_id": order["purchase_order_id"], "status": "cancelled"},
        headers=headers,
    )
    assert moved.status_code == 200
    response = client.put("/api/suppliers/orders/public/acknowledge", json={"uuid": order["uuid"], "name": "Sue"})
    assert response.status_code == 409 and "cancelled" in response.json()["detail"]


def test_public_calls_are_rate_limited(
    client: TestClient, db: Session, headers: dict[str, str], settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("api.auth.ratelimit.utcnow", lambda: NOW)
    monkeypatch.setattr(settings, "public_reads_per_minute", 2)
    order = _sent_order(client, db, headers)
    assert client.get(f"/api/suppliers/orders/public/{order['uuid']}").status_code == 200
    assert client.get(f"/api/suppliers/orders/public/{uuid.uuid4()}").status_code == 404
    assert client.get(f"/api/suppliers/orders/public/{order['uuid']}").status_code == 429


def _walk(value: Any, path: str = "") -> list[str]:
    found = []
    if isinstance(value, dict):
        for key, item in value.items():
            if key in FORBIDDEN_KEYS:
                found.append(f"{path}.{key}")
            found += _walk(item, f"{path}.{key}")
    elif isinstance(value, list):
        for i, item in enumerate(value):
            found += _walk(item, f"{path}.{i}")
    return found


def test_no_public_answer_leaks(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    """Every public answer (page, PDF, acknowledge, propose, decline, errors) and the mail: no customer, sell price,
    margin, internal note or other supplier."""
    order = _sent_order(client, db, headers, secrets=True)
    second = _sent_order(client, db, headers, secrets=True)
    third = _sent_order(client, db, headers, secrets=True)
    answers = [
        client.get(f"/api/suppliers/orders/public/{order['uuid']}"),
        client.get(f"/api/suppliers/orders/public/{uuid.uuid4()}"),
        client.put("/api/suppliers/orders/public/propose", json={"uuid": order["uuid"], "name": "Sue"}),
        client.put(
            "/api/suppliers/orders/public/propose",
            json={"uuid": order["uuid"], "name": "Sue", "proposed_date": str(date.today() + timedelta(days=9))},
        ),
        client.put("/api/suppliers/orders/public/acknowledge", json={"uuid": order["uuid"], "name": "Sue"}),
        client.put("/api/suppliers/orders/public/acknowledge", json={"uuid": order["uuid"], "name": "Sue"}),
        client.put("/api/suppliers/orders/public/decline", json={"uuid": second["uuid"], "name": "S", "reason": "No"}),
        client.put("/api/suppliers/orders/public/acknowledge", json={"uuid": third["uuid"], "name": "Sue"}),
    ]
    for response in answers:
        assert response.status_code in (200, 404, 409, 422), response.text
        for secret in SECRETS:
            assert secret not in response.text, (response.request.url, secret)
        assert _walk(response.json()) == []
    pdf = client.get(f"/api/suppliers/orders/public/{order['uuid']}/pdf")
    assert pdf.status_code == 200
    text = "".join(page.extract_text() for page in PdfReader(io.BytesIO(pdf.content)).pages)
    assert order["number"] in text
    row = db.get(PurchaseOrder, order["purchase_order_id"])
    assert row is not None
    html = po_documents.render_html(db, row)
    for secret in SECRETS:
        assert secret not in text and secret not in html
    from api.mail.models import OutboxMessage

    for mail in db.scalars(select(OutboxMessage)):
        for secret in SECRETS:
            assert secret not in mail.text_body and secret not in mail.html_body


def test_the_scan_sees_what_staff_see(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    """The secrets are really there for staff, so the scan above could fail."""
    order = _sent_order(client, db, headers, secrets=True)
    staff = client.get(f"/api/suppliers/orders/{order['purchase_order_id']}", headers=headers).text
    assert "SECRET-INTERNAL-NOTE" in staff
    suppliers = client.get("/api/suppliers/orders?items_per_page=200", headers=headers).text
    assert order["number"] in suppliers
    assert db.scalars(select(Activity).where(Activity.summary.contains("SECRET"))).first() is None
