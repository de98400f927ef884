"""Addresses: UK postcodes normalised, the organisation's town and postcode following its head office, lists,
archive and delete."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.crm import Address, AddressType, Kind, Organisation, Subject
from api.users.models import User
from tests.api.crm.helpers import Headers, actions, activity_of, errors
from tests.conftest import QueryLog
from tests.factories import make_address, make_link, make_note, make_organisation, make_user

ADDRESS = Subject.address.value
ORG = Subject.organisation.value
SORT_FIELDS = "address_type, created_at, label, line1, organisation, postcode, town"


def new_address(org: Organisation, **changes: Any) -> dict[str, Any]:
    return {
        "related_id": org.id,
        "address_type": "site",
        "label": "Mytholm Meadows",
        "line1": "Off Mytholm Steeps",
        "line2": "",
        "town": "Hebden Bridge",
        "county": "West Yorkshire",
        "postcode": "hx7 6dl",
        "country": "United Kingdom",
        "delivery_notes": "Rigid vehicles only.",
    } | changes


def town_and_postcode(db: Session, org: Organisation) -> tuple[str, str]:
    db.expire_all()
    saved = db.get(Organisation, org.id)
    assert saved is not None
    return saved.town, saved.postcode


def ids(response: Any) -> list[int]:
    assert response.status_code == 200, response.text
    body = response.json()
    return [a["address_id"] for a in (body["items"] if isinstance(body, dict) else body)]


def test_add_normalises_the_postcode_and_logs_it(
    client: TestClient, db: Session, headers: Headers, staff: User
) -> None:
    org = make_organisation(db, kind=Kind.customer, name="Calder Valley Homes")

    response = client.post("/api/addresses/add", json=new_address(org, postcode=" ls11 5rt "), headers=headers)

    assert response.status_code == 201, response.text
    body = response.json()
    assert {k: body[k] for k in ("related_id", "related_type", "related_name", "address_type", "postcode")} == {
        "related_id": org.id,
        "related_type": "customer",
        "related_name": "Calder Valley Homes",
        "address_type": "site",
        "postcode": "LS11 5RT",
    }
    db.expire_all()
    address = db.get(Address, body["address_id"])
    assert address is not None and (address.postcode, address.town, address.created_by_id) == (
        "LS11 5RT",
        "Hebden Bridge",
        staff.id,
    )
    assert "ls11 5rt" in address.search_text
    assert town_and_postcode(db, org) == ("Hebden Bridge", "LS11 5RT")
    assert actions(db, ADDRESS, address.id) == ["created"]
    assert [(a.action, a.summary) for a in activity_of(db, ORG, org.id)] == [
        ("address_added", "Added address Mytholm Meadows, Off Mytholm Steeps, Hebden Bridge, LS11 5RT")
    ]


@pytest.mark.parametrize(
    ("changes", "field", "message"),
    [
        ({"postcode": "LS1"}, "postcode", "Please enter a valid UK postcode"),
        ({"postcode": "12345"}, "postcode", "Please enter a valid UK postcode"),
        ({"postcode": ""}, "postcode", "This field is required"),
        ({"line1": None}, "line1", "This field is required"),
        ({"town": " "}, "town", "This field is required"),
        ({"address_type": "warehouse"}, "address_type", "Must be one of: head_office, invoice, depot or site"),
        ({"related_id": 999999}, "related_id", "Choose the organisation this address belongs to"),
        ({"label": "x" * 201}, "label", "You must enter a maximum of 200 characters"),
    ],
)
def test_add_bad_input(
    client: TestClient, db: Session, headers: Headers, changes: dict[str, Any], field: str, message: str
) -> None:
    org = make_organisation(db)
    body = {k: v for k, v in new_address(org, **changes).items() if v is not None}

    response = client.post("/api/addresses/add", json=body, headers=headers)

    assert errors(response) == [{"field": field, "message": message}]
    assert db.scalar(select(func.count()).select_from(Address)) == 0


def test_the_organisation_follows_its_head_office(client: TestClient, db: Session, headers: Headers) -> None:
    org = make_organisation(db)
    make_address(db, org, address_type=AddressType.depot, town="Wakefield", postcode="WF1 1AA")
    assert town_and_postcode(db, org) == ("Wakefield", "WF1 1AA")
    body = new_address(org, address_type="head_office", town="Leeds", postcode="ls1 4ap")

    head_office = client.post("/api/addresses/add", json=body, headers=headers).json()["address_id"]
    assert town_and_postcode(db, org) == ("Leeds", "LS1 4AP")

    client.put("/api/addresses/archive", json={"address_id": head_office}, headers=headers)
    assert town_and_postcode(db, org) == ("Wakefield", "WF1 1AA")

    client.put("/api/addresses/archive", json={"address_id": head_office, "archived": False}, headers=headers)
    assert town_and_postcode(db, org) == ("Leeds", "LS1 4AP")

    body |= {"town": "Bradford", "postcode": "BD1 1AA", "address_id": head_office, "version": 3}
    assert client.post("/api/addresses/update", json=body, headers=headers).status_code == 200
    assert town_and_postcode(db, org) == ("Bradford", "BD1 1AA")
    found = client.get("/api/customers/all/1", params={"q": "bradford"}, headers=headers).json()["items"]
    assert [o["id"] for o in found] == [org.id]
    assert actions(db, ADDRESS, head_office) == ["created", "archived", "restored", "updated"]


def test_update_logs_old_and_new_and_moves_between_organisations(
    client: TestClient, db: Session, headers: Headers, staff: User
) -> None:
    first = make_organisation(db)
    second = make_organisation(db)
    address = make_address(db, first, town="Leeds", postcode="LS1 4AP")
    body = new_address(second, address_type="head_office", line1=address.line1, town="York", postcode="yo1 7hh")

    response = client.post(
        "/api/addresses/update", json=body | {"address_id": address.id, "version": 1}, headers=headers
    )

    assert response.status_code == 200, response.text
    assert (response.json()["related_id"], response.json()["postcode"], response.json()["version"]) == (
        second.id,
        "YO1 7HH",
        2,
    )
    assert town_and_postcode(db, first) == ("", "")
    assert town_and_postcode(db, second) == ("York", "YO1 7HH")
    [updated] = activity_of(db, ADDRESS, address.id)
    assert (updated.action, updated.actor_id) == ("updated", staff.id)
    assert updated.changes["postcode"] == {"old": "LS1 4AP", "new": "YO1 7HH"}
    assert updated.changes["organisation_id"] == {"old": first.id, "new": second.id}


def test_update_refuses_a_stale_version(client: TestClient, db: Session, headers: Headers) -> None:
    org = make_organisation(db)
    address = make_address(db, org, town="Leeds", version=2)
    body = new_address(org, address_type="head_office") | {"address_id": address.id}

    stale = client.post("/api/addresses/update", json=body | {"version": 1}, headers=headers)
    bad_postcode = client.post(
        "/api/addresses/update", json=body | {"version": 2, "postcode": "nowhere"}, headers=headers
    )
    unknown = client.post("/api/addresses/update", json=body | {"address_id": 999999, "version": 1}, headers=headers)

    assert stale.status_code == 409
    assert errors(bad_postcode) == [{"field": "postcode", "message": "Please enter a valid UK postcode"}]
    assert unknown.status_code == 404
    db.expire_all()
    assert (db.get(Address, address.id).town, db.get(Address, address.id).version) == ("Leeds", 2)  # type: ignore[union-attr]
    assert actions(db, ADDRESS, address.id) == []


def test_archive_refusals(client: TestClient, db: Session, headers: Headers) -> None:
    address = make_address(db, make_organisation(db))
    someone = make_user(db)

    not_own = client.put(
        "/api/addresses/archive", json={"address_id": address.id, "user_id": someone.id}, headers=headers
    )
    unknown = client.put("/api/addresses/archive", json={"address_id": 999999}, headers=headers)
    archived = client.put("/api/addresses/archive", json={"address_id": address.id}, headers=headers)

    assert not_own.status_code == 403
    assert unknown.status_code == 404
    assert errors(client.put("/api/addresses/archive", json={}, headers=headers)) == [
        {"field": "address_id", "message": "This field is required"}
    ]
    assert (archived.status_code, archived.json()["archived"]) == (200, True)
    assert actions(db, ADDRESS, address.id) == ["archived"]


@pytest.mark.parametrize("kind", list(Kind))
def test_one_address_of_an_organisation_of_a_kind(
    client: TestClient, db: Session, headers: Headers, kind: Kind
) -> None:
    address = make_address(db, make_organisation(db, kind=kind), town="Leeds")
    wrong = next(k for k in Kind if k is not kind)

    response = client.get(f"/api/addresses/one/{kind.value}/{address.id}", headers=headers)

    assert response.status_code == 200, response.text
    assert (response.json()["address_id"], response.json()["town"]) == (address.id, "Leeds")
    assert client.get(f"/api/addresses/one/{wrong.value}/{address.id}", headers=headers).status_code == 404
    assert client.get(f"/api/addresses/one/{kind.value}/999999", headers=headers).status_code == 404


def test_one_address_of_an_unknown_kind(client: TestClient, headers: Headers) -> None:
    response = client.get("/api/addresses/one/prospect/1", headers=headers)

    assert errors(response) == [{"field": "x", "message": "Must be one of: customer, supplier, other or company"}]


@pytest.mark.parametrize("kind", [Kind.customer, Kind.supplier])
def test_addresses_of_a_customer_or_supplier(client: TestClient, db: Session, headers: Headers, kind: Kind) -> None:
    org = make_organisation(db, kind=kind)
    site = make_address(db, org, address_type=AddressType.site, postcode="LS1 1AA")
    head = make_address(db, org, address_type=AddressType.head_office, postcode="YO1 7HH")
    gone = make_address(db, org, archived=True)
    stranger = make_organisation(db, kind=Kind.other)
    url = f"/api/addresses/{kind.value}"

    assert ids(client.get(f"{url}/{org.id}", headers=headers)) == [head.id, site.id]
    assert ids(client.get(f"{url}/{org.id}", params={"archived": True}, headers=headers)) == [gone.id]
    assert client.get(f"{url}/{stranger.id}", headers=headers).status_code == 404


class TestLists:
    def test_all_pages_and_filters(self, client: TestClient, db: Session, headers: Headers) -> None:
        org = make_organisation(db)
        a = make_address(db, org, postcode="BD1 1AA", address_type=AddressType.site)
        b = make_address(db, org, postcode="LS1 1AA")
        c = make_address(db, make_organisation(db), postcode="HX1 1AA", address_type=AddressType.site)
        make_address(db, org, postcode="AB1 1AA", archived=True)

        page = client.get("/api/addresses/all/2", params={"items_per_page": 2}, headers=headers)

        assert ids(page) == [b.id]
        assert page.json()["total"] == 3
        assert ids(client.get("/api/addresses/all/1", params={"related_id": org.id}, headers=headers)) == [a.id, b.id]
        assert ids(client.get("/api/addresses/all/1", params={"address_type": "site"}, headers=headers)) == [a.id, c.id]
        assert client.get("/api/addresses/all/1", params={"archived": True}, headers=headers).json()["total"] == 1

    @pytest.mark.parametrize(
        ("q", "expected"), [("hx7", ["Mytholm"]), ("HEBDEN", ["Mytholm"]), ("kirkstall", ["Works"])]
    )
    def test_search_by_postcode_town_or_street(
        self, client: TestClient, db: Session, headers: Headers, q: str, expected: list[str]
    ) -> None:
        org = make_organisation(db)
        make_address(db, org, label="Mytholm", line1="Mytholm Steeps", town="Hebden Bridge", postcode="HX7 6DL")
        make_address(db, org, label="Works", line1="Kirkstall Road", town="Leeds", postcode="LS3 1LH")

        response = client.get("/api/addresses/all/1", params={"q": q}, headers=headers)

        assert [a["label"] for a in response.json()["items"]] == expected

    def test_sort_and_a_bad_sort(self, client: TestClient, db: Session, headers: Headers) -> None:
        make_address(db, make_organisation(db, name="Zeta"), town="Leeds")
        make_address(db, make_organisation(db, name="Alpha"), town="York")

        by_town = client.get("/api/addresses/all/1", params={"sort": "-town"}, headers=headers)
        by_org = client.get("/api/addresses/all/1", params={"sort": "organisation"}, headers=headers)
        bad = client.get("/api/addresses/all/1", params={"sort": "search_text"}, headers=headers)

        assert [a["town"] for a in by_town.json()["items"]] == ["York", "Leeds"]
        assert [a["related_name"] for a in by_org.json()["items"]] == ["Alpha", "Zeta"]
        assert errors(bad) == [{"field": "sort", "message": f"Sort by one of: {SORT_FIELDS}"}]

    def test_site_lists_only_site_addresses(self, client: TestClient, db: Session, headers: Headers) -> None:
        org = make_organisation(db)
        site = make_address(db, org, address_type=AddressType.site, town="Hebden Bridge")
        for kind in (AddressType.head_office, AddressType.invoice, AddressType.depot):
            make_address(db, org, address_type=kind, town="Hebden Bridge")

        response = client.get("/api/addresses/site", params={"q": "hebden"}, headers=headers)

        assert ids(response) == [site.id]
        assert response.json()["items"][0]["address_type"] == "site"
        assert errors(client.get("/api/addresses/site", params={"sort": "nope"}, headers=headers))[0]["field"] == "sort"

    def test_query_count_does_not_grow_with_the_rows(
        self, client: TestClient, db: Session, headers: Headers, query_log: QueryLog
    ) -> None:
        make_address(db, make_organisation(db))
        with query_log.recording() as few:
            assert len(client.get("/api/addresses/all/1", headers=headers).json()["items"]) == 1
        for _ in range(20):
            make_address(db, make_organisation(db))
        with query_log.recording() as many:
            assert len(client.get("/api/addresses/all/1", headers=headers).json()["items"]) == 21

        assert len(many) == len(few) <= 5, many


class TestDelete:
    URL = "/api/addresses"

    def test_by_a_manager(self, client: TestClient, db: Session, manager_headers: Headers, manager: User) -> None:
        org = make_organisation(db, kind=Kind.supplier)
        address = make_address(db, org, label="Works", line1="Leicester Road", town="Ibstock", postcode="LE67 6HS")
        make_note(db, address.id, manager, subject_type=Subject.address)
        make_link(db, address.id, subject_type=Subject.address)
        params = {"related_type": "supplier", "address_id": address.id, "user_id": manager.id}

        response = client.delete(self.URL, params=params, headers=manager_headers)

        assert response.status_code == 204, response.text
        db.expire_all()
        assert db.get(Address, address.id) is None
        assert town_and_postcode(db, org) == ("", "")
        assert actions(db, ADDRESS, address.id) == ["deleted"]
        assert [(a.action, a.summary) for a in activity_of(db, ORG, org.id)] == [
            ("address_deleted", "Deleted address Works, Leicester Road, Ibstock, LE67 6HS")
        ]
        assert client.get(f"/api/files/{address.id}/download", headers=manager_headers).status_code == 404

    def test_refusals(
        self, client: TestClient, db: Session, headers: Headers, manager_headers: Headers, manager: User
    ) -> None:
        address = make_address(db, make_organisation(db, kind=Kind.customer))

        as_staff = client.delete(
            self.URL, params={"related_type": "customer", "address_id": address.id}, headers=headers
        )
        wrong_kind = client.delete(
            self.URL, params={"related_type": "supplier", "address_id": address.id}, headers=manager_headers
        )
        not_own = client.delete(
            self.URL,
            params={"related_type": "customer", "address_id": address.id, "user_id": manager.id + 1},
            headers=manager_headers,
        )
        bad_type = client.delete(
            self.URL, params={"related_type": "x", "address_id": address.id}, headers=manager_headers
        )

        assert as_staff.status_code == 403
        assert wrong_kind.status_code == 404
        assert not_own.status_code == 403
        assert errors(bad_type)[0]["field"] == "related_type"
        db.expire_all()
        assert db.get(Address, address.id) is not None
