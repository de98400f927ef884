"""A unit of work's transaction begins at its first statement that is not a plain read (api/core/late_begin.py):
reads before it run outside a transaction (no BEGIN, no COMMIT), everything from it on is one transaction as before."""

from __future__ import annotations

from typing import Any

import pytest
from psycopg.pq import TransactionStatus
from sqlalchemy import Connection, Engine, literal, select, text
from sqlalchemy.orm import Session

from api.core import late_begin

IDLE, IN_TRANSACTION = TransactionStatus.IDLE, TransactionStatus.INTRANS


def _status(connection: Connection) -> Any:
    return connection.connection.driver_connection.info.transaction_status


@pytest.mark.parametrize(
    ("statement", "plain"),
    [
        ("SELECT users.id, users.updated_at FROM users WHERE users.id = %(id)s", True),
        ("\n  select 1", True),
        ("WITH recent AS (SELECT 1 AS x) SELECT x FROM recent", True),
        ("WITH\nrecent AS (SELECT 1) SELECT 1", True),
        ("SELECT id FROM quotes WHERE id = 1 FOR UPDATE", False),
        ("SELECT id FROM tasks FOR NO KEY UPDATE SKIP LOCKED", False),
        ("SELECT id FROM tasks FOR KEY SHARE", False),
        ("SELECT prior.value, set_config(%(name)s, %(value)s, true) FROM x", False),
        ("SELECT pg_advisory_xact_lock(%(key)s)", False),
        ("SELECT pg_try_advisory_lock(1, 2)", False),
        ("SELECT nextval('quotes_id_seq')", False),
        ("SELECT pg_notify('brickmate_auth', '')", False),
        ("WITH gone AS (DELETE FROM notes WHERE id = 1 RETURNING id) SELECT id FROM gone", False),
        ("SELECT * INTO copy_of_users FROM users", False),
        ("INSERT INTO notes (note) VALUES (%(note)s)", False),
        ("UPDATE users SET role = 'staff'", False),
        ("SET LOCAL statement_timeout = 2000", False),
        ("SAVEPOINT sa_savepoint_1", False),
        ("withdraw", False),
        ("EXPLAIN (FORMAT JSON) SELECT count(*) FROM organisations WHERE kind = %(kind)s", True),
        ("explain select 1", True),
        ("EXPLAIN ANALYZE SELECT 1", False),
        ("EXPLAIN (ANALYSE, FORMAT JSON) SELECT 1", False),
        ("EXPLAIN (FORMAT JSON) DELETE FROM notes", False),
        ("explainer", False),
    ],
)
def test_plain_reads(statement: str, plain: bool) -> None:
    assert late_begin.plain_read(statement) is plain
    assert late_begin.plain_read(statement) is plain  # the kept answer


def test_reads_run_outside_a_transaction_until_a_write(engine: Engine) -> None:
    with engine.connect() as conn:
        assert conn.scalar(select(literal(1))) == 1
        assert _status(conn) == IDLE  # no BEGIN was sent
        conn.execute(text("CREATE TEMP TABLE late_begin_probe (x int)"))
        assert _status(conn) == IN_TRANSACTION
        conn.execute(text("INSERT INTO late_begin_probe VALUES (1)"))
        assert conn.scalar(text("SELECT count(*) FROM late_begin_probe")) == 1  # a read after a write: inside
        conn.rollback()
        # The write and everything after it were one transaction: the rollback took the table away.
        assert conn.scalar(text("SELECT to_regclass('pg_temp.late_begin_probe')")) is None


def test_a_transaction_local_setting_holds_for_the_statements_after_it(engine: Engine) -> None:
    with engine.connect() as conn:
        conn.execute(select(literal(1)))
        conn.execute(text("SELECT set_config('enable_nestloop', 'off', true)"))
        assert conn.scalar(text("SELECT current_setting('enable_nestloop')")) == "off"
        conn.commit()
        assert conn.scalar(text("SELECT current_setting('enable_nestloop')")) == "on"


def test_a_session_that_only_reads_commits_without_a_transaction(engine: Engine) -> None:
    with Session(engine) as session:
        assert session.scalar(select(literal(2))) == 2
        conn = session.connection()
        assert _status(conn) == IDLE
        session.commit()
    with Session(engine) as session:  # the next checkout starts outside a transaction again
        session.execute(text("SELECT pg_advisory_xact_lock(4242)"))
        conn = session.connection()
        assert _status(conn) == IN_TRANSACTION
        session.commit()
        assert session.scalar(select(literal(3))) == 3
        assert _status(session.connection()) == IDLE


def test_a_server_side_cursor_gets_its_transaction(engine: Engine) -> None:
    with Session(engine) as session:
        query = select(text("n")).select_from(text("generate_series(1, 25) AS n")).execution_options(yield_per=10)
        parts = [list(part) for part in session.execute(query).partitions()]
        assert [len(p) for p in parts] == [10, 10, 5]


def test_begin_now_opens_the_transaction_at_the_next_statement(engine: Engine) -> None:
    with engine.connect() as conn:
        conn.execute(select(literal(1)))
        late_begin.begin_now(conn)
        conn.execute(select(literal(1)))
        assert _status(conn) == IN_TRANSACTION
        conn.rollback()


def test_an_isolation_level_of_its_own_is_left_alone(engine: Engine) -> None:
    with engine.connect().execution_options(isolation_level="AUTOCOMMIT") as conn:
        conn.execute(text("CREATE TEMP TABLE late_begin_autocommit (x int)"))
        assert _status(conn) == IDLE  # autocommit, as asked
        conn.execute(text("DROP TABLE late_begin_autocommit"))
    with engine.connect().execution_options(isolation_level="REPEATABLE READ") as conn:
        conn.execute(select(literal(1)))
        assert _status(conn) == IN_TRANSACTION
        conn.rollback()


def test_a_read_only_unit_of_work_sends_no_begin_or_commit(engine: Engine, monkeypatch: pytest.MonkeyPatch) -> None:
    import psycopg._connection_base as psycopg_base

    from api.db import session_scope

    sent: list[bytes] = []
    original = psycopg_base.BaseConnection._exec_command

    def counted(self: Any, command: Any, *args: Any, **kwargs: Any) -> Any:
        sent.append(bytes(command).split()[0].upper())
        return original(self, command, *args, **kwargs)

    monkeypatch.setattr(psycopg_base.BaseConnection, "_exec_command", counted)
    for session in session_scope():
        session.scalar(select(literal(1)))
        session.scalar(text("SELECT count(*) FROM users"))
    assert sent == []
    for session in session_scope():
        session.scalar(select(literal(1)))
        session.execute(text("SELECT pg_advisory_xact_lock(4243)"))
    assert sent == [b"BEGIN", b"COMMIT"]
