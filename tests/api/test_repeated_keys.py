"""A key given twice: Python's JSON reader kept the last value of a repeated key, and FastAPI the last of a repeated
query parameter or form field, without a word. Each is now refused, naming it (the sweep in test_probe_sweep.py tries a
repeated key on every JSON operation)."""

from __future__ import annotations

from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from api.core.json_body import REPEATED_KEY
from api.crm import Kind
from api.guards.text_guard import REPEATED_FIELD, REPEATED_PARAMETER
from api.records.models import Note, StoredFile
from tests.api.buying.factories import make_sent
from tests.api.buying.test_files import PDF
from tests.api.test_unreadable_body import sent
from tests.factories import make_organisation


def test_a_key_given_twice_is_refused_and_nothing_saved(
    client: TestClient, db: Session, headers: dict[str, str]
) -> None:
    """Python's JSON reader kept the last of a repeated key without a word (the note below was saved as "Second");
    now the key is named, nothing is saved, and a caller without a token still gets its 401 first."""
    customer = make_organisation(db, kind=Kind.customer)
    body = f'{{"related_id": {customer.id}, "note": "First", "note": "Second"}}'.encode()
    assert (sent(client, body).status_code, sent(client, body).json()["errors"]) == (401, [])
    r = sent(client, body, headers)
    assert r.status_code == 422, r.text
    assert r.json()["errors"] == [{"field": "note", "message": REPEATED_KEY}]
    assert db.scalar(select(Note).where(Note.subject_id == customer.id)) is None
    r = sent(client, f'{{"related_id": {customer.id}, "note": "Second"}}'.encode(), headers)
    assert r.status_code == 201, r.text


def test_a_query_parameter_of_one_value_given_twice_is_refused(client: TestClient, headers: dict[str, str]) -> None:
    """FastAPI kept the last of `?customer_id=1&customer_id=2` without a word (the list was another customer's); now
    the parameter is named. One that takes a list (`status`) is given as often as wanted; a caller without a token
    still gets its 401 first."""
    twice = "/api/quotes?customer_id=1&customer_id=2&page=1"
    assert client.get(twice).status_code == 401
    r = client.get(twice, headers=headers)
    assert r.status_code == 422, r.text
    assert r.json()["errors"] == [{"field": "customer_id", "message": REPEATED_PARAMETER}]
    assert client.get("/api/quotes?status=sent&status=draft", headers=headers).status_code == 200


def test_a_form_field_given_twice_is_refused_and_nothing_saved(
    client: TestClient, db: Session, headers: dict[str, str]
) -> None:
    """A form field (urlencoded or multipart) given twice was read as its last value without a word: a link saved
    to the second address, a supplier's file kept the second of two. Now the field is named and nothing is saved; a
    caller without a token still gets its 401 first."""
    customer = make_organisation(db, kind=Kind.customer)
    twice = {"related_id": str(customer.id), "url": ["https://a.example/plan", "https://b.example/plan"]}
    assert client.post("/api/customers/file/insert", data=twice).status_code == 401
    r = client.post("/api/customers/file/insert", data=twice, headers=headers)
    assert r.status_code == 422, r.text
    assert r.json()["errors"] == [{"field": "url", "message": REPEATED_FIELD}]
    assert db.scalar(select(StoredFile).where(StoredFile.subject_id == customer.id)) is None

    quote = make_sent(db)
    page = f"/api/suppliers/quotes/public/{quote.uuid}/file"
    two_files = [("file", ("a.pdf", PDF, "application/pdf")), ("file", ("b.pdf", PDF, "application/pdf"))]
    r = client.post(page, files=two_files, data={"name": "Sally"})
    assert (r.status_code, r.json()["errors"]) == (422, [{"field": "file", "message": REPEATED_FIELD}])
    r = client.post(page, files=two_files[:1], data={"name": ["Sally", "Sam"]})
    assert (r.status_code, r.json()["errors"]) == (422, [{"field": "name", "message": REPEATED_FIELD}])
    assert db.scalar(select(StoredFile).where(StoredFile.subject_id == quote.id)) is None
    assert client.post(page, files=two_files[:1], data={"name": "Sally"}).status_code == 201
