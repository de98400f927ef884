"""An oversized body is refused from its declared length, before the server reads it."""

from __future__ import annotations

from fastapi.testclient import TestClient

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
