"""Factories for test data: real rows through the ORM, never fixture files."""

from __future__ import annotations

import itertools
import re
from datetime import datetime, timedelta

from sqlalchemy.orm import Session

from api.auth.models import AuthToken, PasswordResetToken
from api.auth.service import issue_session_token
from api.core.security import hash_password, new_token
from api.db import utcnow
from api.mail.models import OutboxMessage
from api.notifications.models import Notification
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


def make_notification(
    db: Session,
    user: User,
    *,
    message: str = "Quote Q-1001 needs checking",
    link: str = "/quotes",
    created_at: datetime | None = None,
    created_by: User | None = None,
) -> Notification:
    row = Notification(
        user_id=user.id,
        message=message,
        link=link,
        created_by_id=created_by.id if created_by else None,
        created_at=created_at or utcnow(),
    )
    db.add(row)
    db.flush()
    return row


def make_outbox_message(
    db: Session,
    *,
    to: str = "someone@example.com",
    subject: str = "Your Brickmate account",
    text: str = "Hello",
    html: str = "<p>Hello</p>",
    created_at: datetime | None = None,
) -> OutboxMessage:
    row = OutboxMessage(
        to=to, subject=subject, text_body=text, html_body=html, transport="outbox", created_at=created_at or utcnow()
    )
    db.add(row)
    db.flush()
    return row


def make_reset_token(db: Session, user: User, *, minutes: int = 60, used: bool = False) -> str:
    """A password reset token as the mailed link carries it; `minutes` < 0 makes an expired one."""
    raw, hashed = new_token()
    now = utcnow()
    db.add(
        PasswordResetToken(
            user_id=user.id,
            token_hash=hashed,
            expires_at=now + timedelta(minutes=minutes),
            used_at=now if used else None,
        )
    )
    db.flush()
    return raw


RESET_LINK = re.compile(r"/password-reset/([A-Za-z0-9_-]+)")


def reset_token_in(text: str) -> str:
    """The token of the /password-reset/<token> link in a mail body."""
    match = RESET_LINK.search(text)
    assert match is not None, f"no reset link in {text!r}"
    return match.group(1)
