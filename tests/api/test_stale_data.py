"""A row deleted or changed by another request before this one saved (SQLAlchemy's StaleDataError) is a 409 with
the house's error body, never a 500."""

from __future__ import annotations

from fastapi import FastAPI
from fastapi.testclient import TestClient
from sqlalchemy.orm.exc import StaleDataError

from api.core.errors import install_error_handlers


def test_stale_data_is_a_409_conflict() -> None:
    app = FastAPI()
    install_error_handlers(app)

    @app.delete("/gone")
    def gone() -> None:
        raise StaleDataError("UPDATE statement on table 'tasks' expected to update 1 row(s); 0 were matched.")

    response = TestClient(app, raise_server_exceptions=False).delete("/gone")

    assert response.status_code == 409
    assert response.json() == {
        "detail": "Someone else changed or removed this record at the same moment. Reload and try again.",
        "errors": [],
    }
