"""A fixed-window rate limit kept in PostgreSQL, so every API replica counts the same hits (the public quote
calls use it; logins have their own throttle in `api.auth.service`)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime, timedelta

from fastapi import Request
from sqlalchemy import delete
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.orm import Session

from api.auth.dependencies import OptionalUser
from api.auth.models import RateLimitHit
from api.core.deps import SessionDep, client_address
from api.core.errors import TooManyRequests
from api.db import utcnow
from api.settings import get_settings
from api.users.models import User


def hit(session: Session, key: str, *, limit: int, window_seconds: int = 60) -> None:
    """Count one hit for `key` in the current window; 429 once the window holds more than `limit`."""
    now = utcnow()
    start = datetime.fromtimestamp(int(now.timestamp()) // window_seconds * window_seconds, tz=now.tzinfo)
    statement = (
        insert(RateLimitHit)
        .values(key=key[:200], window_start=start, hits=1)
        .on_conflict_do_update(index_elements=["key", "window_start"], set_={"hits": RateLimitHit.hits + 1})
        .returning(RateLimitHit.hits)
    )
    count = session.execute(statement).scalar_one()
    if count == 1:
        # The first hit of a window clears the windows that are over (cheap: they are few).
        session.execute(
            delete(RateLimitHit).where(RateLimitHit.window_start < start - timedelta(seconds=window_seconds))
        )
    if count > limit:
        retry = window_seconds - int((now - start).total_seconds())
        raise TooManyRequests(
            "Too many requests from your address. Please wait a minute and try again.",
            retry_after_seconds=max(retry, 1),
        )


def public_limit(scope: str, limit: Callable[[], int]) -> Callable[[Request, Session], None]:
    """A dependency for public (token-less) calls: at most `limit()` calls a minute per client address.
    The hit is committed at once, so a request that then fails (a guessed uuid's 404) still counts."""

    def check(request: Request, session: SessionDep) -> None:
        try:
            hit(session, f"{scope}:{client_address(request)}", limit=limit())
        finally:
            session.commit()

    return check


def unless_staff(check: Callable[[Request, Session], None]) -> Callable[[Request, Session, User | None], None]:
    """`check` for a call open to staff with a token as well: staff are not counted."""

    def limited(request: Request, session: SessionDep, user: OptionalUser) -> None:
        if user is None:
            check(request, session)

    return limited


def public_reads() -> int:
    return get_settings().public_reads_per_minute


def public_writes() -> int:
    return get_settings().public_writes_per_minute
