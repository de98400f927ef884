"""Companies: the `{company: {...}}` envelope, and converting a company into a customer or a supplier."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from api.crm import Kind, Organisation, Subject
from api.users.models import User
from tests.api.crm.helpers import COMPANIES, CUSTOMERS, SUPPLIERS, Headers, activity_of, errors
from tests.factories import make_address, make_contact, make_link, make_note, make_organisation

URL = "/api/companys/convert"
ORG = Subject.organisation.value


def convert(client: TestClient, headers: Headers, company_id: int, to: str, account_number: str = "") -> Any:
    body = {"company_id": company_id, "to": to, "account_number": account_number}
    return client.put(URL, json=body, headers=headers)


def test_add_and_update_need_the_envelope(client: TestClient, db: Session, headers: Headers) -> None:
    org = make_organisation(db, kind=Kind.company, name="Harrogate Living")

    flat_add = client.post("/api/companys/add", json={"name": "Prospect Ltd"}, headers=headers)
    flat_update = client.post(
        "/api/companys/update/", json={"company_id": org.id, "name": "X", "version": 1}, headers=headers
    )
    inner_error = client.post("/api/companys/add", json={"company": {"name": ""}}, headers=headers)

    assert errors(flat_add) == [{"field": "company", "message": "This field is required"}]
    assert errors(flat_update) == [{"field": "company", "message": "This field is required"}]
    assert errors(inner_error) == [{"field": "name", "message": "This field is required"}]
    db.expire_all()
    assert db.get(Organisation, org.id).name == "Harrogate Living"  # type: ignore[union-attr]


@pytest.mark.parametrize(("to", "api"), [("customer", CUSTOMERS), ("supplier", SUPPLIERS)])
def test_convert_keeps_contacts_addresses_notes_and_files(
    client: TestClient, db: Session, headers: Headers, staff: User, to: str, api: Any
) -> None:
    company = make_organisation(db, kind=Kind.company, name="Harrogate Living")
    contact = make_contact(db, company, first_name="Emma", last_name="Carr")
    address = make_address(db, company, town="Harrogate", postcode="HG1 1UF")
    note = make_note(db, company.id, staff)
    link = make_link(db, company.id)

    response = convert(client, headers, company.id, to, "HL-100")

    assert response.status_code == 200, response.text
    body = response.json()
    assert (body["id"], body["kind"], body["account_number"], body["version"]) == (company.id, to, "HL-100", 2)
    assert (body["town"], body["postcode"]) == ("Harrogate", "HG1 1UF")
    db.expire_all()
    saved = db.get(Organisation, company.id)
    assert saved is not None and (saved.kind, saved.account_number) == (to, "HL-100")
    assert api.get(client, headers, company.id).status_code == 200
    assert COMPANIES.get(client, headers, company.id).status_code == 404
    assert [o["id"] for o in api.list(client, headers, q="hl-100").json()["items"]] == [company.id]
    assert COMPANIES.list(client, headers).json()["total"] == 0
    contacts = client.get(f"/api/contacts/{to}/{company.id}", headers=headers).json()
    assert [c["contact_id"] for c in contacts] == [contact.id]
    assert [a["address_id"] for a in client.get(f"/api/addresses/{to}/{company.id}", headers=headers).json()] == [
        address.id
    ]
    assert [n["note_id"] for n in client.get(api.url(f"/note/{company.id}"), headers=headers).json()] == [note.id]
    assert [f["file_id"] for f in client.get(api.url(f"/file/{company.id}"), headers=headers).json()] == [link.id]
    [converted] = activity_of(db, ORG, company.id)
    assert (converted.action, converted.actor_id) == ("converted", staff.id)
    assert converted.changes == {
        "kind": {"old": "company", "new": to},
        "account_number": {"old": None, "new": "HL-100"},
    }
    history = client.get(api.url(f"/activity/{company.id}"), headers=headers).json()["items"]
    assert [a["action"] for a in history] == ["converted"]


def test_convert_without_an_account_number(client: TestClient, db: Session, headers: Headers) -> None:
    company = make_organisation(db, kind=Kind.company)

    response = convert(client, headers, company.id, "customer")

    assert response.status_code == 200, response.text
    assert (response.json()["kind"], response.json()["account_number"]) == ("customer", "")


@pytest.mark.parametrize("to", ["other", "company"])
def test_a_company_becomes_a_customer_or_a_supplier_only(
    client: TestClient, db: Session, headers: Headers, to: str
) -> None:
    company = make_organisation(db, kind=Kind.company)

    response = convert(client, headers, company.id, to)

    assert errors(response) == [{"field": "to", "message": "A company can become a customer or a supplier"}]
    db.expire_all()
    assert db.get(Organisation, company.id).kind == "company"  # type: ignore[union-attr]


def test_convert_bad_input(client: TestClient, db: Session, headers: Headers) -> None:
    company = make_organisation(db, kind=Kind.company)

    bad_to = convert(client, headers, company.id, "prospect")
    missing = client.put(URL, json={"to": "customer"}, headers=headers)

    assert errors(bad_to)[0]["field"] == "to"
    assert errors(bad_to)[0]["message"].startswith("Must be one of: customer")
    assert errors(missing) == [{"field": "company_id", "message": "This field is required"}]


def test_convert_to_an_account_number_the_customers_use(client: TestClient, db: Session, headers: Headers) -> None:
    make_organisation(db, kind=Kind.customer, account_number="CVH001")
    company = make_organisation(db, kind=Kind.company)

    response = convert(client, headers, company.id, "customer", "cvh001")

    assert response.status_code == 409
    assert response.json()["errors"] == [{"field": "account_number", "message": "This account number is in use"}]
    db.expire_all()
    assert db.get(Organisation, company.id).kind == "company"  # type: ignore[union-attr]
    assert activity_of(db, ORG, company.id) == []


def test_only_a_company_converts(client: TestClient, db: Session, headers: Headers) -> None:
    customer = make_organisation(db, kind=Kind.customer)

    response = convert(client, headers, customer.id, "supplier")

    assert response.status_code == 404
    assert response.json()["detail"] == "This company does not exist."
    db.expire_all()
    assert db.get(Organisation, customer.id).kind == "customer"  # type: ignore[union-attr]


def add_organisation(client: TestClient, headers: Headers, kind: str, **fields: str) -> Any:
    """POST /{kind}/add with these fields (a company's are sent inside `company`)."""
    return client.post(f"/api/{kind}/add", json={"company": fields} if kind == "companys" else fields, headers=headers)


@pytest.mark.parametrize("kind", ["companys", "customers", "suppliers", "others"])
def test_a_vat_number_longer_than_its_column_is_a_422_naming_it(
    client: TestClient, headers: Headers, kind: str
) -> None:
    """The schema allowed 50 characters, the column 30: the database refused it as a 400 naming no field."""
    response = add_organisation(client, headers, kind, name="Long VAT Ltd", vat_number="GB" + "1" * 29)
    assert response.status_code == 422
    assert errors(response) == [{"field": "vat_number", "message": "You must enter a maximum of 30 characters"}]
    assert add_organisation(client, headers, kind, name="Long VAT Ltd", vat_number="GB" + "1" * 28).status_code == 201


@pytest.mark.parametrize("kind", ["companys", "customers"])
def test_a_website_longer_than_its_column_is_a_422_naming_it(client: TestClient, headers: Headers, kind: str) -> None:
    """The schema allowed 2,000 characters, the column 300: the database refused it as a 400 naming no field."""
    url = "https://example.com/"
    response = add_organisation(client, headers, kind, name="Long Web Ltd", website=url + "a" * 281)
    assert response.status_code == 422
    assert errors(response) == [{"field": "website", "message": "You must enter a maximum of 300 characters"}]
    assert add_organisation(client, headers, kind, name="Long Web Ltd", website=url + "a" * 280).status_code == 201
