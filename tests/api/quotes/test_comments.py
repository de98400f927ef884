"""Quote comments: the customer's (public), staff replies the customer sees, internal ones, and editing."""

from __future__ import annotations

import uuid
from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from api.crm import Kind
from api.notifications.models import Notification
from api.quotes.models import SUBJECT, Quote, QuoteComment
from api.records.models import Activity
from api.records.service.comments import CHANGED_SINCE
from api.users.models import User
from tests.api.quotes.factories import make_quote, make_sent_quote, next_version
from tests.factories import expired_headers, headers_for, make_organisation, make_user


def customer_comment(quote: Quote, **fields: Any) -> dict[str, Any]:
    return {"uuid": str(quote.uuid), "comment": "Can you deliver on a Saturday?", "name": "Pat Buyer"} | fields


def internal_comment(quote: Quote, user: User, **fields: Any) -> dict[str, Any]:
    return {"uuid": str(quote.uuid), "comment": "Check the haulier", "user_id": user.id} | fields


def rows(db: Session, quote: Quote) -> list[QuoteComment]:
    return list(db.scalars(select(QuoteComment).where(QuoteComment.quote_id == quote.id).order_by(QuoteComment.id)))


def test_the_customer_comments(client: TestClient, db: Session) -> None:
    manager = make_user(db)
    customer = make_organisation(db, kind=Kind.customer, name="Acme Homes")
    quote = make_sent_quote(db, customer=customer, actor=manager)
    next_version(db, quote)  # a draft v2 in the editor: the comment belongs to the version the customer read
    r = client.post("/api/quotes/comment/customer", json=customer_comment(quote))
    assert r.status_code == 201, r.text
    out = r.json()
    assert (out["comment"], out["author_name"], out["from_customer"], out["isInternal"], out["can_edit"]) == (
        "Can you deliver on a Saturday?",
        "Pat Buyer",
        True,
        False,
        False,
    )
    assert out["version"] == 1 and out["edited_at"] is None
    [row] = rows(db, quote)
    assert (row.author_id, row.author_name, row.client_address, row.is_internal, row.version) == (
        None,
        "Pat Buyer",
        "testclient",
        False,
        1,
    )
    activity = db.scalars(
        select(Activity).where(Activity.subject_type == SUBJECT, Activity.subject_id == quote.id).order_by(Activity.id)
    ).all()[-1]
    assert (activity.action, activity.actor_id) == ("customer_comment", None)
    assert "Pat Buyer" in activity.summary and "testclient" in activity.summary and "Saturday" in activity.summary
    [note] = db.scalars(select(Notification).where(Notification.user_id == manager.id)).all()
    assert note.message.startswith(f"Pat Buyer (Acme Homes) commented on quote {quote.number}: Can you deliver")
    assert note.link == f"/quotes/editor/{quote.id}"


def test_customer_comment_needs_a_name_and_a_sent_quote(client: TestClient, db: Session) -> None:
    quote = make_sent_quote(db)
    r = client.post("/api/quotes/comment/customer", json=customer_comment(quote, name="  "))
    assert r.status_code == 422
    assert r.json()["errors"] == [{"field": "name", "message": "This field is required"}]
    r = client.post("/api/quotes/comment/customer", json=customer_comment(quote, comment=""))
    assert r.status_code == 422
    assert r.json()["errors"] == [{"field": "comment", "message": "This field is required"}]
    r = client.post("/api/quotes/comment/customer", json=customer_comment(quote, comment="x" * 5001))
    assert r.status_code == 422 and r.json()["errors"][0]["field"] == "comment"
    draft = make_quote(db)
    r = client.post("/api/quotes/comment/customer", json=customer_comment(draft))
    assert (r.status_code, r.json()["detail"]) == (404, "This quote does not exist.")
    r = client.post("/api/quotes/comment/customer", json=customer_comment(quote, uuid=str(uuid.uuid4())))
    assert r.status_code == 404
    assert rows(db, quote) == [] and rows(db, draft) == []


