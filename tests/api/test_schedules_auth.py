"""Every staff call of Delivering answers 401 without a token (before reading the body), and 404 for a call-off
or order that does not exist."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

STAFF_CALLS = [
    ("GET", "/api/schedules"),
    ("GET", "/api/schedules/flat?from=2026-01-01&to=2026-01-31"),
    ("GET", "/api/schedules/month?from=2026-01-01&to=2026-01-31"),
    ("GET", "/api/schedules/day?date=2026-01-05"),
    ("GET", "/api/schedules/1"),
    ("POST", "/api/schedules/edit/1"),
    ("GET", "/api/schedules/order/1"),
    ("PUT", "/api/schedules/status/delivery"),
    ("POST", "/api/schedules/plot/add"),
    ("PUT", "/api/schedules/plot/edit"),
    ("PUT", "/api/schedules/plot/phase"),
    ("DELETE", "/api/schedules/plot/1"),
    ("POST", "/api/schedules/proof"),
    ("GET", "/api/schedules/1/proof/1"),
    ("PUT", "/api/schedules/links/revoke"),
    ("PUT", "/api/quotes/send/schedule"),
    ("PUT", "/api/quotes/send/schedule/preview"),
]


@pytest.mark.parametrize(("method", "path"), STAFF_CALLS)
def test_needs_a_token(client: TestClient, method: str, path: str) -> None:
    response = client.request(method, path, json={})
    assert response.status_code == 401, response.text
    assert response.json()["detail"]


def test_unknown_records_are_not_found(client: TestClient, headers: dict[str, str]) -> None:
    assert client.get("/api/schedules/999999", headers=headers).json()["detail"] == "This call-off does not exist."
    assert client.get("/api/schedules/order/999999", headers=headers).status_code == 404
    assert client.delete("/api/schedules/plot/999999", headers=headers).status_code == 404
    body = {"schedule_id": 999999, "status": "booked", "date": "2030-01-01"}
    assert client.put("/api/schedules/status/delivery", headers=headers, json=body).status_code == 404
    edit = {"requested_date": "2030-01-01", "version": 1}
    assert client.post("/api/schedules/edit/999999", headers=headers, json=edit).status_code == 404
    assert client.put("/api/schedules/links/revoke", headers=headers, json={"link_id": 999999}).status_code == 404
    add = {"order_id": 999999, "requested_date": "2030-01-01", "plot_ids": [1]}
    assert client.post("/api/schedules/plot/add", headers=headers, json=add).status_code == 404
