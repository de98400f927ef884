"""The CRM import job writes customers, suppliers and others a batch at a time: the same verdicts and the same
records, addresses, list columns and activity as the row-by-row import (tests/api/crm/test_import_organisations.py),
across batches too."""

from __future__ import annotations

import dataclasses
import json
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from api.crm import Address, Kind, Organisation
from api.imports import service
from api.records.models import Activity
from tests.api.crm.importing import actions, count, csv_file, customer, verdicts
from tests.api.crm.test_import_organisations import (
    CUSTOMER_MAPPING,
    EXPECTED_CUSTOMER_VERDICTS,
    customers_file,
)
from tests.api.crm.test_import_organisations import existing as existing
from tests.factories import headers_for, make_address, make_organisation, make_user

Headers = dict[str, str]


@pytest.fixture
def headers(db: Session) -> Headers:
    return headers_for(db, make_user(db))


@pytest.fixture
def small_batches(monkeypatch: pytest.MonkeyPatch, inline_jobs: None) -> None:
    for kind in ("customers", "suppliers"):
        monkeypatch.setitem(service.KINDS, kind, dataclasses.replace(service.KINDS[kind], batch_rows=3))


def run_job(client: TestClient, headers: Headers, kind: str, data: bytes, mapping: Any) -> dict[str, Any]:
    started = client.post(
        f"/api/crm/import/{kind}/jobs",
        files={"file": ("list.csv", data, "text/csv")},
        data={"mapping": json.dumps(mapping)},
        headers=headers,
    )
    assert started.status_code == 202, started.text
    job: dict[str, Any] = client.get(f"/api/imports/{started.json()['id']}", headers=headers).json()
    assert job["status"] == "done", job
    report: dict[str, Any] = job["report"]
    return report


def test_the_job_gives_the_row_by_row_verdicts_and_records(
    client: TestClient,
    db: Session,
    headers: Headers,
    existing: dict[str, Organisation],
    small_batches: None,
) -> None:
    before = count(db, Organisation)

    body = run_job(client, headers, "customers", customers_file(), CUSTOMER_MAPPING)

    assert verdicts(body) == EXPECTED_CUSTOMER_VERDICTS
    assert (body["created"], body["updated"], body["rejected"]) == (2, 2, 4)
    assert count(db, Organisation) == before + 2
    northern = customer(db, "Northern Brick Co")
    assert (northern.account_number, northern.email, northern.phone, northern.version) == (
        "C100",
        "sales@northern.example",
        "0113 496 0100",
        1,
    )
    assert (northern.town, northern.postcode, northern.created_by_id) == ("Leeds", "LS11 5RT", northern.created_by_id)
    assert northern.search_text == "northern brick co c100 sales@northern.example 0113 496 0100 ls11 5rt leeds"
    address = db.scalar(select(Address).where(Address.organisation_id == northern.id))
    assert address is not None
    assert (address.address_type, address.line1, address.postcode, address.version) == (
        "head_office",
        "1 Canal St",
        "LS11 5RT",
        1,
    )
    assert address.search_text == "1 canal st leeds ls11 5rt"
    assert actions(db, "organisation", northern.id) == ["created", "address_added"]
    assert actions(db, "address", address.id) == ["created"]
    acme = customer(db, "Acme Bricks Ltd")
    assert acme.id == existing["acme"].id
    assert (acme.phone, acme.email, acme.account_number, acme.version) == (
        "+44 113 496 0999",
        "buying@acme.example",
        "C001",
        2,
    )
    update = db.scalar(select(Activity).where(Activity.subject_id == acme.id, Activity.action == "updated"))
    assert update is not None
    assert update.summary == "Updated name, phone"
    assert update.changes == {
        "name": {"old": "Acme Bricks", "new": "Acme Bricks Ltd"},
        "phone": {"old": "0113 1", "new": "+44 113 496 0999"},
    }
    stone = customer(db, "Yorkshire Stone (new name)")
    assert (stone.id, stone.category) == (existing["stone"].id, "Quarry")
    walk_in = customer(db, "Walk-in Builders")
    assert walk_in.id != existing["supplier"].id
    assert actions(db, "organisation", walk_in.id) == ["created"]


