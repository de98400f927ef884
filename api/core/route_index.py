"""The routes a request can match, found by the first two segments of its path instead of trying them all.

Once the app's routes are one flat list (`api.core.flat_routes`), the router still tries them one by one, in order,
until one matches: about 400 routes, a hundred regular-expression matches for a call near the middle of the list.
A route whose path starts with two literal segments (`/api/customers/{id}`) can only match a path that starts with
them, so the index keeps, for each such pair, the routes that start with it, plus the routes it cannot place (a
parameter in the first two segments, a mount, anything that is not a plain route), each list in the routes' order.
A request is then tried against its pair's list only, in the same order, so the route that matches is the one the
full walk would have found first (a method that does not fit is still a partial match, answered 405).

Only the walk changes: when none of the request's candidates matches, the router's own dispatch runs as before
(trailing-slash redirects, the 404). The index is rebuilt when the routes change."""

from __future__ import annotations

from fastapi import FastAPI
from fastapi.routing import APIRouter, _apply_router_form_limits, _update_scope
from fastapi.telemetry._api import _route_selected
from starlette._utils import get_route_path
from starlette.routing import BaseRoute, Match, Mount, Route
from starlette.types import Receive, Scope, Send

# A key no request path has: the routes the index cannot place.
_ANYWHERE = "\x00"


def route_key(path: str) -> str | None:
    """`/first/second` when the route's path starts with those two literal segments, else None."""
    literal, brace, _ = path.partition("{")
    segments = literal.split("/")
    # The last piece of a path with a parameter is not a whole segment (`/api/items{suffix}`).
    whole = segments if not brace else segments[:-1]
    if len(whole) < 3 or whole[0] != "":
        return None
    return f"/{whole[1]}/{whole[2]}"


def request_key(path: str) -> str:
    """The first two segments of a request's path, as `route_key` names them."""
    first_end = path.find("/", 1)
    if first_end < 0:
        return path
    second_end = path.find("/", first_end + 1)
    return path if second_end < 0 else path[:second_end]


class RouteIndex:
    def __init__(self, router: APIRouter) -> None:
        self.router = router
        self.version: tuple[int, int, int] = (-1, -1, -1)
        self.buckets: dict[str, list[BaseRoute]] = {}
        self.anywhere: list[BaseRoute] = []

    def _current(self) -> tuple[int, int, int]:
        routes = self.router.routes
        return (id(routes), len(routes), self.router._routes_version)

    def rebuild(self) -> None:
        placed: dict[str, list[tuple[int, BaseRoute]]] = {}
        anywhere: list[tuple[int, BaseRoute]] = []
        for position, route in enumerate(self.router.routes):
            key = route_key(route.path) if isinstance(route, Route) else None
            if key is None:
                anywhere.append((position, route))
            else:
                placed.setdefault(key, []).append((position, route))
        # Each pair's routes merged with those placed nowhere, in the order of the list.
        self.buckets = {
            key: [route for _, route in sorted([*routes, *anywhere], key=_position)] for key, routes in placed.items()
        }
        self.anywhere = [r for _, r in anywhere]
        self.version = self._current()

    def candidates(self, scope: Scope) -> list[BaseRoute]:
        if self.version != self._current():
            self.rebuild()
        return self.buckets.get(request_key(get_route_path(scope)), self.anywhere)


def _position(item: tuple[int, BaseRoute]) -> int:
    return item[0]


def index_routes(app: FastAPI) -> None:
    """Dispatch the app's HTTP requests through a `RouteIndex` of its router."""
    router = app.router
    index = RouteIndex(router)
    walk_all = router.middleware_stack

    async def dispatch(scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await walk_all(scope, receive, send)
            return
        # What APIRouter.app does first.
        _apply_router_form_limits(scope, router.form_limits)
        scope.setdefault("router", router)
        partial: tuple[BaseRoute, Scope] | None = None
        for route in index.candidates(scope):
            match, child_scope = route.matches(scope)
            if match is Match.FULL:
                partial = (route, child_scope)
                break
            if match is Match.PARTIAL and partial is None:
                partial = (route, child_scope)
        if partial is None:
            await walk_all(scope, receive, send)
            return
        # What APIRouter.app does with the route it found.
        route, child_scope = partial
        _update_scope(scope, child_scope)
        _route_selected(scope=scope, path=getattr(route, "path_format", None), mount=isinstance(route, Mount))
        await route.handle(scope, receive, send)

    router.middleware_stack = dispatch
