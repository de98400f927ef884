"""CSV export of the CRM lists: the whole filtered and sorted list, importable headers, formula cells defused."""

from __future__ import annotations

import csv
import io
from datetime import datetime
from zoneinfo import ZoneInfo

import pytest
from fastapi.testclient import TestClient
from httpx import Response
from sqlalchemy.orm import Session

from api.crm import AddressType, Kind
from api.crm.service import exports
from tests.factories import headers_for, make_address, make_contact, make_organisation, make_user

Headers = dict[str, str]
ORGANISATION_HEADERS = [
    "Name",
    "Account number",
    "Category",
    "Email",
    "Phone",
    "Website",
    "VAT number",
    "Description",
    "Address line 1",
    "Address line 2",
    "Town",
    "County",
    "Postcode",
    "Account manager",
]


@pytest.fixture
def headers(db: Session) -> Headers:
    return headers_for(db, make_user(db))


def export(client: TestClient, headers: Headers, kind: str, **params: str) -> Response:
    return client.get(f"/api/crm/export/{kind}", params=params, headers=headers)


def table(response: Response) -> list[list[str]]:
    assert response.status_code == 200, response.text
    assert response.content.startswith(b"\xef\xbb\xbf"), "a byte-order mark, so Excel reads UTF-8"
    return list(csv.reader(io.StringIO(response.content.decode("utf-8-sig"), newline="")))


def names(response: Response) -> list[str]:
    return [row[0] for row in table(response)[1:]]


def test_export_is_the_whole_list_not_one_page_with_importable_headers(
    client: TestClient, db: Session, headers: Headers
) -> None:
    for n in range(30):
        make_organisation(db, name=f"Builder {n:02d}")
    make_organisation(db, kind=Kind.supplier, name="Builder Supplies (a supplier)")

    response = export(client, headers, "customers")

    rows = table(response)
    assert response.headers["content-type"] == "text/csv; charset=utf-8"
    today = datetime.now(ZoneInfo("Europe/London")).date().isoformat()
    assert response.headers["content-disposition"] == f'attachment; filename="customers-{today}.csv"'
    assert rows[0] == ORGANISATION_HEADERS
    assert [row[0] for row in rows[1:]] == [f"Builder {n:02d}" for n in range(30)]


