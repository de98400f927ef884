"""The route index (api/core/route_index.py): a request tries only the routes its path's first two segments allow,
and ends at the route the full walk of the list would have found first."""

from __future__ import annotations

import re
from typing import Any

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient
from starlette.routing import BaseRoute, Match, Route

from api.core.route_index import RouteIndex, request_key, route_key


def _scope(method: str, path: str) -> dict[str, Any]:
    return {"type": "http", "method": method, "path": path, "root_path": "", "headers": [], "query_string": b""}


def _first_match(routes: list[BaseRoute], scope: dict[str, Any]) -> tuple[BaseRoute | None, Match]:
    partial: BaseRoute | None = None
    for route in routes:
        match, _ = route.matches(scope)
        if match is Match.FULL:
            return route, Match.FULL
        if match is Match.PARTIAL and partial is None:
            partial = route
    return partial, (Match.PARTIAL if partial is not None else Match.NONE)


def _sample_paths(app: FastAPI) -> list[str]:
    """Each route's path with its parameters filled in (a number, a word), plus paths no route has."""
    paths = []
    for route in app.router.routes:
        if isinstance(route, Route):
            for value in ("7", "all"):
                paths.append(re.sub(r"\{[^}]+\}", value, route.path))
    return [*paths, "/", "/api", "/api/", "/api/nothing-here", "/api/customers/", "/metrics/", "/api/users/me/x"]


def test_route_keys() -> None:
    assert route_key("/api/customers/{id}") == "/api/customers"
    assert route_key("/api/customers") == "/api/customers"
    assert route_key("/api/customers/note/{id}") == "/api/customers"
    assert route_key("/api/{kind}/all") is None
    assert route_key("/api/items{suffix}") is None
    assert route_key("/metrics") is None
    assert request_key("/api/customers/12") == "/api/customers"
    assert request_key("/api/customers") == "/api/customers"
    assert request_key("/api") == "/api"
    assert request_key("/") == "/"


@pytest.mark.parametrize("method", ["GET", "POST", "PUT", "DELETE"])
def test_every_path_finds_the_route_the_full_walk_finds(app: FastAPI, method: str) -> None:
    index = RouteIndex(app.router)
    checked = 0
    for path in _sample_paths(app):
        scope = _scope(method, path)
        expected = _first_match(app.router.routes, scope)
        assert _first_match(index.candidates(scope), scope) == expected, (method, path)
        checked += expected[1] is not Match.NONE
    assert checked > 300  # the app's routes were found, not only misses
    # The index narrows the walk: a customer's page is tried against its own pair's routes.
    assert len(index.candidates(_scope("GET", "/api/customers/7"))) < len(app.router.routes) / 4


def test_the_index_follows_routes_added_later() -> None:
    app = FastAPI()

    @app.get("/api/one/{id}")
    def one(id: int) -> dict[str, int]:
        return {"one": id}

    from api.core.route_index import index_routes

    index_routes(app)
    client = TestClient(app)
    assert client.get("/api/one/3").json() == {"one": 3}

    @app.get("/api/two/{id}")
    def two(id: int) -> dict[str, int]:
        return {"two": id}

    assert client.get("/api/two/4").json() == {"two": 4}
    assert client.post("/api/two/4").status_code == 405  # the path fits, the method does not
    assert client.get("/api/three").status_code == 404


def test_the_app_answers_through_the_index(client: TestClient) -> None:
    assert client.get("/api/health").status_code == 200
    assert client.get("/api/nothing-here").status_code == 404
    assert client.put("/api/health").status_code == 405
    assert client.get("/metrics").status_code == 200
