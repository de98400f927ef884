"""PUT /suppliers/quote/generatePO, GET /suppliers/orders, GET /suppliers/orders/{id}, PUT /suppliers/orders/status,
the PDF and the mail (preview and send)."""

from __future__ import annotations

import io
from datetime import date, timedelta
from decimal import Decimal
from typing import Any

from fastapi.testclient import TestClient
from pypdf import PdfReader
from sqlalchemy import select
from sqlalchemy.orm import Session

from api.buying.models import (
    PurchaseOrder,
    PurchaseOrderContact,
    PurchaseOrderLine,
    SupplierQuote,
    SupplierQuoteLine,
    SupplierQuoteStatus,
)
from api.mail.models import OutboxMessage
from api.orders.models import Order
from tests.api.buying.award_factories import answered_quote, asked_line, make_request, make_supplier_quote
from tests.api.quotes.factories import make_quote


def _answered(db: Session, **kwargs: Any) -> SupplierQuote:
    haulage = {"haulage_basis": "per_load", "haulage_amount": Decimal("300.00"), "loads": 1}
    lines = [
        asked_line(price=Decimal("500.00"), lead_time=3),
        asked_line(description="Ties", quantity=Decimal("100"), unit="each", price=Decimal("1.20")),
        asked_line(description="Lintel", quantity=Decimal("2"), unit="each", cannot_quote=True),
    ]
    return answered_quote(db, lines=lines, charges=haulage, **kwargs)


def _generate(client: TestClient, headers: dict[str, str], body: dict[str, Any]) -> Any:
    return client.put("/api/suppliers/quote/generatePO", json=body, headers=headers)


def test_calls_need_a_token(client: TestClient) -> None:
    assert client.put("/api/suppliers/quote/generatePO", json={}).status_code == 401
    assert client.get("/api/suppliers/orders").status_code == 401
    assert client.get("/api/suppliers/orders/1").status_code == 401
    assert client.put("/api/suppliers/orders/status", json={}).status_code == 401
    assert client.get("/api/suppliers/orders/1/pdf").status_code == 401
    assert client.put("/api/suppliers/orders/send", json={}).status_code == 401


