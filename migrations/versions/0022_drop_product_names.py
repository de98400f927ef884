"""drop product names: migration 0021's table of the catalogue's distinct names, its triggers and functions.

Measured in the sixteenth session (README, "Issue 19's last figures", branch perf8): name matching by the names cut
PostgreSQL's CPU per 30-line request by about a third, but over HTTP on the shared machine the pairs showed no
steady gain, while the triggers cost the price-list job about a quarter more of PostgreSQL's CPU, and one of the
three jobs with them failed on a lock held 60 s: the job's two lanes can both write a new name, the later batch
first, and then each waits for the other (the row lock in PostgreSQL, the commit order in Python), which neither
side can see as a deadlock. Name matching reads the products' own trigram index again, as before 0021.

Revision ID: 0022_drop_product_names
Revises: 0021_product_names
Create Date: 2026-11-28 02:20:00.000000
"""

import importlib.util
from collections.abc import Sequence
from pathlib import Path

from alembic import op

revision: str = "0022_drop_product_names"
down_revision: str | None = "0021_product_names"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

EVENTS = ("insert", "update", "delete", "truncate")


def upgrade() -> None:
    for event in EVENTS:
        op.execute(f"DROP TRIGGER IF EXISTS products_names_{event} ON products")
    op.execute("DROP FUNCTION IF EXISTS product_names_kept()")
    op.execute("DROP FUNCTION IF EXISTS product_name_text(text, text, text, text)")
    op.execute("DROP TABLE IF EXISTS product_names")


def downgrade() -> None:
    """0021's table, triggers and functions again, filled from the products (its own upgrade)."""
    earlier = Path(__file__).with_name("0021_product_names.py")
    spec = importlib.util.spec_from_file_location("product_names_0021", earlier)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    module.upgrade()
