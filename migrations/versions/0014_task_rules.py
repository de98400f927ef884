"""task rules: each rule's settings (on or off, assignee, due offset in working days) and a partial index on the
open tasks of the rules (a pass reads them to close those whose condition cleared)

Revision ID: 0014_task_rules
Revises: 0013_tasks
Create Date: 2026-11-26 18:30:00.000000
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0014_task_rules"
down_revision = "0013_tasks"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "task_rules",
        sa.Column("key", sa.String(length=40), nullable=False),
        sa.Column("enabled", sa.Boolean(), nullable=False),
        sa.Column("assignee_id", sa.Integer(), nullable=True),
        sa.Column("due_offset_days", sa.Integer(), nullable=False),
        sa.Column("updated_by_id", sa.Integer(), nullable=True),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.CheckConstraint("due_offset_days BETWEEN 0 AND 60", name=op.f("ck_task_rules_due_offset_days")),
        sa.ForeignKeyConstraint(
            ["assignee_id"], ["users.id"], name=op.f("fk_task_rules_assignee_id_users"), ondelete="SET NULL"
        ),
        sa.ForeignKeyConstraint(
            ["updated_by_id"], ["users.id"], name=op.f("fk_task_rules_updated_by_id_users"), ondelete="SET NULL"
        ),
        sa.PrimaryKeyConstraint("key", name=op.f("pk_task_rules")),
    )
    op.create_index(
        "ix_tasks_rule_open",
        "tasks",
        ["rule_key"],
        unique=False,
        postgresql_where=sa.text("status = 'open' AND rule_key IS NOT NULL"),
    )


def downgrade() -> None:
    op.drop_index(
        "ix_tasks_rule_open", table_name="tasks", postgresql_where=sa.text("status = 'open' AND rule_key IS NOT NULL")
    )
    op.drop_table("task_rules")