def test_generate_from_priced_lines(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    customer_quote = make_quote(db)
    request = make_request(db, customer_quote_id=customer_quote.id)
    quote = _answered(db, request=request)
    customer_order = Order(
        number="O-990001",
        quote_id=customer_quote.id,
        customer_id=customer_quote.customer_id,
        vat_rate=Decimal("20"),
        subtotal=Decimal("0"),
        vat=Decimal("0"),
        total=Decimal("0"),
        cost_total=Decimal("0"),
    )
    db.add(customer_order)
    db.flush()
    response = _generate(client, headers, {"quoteId": quote.id})
    assert response.status_code == 200, response.text
    [out] = response.json()
    assert out["number"].startswith("PO-") and len(out["number"]) == 9
    assert out["status"] == "draft" and out["next_statuses"] == ["sent", "cancelled"]
    assert [line["description"] for line in out["lines"]] == ["Red multi facing brick", "Ties", "Haulage per load"]
    assert out["subtotal"] == "5120.00" and out["charges_total"] == "300.00" and out["total"] == "5420.00"
    assert out["order"] == {"id": customer_order.id, "name": "O-990001"}
    assert out["site_address"] == request.site_address and out["required_date"] == str(request.required_on_site)
    assert out["site_contact_name"]  # the customer quote's contact
    db.expire_all()
    order = db.get(PurchaseOrder, out["purchase_order_id"])
    assert order is not None and order.supplier_quote_id == quote.id and order.order_id == customer_order.id
    assert db.get(SupplierQuote, quote.id).status == "ordered"  # type: ignore[union-attr]
    assert db.scalars(select(PurchaseOrderContact).where(PurchaseOrderContact.purchase_order_id == order.id)).all()
    # Ordered once only.
    again = _generate(client, headers, {"quoteId": quote.id})
    assert again.status_code == 409 and "already ordered" in again.json()["detail"]


def test_generate_takes_awarded_lines_and_one_per_supplier(
    client: TestClient, db: Session, headers: dict[str, str]
) -> None:
    request = make_request(db)
    a = _answered(db, request=request)
    b = _answered(db, request=request)
    make_supplier_quote(db, request=request)  # not answered
    ties = db.scalars(
        select(SupplierQuoteLine).where(SupplierQuoteLine.description == "Ties").order_by(SupplierQuoteLine.id)
    ).all()
    ties[0].awarded = True
    bricks_b = db.scalars(
        select(SupplierQuoteLine).where(SupplierQuoteLine.price == Decimal("500.00")).order_by(SupplierQuoteLine.id)
    ).all()[1]
    bricks_b.awarded = True
    db.flush()
    response = _generate(client, headers, {"request_id": request.id})
    assert response.status_code == 200, response.text
    by_quote = {o["supplier_quote"]["id"]: o for o in response.json()}
    assert set(by_quote) == {a.id, b.id}
    assert [line["description"] for line in by_quote[a.id]["lines"] if not line["is_charge"]] == ["Ties"]
    assert [line["description"] for line in by_quote[b.id]["lines"] if not line["is_charge"]] == [
        "Red multi facing brick"
    ]


def test_generate_bad_input(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    response = _generate(client, headers, {})
    assert response.status_code == 422 and response.json()["errors"][0]["field"] == "quoteId"
    response = _generate(client, headers, {"quoteId": "abc"})
    assert response.status_code == 422 and response.json()["errors"][0]["field"] == "quoteId"
    assert _generate(client, headers, {"quoteId": 999999}).status_code == 404
    waiting = make_supplier_quote(db)
    response = _generate(client, headers, {"quoteId": waiting.id})
    assert response.status_code == 409 and "no answer" in response.json()["detail"]
    expired = answered_quote(db, valid_until=date.today() - timedelta(days=2))
    response = _generate(client, headers, {"quoteId": expired.id})
    assert response.status_code == 409 and "expired" in response.json()["detail"]
    request = make_request(db)
    answered_quote(db, request=request)
    response = _generate(client, headers, {"request_id": request.id})
    assert response.status_code == 409 and "award" in response.json()["detail"]
    assert db.scalars(select(PurchaseOrder)).all() == []


def _order(client: TestClient, db: Session, headers: dict[str, str], **kwargs: Any) -> dict[str, Any]:
    quote = _answered(db, **kwargs)
    response = _generate(client, headers, {"quoteId": quote.id})
    assert response.status_code == 200, response.text
    return response.json()[0]  # type: ignore[no-any-return]


def test_list_and_read(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    first = _order(client, db, headers)
    second = _order(client, db, headers)
    page = client.get("/api/suppliers/orders", headers=headers).json()
    assert [o["purchase_order_id"] for o in page["items"]][:2] == [
        second["purchase_order_id"],
        first["purchase_order_id"],
    ]
    assert page["items"][0]["line_count"] == 3
    # Its supplier says its kind (a supplier, or an other such as a haulier), the list's and the read's alike.
    assert page["items"][0]["supplier"]["kind"] == "supplier" and second["supplier"]["kind"] == "supplier"
    found = client.get(f"/api/suppliers/orders?q={first['number']}", headers=headers).json()
    assert [o["number"] for o in found["items"]] == [first["number"]]
    by_supplier = client.get(f"/api/suppliers/orders?supplier_id={second['supplier']['id']}", headers=headers).json()
    assert by_supplier["total"] == 1
    drafts = client.get("/api/suppliers/orders?status=sent", headers=headers).json()
    assert drafts["total"] == 0
    bad = client.get("/api/suppliers/orders?sort=colour", headers=headers)
    assert bad.status_code == 422 and bad.json()["errors"][0]["field"] == "sort"
    bad = client.get("/api/suppliers/orders?status=lost", headers=headers)
    assert bad.status_code == 422 and bad.json()["errors"][0]["field"] == "status.0"
    read = client.get(f"/api/suppliers/orders/{first['purchase_order_id']}", headers=headers).json()
    assert read["number"] == first["number"] and read["public_url"].endswith(f"/purchase-order/{first['uuid']}")
    assert client.get("/api/suppliers/orders/999999", headers=headers).status_code == 404


def test_status_moves(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    order = _order(client, db, headers)
    oid = order["purchase_order_id"]

    def move(status: str, **extra: Any) -> Any:
        return client.put(
            "/api/suppliers/orders/status", json={"purchase_order_id": oid, "status": status, **extra}, headers=headers
        )

    illegal = move("delivered")
    assert illegal.status_code == 409
    assert illegal.json()["detail"].endswith("It can become sent, cancelled.")
    assert move("sent").json()["status"] == "sent"
    assert move("acknowledged").json()["status"] == "acknowledged"
    bad = move("part_delivered")
    assert bad.status_code == 422 and bad.json()["errors"][0]["field"] == "delivered"
    bad = move("part_delivered", delivered=["99999", "1"])
    assert bad.status_code == 422 and bad.json()["errors"][0]["field"] == "delivered.0"
    part = move("part_delivered", delivered=["5000", "100"])
    assert part.status_code == 200 and part.json()["lines"][0]["delivered_quantity"] == "5000.000"
    assert move("delivered").json()["status"] == "delivered"
    assert move("closed").json()["status"] == "closed"
    final = move("cancelled")
    assert final.status_code == 409 and "final" in final.json()["detail"]
    stale = move("closed", row_version=1)
    assert stale.status_code == 409
    assert move("shipped").status_code == 422
    db.expire_all()
    row = db.get(PurchaseOrder, oid)
    assert row is not None and row.status == "closed"
    delivered = db.scalars(select(PurchaseOrderLine).where(PurchaseOrderLine.purchase_order_id == oid)).all()
    assert delivered[0].delivered_quantity == Decimal("10000")


def test_pdf_preview_and_send(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    order = _order(client, db, headers)
    oid = order["purchase_order_id"]
    pdf = client.get(f"/api/suppliers/orders/{oid}/pdf", headers=headers)
    assert pdf.status_code == 200 and pdf.headers["content-type"] == "application/pdf"
    text = "".join(page.extract_text() for page in PdfReader(io.BytesIO(pdf.content)).pages)
    assert order["number"] in text and "DRAFT" in text and "£5,420.00" in text
    preview = client.put("/api/suppliers/orders/send/preview", json={"purchase_order_id": oid}, headers=headers)
    assert preview.status_code == 200, preview.text
    body = preview.json()
    assert body["problems"] == [] and len(body["recipients"]) == 1
    assert order["uuid"] in body["body_text"] and order["number"] in body["subject"]
    assert db.scalars(select(OutboxMessage)).all() == []
    bad = client.put(
        "/api/suppliers/orders/send", json={"purchase_order_id": oid, "contact_ids": [999999]}, headers=headers
    )
    assert bad.status_code == 422 and bad.json()["errors"][0]["field"] == "contact_ids.0"
    sent = client.put(
        "/api/suppliers/orders/send", json={"purchase_order_id": oid, "message": "Thanks"}, headers=headers
    )
    assert sent.status_code == 200, sent.text
    assert sent.json()["order"]["status"] == "sent"
    [mail] = db.scalars(select(OutboxMessage)).all()
    assert mail.id == sent.json()["outbox_ids"][0] and order["uuid"] in mail.text_body
    assert mail.attachments[0].filename == f"{order['number']}.pdf"
    db.expire_all()
    row = db.get(PurchaseOrder, oid)
    assert row is not None and row.status == "sent" and row.sent_at is not None


def test_sending_a_closed_order_is_409(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    order = _order(client, db, headers)
    row = db.get(PurchaseOrder, order["purchase_order_id"])
    assert row is not None
    row.status = "cancelled"
    db.flush()
    response = client.put("/api/suppliers/orders/send", json={"purchase_order_id": row.id}, headers=headers)
    assert response.status_code == 409 and "cancelled" in response.json()["detail"]
    assert SupplierQuoteStatus.ordered  # the quote stays ordered
