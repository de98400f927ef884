"""Issue 13 part 2, point 5: a session alone cannot change the account's email or password (a stolen token must not
become a permanent takeover): both ask for the current password, and the address the account had is told."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from api.auth.models import LoginAttempt
from api.core.security import verify_password
from api.mail.models import OutboxMessage
from api.users.models import User
from tests.factories import PASSWORD, headers_for, make_user

PROFILE = "/api/users/profile/edit"
PASSWORD_URL = "/api/auth/setNewPassword"
NEW_PASSWORD = "Terracotta-Yard-77"


def profile(user: User, **changes: Any) -> dict[str, Any]:
    return {"user": {"firstName": user.first_name, "lastName": user.last_name, "email": user.email} | changes}


def mails_to(db: Session, address: str) -> list[OutboxMessage]:
    return list(db.scalars(select(OutboxMessage).where(OutboxMessage.to == address)))


def email_of(db: Session, user_id: int) -> str:
    db.expire_all()
    return db.scalars(select(User.email).where(User.id == user_id)).one()


def test_a_new_email_without_the_password_is_refused(client: TestClient, db: Session) -> None:
    me = make_user(db, email="me@example.com")
    r = client.post(PROFILE, json=profile(me, email="thief@example.com"), headers=headers_for(db, me))
    assert r.status_code == 422, r.text
    assert r.json()["errors"] == [
        {"field": "currentPassword", "message": "Enter your current password to confirm this change"}
    ]
    assert email_of(db, me.id) == "me@example.com"
    assert mails_to(db, "me@example.com") == []


def test_a_new_email_with_a_wrong_password_is_refused_and_counts_as_a_failed_login(
    client: TestClient, db: Session
) -> None:
    me = make_user(db, email="me@example.com")
    body = profile(me, email="thief@example.com", currentPassword="guess-1234")
    r = client.post(PROFILE, json=body, headers=headers_for(db, me))
    assert r.status_code == 422
    assert r.json()["errors"] == [{"field": "currentPassword", "message": "This is not your current password"}]
    assert email_of(db, me.id) == "me@example.com"
    failures = db.scalars(select(LoginAttempt).where(LoginAttempt.email == "me@example.com")).all()
    assert [a.succeeded for a in failures] == [False]


def test_a_new_email_with_the_password_is_saved_and_the_old_address_is_told(client: TestClient, db: Session) -> None:
    me = make_user(db, email="me@example.com", first_name="Tom")
    body = profile(me, email="new@example.com", currentPassword=PASSWORD)
    r = client.post(PROFILE, json=body, headers=headers_for(db, me))
    assert r.status_code == 200, r.text
    assert r.json()["email"] == "new@example.com"
    assert email_of(db, me.id) == "new@example.com"
    [mail] = mails_to(db, "me@example.com")
    assert mail.subject == "Your Brickmate email was changed"
    assert "from me@example.com to new@example.com" in mail.text_body
    assert "Hello Tom" in mail.text_body


def test_names_and_phone_need_no_password(client: TestClient, db: Session) -> None:
    me = make_user(db, email="me@example.com")
    r = client.post(PROFILE, json=profile(me, firstName="Thomas"), headers=headers_for(db, me))
    assert r.status_code == 200, r.text
    assert mails_to(db, "me@example.com") == []


def test_a_password_change_by_session_needs_the_current_password(client: TestClient, db: Session) -> None:
    me = make_user(db, email="me@example.com")
    headers = headers_for(db, me)
    missing = client.put(PASSWORD_URL, json={"userId": me.id, "newPassword": NEW_PASSWORD}, headers=headers)
    assert missing.status_code == 422, missing.text
    assert missing.json()["errors"][0]["field"] == "currentPassword"
    wrong = client.put(
        PASSWORD_URL,
        json={"userId": me.id, "newPassword": NEW_PASSWORD, "currentPassword": "nope-nope-1"},
        headers=headers,
    )
    assert wrong.status_code == 422
    db.expire_all()
    stored = db.get(User, me.id)
    assert stored is not None and stored.password_hash and verify_password(stored.password_hash, PASSWORD)
    assert mails_to(db, "me@example.com") == []


def test_a_password_change_with_the_current_password_tells_the_owner(client: TestClient, db: Session) -> None:
    me = make_user(db, email="me@example.com")
    r = client.put(
        PASSWORD_URL,
        json={"userId": me.id, "newPassword": NEW_PASSWORD, "currentPassword": PASSWORD},
        headers=headers_for(db, me),
    )
    assert r.status_code == 200, r.text
    [mail] = mails_to(db, "me@example.com")
    assert mail.subject == "Your Brickmate password was changed"


def test_guessing_through_the_profile_is_throttled_like_the_login(client: TestClient, db: Session) -> None:
    me = make_user(db, email="me@example.com")
    headers = headers_for(db, me)
    codes = [
        client.post(PROFILE, json=profile(me, email="x@example.com", currentPassword=f"guess-{i}"), headers=headers)
        for i in range(8)
    ]
    assert codes[-1].status_code == 429
