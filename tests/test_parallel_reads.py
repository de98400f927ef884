"""Read-only statements of a request at the same time on connections of their own (api/core/parallel_reads.py), only
when those connections see what the request's own does; the rows are the same either way."""

from __future__ import annotations

from sqlalchemy import Engine, text
from sqlalchemy.orm import Session

from api.core.parallel_reads import read_all

READ = text("SELECT CAST(:n AS integer) AS n, pg_backend_pid() AS pid, current_setting('brickmate.probe', true) AS v")


def _read(session: Session, count: int = 3) -> list[tuple[int, int, str | None]]:
    results = read_all(session, [(READ, {"n": n}) for n in range(count)])
    return [(row.n, row.pid, row.v) for [row] in results]


def test_an_idle_session_reads_on_connections_of_its_own(engine: Engine) -> None:
    with Session(engine) as session:
        read = _read(session)

    assert [n for n, _, _ in read] == [0, 1, 2]  # each statement's rows, in order
    assert len({pid for _, pid, _ in read}) == 3  # each on a connection of its own


def test_inside_a_transaction_every_read_is_the_sessions_own(engine: Engine) -> None:
    with Session(engine) as session:
        session.execute(text("SELECT set_config('brickmate.probe', 'mine', true)"))  # opens the transaction

        read = _read(session)

    assert [n for n, _, _ in read] == [0, 1, 2]
    assert len({pid for _, pid, _ in read}) == 1
    assert {v for _, _, v in read} == {"mine"}  # what the transaction set, seen by every read


def test_a_session_bound_to_a_connection_reads_on_it(db: Session) -> None:
    read = _read(db)

    assert [n for n, _, _ in read] == [0, 1, 2]
    assert len({pid for _, pid, _ in read}) == 1


def test_one_statement_is_read_on_the_session(engine: Engine) -> None:
    with Session(engine) as session:
        [(n, pid, _)] = _read(session, 1)
        own = session.execute(text("SELECT pg_backend_pid()")).scalar_one()

    assert (n, pid) == (0, own)
