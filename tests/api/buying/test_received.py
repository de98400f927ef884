"""POST /suppliers/quote/add and POST /others/quote/add: quotes received by phone or mail, keyed in by staff."""

from __future__ import annotations

from datetime import date, timedelta
from decimal import Decimal

from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from api.buying.models import SupplierQuote
from api.buying.service import quotes
from api.crm import Kind
from api.records.models import Activity
from api.users.models import User
from tests.api.buying.factories import make_supplier
from tests.api.buying.test_requests import errors_of
from tests.api.quotes.factories import make_quote


def body(supplier_id: int, **fields: object) -> dict:
    return {
        "quote": {
            "supplier_id": supplier_id,
            "lines": [
                {
                    "description": "Red multi stock",
                    "quantity": "8000",
                    "unit": "per_1000",
                    "price": "612.40",
                    "lead_time": 3,
                    "lead_time_unit": "weeks",
                    "works": "Ibstock Cattybrook",
                },
                {
                    "description": "Special bullnose",
                    "quantity": "200",
                    "cannot_quote": True,
                    "cannot_quote_reason": "Not made at this works",
                    "alternative_description": "Cut specials",
                    "alternative_price": "4.20",
                },
            ],
            "charges": {"haulage_basis": "per_load", "haulage_amount": "320.00", "loads": 1},
            **fields,
        },
        "received_from": "Dave at Ibstock (phone)",
    }


def test_needs_a_token(client: TestClient) -> None:
    assert client.post("/api/suppliers/quote/add", json={}).status_code == 401
    assert client.post("/api/others/quote/add", json={}).status_code == 401


def test_a_supplier_quote_received_by_phone_is_stored_as_answered(
    client: TestClient, db: Session, headers: dict, staff: User
) -> None:
    supplier = make_supplier(db, "Ibstock")
    customer_quote = make_quote(db)
    r = client.post(
        "/api/suppliers/quote/add", json=body(supplier.id, customer_quote_ids=[customer_quote.id]), headers=headers
    )
    assert r.status_code == 201, r.text
    out = r.json()
    assert out["status"] == "answered" and out["version"]["status"] == "answered"
    assert out["version"]["submitted_by"] == "Dave at Ibstock (phone)"
    assert out["valid_until"] == (date.today() + timedelta(days=30)).isoformat()
    assert out["totals"]["goods"] == "4899.20"  # 8 x 612.40
    assert out["totals"]["haulage"] == "320.00" and out["totals"]["total"] == "5219.20"
    assert out["lines"][0]["landed_unit_price"] == "652.40"  # + 320 / 8 per 1,000
    assert out["lines"][1]["line_total"] is None and out["lines"][1]["alternative_price"] == "4.20"
    assert out["customer_quotes"][0]["number"] == customer_quote.number
    quote = db.get(SupplierQuote, out["id"])
    assert quote is not None and quote.sent_version == 1 and quote.answered_at is not None
    version = quotes.version_of(db, quote)
    assert version.total == Decimal("5219.20") and version.goods_total == Decimal("4899.20")
    assert quotes.lines_of(db, version.id)[0].lead_time_unit == "weeks"
    logged = db.query(Activity).filter_by(subject_type="supplier_quote", subject_id=quote.id).one()
    assert logged.actor_id == staff.id and "keyed in" in logged.summary


def test_others_quote_add_takes_an_other_and_suppliers_quote_add_a_supplier(
    client: TestClient, db: Session, headers: dict
) -> None:
    supplier, haulier = make_supplier(db), make_supplier(db, "Fast Haulage", kind=Kind.other)
    r = client.post("/api/others/quote/add", json=body(supplier.id), headers=headers)
    assert r.status_code == 422
    assert errors_of(r) == {"supplier_id": "This organisation is not an other (a haulier, crane hire, ...)."}
    r = client.post("/api/suppliers/quote/add", json=body(haulier.id), headers=headers)
    assert errors_of(r) == {"supplier_id": "This organisation is not a supplier."}
    r = client.post("/api/others/quote/add", json=body(haulier.id), headers=headers)
    assert r.status_code == 201 and r.json()["supplier"]["kind"] == "other"


def test_every_line_needs_a_price_or_a_reason(client: TestClient, db: Session, headers: dict) -> None:
    supplier = make_supplier(db)
    bad = body(supplier.id)
    bad["quote"]["lines"][0].pop("price")
    bad["quote"]["lines"][1]["cannot_quote_reason"] = ""
    bad["quote"]["lines"][1]["price"] = "1.00"
    bad["quote"]["lines"].append({"description": "Ties", "quantity": "5", "price": "1.00", "alternative_price": "2.00"})
    r = client.post("/api/suppliers/quote/add", json=bad, headers=headers)
    assert r.status_code == 422
    assert errors_of(r) == {
        "lines.0.price": "Enter a price, or mark the line as one you cannot quote",
        "lines.1.cannot_quote_reason": "Say why this line cannot be quoted",
        "lines.1.price": "Leave the price empty on a line you cannot quote",
        "lines.2.alternative_description": "Describe the alternative this price is for",
    }
    r = client.post("/api/suppliers/quote/add", json={"quote": {"supplier_id": supplier.id}}, headers=headers)
    assert errors_of(r) == {"lines": "Add at least one line with its price."}
    huge = body(supplier.id)
    huge["quote"]["lines"][0]["quantity"] = "999999999"
    huge["quote"]["lines"][0]["price"] = "9999999999.00"
    r = client.post("/api/suppliers/quote/add", json=huge, headers=headers)
    assert r.status_code == 422 and "lines.0.quantity" in errors_of(r)


def test_party_product_quote_and_validity_must_fit(client: TestClient, db: Session, headers: dict) -> None:
    supplier = make_supplier(db, "Archived Bricks")
    supplier.archived = True
    db.flush()
    bad = body(supplier.id, customer_quote_ids=[999999], valid_until=(date.today() - timedelta(days=1)).isoformat())
    bad["quote"]["lines"][0]["product_id"] = 999999
    r = client.post("/api/suppliers/quote/add", json=bad, headers=headers)
    assert r.status_code == 422
    assert errors_of(r) == {
        "supplier_id": "Archived Bricks is archived: restore it before asking it for prices.",
        "customer_quote_ids.0": "This customer quote does not exist.",
        "lines.0.product_id": "This product does not exist.",
        "valid_until": "A quote keyed in must be valid today or later: check the date.",
    }
    r = client.post("/api/others/quote/add", json=body(999999), headers=headers)
    assert errors_of(r) == {"supplier_id": "This organisation does not exist."}
    assert db.query(SupplierQuote).count() == 0
