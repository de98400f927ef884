"""Request dependencies: the database session (the one commit point) and the client's address.
The current user and role checks are in `api.auth.dependencies`."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Annotated

from fastapi import Depends, Request
from sqlalchemy.orm import Session

from api.db import session_scope


def get_session() -> Iterator[Session]:
    yield from session_scope()


# scope="function": commit right after the endpoint returns, so a failed commit becomes the response.
SessionDep = Annotated[Session, Depends(get_session, scope="function")]


def client_address(request: Request) -> str:
    return request.client.host if request.client else "unknown"


ClientAddress = Annotated[str, Depends(client_address)]
