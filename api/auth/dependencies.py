"""The current user and role checks of a request, from its bearer token."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Annotated, Any

from fastapi import Depends, Request
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer
from sqlalchemy.orm import Session
from starlette.concurrency import run_in_threadpool

from api.auth import service as auth_service
from api.auth import token_cache
from api.core import deps
from api.core.deps import SessionDep
from api.core.errors import Forbidden, NotAuthenticated
from api.core.security import hash_token
from api.users.models import Role, User

bearer = HTTPBearer(auto_error=False, description="The token returned by PUT /api/auth/login")


async def get_current_user(
    request: Request,
    session: SessionDep,
    credentials: Annotated[HTTPAuthorizationCredentials | None, Depends(bearer)],
) -> User:
    if credentials is None:
        raise NotAuthenticated()
    token_hash = hash_token(credentials.credentials)
    user = await user_of_token(request.app, session, token_hash)
    if user is None:
        raise NotAuthenticated("Your session has expired. Please log in again.")
    request.state.token_hash = token_hash
    return user


def caching(app: Any) -> bool:
    """Whether tokens are answered from memory: the cache is on and the requests' sessions are the app's own (the
    tests put theirs in one uncommitted transaction, which notifies nobody)."""
    return token_cache.seconds() > 0 and deps.get_session not in app.dependency_overrides


async def user_of_token(app: Any, session: Session, token_hash: str) -> User | None:
    """The token's user in `session`: from the process's cache (api/auth/token_cache.py, no query), else looked up
    on the thread pool (and kept for the next requests)."""
    cached = caching(app)
    generation = token_cache.cache.generation
    if cached and (template := token_cache.cache.get(token_hash)) is not None:
        return token_cache.attach(session, template)
    user, expires_at = await run_in_threadpool(auth_service.user_and_expiry, session, token_hash)
    if cached and user is not None and expires_at is not None:
        token_cache.cache.put(token_hash, generation, user, expires_at, token_cache.seconds())
    return user


CurrentUser = Annotated[User, Depends(get_current_user)]


async def get_optional_user(
    request: Request,
    session: SessionDep,
    credentials: Annotated[HTTPAuthorizationCredentials | None, Depends(bearer)],
) -> User | None:
    """For calls open to everyone that staff may also make: None without a token, the user with a valid one,
    and 401 when a token is sent but is not valid (never silently treated as the public)."""
    if credentials is None:
        return None
    return await get_current_user(request, session, credentials)


OptionalUser = Annotated[User | None, Depends(get_optional_user)]


def require_role(*roles: Role) -> Callable[[User], Awaitable[User]]:
    allowed = {r.value for r in roles}

    async def check(user: CurrentUser) -> User:  # no I/O: on the event loop, not the thread pool
        if user.role not in allowed:
            raise Forbidden(f"This needs the {' or '.join(sorted(allowed))} role.")
        return user

    return check


AdminUser = Annotated[User, Depends(require_role(Role.admin))]
ManagerUser = Annotated[User, Depends(require_role(Role.admin, Role.manager))]