def test_duplicates_are_found_across_batches(
    client: TestClient, db: Session, headers: Headers, small_batches: None
) -> None:
    data = csv_file(
        [
            ["Name", "Account", "Email"],
            ["One", "", "same@example.com"],
            ["Filler", "F1", ""],
            ["Filler 2", "F2", ""],
            ["Two", "", "Same@Example.com"],
            ["Three", "A1", "three@example.com"],
            ["Four", "", "three@example.com"],
            ["Five", "a1", ""],
        ]
    )
    mapping = {"Name": "name", "Account": "account_number", "Email": "email"}

    body = run_job(client, headers, "suppliers", data, mapping)

    assert [(r, a, [e[1] for e in errors]) for r, a, _, errors in verdicts(body)] == [
        (2, "create", []),
        (3, "create", []),
        (4, "create", []),
        (5, "reject", ["Row 2 has the same email"]),
        (6, "create", []),
        (7, "reject", ["Row 6 already imports this supplier"]),
        (8, "reject", ["Row 6 has the same account number"]),
    ]
    assert db.scalar(select(Organisation.kind).where(Organisation.name == "Three")) == "supplier"


def test_known_addresses_unchanged_rows_and_refused_updates(
    client: TestClient, db: Session, headers: Headers, small_batches: None
) -> None:
    acme = make_organisation(db, name="Acme", account_number="ACC-7", email="old@acme.example", phone="0113 1")
    make_organisation(db, kind=Kind.supplier, name="Acme Supplies", account_number="acc-7")
    make_address(db, acme, line1="1 Canal St", town="Leeds", postcode="LS11 5RT")
    same = make_organisation(db, name="Same Ltd", account_number="S1")
    legacy = make_organisation(db, name="Legacy Ltd", account_number="L9", phone="call reception")
    other = make_organisation(db, name="Other Ltd", account_number="O1")
    make_address(db, other, line1="9 Old Road", town="York", postcode="YO1 7HH")
    data = csv_file(
        [
            ["Name", "Account number", "Phone", "Address line 1", "Town", "Postcode"],
            ["Acme", "acc-7", "0113 2", "1 canal st", "Leeds", "LS115RT"],
            ["Same Ltd", "S1", "", "", "", ""],
            ["Legacy Limited", "L9", "", "", "", ""],
            ["Other Ltd", "O1", "", "2 New Road", "Leeds", "LS1 4AP"],
        ]
    )
    mapping = {
        "Name": "name",
        "Account number": "account_number",
        "Phone": "phone",
        "Address line 1": "line1",
        "Town": "town",
        "Postcode": "postcode",
    }

    body = run_job(client, headers, "customers", data, mapping)

    assert verdicts(body) == [
        (2, "update", "Acme", []),
        (3, "unchanged", "Same Ltd", []),
        (4, "reject", "Legacy Limited", [("phone", "Invalid format")]),
        (5, "update", "Other Ltd", []),
    ]
    db.expire_all()
    assert (db.get_one(Organisation, acme.id).phone, db.get_one(Organisation, acme.id).version) == ("0113 2", 2)
    assert count(db, Address) == 3, "the address Acme already has is not added twice"
    assert db.get_one(Organisation, same.id).version == 1
    assert db.get_one(Organisation, legacy.id).version == 1
    assert actions(db, "organisation", acme.id) == ["updated"]
    other_now = db.get_one(Organisation, other.id)
    assert (other_now.version, other_now.town, other_now.postcode) == (1, "York", "YO1 7HH"), (
        "the first head office stays the main address"
    )
    assert other_now.search_text.endswith("yo1 7hh york ls1 4ap leeds")
    assert actions(db, "organisation", other.id) == ["address_added"]
