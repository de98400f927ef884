"""The core quote calls end to end: add, edit in place, send-less versioning via history replace, list."""

from __future__ import annotations

from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from api.crm.models import Kind
from tests.factories import make_contact, make_organisation, make_product


def test_add_edit_list(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    customer = make_organisation(db, kind=Kind.customer, name="Acme Homes")
    contact = make_contact(db, customer, email="buyer@acme.test")
    product = make_product(db)
    body = {
        "quote": {
            "customer_id": customer.id,
            "contact_ids": [contact.id],
            "lines": [
                {
                    "product_id": product.id,
                    "description": "Red brick",
                    "quantity": "12.5",
                    "unit": "per_1000",
                    "cost_price": "400.00",
                    "sell_price": "512.35",
                },
                {
                    "description": "Option",
                    "quantity": "3",
                    "cost_price": "1.00",
                    "margin_percent": "50",
                    "optional": True,
                    "selected": False,
                },
            ],
            "shipping": {"loads": 2, "price_per_load": "95.00"},
            "plots": [{"plot_number": "1", "house_type": "A", "quantities": [{"line": 0, "quantity": "6.25"}]}],
        },
        "notes": "internal",
    }
    r = client.post("/api/quotes/add", json=body, headers=headers)
    assert r.status_code == 201, r.text
    quote = r.json()
    assert quote["number"].startswith("Q-")
    assert quote["lines"][0]["line_total"] == "6404.38"
    assert quote["lines"][1]["sell_price"] == "2.00"
    assert quote["totals"]["subtotal"] == "6404.38"
    assert quote["totals"]["shipping"] == "190.00"
    assert quote["totals"]["vat"] == "1318.88"
    body["quote"] |= {"quote_id": quote["quote_id"], "row_version": quote["row_version"]}
    body["quote"]["lines"][1]["selected"] = True
    r = client.post("/api/quotes/edit", json=body, headers=headers)
    assert r.status_code == 200, r.text
    assert r.json()["version"] == 1
    assert r.json()["totals"]["subtotal"] == "6410.38"
    r = client.post("/api/quotes/edit", json=body, headers=headers)
    assert r.status_code == 409
    r = client.get("/api/quotes", headers=headers, params={"q": "acme"})
    assert r.json()["total"] == 1
    r = client.get(f"/api/quotes/history/{quote['quote_id']}", headers=headers)
    assert r.status_code == 200 and r.json()[0]["version"] == 1
