"""buying files: datasheets and price lists the supplier attaches on the public page (the files themselves are rows
of the shared `files` table; this says who attached them, from where, on which version)

Revision ID: 0012_buying_files
Revises: 0010
Create Date: 2026-11-26 15:00:00.000000
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0012_buying_files"
down_revision = "0011_schedules"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "supplier_quote_files",
        sa.Column("file_id", sa.Integer(), nullable=False),
        sa.Column("supplier_quote_id", sa.Integer(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("author_name", sa.String(length=200), nullable=False),
        sa.Column("client_address", sa.String(length=64), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["file_id"], ["files.id"], name=op.f("fk_supplier_quote_files_file_id_files"), ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(
            ["supplier_quote_id"],
            ["supplier_quotes.id"],
            name=op.f("fk_supplier_quote_files_supplier_quote_id_supplier_quotes"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("file_id", name=op.f("pk_supplier_quote_files")),
    )
    op.create_index(
        "ix_supplier_quote_files_quote", "supplier_quote_files", ["supplier_quote_id", "created_at"], unique=False
    )


def downgrade() -> None:
    op.drop_index("ix_supplier_quote_files_quote", table_name="supplier_quote_files")
    op.drop_table("supplier_quote_files")
