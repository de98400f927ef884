"""Request dependencies: the database session (the one commit point) and the client's address.
The current user and role checks are in `api.auth.dependencies`."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterable
from contextlib import AsyncExitStack
from functools import partial
from typing import Annotated

import anyio
import anyio.to_thread
from fastapi import Depends, Request
from sqlalchemy.orm import Session

from api.core import client_ip
from api.db import end_unit_of_work, get_sessionmaker, used_connection

# session.info keys: made by get_session; its unit of work already ended (by `finish`).
_OWN = "brickmate_request_session"
_ENDED = "brickmate_request_session_ended"


def _new_session() -> Session:
    session = get_sessionmaker()()
    session.info[_OWN] = True
    return session


async def get_session(request: Request) -> Session:
    """The request's unit of work (`api.db.session_scope`'s commit point), ended right after the endpoint returns
    (and its answer is serialised), so that a failed commit becomes the response. The session is made on the event
    loop (it touches the database only at its first query); its commit or rollback and close, which do, run on the
    thread pool, and only when it used a connection. A sync endpoint's unit of work is usually ended on the pool
    right after the endpoint and its answer (`finish`, api/core/flat_routes.py): then there is nothing left to do.

    A coroutine whose end is pushed onto FastAPI's function-scoped exit stack (with the exception, if any, as a
    generator would see it), not a generator: FastAPI wraps a generator dependency in a context manager and a
    cancel scope on every request, a fair part of a small request's CPU for what is here one call."""
    session = _new_session()
    stack: AsyncExitStack = request.scope["fastapi_function_astack"]
    stack.push_async_exit(partial(_exit, session))
    return session


async def get_streaming_session() -> AsyncIterator[Session]:
    """The same unit of work at request scope: it lives until the last byte of a streamed answer has been sent, not
    just until the endpoint returns (which is when the rows only start to stream)."""
    session = _new_session()
    try:
        yield session
    except BaseException as exc:
        await _end(session, exc)
        raise
    await _end(session, None)


async def _exit(session: Session, _: object, error: BaseException | None, __: object) -> bool:
    await _end(session, error)
    return False  # the error, if any, goes on


def own_sessions(values: Iterable[object]) -> list[Session]:
    """The sessions among an endpoint's arguments that get_session made and has not ended."""
    found = {id(v): v for v in values if isinstance(v, Session) and v.info.get(_OWN) and not v.info.get(_ENDED)}
    return list(found.values())


def finish(sessions: Iterable[Session], error: BaseException | None) -> None:
    """End these sessions' units of work now, on this thread (commit, or roll back after `error`), instead of when
    get_session resumes. A commit that fails raises, as it would there."""
    for session in sessions:
        session.info[_ENDED] = True
        end_unit_of_work(session, error)


async def _end(session: Session, error: BaseException | None) -> None:
    if session.info.get(_ENDED):
        return
    if not used_connection(session):
        end_unit_of_work(session, error)
        return
    # Shielded, as FastAPI does for a sync dependency's exit: a cancelled request still gives its connection back.
    with anyio.CancelScope(shield=True):
        await anyio.to_thread.run_sync(end_unit_of_work, session, error, limiter=anyio.CapacityLimiter(1))


# scope="function" for the tests' generator that stands in for it: it too ends right after the endpoint returns.
SessionDep = Annotated[Session, Depends(get_session, scope="function")]
StreamSessionDep = Annotated[Session, Depends(get_streaming_session)]


def client_address(request: Request) -> str:
    """The peer's address, or the forwarded one when the peer is a trusted proxy (api/core/client_ip.py)."""
    return client_ip.client_address(request)


ClientAddress = Annotated[str, Depends(client_address)]