def test_staff_reply_the_customer_sees(client: TestClient, db: Session, staff: User, headers: dict[str, str]) -> None:
    manager = make_user(db)
    quote = make_sent_quote(db, actor=manager)
    r = client.post(
        "/api/quotes/comment/customer",
        json=customer_comment(quote, comment="Yes, Saturdays are fine", user_id=staff.id, name=""),
        headers=headers,
    )
    assert r.status_code == 201, r.text
    out = r.json()
    assert (out["author_name"], out["from_customer"], out["can_edit"]) == (staff.full_name, False, True)
    [row] = rows(db, quote)
    # The address a comment came from is the customer's, kept for their public actions; a staff reply keeps none.
    assert (row.author_id, row.is_internal, row.client_address) == (staff.id, False, "")
    logged = select(Activity).where(
        Activity.subject_type == SUBJECT, Activity.subject_id == quote.id, Activity.action == "reply"
    )
    assert [(a.actor_id, a.summary) for a in db.scalars(logged)] == [
        (staff.id, "Replied to the customer: Yes, Saturdays are fine")
    ]
    assert db.scalars(select(Notification).where(Notification.user_id == manager.id)).all() == []
    r = client.post("/api/quotes/comment/customer", json=customer_comment(quote, user_id=manager.id), headers=headers)
    assert (r.status_code, r.json()["detail"]) == (403, "user_id must be your own user id.")
    expired = expired_headers(db, staff)
    r = client.post("/api/quotes/comment/customer", json=customer_comment(quote), headers=expired)
    assert r.status_code == 401
    assert len(rows(db, quote)) == 1


def test_internal_comments(client: TestClient, db: Session, staff: User, headers: dict[str, str]) -> None:
    quote = make_quote(db)  # staff may comment internally on a draft
    r = client.post("/api/quotes/comment/internal", json=internal_comment(quote, staff), headers=headers)
    assert r.status_code == 201, r.text
    assert (r.json()["isInternal"], r.json()["can_edit"], r.json()["author_name"]) == (True, True, staff.full_name)
    [row] = rows(db, quote)
    assert (row.is_internal, row.author_id, row.body) == (True, staff.id, "Check the haulier")
    other = make_user(db)
    r = client.post("/api/quotes/comment/internal", json=internal_comment(quote, other), headers=headers)
    assert r.status_code == 403
    r = client.post(
        "/api/quotes/comment/internal", json=internal_comment(quote, staff, uuid=str(uuid.uuid4())), headers=headers
    )
    assert r.status_code == 404
    r = client.post("/api/quotes/comment/internal", json=internal_comment(quote, staff, comment=" "), headers=headers)
    assert r.status_code == 422 and r.json()["errors"] == [{"field": "comment", "message": "This field is required"}]
    assert len(rows(db, quote)) == 1


def test_reading_the_conversation(client: TestClient, db: Session, staff: User, headers: dict[str, str]) -> None:
    quote = make_sent_quote(db)
    client.post("/api/quotes/comment/customer", json=customer_comment(quote, comment="First"))
    client.post(
        "/api/quotes/comment/internal", json=internal_comment(quote, staff, comment="Staff only"), headers=headers
    )
    client.post(
        "/api/quotes/comment/customer",
        json=customer_comment(quote, comment="Second", user_id=staff.id),
        headers=headers,
    )
    r = client.get(f"/api/quotes/comments/{quote.uuid}")
    assert r.status_code == 200
    assert [(c["comment"], c["from_customer"], c["can_edit"]) for c in r.json()] == [
        ("First", True, False),
        ("Second", False, False),
    ]
    r = client.get(f"/api/quotes/comments/{quote.uuid}", headers=headers)
    assert [(c["comment"], c["can_edit"]) for c in r.json()] == [("First", False), ("Second", True)]
    r = client.get(f"/api/quotes/comments/internal/{quote.uuid}", headers=headers)
    assert r.status_code == 200
    assert [(c["comment"], c["isInternal"], c["can_edit"]) for c in r.json()] == [("Staff only", True, True)]
    r = client.get(f"/api/quotes/comments/internal/{quote.uuid}", headers=headers_for(db, make_user(db)))
    assert [c["can_edit"] for c in r.json()] == [False]


def test_reading_a_conversation_of_the_wrong_quote(
    client: TestClient, db: Session, staff: User, headers: dict[str, str]
) -> None:
    draft = make_quote(db)
    client.post("/api/quotes/comment/customer", json=customer_comment(draft, user_id=staff.id), headers=headers)
    for path in (
        f"/api/quotes/comments/{draft.uuid}",
        f"/api/quotes/comments/{uuid.uuid4()}",
        "/api/quotes/comments/x",
    ):
        r = client.get(path)
        assert (r.status_code, r.json()["detail"]) == (404, "This quote does not exist."), path
    r = client.get(f"/api/quotes/comments/{draft.uuid}", headers=headers)
    assert r.status_code == 200 and len(r.json()) == 1
    r = client.get(f"/api/quotes/comments/{draft.uuid}", headers=expired_headers(db, staff))
    assert r.status_code == 401
    r = client.get(f"/api/quotes/comments/internal/{uuid.uuid4()}", headers=headers)
    assert r.status_code == 404


