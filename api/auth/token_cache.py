"""Who a bearer token belongs to, kept in memory by each API process for a few seconds, so that most requests know
their user without a database round trip (the lookup was one of the few statements of most calls).

Safety before speed:
- The cache is used only while this process listens on the `brickmate_auth` channel (PostgreSQL LISTEN, a thread
  of its own). Migration 0016's triggers notify it when a change to `users` or `auth_tokens` commits, whichever
  process or tool made it: a logout, the revocation of a user's other sessions (a password change), a role change,
  a deactivation, a deletion, a login; each notification empties the cache of every process. While the listener is
  not connected (starting up, the database away) nothing is stored or answered from memory.
- A lookup that began before a notification does not store its answer (the generation), so an answer read before a
  change is never kept after it.
- An entry lives `auth_cache_seconds` (BRICKMATE_AUTH_CACHE_SECONDS, 0 turns the cache off) at most, and never past
  its token's expiry.
- Each request gets a User object of its own, in its own session (merged without a query), as a lookup gives.
What remains is the notification's delivery time (well under a millisecond on one machine): a request that arrives
in that instant is answered as if it had arrived just before the change, as a request already running would be."""

from __future__ import annotations

import logging
import threading
import time
from datetime import datetime
from typing import Any

import psycopg
from sqlalchemy import event, make_url
from sqlalchemy.orm import ORMExecuteState, Session, make_transient_to_detached

from api.auth.models import AuthToken
from api.db import database_url, utcnow
from api.settings import get_settings
from api.users.models import User

log = logging.getLogger(__name__)
CHANNEL = "brickmate_auth"
# Past this many tokens the cache starts again empty (a bound on memory; one office has a few dozen).
MAX_ENTRIES = 10_000
# The listener checks its connection this often when no notification comes.
PING_SECONDS = 5.0


class TokenCache:
    def __init__(self) -> None:
        self._entries: dict[str, tuple[float, User]] = {}
        self._lock = threading.Lock()
        self.generation = 0
        self.listening = False

    def get(self, token_hash: str) -> User | None:
        """The cached (detached) user of a token, or None."""
        entry = self._entries.get(token_hash)
        if entry is None:
            return None
        if not self.listening or entry[0] <= time.monotonic():
            self._entries.pop(token_hash, None)
            return None
        return entry[1]

    def put(self, token_hash: str, generation: int, user: User, expires_at: datetime, seconds: float) -> None:
        """Keep `user` (loaded in a lookup that began at `generation`) for at most `seconds`, and never past the
        token's expiry."""
        template = User(**{attr.key: getattr(user, attr.key) for attr in _COLUMNS})
        make_transient_to_detached(template)
        left = min(seconds, (expires_at - utcnow()).total_seconds())
        with self._lock:
            if not self.listening or generation != self.generation or left <= 0:
                return
            if len(self._entries) >= MAX_ENTRIES:
                self._entries.clear()
            self._entries[token_hash] = (time.monotonic() + left, template)

    def clear(self) -> None:
        with self._lock:
            self.generation += 1
            self._entries.clear()


_COLUMNS = User.__mapper__.column_attrs
cache = TokenCache()
_thread: threading.Thread | None = None
_stop = threading.Event()


def seconds() -> float:
    return get_settings().auth_cache_seconds


def attach(session: Session, template: User) -> User:
    """A copy of the cached user, persistent in `session`, without a query."""
    return session.merge(template, load=False)


_CHANGED = "brickmate_auth_changed"
_WATCHED = ("users", "auth_tokens")


def _flushed(session: Session, _: Any) -> None:
    if any(isinstance(o, User | AuthToken) for o in (*session.dirty, *session.deleted)):
        session.info[_CHANGED] = True


def _executed(state: ORMExecuteState) -> None:
    table = getattr(state.statement, "table", None)
    if (state.is_update or state.is_delete) and getattr(table, "name", None) in _WATCHED:
        state.session.info[_CHANGED] = True


def _committed(session: Session) -> None:
    if session.info.pop(_CHANGED, False):
        cache.clear()


def _rolled_back(session: Session, *_: Any) -> None:
    session.info.pop(_CHANGED, None)


def install() -> None:
    """In this process, a committed change to a user or a token (through the ORM) empties the cache at once, before
    the request that made it answers; the notification does the same for the other processes (and for changes made
    any other way). Idempotent."""
    for name, listener in (
        ("after_flush", _flushed),
        ("do_orm_execute", _executed),
        ("after_commit", _committed),
        ("after_soft_rollback", _rolled_back),
    ):
        if not event.contains(Session, name, listener):
            event.listen(Session, name, listener)


def _connect() -> psycopg.Connection[Any]:
    url = make_url(database_url())
    args: dict[str, Any] = {**url.query, **url.translate_connect_args(username="user", database="dbname")}
    return psycopg.connect(
        **args, autocommit=True, connect_timeout=2, keepalives=1, keepalives_idle=5, keepalives_interval=2
    )


def _listen() -> None:
    while not _stop.is_set():
        try:
            with _connect() as conn:
                conn.execute(f"LISTEN {CHANNEL}")
                # Whatever changed before LISTEN took effect was missed: start empty.
                cache.clear()
                cache.listening = True
                pinged = time.monotonic()
                while not _stop.is_set():
                    for _ in conn.notifies(timeout=1.0):
                        cache.clear()
                    if time.monotonic() - pinged > PING_SECONDS:
                        conn.execute("SELECT 1")
                        pinged = time.monotonic()
        except Exception as exc:  # the database away: answer from it only, until the listener is back
            if not _stop.is_set():
                log.warning("auth cache listener: %s; tokens are looked up until it reconnects", exc)
        finally:
            cache.listening = False
            cache.clear()
        _stop.wait(1.0)


def start() -> bool:
    """Start the listener (once per process) when the cache is on; whether it was started now."""
    global _thread
    if seconds() <= 0 or (_thread is not None and _thread.is_alive()):
        return False
    _stop.clear()
    _thread = threading.Thread(target=_listen, name="brickmate-auth-cache", daemon=True)
    _thread.start()
    return True


def stop() -> None:
    global _thread
    _stop.set()
    if _thread is not None:
        _thread.join(timeout=5)
    _thread = None
    cache.listening = False
    cache.clear()
