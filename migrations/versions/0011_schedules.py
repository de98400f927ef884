"""schedules: call-offs per plot with their items, status events and public links; order plots get a phase

Revision ID: 0011_schedules
Revises: 0010
Create Date: 2026-11-26 14:38:02.619241
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0011_schedules"
down_revision: str | None = "0010"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.execute("CREATE SEQUENCE call_off_number_seq")
    op.create_table(
        "call_offs",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("number", sa.String(length=20), nullable=False),
        sa.Column("order_id", sa.Integer(), nullable=False),
        sa.Column("status", sa.String(length=20), nullable=False),
        sa.Column("requested_date", sa.Date(), nullable=False),
        sa.Column("booked_date", sa.Date(), nullable=True),
        sa.Column("confirmed_date", sa.Date(), nullable=True),
        sa.Column("proposed_date", sa.Date(), nullable=True),
        sa.Column("proposal_notes", sa.Text(), nullable=False),
        sa.Column("time_window", sa.String(length=10), nullable=False),
        sa.Column("site_address", sa.Text(), nullable=False),
        sa.Column("site_postcode", sa.String(length=10), nullable=False),
        sa.Column("site_contact_id", sa.Integer(), nullable=True),
        sa.Column("site_contact_name", sa.String(length=200), nullable=False),
        sa.Column("site_contact_phone", sa.String(length=30), nullable=False),
        sa.Column("access_notes", sa.Text(), nullable=False),
        sa.Column("offload_method", sa.String(length=20), nullable=True),
        sa.Column("vehicle", sa.String(length=10), nullable=False),
        sa.Column("load_type", sa.String(length=10), nullable=False),
        sa.Column("weight_kg", sa.Numeric(precision=10, scale=1), nullable=True),
        sa.Column("pallets", sa.Integer(), nullable=True),
        sa.Column("capacity_kg", sa.Numeric(precision=10, scale=1), nullable=False),
        sa.Column("capacity_pallets", sa.Integer(), nullable=False),
        sa.Column("supplier_id", sa.Integer(), nullable=True),
        sa.Column("purchase_order_id", sa.Integer(), nullable=True),
        sa.Column("haulier_id", sa.Integer(), nullable=True),
        sa.Column("pallets_delivered", sa.Integer(), nullable=True),
        sa.Column("delivered_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("received_by", sa.String(length=200), nullable=False),
        sa.Column("failure_reason", sa.Text(), nullable=False),
        sa.Column("failure_charge", sa.Numeric(precision=12, scale=2), nullable=True),
        sa.Column("override_reason", sa.Text(), nullable=False),
        sa.Column("notes", sa.Text(), nullable=False),
        sa.Column("created_by_id", sa.Integer(), nullable=True),
        sa.Column("warned_unconfirmed_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("warned_no_proof_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.CheckConstraint("load_type IN ('full', 'part')", name=op.f("ck_call_offs_load_type")),
        sa.CheckConstraint(
            "offload_method IS NULL OR offload_method IN ('crane', 'moffett', 'tail_lift', 'kerbside')",
            name=op.f("ck_call_offs_offload_method"),
        ),
        sa.CheckConstraint(
            "status IN ('requested', 'booked', 'confirmed', 'dispatched', 'delivered', 'part_delivered', "
            "'proof_received', 'failed', 'rescheduled', 'cancelled')",
            name=op.f("ck_call_offs_status"),
        ),
        sa.CheckConstraint("vehicle IN ('rigid', 'artic')", name=op.f("ck_call_offs_vehicle")),
        sa.CheckConstraint("time_window IN ('am', 'pm', 'any')", name=op.f("ck_call_offs_time_window")),
        sa.ForeignKeyConstraint(
            ["created_by_id"], ["users.id"], name=op.f("fk_call_offs_created_by_id_users"), ondelete="SET NULL"
        ),
        sa.ForeignKeyConstraint(
            ["haulier_id"],
            ["organisations.id"],
            name=op.f("fk_call_offs_haulier_id_organisations"),
            ondelete="SET NULL",
        ),
        sa.ForeignKeyConstraint(
            ["order_id"], ["orders.id"], name=op.f("fk_call_offs_order_id_orders"), ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(
            ["purchase_order_id"],
            ["purchase_orders.id"],
            name=op.f("fk_call_offs_purchase_order_id_purchase_orders"),
            ondelete="SET NULL",
        ),
        sa.ForeignKeyConstraint(
            ["site_contact_id"],
            ["contacts.id"],
            name=op.f("fk_call_offs_site_contact_id_contacts"),
            ondelete="SET NULL",
        ),
        sa.ForeignKeyConstraint(
            ["supplier_id"],
            ["organisations.id"],
            name=op.f("fk_call_offs_supplier_id_organisations"),
            ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_call_offs")),
        sa.UniqueConstraint("number", name=op.f("uq_call_offs_number")),
    )
    op.create_index("ix_call_offs_booked_date", "call_offs", ["booked_date"], unique=False)
    op.create_index(op.f("ix_call_offs_haulier_id"), "call_offs", ["haulier_id"], unique=False)
    op.create_index(op.f("ix_call_offs_order_id"), "call_offs", ["order_id"], unique=False)
    op.create_index(op.f("ix_call_offs_purchase_order_id"), "call_offs", ["purchase_order_id"], unique=False)
    op.create_index("ix_call_offs_requested_date", "call_offs", ["requested_date"], unique=False)
    op.create_index(op.f("ix_call_offs_status"), "call_offs", ["status"], unique=False)
    op.create_index(op.f("ix_call_offs_supplier_id"), "call_offs", ["supplier_id"], unique=False)
    op.create_table(
        "call_off_events",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("call_off_id", sa.Integer(), nullable=False),
        sa.Column("from_status", sa.String(length=20), nullable=True),
        sa.Column("to_status", sa.String(length=20), nullable=False),
        sa.Column("actor_id", sa.Integer(), nullable=True),
        sa.Column("actor_name", sa.String(length=200), nullable=False),
        sa.Column("client_address", sa.String(length=100), nullable=False),
        sa.Column("note", sa.Text(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["actor_id"], ["users.id"], name=op.f("fk_call_off_events_actor_id_users"), ondelete="SET NULL"
        ),
        sa.ForeignKeyConstraint(
            ["call_off_id"], ["call_offs.id"], name=op.f("fk_call_off_events_call_off_id_call_offs"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_call_off_events")),
    )
    op.create_index("ix_call_off_events_call_off", "call_off_events", ["call_off_id", "created_at"], unique=False)
    op.create_table(
        "call_off_items",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("call_off_id", sa.Integer(), nullable=False),
        sa.Column("plot_id", sa.Integer(), nullable=True),
        sa.Column("line_id", sa.Integer(), nullable=False),
        sa.Column("quantity", sa.Numeric(precision=12, scale=3), nullable=False),
        sa.Column("delivered_quantity", sa.Numeric(precision=12, scale=3), nullable=False),
        sa.ForeignKeyConstraint(
            ["call_off_id"], ["call_offs.id"], name=op.f("fk_call_off_items_call_off_id_call_offs"), ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(
            ["line_id"], ["order_lines.id"], name=op.f("fk_call_off_items_line_id_order_lines"), ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(
            ["plot_id"], ["order_plots.id"], name=op.f("fk_call_off_items_plot_id_order_plots"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_call_off_items")),
    )
    op.create_index("ix_call_off_items_call_off", "call_off_items", ["call_off_id"], unique=False)
    op.create_index("ix_call_off_items_line", "call_off_items", ["line_id"], unique=False)
    op.create_index("ix_call_off_items_plot_line", "call_off_items", ["plot_id", "line_id"], unique=False)
    op.create_table(
        "schedule_links",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("token", sa.UUID(), nullable=False),
        sa.Column("order_id", sa.Integer(), nullable=False),
        sa.Column("call_off_id", sa.Integer(), nullable=True),
        sa.Column("audience", sa.String(length=10), nullable=False),
        sa.Column("email", sa.String(length=254), nullable=False),
        sa.Column("expires_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("revoked_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("last_used_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("created_by_id", sa.Integer(), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.CheckConstraint("audience IN ('site', 'works', 'haulier')", name=op.f("ck_schedule_links_audience")),
        sa.ForeignKeyConstraint(
            ["call_off_id"], ["call_offs.id"], name=op.f("fk_schedule_links_call_off_id_call_offs"), ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(
            ["created_by_id"], ["users.id"], name=op.f("fk_schedule_links_created_by_id_users"), ondelete="SET NULL"
        ),
        sa.ForeignKeyConstraint(
            ["order_id"], ["orders.id"], name=op.f("fk_schedule_links_order_id_orders"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_schedule_links")),
        sa.UniqueConstraint("token", name=op.f("uq_schedule_links_token")),
    )
    op.create_index(op.f("ix_schedule_links_call_off_id"), "schedule_links", ["call_off_id"], unique=False)
    op.create_index("ix_schedule_links_order", "schedule_links", ["order_id"], unique=False)
    op.add_column("order_plots", sa.Column("phase", sa.String(length=50), nullable=False, server_default=""))
    op.alter_column("order_plots", "phase", server_default=None)


def downgrade() -> None:
    op.drop_column("order_plots", "phase")
    op.drop_index("ix_schedule_links_order", table_name="schedule_links")
    op.drop_index(op.f("ix_schedule_links_call_off_id"), table_name="schedule_links")
    op.drop_table("schedule_links")
    op.drop_index("ix_call_off_items_plot_line", table_name="call_off_items")
    op.drop_index("ix_call_off_items_line", table_name="call_off_items")
    op.drop_index("ix_call_off_items_call_off", table_name="call_off_items")
    op.drop_table("call_off_items")
    op.drop_index("ix_call_off_events_call_off", table_name="call_off_events")
    op.drop_table("call_off_events")
    op.drop_index(op.f("ix_call_offs_supplier_id"), table_name="call_offs")
    op.drop_index(op.f("ix_call_offs_status"), table_name="call_offs")
    op.drop_index("ix_call_offs_requested_date", table_name="call_offs")
    op.drop_index(op.f("ix_call_offs_purchase_order_id"), table_name="call_offs")
    op.drop_index(op.f("ix_call_offs_order_id"), table_name="call_offs")
    op.drop_index(op.f("ix_call_offs_haulier_id"), table_name="call_offs")
    op.drop_index("ix_call_offs_booked_date", table_name="call_offs")
    op.drop_table("call_offs")
    op.execute("DROP SEQUENCE call_off_number_seq")
