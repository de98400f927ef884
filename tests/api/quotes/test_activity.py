"""GET /quotes/activity/{id}: the quote's activity log, newest first, the customer's actions included."""

from __future__ import annotations

from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from api.users.models import User
from tests.api.quotes.factories import make_sent_quote


def test_lists_the_quotes_activity_newest_first(
    client: TestClient, db: Session, staff: User, headers: dict[str, str]
) -> None:
    quote = make_sent_quote(db, actor=staff)
    body = {"uuid": str(quote.uuid), "isInternal": False, "version": 1, "name": "Jo Bloggs", "po_number": "PO-1"}
    assert client.put("/api/quotes/accept", json=body).status_code == 200
    response = client.get(f"/api/quotes/activity/{quote.id}", headers=headers)
    assert response.status_code == 200
    page = response.json()
    assert page["total"] == 2
    first, last = page["items"]
    assert first["action"] == "accepted" and "Jo Bloggs" in first["summary"] and "testclient" in first["summary"]
    assert last["action"] == "create" and last["actor_name"] == staff.full_name


def test_unknown_quote_is_404(client: TestClient, headers: dict[str, str]) -> None:
    response = client.get("/api/quotes/activity/999999", headers=headers)
    assert response.status_code == 404
    assert response.json()["detail"] == "This quote does not exist."
