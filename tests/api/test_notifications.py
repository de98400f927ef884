"""Notifications: anyone notifies anyone; each user reads and deletes their own, admins anyone's."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.notifications.models import Notification
from api.notifications.service import LIST_LIMIT
from api.users.models import Role
from tests.factories import headers_for, make_notification, make_user

START = datetime(2026, 3, 1, 8, 0, tzinfo=UTC)


def count_for(db: Session, user_id: int) -> int:
    return db.scalar(select(func.count()).select_from(Notification).where(Notification.user_id == user_id)) or 0


def exists(db: Session, notification_id: int) -> bool:
    return db.scalar(select(Notification.id).where(Notification.id == notification_id)) is not None


class TestAddNotification:
    URL = "/api/notifications/add"

    def test_requires_a_token(self, client: TestClient) -> None:
        assert client.post(self.URL, json={"userId": 1, "message": "hi"}).status_code == 401

    def test_staff_notify_a_colleague(self, client: TestClient, db: Session) -> None:
        sender, colleague = make_user(db), make_user(db)
        sender_id, colleague_id = sender.id, colleague.id
        body = {"userId": colleague_id, "message": "Quote Q-1042 is ready to check", "link": "/quotes/1042"}

        response = client.post(self.URL, json=body, headers=headers_for(db, sender))

        assert response.status_code == 201, response.text
        answer = response.json()
        row = db.get(Notification, answer["notification_id"])
        assert row is not None
        assert answer == body | {
            "notification_id": row.id,
            "created_at": row.created_at.isoformat().replace("+00:00", "Z"),
        }
        assert (row.user_id, row.message, row.link, row.created_by_id) == (
            colleague_id,
            "Quote Q-1042 is ready to check",
            "/quotes/1042",
            sender_id,
        )

    def test_link_is_optional_and_trimmed(self, client: TestClient, db: Session) -> None:
        me = make_user(db)
        headers = headers_for(db, me)

        without = client.post(self.URL, json={"userId": me.id, "message": "No link"}, headers=headers)
        padded = client.post(
            self.URL, json={"userId": me.id, "message": "Link", "link": " https://example.com/x "}, headers=headers
        )

        assert without.status_code == padded.status_code == 201
        assert without.json()["link"] == ""
        assert padded.json()["link"] == "https://example.com/x"

    def test_unknown_user(self, client: TestClient, db: Session) -> None:
        me = make_user(db)

        response = client.post(self.URL, json={"userId": 999_999, "message": "hello"}, headers=headers_for(db, me))

        assert response.status_code == 422
        assert response.json()["errors"] == [{"field": "userId", "message": "This user does not exist."}]
        assert db.scalar(select(func.count()).select_from(Notification)) == 0

    @pytest.mark.parametrize(
        ("changes", "field", "message"),
        [
            ({"message": ""}, "message", "This field is required"),
            ({"message": "   "}, "message", "This field is required"),
            ({"message": None}, "message", "This field is required"),
            ({"message": "x" * 501}, "message", "You must enter a maximum of 500 characters"),
            ({"link": "javascript:alert(1)"}, "link", "Invalid format"),
            ({"link": "quotes/12"}, "link", "Invalid format"),
            ({"userId": "abc"}, "userId", "This field can only contain integer values"),
        ],
    )
    def test_bad_input(
        self, client: TestClient, db: Session, changes: dict[str, Any], field: str, message: str
    ) -> None:
        me = make_user(db)
        body = {
            k: v for k, v in ({"userId": me.id, "message": "hello", "link": "/"} | changes).items() if v is not None
        }

        response = client.post(self.URL, json=body, headers=headers_for(db, me))

        assert response.status_code == 422
        assert response.json()["errors"] == [{"field": field, "message": message}]
        assert db.scalar(select(func.count()).select_from(Notification)) == 0


class TestListNotifications:
    def test_requires_a_token(self, client: TestClient) -> None:
        assert client.get("/api/notifications/1").status_code == 401

    def test_own_newest_first_as_a_plain_list(self, client: TestClient, db: Session) -> None:
        me, other = make_user(db), make_user(db)
        first = make_notification(db, me, message="first", link="/a", created_at=START)
        third = make_notification(db, me, message="third", link="", created_at=START + timedelta(hours=2))
        second = make_notification(db, me, message="second", link="/b", created_at=START + timedelta(hours=1))
        make_notification(db, other, message="not mine", created_at=START + timedelta(hours=3))
        expected = [
            {
                "notification_id": row.id,
                "userId": me.id,
                "message": row.message,
                "link": row.link,
                "created_at": row.created_at.isoformat().replace("+00:00", "Z"),
            }
            for row in (third, second, first)
        ]

        response = client.get(f"/api/notifications/{me.id}", headers=headers_for(db, me))

        assert response.status_code == 200
        assert response.json() == expected

    def test_at_most_the_newest_hundred(self, client: TestClient, db: Session) -> None:
        me = make_user(db)
        oldest = make_notification(db, me, message="oldest", created_at=START - timedelta(days=1))
        for n in range(LIST_LIMIT):
            make_notification(db, me, message=f"n{n}", created_at=START + timedelta(minutes=n))

        response = client.get(f"/api/notifications/{me.id}", headers=headers_for(db, me))

        ids = [n["notification_id"] for n in response.json()]
        assert len(ids) == LIST_LIMIT == 100
        assert oldest.id not in ids

    @pytest.mark.parametrize("role", [Role.staff, Role.manager])
    def test_not_someone_elses(self, client: TestClient, db: Session, role: Role) -> None:
        other = make_user(db)
        make_notification(db, other)

        response = client.get(f"/api/notifications/{other.id}", headers=headers_for(db, make_user(db, role=role)))

        assert response.status_code == 403
        assert response.json()["detail"] == "You can only read your own notifications."

    def test_an_admin_reads_anyones(self, client: TestClient, db: Session) -> None:
        other = make_user(db)
        note = make_notification(db, other)

        response = client.get(f"/api/notifications/{other.id}", headers=headers_for(db, make_user(db, role=Role.admin)))

        assert response.status_code == 200
        assert [n["notification_id"] for n in response.json()] == [note.id]


class TestDeleteNotification:
    def test_requires_a_token(self, client: TestClient) -> None:
        assert client.delete("/api/notifications/1").status_code == 401

    def test_own(self, client: TestClient, db: Session) -> None:
        me = make_user(db)
        note_id, keep_id = make_notification(db, me).id, make_notification(db, me).id

        response = client.delete(f"/api/notifications/{note_id}", headers=headers_for(db, me))

        assert response.status_code == 204
        assert not exists(db, note_id)
        assert exists(db, keep_id)

    @pytest.mark.parametrize("role", [Role.staff, Role.manager])
    def test_someone_elses_is_not_found(self, client: TestClient, db: Session, role: Role) -> None:
        note_id = make_notification(db, make_user(db)).id

        response = client.delete(f"/api/notifications/{note_id}", headers=headers_for(db, make_user(db, role=role)))

        assert response.status_code == 404
        assert response.json()["detail"] == "This notification does not exist."
        assert exists(db, note_id)

    def test_an_admin_deletes_anyones(self, client: TestClient, db: Session) -> None:
        note_id = make_notification(db, make_user(db)).id

        response = client.delete(
            f"/api/notifications/{note_id}", headers=headers_for(db, make_user(db, role=Role.admin))
        )

        assert response.status_code == 204
        assert not exists(db, note_id)

    def test_unknown(self, client: TestClient, db: Session) -> None:
        response = client.delete("/api/notifications/999999", headers=headers_for(db, make_user(db)))

        assert response.status_code == 404


class TestClearNotifications:
    def test_requires_a_token(self, client: TestClient) -> None:
        assert client.delete("/api/notifications/user/1").status_code == 401

    def test_clears_only_that_users(self, client: TestClient, db: Session) -> None:
        me, other = make_user(db), make_user(db)
        me_id, other_id = me.id, other.id
        for _ in range(3):
            make_notification(db, me)
        make_notification(db, other)

        response = client.delete(f"/api/notifications/user/{me_id}", headers=headers_for(db, me))

        assert response.status_code == 204
        assert count_for(db, me_id) == 0
        assert count_for(db, other_id) == 1

    @pytest.mark.parametrize("role", [Role.staff, Role.manager])
    def test_not_someone_elses(self, client: TestClient, db: Session, role: Role) -> None:
        other = make_user(db)
        other_id = other.id
        make_notification(db, other)

        response = client.delete(
            f"/api/notifications/user/{other_id}", headers=headers_for(db, make_user(db, role=role))
        )

        assert response.status_code == 403
        assert count_for(db, other_id) == 1

    def test_an_admin_clears_anyones(self, client: TestClient, db: Session) -> None:
        admin, other = make_user(db, role=Role.admin), make_user(db)
        admin_id, other_id = admin.id, other.id
        make_notification(db, other)
        make_notification(db, admin)

        response = client.delete(f"/api/notifications/user/{other_id}", headers=headers_for(db, admin))

        assert response.status_code == 204
        assert count_for(db, other_id) == 0
        assert count_for(db, admin_id) == 1

    def test_an_admin_on_a_user_that_does_not_exist_is_told_so(self, client: TestClient, db: Session) -> None:
        """An admin's list or clear of user 0, -1 or an id nobody has answered 200 [] and 204 as if they existed."""
        headers = headers_for(db, make_user(db, role=Role.admin))

        for user_id in (0, -1, 2_000_000):
            listed = client.get(f"/api/notifications/{user_id}", headers=headers)
            cleared = client.delete(f"/api/notifications/user/{user_id}", headers=headers)

            assert (listed.status_code, listed.json()["detail"]) == (404, "This user does not exist.")
            assert (cleared.status_code, cleared.json()["detail"]) == (404, "This user does not exist.")
