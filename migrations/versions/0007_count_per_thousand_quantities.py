"""quantities of lines priced per 1,000 are what is counted (bricks), not thousands

A line of a product sold per 1,000 kept its quantity in thousands (12.5 for 12,500 bricks); it now keeps the bricks
(12500), its price stays per 1,000 and its total divides by 1,000. Every such line of quotes and orders, and their
plot quantities, are multiplied by 1,000: each keeps the same real-world quantity, and its stored total (and so
every quote's and order's totals) is unchanged.

Revision ID: 0007
Revises: 0006
Create Date: 2026-11-26 09:30:00
"""

from collections.abc import Sequence

from alembic import op

revision: str = "0007"
down_revision: str | None = "0006"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

# (lines, their plots' quantities)
TABLES = (("quote_lines", "quote_plot_quantities"), ("order_lines", "order_plot_quantities"))


def _scale(operator: str) -> None:
    for lines, plots in TABLES:
        op.execute(
            f"UPDATE {plots} AS q SET quantity = q.quantity {operator} 1000 "
            f"FROM {lines} AS l WHERE l.id = q.line_id AND l.unit = 'per_1000'"
        )
        op.execute(f"UPDATE {lines} SET quantity = quantity {operator} 1000 WHERE unit = 'per_1000'")


def upgrade() -> None:
    _scale("*")


def downgrade() -> None:
    _scale("/")
