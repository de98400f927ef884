"""Statements sent together (psycopg's pipeline mode): the server runs them in order, in the request's transaction,
and the client waits once for all their results rather than once for each. On a loaded machine every wait costs
milliseconds whatever the statement (a set_config took 3 to 5 ms at load 7, 10 at load 11), and an answer made
about 25 of them. Placeholders are psycopg's (`%(name)s`, `%%` for a `%`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import psycopg
from sqlalchemy.orm import Session

Statement = tuple[str, dict[str, Any]]


def pipelined(session: Session, statements: Sequence[Statement]) -> list[list[Any]]:
    """Each statement's rows (none for a statement returning none), in order. The connection's cursor events are
    told of each statement, as for any other (statement counts and logs see them)."""
    connection = session.connection()
    driver = connection.connection.driver_connection
    assert isinstance(driver, psycopg.Connection)
    events = connection.dispatch
    for sql, params in statements:
        events.before_cursor_execute(connection, None, sql, params, None, False)
    with driver.pipeline():
        cursors = [driver.execute(sql, params) for sql, params in statements]
    for sql, params in statements:
        events.after_cursor_execute(connection, None, sql, params, None, False)
    return [cursor.fetchall() if cursor.description else [] for cursor in cursors]
