"""assistant proposals: actions proposed in the chat, kept until confirmed or cancelled

Revision ID: 0008
Revises: 0007
Create Date: 2026-11-26 10:30:00.000000
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision: str = "0008"
down_revision: str | None = "0007"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "assistant_proposals",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("user_id", sa.Integer(), nullable=False),
        sa.Column("exchange_id", sa.Integer(), nullable=True),
        sa.Column("kind", sa.String(length=50), nullable=False),
        sa.Column("summary", sa.Text(), nullable=False),
        sa.Column("payload", postgresql.JSONB(astext_type=sa.Text()), nullable=False),
        sa.Column("status", sa.String(length=20), nullable=False),
        sa.Column("result", postgresql.JSONB(astext_type=sa.Text()), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("expires_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("decided_at", sa.DateTime(timezone=True), nullable=True),
        sa.CheckConstraint(
            "status IN ('pending', 'executed', 'cancelled')", name=op.f("ck_assistant_proposals_status")
        ),
        sa.ForeignKeyConstraint(
            ["exchange_id"],
            ["assistant_exchanges.id"],
            name=op.f("fk_assistant_proposals_exchange_id_assistant_exchanges"),
            ondelete="SET NULL",
        ),
        sa.ForeignKeyConstraint(
            ["user_id"], ["users.id"], name=op.f("fk_assistant_proposals_user_id_users"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_assistant_proposals")),
    )
    op.create_index(op.f("ix_assistant_proposals_user_id"), "assistant_proposals", ["user_id"], unique=False)


def downgrade() -> None:
    op.drop_index(op.f("ix_assistant_proposals_user_id"), table_name="assistant_proposals")
    op.drop_table("assistant_proposals")
