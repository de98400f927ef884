"""The current user and role checks of a request, from its bearer token."""

from __future__ import annotations

from collections.abc import Callable
from typing import Annotated

from fastapi import Depends, Request
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer

from api.auth import service as auth_service
from api.core.deps import SessionDep
from api.core.errors import Forbidden, NotAuthenticated
from api.users.models import Role, User

bearer = HTTPBearer(auto_error=False, description="The token returned by PUT /api/auth/login")


def get_current_user(
    request: Request,
    session: SessionDep,
    credentials: Annotated[HTTPAuthorizationCredentials | None, Depends(bearer)],
) -> User:
    if credentials is None:
        raise NotAuthenticated()
    user, token_hash = auth_service.user_for_token(session, credentials.credentials)
    if user is None:
        raise NotAuthenticated("Your session has expired. Please log in again.")
    request.state.token_hash = token_hash
    return user


CurrentUser = Annotated[User, Depends(get_current_user)]


def get_optional_user(
    request: Request,
    session: SessionDep,
    credentials: Annotated[HTTPAuthorizationCredentials | None, Depends(bearer)],
) -> User | None:
    """For calls open to everyone that staff may also make: None without a token, the user with a valid one,
    and 401 when a token is sent but is not valid (never silently treated as the public)."""
    if credentials is None:
        return None
    return get_current_user(request, session, credentials)


OptionalUser = Annotated[User | None, Depends(get_optional_user)]


def require_role(*roles: Role) -> Callable[[User], User]:
    allowed = {r.value for r in roles}

    def check(user: CurrentUser) -> User:
        if user.role not in allowed:
            raise Forbidden(f"This needs the {' or '.join(sorted(allowed))} role.")
        return user

    return check


AdminUser = Annotated[User, Depends(require_role(Role.admin))]
ManagerUser = Annotated[User, Depends(require_role(Role.admin, Role.manager))]
