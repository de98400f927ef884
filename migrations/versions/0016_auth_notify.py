"""auth notify: a change to the users or to the bearer tokens (an update, a delete, a truncate) notifies the channel
`brickmate_auth` when it commits, so that each API process drops the token → user answers it keeps for a few
seconds (api/auth/token_cache.py)

Revision ID: 0016_auth_notify
Revises: 0015_job_outbox
Create Date: 2026-11-26 21:30:00.000000
"""

from collections.abc import Sequence

from alembic import op

revision: str = "0016_auth_notify"
down_revision: str | None = "0015_job_outbox"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

TABLES = ("users", "auth_tokens")


def upgrade() -> None:
    op.execute(
        """
        CREATE FUNCTION brickmate_auth_changed() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            PERFORM pg_notify('brickmate_auth', TG_TABLE_NAME);
            RETURN NULL;
        END
        $$
        """
    )
    for table in TABLES:
        op.execute(
            f"CREATE TRIGGER {table}_auth_changed AFTER UPDATE OR DELETE OR TRUNCATE ON {table} "
            "FOR EACH STATEMENT EXECUTE FUNCTION brickmate_auth_changed()"
        )


def downgrade() -> None:
    for table in TABLES:
        op.execute(f"DROP TRIGGER IF EXISTS {table}_auth_changed ON {table}")
    op.execute("DROP FUNCTION IF EXISTS brickmate_auth_changed()")
