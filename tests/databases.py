"""Databases of their own on the tests' PostgreSQL, for other processes (a worker, an app, a restore) to share with a
test: they see only committed rows, and the rows committed there never reach the other tests."""

from __future__ import annotations

import os
import time
from collections.abc import Iterator
from contextlib import contextmanager

from sqlalchemy import Engine, create_engine, text
from sqlalchemy.pool import NullPool


@contextmanager
def own_database(engine: Engine, prefix: str, *, template: str | None = None) -> Iterator[Engine]:
    """A new database (a copy of `template` when given, else empty), dropped after."""
    name = f"{prefix}_{os.getpid()}_{time.monotonic_ns()}"
    admin = create_engine(engine.url.set(database="postgres"), isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        conn.execute(text(f'CREATE DATABASE "{name}"' + (f' TEMPLATE "{template}"' if template else "")))
    database = create_engine(engine.url.set(database=name), poolclass=NullPool)
    try:
        yield database
    finally:
        database.dispose()
        with admin.connect() as conn:
            conn.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        admin.dispose()
