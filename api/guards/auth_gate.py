"""401 before the body is read: a request to a route that needs a user has its token checked before the body is
read, so an anonymous caller can neither make the server read a large body nor learn a route's fields from its 422.

Routes are told apart by their dependencies: a route that depends on the current user (directly or through a role
check) needs a token; one that takes the optional user (public pages staff may also use) or none at all is open.
The route's own dependency checks the token again and keeps the user; this gate only answers early."""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from fastapi import FastAPI
from fastapi.dependencies.models import Dependant
from fastapi.routing import APIRoute
from starlette.concurrency import run_in_threadpool
from starlette.exceptions import HTTPException
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from api.auth import dependencies as auth_deps
from api.auth import service as auth_service
from api.auth import token_cache
from api.core import deps
from api.core.body_limit import has_body
from api.core.errors import NotAuthenticated
from api.core.security import hash_token
from api.db import session_scope

EXPIRED = "Your session has expired. Please log in again."


def needs_user(dependant: Dependant) -> bool:
    for sub in dependant.dependencies:
        if sub.call is auth_deps.get_optional_user:
            continue
        if sub.call is auth_deps.get_current_user or needs_user(sub):
            return True
    return False


def bearer_token(scope: Scope) -> str | None:
    """The token of an `Authorization: Bearer …` header, as fastapi.security.HTTPBearer reads it."""
    value = dict(scope["headers"]).get(b"authorization", b"").decode("latin-1")
    scheme, _, token = value.partition(" ")
    return token.strip() or None if scheme.lower() == "bearer" else None


def token_is_valid(app: FastAPI, token: str) -> bool:
    # The same session source as the routes (the tests swap it for their own transaction).
    provider: Any = app.dependency_overrides.get(deps.get_session, session_scope)
    sessions: Generator[Any, None, None] = provider()
    session = next(sessions)
    try:
        user, _ = auth_service.user_for_token(session, token)
    except BaseException:
        sessions.close()
        raise
    next(sessions, None)
    return user is not None


async def token_valid(app: FastAPI, token: str) -> bool:
    """From the process's token cache when it knows the token (no query), else looked up on the thread pool."""
    if auth_deps.caching(app) and token_cache.cache.get(hash_token(token)) is not None:
        return True
    return await run_in_threadpool(token_is_valid, app, token)


class TokenRefused(HTTPException):
    """Raised from `receive`: an HTTPException, so FastAPI's body reading passes it on to the one error handler."""

    def __init__(self, detail: str) -> None:
        super().__init__(status_code=401, detail=detail, headers={"WWW-Authenticate": "Bearer"})


class AuthGateMiddleware:
    """Pure ASGI. The router has picked the route (scope["route"]) before its handler asks for the body; the first
    time it asks, a route that needs a user has the token checked, and a missing or invalid one ends the request
    with 401 without a byte of the body read."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app
        self._needs_user: dict[int, bool] = {}

    def _guarded(self, route: object) -> bool:
        if not isinstance(route, APIRoute):
            return False
        key = id(route)
        if key not in self._needs_user:
            self._needs_user[key] = needs_user(route.dependant)
        return self._needs_user[key]

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or not has_body(scope):
            await self.app(scope, receive, send)
            return
        checked = False

        async def gated() -> Message:
            nonlocal checked
            if not checked:
                checked = True
                if self._guarded(scope.get("route")):
                    token = bearer_token(scope)
                    if token is None:
                        raise TokenRefused(NotAuthenticated().detail)
                    if not await token_valid(scope["app"], token):
                        raise TokenRefused(EXPIRED)
            return await receive()

        await self.app(scope, gated, send)
