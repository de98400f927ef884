"""Every list's `page` past the integer range (`?page=99999999999`) is a 422 naming `page`, as `?page=0` is: it was
a 400 ("A number in the request is out of range."). The largest page is an empty page, never a 400 or a 500. A page
size past its bound was already a 422 naming it, and stays one. The routes are read from the app's own schema: a
list added later is checked too."""

from __future__ import annotations

import re

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from api.core.fields import MAX_ID
from api.users.models import Role
from tests.factories import headers_for, make_user

HUGE = "99999999999"


def _bounds(app: FastAPI, name: str) -> dict[str, int]:
    """The GET routes taking `name` in their query, their other path parameters filled with 1 (the routes whose
    path must be a word first answer 422 for that word as well, the page still named), and its largest value."""
    bounds = {}
    for path, ops in app.openapi()["paths"].items():
        for p in ops.get("get", {}).get("parameters", []):
            if p["in"] == "query" and p["name"] == name:
                schemas = p["schema"].get("anyOf", [p["schema"]])
                bounds[re.sub(r"\{[^}]+\}", "1", path)] = max(s.get("maximum", 0) for s in schemas)
    return bounds


def _lists(app: FastAPI, name: str) -> list[str]:
    return list(_bounds(app, name))


@pytest.fixture
def admin(db: Session) -> dict[str, str]:
    return headers_for(db, make_user(db, role=Role.admin))


def _named(client: TestClient, headers: dict[str, str], path: str, params: dict[str, str | int]) -> list[str]:
    response = client.get(path, params=params, headers=headers)
    assert response.status_code == 422, (path, response.text)
    return [error["field"] for error in response.json()["errors"]]


def test_a_huge_page_is_a_422_naming_it_on_every_list(app: FastAPI, client: TestClient, admin: dict[str, str]) -> None:
    paths = _lists(app, "page")
    assert {"/api/quotes", "/api/tasks/1/1", "/api/companys", "/api/products/all", "/api/customers/all/1"} <= set(paths)
    for path in paths:
        assert "page" in _named(client, admin, path, {"page": HUGE}), path
        assert _named(client, admin, path, {"page": 0}) == _named(client, admin, path, {"page": HUGE}), path


def test_a_huge_page_size_is_a_422_naming_it(app: FastAPI, client: TestClient, admin: dict[str, str]) -> None:
    for path in _lists(app, "items_per_page"):
        assert "items_per_page" in _named(client, admin, path, {"items_per_page": HUGE}), path


def test_the_last_page_there_can_be_is_an_empty_page(app: FastAPI, client: TestClient, admin: dict[str, str]) -> None:
    """Each list's largest page (`MAX_ID` for most): its offset is past a 4-byte integer; bound as one, it was a 400
    (the database's "integer out of range")."""
    bounds = _bounds(app, "page")
    assert bounds["/api/quotes"] == bounds["/api/tasks/1/1"] == MAX_ID
    for path, largest in bounds.items():
        response = client.get(path, params={"page": largest, "items_per_page": 25}, headers=admin)
        assert response.status_code in (200, 404, 422), (path, response.text)  # 404/422: the filled-in id or word
        if response.status_code == 200:
            assert response.json()["items"] == [], path
        else:
            assert "page" not in [error["field"] for error in response.json()["errors"]], path
