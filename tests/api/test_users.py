"""Users: the admin's list and edits, each user's own profile, deletion and the Home screen (myDay)."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.auth.models import AuthToken, PasswordResetToken
from api.core.errors import Conflict
from api.core.security import verify_password
from api.mail.models import OutboxMessage
from api.notifications.models import Notification
from api.users import service as users_service
from api.users.models import Role, User
from tests.conftest import QueryLog
from tests.factories import PASSWORD, headers_for, make_notification, make_user, reset_token_in, token_for

STALE = users_service.STALE
ADMIN_ONLY = "This needs the admin role."
STRONG = "Terracotta-Yard-77"


def get_user(db: Session, user_id: int) -> User | None:
    db.expire_all()
    return db.get(User, user_id)


def new_user(**changes: Any) -> dict[str, Any]:
    return {
        "firstName": "Nia",
        "lastName": "Okafor",
        "email": "nia.okafor@example.com",
        "phone": "+44 113 496 0999",
        "role": "manager",
        "password": STRONG,
    } | changes


def edit_of(user: User, **changes: Any) -> dict[str, Any]:
    return {
        "userId": user.id,
        "firstName": user.first_name,
        "lastName": user.last_name,
        "email": user.email,
        "phone": user.phone,
        "role": user.role,
        "active": user.active,
        "version": user.version,
    } | changes


def errors(response: Any) -> list[dict[str, str]]:
    assert response.status_code == 422, response.text
    result: list[dict[str, str]] = response.json()["errors"]
    return result


class TestListUsers:
    URL = "/api/users/all"

    def test_requires_a_token(self, client: TestClient) -> None:
        assert client.get(self.URL).status_code == 401

    @pytest.mark.parametrize("role", [Role.staff, Role.manager])
    def test_admins_only(self, client: TestClient, db: Session, role: Role) -> None:
        response = client.get(self.URL, headers=headers_for(db, make_user(db, role=role)))

        assert response.status_code == 403
        assert response.json() == {"detail": ADMIN_ONLY, "errors": []}

    def test_one_user_as_listed(self, client: TestClient, db: Session) -> None:
        admin = make_user(db, role=Role.admin, email="ada@example.com", first_name="Ada", last_name="Brennan")

        response = client.get(self.URL, headers=headers_for(db, admin))

        assert response.status_code == 200
        assert response.json() == {
            "items": [
                {
                    "userId": admin.id,
                    "firstName": "Ada",
                    "lastName": "Brennan",
                    "email": "ada@example.com",
                    "phone": "0113 496 0000",
                    "role": "admin",
                    "active": True,
                    "version": 1,
                    "created_at": admin.created_at.isoformat().replace("+00:00", "Z"),
                    "last_login_at": None,
                }
            ],
            "total": 1,
            "page": 1,
            "items_per_page": 25,
        }

    def test_pages_sorted_by_last_name(self, client: TestClient, db: Session) -> None:
        admin = make_user(db, role=Role.admin, last_name="Adams")
        for name in ["Evans", "Carter", "Baker", "Davies"]:
            make_user(db, last_name=name)

        response = client.get(self.URL, params={"page": 2, "items_per_page": 2}, headers=headers_for(db, admin))

        body = response.json()
        assert (body["total"], body["page"], body["items_per_page"]) == (5, 2, 2)
        assert [u["lastName"] for u in body["items"]] == ["Carter", "Davies"]
        past_the_end = client.get(self.URL, params={"page": 4, "items_per_page": 2}, headers=headers_for(db, admin))
        assert past_the_end.json()["items"] == []
        assert past_the_end.json()["total"] == 5

    def test_sort_newest_first(self, client: TestClient, db: Session) -> None:
        admin = make_user(db, role=Role.admin, last_name="Admin")
        start = datetime(2026, 1, 1, tzinfo=UTC)
        for days, name in [(3, "Third"), (1, "First"), (2, "Second")]:
            make_user(db, last_name=name).created_at = start + timedelta(days=days)
        admin.created_at = start
        db.flush()

        response = client.get(self.URL, params={"sort": "-created_at"}, headers=headers_for(db, admin))

        assert [u["lastName"] for u in response.json()["items"]] == ["Third", "Second", "First", "Admin"]

    @pytest.mark.parametrize(
        ("q", "expected"),
        [("ann lee", ["Lee"]), ("LEE", ["Lee", "Leeming"]), ("bob@builders", ["Leeming"]), ("496 7", ["Zed"])],
    )
    def test_search_by_name_email_or_phone(self, client: TestClient, db: Session, q: str, expected: list[str]) -> None:
        admin = make_user(db, role=Role.admin, first_name="Ada", last_name="Brennan")
        make_user(db, first_name="Ann", last_name="Lee", email="ann@example.com")
        make_user(db, first_name="Bob", last_name="Leeming", email="bob@builders.example.com")
        make_user(db, first_name="Zoe", last_name="Zed").phone = "0113 496 7777"
        db.flush()

        response = client.get(self.URL, params={"q": q}, headers=headers_for(db, admin))

        assert [u["lastName"] for u in response.json()["items"]] == expected
        assert response.json()["total"] == len(expected)

    def test_a_search_takes_percent_and_underscore_as_they_are(self, client: TestClient, db: Session) -> None:
        """The search is a bind parameter of a statement written once for the list: its `_` and `%` are those
        characters, not any text, and the whole of `q` is looked for."""
        admin = make_user(db, role=Role.admin, first_name="Ada", last_name="Brennan")
        make_user(db, first_name="Ann", last_name="Under", email="ann_lee@example.com")
        make_user(db, first_name="Anna", last_name="Plain", email="annxlee@example.com")
        headers = headers_for(db, admin)

        def found(q: str) -> list[str]:
            response = client.get(self.URL, params={"q": q}, headers=headers)
            assert response.status_code == 200, response.text
            return [u["lastName"] for u in response.json()["items"]]

        assert found("ANN_LEE") == ["Under"]
        assert found("ann%lee") == []
        assert found("lee@example") == ["Plain", "Under"]
        assert found("anna plain") == ["Plain"]

    @pytest.mark.parametrize(
        ("params", "field", "message"),
        [
            (
                {"sort": "password_hash"},
                "sort",
                "Sort by one of: created_at, email, first_name, last_login_at, last_name, role",
            ),
            ({"items_per_page": 201}, "items_per_page", "Input should be less than or equal to 200"),
            ({"items_per_page": "ten"}, "items_per_page", "This field can only contain integer values"),
            ({"page": 0}, "page", "Input should be greater than or equal to 1"),
        ],
    )
    def test_bad_list_parameters(
        self, client: TestClient, db: Session, params: dict[str, Any], field: str, message: str
    ) -> None:
        admin = make_user(db, role=Role.admin)

        response = client.get(self.URL, params=params, headers=headers_for(db, admin))

        assert errors(response) == [{"field": field, "message": message}]

    def test_largest_page_is_allowed(self, client: TestClient, db: Session) -> None:
        admin = make_user(db, role=Role.admin)

        response = client.get(self.URL, params={"items_per_page": 200}, headers=headers_for(db, admin))

        assert response.status_code == 200
        assert response.json()["items_per_page"] == 200

    def test_query_count_does_not_grow_with_the_page(
        self, client: TestClient, db: Session, query_log: QueryLog
    ) -> None:
        admin = make_user(db, role=Role.admin)
        headers = headers_for(db, admin)
        make_user(db)
        with query_log.recording() as few:
            assert len(client.get(self.URL, headers=headers).json()["items"]) == 2
        for _ in range(28):
            make_user(db)
        with query_log.recording() as many:
            assert len(client.get(self.URL, params={"items_per_page": 50}, headers=headers).json()["items"]) == 30

        assert len(many) == len(few) <= 5, many


class TestAddUser:
    URL = "/api/users/add"

    def test_requires_a_token(self, client: TestClient) -> None:
        assert client.post(self.URL, json={"user": new_user()}).status_code == 401

    @pytest.mark.parametrize("role", [Role.staff, Role.manager])
    def test_admins_only(self, client: TestClient, db: Session, role: Role) -> None:
        response = client.post(self.URL, json={"user": new_user()}, headers=headers_for(db, make_user(db, role=role)))

        assert response.status_code == 403
        assert db.scalar(select(User).where(User.email == "nia.okafor@example.com")) is None

    def test_with_a_password_the_user_can_log_in(self, client: TestClient, db: Session) -> None:
        admin = make_user(db, role=Role.admin)

        response = client.post(self.URL, json={"user": new_user()}, headers=headers_for(db, admin))

        assert response.status_code == 201, response.text
        body = response.json()
        assert {k: v for k, v in body.items() if k not in ("userId", "created_at")} == {
            "firstName": "Nia",
            "lastName": "Okafor",
            "email": "nia.okafor@example.com",
            "phone": "+44 113 496 0999",
            "role": "manager",
            "active": True,
            "version": 1,
            "last_login_at": None,
        }
        user = get_user(db, body["userId"])
        assert user is not None
        assert (user.first_name, user.last_name, user.email, user.role) == ("Nia", "Okafor", body["email"], "manager")
        assert verify_password(user.password_hash, STRONG)
        assert db.scalar(select(func.count()).select_from(OutboxMessage)) == 0
        login = client.put("/api/auth/login", json={"email": "nia.okafor@example.com", "password": STRONG})
        assert login.status_code == 200
        assert login.json()["role"] == "manager"

    def test_without_a_password_the_user_is_invited(self, client: TestClient, db: Session) -> None:
        admin = make_user(db, role=Role.admin, first_name="Ada", last_name="Brennan")

        response = client.post(self.URL, json={"user": new_user(password=None)}, headers=headers_for(db, admin))

        assert response.status_code == 201, response.text
        user_id = response.json()["userId"]
        user = get_user(db, user_id)
        assert user is not None and user.password_hash is None
        mail = db.scalars(select(OutboxMessage)).one()
        assert (mail.to, mail.subject) == ("nia.okafor@example.com", "Your Brickmate account")
        assert "Ada Brennan has created a Brickmate account for you" in mail.text_body
        token = reset_token_in(mail.text_body)
        assert f"/password-reset/{token}" in mail.html_body
        invitation = db.scalars(select(PasswordResetToken).where(PasswordResetToken.user_id == user_id)).one()
        assert invitation.expires_at - invitation.created_at == pytest.approx(
            timedelta(days=7), abs=timedelta(seconds=5)
        )

        chosen = client.put("/api/auth/setNewPassword", json={"userId": user_id, "newPassword": STRONG, "token": token})
        assert chosen.status_code == 200
        login = client.put("/api/auth/login", json={"email": "nia.okafor@example.com", "password": STRONG})
        assert login.status_code == 200

    def test_email_is_stored_trimmed_and_in_lower_case(self, client: TestClient, db: Session) -> None:
        admin = make_user(db, role=Role.admin)

        response = client.post(
            self.URL, json={"user": new_user(email=" Nia.Okafor@Example.COM ")}, headers=headers_for(db, admin)
        )

        assert response.json()["email"] == "nia.okafor@example.com"
        assert db.scalar(select(User.email).where(User.id == response.json()["userId"])) == "nia.okafor@example.com"

    def test_duplicate_email_in_any_case(self, client: TestClient, db: Session) -> None:
        admin = make_user(db, role=Role.admin)
        make_user(db, email="nia.okafor@example.com")

        response = client.post(
            self.URL, json={"user": new_user(email="NIA.Okafor@example.com")}, headers=headers_for(db, admin)
        )

        assert response.status_code == 409
        assert response.json() == {
            "detail": "A user with this email already exists.",
            "errors": [{"field": "email", "message": "This email is in use"}],
        }
        count = db.scalar(
            select(func.count()).select_from(User).where(func.lower(User.email) == "nia.okafor@example.com")
        )
        assert count == 1

    @pytest.mark.parametrize(
        ("changes", "field", "message"),
        [
            ({"email": "nia.okafor"}, "email", "Please enter a valid email"),
            ({"email": ""}, "email", "This field is required"),
            ({"firstName": None}, "firstName", "This field is required"),
            ({"firstName": "   "}, "firstName", "This field is required"),
            ({"lastName": "x" * 101}, "lastName", "You must enter a maximum of 100 characters"),
            ({"role": "owner"}, "role", "Must be one of: admin, manager or staff"),
            ({"phone": "abc"}, "phone", "Invalid format"),
            ({"password": "short"}, "password", "You must enter a minimum of 10 characters"),
            ({"password": "Okafor-nia.okafor-1"}, "password", "Your password must not contain your email address."),
        ],
    )
    def test_bad_input(
        self, client: TestClient, db: Session, changes: dict[str, Any], field: str, message: str
    ) -> None:
        admin = make_user(db, role=Role.admin)
        user = {k: v for k, v in new_user(**changes).items() if v is not None}

        response = client.post(self.URL, json={"user": user}, headers=headers_for(db, admin))

        assert errors(response) == [{"field": field, "message": message}]
        assert db.scalar(select(func.count()).select_from(User)) == 1

    def test_missing_envelope(self, client: TestClient, db: Session) -> None:
        response = client.post(self.URL, json=new_user(), headers=headers_for(db, make_user(db, role=Role.admin)))

        assert errors(response) == [{"field": "user", "message": "This field is required"}]


class TestEditUser:
    URL = "/api/users/edit"

    def test_requires_a_token(self, client: TestClient) -> None:
        assert client.post(self.URL, json={"user": {}}).status_code == 401

    @pytest.mark.parametrize("role", [Role.staff, Role.manager])
    def test_admins_only(self, client: TestClient, db: Session, role: Role) -> None:
        actor = make_user(db, role=role)
        target = make_user(db)

        response = client.post(self.URL, json={"user": edit_of(target, role="admin")}, headers=headers_for(db, actor))

        assert response.status_code == 403
        assert db.scalar(select(User.role).where(User.id == target.id)) == "staff"

    def test_edits_and_bumps_the_version(self, client: TestClient, db: Session) -> None:
        admin = make_user(db, role=Role.admin)
        target = make_user(db, first_name="Tom", last_name="Hughes")
        changes = {
            "firstName": "Thomas",
            "email": "Thomas.Hughes@Example.com",
            "phone": "07700 900123",
            "role": "manager",
        }

        response = client.post(self.URL, json={"user": edit_of(target, **changes)}, headers=headers_for(db, admin))

        assert response.status_code == 200, response.text
        body = response.json()
        assert (body["firstName"], body["lastName"], body["email"]) == ("Thomas", "Hughes", "thomas.hughes@example.com")
        assert (body["phone"], body["role"], body["version"]) == ("07700 900123", "manager", 2)
        stored = get_user(db, target.id)
        assert stored is not None
        assert (stored.first_name, stored.email, stored.phone) == (
            "Thomas",
            "thomas.hughes@example.com",
            "07700 900123",
        )
        assert (stored.role, stored.version) == ("manager", 2)

    def test_stale_version_is_refused(self, client: TestClient, db: Session) -> None:
        admin = make_user(db, role=Role.admin)
        target = make_user(db, first_name="Tom")
        target.version = 3
        db.flush()

        response = client.post(
            self.URL, json={"user": edit_of(target, firstName="Thomas", version=2)}, headers=headers_for(db, admin)
        )

        assert response.status_code == 409
        assert response.json()["detail"] == STALE
        stored = get_user(db, target.id)
        assert stored is not None and (stored.first_name, stored.version) == ("Tom", 3)

    def test_unknown_user(self, client: TestClient, db: Session) -> None:
        admin = make_user(db, role=Role.admin)

        response = client.post(self.URL, json={"user": edit_of(admin, userId=999_999)}, headers=headers_for(db, admin))

        assert response.status_code == 404

    def test_email_of_another_user_is_refused(self, client: TestClient, db: Session) -> None:
        admin = make_user(db, role=Role.admin)
        target = make_user(db)
        make_user(db, email="taken@example.com")

        response = client.post(
            self.URL, json={"user": edit_of(target, email="TAKEN@example.com")}, headers=headers_for(db, admin)
        )

        assert response.status_code == 409
        assert response.json()["errors"] == [{"field": "email", "message": "This email is in use"}]

    def test_the_last_admin_cannot_be_demoted(self, client: TestClient, db: Session) -> None:
        admin = make_user(db, role=Role.admin)

        response = client.post(self.URL, json={"user": edit_of(admin, role="staff")}, headers=headers_for(db, admin))

        assert response.status_code == 409
        assert response.json()["detail"] == (
            "Brickmate needs at least one active admin. Make someone else an admin first."
        )
        assert db.scalar(select(User.role).where(User.id == admin.id)) == "admin"

    def test_an_admin_can_be_demoted_while_another_remains(self, client: TestClient, db: Session) -> None:
        admin, other_admin = make_user(db, role=Role.admin), make_user(db, role=Role.admin)

        response = client.post(
            self.URL, json={"user": edit_of(other_admin, role="staff")}, headers=headers_for(db, admin)
        )

        assert response.status_code == 200
        assert db.scalar(select(User.role).where(User.id == other_admin.id)) == "staff"

    def test_deactivating_a_user_ends_their_sessions(self, client: TestClient, db: Session) -> None:
        admin = make_user(db, role=Role.admin)
        target = make_user(db)
        target_id = target.id
        target_headers = headers_for(db, target)

        response = client.post(self.URL, json={"user": edit_of(target, active=False)}, headers=headers_for(db, admin))

        assert response.status_code == 200
        assert response.json()["active"] is False
        db.expire_all()
        revoked = db.scalars(select(AuthToken.revoked_at).where(AuthToken.user_id == target_id)).all()
        assert len(revoked) == 1 and revoked[0] is not None
        assert client.get(f"/api/notifications/{target_id}", headers=target_headers).status_code == 401

    def test_an_admin_cannot_deactivate_themselves(self, client: TestClient, db: Session) -> None:
        admin = make_user(db, role=Role.admin)
        make_user(db, role=Role.admin)

        response = client.post(self.URL, json={"user": edit_of(admin, active=False)}, headers=headers_for(db, admin))

        assert response.status_code == 409
        assert response.json()["detail"] == "You cannot deactivate your own account."
        assert db.scalar(select(User.active).where(User.id == admin.id)) is True

    def test_bad_input(self, client: TestClient, db: Session) -> None:
        admin = make_user(db, role=Role.admin)
        body = edit_of(admin, email="nope", phone="abc")
        del body["version"]

        response = client.post(self.URL, json={"user": body}, headers=headers_for(db, admin))

        assert sorted(errors(response), key=lambda e: e["field"]) == [
            {"field": "email", "message": "Please enter a valid email"},
            {"field": "phone", "message": "Invalid format"},
            {"field": "version", "message": "This field is required"},
        ]


class TestEditProfile:
    URL = "/api/users/profile/edit"

    def profile_of(self, user: User, **changes: Any) -> dict[str, Any]:
        return {
            "firstName": user.first_name,
            "lastName": user.last_name,
            "email": user.email,
            "phone": user.phone,
            "version": user.version,
        } | changes

    def test_requires_a_token(self, client: TestClient) -> None:
        assert client.post(self.URL, json={"user": {}}).status_code == 401

    def test_staff_edit_their_own_profile_but_not_their_role(self, client: TestClient, db: Session) -> None:
        me = make_user(db, first_name="Tom")
        headers = headers_for(db, me)
        body = self.profile_of(me, firstName="Thomas", phone="07700 900123") | {"role": "admin", "active": False}

        response = client.post(self.URL, json={"user": body}, headers=headers)

        assert response.status_code == 200, response.text
        assert (response.json()["firstName"], response.json()["version"]) == ("Thomas", 2)
        stored = get_user(db, me.id)
        assert stored is not None
        assert (stored.first_name, stored.phone, stored.version) == ("Thomas", "07700 900123", 2)
        assert (stored.role, stored.active) == ("staff", True)

    def test_version_is_optional(self, client: TestClient, db: Session) -> None:
        me = make_user(db)
        body = self.profile_of(me, lastName="Newname")
        del body["version"]

        response = client.post(self.URL, json={"user": body}, headers=headers_for(db, me))

        assert response.status_code == 200
        assert db.scalar(select(User.last_name).where(User.id == me.id)) == "Newname"

    def test_own_email_in_another_case_is_fine(self, client: TestClient, db: Session) -> None:
        me = make_user(db, email="me@example.com")

        response = client.post(
            self.URL, json={"user": self.profile_of(me, email="ME@example.com")}, headers=headers_for(db, me)
        )

        assert response.status_code == 200
        assert response.json()["email"] == "me@example.com"

    def test_email_of_someone_else_is_refused(self, client: TestClient, db: Session) -> None:
        me = make_user(db, email="me@example.com")
        make_user(db, email="taken@example.com")

        response = client.post(
            self.URL,
            json={"user": self.profile_of(me, email="taken@example.com", currentPassword=PASSWORD)},
            headers=headers_for(db, me),
        )

        assert response.status_code == 409
        assert response.json()["errors"] == [{"field": "email", "message": "This email is in use"}]
        assert db.scalar(select(User.email).where(User.id == me.id)) == "me@example.com"

    def test_stale_version_is_refused(self, client: TestClient, db: Session) -> None:
        me = make_user(db, first_name="Tom")

        response = client.post(
            self.URL, json={"user": self.profile_of(me, firstName="Thomas", version=0)}, headers=headers_for(db, me)
        )

        assert response.status_code == 409
        assert response.json()["detail"] == STALE
        assert db.scalar(select(User.first_name).where(User.id == me.id)) == "Tom"

    def test_bad_input(self, client: TestClient, db: Session) -> None:
        me = make_user(db)

        response = client.post(
            self.URL,
            json={"user": self.profile_of(me, email="me-at-example", firstName="")},
            headers=headers_for(db, me),
        )

        assert sorted(errors(response), key=lambda e: e["field"]) == [
            {"field": "email", "message": "Please enter a valid email"},
            {"field": "firstName", "message": "This field is required"},
        ]


class TestDeleteUser:
    def test_requires_a_token(self, client: TestClient) -> None:
        assert client.delete("/api/users/1").status_code == 401

    @pytest.mark.parametrize("role", [Role.staff, Role.manager])
    def test_admins_only(self, client: TestClient, db: Session, role: Role) -> None:
        actor = make_user(db, role=role)
        target_id = make_user(db).id

        response = client.delete(f"/api/users/{target_id}", headers=headers_for(db, actor))

        assert response.status_code == 403
        assert get_user(db, target_id) is not None

    def test_deletes_the_user_and_what_is_theirs(self, client: TestClient, db: Session) -> None:
        admin = make_user(db, role=Role.admin)
        target = make_user(db)
        target_id = target.id
        token_for(db, target)
        make_notification(db, target)
        sent_by_target = make_notification(db, admin, created_by=target)
        sent_id = sent_by_target.id

        response = client.delete(f"/api/users/{target_id}", headers=headers_for(db, admin))

        assert response.status_code == 204
        assert get_user(db, target_id) is None
        assert db.scalar(select(func.count()).select_from(AuthToken).where(AuthToken.user_id == target_id)) == 0
        assert db.scalar(select(func.count()).select_from(Notification).where(Notification.user_id == target_id)) == 0
        kept = db.get(Notification, sent_id)
        assert kept is not None and kept.created_by_id is None

    def test_an_admin_can_delete_another_admin(self, client: TestClient, db: Session) -> None:
        admin = make_user(db, role=Role.admin)
        other_admin_id = make_user(db, role=Role.admin).id

        response = client.delete(f"/api/users/{other_admin_id}", headers=headers_for(db, admin))

        assert response.status_code == 204
        assert get_user(db, other_admin_id) is None

    def test_not_yourself(self, client: TestClient, db: Session) -> None:
        admin = make_user(db, role=Role.admin)
        make_user(db, role=Role.admin)

        response = client.delete(f"/api/users/{admin.id}", headers=headers_for(db, admin))

        assert response.status_code == 409
        assert response.json()["detail"] == "You cannot delete your own account."
        assert get_user(db, admin.id) is not None

    def test_never_the_last_active_admin(self, db: Session) -> None:
        # Through the API the actor is itself an active admin, so the target can never be the last one;
        # the rule still guards the service for any other caller.
        admin = make_user(db, role=Role.admin)
        make_user(db, role=Role.admin, active=False)

        with pytest.raises(Conflict, match="This is the last one"):
            users_service.delete_user(db, admin.id, actor=make_user(db))

        assert get_user(db, admin.id) is not None

    def test_unknown_user(self, client: TestClient, db: Session) -> None:
        response = client.delete("/api/users/999999", headers=headers_for(db, make_user(db, role=Role.admin)))

        assert response.status_code == 404
        assert response.json()["detail"] == "This user does not exist."


class TestMyDay:
    DAY = "2026-03-02"

    def test_requires_a_token(self, client: TestClient) -> None:
        assert client.get(f"/api/users/myDay/1/{self.DAY}").status_code == 401

    def test_own_day(self, client: TestClient, db: Session) -> None:
        me = make_user(db, first_name="Priya")
        other = make_user(db)
        start = datetime(2026, 3, 1, 8, tzinfo=UTC)
        older = make_notification(db, me, message="older", created_at=start)
        newer = make_notification(db, me, message="newer", created_at=start + timedelta(hours=1))
        make_notification(db, other, message="not mine", created_at=start + timedelta(hours=2))
        expected_ids = [newer.id, older.id]

        response = client.get(f"/api/users/myDay/{me.id}/{self.DAY}", headers=headers_for(db, me))

        assert response.status_code == 200, response.text
        body = response.json()
        assert body["greeting"].startswith("Good ")
        assert body["greeting"].endswith(", Priya")
        assert body["date"] == self.DAY
        assert body["user"]["userId"] == me.id
        assert [n["notification_id"] for n in body["notifications"]] == expected_ids
        assert [n["message"] for n in body["notifications"]] == ["newer", "older"]
        assert (body["tasks"], body["deliveries"], body["quotes_expiring"], body["quotes_awaiting_reply"]) == (
            [],
            [],
            [],
            [],
        )

    @pytest.mark.parametrize("role", [Role.staff, Role.manager])
    def test_not_someone_elses_day(self, client: TestClient, db: Session, role: Role) -> None:
        other = make_user(db)

        response = client.get(
            f"/api/users/myDay/{other.id}/{self.DAY}", headers=headers_for(db, make_user(db, role=role))
        )

        assert response.status_code == 403
        assert response.json()["detail"] == "You can only see your own day."

    def test_someone_elses_day_out_of_range_is_forbidden_not_invalid(self, client: TestClient, db: Session) -> None:
        # Who may ask comes before what was asked: a staff member learns nothing from the day's range.
        other = make_user(db)

        response = client.get(f"/api/users/myDay/{other.id}/0001-01-01", headers=headers_for(db, make_user(db)))

        assert response.status_code == 403
        assert response.json()["detail"] == "You can only see your own day."

    def test_an_admin_sees_anyones_day(self, client: TestClient, db: Session) -> None:
        admin = make_user(db, role=Role.admin)
        other = make_user(db, first_name="Tom")
        note = make_notification(db, other, message="for Tom")

        response = client.get(f"/api/users/myDay/{other.id}/{self.DAY}", headers=headers_for(db, admin))

        assert response.status_code == 200
        assert response.json()["user"]["userId"] == other.id
        assert response.json()["greeting"].endswith(", Tom")
        assert [n["notification_id"] for n in response.json()["notifications"]] == [note.id]

    def test_an_admin_asking_for_an_unknown_user(self, client: TestClient, db: Session) -> None:
        response = client.get(
            f"/api/users/myDay/999999/{self.DAY}", headers=headers_for(db, make_user(db, role=Role.admin))
        )

        assert response.status_code == 404

    @pytest.mark.parametrize(
        ("path", "field", "message"),
        [
            ("{id}/2026-13-45", "day", "Invalid format"),
            ("{id}/tomorrow", "day", "Invalid format"),
            ("me/2026-03-02", "userId", "This field can only contain integer values"),
        ],
    )
    def test_bad_path(self, client: TestClient, db: Session, path: str, field: str, message: str) -> None:
        me = make_user(db)

        response = client.get(f"/api/users/myDay/{path.format(id=me.id)}", headers=headers_for(db, me))

        assert errors(response) == [{"field": field, "message": message}]


@pytest.mark.parametrize(
    ("now", "part"),
    [
        (datetime(2026, 1, 15, 11, 59, tzinfo=UTC), "morning"),
        (datetime(2026, 1, 15, 12, 0, tzinfo=UTC), "afternoon"),
        (datetime(2026, 1, 15, 17, 59, tzinfo=UTC), "afternoon"),
        (datetime(2026, 1, 15, 18, 0, tzinfo=UTC), "evening"),
        # British Summer Time: 11:30 UTC is 12:30 in the yard, 17:30 UTC is 18:30.
        (datetime(2026, 7, 15, 11, 30, tzinfo=UTC), "afternoon"),
        (datetime(2026, 7, 15, 17, 30, tzinfo=UTC), "evening"),
    ],
)
def test_greeting_follows_london_time(db: Session, now: datetime, part: str) -> None:
    user = make_user(db, first_name="Ada")

    assert users_service.greeting(user, now) == f"Good {part}, Ada"


class TestMe:
    def test_requires_a_token(self, client: TestClient) -> None:
        assert client.get("/api/users/me").status_code == 401

    def test_answers_the_callers_own_record(self, client: TestClient, db: Session) -> None:
        user = make_user(db, role=Role.manager, first_name="Imogen")
        response = client.get("/api/users/me", headers=headers_for(db, user))
        assert response.status_code == 200
        body = response.json()
        assert (body["userId"], body["firstName"], body["role"], body["version"]) == (user.id, "Imogen", "manager", 1)
        assert "password" not in json.dumps(body)


class TestMyDayDates:
    """The calendar's ends (a probe's 0001-01-01 and 9999-12-31) are a 422 naming `day`, not an overflow's 500."""

    @pytest.mark.parametrize("day", ["0001-01-01", "1899-12-31", "3000-01-01", "9999-12-31"])
    def test_a_day_out_of_range_is_a_422_naming_day(self, client: TestClient, db: Session, day: str) -> None:
        user = make_user(db)
        response = client.get(f"/api/users/myDay/{user.id}/{day}", headers=headers_for(db, user))
        assert response.status_code == 422
        assert [e["field"] for e in response.json()["errors"]] == ["day"]

    @pytest.mark.parametrize("day", ["1900-01-01", "2999-12-31"])
    def test_the_ends_of_the_range_are_answered(self, client: TestClient, db: Session, day: str) -> None:
        user = make_user(db)
        response = client.get(f"/api/users/myDay/{user.id}/{day}", headers=headers_for(db, user))
        assert response.status_code == 200
        assert response.json()["date"] == day
