"""Contact and address activity calls, conversions that keep the account number, the order of an organisation's
addresses, download names that keep their type, and a duplicate that slips past the check (409, never 500)."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from api.crm import AddressType, Contact, Kind
from api.crm.schemas.contacts import ContactIn
from api.crm.service import contacts as contacts_service
from tests.api.crm.helpers import CUSTOMERS, Headers
from tests.factories import make_address, make_contact, make_organisation

PDF = b"%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n"


def test_contact_activity_lists_its_changes_newest_first(client: TestClient, db: Session, headers: Headers) -> None:
    org = make_organisation(db, kind=Kind.supplier)
    created = client.post(
        "/api/contacts/add",
        json={"related_id": org.id, "first_name": "Gareth", "email": "g@ibstock.example"},
        headers=headers,
    ).json()
    body = {"related_id": org.id, "contact_id": created["contact_id"], "version": created["version"]}
    client.post(
        "/api/contacts/update", json={**body, "first_name": "Gareth", "job_title": "Area sales"}, headers=headers
    )

    response = client.get(f"/api/contacts/activity/{created['contact_id']}", headers=headers)

    assert response.status_code == 200
    items = response.json()["items"]
    assert [i["action"] for i in items] == ["updated", "created"]
    assert items[0]["changes"]["job_title"] == {"old": "", "new": "Area sales"}
    assert client.get("/api/contacts/activity/999999", headers=headers).status_code == 404
    assert client.get(f"/api/contacts/activity/{created['contact_id']}").status_code == 401


def test_address_activity_lists_its_changes(client: TestClient, db: Session, headers: Headers) -> None:
    org = make_organisation(db, kind=Kind.customer)
    created = client.post(
        "/api/addresses/add",
        json={"related_id": org.id, "address_type": "site", "line1": "Plot 4", "town": "Leeds", "postcode": "ls11 5rt"},
        headers=headers,
    ).json()
    client.put("/api/addresses/archive", json={"address_id": created["address_id"]}, headers=headers)

    response = client.get(f"/api/addresses/activity/{created['address_id']}", headers=headers)

    assert [i["action"] for i in response.json()["items"]] == ["archived", "created"]
    assert client.get("/api/addresses/activity/999999", headers=headers).status_code == 404


def test_converting_without_an_account_number_keeps_the_companys(
    client: TestClient, db: Session, headers: Headers
) -> None:
    company = make_organisation(db, kind=Kind.company, account_number="HAR-9")

    response = client.put("/api/companys/convert", json={"company_id": company.id, "to": "customer"}, headers=headers)

    assert response.status_code == 200
    assert response.json()["account_number"] == "HAR-9"
    db.refresh(company)
    assert (company.kind, company.account_number) == ("customer", "HAR-9")


def test_an_organisations_addresses_start_with_the_head_office(
    client: TestClient, db: Session, headers: Headers
) -> None:
    org = make_organisation(db, kind=Kind.customer)
    for address_type in (AddressType.site, AddressType.depot, AddressType.head_office, AddressType.invoice):
        make_address(db, org, address_type=address_type)

    response = client.get(f"/api/addresses/customer/{org.id}", headers=headers)

    assert [a["address_type"] for a in response.json()] == ["head_office", "invoice", "depot", "site"]


def test_a_renamed_file_downloads_with_its_own_type(client: TestClient, db: Session, headers: Headers) -> None:
    org = make_organisation(db, kind=Kind.customer)
    uploaded = client.post(
        CUSTOMERS.url("/file/insert"),
        data={"related_id": str(org.id)},
        files={"file": ("price list.pdf", PDF, "application/pdf")},
        headers=headers,
    ).json()
    client.post(
        CUSTOMERS.url("/file/update"), json={"file_id": uploaded["file_id"], "name": "prices.html"}, headers=headers
    )

    response = client.get(f"/api/files/{uploaded['file_id']}/download", headers=headers)

    assert response.headers["content-type"] == "application/pdf"
    assert 'filename="prices.html.pdf"' in response.headers["content-disposition"]


def test_a_duplicate_the_check_missed_is_a_conflict_not_a_crash(
    client: TestClient, db: Session, headers: Headers, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two requests at the same moment both pass the duplicate check; the unique index refuses the second."""
    org = make_organisation(db, kind=Kind.customer)
    make_contact(db, org, email="jo@acme.example")

    def unchecked(_session: Session, data: ContactIn, *, except_id: int | None = None) -> dict[str, Any]:
        values = data.model_dump(include=set(ContactIn.model_fields) - {"related_id"})
        return {**values, "organisation_id": data.related_id}

    monkeypatch.setattr(contacts_service, "_values", unchecked)
    response = client.post(
        "/api/contacts/add",
        json={"related_id": org.id, "first_name": "Jo", "email": "jo@acme.example"},
        headers=headers,
    )

    assert response.status_code == 409
    assert (
        response.json()["detail"] == "Someone else saved a conflicting record at the same moment. Reload and try again."
    )
    assert len(db.scalars(select(Contact).where(Contact.organisation_id == org.id)).all()) == 1


@pytest.mark.parametrize(
    ("content", "status"),
    [(b"RIFF\x24\x00\x00\x00WEBPVP8 ", 201), (b"RIFF\x24\x00\x00\x00WAVEfmt ", 422)],
)
def test_a_webp_must_be_a_webp_not_any_riff_file(
    client: TestClient, db: Session, headers: Headers, content: bytes, status: int
) -> None:
    org = make_organisation(db, kind=Kind.customer)
    response = client.post(
        CUSTOMERS.url("/file/insert"),
        data={"related_id": str(org.id)},
        files={"file": ("photo.webp", content, "image/webp")},
        headers=headers,
    )
    assert response.status_code == status, response.text
