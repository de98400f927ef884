"""Results kept for the rest of a unit of work's reading: a look-up asked twice in one request (the assistant reads
a question's products, then its answer matches the same words against the catalogue) runs once.

Kept in the session and dropped as soon as the session writes (a flush), commits or rolls back: a result kept is
never older than the session's own last write."""

from __future__ import annotations

from typing import Any

from sqlalchemy import event
from sqlalchemy.orm import Session

KEY = "brickmate.memo"


def memo(session: Session) -> dict[Any, Any]:
    """The session's kept results, by whatever key their look-up gives them."""
    kept: dict[Any, Any] = session.info.setdefault(KEY, {})
    return kept


def _forget(session: Session, *_: Any) -> None:
    session.info.pop(KEY, None)


for _name in ("after_flush", "after_commit", "after_rollback", "after_soft_rollback"):
    event.listen(Session, _name, _forget)
