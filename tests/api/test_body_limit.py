"""An oversized body is refused from its declared length, before the server reads it."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient

from api.core.body_limit import has_body
from api.main import MAX_BODY_BYTES


def test_declared_oversized_body_is_refused_with_413(client: TestClient) -> None:
    response = client.post(
        "/api/customers/file/insert",
        content=b"x",
        headers={"Content-Length": str(MAX_BODY_BYTES + 1), "Content-Type": "multipart/form-data; boundary=b"},
    )
    assert response.status_code == 413
    assert response.json()["detail"] == "The upload is larger than the 25 MB limit."


def test_body_within_the_limit_reaches_the_route(client: TestClient) -> None:
    response = client.post("/api/customers/file/insert", content=b"x", headers={"Content-Type": "text/plain"})
    assert response.status_code == 401


# ---- issue 13: a chunked body is counted as it streams, and the token is checked before it is read ---------

CHUNK = b"x" * (1024 * 1024)


class Chunks:
    """A body without a declared length (sent chunked), recording how much of it the server asked for."""

    def __init__(self, megabytes: int) -> None:
        self.megabytes = megabytes
        self.sent = 0

    def __iter__(self) -> Iterator[bytes]:
        for _ in range(self.megabytes):
            self.sent += 1
            yield CHUNK


def test_a_chunked_body_past_the_limit_is_cut_off_with_413(client: TestClient, headers: dict[str, str]) -> None:
    body = Chunks(40)
    response = client.post(
        "/api/customers/file/insert",
        content=body,
        headers={**headers, "Content-Type": "multipart/form-data; boundary=b"},
    )
    assert response.status_code == 413, response.text
    assert response.json()["detail"] == "The upload is larger than the 25 MB limit."


def test_a_chunked_body_is_cut_off_at_the_limit_not_read_to_its_end(app: FastAPI) -> None:
    """Straight through ASGI, to count what the server pulls: the 413 comes one chunk past the limit."""
    pulled = 0

    async def receive() -> dict[str, Any]:
        nonlocal pulled
        pulled += 1
        return {"type": "http.request", "body": CHUNK, "more_body": pulled < 200}

    sent: list[dict[str, Any]] = []

    async def send(message: dict[str, Any]) -> None:
        sent.append(message)

    scope = {
        "type": "http",
        "asgi": {"version": "3.0"},
        "http_version": "1.1",
        "method": "PUT",
        "path": "/api/auth/login",
        "raw_path": b"/api/auth/login",
        "query_string": b"",
        "headers": [(b"content-type", b"application/json"), (b"transfer-encoding", b"chunked")],
        "client": ("127.0.0.1", 5000),
        "server": ("testserver", 80),
        "scheme": "http",
        "root_path": "",
        "state": {},
    }
    asyncio.run(app(scope, receive, send))
    assert sent[0]["status"] == 413
    assert b"25 MB limit" in sent[1]["body"]
    assert pulled == MAX_BODY_BYTES // len(CHUNK) + 1


def test_an_anonymous_body_is_not_read_at_all(client: TestClient) -> None:
    body = Chunks(200)
    response = client.post(
        "/api/customers/file/insert", content=body, headers={"Content-Type": "multipart/form-data; boundary=b"}
    )
    assert response.status_code == 401
    assert body.sent == 0


@pytest.mark.parametrize("path", ["/api/customers/add", "/api/quotes/add", "/api/users/add", "/api/users/profile/edit"])
def test_an_anonymous_malformed_body_gets_401_not_the_fields(client: TestClient, path: str) -> None:
    response = client.post(path, content=b"{not json", headers={"Content-Type": "application/json"})
    assert response.status_code == 401, response.text
    assert response.json()["errors"] == []


def test_an_invalid_token_with_a_malformed_body_gets_401(client: TestClient) -> None:
    response = client.post(
        "/api/quotes/add",
        content=b"{not json",
        headers={"Content-Type": "application/json", "Authorization": "Bearer not-a-token"},
    )
    assert response.status_code == 401
    assert response.json()["detail"] == "Your session has expired. Please log in again."


def test_public_routes_still_validate_the_body(client: TestClient) -> None:
    response = client.put("/api/auth/login", content=b"{not json", headers={"Content-Type": "application/json"})
    assert response.status_code == 422
    anonymous_accept = client.put(
        "/api/quotes/accept", content=b"{not json", headers={"Content-Type": "application/json"}
    )
    assert anonymous_accept.status_code == 422


def test_a_valid_token_reaches_the_validation(client: TestClient, headers: dict[str, str]) -> None:
    response = client.post(
        "/api/quotes/add", content=b"{not json", headers={**headers, "Content-Type": "application/json"}
    )
    assert response.status_code == 422


@pytest.mark.parametrize(
    ("headers", "expected"),
    [
        ([], False),
        ([(b"content-length", b"0")], False),
        ([(b"content-length", b" 12 ")], True),
        ([(b"transfer-encoding", b"Chunked")], True),
        ([(b"content-length", b"abc")], False),
    ],
)
def test_only_a_request_with_a_body_is_counted(headers: list[tuple[bytes, bytes]], expected: bool) -> None:
    """A request without one (a GET, most requests) passes the body limit and the token gate untouched."""
    assert has_body({"type": "http", "headers": headers}) is expected
