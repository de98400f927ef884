"""Activity timelines, stats and task links of every kind of organisation."""

from __future__ import annotations

from datetime import timedelta

from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from api.crm import AddressType, Subject
from api.db import utcnow
from api.records.models import Activity
from api.users.models import User
from tests.api.crm.helpers import Headers, KindApi, errors, every_kind
from tests.conftest import QueryLog
from tests.factories import make_address, make_contact, make_link, make_note, make_organisation, make_user

ORG = Subject.organisation.value


@every_kind
def test_every_change_lands_in_the_activity_newest_first(
    client: TestClient, db: Session, headers: Headers, manager_headers: Headers, staff: User, api: KindApi
) -> None:
    org_id = api.add(client, headers, {"name": "Forterra", "phone": "01604 555 707"}).json()["id"]
    api.update(client, headers, org_id, {"name": "Forterra plc", "phone": "01604 555 707", "version": 1})
    api.archive(client, headers, org_id)
    api.archive(client, headers, org_id, archived=False)
    client.post(api.url("/note/add"), json={"related_id": org_id, "note": "Met at the trade show"}, headers=headers)
    client.post(
        api.url("/file/insert"), data={"related_id": str(org_id), "url": "https://x.example/p"}, headers=headers
    )
    contact = client.post("/api/contacts/add", json={"related_id": org_id, "first_name": "Helen"}, headers=headers)
    address = {"related_id": org_id, "address_type": "depot", "line1": "Grange Park", "town": "Northampton"}
    client.post("/api/addresses/add", json=address | {"postcode": "nn4 5ea"}, headers=headers)
    assert contact.status_code == 201

    response = client.get(api.url(f"/activity/{org_id}"), headers=headers)

    assert response.status_code == 200
    body = response.json()
    assert [a["action"] for a in body["items"]] == [
        "address_added",
        "contact_added",
        "link_added",
        "note_added",
        "restored",
        "archived",
        "updated",
        "created",
    ]
    assert body["total"] == 8
    updated = body["items"][-2]
    assert updated["changes"] == {"name": {"old": "Forterra", "new": "Forterra plc"}}
    assert (updated["summary"], updated["actor_id"], updated["actor_name"]) == ("Updated name", staff.id, "Sam Staff")
    assert body["items"][0]["summary"] == "Added address Grange Park, Northampton, NN4 5EA"


@every_kind
def test_activity_pages_and_sorts(client: TestClient, db: Session, headers: Headers, api: KindApi) -> None:
    org = make_organisation(db, kind=api.kind)
    start = utcnow() - timedelta(days=10)
    for day, action in enumerate(["created", "updated", "archived", "restored", "note_added"]):
        db.add(
            Activity(
                subject_type=ORG, subject_id=org.id, action=action, summary=action, created_at=start + timedelta(day)
            )
        )
    db.flush()
    url = api.url(f"/activity/{org.id}")

    page = client.get(url, params={"page": 2, "items_per_page": 2}, headers=headers).json()
    oldest_first = client.get(url, params={"sort": "created_at", "items_per_page": 2}, headers=headers).json()
    bad = client.get(url, params={"sort": "summary"}, headers=headers)

    assert [a["action"] for a in page["items"]] == ["archived", "updated"]
    assert (page["total"], page["page"], page["items_per_page"]) == (5, 2, 2)
    assert page["items"][0]["actor_name"] == "System"
    assert [a["action"] for a in oldest_first["items"]] == ["created", "updated"]
    assert errors(bad) == [{"field": "sort", "message": "Sort by one of: action, created_at"}]


def test_activity_query_count_does_not_grow_with_the_rows(
    client: TestClient, db: Session, headers: Headers, query_log: QueryLog
) -> None:
    org = make_organisation(db)

    def add(n: int) -> None:
        for _ in range(n):
            db.add(Activity(subject_type=ORG, subject_id=org.id, actor_id=make_user(db).id, action="x", summary="x"))
        db.flush()

    add(1)
    with query_log.recording() as few:
        assert len(client.get(f"/api/customers/activity/{org.id}", headers=headers).json()["items"]) == 1
    add(20)
    with query_log.recording() as many:
        assert len(client.get(f"/api/customers/activity/{org.id}", headers=headers).json()["items"]) == 21

    assert len(many) == len(few) <= 6, many


# Quote figures of a record without quotes (tests/api/quotes/test_figures.py has them with quotes).
NO_QUOTES = {
    "quotes": 0,
    "open_quotes": 0,
    "open_value": "0.00",
    "accepted_value": "0.00",
    "orders": 0,
    "win_rate": None,
}


@every_kind
def test_stats_count_the_records_that_exist(
    client: TestClient, db: Session, headers: Headers, staff: User, api: KindApi
) -> None:
    org = make_organisation(db, kind=api.kind)
    other = make_organisation(db, kind=api.kind)
    make_contact(db, org)
    make_contact(db, org)
    make_contact(db, org, archived=True)
    make_contact(db, other)
    make_address(db, org)
    make_address(db, org, address_type=AddressType.site)
    make_address(db, org, address_type=AddressType.site)
    make_address(db, org, address_type=AddressType.site, archived=True)
    make_note(db, org.id, staff)
    make_link(db, org.id)
    make_link(db, org.id)
    make_note(db, other.id, staff)
    when = utcnow() - timedelta(hours=1)
    db.add(Activity(subject_type=ORG, subject_id=org.id, action="x", summary="Earlier", created_at=when - timedelta(1)))
    db.add(Activity(subject_type=ORG, subject_id=org.id, action="x", summary="Added a note", created_at=when))
    db.flush()

    response = client.get(api.url(f"/stats/{org.id}"), headers=headers)
    empty = client.get(api.url(f"/stats/{other.id}"), headers=headers)

    assert response.status_code == 200, response.text
    body = response.json()
    assert {k: v for k, v in body.items() if k != "last_activity_at"} == {
        "contacts": 2,
        "addresses": 3,
        "site_addresses": 2,
        "notes": 1,
        "files": 2,
        "last_activity_summary": "Added a note",
        "quotes": NO_QUOTES,
    }
    assert body["last_activity_at"] == when.isoformat().replace("+00:00", "Z")
    assert empty.json() == {
        "contacts": 1,
        "addresses": 0,
        "site_addresses": 0,
        "notes": 1,
        "files": 0,
        "last_activity_at": None,
        "last_activity_summary": None,
        "quotes": NO_QUOTES,
    }


@every_kind
def test_tasks_are_empty_until_the_task_pad_exists(
    client: TestClient, db: Session, headers: Headers, api: KindApi
) -> None:
    org = make_organisation(db, kind=api.kind)

    response = client.get(api.url(f"/tasks/{org.id}"), headers=headers)

    assert (response.status_code, response.json()) == (200, [])
    assert client.get(api.url("/tasks/999999"), headers=headers).status_code == 404
