"""Every non-public route answers 401 without a token and with an expired one."""

from __future__ import annotations

import re

import pytest
from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from tests.api.openapi_doc import openapi_document
from tests.factories import expired_headers, make_user

OPTIONAL_AUTH = {
    ("PUT", "/api/quotes/accept"),
    ("PUT", "/api/quotes/reject"),
    ("POST", "/api/quotes/comment/customer"),
    ("GET", "/api/quotes/comments/{id}"),
    # The supplier's page: prices and comments by uuid, or staff with a token (tests/api/buying/test_public.py).
    ("PUT", "/api/suppliers/quote/totals"),
    ("POST", "/api/suppliers/quote/comment"),
    ("GET", "/api/suppliers/quote/comments/{id}"),
}
PUBLIC = {
    ("GET", "/api/health"),
    ("GET", "/api/ready"),
    ("PUT", "/api/auth/login"),
    ("GET", "/api/auth/codeReset/{email}"),
    ("GET", "/api/auth/checkToken/{token}"),
    ("PUT", "/api/auth/setNewPassword"),
    ("GET", "/api/auth/terms"),
    # Customer quotes, by uuid (tests/api/quotes/test_public.py and the rest).
    ("GET", "/api/quotes/public/{id}"),
    ("GET", "/api/quotes/public/{id}/pdf"),
    ("PUT", "/api/quotes/customer/toggleSelected"),
    # Purchase orders, by uuid, for the supplier (tests/api/buying/test_po_public.py).
    ("GET", "/api/suppliers/orders/public/{id}"),
    ("GET", "/api/suppliers/orders/public/{id}/pdf"),
    ("PUT", "/api/suppliers/orders/public/acknowledge"),
    ("PUT", "/api/suppliers/orders/public/propose"),
    ("PUT", "/api/suppliers/orders/public/decline"),
    # Call-off schedules, by a link's token, for the site, works and haulier (tests/api/test_schedules_public.py).
    ("GET", "/api/schedules/public/{token}"),
    ("GET", "/api/schedules/public/{token}/proof/{file_id}"),
    ("PUT", "/api/schedules/public/confirm"),
    ("PUT", "/api/schedules/public/propose"),
    ("PUT", "/api/schedules/public/dispatched"),
    ("POST", "/api/schedules/public/delivered"),
    # Supplier quotes, by uuid (tests/api/buying/test_public.py).
    ("GET", "/api/suppliers/quotes/public/{id}"),
    # Files the supplier attaches on that page (tests/api/buying/test_files.py).
    ("POST", "/api/suppliers/quotes/public/{id}/file"),
    ("GET", "/api/suppliers/quotes/public/{id}/file/{file_id}"),
    ("PUT", "/api/suppliers/quote/decline"),
    # Open to the customer, and to staff with a token (their variants are checked below).
    *OPTIONAL_AUTH,
}


def _routes() -> list[tuple[str, str]]:
    doc = openapi_document()
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


def test_public_routes_exist() -> None:
    """A renamed public route would silently drop out of the sweep's exceptions."""
    doc = openapi_document()
    routes = {(method.upper(), path) for path, ops in doc["paths"].items() for method in ops}
    assert routes >= PUBLIC, PUBLIC - routes


@pytest.mark.parametrize("path", ["/api/quotes/accept", "/api/quotes/reject"])
def test_staff_recorded_decisions_need_a_token(client: TestClient, db: Session, path: str) -> None:
    body = {"uuid": "00000000-0000-4000-8000-000000000001", "isInternal": True, "version": 1, "name": "Pat"}
    response = client.request("PUT", path, json=body)
    assert response.status_code == 401, response.text
    response = client.request("PUT", path, json=body, headers=expired_headers(db, make_user(db)))
    assert response.status_code == 401, response.text


@pytest.mark.parametrize(("method", "path"), sorted(OPTIONAL_AUTH))
def test_optional_auth_routes_reject_an_expired_token(client: TestClient, db: Session, method: str, path: str) -> None:
    """Without a token these are the customer's; a token that is sent must be valid (never taken as the public)."""
    headers = expired_headers(db, make_user(db))
    response = client.request(method, _concrete(path), json={}, headers=headers)
    assert response.status_code == 401, response.text
    assert response.json()["detail"] == "Your session has expired. Please log in again."


WRITES = [(method, path) for method, path in ROUTES if method != "GET"]


@pytest.mark.parametrize(("method", "path"), WRITES)
def test_an_anonymous_malformed_body_gets_401_before_any_field_is_named(
    client: TestClient, method: str, path: str
) -> None:
    """Issue 13: the token is checked before the body is read, so a caller without one learns no field names."""
    response = client.request(
        method, _concrete(path), content=b'{"broken": ', headers={"Content-Type": "application/json"}
    )
    assert response.status_code == 401, response.text
    assert response.json()["errors"] == []
