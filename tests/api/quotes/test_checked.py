"""PUT /quotes/update/checkedStatus: a manager's check of the current version (never by the quote's author)."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from api.quotes.models import SUBJECT, Quote
from api.quotes.service import quotes
from api.records.models import Activity
from api.users.models import Role, User
from tests.api.quotes.factories import edit_body, make_quote, mark_decided, mark_sent
from tests.factories import headers_for, make_user

URL = "/api/quotes/update/checkedStatus"
BIG = [
    {
        "description": "Red multi facing brick",
        "quantity": "25",
        "unit": "per_1000",
        "cost_price": "400.00",
        "sell_price": "500.00",
    }
]


def big_quote(db: Session, author: User) -> Quote:
    return make_quote(db, actor=author, lines=BIG)


def last_activity(db: Session, quote: Quote) -> Activity:
    row = db.scalars(
        select(Activity)
        .where(Activity.subject_type == SUBJECT, Activity.subject_id == quote.id)
        .order_by(Activity.id.desc())
        .limit(1)
    ).one()
    return row


@pytest.mark.parametrize("role", [Role.manager, Role.admin])
def test_a_manager_or_admin_checks_and_clears(client: TestClient, db: Session, staff: User, role: Role) -> None:
    quote = big_quote(db, staff)
    checker = make_user(db, role=role, first_name="Chris", last_name="Checker")
    headers = headers_for(db, checker)
    start = quote.row_version

    response = client.put(URL, json={"quote_id": quote.id, "checked": True, "row_version": start}, headers=headers)

    assert response.status_code == 200, response.text
    body = response.json()
    assert body["checked_by"] == {"id": checker.id, "name": "Chris Checker"}
    assert body["checked_at"] is not None
    assert body["needs_check"] is False
    assert body["row_version"] == start + 1
    db.expire_all()
    version = quotes.version_of(db, quote)
    assert version.checked_by_id == checker.id and version.checked_at is not None
    assert last_activity(db, quote).summary == f"Quote {quote.number} version 1 checked"
    assert last_activity(db, quote).actor_id == checker.id

    cleared = client.put(URL, json={"quote_id": quote.id, "checked": False}, headers=headers)

    assert cleared.status_code == 200
    assert (cleared.json()["checked_by"], cleared.json()["checked_at"]) == (None, None)
    assert cleared.json()["needs_check"] is True
    db.expire_all()
    assert quotes.version_of(db, quote).checked_at is None
    assert last_activity(db, quote).summary == f"Quote {quote.number} version 1: check cleared"


def test_staff_cannot_check(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    quote = big_quote(db, make_user(db))

    response = client.put(URL, json={"quote_id": quote.id, "checked": True}, headers=headers)

    assert response.status_code == 403
    assert response.json()["detail"] == "Only a manager or an admin can check a quote."
    db.expire_all()
    assert quotes.version_of(db, quote).checked_at is None


def test_the_author_cannot_check_their_own_quote(
    client: TestClient, db: Session, manager: User, manager_headers: dict[str, str]
) -> None:
    quote = big_quote(db, manager)

    response = client.put(URL, json={"quote_id": quote.id, "checked": True}, headers=manager_headers)

    assert response.status_code == 403
    assert response.json()["detail"] == "You wrote this quote: someone else must check it."
    db.expire_all()
    assert quotes.version_of(db, quote).checked_at is None


def test_a_stale_row_version_is_409(
    client: TestClient, db: Session, staff: User, manager_headers: dict[str, str]
) -> None:
    quote = big_quote(db, staff)

    response = client.put(
        URL, json={"quote_id": quote.id, "checked": True, "row_version": quote.row_version - 1}, headers=manager_headers
    )

    assert response.status_code == 409
    assert "changed by someone else" in response.json()["detail"]
    db.expire_all()
    assert quotes.version_of(db, quote).checked_at is None


def test_a_locked_quote_is_409(client: TestClient, db: Session, staff: User, manager_headers: dict[str, str]) -> None:
    quote = big_quote(db, staff)
    mark_sent(db, quote)
    mark_decided(db, quote)

    response = client.put(URL, json={"quote_id": quote.id, "checked": True}, headers=manager_headers)

    assert response.status_code == 409
    assert response.json()["detail"].startswith(f"Quote {quote.number} is accepted and can no longer be changed.")


def test_checking_twice_changes_nothing(
    client: TestClient, db: Session, staff: User, manager_headers: dict[str, str]
) -> None:
    quote = big_quote(db, staff)
    first = client.put(URL, json={"quote_id": quote.id, "checked": True}, headers=manager_headers).json()

    second = client.put(URL, json={"quote_id": quote.id, "checked": True}, headers=manager_headers).json()

    assert (second["checked_at"], second["row_version"]) == (first["checked_at"], first["row_version"])


def test_changing_the_draft_clears_the_check(
    client: TestClient, db: Session, staff: User, headers: dict[str, str], manager_headers: dict[str, str]
) -> None:
    quote = big_quote(db, staff)
    checked = client.put(URL, json={"quote_id": quote.id, "checked": True}, headers=manager_headers).json()
    assert checked["needs_check"] is False
    body = edit_body(checked)
    body["quote"]["lines"][0]["quantity"] = "30"

    response = client.post("/api/quotes/edit", json=body, headers=headers)

    assert response.status_code == 200, response.text
    assert (response.json()["checked_by"], response.json()["needs_check"]) == (None, True)


def test_unknown_quote_and_bad_input(client: TestClient, manager_headers: dict[str, str]) -> None:
    response = client.put(URL, json={"quote_id": 999999, "checked": True}, headers=manager_headers)
    assert response.status_code == 404
    assert response.json()["detail"] == "This quote does not exist."

    response = client.put(URL, json={"quote_id": 1}, headers=manager_headers)
    assert response.status_code == 422
    assert [e["field"] for e in response.json()["errors"]] == ["checked"]
