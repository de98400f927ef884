"""contact name sounds: a person's first name and surname by their consonants, indexed, for the assistant's near
spellings of names (assistant.understanding.near_names).

A near spelling ("garath" for Gareth, "dison" for Dyson) has the same first letter and the same consonants as the
name, vowels, "h" and doubled letters aside (`name_sound`, the same steps as near_names._consonants). Before this
the assistant read every active contact whose first name or surname started with the word's first letter, the
first 200 by id: a twentieth of a large CRM per question, and the right person could be past the 200. Now it reads
only the people whose name sounds the same, by these two indexes, all of them.

Revision ID: 0023_contact_name_sounds
Revises: 0022_drop_product_names
Create Date: 2026-11-28 14:00:00.000000
"""

from collections.abc import Sequence

from alembic import op

revision: str = "0023_contact_name_sounds"
down_revision: str | None = "0022_drop_product_names"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

# Lower-cased: the first letter, then the rest with "ck" read as "k", without vowels, "y" and "h", runs of a letter
# as one ("gareth" and "garath": "grt").
NAME_SOUND = r"""
CREATE FUNCTION name_sound(name text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
    SELECT left(lower(name), 1) || regexp_replace(
        regexp_replace(replace(substr(lower(name), 2), 'ck', 'k'), '[aeiouyh]', '', 'g'), '(.)\1+', '\1', 'g'
    )
$$
"""
COLUMNS = ("first_name", "last_name")


def upgrade() -> None:
    op.execute(NAME_SOUND)
    for column in COLUMNS:
        op.execute(f"CREATE INDEX ix_contacts_{column}_sound ON contacts (name_sound({column})) WHERE NOT archived")


def downgrade() -> None:
    for column in COLUMNS:
        op.execute(f"DROP INDEX IF EXISTS ix_contacts_{column}_sound")
    op.execute("DROP FUNCTION IF EXISTS name_sound(text)")
