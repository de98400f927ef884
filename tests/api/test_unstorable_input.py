"""Issue 13 part 2, point 3 (and the export and `true`-as-id points of 7): text no column can hold (a NUL, a lone
UTF-16 surrogate) and whole numbers past the integer range are refused once, centrally, with the field named,
never a 500 and never a traceback in the log."""

from __future__ import annotations

import json
import logging
import re
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from api.crm import Kind
from api.guards.text_guard import NUL, SURROGATE, TOO_LARGE
from tests.api.openapi_doc import openapi_document
from tests.api.test_auth_sweep import PUBLIC, ROUTES
from tests.factories import make_organisation

SURROGATE_JSON = '"\\ud800"'


def raw_json(client: TestClient, method: str, path: str, body: str, headers: dict[str, str] | None = None) -> Any:
    """A body as sent on the wire: `json=` cannot carry a lone surrogate (httpx would not encode it)."""
    return client.request(
        method, path, content=body.encode(), headers={"Content-Type": "application/json", **(headers or {})}
    )


def fields(response: Any) -> dict[str, str]:
    return {e["field"]: e["message"] for e in response.json()["errors"]}


@pytest.fixture(autouse=True)
def no_tracebacks(caplog: pytest.LogCaptureFixture) -> Any:
    with caplog.at_level(logging.WARNING):
        yield
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR], caplog.text


def test_a_lone_surrogate_in_an_anonymous_login(client: TestClient) -> None:
    r = raw_json(client, "PUT", "/api/auth/login", f'{{"email": {SURROGATE_JSON}, "password": "x"}}')
    assert r.status_code == 422, r.text
    assert fields(r) == {"email": SURROGATE}


def test_a_lone_surrogate_in_a_staff_body_names_the_inner_field(
    client: TestClient, db: Session, headers: dict[str, str]
) -> None:
    customer = make_organisation(db, kind=Kind.customer)
    body = (
        f'{{"quote": {{"customer_id": {customer.id}, "customer_notes": "ok", '
        f'"lines": [{{"description": {SURROGATE_JSON}, "quantity": "1", "sell_price": "1"}}]}}, "notes": ""}}'
    )
    r = raw_json(client, "POST", "/api/quotes/add", body, headers)
    assert r.status_code == 422, r.text
    assert fields(r) == {"lines.0.description": SURROGATE}


def test_a_nul_in_a_body(client: TestClient, headers: dict[str, str]) -> None:
    r = client.post("/api/customers/add", json={"name": "Acme\x00 Ltd"}, headers=headers)
    assert r.status_code == 422, r.text
    assert fields(r) == {"name": NUL}


def test_a_surrogate_in_a_key(client: TestClient, headers: dict[str, str]) -> None:
    r = raw_json(client, "POST", "/api/customers/add", f'{{"name": "x", {SURROGATE_JSON}: "x"}}', headers)
    assert r.status_code == 422
    assert fields(r) == {"body": SURROGATE}


def test_a_nul_in_a_query_parameter(client: TestClient, headers: dict[str, str]) -> None:
    r = client.get("/api/customers/all/1", params={"q": "ac\x00me"}, headers=headers)
    assert r.status_code == 422, r.text
    assert fields(r) == {"q": NUL}


def test_a_nul_in_a_path_parameter_of_a_public_call(client: TestClient) -> None:
    r = client.get("/api/auth/codeReset/a%00b@example.com")
    assert r.status_code == 422, r.text
    assert fields(r) == {"email": NUL}