def test_export_streams_in_batches(
    client: TestClient, db: Session, headers: Headers, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(exports, "BATCH", 2)
    for n in range(5):
        make_organisation(db, kind=Kind.other, name=f"Architect {n}")

    with client.stream("GET", "/api/crm/export/others", headers=headers) as response:
        chunks = list(response.iter_raw())
    text = b"".join(chunks).decode("utf-8-sig")

    assert [row[0] for row in csv.reader(io.StringIO(text))][1:] == [f"Architect {n}" for n in range(5)]
    assert len(chunks) >= 3, "the header, then the rows in batches of two"


def test_export_carries_the_record_its_main_address_and_account_manager(
    client: TestClient, db: Session, headers: Headers
) -> None:
    manager = make_user(db, first_name="Priya", last_name="Shah")
    org = make_organisation(
        db,
        name="Kirkstall Homes",
        account_number="C100",
        category="Housebuilder",
        email="buying@kirkstall.example",
        phone="0113 496 0100",
        website="https://kirkstall.example",
        vat_number="GB123456789",
        description="Yorkshire housebuilder",
        account_manager_id=manager.id,
    )
    make_address(db, org, address_type=AddressType.site, line1="Plot 4, Moor Lane", town="Otley", postcode="LS21 1AA")
    make_address(db, org, line1="1 Kirkstall Road", line2="Unit 2", town="Leeds", county="West Yorkshire")

    rows = table(export(client, headers, "customers"))

    assert rows[1] == [
        "Kirkstall Homes",
        "C100",
        "Housebuilder",
        "buying@kirkstall.example",
        "0113 496 0100",
        "https://kirkstall.example",
        "GB123456789",
        "Yorkshire housebuilder",
        "1 Kirkstall Road",
        "Unit 2",
        "Leeds",
        "West Yorkshire",
        "LS3 1LH",
        "Priya Shah",
    ]


def test_export_follows_search_and_archived_filters(client: TestClient, db: Session, headers: Headers) -> None:
    make_organisation(db, name="Leeds Bricks")
    make_organisation(db, name="York Stone")
    make_organisation(db, name="Leeds Old Account", archived=True)

    assert names(export(client, headers, "customers", q="leeds")) == ["Leeds Bricks"]
    assert names(export(client, headers, "customers", archived="true")) == ["Leeds Old Account"]
    assert names(export(client, headers, "customers", q="york", archived="true")) == []


def test_export_follows_the_sort(client: TestClient, db: Session, headers: Headers) -> None:
    for name, account in [("Beta", "A2"), ("alpha", "A3"), ("Gamma", "A1")]:
        make_organisation(db, kind=Kind.company, name=name, account_number=account)

    assert names(export(client, headers, "companies")) == ["alpha", "Beta", "Gamma"]
    assert names(export(client, headers, "companies", sort="-name")) == ["Gamma", "Beta", "alpha"]
    assert names(export(client, headers, "companies", sort="account_number")) == ["Gamma", "Beta", "alpha"]


def test_an_unknown_sort_is_refused_before_streaming(client: TestClient, headers: Headers) -> None:
    response = export(client, headers, "suppliers", sort="colour")

    assert response.status_code == 422
    assert response.json()["errors"][0]["field"] == "sort"


def test_cells_a_spreadsheet_would_run_as_formulas_get_an_apostrophe(
    client: TestClient, db: Session, headers: Headers
) -> None:
    make_organisation(
        db,
        name='=HYPERLINK("http://evil.example","Click")',
        category="@SUM(A1)",
        phone="+44 113 496 0000",
        description="-2+3",
        vat_number="GB 123",
    )

    row = table(export(client, headers, "customers"))[1]

    assert row[0] == '\'=HYPERLINK("http://evil.example","Click")'
    assert row[2] == "'@SUM(A1)"
    assert row[4] == "'+44 113 496 0000"
    assert row[7] == "'-2+3"
    assert row[6] == "GB 123"


def test_contacts_export_names_each_contacts_organisation(client: TestClient, db: Session, headers: Headers) -> None:
    org = make_organisation(db, kind=Kind.supplier, name="Ibstock Works", account_number="S9")
    make_contact(db, org, first_name="Jo", last_name="Baker", email="jo@ibstock.example", job_title="Sales")
    make_contact(db, org, first_name="Al", last_name="Archer", email="al@ibstock.example")
    make_contact(db, org, first_name="Old", last_name="Leaver", email="old@ibstock.example", archived=True)

    rows = table(export(client, headers, "contacts"))
    searched = table(export(client, headers, "contacts", q="baker"))

    assert rows[0] == [
        "First name",
        "Last name",
        "Job title",
        "Email",
        "Phone",
        "Mobile",
        "Organisation",
        "Organisation account number",
        "Organisation type",
    ]
    assert rows[1:] == [
        ["Al", "Archer", "", "al@ibstock.example", "", "", "Ibstock Works", "S9", "Supplier"],
        ["Jo", "Baker", "Sales", "jo@ibstock.example", "", "", "Ibstock Works", "S9", "Supplier"],
    ]
    assert [row[3] for row in searched[1:]] == ["jo@ibstock.example"]


def test_addresses_export(client: TestClient, db: Session, headers: Headers) -> None:
    org = make_organisation(db, kind=Kind.customer, name="Kirkstall Homes", account_number="C1")
    make_address(db, org, address_type=AddressType.site, line1="Plot 4", town="Otley", postcode="LS21 1AA")
    make_address(db, org, line1="1 Kirkstall Road", town="Leeds", postcode="LS3 1LH")

    rows = table(export(client, headers, "addresses"))
    by_town = table(export(client, headers, "addresses", sort="town"))

    assert rows[0][:6] == [
        "Organisation",
        "Organisation account number",
        "Organisation type",
        "Address type",
        "Label",
        "Address line 1",
    ]
    assert [(r[0], r[3], r[5], r[9]) for r in rows[1:]] == [
        ("Kirkstall Homes", "Site", "Plot 4", "LS21 1AA"),
        ("Kirkstall Homes", "Head office", "1 Kirkstall Road", "LS3 1LH"),
    ]
    assert [r[7] for r in by_town[1:]] == ["Leeds", "Otley"]


def test_export_needs_a_login(client: TestClient) -> None:
    response = client.get("/api/crm/export/customers")

    assert response.status_code == 401


def test_an_unknown_list_is_refused(client: TestClient, headers: Headers) -> None:
    response = export(client, headers, "projects")

    assert response.status_code == 422
    assert response.json()["errors"][0]["field"] == "kind"
