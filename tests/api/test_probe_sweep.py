"""Issue 18's probes, part 1: every operation of the OpenAPI document, called by an admin with each hand-made bad
input of tests/api/probe_inputs.py (what schemathesis does not send), answers below 500, and a 400 or 422 names the
field it is about. One test per operation; each sends its inputs in the test's rolled-back transaction."""

from __future__ import annotations

import json
import logging
import re
from collections.abc import Iterator
from dataclasses import dataclass, replace
from typing import Any

import pytest
from fastapi.testclient import TestClient
from httpx import Response
from sqlalchemy import Connection, Engine
from sqlalchemy.orm import Session

from api.core.errors import ENVELOPES
from api.crm import Kind
from api.users.models import Role
from tests.api.buying.factories import make_request, make_supplier
from tests.api.probe_inputs import Document, Probe, encode, plan
from tests.api.quotes.factories import make_quote
from tests.api.schedule_factories import ids_of, make_call_off, make_plotted_order
from tests.api.tasks.helpers import make_task
from tests.api.test_unstorable_input import DOC
from tests.conftest import rolled_back, savepoint_session
from tests.factories import (
    headers_for,
    make_address,
    make_contact,
    make_note,
    make_notification,
    make_organisation,
    make_product,
    make_project,
    make_user,
)

DOCUMENT = Document(DOC)
# Calls whose effect outlasts the test's transaction or leaves the process, as in test_schemathesis.py: logging the
# caller out, and the jobs that start work on threads of their own.
SKIPPED = {
    ("POST", "/api/auth/logout"),
    ("POST", "/api/products/import/jobs"),
    ("POST", "/api/crm/import/{kind}/jobs"),
    ("POST", "/api/models/process"),
}
OPERATIONS = sorted(
    (method.upper(), path)
    for path, item in DOC["paths"].items()
    for method in item
    if (method.upper(), path) not in SKIPPED
)


def send(client: TestClient, method: str, probe: Probe, headers: dict[str, str]) -> Response:
    if probe.form is not None or probe.files:
        return client.request(
            method, probe.path, params=probe.query, data=probe.form or {}, files=probe.files or None, headers=headers
        )
    if probe.body is None:
        return client.request(method, probe.path, params=probe.query, headers=headers)
    content = probe.body.encode() if isinstance(probe.body, str) else encode(probe.body)
    return client.request(
        method, probe.path, params=probe.query, content=content, headers={**headers, "Content-Type": "application/json"}
    )


def _fields(response: Response) -> set[str] | None:
    try:
        body = response.json()
    except ValueError:
        return None
    errors = body.get("errors") if isinstance(body, dict) else None
    return {str(e.get("field") or "") for e in errors or []}


def _named(field: str, fields: set[str]) -> bool:
    """Whether the answer names `field` (a body's path, its envelope left out as the answers leave it), its
    container or a part of it."""
    parts = field.split(".")
    field = ".".join(parts[1:] if len(parts) > 1 and parts[0] in ENVELOPES else parts)
    return any(f == field or f.startswith(f"{field}.") or field.startswith(f"{f}.") for f in fields)


def problem(probe: Probe, response: Response, good: set[str] | None) -> str | None:
    """What is wrong with the answer to a bad input, if anything: a server error, or a 400 or 422 that names no
    field, or other fields than the one made wrong (unless it is the plausible request's own answer, `good`: the
    value was taken, and what the request lacks is elsewhere)."""
    if response.status_code >= 500:
        return f"{response.status_code} {response.text[:200]}"
    if response.status_code not in (400, 422):
        return None
    fields = _fields(response)
    if fields is None:
        return f"{response.status_code} not JSON: {response.text[:200]}"
    if not fields or "" in fields:
        return f"{response.status_code} names no field: {response.text[:200]}"
    if probe.names and not _named(probe.names, fields) and fields != good:
        return f"{response.status_code} names {sorted(fields)}, not {probe.names}: {response.text[:200]}"
    return None


PLAN = plan(DOCUMENT, OPERATIONS)


def test_the_sweep_covers_the_document() -> None:
    assert len(OPERATIONS) > 290
    assert sum(map(len, PLAN.values())) > 2_000


@pytest.fixture(scope="module")
def connection(engine: Engine) -> Iterator[Connection]:
    """One transaction for the module (in place of conftest's one a test): the records the operations are probed on
    are made once, and each test's own changes are rolled back to them (`db` below)."""
    with rolled_back(engine) as conn:
        yield conn


@dataclass(frozen=True)
class World:
    ids: dict[str, int]
    headers: dict[str, str]

    def fill(self, text: str) -> Any:
        """A marker (`@customer`) as the id of that record; anything else as it is."""
        if text.startswith("@") and text[1:] in self.ids:
            return self.ids[text[1:]]
        return text

    def filled(self, value: Any) -> Any:
        if isinstance(value, str):
            return self.fill(value)
        if isinstance(value, dict):
            return {key: self.filled(item) for key, item in value.items()}
        if isinstance(value, list):
            return [self.filled(item) for item in value]
        return value

    def probe(self, probe: Probe) -> Probe:
        path = re.sub(r"@[a-z_]+", lambda m: str(self.fill(m.group(0))), probe.path)
        form = None if probe.form is None else {k: str(self.fill(v)) for k, v in probe.form.items()}
        query = {k: str(self.fill(v)) for k, v in probe.query.items()}
        body = probe.body if isinstance(probe.body, str) else self.filled(probe.body)
        return replace(probe, path=path, query=query, body=body, form=form)


