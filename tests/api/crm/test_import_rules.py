"""CSV import (issue 13): the mapping's conditional requirements are stated in the preview and refused before
any row is read; a row identical to its record counts as unchanged, not updated."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from api.crm import Address, Contact, Kind
from tests.api.crm.importing import Headers, count, csv_file, field_error, preview, report, run, verdicts
from tests.factories import headers_for, make_address, make_contact, make_organisation, make_user

ADDRESS_RULE = "Address line 1, Town and Postcode are needed when any address column is mapped"


@pytest.fixture
def headers(db: Session) -> Headers:
    return headers_for(db, make_user(db))


def test_the_preview_states_every_conditional_requirement(client: TestClient, headers: Headers) -> None:
    data = csv_file([["Company", "Town", "Post Code"], ["Acme", "Leeds", "LS1 1AA"]])

    customers = preview(client, headers, "customers", data).json()
    contacts = preview(client, headers, "contacts", data).json()

    assert customers["rules"] == [
        {
            "needs": ["line1", "town", "postcode"],
            "any_of": False,
            "when_any": ["line1", "line2", "town", "county", "postcode"],
            "message": ADDRESS_RULE,
        }
    ]
    assert contacts["rules"] == [
        {
            "needs": ["organisation_account_number", "organisation"],
            "any_of": True,
            "when_any": [],
            "message": "Choose the column that holds the Organisation or the Organisation account number",
        }
    ]


@pytest.mark.parametrize("dry_run", [True, False])
def test_town_and_postcode_without_line_1_are_refused_before_any_row(
    client: TestClient, db: Session, headers: Headers, dry_run: bool
) -> None:
    data = csv_file([["Company", "Town", "Post Code"], ["Acme", "Leeds", "LS1 1AA"], ["Birch", "York", "YO1 7HH"]])

    response = run(
        client,
        headers,
        "customers",
        data,
        {"Company": "name", "Town": "town", "Post Code": "postcode"},
        dry_run=dry_run,
    )

    assert field_error(response) == ("mapping", ADDRESS_RULE)
    assert count(db, Address) == 0


def test_a_mapping_without_address_columns_needs_none(client: TestClient, headers: Headers) -> None:
    data = csv_file([["Company", "Town"], ["Acme", "Leeds"]])

    body = report(run(client, headers, "customers", data, {"Company": "name"}, dry_run=True))

    assert verdicts(body) == [(2, "create", "Acme", [])]


def test_an_identical_row_is_unchanged_and_a_different_one_updated(
    client: TestClient, db: Session, headers: Headers
) -> None:
    same = make_organisation(db, kind=Kind.customer, name="Acme Homes", account_number="C1", phone="0113 496 0000")
    make_address(db, same, line1="1 Canal St", town="Leeds", postcode="LS11 5RT")
    make_organisation(db, kind=Kind.customer, name="Birch Homes", account_number="C2", phone="0113 496 0001")
    rows = [
        ["Name", "Account", "Phone", "Street", "Town", "Postcode"],
        ["Acme Homes", "C1", "0113 496 0000", "1 Canal St", "Leeds", "LS11 5RT"],
        ["Birch Homes", "C2", "0113 496 9999", "", "", ""],
    ]
    mapping = {
        "Name": "name",
        "Account": "account_number",
        "Phone": "phone",
        "Street": "line1",
        "Town": "town",
        "Postcode": "postcode",
    }

    dry = report(run(client, headers, "customers", csv_file(rows), mapping, dry_run=True))
    done = report(run(client, headers, "customers", csv_file(rows), mapping, dry_run=False))

    for body in (dry, done):
        assert verdicts(body) == [(2, "unchanged", "Acme Homes", []), (3, "update", "Birch Homes", [])]
        assert (body["created"], body["updated"], body["unchanged"], body["rejected"]) == (0, 1, 1, 0)
    db.expire_all()
    assert same.version == 1


def test_an_identical_contact_is_unchanged(client: TestClient, db: Session, headers: Headers) -> None:
    acme = make_organisation(db, kind=Kind.customer, name="Acme Homes", account_number="C1")
    make_contact(db, acme, first_name="Jo", last_name="Baker", email="jo@acme.example")
    rows = [
        ["First", "Last", "Email", "Account"],
        ["Jo", "Baker", "jo@acme.example", "C1"],
        ["Sam", "Cole", "sam@acme.example", "C1"],
    ]
    mapping = {"First": "first_name", "Last": "last_name", "Email": "email", "Account": "organisation_account_number"}

    body = report(run(client, headers, "contacts", csv_file(rows), mapping, dry_run=False))

    assert verdicts(body) == [(2, "unchanged", "jo@acme.example", []), (3, "create", "sam@acme.example", [])]
    assert (body["created"], body["updated"], body["unchanged"]) == (1, 0, 1)
    assert count(db, Contact) == 2
