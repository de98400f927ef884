"""Contact lists: all contacts, the recipient picker (emailSearch), per organisation, quote recipients, several
suppliers at once, and staff as internal contacts."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from api.crm import Kind
from tests.api.crm.helpers import Headers, errors
from tests.conftest import QueryLog
from tests.factories import make_contact, make_organisation, make_user

SORT_FIELDS = "created_at, email, first_name, job_title, last_name, organisation, updated_at"


def ids(response: Any) -> list[int]:
    assert response.status_code == 200, response.text
    body = response.json()
    return [c["contact_id"] for c in (body["items"] if isinstance(body, dict) else body)]


class TestAllContacts:
    URL = "/api/contacts/all"

    def test_pages_by_last_name_and_filter_by_organisation(
        self, client: TestClient, db: Session, headers: Headers
    ) -> None:
        org = make_organisation(db, name="Forterra")
        contacts = [make_contact(db, org, last_name=n) for n in ["Evans", "baker", "Carter"]]
        make_contact(db, make_organisation(db), last_name="Adams")

        page = client.get(f"{self.URL}/2", params={"items_per_page": 2}, headers=headers)
        of_org = client.get(f"{self.URL}/1", params={"related_id": org.id}, headers=headers)

        assert [c["last_name"] for c in page.json()["items"]] == ["Carter", "Evans"]
        assert (page.json()["total"], page.json()["page"]) == (4, 2)
        assert ids(of_org) == [contacts[1].id, contacts[2].id, contacts[0].id]
        assert of_org.json()["items"][0]["related_name"] == "Forterra"

    @pytest.mark.parametrize(
        ("q", "expected"),
        [("holt", ["Holt"]), ("SARAH.H", ["Holt"]), ("0161", ["Marsh"]), ("buyer", ["Holt", "Marsh"])],
    )
    def test_search(self, client: TestClient, db: Session, headers: Headers, q: str, expected: list[str]) -> None:
        org = make_organisation(db)
        make_contact(db, org, first_name="Sarah", last_name="Holt", email="sarah.holt@example.com", job_title="Buyer")
        make_contact(db, org, first_name="Helen", last_name="Marsh", phone="0161 555 0199", job_title="Chief buyer")
        make_contact(db, org, last_name="Holtby", archived=True)

        response = client.get(f"{self.URL}/1", params={"q": q}, headers=headers)

        assert [c["last_name"] for c in response.json()["items"]] == expected

    def test_sort_and_a_bad_sort(self, client: TestClient, db: Session, headers: Headers) -> None:
        make_contact(db, make_organisation(db, name="Beta"), first_name="Zed", last_name="Able")
        make_contact(db, make_organisation(db, name="alpha"), first_name="Amy", last_name="Zulu")

        by_org = client.get(f"{self.URL}/1", params={"sort": "organisation"}, headers=headers)
        by_first_desc = client.get(f"{self.URL}/1", params={"sort": "-first_name"}, headers=headers)
        bad = client.get(f"{self.URL}/1", params={"sort": "password"}, headers=headers)

        assert [c["last_name"] for c in by_org.json()["items"]] == ["Zulu", "Able"]
        assert [c["first_name"] for c in by_first_desc.json()["items"]] == ["Zed", "Amy"]
        assert errors(bad) == [{"field": "sort", "message": f"Sort by one of: {SORT_FIELDS}"}]

    def test_query_count_does_not_grow_with_the_rows(
        self, client: TestClient, db: Session, headers: Headers, query_log: QueryLog
    ) -> None:
        make_contact(db, make_organisation(db))
        with query_log.recording() as few:
            assert len(client.get(f"{self.URL}/1", headers=headers).json()["items"]) == 1
        for _ in range(20):
            make_contact(db, make_organisation(db))
        with query_log.recording() as many:
            assert len(client.get(f"{self.URL}/1", headers=headers).json()["items"]) == 21

        assert len(many) == len(few) <= 5, many


class TestEmailSearch:
    URL = "/api/contacts/emailSearch"

    @pytest.fixture
    def people(self, db: Session) -> dict[str, Any]:
        org = make_organisation(db)
        elsewhere = make_organisation(db)
        return {
            "org": org,
            "sarah": make_contact(db, org, first_name="Sarah", last_name="Holt", email="sholt@calder.example"),
            "sam": make_contact(db, org, first_name="Sam", last_name="Holden", email="sam@aire.example"),
            "helen": make_contact(db, elsewhere, first_name="Helen", last_name="Sargent", email="hs@x.example"),
            "no_email": make_contact(db, org, first_name="Sara", last_name="Noemail", email=""),
            "archived": make_contact(
                db, org, first_name="Sarai", last_name="Gone", email="gone@x.example", archived=True
            ),
        }

    @pytest.mark.parametrize(
        ("term", "expected"),
        [
            ("sa", ["helen", "sam", "sarah"]),
            ("HOL", ["sam", "sarah"]),
            ("sarah ho", ["sarah"]),
            ("Sam Holden", ["sam"]),
            ("sholt@", ["sarah"]),
            ("sarg", ["helen"]),
            ("olt", []),
            ("gone", []),
            ("noemail", []),
        ],
    )
    def test_prefix_of_first_last_full_name_or_email(
        self, client: TestClient, headers: Headers, people: dict[str, Any], term: str, expected: list[str]
    ) -> None:
        response = client.put(self.URL, json={"term": term}, headers=headers)

        assert ids(response) == [people[name].id for name in expected]

    def test_limit_and_organisation(self, client: TestClient, headers: Headers, people: dict[str, Any]) -> None:
        limited = client.put(self.URL, json={"term": "s", "limit": 1}, headers=headers)
        of_org = client.put(self.URL, json={"term": "sa", "related_id": people["org"].id}, headers=headers)

        assert ids(limited) == [people["helen"].id]
        assert ids(of_org) == [people["sam"].id, people["sarah"].id]
        assert ids(client.put(self.URL, json={"term": "sholt", "related_id": people["org"].id}, headers=headers)) == [
            people["sarah"].id
        ]

    @pytest.mark.parametrize(
        ("body", "field", "message"),
        [
            ({}, "term", "This field is required"),
            ({"term": "  "}, "term", "This field is required"),
            ({"term": "s", "limit": 51}, "limit", "Input should be less than or equal to 50"),
        ],
    )
    def test_bad_input(
        self, client: TestClient, headers: Headers, body: dict[str, Any], field: str, message: str
    ) -> None:
        assert errors(client.put(self.URL, json=body, headers=headers)) == [{"field": field, "message": message}]


@pytest.mark.parametrize(
    ("url", "kind"),
    [
        ("/api/contacts/customer/{id}", Kind.customer),
        ("/api/contacts/supplier/{id}", Kind.supplier),
        ("/api/contacts/architect/{id}", Kind.other),
        ("/api/others/contacts/{id}", Kind.other),
    ],
)
def test_contacts_of_an_organisation(client: TestClient, db: Session, headers: Headers, url: str, kind: Kind) -> None:
    org = make_organisation(db, kind=kind)
    holt = make_contact(db, org, last_name="Holt")
    able = make_contact(db, org, last_name="Able")
    gone = make_contact(db, org, last_name="Gone", archived=True)
    make_contact(db, make_organisation(db, kind=kind))
    stranger = make_organisation(db, kind=Kind.company)

    assert ids(client.get(url.format(id=org.id), headers=headers)) == [able.id, holt.id]
    assert ids(client.get(url.format(id=org.id), params={"archived": True}, headers=headers)) == [gone.id]
    assert client.get(url.format(id=stranger.id), headers=headers).status_code == 404
    assert errors(client.get(url.format(id="x"), headers=headers))[0]["field"] in ("id", "x")


def test_quote_recipients_are_active_contacts_with_an_email(client: TestClient, db: Session, headers: Headers) -> None:
    org = make_organisation(db, kind=Kind.company)
    emma = make_contact(db, org, first_name="Emma", email="emma@example.com")
    make_contact(db, org, email="")
    make_contact(db, org, archived=True)

    assert ids(client.get(f"/api/contacts/quote/{org.id}", headers=headers)) == [emma.id]
    assert client.get("/api/contacts/quote/999999", headers=headers).status_code == 404


def test_contacts_of_several_suppliers(client: TestClient, db: Session, headers: Headers) -> None:
    one, two, spare = (make_organisation(db, kind=Kind.supplier, name=n) for n in ["One", "Two", "Spare"])
    customer = make_organisation(db, kind=Kind.customer)
    a = make_contact(db, one, last_name="Able")
    b = make_contact(db, two, last_name="Baker")
    make_contact(db, two, last_name="Archived", archived=True)
    make_contact(db, spare)
    make_contact(db, customer)
    url = "/api/contacts/supplier/multiple"

    response = client.put(url, json={"supplierIdArray": [one.id, two.id, customer.id]}, headers=headers)

    assert ids(response) == [a.id, b.id]
    assert [c["related_name"] for c in response.json()] == ["One", "Two"]
    assert ids(client.put(url, json={"supplierIdArray": []}, headers=headers)) == []
    assert errors(client.put(url, json={"supplierIdArray": ["x"]}, headers=headers))[0]["field"] == "supplierIdArray.0"
    assert errors(client.put(url, json={}, headers=headers)) == [
        {"field": "supplierIdArray", "message": "This field is required"}
    ]


def test_internal_contacts_are_active_staff_users(client: TestClient, db: Session, headers: Headers) -> None:
    make_user(db, first_name="Ann", last_name="Able", email="ann@brickmate.example")
    make_user(db, last_name="Left", active=False)

    response = client.get("/api/contacts/internal", headers=headers)

    assert response.status_code == 200
    assert [u["full_name"] for u in response.json()] == ["Ann Able", "Sam Staff"]
    assert response.json()[0] == response.json()[0] | {"email": "ann@brickmate.example", "role": "staff"}
