"""Issue 18's probes, part 1: every operation of the OpenAPI document, called by an admin with each hand-made bad
input of tests/api/probe_inputs.py (what schemathesis does not send), answers below 500, and a 400 or 422 names the
field it is about. One test per operation; each sends its inputs in the test's rolled-back transaction."""

from __future__ import annotations

import logging

import pytest
from fastapi.testclient import TestClient
from httpx import Response
from sqlalchemy.orm import Session

from api.core.errors import ENVELOPES
from api.users.models import Role
from tests.api.probe_inputs import Document, Probe, encode, plan
from tests.api.test_unstorable_input import DOC
from tests.factories import headers_for, make_user

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


@pytest.fixture
def admin_headers(db: Session) -> dict[str, str]:
    return headers_for(db, make_user(db, role=Role.admin))


@pytest.mark.parametrize(("method", "path"), OPERATIONS)
def test_no_bad_input_is_a_server_error(
    client: TestClient, admin_headers: dict[str, str], caplog: pytest.LogCaptureFixture, method: str, path: str
) -> None:
    failures: list[str] = []
    with caplog.at_level(logging.ERROR):
        good: set[str] | None = set()
        for probe in PLAN[(method, path)]:
            response = send(client, method, probe, admin_headers)
            if probe.label == "good":
                good = _fields(response) if response.status_code in (400, 422) else set()
            found = problem(probe, response, good)
            if found:
                failures.append(f"{probe.label}: {found}")
    assert not failures, f"{len(failures)} bad inputs:\n" + "\n".join(failures[:40])
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR], caplog.text[:2000]
