"""Password hashing, password rules and opaque tokens."""

from __future__ import annotations

import hashlib
import hmac
import secrets
from functools import lru_cache

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError

from api.core import messages
from api.settings import get_settings

MIN_PASSWORD_LENGTH = 10
MAX_PASSWORD_LENGTH = 128
COMMON_PASSWORDS = frozenset(
    {
        "password123",
        "1234567890",
        "qwertyuiop",
        "password1234",
        "iloveyou12",
        "letmein123",
        "welcome123",
        "admin12345",
        "passw0rd123",
        "brickmate1",
        "0987654321",
        "abcdefghij",
        "qwerty12345",
        "changeme123",
    }
)

_hasher = PasswordHasher()


def hash_password(password: str) -> str:
    return _hasher.hash(password)


def verify_password(password_hash: str | None, password: str) -> bool:
    if not password_hash:
        # Spend the same time as a real check so timing does not reveal unknown accounts.
        _hasher.hash(password)
        return False
    try:
        return _hasher.verify(password_hash, password)
    except (VerificationError, InvalidHashError):
        return False


def password_problem(password: str, email: str | None = None) -> str | None:
    """Why a password is too weak, or None when it is acceptable."""
    if len(password) < MIN_PASSWORD_LENGTH:
        return messages.min_length(MIN_PASSWORD_LENGTH)
    if len(password) > MAX_PASSWORD_LENGTH:
        return messages.max_length(MAX_PASSWORD_LENGTH)
    if password.lower() in COMMON_PASSWORDS or len(set(password)) < 5:
        return "This password is too easy to guess. Choose a less common one."
    local = (email or "").split("@")[0].lower()
    if len(local) >= 4 and local in password.lower():
        return "Your password must not contain your email address."
    return None


@lru_cache
def _key() -> bytes:
    return get_settings().resolved_secret().encode()


def hash_token(raw: str) -> str:
    return hmac.new(_key(), raw.encode(), hashlib.sha256).hexdigest()


def new_token() -> tuple[str, str]:
    """A fresh random token and the hash that is stored in its place."""
    raw = secrets.token_urlsafe(32)
    return raw, hash_token(raw)
