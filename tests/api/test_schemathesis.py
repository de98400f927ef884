"""Schemathesis against the OpenAPI document, bounded (a few examples per operation, generation only, no shrinking):
every operation, called as a logged-in admin with data the document allows, answers without a server error and with
a body its documented schema describes. Each operation's calls run in one rolled-back transaction, as every test here
(the `client` fixture's session), so nothing it writes stays.

Skipped when schemathesis is not installed (it is in the dev extras)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from fastapi import FastAPI
from sqlalchemy.orm import Session

from api.users.models import Role
from tests.conftest import sharing
from tests.factories import headers_for, make_user

schemathesis = pytest.importorskip("schemathesis")
from hypothesis import HealthCheck, Phase, given, settings  # noqa: E402

MAX_EXAMPLES = 4
# Calls whose effect would outlast the rolled-back transaction or leave the process: logging the admin out (the
# following calls would all be 401), and the calls that start work on threads of their own outside the test's
# transaction (imports, index rebuilds), already covered by their own tests.
SKIPPED = {
    ("POST", "/api/auth/logout"),
    ("POST", "/api/products/import/jobs"),
    ("POST", "/api/crm/import/{kind}/jobs"),
    ("POST", "/api/models/process"),
    # Server-sent events, which the document describes as a string stream (its own tests read the events).
    ("POST", "/api/brickmate/askQuestion/stream"),
}


@pytest.fixture
def fuzz_app(app: FastAPI, db: Session) -> Iterator[FastAPI]:
    """The app with the test's session, committed data to each request as in production."""
    with sharing(app, db):
        yield app


@pytest.fixture
def api_schema(fuzz_app: FastAPI) -> Any:
    return schemathesis.openapi.from_asgi("/api/openapi.json", fuzz_app)


@pytest.fixture
def admin_headers(db: Session) -> dict[str, str]:
    return headers_for(db, make_user(db, role=Role.admin))


def _check(name: str) -> Callable[..., Any]:
    """A built-in check by name, wherever this version of schemathesis keeps it."""
    import importlib

    for module in ("schemathesis.checks", "schemathesis.openapi.checks", "schemathesis.specs.openapi.checks"):
        try:
            found = getattr(importlib.import_module(module), name, None)
        except ImportError:
            continue
        if found is not None:
            return found  # type: ignore[no-any-return]
    raise LookupError(name)


# One test over every operation, each with hypothesis's `given` on the operation's strategy (schemathesis's own pytest
# integration does not load under this pytest). A failure is collected and the operations that failed are listed.
def test_no_server_error_and_responses_match_the_document(api_schema: Any, admin_headers: dict[str, str]) -> None:
    checks = (_check("not_a_server_error"), _check("response_schema_conformance"))
    failures: list[str] = []
    tried = 0
    for result in api_schema.get_all_operations():
        operation = result.ok()
        if (operation.method.upper(), operation.path) in SKIPPED:
            continue
        tried += 1

        @given(case=operation.as_strategy())
        @settings(
            max_examples=MAX_EXAMPLES,
            deadline=None,
            phases=[Phase.explicit, Phase.generate],
            suppress_health_check=list(HealthCheck),
            derandomize=True,
            database=None,
        )
        def call(case: Any) -> None:
            response = case.call(headers=admin_headers)
            assert response.status_code < 500, f"{response.status_code} {response.text[:300]}"
            case.validate_response(response, checks=checks)

        try:
            call()
        except Exception as exc:
            failures.append(f"{operation.method.upper()} {operation.path}: {str(exc).strip()[:500]}")
    assert tried > 200, f"only {tried} operations in the document"
    assert not failures, f"{len(failures)} operations failed:\n" + "\n".join(failures)