@pytest.fixture(scope="module")
def world(connection: Connection) -> World:
    """One record of each kind, made by the admin the sweep calls as, for the probes' ids to reach."""
    session = savepoint_session(connection)
    admin = make_user(session, role=Role.admin)
    customer = make_organisation(session, kind=Kind.customer, created_by=admin)
    supplier = make_supplier(session)
    project = make_project(session, customer=customer)
    contact = make_contact(session, customer, email="probe.site@example.com")
    order = make_plotted_order(session, actor=admin)
    made = make_request(session, [supplier], actor=admin)
    ids = {
        "me": admin.id,
        "customer": customer.id,
        "supplier": supplier.id,
        "other": make_organisation(session, kind=Kind.other).id,
        "company": make_organisation(session, kind=Kind.company).id,
        "project": project.id,
        "contact": contact.id,
        "address": make_address(session, customer).id,
        "product": make_product(session, supplier).id,
        "quote": make_quote(session, customer=customer, actor=admin, contacts=[contact], project=project).id,
        "order": order.id,
        "call_off": make_call_off(session, order, plots=ids_of(session, order)[1][:1]).id,
        "request": made.request.id,
        "supplier_quote": made.quotes[0].id,
        "task": make_task(session, admin).id,
        "notification": make_notification(session, admin).id,
        "note": make_note(session, customer.id, admin).id,
    }
    headers = headers_for(session, admin)
    session.commit()
    session.close()
    return World(ids, headers)


@pytest.fixture
def db(connection: Connection, world: World) -> Iterator[Session]:
    """The test's session, its changes rolled back to the world's records at its end."""
    nested = connection.begin_nested()
    session = savepoint_session(connection)
    yield session
    session.close()
    if nested.is_active:
        nested.rollback()


@pytest.mark.parametrize(("method", "path"), OPERATIONS)
def test_no_bad_input_is_a_server_error(
    client: TestClient, world: World, caplog: pytest.LogCaptureFixture, method: str, path: str
) -> None:
    failures: list[str] = []
    with caplog.at_level(logging.ERROR):
        good: set[str] | None = set()
        for planned in PLAN[(method, path)]:
            probe = world.probe(planned)
            response = send(client, method, probe, world.headers)
            if probe.label == "good":
                good = _fields(response) if response.status_code in (400, 422) else set()
            found = problem(probe, response, good)
            if found:
                failures.append(f"{probe.label}: {found}")
    assert not failures, f"{len(failures)} bad inputs:\n" + "\n".join(failures[:40])
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR], caplog.text[:2000]


def twice(body: Any, path: tuple[str | int, ...]) -> str:
    """`body` as JSON text with the key at `path` written twice (first with a value of its own, then the body's)."""
    if isinstance(body, list):
        return "[" + ", ".join(twice(item, path[1:] if path and i == 0 else ()) for i, item in enumerate(body)) + "]"
    if not isinstance(body, dict):
        return encode(body).decode()
    pairs = []
    for key, value in body.items():
        inner = path[1:] if path and key == path[0] else ()
        if path and len(path) == 1 and key == path[0]:
            pairs.append(f"{json.dumps(key)}: {encode(None).decode()}")
        pairs.append(f"{json.dumps(key)}: {twice(value, inner)}")
    return "{" + ", ".join(pairs) + "}"


def _keys(body: Any, path: tuple[str | int, ...] = ()) -> Iterator[tuple[str | int, ...]]:
    """The path of every key of a body's objects, outer ones first (an array's by its first item)."""
    if isinstance(body, dict):
        for key in body:
            yield (*path, key)
        for key, value in body.items():
            yield from _keys(value, (*path, key))
    elif isinstance(body, list) and body:
        yield from _keys(body[0], (*path, 0))


JSON_OPERATIONS = [op for op in OPERATIONS if isinstance(PLAN[op][0].body, dict) and PLAN[op][0].body]


@pytest.mark.parametrize(("method", "path"), JSON_OPERATIONS)
def test_a_key_given_twice_is_refused_naming_it(
    client: TestClient, db: Session, world: World, method: str, path: str
) -> None:
    """Python's JSON reader keeps the last value of a repeated key without a word: `{"quantity": 1, "quantity": 2}`
    saved 2. The key's outermost and innermost places in the plausible body are each refused, named by its path."""
    probe = world.probe(PLAN[(method, path)][0])
    keys = list(_keys(probe.body))
    for key in dict.fromkeys([keys[0], max(keys, key=len)]):
        response = client.request(
            method,
            probe.path,
            params=probe.query,
            content=twice(probe.body, key).encode(),
            headers={**world.headers, "Content-Type": "application/json"},
        )
        named = ".".join(map(str, key))
        assert response.status_code == 422, (named, response.text[:300])
        assert _named(named, _fields(response) or set()), (named, response.text[:300])


FORM_OPERATIONS = [op for op in OPERATIONS if PLAN[op][0].form is not None or PLAN[op][0].files]


@pytest.mark.parametrize(("method", "path"), FORM_OPERATIONS)
def test_a_form_field_given_twice_is_refused_naming_it(
    client: TestClient, db: Session, world: World, method: str, path: str
) -> None:
    """FastAPI keeps the last of a form field (or file) given twice without a word. Each field of the plausible form
    (each file included), given twice, is refused and named."""
    probe = world.probe(PLAN[(method, path)][0])
    form, files = probe.form or {}, probe.files or {}
    assert form or files
    for name in [*form, *files]:
        data = {key: [value, value] if key == name else value for key, value in form.items()}
        sent = [(key, part) for key, part in files.items()] + ([(name, files[name])] if name in files else [])
        response = client.request(
            method, probe.path, params=probe.query, data=data, files=sent or None, headers=world.headers
        )
        assert response.status_code == 422, (name, response.text[:300])
        assert _named(name, _fields(response) or set()), (name, response.text[:300])
