"""import job rows: each row of an import job's report is a row of `import_job_rows`, written in the transaction of
the batch that applied it (a job resumed after a crash reports the rows of before the cut too, and the report is
read a page at a time); a job's rows wait as JSON text (`payload`, not compressed), not JSONB, which PostgreSQL
parsed on the start request's insert and wrote out again for the runner to parse, for nothing. The reports of the
jobs already ended move into the new table.

Revision ID: 0017_import_job_rows
Revises: 0016_auth_notify
Create Date: 2026-11-27 07:00:00.000000
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision: str = "0017_import_job_rows"
down_revision: str | None = "0016_auth_notify"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "import_job_rows",
        sa.Column("job_id", sa.Integer(), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("row", sa.Integer(), nullable=False),
        sa.Column("action", sa.String(length=10), nullable=False),
        sa.Column("key", sa.Text(), nullable=False),
        sa.Column("errors", postgresql.JSONB(astext_type=sa.Text()), nullable=True),
        sa.Column("product_id", sa.Integer(), nullable=True),
        sa.ForeignKeyConstraint(
            ["job_id"], ["import_jobs.id"], name=op.f("fk_import_job_rows_job_id_import_jobs"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("job_id", "position", name=op.f("pk_import_job_rows")),
    )
    op.create_index(
        "ix_import_job_rows_rejected",
        "import_job_rows",
        ["job_id", "position"],
        unique=False,
        postgresql_where=sa.text("action = 'reject'"),
    )
    # The reports of the jobs already ended, in their order (the rejected rows first, as they were listed).
    op.execute(
        """
        INSERT INTO import_job_rows (job_id, position, row, action, key, errors, product_id)
        SELECT j.id, r.n - 1, (r.value ->> 'row')::int, r.value ->> 'action', coalesce(r.value ->> 'key', ''),
               nullif(r.value -> 'errors', '[]'::jsonb), (r.value ->> 'product_id')::int
        FROM import_jobs j, jsonb_array_elements(j.report -> 'rows') WITH ORDINALITY AS r(value, n)
        WHERE jsonb_typeof(j.report -> 'rows') = 'array'
        """
    )
    op.drop_column("import_jobs", "report")
    op.alter_column(
        "import_jobs",
        "payload",
        type_=sa.Text(),
        existing_type=postgresql.JSONB(astext_type=sa.Text()),
        postgresql_using="payload::text",
    )
    # Stored as sent, not compressed: 22 MB of rows are written in half the time, and read once.
    op.execute("ALTER TABLE import_jobs ALTER COLUMN payload SET STORAGE EXTERNAL")


def downgrade() -> None:
    op.alter_column(
        "import_jobs",
        "payload",
        type_=postgresql.JSONB(astext_type=sa.Text()),
        existing_type=sa.Text(),
        postgresql_using="payload::jsonb",
    )
    op.add_column("import_jobs", sa.Column("report", postgresql.JSONB(astext_type=sa.Text()), nullable=True))
    op.execute(
        """
        UPDATE import_jobs j SET report = jsonb_build_object(
            'dry_run', false, 'total', j.rows_done, 'created', coalesce((j.counts ->> 'created')::int, 0),
            'updated', coalesce((j.counts ->> 'updated')::int, 0),
            'unchanged', coalesce((j.counts ->> 'unchanged')::int, 0),
            'rejected', coalesce((j.counts ->> 'rejected')::int, 0),
            'rows', (SELECT coalesce(jsonb_agg(jsonb_build_object(
                         'row', r.row, 'action', r.action, 'key', r.key,
                         'errors', coalesce(r.errors, '[]'::jsonb), 'product_id', r.product_id
                     ) ORDER BY r.action <> 'reject', r.position), '[]'::jsonb)
                     FROM import_job_rows r WHERE r.job_id = j.id))
        WHERE j.status IN ('done', 'failed', 'cancelled')
        """
    )
    op.drop_index("ix_import_job_rows_rejected", table_name="import_job_rows")
    op.drop_table("import_job_rows")
