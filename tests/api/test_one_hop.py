"""A sync endpoint in one trip to the thread pool (api/core/flat_routes.py): the endpoint, its answer validated and
serialised, then its unit of work ended, on one thread, in that order; the routes that cannot be answered that way
(the `Response` parameter, a session kept open for a streamed answer) still are, as before.

The app here uses the real session dependency (its own sessions, on the test database), not the tests' shared one."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi import APIRouter, FastAPI, Response
from fastapi.responses import StreamingResponse
from fastapi.testclient import TestClient
from pydantic import BaseModel, field_serializer
from sqlalchemy import Engine, text
from sqlalchemy.orm import Session

from api.core import deps
from api.core.deps import SessionDep, StreamSessionDep
from api.core.errors import Conflict, install_error_handlers
from api.core.flat_routes import flatten

Event = tuple[Any, ...]
events: list[Event] = []


def _thread() -> int:
    return threading.get_ident()


class Out(BaseModel):
    value: int

    @field_serializer("value")
    def _written(self, value: int) -> int:
        events.append(("serialised", _thread()))
        return value


router = APIRouter(prefix="/api")


@router.get("/ok", response_model=Out)
def ok(session: SessionDep) -> Any:
    session.execute(text("SELECT 1"))
    events.append(("endpoint", _thread()))
    return {"value": 1}


@router.get("/refused", response_model=Out)
def refused(session: SessionDep) -> Any:
    session.execute(text("SELECT 1"))
    events.append(("endpoint", _thread()))
    raise Conflict("Refused.")


@router.get("/broken", response_model=Out)
def broken(session: SessionDep) -> Any:
    session.execute(text("SELECT 1"))
    return {"value": "not a number"}


@router.get("/header", response_model=Out)
def header(session: SessionDep, response: Response) -> Any:
    session.execute(text("SELECT 1"))
    response.headers["X-Mine"] = "yes"
    response.status_code = 202
    return {"value": 2}


@router.delete("/gone", status_code=204)
def gone(session: SessionDep) -> None:
    session.execute(text("SELECT 1"))


@router.get("/plain")
def plain(session: SessionDep) -> dict[str, int]:
    session.execute(text("SELECT 1"))
    return {"plain": 3}


@router.get("/header-refused", response_model=Out)
def header_refused(session: SessionDep, response: Response) -> Any:
    session.execute(text("SELECT 1"))
    response.headers["X-Mine"] = "yes"
    raise Conflict("Refused.")


@router.get("/stream", response_class=StreamingResponse)
def stream(session: StreamSessionDep) -> StreamingResponse:
    def body() -> Iterator[bytes]:
        session.execute(text("SELECT 1"))
        events.append(("streamed", _thread()))
        yield b"streamed"

    return StreamingResponse(body(), media_type="text/plain")


@pytest.fixture
def one_hop(engine: Engine, monkeypatch: pytest.MonkeyPatch) -> Iterator[TestClient]:
    real_end = deps.end_unit_of_work

    def spied(session: Session, error: BaseException | None) -> None:
        events.append(("end", _thread(), None if error is None else type(error).__name__))
        real_end(session, error)

    monkeypatch.setattr(deps, "end_unit_of_work", spied)
    app = FastAPI()
    install_error_handlers(app)
    app.include_router(router)
    flatten(app)
    events.clear()
    with TestClient(app, raise_server_exceptions=False) as client:
        yield client


def test_endpoint_answer_and_commit_in_one_trip(one_hop: TestClient) -> None:
    response = one_hop.get("/api/ok")
    assert response.status_code == 200 and response.json() == {"value": 1}
    (endpoint, thread), (serialised, thread_2), (end, thread_3, error) = events
    assert (endpoint, serialised, end, error) == ("endpoint", "serialised", "end", None)
    assert thread == thread_2 == thread_3 != threading.get_ident()


def test_a_refusal_rolls_back_once_on_the_same_trip(one_hop: TestClient) -> None:
    response = one_hop.get("/api/refused")
    assert response.status_code == 409 and response.json()["detail"] == "Refused."
    (endpoint, thread), (end, thread_2, error) = events
    assert (endpoint, end, error) == ("endpoint", "end", "Conflict")
    assert thread == thread_2


def test_an_answer_that_breaks_its_model_is_500_and_rolled_back(one_hop: TestClient) -> None:
    assert one_hop.get("/api/broken").status_code == 500
    assert events == [("end", events[0][1], "ResponseValidationError")]


def test_the_response_parameter_still_sets_headers_and_status(one_hop: TestClient) -> None:
    response = one_hop.get("/api/header")
    assert response.status_code == 202 and response.headers["X-Mine"] == "yes"
    assert response.json() == {"value": 2}
    assert [e[0] for e in events] == ["serialised", "end"]


def test_off_the_one_trip_a_refusal_still_rolls_back(one_hop: TestClient) -> None:
    """The session's end is on FastAPI's function-scoped exit stack (api/core/deps.py): it sees the error."""
    response = one_hop.get("/api/header-refused")
    assert response.status_code == 409 and response.json()["detail"] == "Refused."
    assert [(e[0], e[2]) for e in events] == [("end", "Conflict")]


def test_no_content_and_no_model(one_hop: TestClient) -> None:
    gone = one_hop.delete("/api/gone")
    assert gone.status_code == 204 and gone.content == b""
    assert one_hop.get("/api/plain").json() == {"plain": 3}
    assert [e[0] for e in events] == ["end", "end"]


def test_a_streamed_answer_keeps_its_session_until_it_is_sent(one_hop: TestClient) -> None:
    response = one_hop.get("/api/stream")
    assert response.status_code == 200 and response.content == b"streamed"
    assert [e[0] for e in events] == ["streamed", "end"]
    assert events[1][2] is None
