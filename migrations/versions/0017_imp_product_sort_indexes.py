"""fewer product indexes: `ix_products_category_list_price` (category, list_price, id) goes. It served only the list
sorted by list price within one category, which walks `ix_products_list_price` checking the category as well (a
category holds a tenth of the products or more: a page reads about ten rows a row shown), with the same order. Every
product a price list creates or re-prices wrote an entry into it.

Revision ID: 0017_imp_product_sort_indexes
Revises: 0016_auth_notify
Create Date: 2026-11-27 01:30:00.000000
"""

from collections.abc import Sequence

from alembic import op

revision: str = "0017_imp_product_sort_indexes"
down_revision: str | None = "0016_auth_notify"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.drop_index("ix_products_category_list_price", table_name="products")


def downgrade() -> None:
    op.create_index("ix_products_category_list_price", "products", ["category", "list_price", "id"], unique=False)
