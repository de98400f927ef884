"""Request dependencies: the database session (the one commit point) and the client's address.
The current user and role checks are in `api.auth.dependencies`."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Annotated

from fastapi import Depends, Request
from sqlalchemy.orm import Session

from api.core import client_ip
from api.db import session_scope


def get_session() -> Iterator[Session]:
    yield from session_scope()


# scope="function": commit right after the endpoint returns, so a failed commit becomes the response.
SessionDep = Annotated[Session, Depends(get_session, scope="function")]


def client_address(request: Request) -> str:
    """The peer's address, or the forwarded one when the peer is a trusted proxy (api/core/client_ip.py)."""
    return client_ip.client_address(request)


ClientAddress = Annotated[str, Depends(client_address)]