def test_a_nul_in_a_form_field(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    customer = make_organisation(db, kind=Kind.customer)
    r = client.post(
        "/api/customers/file/insert",
        data={"related_id": str(customer.id), "url": "https://example.com/plan", "name": "Plan\x00"},
        headers=headers,
    )
    assert r.status_code == 422, r.text
    assert fields(r) == {"name": NUL}


def test_a_number_past_the_integer_range_in_a_body_names_its_field(client: TestClient, headers: dict[str, str]) -> None:
    r = client.post("/api/projects/supplier/add", json={"project_id": 2**31, "supplier_id": 1}, headers=headers)
    assert r.status_code == 400, r.text
    assert r.json()["detail"] == "A number in the request is out of range."
    assert fields(r) == {"project_id": TOO_LARGE}


def test_a_path_id_past_the_integer_range_names_its_field(client: TestClient, headers: dict[str, str]) -> None:
    r = client.get(f"/api/suppliers/single/{2**31}", headers=headers)
    assert r.status_code == 400
    assert fields(r) == {"id": TOO_LARGE}


def test_a_number_in_a_text_query_is_text(client: TestClient, headers: dict[str, str]) -> None:
    """Only parameters that take whole numbers are range-checked: a phone number searched for is text."""
    r = client.get("/api/customers/all/1", params={"q": "07700900123999"}, headers=headers)
    assert r.status_code == 200, r.text


@pytest.mark.parametrize("value", [True, False])
def test_true_is_not_id_1(client: TestClient, db: Session, headers: dict[str, str], value: bool) -> None:
    make_organisation(db, kind=Kind.customer)
    body = {"quote": {"customer_id": value, "lines": []}, "notes": ""}
    r = client.post("/api/quotes/add", json=body, headers=headers)
    assert r.status_code == 422, r.text
    assert fields(r) == {"customer_id": "Must be a whole number"}
    plain = client.post("/api/projects/supplier/add", json={"project_id": value, "supplier_id": 1}, headers=headers)
    assert plain.status_code == 422
    assert fields(plain) == {"project_id": "Must be a whole number"}


@pytest.mark.parametrize("path", ["/api/crm/export/customers", "/api/crm/export/contacts", "/api/products/export"])
def test_a_nul_in_an_export_filter_is_refused_before_the_download_starts(
    client: TestClient, headers: dict[str, str], path: str
) -> None:
    r = client.get(path, params={"q": "a\x00"}, headers=headers)
    assert r.status_code == 422, r.text
    assert r.headers["content-type"].startswith("application/json")
    assert fields(r) == {"q": NUL}


def test_ordinary_text_still_passes(client: TestClient, headers: dict[str, str]) -> None:
    r = client.post("/api/customers/add", json={"name": "Café Ünïcode 🧱 Ltd"}, headers=headers)
    assert r.status_code == 201, r.text
    assert json.loads(r.text)["name"] == "Café Ünïcode 🧱 Ltd"


def test_an_anonymous_caller_gets_401_not_messages_about_its_input(client: TestClient) -> None:
    anonymous = client.get("/api/customers/all/1", params={"q": "a\x00"})
    assert anonymous.status_code == 401
    forged = client.get("/api/customers/all/1", params={"q": "a\x00"}, headers={"Authorization": "Bearer forged"})
    assert forged.status_code == 401
    assert forged.json()["detail"] == "Your session has expired. Please log in again."


def test_a_surrogate_spelled_inside_an_import_mapping(client: TestClient, headers: dict[str, str]) -> None:
    r = client.post(
        "/api/crm/import/customers",
        data={"mapping": '{"\\ud800": "name"}', "dry_run": "true"},
        files={"file": ("c.csv", b"Name\nAcme\n", "text/csv")},
        headers=headers,
    )
    assert r.status_code == 422, r.text
    assert list(fields(r).values()) == [SURROGATE]


DOC = openapi_document()


def _json_writes() -> list[tuple[str, str]]:
    doc = DOC
    return [
        (method, path)
        for method, path in ROUTES
        if "application/json" in doc["paths"][path][method.lower()].get("requestBody", {}).get("content", {})
    ]


JSON_WRITES = _json_writes()


def _form_routes() -> set[tuple[str, str]]:
    doc = DOC
    return {
        (method.upper(), path)
        for path, ops in doc["paths"].items()
        for method, op in ops.items()
        if "multipart/form-data" in op.get("requestBody", {}).get("content", {})
    }


FORM_ROUTES = _form_routes()


def test_the_sweep_covers_the_json_writes() -> None:
    assert len(JSON_WRITES) >= 60


@pytest.mark.parametrize(("method", "path"), JSON_WRITES)
def test_every_write_refuses_a_lone_surrogate_with_a_field(
    client: TestClient, headers: dict[str, str], method: str, path: str
) -> None:
    """The sweep of the issue: 34 operations answered a lone surrogate with a 500; none may now."""
    concrete = re.sub(r"\{[^}]+\}", "1", path)
    r = raw_json(
        client,
        method,
        concrete,
        f'{{"name": {SURROGATE_JSON}, "quote": {{"customer_notes": {SURROGATE_JSON}}}}}',
        headers,
    )
    assert r.status_code == 422, r.text
    assert set(fields(r).values()) == {SURROGATE}


@pytest.mark.parametrize(("method", "path"), sorted(PUBLIC))
def test_every_public_call_refuses_unstorable_text(client: TestClient, method: str, path: str) -> None:
    concrete = re.sub(r"\{[^}]+\}", "x", path)
    if method == "GET":  # a NUL in the query (a URL cannot carry a lone surrogate)
        r = client.get(concrete, params={"version": "1", "name": "a\x00"})
    elif (method, path) in FORM_ROUTES:  # a NUL in a form field (a proof of delivery's form)
        r = client.request(method, concrete, data={"token": "x", "name": "a\x00"})
    else:
        r = raw_json(client, method, concrete, f'{{"name": {SURROGATE_JSON}}}')
    assert r.status_code == 422, r.text
    assert fields(r) == {"name": NUL if method == "GET" or (method, path) in FORM_ROUTES else SURROGATE}
