"""job outbox: jobs queued by a request are rows written in its transaction, relayed to the queue after it commits;
mails carry their delivery state (pending, sending, retrying with the next attempt's time, sent, failed)

Revision ID: 0015_job_outbox
Revises: 0014_task_rules
Create Date: 2026-11-26 18:00:00.000000
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision: str = "0015_job_outbox"
down_revision: str | None = "0014_task_rules"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "job_outbox",
        sa.Column("id", sa.BigInteger(), nullable=False),
        sa.Column("name", sa.String(length=100), nullable=False),
        sa.Column("args", postgresql.JSONB(astext_type=sa.Text()), nullable=False),
        sa.Column("run_after", sa.DateTime(timezone=True), server_default=sa.text("now()"), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), server_default=sa.text("now()"), nullable=False),
        sa.Column("relayed_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("error", sa.Text(), nullable=True),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_job_outbox")),
    )
    op.create_index(
        "ix_job_outbox_pending",
        "job_outbox",
        ["run_after", "id"],
        unique=False,
        postgresql_where=sa.text("relayed_at IS NULL"),
    )
    op.create_index("ix_job_outbox_relayed_at", "job_outbox", ["relayed_at"], unique=False)
    op.add_column("outbox", sa.Column("status", sa.String(length=20), server_default="outbox", nullable=False))
    op.add_column("outbox", sa.Column("attempts", sa.Integer(), server_default="0", nullable=False))
    op.add_column("outbox", sa.Column("next_attempt_at", sa.DateTime(timezone=True), nullable=True))
    op.add_column("outbox", sa.Column("claimed_at", sa.DateTime(timezone=True), nullable=True))
    op.add_column("outbox", sa.Column("sent_at", sa.DateTime(timezone=True), nullable=True))
    # The mails of before: relayed ones were sent unless their row carries the relay's error.
    op.execute(
        "UPDATE outbox SET status = CASE WHEN transport <> 'smtp' THEN 'outbox' "
        "WHEN error IS NULL THEN 'sent' ELSE 'failed' END, "
        "attempts = CASE WHEN transport = 'smtp' THEN 1 ELSE 0 END, "
        "sent_at = CASE WHEN transport = 'smtp' AND error IS NULL THEN created_at END"
    )


def downgrade() -> None:
    for column in ("sent_at", "claimed_at", "next_attempt_at", "attempts", "status"):
        op.drop_column("outbox", column)
    op.drop_index("ix_job_outbox_relayed_at", table_name="job_outbox")
    op.drop_index("ix_job_outbox_pending", table_name="job_outbox", postgresql_where=sa.text("relayed_at IS NULL"))
    op.drop_table("job_outbox")
