"""Request dependencies: the database session (the one commit point) and the client's address.
The current user and role checks are in `api.auth.dependencies`."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterable
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


async def get_session() -> AsyncIterator[Session]:
    """The request's unit of work (`api.db.session_scope`'s commit point). The session is made on the event loop
    (it touches the database only at its first query); its commit or rollback and close, which do, run on the
    thread pool, and only when it used a connection. The thread pool's round trips are a fair part of a small
    request's CPU: a sync generator here cost two of them for every request. A sync endpoint's unit of work is
    usually ended on the pool right after the endpoint and its answer (`finish`, api/core/flat_routes.py): then
    there is nothing left to do here."""
    session = get_sessionmaker()()
    session.info[_OWN] = True
    try:
        yield session
    except BaseException as exc:
        await _end(session, exc)
        raise
    await _end(session, None)


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


# scope="function": commit right after the endpoint returns, so a failed commit becomes the response.
SessionDep = Annotated[Session, Depends(get_session, scope="function")]


def client_address(request: Request) -> str:
    """The peer's address, or the forwarded one when the peer is a trusted proxy (api/core/client_ip.py)."""
    return client_ip.client_address(request)


ClientAddress = Annotated[str, Depends(client_address)]
