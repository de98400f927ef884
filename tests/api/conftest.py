"""Users the API tests act as, and what the scans of public answers share."""

from __future__ import annotations

from typing import Any

import pytest
from sqlalchemy.orm import Session

from api.users.models import Role, User
from tests.factories import headers_for, make_user


@pytest.fixture
def staff(db: Session) -> User:
    return make_user(db, first_name="Sam", last_name="Staff")


@pytest.fixture
def manager(db: Session) -> User:
    return make_user(db, role=Role.manager, first_name="Mia", last_name="Manager")


@pytest.fixture
def headers(db: Session, staff: User) -> dict[str, str]:
    """A staff user's token: every call but the deletes and admin screens is open to staff."""
    return headers_for(db, staff)


@pytest.fixture
def manager_headers(db: Session, manager: User) -> dict[str, str]:
    return headers_for(db, manager)


def keys(value: Any) -> set[str]:
    """Every key of a JSON answer, at any depth: the scans of the public pages' answers look for the keys only staff
    may read."""
    if isinstance(value, dict):
        return set(value) | {k for v in value.values() for k in keys(v)}
    if isinstance(value, list):
        return {k for v in value for k in keys(v)}
    return set()
