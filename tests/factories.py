"""Factories for test data: real rows through the ORM, never fixture files."""

from __future__ import annotations

import itertools
from datetime import timedelta

from sqlalchemy.orm import Session

from api.auth.models import AuthToken
from api.auth.service import issue_session_token
from api.core.security import hash_password, new_token
from api.db import utcnow
from api.users.models import Role, User

PASSWORD = "correct-horse-42"
_seq = itertools.count(1)
_hash_cache: dict[str, str] = {}


def make_user(
    db: Session,
    *,
    role: Role = Role.staff,
    email: str | None = None,
    password: str = PASSWORD,
    first_name: str = "Sam",
    last_name: str | None = None,
    active: bool = True,
) -> User:
    n = next(_seq)
    if password not in _hash_cache:
        _hash_cache[password] = hash_password(password)
    user = User(
        first_name=first_name,
        last_name=last_name or f"Tester{n}",
        email=email or f"user{n}@example.com",
        phone="0113 496 0000",
        role=role.value,
        active=active,
        password_hash=_hash_cache[password],
    )
    db.add(user)
    db.flush()
    return user


def token_for(db: Session, user: User) -> str:
    raw, _ = issue_session_token(db, user)
    db.flush()
    return raw


def headers_for(db: Session, user: User) -> dict[str, str]:
    return {"Authorization": f"Bearer {token_for(db, user)}"}


def expired_headers(db: Session, user: User) -> dict[str, str]:
    raw, hashed = new_token()
    db.add(AuthToken(user_id=user.id, token_hash=hashed, expires_at=utcnow() - timedelta(minutes=1)))
    db.flush()
    return {"Authorization": f"Bearer {raw}"}
