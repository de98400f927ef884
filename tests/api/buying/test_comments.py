"""Comments on a supplier quote: with the supplier (public by uuid, staff replies) and internal."""

from __future__ import annotations

import uuid

from fastapi.testclient import TestClient
from sqlalchemy import select, update
from sqlalchemy.orm import Session

from api.buying.models import SUBJECT, SupplierQuoteComment
from api.records.models import Activity
from api.records.service.comments import CHANGED_SINCE
from api.users.models import User
from tests.api.buying.factories import make_draft, make_sent
from tests.api.buying.test_requests import errors_of
from tests.factories import headers_for, make_user


def test_needs_a_token(client: TestClient) -> None:
    assert client.post("/api/suppliers/quote/comment/internal", json={}).status_code == 401
    assert client.get(f"/api/suppliers/quote/comments/internal/{uuid.uuid4()}").status_code == 401
    assert client.put("/api/suppliers/quote/comment/edit", json={}).status_code == 401
    assert client.delete("/api/suppliers/quote/comment/1").status_code == 401


def test_the_supplier_and_staff_talk_and_internal_comments_stay_inside(
    client: TestClient, db: Session, headers: dict, staff: User
) -> None:
    quote = make_sent(db)
    r = client.post("/api/suppliers/quote/comment", json={"uuid": str(quote.uuid), "comment": "Is Friday ok?"})
    assert r.status_code == 422 and errors_of(r) == {"name": "This field is required"}
    r = client.post(
        "/api/suppliers/quote/comment", json={"uuid": str(quote.uuid), "comment": "Is Friday ok?", "name": "Sally"}
    )
    assert r.status_code == 201, r.text
    assert r.json()["from_supplier"] is True and r.json()["can_edit"] is False
    stored = db.get(SupplierQuoteComment, r.json()["comment_id"])
    assert stored is not None and stored.client_address == "testclient" and stored.author_id is None
    reply = {"uuid": str(quote.uuid), "comment": "Friday is fine", "user_id": staff.id}
    assert client.post("/api/suppliers/quote/comment", json=reply, headers=headers).status_code == 201
    internal = {"uuid": str(quote.uuid), "comment": "They are always late", "user_id": staff.id}
    r = client.post("/api/suppliers/quote/comment/internal", json=internal, headers=headers)
    assert r.status_code == 201 and r.json()["isInternal"] is True
    public = client.get(f"/api/suppliers/quote/comments/{quote.uuid}").json()
    assert [c["comment"] for c in public] == ["Is Friday ok?", "Friday is fine"]
    inside = client.get(f"/api/suppliers/quote/comments/internal/{quote.uuid}", headers=headers).json()
    assert [c["comment"] for c in inside] == ["They are always late"] and inside[0]["can_edit"] is True
    wrong = {**internal, "user_id": staff.id + 1000}
    assert client.post("/api/suppliers/quote/comment/internal", json=wrong, headers=headers).status_code == 403


def test_a_draft_takes_no_public_comment(client: TestClient, db: Session) -> None:
    draft = make_draft(db)
    body = {"uuid": str(draft.uuid), "comment": "Hello", "name": "Sally"}
    assert client.post("/api/suppliers/quote/comment", json=body).status_code == 404
    assert client.get(f"/api/suppliers/quote/comments/{draft.uuid}").status_code == 404


def test_only_the_author_edits_and_the_author_or_a_manager_deletes(
    client: TestClient, db: Session, headers: dict, staff: User, manager_headers: dict
) -> None:
    quote = make_sent(db)
    body = {"uuid": str(quote.uuid), "comment": "Chase on Monday", "user_id": staff.id}
    comment_id = client.post("/api/suppliers/quote/comment/internal", json=body, headers=headers).json()["comment_id"]
    other = headers_for(db, make_user(db))
    edit = {"comment_id": comment_id, "comment": "Chase on Tuesday"}
    assert client.put("/api/suppliers/quote/comment/edit", json=edit, headers=other).status_code == 403
    r = client.put("/api/suppliers/quote/comment/edit", json=edit, headers=headers)
    assert r.status_code == 200 and r.json()["comment"] == "Chase on Tuesday" and r.json()["edited_at"]
    assert (
        client.put(
            "/api/suppliers/quote/comment/edit", json={"comment_id": comment_id, "comment": ""}, headers=headers
        ).status_code
        == 422
    )
    assert client.delete(f"/api/suppliers/quote/comment/{comment_id}", headers=other).status_code == 403
    assert client.delete(f"/api/suppliers/quote/comment/{comment_id}", headers=manager_headers).status_code == 204
    assert db.get(SupplierQuoteComment, comment_id) is None
    assert client.delete(f"/api/suppliers/quote/comment/{comment_id}", headers=headers).status_code == 404


def test_a_comment_whose_author_was_removed_is_still_staffs(
    client: TestClient, db: Session, headers: dict, staff: User, manager_headers: dict
) -> None:
    """An internal comment (or a reply) whose author's account is gone keeps the name it was written under and is
    never shown as the supplier's; deleting one is logged on the quote."""
    quote = make_sent(db)
    body = {"uuid": str(quote.uuid), "comment": "Ring them   on\nMonday", "user_id": staff.id}
    comment_id = client.post("/api/suppliers/quote/comment/internal", json=body, headers=headers).json()["comment_id"]
    db.execute(update(SupplierQuoteComment).where(SupplierQuoteComment.id == comment_id).values(author_id=None))
    inside = client.get(f"/api/suppliers/quote/comments/internal/{quote.uuid}", headers=headers).json()
    assert [(c["author_name"], c["from_supplier"], c["can_edit"]) for c in inside] == [(staff.full_name, False, False)]
    assert client.delete(f"/api/suppliers/quote/comment/{comment_id}", headers=manager_headers).status_code == 204
    logged = db.scalars(
        select(Activity.summary).where(
            Activity.subject_type == SUBJECT, Activity.subject_id == quote.id, Activity.action == "delete_comment"
        )
    ).all()
    assert logged == ["Deleted an internal comment: Ring them on Monday"]


def test_an_edit_of_an_internal_comment_changed_since_it_was_read_is_refused(
    client: TestClient, db: Session, headers: dict, staff: User
) -> None:
    """Two tabs on the same internal comment: the later save from the text it read is a 409 and the earlier stays."""
    quote = make_sent(db)
    body = {"uuid": str(quote.uuid), "comment": "Chase on Monday", "user_id": staff.id}
    comment_id = client.post("/api/suppliers/quote/comment/internal", json=body, headers=headers).json()["comment_id"]
    url, first = "/api/suppliers/quote/comment/edit", {"comment_id": comment_id, "previous": "Chase on Monday"}
    assert client.put(url, json={**first, "comment": "Chase on Tuesday"}, headers=headers).status_code == 200

    late = client.put(url, json={**first, "comment": "Chase on Friday"}, headers=headers)

    assert (late.status_code, late.json()["detail"]) == (409, CHANGED_SINCE)
    stored = db.get(SupplierQuoteComment, comment_id)
    assert stored is not None
    db.refresh(stored)
    assert stored.body == "Chase on Tuesday"
    assert client.put(url, json={**first, "comment": "x"}, headers=headers_for(db, make_user(db))).status_code == 403
    again = client.put(
        url, json={**first, "comment": "Chase on Friday", "previous": "Chase on Tuesday"}, headers=headers
    )
    assert again.status_code == 200
    db.refresh(stored)
    assert stored.body == "Chase on Friday"
