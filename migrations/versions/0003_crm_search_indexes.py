"""crm list indexes: one per offered sort, in `ORDER BY key, id` order; counts answered by index-only scans

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-21 19:00:00.000000
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0003"
down_revision: str | None = "0002"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

ORG_SORTS = ("account_number", "town", "postcode", "created_at", "updated_at")


def upgrade() -> None:
    op.drop_index("ix_organisations_kind_archived_name", table_name="organisations")
    op.create_index(
        "ix_organisations_kind_archived_name",
        "organisations",
        ["kind", "archived", sa.literal_column("lower(name)"), "id"],
        postgresql_include=["account_manager_id"],
    )
    for column in ORG_SORTS:
        op.create_index(f"ix_organisations_kind_archived_{column}", "organisations", ["kind", "archived", column, "id"])
    op.drop_index("ix_contacts_organisation_id", table_name="contacts")
    op.create_index("ix_contacts_organisation_id_archived", "contacts", ["organisation_id", "archived"])
    op.drop_index("ix_contacts_archived_name", table_name="contacts")
    op.create_index(
        "ix_contacts_archived_last_name", "contacts", ["archived", sa.literal_column("lower(last_name)"), "id"]
    )
    op.create_index(
        "ix_contacts_archived_first_name", "contacts", ["archived", sa.literal_column("lower(first_name)"), "id"]
    )
    op.create_index("ix_contacts_archived_email", "contacts", ["archived", "email", "id"])
    op.drop_index("ix_addresses_type_archived", table_name="addresses")
    op.create_index(
        "ix_addresses_type_archived_postcode",
        "addresses",
        ["address_type", "archived", "postcode", "id"],
        postgresql_include=["organisation_id"],
    )
    op.create_index(
        "ix_addresses_archived_postcode",
        "addresses",
        ["archived", "postcode", "id"],
        postgresql_include=["organisation_id"],
    )


def downgrade() -> None:
    op.drop_index("ix_addresses_archived_postcode", table_name="addresses")
    op.drop_index("ix_addresses_type_archived_postcode", table_name="addresses")
    op.create_index("ix_addresses_type_archived", "addresses", ["address_type", "archived", "id"])
    op.drop_index("ix_contacts_archived_email", table_name="contacts")
    op.drop_index("ix_contacts_archived_first_name", table_name="contacts")
    op.drop_index("ix_contacts_archived_last_name", table_name="contacts")
    op.create_index(
        "ix_contacts_archived_name",
        "contacts",
        ["archived", sa.literal_column("lower(last_name)"), sa.literal_column("lower(first_name)"), "id"],
    )
    op.drop_index("ix_contacts_organisation_id_archived", table_name="contacts")
    op.create_index("ix_contacts_organisation_id", "contacts", ["organisation_id"])
    for column in reversed(ORG_SORTS):
        op.drop_index(f"ix_organisations_kind_archived_{column}", table_name="organisations")
    op.drop_index("ix_organisations_kind_archived_name", table_name="organisations")
    op.create_index(
        "ix_organisations_kind_archived_name",
        "organisations",
        ["kind", "archived", sa.literal_column("lower(name)"), "id"],
    )
