"""crm

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-21 18:13:05.423440
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision: str = "0002"
down_revision: str | None = "0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.execute("CREATE EXTENSION IF NOT EXISTS pg_trgm")
    op.create_table(
        "activity",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("subject_type", sa.String(length=30), nullable=False),
        sa.Column("subject_id", sa.Integer(), nullable=False),
        sa.Column("actor_id", sa.Integer(), nullable=True),
        sa.Column("action", sa.String(length=40), nullable=False),
        sa.Column("summary", sa.String(length=500), nullable=False),
        sa.Column("changes", postgresql.JSONB(astext_type=sa.Text()), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["actor_id"], ["users.id"], name=op.f("fk_activity_actor_id_users"), ondelete="SET NULL"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_activity")),
    )
    op.create_index("ix_activity_subject", "activity", ["subject_type", "subject_id", "created_at"], unique=False)
    op.create_table(
        "files",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("subject_type", sa.String(length=30), nullable=False),
        sa.Column("subject_id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(length=255), nullable=False),
        sa.Column("storage_key", sa.String(length=100), nullable=True),
        sa.Column("url", sa.String(length=2000), nullable=True),
        sa.Column("content_type", sa.String(length=150), nullable=False),
        sa.Column("size_bytes", sa.BigInteger(), nullable=False),
        sa.Column("uploaded_by_id", sa.Integer(), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.CheckConstraint("(storage_key IS NULL) <> (url IS NULL)", name=op.f("ck_files_file_or_link")),
        sa.ForeignKeyConstraint(
            ["uploaded_by_id"], ["users.id"], name=op.f("fk_files_uploaded_by_id_users"), ondelete="SET NULL"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_files")),
        sa.UniqueConstraint("storage_key", name=op.f("uq_files_storage_key")),
    )
    op.create_index("ix_files_subject", "files", ["subject_type", "subject_id", "created_at"], unique=False)
    op.create_table(
        "notes",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("subject_type", sa.String(length=30), nullable=False),
        sa.Column("subject_id", sa.Integer(), nullable=False),
        sa.Column("author_id", sa.Integer(), nullable=True),
        sa.Column("body", sa.Text(), nullable=False),
        sa.Column("edited_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["author_id"], ["users.id"], name=op.f("fk_notes_author_id_users"), ondelete="SET NULL"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_notes")),
    )
    op.create_index("ix_notes_subject", "notes", ["subject_type", "subject_id", "created_at"], unique=False)
    op.create_table(
        "organisations",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("kind", sa.String(length=20), nullable=False),
        sa.Column("name", sa.String(length=200), nullable=False),
        sa.Column("account_number", sa.String(length=50), nullable=True),
        sa.Column("category", sa.String(length=100), nullable=False),
        sa.Column("email", sa.String(length=254), nullable=False),
        sa.Column("phone", sa.String(length=30), nullable=False),
        sa.Column("website", sa.String(length=300), nullable=False),
        sa.Column("vat_number", sa.String(length=30), nullable=False),
        sa.Column("description", sa.Text(), nullable=False),
        sa.Column("account_manager_id", sa.Integer(), nullable=True),
        sa.Column("archived", sa.Boolean(), nullable=False),
        sa.Column("archived_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("created_by_id", sa.Integer(), nullable=True),
        sa.Column("town", sa.String(length=100), nullable=False),
        sa.Column("postcode", sa.String(length=10), nullable=False),
        sa.Column("search_text", sa.Text(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.CheckConstraint("kind IN ('customer', 'supplier', 'other', 'company')", name=op.f("ck_organisations_kind")),
        sa.ForeignKeyConstraint(
            ["account_manager_id"],
            ["users.id"],
            name=op.f("fk_organisations_account_manager_id_users"),
            ondelete="SET NULL",
        ),
        sa.ForeignKeyConstraint(
            ["created_by_id"], ["users.id"], name=op.f("fk_organisations_created_by_id_users"), ondelete="SET NULL"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_organisations")),
    )
    op.create_index(op.f("ix_organisations_account_manager_id"), "organisations", ["account_manager_id"], unique=False)
    op.create_index(
        "ix_organisations_kind_archived_name",
        "organisations",
        ["kind", "archived", sa.literal_column("lower(name)"), "id"],
        unique=False,
    )
    op.create_index(
        "ix_organisations_search_trgm",
        "organisations",
        ["search_text"],
        unique=False,
        postgresql_using="gin",
        postgresql_ops={"search_text": "gin_trgm_ops"},
    )
    op.create_index(
        "uq_organisations_kind_account_number",
        "organisations",
        ["kind", sa.literal_column("lower(account_number)")],
        unique=True,
        postgresql_where=sa.text("account_number IS NOT NULL"),
    )
    op.create_table(
        "addresses",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("organisation_id", sa.Integer(), nullable=False),
        sa.Column("address_type", sa.String(length=20), nullable=False),
        sa.Column("label", sa.String(length=200), nullable=False),
        sa.Column("line1", sa.String(length=200), nullable=False),
        sa.Column("line2", sa.String(length=200), nullable=False),
        sa.Column("town", sa.String(length=100), nullable=False),
        sa.Column("county", sa.String(length=100), nullable=False),
        sa.Column("postcode", sa.String(length=10), nullable=False),
        sa.Column("country", sa.String(length=100), nullable=False),
        sa.Column("delivery_notes", sa.Text(), nullable=False),
        sa.Column("archived", sa.Boolean(), nullable=False),
        sa.Column("archived_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("created_by_id", sa.Integer(), nullable=True),
        sa.Column("search_text", sa.Text(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.CheckConstraint(
            "address_type IN ('head_office', 'invoice', 'depot', 'site')", name=op.f("ck_addresses_address_type")
        ),
        sa.ForeignKeyConstraint(
            ["created_by_id"], ["users.id"], name=op.f("fk_addresses_created_by_id_users"), ondelete="SET NULL"
        ),
        sa.ForeignKeyConstraint(
            ["organisation_id"], ["organisations.id"], name=op.f("fk_addresses_organisation_id_organisations")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_addresses")),
    )
    op.create_index(op.f("ix_addresses_organisation_id"), "addresses", ["organisation_id"], unique=False)
    op.create_index(
        "ix_addresses_search_trgm",
        "addresses",
        ["search_text"],
        unique=False,
        postgresql_using="gin",
        postgresql_ops={"search_text": "gin_trgm_ops"},
    )
    op.create_index("ix_addresses_type_archived", "addresses", ["address_type", "archived", "id"], unique=False)
    op.create_table(
        "contacts",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("organisation_id", sa.Integer(), nullable=False),
        sa.Column("first_name", sa.String(length=100), nullable=False),
        sa.Column("last_name", sa.String(length=100), nullable=False),
        sa.Column("job_title", sa.String(length=100), nullable=False),
        sa.Column("email", sa.String(length=254), nullable=False),
        sa.Column("phone", sa.String(length=30), nullable=False),
        sa.Column("mobile", sa.String(length=30), nullable=False),
        sa.Column("archived", sa.Boolean(), nullable=False),
        sa.Column("archived_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("created_by_id", sa.Integer(), nullable=True),
        sa.Column("search_text", sa.Text(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["created_by_id"], ["users.id"], name=op.f("fk_contacts_created_by_id_users"), ondelete="SET NULL"
        ),
        sa.ForeignKeyConstraint(
            ["organisation_id"], ["organisations.id"], name=op.f("fk_contacts_organisation_id_organisations")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_contacts")),
    )
    op.create_index(
        "ix_contacts_archived_name",
        "contacts",
        ["archived", sa.literal_column("lower(last_name)"), sa.literal_column("lower(first_name)"), "id"],
        unique=False,
    )
    op.create_index(
        "ix_contacts_email_prefix", "contacts", [sa.literal_column("lower(email) text_pattern_ops")], unique=False
    )
    op.create_index(
        "ix_contacts_first_name_prefix",
        "contacts",
        [sa.literal_column("lower(first_name) text_pattern_ops")],
        unique=False,
    )
    op.create_index(
        "ix_contacts_last_name_prefix",
        "contacts",
        [sa.literal_column("lower(last_name) text_pattern_ops")],
        unique=False,
    )
    op.create_index(op.f("ix_contacts_organisation_id"), "contacts", ["organisation_id"], unique=False)
    op.create_index(
        "ix_contacts_search_trgm",
        "contacts",
        ["search_text"],
        unique=False,
        postgresql_using="gin",
        postgresql_ops={"search_text": "gin_trgm_ops"},
    )
    op.create_index(
        "uq_contacts_organisation_email",
        "contacts",
        ["organisation_id", sa.literal_column("lower(email)")],
        unique=True,
        postgresql_where=sa.text("email <> ''"),
    )


def downgrade() -> None:
    op.drop_index("uq_contacts_organisation_email", table_name="contacts", postgresql_where=sa.text("email <> ''"))
    op.drop_index(
        "ix_contacts_search_trgm",
        table_name="contacts",
        postgresql_using="gin",
        postgresql_ops={"search_text": "gin_trgm_ops"},
    )
    op.drop_index(op.f("ix_contacts_organisation_id"), table_name="contacts")
    op.drop_index("ix_contacts_last_name_prefix", table_name="contacts")
    op.drop_index("ix_contacts_first_name_prefix", table_name="contacts")
    op.drop_index("ix_contacts_email_prefix", table_name="contacts")
    op.drop_index("ix_contacts_archived_name", table_name="contacts")
    op.drop_table("contacts")
    op.drop_index("ix_addresses_type_archived", table_name="addresses")
    op.drop_index(
        "ix_addresses_search_trgm",
        table_name="addresses",
        postgresql_using="gin",
        postgresql_ops={"search_text": "gin_trgm_ops"},
    )
    op.drop_index(op.f("ix_addresses_organisation_id"), table_name="addresses")
    op.drop_table("addresses")
    op.drop_index(
        "uq_organisations_kind_account_number",
        table_name="organisations",
        postgresql_where=sa.text("account_number IS NOT NULL"),
    )
    op.drop_index(
        "ix_organisations_search_trgm",
        table_name="organisations",
        postgresql_using="gin",
        postgresql_ops={"search_text": "gin_trgm_ops"},
    )
    op.drop_index("ix_organisations_kind_archived_name", table_name="organisations")
    op.drop_index(op.f("ix_organisations_account_manager_id"), table_name="organisations")
    op.drop_table("organisations")
    op.drop_index("ix_notes_subject", table_name="notes")
    op.drop_table("notes")
    op.drop_index("ix_files_subject", table_name="files")
    op.drop_table("files")
    op.drop_index("ix_activity_subject", table_name="activity")
    op.drop_table("activity")
