"""Issue 18: a public link opens by its exact uuid only. Python and pydantic read the same uuid in other spellings
(upper case, without hyphens, in braces, behind `urn:uuid:`); each is a link that does not exist (404 on a page,
422 naming the field in a body), never the customer's, supplier's or site's page."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from api.core.fields import LINK_ID, exact_uuid
from tests.api.buying.factories import make_sent
from tests.api.buying.test_po_public import _sent_order
from tests.api.quotes.factories import make_sent_quote
from tests.api.test_schedules_public import SEND, _setup


def spellings(token: str) -> list[str]:
    return [token.upper(), token.replace("-", ""), f"{{{token}}}", f"urn:uuid:{token}", f"{token} ", token[:-1]]


def test_only_the_lower_case_hyphenated_spelling_is_a_link() -> None:
    token = "6f1c5a9e-3d1b-4c38-9a55-0d2f7d3b9e11"
    assert str(exact_uuid(token)) == token
    assert [exact_uuid(other) for other in spellings(token)] == [None] * 6


def _links(client: TestClient, db: Session, headers: dict[str, str]) -> dict[str, str]:
    """A page of each kind of public link: its path with `{}` for the uuid, each answering 200 by the exact one."""
    quote = str(make_sent_quote(db).uuid)
    supplier_quote = str(make_sent(db).uuid)
    order = _sent_order(client, db, headers)["uuid"]
    _, call_off = _setup(db)
    sent = client.put(SEND, headers=headers, json={"schedule_id": call_off.id, "audience": "works"})
    assert sent.status_code == 200, sent.text
    schedule = sent.json()["links"][0]["url"].rsplit("/", 1)[1]
    return {
        "/api/quotes/public/{}": quote,
        "/api/quotes/public/{}/pdf": quote,
        "/api/quotes/comments/{}": quote,
        "/api/suppliers/quotes/public/{}": supplier_quote,
        "/api/suppliers/quote/comments/{}": supplier_quote,
        "/api/suppliers/orders/public/{}": order,
        "/api/suppliers/orders/public/{}/pdf": order,
        "/api/schedules/public/{}": schedule,
    }


def test_another_spelling_of_a_links_uuid_opens_no_page(
    client: TestClient, db: Session, headers: dict[str, str]
) -> None:
    for path, token in _links(client, db, headers).items():
        assert client.get(path.format(token)).status_code == 200, path
        for other in spellings(token):
            response = client.get(path.format(other))
            assert response.status_code == 404, (path, other, response.status_code)
            assert "does not exist" in response.json()["detail"]


@pytest.mark.parametrize(
    ("path", "body"),
    [
        ("/api/quotes/customer/toggleSelected", {"line_id": 1, "selected": True}),
        ("/api/quotes/accept", {"version": 1, "name": "Pat"}),
        ("/api/suppliers/quote/decline", {"reason": "Busy", "name": "Pat"}),
        ("/api/suppliers/orders/public/acknowledge", {"name": "Pat"}),
    ],
)
def test_another_spelling_in_a_public_body_names_the_field(client: TestClient, path: str, body: dict[str, Any]) -> None:
    token = "6f1c5a9e-3d1b-4c38-9a55-0d2f7d3b9e11"
    for other in spellings(token)[:4]:
        response = client.put(path, json={"uuid": other, **body})
        assert response.status_code == 422, (path, other, response.text)
        assert {"field": "uuid", "message": LINK_ID} in response.json()["errors"]


def test_another_spelling_of_a_schedule_token_in_a_body_names_the_field(client: TestClient) -> None:
    token = "6f1c5a9e-3d1b-4c38-9a55-0d2f7d3b9e11"
    for path in ("/api/schedules/public/confirm", "/api/schedules/public/dispatched"):
        response = client.put(path, json={"token": token.upper(), "name": "Pat"})
        assert response.status_code == 422, response.text
        assert response.json()["errors"] == [{"field": "token", "message": LINK_ID}]
