"""CSV import of contacts: the organisation found by account number or name, contacts matched by organisation
and email, dry run and real run with good and bad rows."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from api.crm import Contact, Kind
from api.records.models import Activity
from tests.api.crm.importing import Headers, actions, count, csv_file, report, run, verdicts
from tests.factories import headers_for, make_contact, make_organisation, make_user


@pytest.fixture
def headers(db: Session) -> Headers:
    return headers_for(db, make_user(db))


CONTACT_MAPPING = {
    "Forename": "first_name",
    "Surname": "last_name",
    "Position": "job_title",
    "E-mail": "email",
    "Mobile": "mobile",
    "Company": "organisation",
    "Account": "organisation_account_number",
}


def contacts_file() -> bytes:
    return csv_file(
        [
            ["Forename", "Surname", "Position", "E-mail", "Mobile", "Company", "Account"],
            ["Jo", "Baker", "Buyer", "JO@acme.example", "", "acme bricks", ""],
            ["Sam", "Cole", "", "sam@acme.example", "07700 900123", "", "c001"],
            ["Al", "Brown", "", "al@ibstock.example", "", "Ibstock", "S9"],
            ["Nobody", "Known", "", "nobody@example.com", "", "Unknown Ltd", ""],
            ["Twin", "Contact", "", "twin@example.com", "", "Twin Ltd", ""],
            ["Sam", "Again", "", "SAM@acme.example", "", "Acme Bricks", ""],
            ["", "Nameless", "", "nameless@acme.example", "", "Acme Bricks", ""],
            ["Bad", "Email", "", "bad@", "", "Acme Bricks", ""],
        ]
    )


EXPECTED_CONTACT_VERDICTS = [
    (2, "update", "JO@acme.example", []),
    (3, "create", "sam@acme.example", []),
    (4, "create", "al@ibstock.example", []),
    (
        5,
        "reject",
        "nobody@example.com",
        [("organisation", "No customer, supplier, other or company has the name “Unknown Ltd”")],
    ),
    (
        6,
        "reject",
        "twin@example.com",
        [
            (
                "organisation",
                "2 organisations have the name “Twin Ltd” (customer, supplier); "
                "add the Organisation account number column to say which",
            )
        ],
    ),
    (7, "reject", "SAM@acme.example", [("email", "Row 3 has the same email at Acme Bricks")]),
    (8, "reject", "nameless@acme.example", [("first_name", "This field is required")]),
    (9, "reject", "bad@", [("email", "Please enter a valid email")]),
]


@pytest.fixture
def organisations(db: Session) -> dict[str, Any]:
    acme = make_organisation(db, name="Acme Bricks", account_number="C001")
    ibstock = make_organisation(db, kind=Kind.supplier, name="Ibstock Works", account_number="S9")
    make_organisation(db, kind=Kind.customer, name="Twin Ltd")
    make_organisation(db, kind=Kind.supplier, name="Twin Ltd")
    jo = make_contact(db, acme, first_name="Jo", last_name="Baker", email="jo@acme.example", phone="0113 5")
    return {"acme": acme, "ibstock": ibstock, "jo": jo}


def test_contacts_dry_run_writes_nothing(
    client: TestClient, db: Session, headers: Headers, organisations: dict[str, Any]
) -> None:
    before = (count(db, Contact), count(db, Activity))

    body = report(run(client, headers, "contacts", contacts_file(), CONTACT_MAPPING, dry_run=True))

    assert verdicts(body) == EXPECTED_CONTACT_VERDICTS
    assert (body["total"], body["created"], body["updated"], body["rejected"]) == (8, 2, 1, 5)
    assert (count(db, Contact), count(db, Activity)) == before


def test_contacts_are_matched_by_organisation_and_email(
    client: TestClient, db: Session, headers: Headers, organisations: dict[str, Any]
) -> None:
    body = report(run(client, headers, "contacts", contacts_file(), CONTACT_MAPPING, dry_run=False))

    assert verdicts(body) == EXPECTED_CONTACT_VERDICTS
    db.expire_all()
    acme, ibstock, jo = organisations["acme"], organisations["ibstock"], organisations["jo"]
    people = db.execute(select(Contact.organisation_id, Contact.email, Contact.job_title).order_by(Contact.id)).all()
    assert [tuple(p) for p in people] == [
        (acme.id, "jo@acme.example", "Buyer"),
        (acme.id, "sam@acme.example", ""),
        (ibstock.id, "al@ibstock.example", ""),
    ]
    assert (jo.phone, jo.version) == ("0113 5", 2), "the phone column was not mapped: it stays"
    assert actions(db, "contact", jo.id) == ["updated"]
    sam = db.scalar(select(Contact).where(Contact.email == "sam@acme.example"))
    assert sam is not None and sam.mobile == "07700 900123"
    assert actions(db, "contact", sam.id) == ["created"]
    assert actions(db, "organisation", acme.id) == ["contact_added"]


def test_contact_organisation_by_account_number_needs_it_to_be_unambiguous(
    client: TestClient, db: Session, headers: Headers
) -> None:
    make_organisation(db, kind=Kind.customer, name="Leeds Bricks", account_number="L1")
    supplier = make_organisation(db, kind=Kind.supplier, name="Leeds Clay", account_number="l1")
    data = csv_file(
        [
            ["First name", "Organisation account number", "Organisation"],
            ["Ann", "L1", ""],
            ["Ben", "L1", "leeds clay"],
            ["Cat", "L2", ""],
            ["Dan", "", ""],
        ]
    )
    mapping = {
        "First name": "first_name",
        "Organisation account number": "organisation_account_number",
        "Organisation": "organisation",
    }

    body = report(run(client, headers, "contacts", data, mapping, dry_run=False))

    assert verdicts(body) == [
        (
            2,
            "reject",
            "Ann",
            [
                (
                    "organisation_account_number",
                    "2 organisations have this account number "
                    "(customer, supplier); add the Organisation column to say which",
                )
            ],
        ),
        (3, "create", "Ben", []),
        (
            4,
            "reject",
            "Cat",
            [("organisation_account_number", "No customer, supplier, other or company has this account number")],
        ),
        (5, "reject", "Dan", [("organisation", "This field is required")]),
    ]
    assert db.scalar(select(Contact.organisation_id).where(Contact.first_name == "Ben")) == supplier.id
