"""Auth calls: login and its throttling, logout, password reset links, setting a new password, terms."""

from __future__ import annotations

from datetime import datetime, timedelta
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from httpx import Response
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.auth.models import AuthToken, LoginAttempt, PasswordResetToken
from api.auth.router import RESET_SENT
from api.auth.service import INVALID_LINK, prune
from api.core.security import hash_token, verify_password
from api.db import utcnow
from api.mail.models import OutboxMessage
from api.settings import Settings
from api.users.models import Role, User
from tests.factories import (
    PASSWORD,
    headers_for,
    make_reset_token,
    make_user,
    reset_token_in,
    token_for,
)

NEW_PASSWORD = "Terracotta-Yard-77"
WRONG_LOGIN = "Incorrect email or password."
EXPIRED_SESSION = "Your session has expired. Please log in again."
THROTTLED = "Too many failed login attempts. Please wait 15 minutes and try again."


def login(client: TestClient, email: str, password: str = PASSWORD) -> Response:
    response: Response = client.put("/api/auth/login", json={"email": email, "password": password})
    return response


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def tokens_of(db: Session, user_id: int) -> list[AuthToken]:
    db.expire_all()
    return list(db.scalars(select(AuthToken).where(AuthToken.user_id == user_id).order_by(AuthToken.id)))


def attempts_for(db: Session, email: str) -> list[LoginAttempt]:
    return list(db.scalars(select(LoginAttempt).where(LoginAttempt.email == email).order_by(LoginAttempt.id)))


def is_current(client: TestClient, user_id: int, token: str) -> bool:
    """Whether the token still opens an authenticated call."""
    response = client.get(f"/api/notifications/{user_id}", headers=bearer(token))
    assert response.status_code in (200, 401), response.text
    return bool(response.status_code == 200)


class TestLogin:
    def test_answers_a_token_and_the_users_details(self, client: TestClient, db: Session) -> None:
        user = make_user(db, email="ann.lee@example.com", first_name="Ann", last_name="Lee", role=Role.manager)
        user_id = user.id

        response = login(client, "ann.lee@example.com")

        assert response.status_code == 200, response.text
        body = response.json()
        assert set(body) == {"token", "expires_at", "userId", "firstName", "lastName", "email", "phone", "role"}
        assert {k: v for k, v in body.items() if k not in ("token", "expires_at")} == {
            "userId": user_id,
            "firstName": "Ann",
            "lastName": "Lee",
            "email": "ann.lee@example.com",
            "phone": "0113 496 0000",
            "role": "manager",
        }
        stored = db.scalar(select(AuthToken).where(AuthToken.token_hash == hash_token(body["token"])))
        assert stored is not None and stored.user_id == user_id and stored.revoked_at is None
        assert datetime.fromisoformat(body["expires_at"]) == stored.expires_at
        assert stored.expires_at - stored.created_at == pytest.approx(timedelta(hours=12), abs=timedelta(seconds=5))
        db.refresh(user)
        assert user.last_login_at is not None
        assert [a.succeeded for a in attempts_for(db, "ann.lee@example.com")] == [True]
        assert is_current(client, user_id, body["token"])

    def test_email_is_case_insensitive_and_trimmed(self, client: TestClient, db: Session) -> None:
        user = make_user(db, email="mixed.case@example.com")

        response = login(client, "  Mixed.CASE@Example.COM ")

        assert response.status_code == 200, response.text
        assert response.json()["userId"] == user.id
        assert [a.email for a in attempts_for(db, "mixed.case@example.com")] == ["mixed.case@example.com"]

    def test_wrong_password_is_refused_and_the_attempt_is_kept(self, client: TestClient, db: Session) -> None:
        user = make_user(db)

        response = login(client, user.email, "not-the-password")

        assert response.status_code == 401
        assert response.json() == {"detail": WRONG_LOGIN, "errors": []}
        attempts = attempts_for(db, user.email)
        assert [(a.address, a.succeeded) for a in attempts] == [("testclient", False)]
        assert tokens_of(db, user.id) == []

    def test_unknown_email_gets_the_same_answer(self, client: TestClient, db: Session) -> None:
        response = login(client, "nobody@example.com")

        assert response.status_code == 401
        assert response.json() == {"detail": WRONG_LOGIN, "errors": []}
        assert len(attempts_for(db, "nobody@example.com")) == 1

    def test_inactive_user_cannot_log_in_with_the_right_password(self, client: TestClient, db: Session) -> None:
        user = make_user(db, active=False)

        response = login(client, user.email)

        assert response.status_code == 401
        assert response.json()["detail"] == WRONG_LOGIN
        assert tokens_of(db, user.id) == []

    def test_user_without_a_password_cannot_log_in(self, client: TestClient, db: Session) -> None:
        user = make_user(db)
        user.password_hash = None
        db.flush()

        response = login(client, user.email, "anything-at-all")

        assert response.status_code == 401
        assert response.json()["detail"] == WRONG_LOGIN
        assert tokens_of(db, user.id) == []

    def test_missing_fields(self, client: TestClient) -> None:
        response = client.put("/api/auth/login", json={"email": "  "})

        assert response.status_code == 422
        assert response.json()["errors"] == [
            {"field": "email", "message": "This field is required"},
            {"field": "password", "message": "This field is required"},
        ]


