"""A JSON body the server cannot read at all (broken, not UTF-8, nested past what Python's JSON reader goes, or a form
field holding such JSON) is refused naming `body` (or the form field), never with an empty list of fields, a
character position as the field, or a 500."""

from __future__ import annotations

import logging
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from api.core.errors import BODY_NOT_JSON, BODY_NOT_UTF8, BODY_TOO_DEEP
from api.crm import Kind
from api.records.models import Note
from tests.factories import make_organisation

URL = "/api/customers/note/add"
DEEP = b"[" * 5_000 + b"]" * 5_000


@pytest.fixture(autouse=True)
def no_tracebacks(caplog: pytest.LogCaptureFixture) -> Any:
    with caplog.at_level(logging.WARNING):
        yield
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR], caplog.text


def sent(client: TestClient, body: bytes, headers: dict[str, str] | None = None, url: str = URL) -> Any:
    return client.post(url, content=body, headers={"Content-Type": "application/json", **(headers or {})})


def test_without_a_token_it_is_a_401_naming_nothing(client: TestClient) -> None:
    for body in (b'{"note": ', b'{"note": "caf\xe9"}', DEEP):
        r = sent(client, body)
        assert (r.status_code, r.json()["errors"]) == (401, []), r.text


@pytest.mark.parametrize(
    ("body", "status", "message"),
    [
        (b'{"related_id": 1, "note": ', 422, BODY_NOT_JSON),  # named "26" (the character it broke at) before
        (b'{"related_id": 1, "note": "caf\xe9"}', 400, BODY_NOT_UTF8),  # Latin-1: named no field before
        (b"\xff\xfe{", 400, BODY_NOT_UTF8),
        (DEEP, 400, BODY_TOO_DEEP),
        (b'{"related_id": 1, "note": "x", "more": ' + DEEP + b"}", 400, BODY_TOO_DEEP),
    ],
    ids=["broken", "latin-1", "utf-16-mark", "deep", "deep-inside"],
)
def test_an_unreadable_body_names_the_body(
    client: TestClient, headers: dict[str, str], body: bytes, status: int, message: str
) -> None:
    r = sent(client, body, headers)
    assert r.status_code == status, r.text
    assert r.json()["errors"] == [{"field": "body", "message": message}]


def test_a_form_field_of_deep_json_is_the_routes_to_refuse(client: TestClient, headers: dict[str, str]) -> None:
    """The text guard reads a form field that looks like JSON with a \\u escape; one nested past Python's reader was a
    500 on every form route. Now it is left to the route, which names the field."""
    deep = "[" * 5_000 + '"\\u0041"' + "]" * 5_000
    r = client.post(
        "/api/customers/file/insert",
        data={"related_id": deep},
        files={"file": ("plan.pdf", b"%PDF-1.4\n", "application/pdf")},
        headers=headers,
    )
    assert r.status_code == 422, r.text
    assert [e["field"] for e in r.json()["errors"]] == ["related_id"]


def test_the_same_body_readable_is_taken(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    customer = make_organisation(db, kind=Kind.customer)
    body = f'{{"related_id": {customer.id}, "note": "Café on site, nested: ", "more": {"[" * 50}{"]" * 50}}}'
    r = sent(client, body.encode(), headers)
    assert r.status_code == 201, r.text
    assert r.json()["note"] == "Café on site, nested:"
    stored = db.scalar(select(Note).where(Note.id == r.json()["note_id"]))
    assert stored is not None and (stored.subject_id, stored.body) == (customer.id, "Café on site, nested:")
