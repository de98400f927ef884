"""Work beside the request (assistant.beside): on a connection of its own when the session is bound to an engine;
in the request's own session, when asked for, otherwise (a test's connection, whose rows are never committed)."""

from __future__ import annotations

import threading

from sqlalchemy import Engine, text
from sqlalchemy.orm import Session

from assistant import beside


def _backend(session: Session) -> tuple[int, str]:
    pid = session.scalar(text("SELECT pg_backend_pid()"))
    return int(pid or 0), threading.current_thread().name


def test_an_engine_bound_session_runs_it_on_another_connection_and_thread(engine: Engine) -> None:
    with Session(bind=engine) as session:
        own = _backend(session)
        pending = beside.start(session, _backend)
        assert pending.beside
        pid, thread = pending.result()
        assert pid != own[0]
        assert thread != own[1]


def test_a_connection_bound_session_runs_it_itself_when_asked(db: Session) -> None:
    db.execute(text("CREATE TEMPORARY TABLE beside_probe (n int) ON COMMIT DROP"))
    db.execute(text("INSERT INTO beside_probe VALUES (7)"))
    ran: list[str] = []

    def work(session: Session) -> int:
        ran.append(threading.current_thread().name)
        return int(session.scalar(text("SELECT n FROM beside_probe")) or 0)

    pending = beside.start(db, work)
    assert not pending.beside
    assert ran == []  # not run before it is asked for: where it ran before
    assert pending.result() == 7  # it sees the request's own rows
    assert ran == [threading.current_thread().name]


def test_every_worker_busy_runs_it_in_the_request(engine: Engine) -> None:
    taken = 0
    while beside._free.acquire(blocking=False):
        taken += 1
    try:
        with Session(bind=engine) as session:
            pending = beside.start(session, _backend)
            assert not pending.beside
            assert pending.result() == _backend(session)
    finally:
        for _ in range(taken):
            beside._free.release()