class TestLoginThrottling:
    def test_five_failures_lock_the_email_even_for_the_right_password(self, client: TestClient, db: Session) -> None:
        user = make_user(db)
        for _ in range(5):
            assert login(client, user.email, "guess-guess-guess").status_code == 401

        response = login(client, user.email)

        assert response.status_code == 429
        assert response.json() == {"detail": THROTTLED, "errors": []}
        assert response.headers["Retry-After"] == "900"
        assert tokens_of(db, user.id) == []
        # The lock is for that email only: a colleague on the same computer still logs in.
        assert login(client, make_user(db).email).status_code == 200

    def test_failed_attempts_are_committed_even_though_the_answer_is_an_error(
        self, client: TestClient, db: Session
    ) -> None:
        user = make_user(db)
        for _ in range(3):
            login(client, user.email.upper(), "guess-guess-guess")

        # A request that raises is rolled back; a failed login answers instead, so that its attempt is kept.
        assert [a.succeeded for a in attempts_for(db, user.email)] == [False, False, False]

    def test_a_success_resets_the_count_for_the_email(self, client: TestClient, db: Session) -> None:
        user = make_user(db)
        for _ in range(4):
            assert login(client, user.email, "guess-guess-guess").status_code == 401
        assert login(client, user.email).status_code == 200

        for _ in range(5):
            assert login(client, user.email, "guess-guess-guess").status_code == 401
        assert login(client, user.email).status_code == 429

    def test_failures_older_than_the_window_do_not_count(self, client: TestClient, db: Session) -> None:
        user = make_user(db)
        long_ago = utcnow() - timedelta(minutes=16)
        db.add_all(
            LoginAttempt(email=user.email, address="testclient", succeeded=False, created_at=long_ago)
            for _ in range(25)
        )
        db.flush()

        assert login(client, user.email).status_code == 200

    def test_twenty_failures_from_one_address_lock_that_address(self, client: TestClient, db: Session) -> None:
        user = make_user(db)
        for n in range(20):
            response = login(client, f"guess{n}@example.com", "guess-guess-guess")
            assert response.status_code == 401, n

        response = login(client, user.email)

        assert response.status_code == 429
        assert response.json()["detail"] == THROTTLED
        other_address = TestClient(client.app, client=("203.0.113.9", 50000))
        assert login(other_address, user.email).status_code == 200

    def test_the_wait_follows_the_configured_window(
        self, client: TestClient, db: Session, settings: Settings, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        monkeypatch.setattr(settings, "login_window_minutes", 30)
        monkeypatch.setattr(settings, "login_max_failures_per_email", 2)
        user = make_user(db)
        for _ in range(2):
            login(client, user.email, "guess-guess-guess")

        response = login(client, user.email)

        assert response.status_code == 429
        assert response.json()["detail"] == "Too many failed login attempts. Please wait 30 minutes and try again."
        assert response.headers["Retry-After"] == "1800"


class TestLogout:
    def test_requires_a_token(self, client: TestClient) -> None:
        assert client.post("/api/auth/logout").status_code == 401

    def test_revokes_only_the_token_it_carries(self, client: TestClient, db: Session) -> None:
        user = make_user(db)
        user_id = user.id
        token, other_device = token_for(db, user), token_for(db, user)

        response = client.post("/api/auth/logout", headers=bearer(token))

        assert response.status_code == 204
        later = client.get(f"/api/notifications/{user_id}", headers=bearer(token))
        assert later.status_code == 401
        assert later.json()["detail"] == EXPIRED_SESSION
        assert is_current(client, user_id, other_device)
        revoked = {t.token_hash: t.revoked_at is not None for t in tokens_of(db, user_id)}
        assert revoked == {hash_token(token): True, hash_token(other_device): False}


class TestCodeReset:
    def test_known_email_is_mailed_a_single_use_link(self, client: TestClient, db: Session, settings: Settings) -> None:
        user = make_user(db, email="reset.me@example.com", first_name="Rita")
        user_id = user.id

        response = client.get("/api/auth/codeReset/Reset.Me@Example.com")

        assert response.status_code == 200
        assert response.json() == {"detail": RESET_SENT}
        mail = db.scalars(select(OutboxMessage)).one()
        assert (mail.to, mail.subject, mail.transport) == (
            "reset.me@example.com",
            "Reset your Brickmate password",
            "outbox",
        )
        token = reset_token_in(mail.text_body)
        link = f"{settings.public_url}/password-reset/{token}"
        assert link in mail.text_body
        assert f'href="{link}"' in mail.html_body
        assert "Hello Rita" in mail.text_body
        reset = db.scalars(select(PasswordResetToken)).one()
        assert (reset.user_id, reset.token_hash, reset.used_at) == (user_id, hash_token(token), None)
        assert reset.expires_at - reset.created_at == pytest.approx(timedelta(minutes=60), abs=timedelta(seconds=5))

    def test_names_are_escaped_in_the_html_part(self, client: TestClient, db: Session) -> None:
        user = make_user(db, first_name="<b>Rita</b>")

        client.get(f"/api/auth/codeReset/{user.email}")

        mail = db.scalars(select(OutboxMessage)).one()
        assert "Hello &lt;b&gt;Rita&lt;/b&gt;" in mail.html_body
        assert "<b>" not in mail.html_body
        assert "Hello <b>Rita</b>" in mail.text_body

    def test_unknown_email_gets_the_same_answer_and_no_mail(self, client: TestClient, db: Session) -> None:
        make_user(db)

        response = client.get("/api/auth/codeReset/nobody@example.com")

        assert response.status_code == 200
        assert response.json() == {"detail": RESET_SENT}
        assert db.scalar(select(func.count()).select_from(OutboxMessage)) == 0
        assert db.scalar(select(func.count()).select_from(PasswordResetToken)) == 0

    def test_inactive_user_is_not_mailed(self, client: TestClient, db: Session) -> None:
        user = make_user(db, active=False)

        response = client.get(f"/api/auth/codeReset/{user.email}")

        assert response.json() == {"detail": RESET_SENT}
        assert db.scalar(select(func.count()).select_from(OutboxMessage)) == 0

    def test_not_an_email_gets_the_same_answer(self, client: TestClient, db: Session) -> None:
        response = client.get("/api/auth/codeReset/not-an-email")

        assert response.status_code == 200
        assert response.json() == {"detail": RESET_SENT}
        assert db.scalar(select(func.count()).select_from(OutboxMessage)) == 0


class TestCheckToken:
    def test_valid_token_names_its_user(self, client: TestClient, db: Session) -> None:
        user = make_user(db)
        token = make_reset_token(db, user)

        response = client.get(f"/api/auth/checkToken/{token}")

        assert response.status_code == 200
        assert response.json() == {"valid": True, "userId": user.id, "email": user.email}

    def test_mailed_link_checks_out(self, client: TestClient, db: Session) -> None:
        user = make_user(db)
        client.get(f"/api/auth/codeReset/{user.email}")
        token = reset_token_in(db.scalars(select(OutboxMessage.text_body)).one())

        assert client.get(f"/api/auth/checkToken/{token}").json()["userId"] == user.id

    @pytest.mark.parametrize("kind", ["unknown", "used", "expired", "inactive user"])
    def test_unusable_tokens_are_not_found(self, client: TestClient, db: Session, kind: str) -> None:
        user = make_user(db, active=kind != "inactive user")
        token = {
            "unknown": "no-such-token",
            "used": make_reset_token(db, user, used=True),
            "expired": make_reset_token(db, user, minutes=-1),
            "inactive user": make_reset_token(db, user),
        }[kind]

        response = client.get(f"/api/auth/checkToken/{token}")

        assert response.status_code == 404
        assert response.json() == {"detail": INVALID_LINK, "errors": []}


class TestSetNewPassword:
    URL = "/api/auth/setNewPassword"

    def password_hash(self, db: Session, user_id: int) -> str | None:
        db.expire_all()
        return db.scalars(select(User.password_hash).where(User.id == user_id)).one()

    def test_with_a_reset_token(self, client: TestClient, db: Session) -> None:
        user = make_user(db)
        user_id, email = user.id, user.email
        session_token = token_for(db, user)
        token = make_reset_token(db, user)

        response = client.put(self.URL, json={"userId": user_id, "newPassword": NEW_PASSWORD, "token": token})

        assert response.status_code == 200, response.text
        assert response.json() == {"detail": "Your password has been changed."}
        assert login(client, email, NEW_PASSWORD).status_code == 200
        assert login(client, email, PASSWORD).status_code == 401
        assert not is_current(client, user_id, session_token)
        assert tokens_of(db, user_id)[0].revoked_at is not None
        assert db.scalars(select(PasswordResetToken.used_at)).one() is not None

    def test_a_reset_token_works_once(self, client: TestClient, db: Session) -> None:
        user = make_user(db)
        token = make_reset_token(db, user)
        body = {"userId": user.id, "newPassword": NEW_PASSWORD, "token": token}
        assert client.put(self.URL, json=body).status_code == 200

        again = client.put(self.URL, json=body | {"newPassword": "Another-Strong-Pw-9"})

        assert again.status_code == 404
        assert again.json()["detail"] == INVALID_LINK
        assert verify_password(self.password_hash(db, user.id), NEW_PASSWORD)

    def test_every_other_reset_link_of_the_user_dies_too(self, client: TestClient, db: Session) -> None:
        user = make_user(db)
        older, newer = make_reset_token(db, user), make_reset_token(db, user)

        client.put(self.URL, json={"userId": user.id, "newPassword": NEW_PASSWORD, "token": newer})

        assert client.get(f"/api/auth/checkToken/{older}").status_code == 404

    def test_with_own_bearer_token_keeps_the_current_session_only(self, client: TestClient, db: Session) -> None:
        user = make_user(db)
        user_id = user.id
        current, elsewhere = token_for(db, user), token_for(db, user)

        response = client.put(
            self.URL,
            json={"userId": user_id, "newPassword": NEW_PASSWORD, "currentPassword": PASSWORD},
            headers=bearer(current),
        )

        assert response.status_code == 200, response.text
        assert verify_password(self.password_hash(db, user_id), NEW_PASSWORD)
        assert is_current(client, user_id, current)
        assert not is_current(client, user_id, elsewhere)
        revoked = {t.token_hash: t.revoked_at is not None for t in tokens_of(db, user_id)}
        assert revoked == {hash_token(current): False, hash_token(elsewhere): True}

    def test_bearer_token_cannot_change_someone_elses_password(self, client: TestClient, db: Session) -> None:
        me, other = make_user(db, role=Role.admin), make_user(db)
        before = other.password_hash

        response = client.put(
            self.URL, json={"userId": other.id, "newPassword": NEW_PASSWORD}, headers=headers_for(db, me)
        )

        assert response.status_code == 404
        assert self.password_hash(db, other.id) == before

    def test_reset_token_of_one_user_cannot_change_anothers_password(self, client: TestClient, db: Session) -> None:
        owner, victim = make_user(db), make_user(db)
        victim_hash = victim.password_hash
        token = make_reset_token(db, owner)

        response = client.put(self.URL, json={"userId": victim.id, "newPassword": NEW_PASSWORD, "token": token})

        assert response.status_code == 404
        assert response.json()["detail"] == INVALID_LINK
        assert self.password_hash(db, victim.id) == victim_hash
        assert client.get(f"/api/auth/checkToken/{token}").status_code == 200

    def test_needs_a_reset_token_or_a_session(self, client: TestClient, db: Session) -> None:
        user = make_user(db)

        anonymous = client.put(self.URL, json={"userId": user.id, "newPassword": NEW_PASSWORD})
        bad_bearer = client.put(
            self.URL, json={"userId": user.id, "newPassword": NEW_PASSWORD}, headers=bearer("forged")
        )

        assert anonymous.status_code == 401
        assert bad_bearer.status_code == 401
        assert verify_password(self.password_hash(db, user.id), PASSWORD)

    @pytest.mark.parametrize(
        ("password", "message"),
        [
            ("short-1", "You must enter a minimum of 10 characters"),
            ("x" * 129, "You must enter a maximum of 128 characters"),
            ("password123", "This password is too easy to guess. Choose a less common one."),
            ("aaaaaaaaaabbbb", "This password is too easy to guess. Choose a less common one."),
            ("My-Gareth.Jones-2026", "Your password must not contain your email address."),
            ("", "This field is required"),
        ],
    )
    def test_weak_password_is_refused_and_the_link_stays_usable(
        self, client: TestClient, db: Session, password: str, message: str
    ) -> None:
        user = make_user(db, email="gareth.jones@example.com")
        token = make_reset_token(db, user)

        response = client.put(self.URL, json={"userId": user.id, "newPassword": password, "token": token})

        assert response.status_code == 422
        assert response.json()["errors"] == [{"field": "newPassword", "message": message}]
        assert verify_password(self.password_hash(db, user.id), PASSWORD)
        assert client.get(f"/api/auth/checkToken/{token}").status_code == 200

    def test_bad_user_id(self, client: TestClient) -> None:
        missing = client.put(self.URL, json={"newPassword": NEW_PASSWORD, "token": "t"})
        not_a_number = client.put(self.URL, json={"userId": "abc", "newPassword": NEW_PASSWORD, "token": "t"})

        assert missing.json()["errors"] == [{"field": "userId", "message": "This field is required"}]
        assert not_a_number.json()["errors"] == [
            {"field": "userId", "message": "This field can only contain integer values"}
        ]


class TestTerms:
    def test_public_terms_of_use(self, client: TestClient) -> None:
        response = client.get("/api/auth/terms")

        assert response.status_code == 200
        body = response.json()
        assert body["title"] == "Terms of use"
        assert body["updated"] == "2026-11-01"
        terms = Path(__file__).resolve().parents[2] / "api" / "auth" / "terms.txt"
        assert body["text"] == terms.read_text().strip()
        assert "staff only" in body["text"]


class TestPrune:
    def test_forgets_old_attempts_and_dead_tokens_only(self, db: Session) -> None:
        user = make_user(db)
        now = utcnow()
        old, recent = now - timedelta(days=8), now - timedelta(days=1)
        db.add_all(
            [
                LoginAttempt(email="a@example.com", address="1.2.3.4", succeeded=False, created_at=old),
                LoginAttempt(email="a@example.com", address="1.2.3.4", succeeded=False, created_at=recent),
                AuthToken(user_id=user.id, token_hash="a" * 64, expires_at=old),
                AuthToken(user_id=user.id, token_hash="b" * 64, expires_at=now + timedelta(hours=1)),
            ]
        )
        db.flush()
        assert prune(db, now=now) == 2
        assert db.scalars(select(LoginAttempt.created_at)).all() == [recent]
        assert db.scalars(select(AuthToken.token_hash)).all() == ["b" * 64]