def test_editing_a_comment(client: TestClient, db: Session, staff: User, headers: dict[str, str]) -> None:
    quote = make_sent_quote(db)
    mine = client.post("/api/quotes/comment/internal", json=internal_comment(quote, staff), headers=headers).json()
    customers = client.post("/api/quotes/comment/customer", json=customer_comment(quote)).json()
    r = client.put(
        "/api/quotes/comment/edit",
        json={"comment_id": mine["comment_id"], "comment": "Haulier booked"},
        headers=headers,
    )
    assert r.status_code == 200, r.text
    assert (r.json()["comment"], r.json()["can_edit"]) == ("Haulier booked", True)
    assert r.json()["edited_at"] is not None
    row = db.get(QuoteComment, mine["comment_id"])
    assert row is not None
    db.refresh(row)
    assert row.body == "Haulier booked" and row.edited_at is not None

    other = headers_for(db, make_user(db))
    r = client.put(
        "/api/quotes/comment/edit", json={"comment_id": mine["comment_id"], "comment": "Mine now"}, headers=other
    )
    assert (r.status_code, r.json()["detail"]) == (403, "Only the comment's author can change it.")
    r = client.put(
        "/api/quotes/comment/edit", json={"comment_id": customers["comment_id"], "comment": "Edited"}, headers=headers
    )
    assert r.status_code == 403
    r = client.put("/api/quotes/comment/edit", json={"comment_id": 987654, "comment": "x"}, headers=headers)
    assert (r.status_code, r.json()["detail"]) == (404, "This comment does not exist.")
    r = client.put("/api/quotes/comment/edit", json={"comment_id": mine["comment_id"], "comment": ""}, headers=headers)
    assert r.status_code == 422 and r.json()["errors"] == [{"field": "comment", "message": "This field is required"}]
    db.refresh(row)
    assert row.body == "Haulier booked"
    customer_row = db.get(QuoteComment, customers["comment_id"])
    assert customer_row is not None and customer_row.body == "Can you deliver on a Saturday?"


def test_an_edit_of_a_comment_changed_since_it_was_read_is_refused(
    client: TestClient, db: Session, staff: User, headers: dict[str, str]
) -> None:
    """The author opens their reply in two tabs and saves in the first; the second tab's save, made from the text it
    read, overwrote the first without a word. Now it is a 409 and the first save stays; a save from the current text
    is taken. Someone else's comment stays a 403 whatever `previous` says, and an unknown one a 404."""
    quote = make_sent_quote(db)
    reply = {"uuid": str(quote.uuid), "comment": "Delivery on Friday", "user_id": staff.id}
    mine = client.post("/api/quotes/comment/customer", json=reply, headers=headers).json()
    url, first = "/api/quotes/comment/edit", {"comment_id": mine["comment_id"], "previous": "Delivery on Friday"}
    assert client.put(url, json={**first, "comment": "Saturday"}).status_code == 401
    assert client.put(url, json={**first, "comment": "Saturday"}, headers=headers).status_code == 200

    late = client.put(url, json={**first, "comment": "Sunday"}, headers=headers)

    assert (late.status_code, late.json()["detail"], late.json()["errors"]) == (409, CHANGED_SINCE, [])
    row = db.get(QuoteComment, mine["comment_id"])
    assert row is not None
    db.refresh(row)
    assert row.body == "Saturday"
    other = headers_for(db, make_user(db))
    assert client.put(url, json={**first, "comment": "Sunday"}, headers=other).status_code == 403
    assert client.put(url, json={**first, "comment_id": 987654, "comment": "x"}, headers=headers).status_code == 404
    again = client.put(url, json={**first, "comment": "Sunday", "previous": "Saturday"}, headers=headers)
    assert (again.status_code, again.json()["comment"]) == (200, "Sunday")
    db.refresh(row)
    assert row.body == "Sunday" and row.edited_at is not None
