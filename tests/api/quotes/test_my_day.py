"""Home's quote sections (GET /users/myDay): the user's sent quotes awaiting a reply and those expiring soon."""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from api.crm import Kind
from api.users.models import Role
from tests.api.quotes.factories import expire, make_quote, make_sent_quote, mark_decided, mark_sent
from tests.factories import headers_for, make_organisation, make_user


def my_day(client: TestClient, db: Session, user: Any, day: date | None = None) -> dict[str, Any]:
    day = day or date.today()
    response = client.get(f"/api/users/myDay/{user.id}/{day.isoformat()}", headers=headers_for(db, user))
    assert response.status_code == 200, response.text
    return dict(response.json())


def test_a_staff_user_sees_their_two_sent_quotes_awaiting_reply(client: TestClient, db: Session) -> None:
    tom = make_user(db, role=Role.staff, first_name="Tom")
    acme = make_organisation(db, kind=Kind.customer, name="Acme Homes Ltd")
    first = make_sent_quote(db, customer=acme, actor=tom, valid_until=date.today() + timedelta(days=20))
    second = make_sent_quote(db, customer=acme, actor=tom, valid_until=date.today() + timedelta(days=3))

    body = my_day(client, db, tom)

    awaiting = body["quotes_awaiting_reply"]
    assert sorted(q["quote_id"] for q in awaiting) == sorted([first.id, second.id])
    row = next(q for q in awaiting if q["quote_id"] == second.id)
    assert row["number"] == second.number
    assert row["status"] == "sent"
    assert row["customer"] == {"id": acme.id, "name": "Acme Homes Ltd", "kind": "customer"}
    assert row["total"] == "7781.26"  # 6484.38 of goods plus 20 % VAT
    assert row["valid_until"] == (date.today() + timedelta(days=3)).isoformat()
    # Only the one whose date falls within 7 days is expiring.
    assert [q["quote_id"] for q in body["quotes_expiring"]] == [second.id]


def test_quotes_managed_by_the_user_count_as_theirs(client: TestClient, db: Session) -> None:
    author, manager = make_user(db), make_user(db)
    quote = make_quote(db, actor=author, account_manager_id=manager.id)
    mark_sent(db, quote, valid_until=date.today() + timedelta(days=1))

    assert [q["quote_id"] for q in my_day(client, db, manager)["quotes_awaiting_reply"]] == [quote.id]
    assert [q["quote_id"] for q in my_day(client, db, author)["quotes_expiring"]] == [quote.id]


def test_drafts_decided_expired_and_others_quotes_are_left_out(client: TestClient, db: Session) -> None:
    me, other = make_user(db), make_user(db)
    make_quote(db, actor=me)  # a draft
    mark_decided(db, make_sent_quote(db, actor=me))  # accepted
    mark_decided(db, make_sent_quote(db, actor=me), accepted=False)  # rejected
    expire(db, make_sent_quote(db, actor=me))  # past its date
    make_sent_quote(db, actor=other, valid_until=date.today() + timedelta(days=2))  # someone else's

    body = my_day(client, db, me)

    assert (body["quotes_awaiting_reply"], body["quotes_expiring"]) == ([], [])


def test_expiring_soonest_first_and_counted_from_the_day_asked(client: TestClient, db: Session) -> None:
    me = make_user(db)
    later = make_sent_quote(db, actor=me, valid_until=date.today() + timedelta(days=6))
    sooner = make_sent_quote(db, actor=me, valid_until=date.today() + timedelta(days=2))
    beyond = make_sent_quote(db, actor=me, valid_until=date.today() + timedelta(days=12))

    assert [q["quote_id"] for q in my_day(client, db, me)["quotes_expiring"]] == [sooner.id, later.id]
    # Seen from five days ahead, the first has expired and the third now falls within the week.
    ahead = my_day(client, db, me, date.today() + timedelta(days=5))
    assert [q["quote_id"] for q in ahead["quotes_expiring"]] == [later.id, beyond.id]
    assert sorted(q["quote_id"] for q in ahead["quotes_awaiting_reply"]) == sorted([later.id, beyond.id])
