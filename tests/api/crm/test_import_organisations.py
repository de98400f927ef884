"""CSV import of customers, suppliers and others: dry run and real run with good and bad rows, matching by
account number or email for update, duplicates within the file, rows the services refuse."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from api.core.errors import Conflict
from api.crm import Address, Kind, Organisation
from api.crm.service import addresses as addresses_service
from api.records.models import Activity
from tests.api.crm.importing import Headers, actions, count, csv_file, customer, preview, report, run, verdicts
from tests.conftest import QueryLog
from tests.factories import headers_for, make_address, make_organisation, make_user

CUSTOMER_MAPPING = {
    "Company": "name",
    "Acc No": "account_number",
    "E-mail": "email",
    "Tel": "phone",
    "Street": "line1",
    "Town": "town",
    "Post code": "postcode",
}


@pytest.fixture
def headers(db: Session) -> Headers:
    return headers_for(db, make_user(db))


def customers_file() -> bytes:
    return csv_file(
        [
            ["Company", "Acc No", "E-mail", "Tel", "Street", "Town", "Post code", "Ignored"],
            [
                "Northern Brick Co",
                "C100",
                "Sales@Northern.example",
                "0113 496 0100",
                "1 Canal St",
                "Leeds",
                "ls11 5rt",
                "x",
            ],
            ["Acme Bricks Ltd", "c001", "", "'+44 113 496 0999", "", "", "", ""],
            ["", "C101", "nameless@example.com", "", "", "", "", ""],
            ["Bad Email Ltd", "C102", "not-an-email", "", "", "", "", ""],
            ["Bad Postcode Ltd", "C103", "", "", "2 Mill Lane", "York", "ZZ1", ""],
            ["Northern Brick Again", "c100", "", "", "", "", "", ""],
            [""] * 8,
            ["Walk-in Builders", "", "walkin@example.com", "", "", "", "", ""],
            ["Yorkshire Stone (new name)", "", "ACCOUNTS@yorkstone.example", "", "", "", "", ""],
        ]
    )


EXPECTED_CUSTOMER_VERDICTS = [
    (2, "create", "Northern Brick Co", []),
    (3, "update", "Acme Bricks Ltd", []),
    (4, "reject", "C101", [("name", "This field is required")]),
    (5, "reject", "Bad Email Ltd", [("email", "Please enter a valid email")]),
    (6, "reject", "Bad Postcode Ltd", [("postcode", "Please enter a valid UK postcode")]),
    (7, "reject", "Northern Brick Again", [("account_number", "Row 2 has the same account number")]),
    (9, "create", "Walk-in Builders", []),
    (10, "update", "Yorkshire Stone (new name)", []),
]


@pytest.fixture
def existing(db: Session) -> dict[str, Organisation]:
    acme = make_organisation(db, name="Acme Bricks", account_number="C001", email="buying@acme.example", phone="0113 1")
    stone = make_organisation(db, name="Yorkshire Stone", email="accounts@yorkstone.example", category="Quarry")
    supplier = make_organisation(db, kind=Kind.supplier, name="Walk-in Supplies", email="walkin@example.com")
    return {"acme": acme, "stone": stone, "supplier": supplier}


def test_dry_run_reports_every_row_and_writes_nothing(
    client: TestClient, db: Session, headers: Headers, existing: dict[str, Organisation]
) -> None:
    before = (count(db, Organisation), count(db, Address), count(db, Activity))

    body = report(run(client, headers, "customers", customers_file(), CUSTOMER_MAPPING, dry_run=True))

    assert verdicts(body) == EXPECTED_CUSTOMER_VERDICTS
    assert (body["dry_run"], body["total"], body["created"], body["updated"], body["rejected"]) == (True, 8, 2, 2, 4)
    assert (count(db, Organisation), count(db, Address), count(db, Activity)) == before
    acme = customer(db, "Acme Bricks")
    assert (acme.phone, acme.version) == ("0113 1", 1)


def test_real_run_creates_and_updates_the_good_rows_only(
    client: TestClient, db: Session, headers: Headers, existing: dict[str, Organisation]
) -> None:
    dry = report(run(client, headers, "customers", customers_file(), CUSTOMER_MAPPING, dry_run=True))
    before = count(db, Organisation)

    body = report(run(client, headers, "customers", customers_file(), CUSTOMER_MAPPING, dry_run=False))

    assert verdicts(body) == verdicts(dry) == EXPECTED_CUSTOMER_VERDICTS
    assert (body["dry_run"], body["created"], body["updated"], body["rejected"]) == (False, 2, 2, 4)
    assert count(db, Organisation) == before + 2
    northern = customer(db, "Northern Brick Co")
    assert (northern.account_number, northern.email, northern.phone) == (
        "C100",
        "sales@northern.example",
        "0113 496 0100",
    )
    assert (northern.town, northern.postcode) == ("Leeds", "LS11 5RT")
    address = db.scalar(select(Address).where(Address.organisation_id == northern.id))
    assert address is not None
    assert (address.address_type, address.line1, address.postcode) == ("head_office", "1 Canal St", "LS11 5RT")
    assert actions(db, "organisation", northern.id) == ["created", "address_added"]
    assert actions(db, "address", address.id) == ["created"]

    acme = customer(db, "Acme Bricks Ltd")
    assert acme.id == existing["acme"].id, "matched by account number, whatever its case"
    assert (acme.phone, acme.email, acme.account_number) == ("+44 113 496 0999", "buying@acme.example", "C001")
    assert acme.version == 2
    update = db.scalar(select(Activity).where(Activity.subject_id == acme.id, Activity.action == "updated"))
    assert update is not None
    assert update.changes == {
        "name": {"old": "Acme Bricks", "new": "Acme Bricks Ltd"},
        "phone": {"old": "0113 1", "new": "+44 113 496 0999"},
    }

    stone = customer(db, "Yorkshire Stone (new name)")
    assert stone.id == existing["stone"].id, "matched by email when the row has no account number"
    assert stone.category == "Quarry", "columns the file does not map stay as they are"
    walk_in = customer(db, "Walk-in Builders")
    assert walk_in.id != existing["supplier"].id, "a supplier with the same email is another kind: not matched"
    assert actions(db, "organisation", walk_in.id) == ["created"]
    assert db.scalar(select(Organisation).where(Organisation.name.in_(["Bad Email Ltd", "Bad Postcode Ltd"]))) is None


def test_update_by_account_number_changes_only_the_filled_in_columns(
    client: TestClient, db: Session, headers: Headers
) -> None:
    org = make_organisation(db, name="Acme", account_number="ACC-7", email="old@acme.example", phone="0113 1")
    make_organisation(db, kind=Kind.supplier, name="Acme Supplies", account_number="acc-7")
    make_address(db, org, line1="1 Canal St", town="Leeds", postcode="LS11 5RT")
    data = csv_file(
        [
            ["Name", "Account number", "Phone", "Email", "Address line 1", "Town", "Postcode"],
            ["Acme", "acc-7", "0113 2", "", "1 canal st", "Leeds", "LS115RT"],
        ]
    )
    mapping = {
        "Name": "name",
        "Account number": "account_number",
        "Phone": "phone",
        "Email": "email",
        "Address line 1": "line1",
        "Town": "town",
        "Postcode": "postcode",
    }

    body = report(run(client, headers, "customers", data, mapping, dry_run=False))

    assert verdicts(body) == [(2, "update", "Acme", [])]
    org = customer(db, "Acme")
    assert (org.phone, org.email, org.account_number, org.version) == ("0113 2", "old@acme.example", "ACC-7", 2)
    assert count(db, Address) == 1, "the address it already has is not added twice"
    assert actions(db, "organisation", org.id) == ["updated"]


def test_rows_that_hit_the_same_record_are_duplicates(client: TestClient, db: Session, headers: Headers) -> None:
    data = csv_file(
        [
            ["Name", "Account", "Email"],
            ["One", "", "same@example.com"],
            ["Two", "", "Same@Example.com"],
            ["Three", "A1", "three@example.com"],
            ["Four", "", "three@example.com"],
        ]
    )
    mapping = {"Name": "name", "Account": "account_number", "Email": "email"}

    dry = report(run(client, headers, "suppliers", data, mapping, dry_run=True))
    body = report(run(client, headers, "suppliers", data, mapping, dry_run=False))

    assert (
        verdicts(body)
        == verdicts(dry)
        == [
            (2, "create", "One", []),
            (3, "reject", "Two", [("email", "Row 2 has the same email")]),
            (4, "create", "Three", []),
            (5, "reject", "Four", [("email", "Row 4 already imports this supplier")]),
        ]
    )


def test_an_export_imports_back_unchanged(client: TestClient, db: Session, headers: Headers) -> None:
    org = make_organisation(db, name="Kirkstall Homes", account_number="C1", phone="+44 113 496 0000")
    make_address(db, org)
    make_organisation(db, name="=cmd|' /C calc'!A0", email="odd@example.com")
    exported = client.get("/api/crm/export/customers", headers=headers).content

    mapping = report(preview(client, headers, "customers", exported))["suggested_mapping"]
    body = report(run(client, headers, "customers", exported, mapping, dry_run=False))

    assert mapping["Account manager"] is None
    assert {f for f in mapping.values() if f} == {
        "name",
        "account_number",
        "category",
        "email",
        "phone",
        "website",
        "vat_number",
        "description",
        "line1",
        "line2",
        "town",
        "county",
        "postcode",
    }
    # Identical rows change nothing: they count as unchanged, not updated (issue 13).
    assert verdicts(body) == [
        (2, "unchanged", "=cmd|' /C calc'!A0", []),
        (3, "unchanged", "Kirkstall Homes", []),
    ]
    assert (body["updated"], body["unchanged"]) == (0, 2)
    assert customer(db, "Kirkstall Homes").version == 1, "nothing changed, so no new version"
    assert count(db, Address) == 1


def test_import_preloads_matches_instead_of_querying_per_row(
    client: TestClient, db: Session, headers: Headers, query_log: QueryLog
) -> None:
    for n in range(25):
        make_organisation(db, name=f"Existing {n}", account_number=f"E{n}")
    rows = [["Name", "Account"]] + [[f"Existing {n} Ltd", f"e{n}"] for n in range(25)]
    rows += [[f"New {n}", f"N{n}"] for n in range(25)]

    with query_log.recording() as statements:
        body = report(
            run(
                client,
                headers,
                "customers",
                csv_file(rows),
                {"Name": "name", "Account": "account_number"},
                dry_run=False,
            )
        )

    assert (body["created"], body["updated"]) == (25, 25)
    lookups = [s for s in statements if s.lstrip().startswith("SELECT") and "FROM organisations" in s]
    assert len(statements) < 50 * 8, f"{len(statements)} statements for 50 rows: the services' own, no more"
    assert len([s for s in lookups if "ANY" in s]) == 1, "existing records are found with one query"


def test_an_unreadable_row_is_rejected_alone(client: TestClient, db: Session, headers: Headers) -> None:
    data = b"Name,Town\r\nSmith, Jones and Co,Leeds\r\nGood Ltd,York,\r\n"

    body = report(run(client, headers, "others", data, {"Name": "name"}, dry_run=False))

    assert verdicts(body) == [
        (2, "reject", "Smith", [("row", "This row has 3 cells but the header has 2: is a comma missing its quotes?")]),
        (3, "create", "Good Ltd", []),
    ]
    assert db.scalar(select(Organisation.kind).where(Organisation.name == "Good Ltd")) == "other"


def test_a_row_the_services_refuse_leaves_nothing_behind(
    client: TestClient, db: Session, headers: Headers, monkeypatch: pytest.MonkeyPatch
) -> None:
    real_create = addresses_service.create

    def refuse_in_york(session: Session, data: Any, actor: Any) -> Any:
        if data.town == "York":
            raise Conflict("Someone else is editing this record.", [{"field": "line1", "message": "Busy"}])
        return real_create(session, data, actor)

    monkeypatch.setattr(addresses_service, "create", refuse_in_york)
    data = csv_file(
        [
            ["Name", "Street", "Town", "Postcode"],
            ["York Ltd", "1 Mill Lane", "York", "YO1 7HH"],
            ["Leeds Ltd", "2 Canal St", "Leeds", "LS1 4AP"],
        ]
    )
    mapping = {"Name": "name", "Street": "line1", "Town": "town", "Postcode": "postcode"}

    body = report(run(client, headers, "customers", data, mapping, dry_run=False))

    assert verdicts(body) == [(2, "reject", "York Ltd", [("line1", "Busy")]), (3, "create", "Leeds Ltd", [])]
    names = db.scalars(select(Organisation.name).where(Organisation.kind == "customer")).all()
    assert names == ["Leeds Ltd"], "the organisation of the refused row was rolled back with its address"


def test_an_update_the_schema_refuses_is_rejected(client: TestClient, db: Session, headers: Headers) -> None:
    make_organisation(db, name="Legacy Ltd", account_number="L9", phone="call reception")
    data = csv_file([["Name", "Account"], ["Legacy Limited", "L9"]])

    body = report(run(client, headers, "customers", data, {"Name": "name", "Account": "account_number"}, dry_run=False))

    assert verdicts(body) == [(2, "reject", "Legacy Limited", [("phone", "Invalid format")])]
    assert customer(db, "Legacy Ltd").version == 1
