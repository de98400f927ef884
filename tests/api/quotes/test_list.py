"""GET /quotes: search, filters, sorts and pages."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from api.crm import Kind
from api.projects.models import Project
from api.quotes.models import QuoteStatus
from api.quotes.service import quotes
from api.users.models import User
from tests.api.quotes.factories import edit_body, expire, make_quote, make_sent_quote, mark_decided, mark_sent
from tests.factories import make_organisation, make_project, make_user


def listed(client: TestClient, headers: dict[str, str], **params: Any) -> dict[str, Any]:
    r = client.get("/api/quotes", params=params, headers=headers)
    assert r.status_code == 200, r.text
    return dict(r.json())


def ids(client: TestClient, headers: dict[str, str], **params: Any) -> list[int]:
    return [item["quote_id"] for item in listed(client, headers, **params)["items"]]


def line(price: str) -> dict[str, Any]:
    return {"description": "Brick", "quantity": "1", "cost_price": "1.00", "sell_price": price}


@pytest.fixture
def acme(db: Session) -> Any:
    return make_organisation(db, kind=Kind.customer, name="Acme Homes Ltd")


def test_the_list_shows_each_quotes_newest_version(
    client: TestClient, db: Session, headers: dict[str, str], staff: User, acme: Any
) -> None:
    project = make_project(db, customer=acme, name="Meadow View")
    quote = make_quote(db, customer=acme, actor=staff, project=project)
    sent = mark_sent(db, quote)
    body = edit_body(client.get(f"/api/quotes/{quote.id}", headers=headers).json())
    body["quote"]["lines"][0]["quantity"] = "1000"
    assert client.post("/api/quotes/edit", json=body, headers=headers).status_code == 200
    page = listed(client, headers)
    assert (page["total"], page["page"], page["items_per_page"]) == (1, 1, 25)
    item = page["items"][0]
    assert item["quote_id"] == quote.id and item["number"] == quote.number and item["uuid"] == str(quote.uuid)
    assert (item["status"], item["current_version"], item["sent_version"]) == ("sent", 2, 1)
    assert item["customer"] == {"id": acme.id, "name": "Acme Homes Ltd", "kind": "customer"}
    assert item["project"] == {"id": project.id, "name": "Meadow View"}
    assert item["account_manager"] == {"id": staff.id, "name": staff.full_name}
    # The newest version's total (512.35 + 80.00, plus VAT); the sent version's date and time.
    assert item["total"] == "710.82" and item["margin_percent"] == 24.0
    assert item["valid_until"] == str(sent.valid_until)
    assert item["sent_at"] is not None and datetime.fromisoformat(item["sent_at"]) == sent.sent_at


def test_a_draft_shows_the_date_it_was_given(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    make_quote(db, valid_until=date(2031, 3, 1))
    make_quote(db)
    items = listed(client, headers, sort="valid_until")["items"]
    assert [i["valid_until"] for i in items] == ["2031-03-01", None]
    assert all(i["sent_at"] is None and i["status"] == "draft" for i in items)


def test_search_by_number_and_customer_words(
    client: TestClient, db: Session, headers: dict[str, str], acme: Any
) -> None:
    first = make_quote(db, customer=acme)
    second = make_quote(db, customer=make_organisation(db, kind=Kind.customer, name="Birch Homes"))
    third = make_quote(db, customer=make_organisation(db, kind=Kind.customer, name="Cedar & Co_"))
    assert ids(client, headers, q=first.number) == [first.id]
    assert ids(client, headers, q=first.number.lower()) == [first.id]
    assert ids(client, headers, q=second.number[2:]) == [second.id]
    assert ids(client, headers, q="homes", sort="number") == [first.id, second.id]
    assert ids(client, headers, q="  ACME   homes ") == [first.id]
    assert ids(client, headers, q="acme birch") == []
    assert ids(client, headers, q="co_") == [third.id]
    assert ids(client, headers, q="%") == []
    assert ids(client, headers, q=f"birch {second.number}") == [second.id]


def test_search_finds_a_renamed_customer_by_its_new_name(
    client: TestClient, db: Session, headers: dict[str, str], acme: Any
) -> None:
    quote = make_quote(db, customer=acme)
    acme.name = "Zenith Living"
    db.flush()
    assert ids(client, headers, q="zenith") == [quote.id]
    assert listed(client, headers)["items"][0]["customer"]["name"] == "Zenith Living"


def test_status_filter_tells_expired_from_sent(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    draft = make_quote(db)
    sent = make_quote(db)
    mark_sent(db, sent)
    expired = make_quote(db)
    mark_sent(db, expired)
    expire(db, expired)
    accepted = make_quote(db)
    mark_sent(db, accepted)
    mark_decided(db, accepted)
    rejected = make_quote(db)
    mark_sent(db, rejected)
    mark_decided(db, rejected, accepted=False)
    withdrawn = make_quote(db)
    mark_sent(db, withdrawn)
    withdrawn.status = QuoteStatus.withdrawn.value
    db.flush()
    assert ids(client, headers, status="draft") == [draft.id]
    assert ids(client, headers, status="sent") == [sent.id]
    assert ids(client, headers, status="expired") == [expired.id]
    assert ids(client, headers, status="withdrawn") == [withdrawn.id]
    assert sorted(ids(client, headers, status=["accepted", "rejected"])) == sorted([accepted.id, rejected.id])
    assert ids(client, headers, status="converted") == []
    assert listed(client, headers, status="expired")["items"][0]["status"] == "expired"
    r = client.get("/api/quotes", params={"status": "lost"}, headers=headers)
    assert r.status_code == 422 and r.json()["errors"][0]["field"] == "status.0"
    # Sorting by status reads an expired quote as expired (between draft and rejected).
    statuses = [i["status"] for i in listed(client, headers, sort="status")["items"]]
    assert statuses == ["accepted", "draft", "expired", "rejected", "sent", "withdrawn"]


def test_a_quote_valid_until_today_is_not_expired(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    quote = make_quote(db)
    mark_sent(db, quote, valid_until=date.today())
    assert ids(client, headers, status="sent") == [quote.id]
    assert quotes.effective_status(quote) == QuoteStatus.sent
    assert quotes.effective_status(quote, today=date.today() + timedelta(days=1)) == QuoteStatus.expired


def test_filters_by_customer_project_and_account_manager(
    client: TestClient, db: Session, headers: dict[str, str], acme: Any
) -> None:
    anna = make_user(db, first_name="Anna")
    project = make_project(db, customer=acme)
    first = make_quote(db, customer=acme, project=project, account_manager_id=anna.id)
    second = make_quote(db, customer=acme)
    third = make_quote(db, actor=anna)
    assert sorted(ids(client, headers, customer_id=acme.id)) == sorted([first.id, second.id])
    assert ids(client, headers, project_id=project.id) == [first.id]
    assert sorted(ids(client, headers, account_manager_id=anna.id)) == sorted([first.id, third.id])
    assert ids(client, headers, account_manager_id=anna.id, customer_id=acme.id) == [first.id]
    r = client.get("/api/quotes", params={"customer_id": 0}, headers=headers)
    assert r.status_code == 422 and r.json()["errors"][0]["field"] == "customer_id"


def test_filters_by_creation_date(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    old = make_quote(db)
    new = make_quote(db)
    old.created_at = datetime(2024, 1, 15, 12, tzinfo=UTC)
    new.created_at = datetime(2024, 3, 1, 12, tzinfo=UTC)
    db.flush()
    assert ids(client, headers, created_from="2024-01-16") == [new.id]
    assert ids(client, headers, created_to="2024-01-15") == [old.id]
    assert ids(client, headers, created_from="2024-01-15", created_to="2024-03-01", sort="created_at") == [
        old.id,
        new.id,
    ]
    r = client.get("/api/quotes", params={"created_from": "15/01/2024"}, headers=headers)
    assert r.status_code == 422 and r.json()["errors"][0]["field"] == "created_from"


def test_sorts(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    cheap = make_quote(db, customer=make_organisation(db, kind=Kind.customer, name="beta"), lines=[line("5.00")])
    dear = make_quote(db, customer=make_organisation(db, kind=Kind.customer, name="Alpha"), lines=[line("9.00")])
    mark_sent(db, cheap, valid_until=date.today() + timedelta(days=5))
    mark_sent(db, dear, valid_until=date.today() + timedelta(days=3))
    assert ids(client, headers, sort="total") == [cheap.id, dear.id]
    assert ids(client, headers, sort="-total") == [dear.id, cheap.id]
    assert ids(client, headers, sort="customer") == [dear.id, cheap.id]
    assert ids(client, headers, sort="number") == [cheap.id, dear.id]
    assert ids(client, headers, sort="-number") == [dear.id, cheap.id]
    assert ids(client, headers, sort="valid_until") == [dear.id, cheap.id]
    assert ids(client, headers, sort="-created_at") == [dear.id, cheap.id]
    # Last changed first by default.
    cheap.internal_notes = "touched"
    quotes.touch(cheap)
    db.flush()
    assert ids(client, headers) == [cheap.id, dear.id]
    assert ids(client, headers, sort="updated_at") == [dear.id, cheap.id]


def test_a_bad_sort_is_422(client: TestClient, headers: dict[str, str]) -> None:
    r = client.get("/api/quotes", params={"sort": "margin"}, headers=headers)
    assert r.status_code == 422
    assert r.json()["errors"] == [
        {
            "field": "sort",
            "message": "Sort by one of: created_at, customer, number, status, total, updated_at, valid_until",
        }
    ]


def test_pages(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    made = [make_quote(db, contacts=[], lines=[line("1.00")]).id for _ in range(5)]
    first = listed(client, headers, items_per_page=2, page=1, sort="number")
    third = listed(client, headers, items_per_page=2, page=3, sort="number")
    beyond = listed(client, headers, items_per_page=2, page=4, sort="number")
    assert first["total"] == third["total"] == beyond["total"] == 5
    assert [i["quote_id"] for i in first["items"]] == made[:2]
    assert [i["quote_id"] for i in third["items"]] == made[4:]
    assert beyond["items"] == []
    r = client.get("/api/quotes", params={"items_per_page": 201}, headers=headers)
    assert r.status_code == 422 and r.json()["errors"][0]["field"] == "items_per_page"


def test_the_list_needs_a_login(client: TestClient, db: Session) -> None:
    make_quote(db)
    assert client.get("/api/quotes").status_code == 401


def test_an_empty_list(client: TestClient, headers: dict[str, str]) -> None:
    assert listed(client, headers) == {"items": [], "total": 0, "page": 1, "items_per_page": 25}


def test_search_by_project_and_po_number_and_by_words_not_inside_them(
    client: TestClient, db: Session, headers: dict[str, str], acme: Any
) -> None:
    meadow = make_quote(db, customer=acme, project=make_project(db, customer=acme, name="Meadow View Phase 2"))
    ordered = mark_decided(db, make_sent_quote(db, customer=acme), po_number="CVH/PO-2231")
    other = make_quote(db, customer=make_organisation(db, kind=Kind.customer, name="Birch Homes"))
    assert ids(client, headers, q="meadow") == [meadow.id]
    assert ids(client, headers, q="mead view") == [meadow.id]
    assert ids(client, headers, q="acme phase") == [meadow.id]
    assert ids(client, headers, q="cvh") == [ordered.id]
    assert ids(client, headers, q="2231") == [ordered.id]
    assert ids(client, headers, q="po-2231") == [ordered.id]
    # A word is found where a word starts, never inside one.
    assert ids(client, headers, q="omes") == []
    assert ids(client, headers, q="adow") == []
    assert ids(client, headers, q="irch") == []
    assert ids(client, headers, q="birch") == [other.id]
    # A renamed project is found by its new name.
    assert meadow.project_id is not None
    project = db.get(Project, meadow.project_id)
    assert project is not None
    project.name = "Hollins Close"
    db.flush()
    assert ids(client, headers, q="hollins") == [meadow.id]
    assert ids(client, headers, q="meadow") == []
