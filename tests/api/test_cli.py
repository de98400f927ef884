"""The `brickmate` command. createadmin commits in its own session, so each test removes what it made."""

from __future__ import annotations

import json
import logging
import uuid
from collections.abc import Iterator

import pytest
from sqlalchemy import delete, func, select

from api import cli
from api.core.security import verify_password
from api.db import get_sessionmaker
from api.users.models import User

STRONG = "Kiln-Fired-Stock-51"


@pytest.fixture(autouse=True)
def keep_logging() -> Iterator[None]:
    """`main` calls logging.basicConfig; leave the root logger as it was for the tests that follow."""
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    yield
    root.handlers[:] = handlers
    root.setLevel(level)


@pytest.fixture
def email() -> Iterator[str]:
    """A fresh address, and afterwards a committed delete of any user the command made from it."""
    local = f"cli-{uuid.uuid4().hex[:10]}"
    yield f"{local}@example.com"
    with get_sessionmaker()() as session:
        session.execute(delete(User).where(func.lower(User.email).startswith(local)))
        session.commit()


def committed_user(email: str) -> User | None:
    with get_sessionmaker()() as session:
        return session.scalar(select(User).where(func.lower(User.email) == email.lower()))


class TestCreateAdmin:
    def test_creates_an_admin_who_can_log_in(self, email: str, capsys: pytest.CaptureFixture[str]) -> None:
        code = cli.main(["createadmin", "--email", email.upper(), "--password", STRONG, "--first-name", "Ada"])

        assert code == 0
        user = committed_user(email)
        assert user is not None
        assert (user.email, user.role, user.active, user.first_name, user.last_name) == (
            email,
            "admin",
            True,
            "Ada",
            "User",
        )
        assert verify_password(user.password_hash, STRONG)
        assert capsys.readouterr().out.strip() == f"Created admin {email} (user {user.id})."

    def test_asks_for_the_password_when_not_given(self, email: str, monkeypatch: pytest.MonkeyPatch) -> None:
        monkeypatch.setattr("getpass.getpass", lambda prompt: STRONG)

        assert cli.main(["createadmin", "--email", email]) == 0

        user = committed_user(email)
        assert user is not None and verify_password(user.password_hash, STRONG)

    def test_weak_password_is_refused(self, email: str, capsys: pytest.CaptureFixture[str]) -> None:
        code = cli.main(["createadmin", "--email", email, "--password", "short"])

        assert code == 2
        assert (
            capsys.readouterr()
            .err.strip()
            .endswith("Could not create the admin: password: You must enter a minimum of 10 characters")
        )
        assert committed_user(email) is None

    def test_email_in_use_is_refused(self, email: str, capsys: pytest.CaptureFixture[str]) -> None:
        assert cli.main(["createadmin", "--email", email, "--password", STRONG]) == 0
        capsys.readouterr()

        code = cli.main(["createadmin", "--email", email.upper(), "--password", "Another-Strong-9"])

        assert code == 2
        assert "Could not create the admin: email: This email is in use" in capsys.readouterr().err
        with get_sessionmaker()() as session:
            assert session.scalar(select(func.count()).select_from(User).where(func.lower(User.email) == email)) == 1

    def test_invalid_email_is_refused(self, email: str, capsys: pytest.CaptureFixture[str]) -> None:
        not_an_email = email.split("@")[0]

        code = cli.main(["createadmin", "--email", not_an_email, "--password", STRONG])

        assert code == 2
        assert "Could not create the admin: email: Please enter a valid email" in capsys.readouterr().err
        assert committed_user(not_an_email) is None


def test_openapi_prints_the_document(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["openapi"]) == 0

    document = json.loads(capsys.readouterr().out)
    assert document["info"]["title"] == "Brickmate API"
    assert "put" in document["paths"]["/api/auth/login"]
    assert "/api/users/all" in document["paths"]
