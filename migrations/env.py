"""Alembic environment: the URL comes from Brickmate's settings (embedded PostgreSQL by default)."""

from __future__ import annotations

from alembic import context
from sqlalchemy import create_engine, pool, text

import api.models  # noqa: F401  (registers every table on Base.metadata)
from api.db import Base, database_url

config = context.config
target_metadata = Base.metadata
# Several API processes starting at once (`brickmate serve` migrates first) take turns: the first migrates, the
# others then find the database at head.
MIGRATION_LOCK = 7_264_263_820


def run_migrations_offline() -> None:
    context.configure(url=database_url(), target_metadata=target_metadata, literal_binds=True)
    with context.begin_transaction():
        context.run_migrations()


def run_migrations_online() -> None:
    connection = config.attributes.get("connection")
    if connection is not None:
        context.configure(connection=connection, target_metadata=target_metadata, compare_type=True)
        with context.begin_transaction():
            context.run_migrations()
        return
    engine = create_engine(database_url(), poolclass=pool.NullPool)
    with engine.connect() as conn:
        conn.execute(text("SELECT pg_advisory_lock(:key)"), {"key": MIGRATION_LOCK})
        conn.commit()
        context.configure(connection=conn, target_metadata=target_metadata, compare_type=True)
        with context.begin_transaction():
            context.run_migrations()
        conn.execute(text("SELECT pg_advisory_unlock(:key)"), {"key": MIGRATION_LOCK})
        conn.commit()
    engine.dispose()


if context.is_offline_mode():
    run_migrations_offline()
else:
    run_migrations_online()
