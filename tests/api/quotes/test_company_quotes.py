"""Quotes for a company (a prospect): the quote names its party's kind, so screens link to the right record, and
converting the company into a customer keeps its quotes (into a supplier is refused while it has any)."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from api.crm import Kind, Organisation
from api.quotes.models import Quote
from api.users.models import User
from tests.api.quotes.factories import edit_body, make_quote
from tests.factories import make_address, make_contact, make_organisation

Headers = dict[str, str]


def convert(client: TestClient, headers: Headers, company_id: int, to: str) -> Any:
    return client.put("/api/companys/convert", json={"company_id": company_id, "to": to}, headers=headers)


def test_a_quote_for_a_company_names_its_kind(client: TestClient, db: Session, headers: Headers, staff: User) -> None:
    company = make_organisation(db, kind=Kind.company, name="Harrogate Living Ltd")
    customer = make_organisation(db, kind=Kind.customer, name="Acme Homes Ltd")
    for_company = make_quote(db, customer=company, actor=staff)
    for_customer = make_quote(db, customer=customer, actor=staff)

    one = client.get(f"/api/quotes/{for_company.id}", headers=headers)
    listed = client.get("/api/quotes", params={"sort": "number"}, headers=headers)

    assert one.status_code == 200, one.text
    assert one.json()["customer"] == {"id": company.id, "name": "Harrogate Living Ltd", "kind": "company"}
    parties = {item["quote_id"]: item["customer"] for item in listed.json()["items"]}
    assert parties[for_company.id]["kind"] == "company"
    assert parties[for_customer.id] == {"id": customer.id, "name": "Acme Homes Ltd", "kind": "customer"}


def test_the_companys_contact_and_site_can_go_on_its_quote(
    client: TestClient, db: Session, headers: Headers, staff: User
) -> None:
    company = make_organisation(db, kind=Kind.company, name="Harrogate Living Ltd")
    contact = make_contact(db, company, first_name="Emma", last_name="Carr")
    site = make_address(db, company, town="Harrogate", postcode="HG1 1UF")
    body = {
        "quote": {
            "customer_id": company.id,
            "contact_ids": [contact.id],
            "delivery_address_id": site.id,
            "lines": [{"description": "Brick", "quantity": "2", "cost_price": "1.00", "sell_price": "2.00"}],
        }
    }

    response = client.post("/api/quotes/add", json=body, headers=headers)
    # What the editor loads for a company's pickers: its contacts and addresses by organisation.
    contacts = client.get("/api/contacts/all/1", params={"related_id": company.id}, headers=headers)
    addresses = client.get("/api/addresses/all/1", params={"related_id": company.id}, headers=headers)

    assert response.status_code == 201, response.text
    out = response.json()
    assert out["customer"]["kind"] == "company"
    assert [c["contact_id"] for c in out["contacts"]] == [contact.id]
    assert out["delivery_address"]["id"] == site.id
    assert [c["contact_id"] for c in contacts.json()["items"]] == [contact.id]
    assert [a["address_id"] for a in addresses.json()["items"]] == [site.id]


def test_converting_the_company_into_a_customer_keeps_its_quotes(
    client: TestClient, db: Session, headers: Headers, staff: User
) -> None:
    company = make_organisation(db, kind=Kind.company, name="Harrogate Living Ltd")
    quote = make_quote(db, customer=company, actor=staff)

    response = convert(client, headers, company.id, "customer")

    assert response.status_code == 200, response.text
    out = client.get(f"/api/quotes/{quote.id}", headers=headers).json()
    assert out["customer"] == {"id": company.id, "name": "Harrogate Living Ltd", "kind": "customer"}
    listed = client.get("/api/quotes", params={"customer_id": company.id}, headers=headers).json()
    assert [item["quote_id"] for item in listed["items"]] == [quote.id]
    stats = client.get(f"/api/customers/stats/{company.id}", headers=headers).json()
    assert stats["quotes"]["quotes"] == 1
    # The quote still saves against its party, now a customer.
    saved = client.post("/api/quotes/edit", json=edit_body(out, customer_notes="Now a customer"), headers=headers)
    assert saved.status_code == 200, saved.text
    db.expire_all()
    assert db.get(Quote, quote.id).customer_id == company.id  # type: ignore[union-attr]


def test_a_company_with_quotes_cannot_become_a_supplier(
    client: TestClient, db: Session, headers: Headers, staff: User
) -> None:
    company = make_organisation(db, kind=Kind.company, name="Harrogate Living Ltd")
    make_quote(db, customer=company, actor=staff)
    make_quote(db, customer=company, actor=staff)

    response = convert(client, headers, company.id, "supplier")

    assert response.status_code == 409
    assert response.json()["detail"] == (
        "Harrogate Living Ltd has 2 quotes: convert it into a customer, which keeps them."
    )
    db.expire_all()
    assert db.get(Organisation, company.id).kind == "company"  # type: ignore[union-attr]
