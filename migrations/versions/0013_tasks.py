"""tasks: the task pad's stages (seeded To do, In progress, Waiting, Done), tasks with a fractional rank unique per
stage, their people, links to records, notes and messages

Revision ID: 0013_tasks
Revises: 0012_buying_files
Create Date: 2026-11-26 17:55:00.000000
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision: str = "0013_tasks"
down_revision = "0012_buying_files"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

STAGES = ("To do", "In progress", "Waiting", "Done")


def _check(table: str, column: str, values: Sequence[str]) -> sa.CheckConstraint:
    allowed = ", ".join(f"'{v}'" for v in values)
    return sa.CheckConstraint(f"{column} IN ({allowed})", name=op.f(f"ck_{table}_{column}"))


def upgrade() -> None:
    op.create_table(
        "task_stages",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(length=60), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_task_stages")),
        sa.UniqueConstraint("name", name=op.f("uq_task_stages_name")),
    )
    for position, name in enumerate(STAGES):
        op.execute(
            sa.text("INSERT INTO task_stages (name, position, created_at) VALUES (:name, :position, now())").bindparams(
                name=name, position=position
            )
        )
    op.create_table(
        "tasks",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("title", sa.String(length=200), nullable=False),
        sa.Column("description", sa.Text(), nullable=False),
        sa.Column("stage_id", sa.Integer(), nullable=False),
        sa.Column("rank", sa.String(length=255, collation="C"), nullable=False),
        sa.Column("status", sa.String(length=20), nullable=False),
        sa.Column("owner_id", sa.Integer(), nullable=False),
        sa.Column("due_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("priority", sa.String(length=10), nullable=False),
        sa.Column("source", sa.String(length=10), nullable=False),
        sa.Column("rule_key", sa.String(length=60), nullable=True),
        sa.Column("event_key", sa.String(length=200), nullable=True),
        sa.Column("created_by_id", sa.Integer(), nullable=True),
        sa.Column("closed_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        _check("tasks", "status", ("open", "done", "cancelled")),
        _check("tasks", "priority", ("low", "normal", "high", "urgent")),
        _check("tasks", "source", ("manual", "rule")),
        sa.ForeignKeyConstraint(
            ["stage_id"], ["task_stages.id"], name=op.f("fk_tasks_stage_id_task_stages"), ondelete="RESTRICT"
        ),
        sa.ForeignKeyConstraint(["owner_id"], ["users.id"], name=op.f("fk_tasks_owner_id_users"), ondelete="RESTRICT"),
        sa.ForeignKeyConstraint(
            ["created_by_id"], ["users.id"], name=op.f("fk_tasks_created_by_id_users"), ondelete="SET NULL"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_tasks")),
        sa.UniqueConstraint("stage_id", "rank", name="uq_tasks_stage_rank"),
    )
    op.create_index("ix_tasks_owner", "tasks", ["owner_id", "stage_id", "rank"])
    op.create_index("ix_tasks_due_open", "tasks", ["due_at"], postgresql_where=sa.text("status = 'open'"))
    op.create_index(
        "uq_tasks_event_key", "tasks", ["event_key"], unique=True, postgresql_where=sa.text("event_key IS NOT NULL")
    )
    op.create_table(
        "task_users",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("task_id", sa.Integer(), nullable=False),
        sa.Column("user_id", sa.Integer(), nullable=False),
        sa.Column("role", sa.String(length=10), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        _check("task_users", "role", ("assigned", "involved")),
        sa.ForeignKeyConstraint(
            ["task_id"], ["tasks.id"], name=op.f("fk_task_users_task_id_tasks"), ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(
            ["user_id"], ["users.id"], name=op.f("fk_task_users_user_id_users"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_task_users")),
        sa.UniqueConstraint("task_id", "user_id", "role", name="uq_task_users_task_user_role"),
    )
    op.create_index("ix_task_users_user_task", "task_users", ["user_id", "task_id"])
    op.create_table(
        "task_links",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("task_id", sa.Integer(), nullable=False),
        sa.Column("record_type", sa.String(length=20), nullable=False),
        sa.Column("record_id", sa.Integer(), nullable=False),
        _check(
            "task_links",
            "record_type",
            (
                "customer",
                "supplier",
                "other",
                "company",
                "contact",
                "project",
                "quote",
                "supplier_quote",
                "purchase_order",
                "order",
                "call_off",
            ),
        ),
        sa.ForeignKeyConstraint(
            ["task_id"], ["tasks.id"], name=op.f("fk_task_links_task_id_tasks"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_task_links")),
        sa.UniqueConstraint("task_id", "record_type", "record_id", name="uq_task_links_task_record"),
    )
    op.create_index("ix_task_links_record", "task_links", ["record_type", "record_id"])
    op.create_table(
        "task_notes",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("task_id", sa.Integer(), nullable=False),
        sa.Column("user_id", sa.Integer(), nullable=True),
        sa.Column("note", sa.Text(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["task_id"], ["tasks.id"], name=op.f("fk_task_notes_task_id_tasks"), ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(
            ["user_id"], ["users.id"], name=op.f("fk_task_notes_user_id_users"), ondelete="SET NULL"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_task_notes")),
    )
    op.create_index("ix_task_notes_task", "task_notes", ["task_id", "created_at"])
    op.create_table(
        "task_messages",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("task_id", sa.Integer(), nullable=False),
        sa.Column("user_id", sa.Integer(), nullable=True),
        sa.Column("message", sa.Text(), nullable=False),
        sa.Column("type", sa.String(length=30), nullable=False),
        sa.Column("related_id", sa.Integer(), nullable=True),
        sa.Column("related_item", sa.String(length=30), nullable=False),
        sa.Column("involved_users", postgresql.ARRAY(sa.Integer()), nullable=False),
        sa.Column("mentioned_users", postgresql.ARRAY(sa.Integer()), nullable=False),
        sa.Column("file_ids", postgresql.ARRAY(sa.Integer()), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["task_id"], ["tasks.id"], name=op.f("fk_task_messages_task_id_tasks"), ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(
            ["user_id"], ["users.id"], name=op.f("fk_task_messages_user_id_users"), ondelete="SET NULL"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_task_messages")),
    )
    op.create_index("ix_task_messages_task", "task_messages", ["task_id", "created_at"])


def downgrade() -> None:
    op.drop_table("task_messages")
    op.drop_table("task_notes")
    op.drop_table("task_links")
    op.drop_table("task_users")
    op.drop_index("uq_tasks_event_key", table_name="tasks")
    op.drop_index("ix_tasks_due_open", table_name="tasks")
    op.drop_index("ix_tasks_owner", table_name="tasks")
    op.drop_table("tasks")
    op.drop_table("task_stages")
