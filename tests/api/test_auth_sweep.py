"""Every non-public route answers 401 without a token and with an expired one."""

from __future__ import annotations

import re

import pytest
from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from api.main import create_app
from tests.factories import expired_headers, make_user

PUBLIC = {
    ("GET", "/api/health"),
    ("PUT", "/api/auth/login"),
    ("GET", "/api/auth/codeReset/{email}"),
    ("GET", "/api/auth/checkToken/{token}"),
    ("PUT", "/api/auth/setNewPassword"),
    ("GET", "/api/auth/terms"),
}


def _routes() -> list[tuple[str, str]]:
    doc = create_app(serve_web=False).openapi()
    return sorted(
        (method.upper(), path)
        for path, ops in doc["paths"].items()
        for method in ops
        if (method.upper(), path) not in PUBLIC
    )


ROUTES = _routes()


def _concrete(path: str) -> str:
    return re.sub(r"\{[^}]+\}", "1", path)


def test_sweep_covers_the_routes() -> None:
    assert len(ROUTES) >= 12
    assert ("GET", "/api/users/all") in ROUTES


@pytest.mark.parametrize(("method", "path"), ROUTES)
def test_requires_a_token(client: TestClient, method: str, path: str) -> None:
    response = client.request(method, _concrete(path), json={})
    assert response.status_code == 401, response.text
    assert response.json()["detail"]


@pytest.mark.parametrize(("method", "path"), ROUTES)
def test_rejects_an_expired_token(client: TestClient, db: Session, method: str, path: str) -> None:
    headers = expired_headers(db, make_user(db))
    response = client.request(method, _concrete(path), json={}, headers=headers)
    assert response.status_code == 401, response.text
    assert response.json()["detail"] == "Your session has expired. Please log in again."
