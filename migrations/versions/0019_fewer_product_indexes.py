"""fewer product indexes: `ix_products_name_prefix` (the name's `text_pattern_ops`) goes, for the price-list import's
sake (PostgreSQL keeping the products' fourteen indexes was most of an insert's cost). A short word's names starting
with it are a range of `ix_products_name` (the database compares text by code point), as the leading hits already
read them.

The other indexes stay, measured at 1,000,000 products: without `ix_products_category_list_price` a category by
price walked the price's index past every cheaper product of the other categories (engineering bricks: 535,000 rows,
2.2 s for a page), and without `ix_products_supplier_id_name` a supplier's products by name walked the name's index
past everyone else's (a supplier of 1,501 products: 56,000 pages read, 126 ms).

Revision ID: 0019_fewer_product_indexes
Revises: 0018_org_kind_trigrams
Create Date: 2026-11-27 13:00:00.000000
"""

from collections.abc import Sequence

from alembic import op

revision: str = "0019_fewer_product_indexes"
down_revision: str | None = "0018_org_kind_trigrams"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.drop_index("ix_products_name_prefix", table_name="products")


def downgrade() -> None:
    op.create_index(
        "ix_products_name_prefix",
        "products",
        ["name_key"],
        unique=False,
        postgresql_ops={"name_key": "text_pattern_ops"},
    )
