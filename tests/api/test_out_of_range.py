"""A number past the database's integer range is bad input (400), never a 500."""

from __future__ import annotations

from fastapi.testclient import TestClient


def test_an_id_past_the_integer_range_is_a_400(client: TestClient, headers: dict[str, str]) -> None:
    response = client.get(f"/api/suppliers/single/{2**31}", headers=headers)

    assert response.status_code == 400
    assert response.json()["detail"] == "A number in the request is out of range."


def test_the_session_still_works_after_it(client: TestClient, headers: dict[str, str]) -> None:
    client.get(f"/api/customers/{2**40}", headers=headers)

    assert client.get("/api/customers/all/1", headers=headers).status_code == 200
